-- Parties (ADR 040): the household on one invitation. Every guest belongs to exactly one
-- party; a guest added without one (createGuest, an import row without a Party, any older code
-- path) gets a party of their own named after them, so nobody is ever left outside a party.
CREATE TABLE parties (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- The name on the envelope ("The Dupont family"), which the hosts choose.
  name text NOT NULL CHECK (btrim(name) <> '' AND length(name) <= 200),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- The volatile default draws one id per existing row: each guest on the list before parties moves
-- into a party of their own, named after them (inserted just below). Nothing else of theirs changes.
ALTER TABLE guests
  ADD COLUMN party_id uuid NOT NULL DEFAULT gen_random_uuid(),
  -- A child of the party: may have no email, is not found by name, may choose the kids' menu.
  ADD COLUMN child boolean NOT NULL DEFAULT false;

INSERT INTO parties (id, name, created_at, updated_at)
SELECT party_id, name, created_at, created_at FROM guests;

ALTER TABLE guests
  ADD CONSTRAINT guests_party_fk FOREIGN KEY (party_id) REFERENCES parties (id);

CREATE INDEX guests_party_idx ON guests (party_id);

-- A guest inserted with no party named (the default drew a fresh id) gets that party, named after
-- them: createGuest's party of one.
CREATE FUNCTION guests_party_of_one() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO parties (id, name) VALUES (NEW.party_id, NEW.name) ON CONFLICT (id) DO NOTHING;
  RETURN NEW;
END;
$$;

CREATE TRIGGER guests_party_of_one
  BEFORE INSERT ON guests
  FOR EACH ROW EXECUTE FUNCTION guests_party_of_one();

-- A party nobody belongs to any more (its last member removed or moved) goes with them.
CREATE FUNCTION guests_drop_empty_party() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM parties p
  WHERE p.id = OLD.party_id AND NOT EXISTS (SELECT 1 FROM guests g WHERE g.party_id = OLD.party_id);
  RETURN NULL;
END;
$$;

CREATE TRIGGER guests_drop_empty_party
  AFTER DELETE OR UPDATE OF party_id ON guests
  FOR EACH ROW EXECUTE FUNCTION guests_drop_empty_party();

-- The kids' menu, for a child of a party (the service checks who is a child).
ALTER TABLE rsvps DROP CONSTRAINT rsvps_entree_check;
ALTER TABLE rsvps ADD CONSTRAINT rsvps_entree_check CHECK (entree IN ('Meat', 'Fish', 'Vegetarian', 'Kids'));

-- Who sent each submission: the guest themselves, or another member of their party answering for
-- them. Both kept as written (no foreign key: the history is append-only and outlives a member the
-- hosts remove). Null on the submissions made before parties, which were always the guest's own.
ALTER TABLE rsvp_submissions
  ADD COLUMN submitted_by uuid,
  ADD COLUMN submitted_by_name text CHECK (submitted_by_name IS NULL OR length(submitted_by_name) <= 200);
