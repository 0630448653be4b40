-- The seating plan (DESIGN 3.6, ADR 077): the tables of the two sit-down dinners, who sits at
-- which, the hosts' rules and whether the guests see it. A seat names a guest or a guest's
-- plus-one; who comes is read from the current answers, so a seat whose person no longer comes
-- is left out of the plan and deleted by the next change to it (ADR 077).
CREATE TABLE seating_tables (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  event text NOT NULL CHECK (event IN ('welcomeDinner', 'cocktailAndReception')),
  name text NOT NULL CHECK (btrim(name) <> '' AND length(name) <= 100),
  name_fr text CHECK (name_fr IS NULL OR (btrim(name_fr) <> '' AND length(name_fr) <= 100)),
  shape text NOT NULL DEFAULT 'ROUND' CHECK (shape IN ('ROUND', 'RECTANGLE', 'BANQUET')),
  capacity integer NOT NULL CHECK (capacity BETWEEN 1 AND 200),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX seating_tables_event_idx ON seating_tables (event, created_at);

-- Deleting a table sends its people back to the unseated list; a removed guest leaves no seat.
CREATE TABLE seating_seats (
  event text NOT NULL,
  table_id uuid NOT NULL REFERENCES seating_tables (id) ON DELETE CASCADE,
  guest_id uuid NOT NULL REFERENCES guests (id) ON DELETE CASCADE,
  plus_one boolean NOT NULL DEFAULT false,
  seated_at timestamptz NOT NULL DEFAULT now(),
  -- One seat per person per dinner, whoever writes it: two hosts seating one person at two tables at
  -- once get one seat and one refusal (ADR 077).
  PRIMARY KEY (event, guest_id, plus_one)
);
CREATE INDEX seating_seats_table_idx ON seating_seats (table_id);
CREATE INDEX seating_seats_guest_idx ON seating_seats (guest_id);

-- A seat's event is its table's: checked here, so no statement can seat someone at another dinner's table.
CREATE FUNCTION seating_seat_event() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM seating_tables t WHERE t.id = NEW.table_id AND t.event = NEW.event) THEN
    RAISE EXCEPTION 'seat event % does not match its table', NEW.event USING ERRCODE = '23514';
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER seating_seats_event BEFORE INSERT OR UPDATE ON seating_seats
  FOR EACH ROW EXECUTE FUNCTION seating_seat_event();

CREATE TABLE seating_rules (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  event text NOT NULL CHECK (event IN ('welcomeDinner', 'cocktailAndReception')),
  kind text NOT NULL CHECK (kind IN ('TOGETHER', 'APART')),
  hard boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX seating_rules_event_idx ON seating_rules (event, created_at);

CREATE TABLE seating_rule_people (
  rule_id uuid NOT NULL REFERENCES seating_rules (id) ON DELETE CASCADE,
  guest_id uuid NOT NULL REFERENCES guests (id) ON DELETE CASCADE,
  plus_one boolean NOT NULL DEFAULT false,
  PRIMARY KEY (rule_id, guest_id, plus_one)
);
CREATE INDEX seating_rule_people_guest_idx ON seating_rule_people (guest_id);

-- A dinner's plan the hosts have released to the guests' weekend pass (DESIGN 3.6).
CREATE TABLE seating_releases (
  event text PRIMARY KEY CHECK (event IN ('welcomeDinner', 'cocktailAndReception')),
  released_at timestamptz NOT NULL DEFAULT now()
);
