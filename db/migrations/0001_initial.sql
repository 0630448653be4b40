-- The guest list, each guest's current RSVP, and the append-only history of every submission.
-- Constraints make bad rows impossible, whatever code writes them.

CREATE TABLE guests (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL CHECK (btrim(name) <> '' AND length(name) <= 200),
  email text NOT NULL CHECK (email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' AND length(email) <= 254),
  -- Printed on the invitation: no 0/O, 1/I/L, so it can be read back without doubt.
  invitation_code text NOT NULL UNIQUE CHECK (invitation_code ~ '^[A-HJKMNP-Z2-9]{6}$'),
  plus_one_allowed boolean NOT NULL DEFAULT false,
  plus_one_name text CHECK (plus_one_name IS NULL OR (btrim(plus_one_name) <> '' AND length(plus_one_name) <= 200)),
  save_the_date_sent_at timestamptz,
  formal_invite_sent_at timestamptz,
  address_collected boolean NOT NULL DEFAULT false,
  address_street text,
  address_city text,
  address_state text,
  address_zip text,
  address_country text,
  notes text CHECK (notes IS NULL OR length(notes) <= 2000),
  -- Normalised "given|family" keys under which the guest can be found (see lookupKeys in the
  -- contract module): accents, case, spaces, apostrophes and hyphens removed.
  lookup_keys text[] NOT NULL CHECK (cardinality(lookup_keys) > 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT guests_plus_one_name_needs_plus_one CHECK (plus_one_allowed OR plus_one_name IS NULL),
  CONSTRAINT guests_plus_one_needs_name CHECK (NOT plus_one_allowed OR plus_one_name IS NOT NULL)
);

CREATE INDEX guests_lookup_keys_idx ON guests USING gin (lookup_keys);

-- Every submission ever made, never changed: the record of what each guest said and when.
CREATE TABLE rsvp_submissions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  guest_id uuid NOT NULL REFERENCES guests (id) ON DELETE CASCADE,
  payload jsonb NOT NULL CHECK (jsonb_typeof(payload) = 'object'),
  submitted_at timestamptz NOT NULL DEFAULT clock_timestamp()
);

CREATE INDEX rsvp_submissions_guest_idx ON rsvp_submissions (guest_id, submitted_at);

CREATE FUNCTION rsvp_submissions_append_only() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'rsvp_submissions is append-only: insert a new submission instead of changing one';
END;
$$;

CREATE TRIGGER rsvp_submissions_no_update
  BEFORE UPDATE ON rsvp_submissions
  FOR EACH ROW EXECUTE FUNCTION rsvp_submissions_append_only();

-- The current answer of each guest: the latest submission, one row per guest.
CREATE TABLE rsvps (
  guest_id uuid PRIMARY KEY REFERENCES guests (id) ON DELETE CASCADE,
  submission_id uuid NOT NULL UNIQUE REFERENCES rsvp_submissions (id),
  attending boolean NOT NULL,
  plus_one_attending boolean NOT NULL,
  plus_one_first_name text,
  plus_one_last_name text,
  welcome_dinner boolean NOT NULL,
  ceremony_and_lunch boolean NOT NULL,
  cocktail_and_reception boolean NOT NULL,
  farewell_brunch boolean NOT NULL,
  plus_one_welcome_dinner boolean NOT NULL DEFAULT false,
  plus_one_ceremony_and_lunch boolean NOT NULL DEFAULT false,
  plus_one_cocktail_and_reception boolean NOT NULL DEFAULT false,
  plus_one_farewell_brunch boolean NOT NULL DEFAULT false,
  entree text CHECK (entree IN ('Meat', 'Fish', 'Vegetarian')),
  plus_one_entree text CHECK (plus_one_entree IN ('Meat', 'Fish', 'Vegetarian')),
  dietary_notes text CHECK (dietary_notes IS NULL OR length(dietary_notes) <= 500),
  plus_one_dietary_notes text CHECK (plus_one_dietary_notes IS NULL OR length(plus_one_dietary_notes) <= 500),
  mailing_address text CHECK (mailing_address IS NULL OR length(mailing_address) <= 500),
  message text CHECK (message IS NULL OR length(message) <= 2000),
  submitted_at timestamptz NOT NULL,
  CONSTRAINT rsvps_attending_matches_events CHECK (
    attending = (welcome_dinner OR ceremony_and_lunch OR cocktail_and_reception OR farewell_brunch)
  ),
  CONSTRAINT rsvps_plus_one_attending_matches_events CHECK (
    plus_one_attending = (plus_one_welcome_dinner OR plus_one_ceremony_and_lunch
      OR plus_one_cocktail_and_reception OR plus_one_farewell_brunch)
  ),
  CONSTRAINT rsvps_attending_needs_entree CHECK (NOT attending OR entree IS NOT NULL),
  CONSTRAINT rsvps_plus_one_needs_entree CHECK (NOT plus_one_attending OR plus_one_entree IS NOT NULL),
  CONSTRAINT rsvps_attending_needs_address CHECK (
    NOT attending OR (mailing_address IS NOT NULL AND btrim(mailing_address) <> '')
  ),
  CONSTRAINT rsvps_plus_one_needs_name CHECK (
    NOT plus_one_attending OR (plus_one_first_name IS NOT NULL AND btrim(plus_one_first_name) <> '')
  )
);

-- Small facts about this installation, such as when the sample guest list was loaded.
CREATE TABLE app_settings (
  key text PRIMARY KEY CHECK (key ~ '^[a-z][a-z0-9_]*$'),
  value jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
