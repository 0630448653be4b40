-- The party's calendar feed (ADR 048): /calendar/CODE.ics, subscribed from a phone. A row
-- per party and event the feed has shown: what the event looked like then (a fingerprint of its
-- words and times in the party's language) and its revision. When the event changes (an answer, an
-- event's time in the content after a deploy), the next fetch raises SEQUENCE and LAST-MODIFIED, so
-- the phone replaces its entry instead of keeping the old one.
CREATE TABLE calendar_feed_entries (
  party_id uuid NOT NULL REFERENCES parties (id) ON DELETE CASCADE,
  event_id text NOT NULL CHECK (event_id ~ '^[a-z][a-z0-9-]*$' AND length(event_id) <= 60),
  fingerprint text NOT NULL CHECK (length(fingerprint) = 64),
  sequence integer NOT NULL DEFAULT 0 CHECK (sequence >= 0),
  modified_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (party_id, event_id)
);
