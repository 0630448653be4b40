-- Room blocks (ADR 051). Two kinds of guest mail:
-- - stay_reminder: before a hotel's room block is released, one reminder to each party that is
--   coming and has not said where it stays. Sent once per party, ever: stay_reminders records it in
--   the same transaction as the message, and its key makes a second one impossible.
-- - travel_confirmation: a party's travel details as it last gave them. Like an answer's
--   confirmation by name, its body is written by the mail worker when it goes (so it shows the
--   latest details), and a party gets at most one an hour.
ALTER TABLE outbox DROP CONSTRAINT outbox_kind_check;
ALTER TABLE outbox ADD CONSTRAINT outbox_kind_check CHECK (
  kind IN ('confirmation', 'host_notice', 'host_digest', 'save_the_date', 'invitation', 'reminder',
    'shuttle_cancelled', 'stay_reminder', 'travel_confirmation')
);
ALTER TABLE outbox DROP CONSTRAINT outbox_body_or_answer;
ALTER TABLE outbox ADD CONSTRAINT outbox_body_or_answer CHECK (
  (html IS NOT NULL AND text_body IS NOT NULL) OR kind IN ('confirmation', 'host_notice', 'travel_confirmation')
);

CREATE TABLE stay_reminders (
  party_id uuid PRIMARY KEY REFERENCES parties (id) ON DELETE CASCADE,
  -- Who it went to (null once that guest is deleted; the party's record stays).
  guest_id uuid REFERENCES guests (id) ON DELETE SET NULL,
  -- The cut-off it reminded of (YYYY-MM-DD, Paris time).
  cut_off date NOT NULL,
  sent_at timestamptz NOT NULL DEFAULT now()
);
