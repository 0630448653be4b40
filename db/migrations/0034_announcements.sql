-- The hosts' announcements (DESIGN 3.5, ADR 055): a short notice in English and French,
-- for everyone (shown in the HTML of every guest page of the RSVP host) or for the guests coming to
-- one event (mail only). Deleted for good when the hosts delete it. With `mail`, each guest it is
-- meant for gets it through the outbox in the same transaction as the row (kind 'announcement').
CREATE TABLE announcements (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- Text only, trimmed, 1 to 500 characters (the service says so in a sentence first).
  en text NOT NULL CHECK (en = btrim(en) AND length(en) BETWEEN 1 AND 500 AND en !~ '<[^>]*>'),
  fr text NOT NULL CHECK (fr = btrim(fr) AND length(fr) BETWEEN 1 AND 500 AND fr !~ '<[^>]*>'),
  audience text NOT NULL CHECK (audience IN ('everyone', 'event')),
  -- The event's key in the API (welcomeDinner, ...), only for an EVENT announcement.
  event text CHECK (event IN ('welcomeDinner', 'ceremonyAndLunch', 'cocktailAndReception', 'farewellBrunch')),
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT announcements_event_for_audience CHECK ((audience = 'event') = (event IS NOT NULL))
);
-- The latest announcement for everyone is read on every guest page (cached for a few seconds).
CREATE INDEX announcements_latest ON announcements (audience, created_at DESC);

ALTER TABLE outbox DROP CONSTRAINT outbox_kind_check;
ALTER TABLE outbox ADD CONSTRAINT outbox_kind_check CHECK (
  kind IN ('confirmation', 'host_notice', 'host_digest', 'save_the_date', 'invitation', 'reminder',
    'shuttle_cancelled', 'stay_reminder', 'travel_confirmation', 'announcement')
);
