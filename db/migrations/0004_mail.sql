-- Mail that closes the loop (ADR 021): every message is a row of the outbox, written in the same
-- transaction as what caused it (an answer, a host's send), and delivered by the server's worker
-- with bounded retries, so a mail server outage or a restart loses nothing.
CREATE TABLE outbox (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  kind text NOT NULL CHECK (
    kind IN ('confirmation', 'host_notice', 'host_digest', 'save_the_date', 'invitation', 'reminder')
  ),
  guest_id uuid REFERENCES guests (id) ON DELETE SET NULL,
  to_address text NOT NULL CHECK (to_address ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' AND length(to_address) <= 1000),
  subject text NOT NULL CHECK (btrim(subject) <> ''),
  html text NOT NULL,
  text_body text NOT NULL,
  -- [{ filename, contentType, content (base64), cid? }]
  attachments jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(attachments) = 'array'),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sending', 'sent', 'failed')),
  attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  -- While a worker sends it, nobody else may; past this moment a stopped send is taken up again.
  locked_until timestamptz,
  last_error text,
  sent_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  CONSTRAINT outbox_sent_has_time CHECK ((status = 'sent') = (sent_at IS NOT NULL))
);

CREATE INDEX outbox_due_idx ON outbox (next_attempt_at) WHERE status IN ('pending', 'sending');
CREATE INDEX outbox_created_idx ON outbox (created_at DESC);
CREATE INDEX outbox_guest_idx ON outbox (guest_id, created_at);

-- Without SMTP_URL outside production, messages go to the server's own mail catcher and are kept
-- here as they arrived (ADR 022), for the admin area to show.
CREATE TABLE caught_mail (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  message_id text,
  envelope_from text NOT NULL,
  envelope_to text[] NOT NULL,
  subject text NOT NULL,
  html text NOT NULL,
  text_body text NOT NULL,
  raw text NOT NULL,
  received_at timestamptz NOT NULL DEFAULT clock_timestamp()
);

CREATE INDEX caught_mail_message_idx ON caught_mail (message_id);

-- A guest may have no email yet (the RSVP form then offers a field for it).
ALTER TABLE guests ALTER COLUMN email DROP NOT NULL;
-- A guest whose mail could not be delivered is flagged in the list until a later one arrives.
ALTER TABLE guests ADD COLUMN mail_failed_at timestamptz;
ALTER TABLE guests ADD COLUMN mail_error text;
