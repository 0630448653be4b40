-- Invitation codes and strangers (ADR 069, ADR 070).

-- The networks (an IPv4 /24, an IPv6 /48, or the address when it has none) from which a code has
-- found its guest: a later use of that code from there is never refused for what others guessed
-- (a phone's calendar subscription asks from its provider's servers, never with a cookie). At most
-- a few per code (the server keeps 20), forgotten with the guest, and after 90 days unseen.
CREATE TABLE code_callers (
  invitation_code text NOT NULL REFERENCES guests (invitation_code) ON DELETE CASCADE,
  caller_key text NOT NULL CHECK (length(caller_key) BETWEEN 1 AND 100),
  last_seen timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (invitation_code, caller_key)
);

CREATE INDEX code_callers_last_seen_idx ON code_callers (last_seen);

-- Whether the current answer was given with an invitation code of the party (the guest's own, or a
-- member's answering for them): then an answer by name alone may not change it.
ALTER TABLE rsvps ADD COLUMN by_code boolean NOT NULL DEFAULT false;

-- The answers already given: a guest's own submission carries its code; a member answered for in
-- the same write was sent by a submitter whose own row, written just before, carries it.
UPDATE rsvps
SET by_code = true
FROM rsvp_submissions s
WHERE s.id = rsvps.submission_id
  AND (
    s.payload ? 'invitationCode'
    OR EXISTS (
      SELECT 1
      FROM rsvp_submissions own
      WHERE own.guest_id = s.submitted_by
        AND own.guest_id <> s.guest_id
        AND own.payload ? 'invitationCode'
        AND own.submitted_at BETWEEN s.submitted_at - interval '5 seconds' AND s.submitted_at
    )
  );
