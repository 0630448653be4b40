-- Mail that closes the loop: every message is a row of the outbox, written in the same transaction as
-- what caused it (an answer, a host's send), and delivered by the server's worker with retries, so a
-- mail server outage or a restart loses nothing.
CREATE TABLE outbox (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- confirmation, host_notice, host_digest, save_the_date, invitation, reminder
  kind text NOT NULL CHECK (kind ~ '^[a-z_]+$'),
  guest_id uuid REFERENCES guests (id) ON DELETE SET NULL,
  to_address text NOT NULL CHECK (to_address ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  subject text NOT NULL,
  html text NOT NULL,
  text_body text NOT NULL,
  -- [{ filename, contentType, content (base64), cid? }]
  attachments jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(attachments) = 'array'),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sending', 'sent', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  -- While a worker sends it, nobody else may; past this moment a stuck send is taken up again.
  locked_until timestamptz,
  last_error text,
  sent_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX outbox_due_idx ON outbox (next_attempt_at) WHERE status IN ('pending', 'sending');
CREATE INDEX outbox_guest_idx ON outbox (guest_id, created_at);

-- Without an SMTP server (development, or a site that has not set one up), messages are delivered to
-- the server's own mail catcher and kept here, exactly as they arrived, for the admin area to show.
CREATE TABLE caught_mail (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  envelope_from text NOT NULL,
  envelope_to text[] NOT NULL,
  raw text NOT NULL,
  received_at timestamptz NOT NULL DEFAULT clock_timestamp()
);

-- A guest whose mail could not be delivered is flagged in the list until a later one arrives.
ALTER TABLE guests ADD COLUMN mail_failed_at timestamptz;
ALTER TABLE guests ADD COLUMN mail_error text;
