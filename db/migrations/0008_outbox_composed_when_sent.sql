-- The guest's confirmation and the hosts' notice of an answer are written by the mail worker when it
-- sends them (ADR 021), no longer inside the answer's transaction: the row, still written in that
-- transaction, keeps what composing needs (the submission it tells of, the language) and its body
-- stays empty until then. A confirmation of an answer given by name alone (by_name) waits an hour
-- after the last one, and shows the latest answer when it goes.
ALTER TABLE outbox
  ADD COLUMN submission_id uuid REFERENCES rsvp_submissions (id) ON DELETE SET NULL,
  ADD COLUMN language text CHECK (language IN ('en', 'fr')),
  ADD COLUMN by_name boolean NOT NULL DEFAULT false,
  ALTER COLUMN html DROP NOT NULL,
  ALTER COLUMN text_body DROP NOT NULL,
  -- Every other message is written in full when it is caused. (A submission gone with its guest
  -- leaves an answer's row with nothing to compose: the worker gives it up, saying so.)
  ADD CONSTRAINT outbox_body_or_answer CHECK (
    (html IS NOT NULL AND text_body IS NOT NULL) OR kind IN ('confirmation', 'host_notice')
  ),
  ADD CONSTRAINT outbox_answer_language CHECK (submission_id IS NULL OR language IS NOT NULL);
