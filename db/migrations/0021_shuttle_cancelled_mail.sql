-- A cancelled shuttle run tells its passengers through the outbox (ADR 046), in each
-- guest's language: a kind of message of its own.
ALTER TABLE outbox DROP CONSTRAINT outbox_kind_check;
ALTER TABLE outbox ADD CONSTRAINT outbox_kind_check CHECK (
  kind IN ('confirmation', 'host_notice', 'host_digest', 'save_the_date', 'invitation', 'reminder',
    'shuttle_cancelled')
);
