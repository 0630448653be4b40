-- The guest's mobile number (ADR 052), given with their answer and kept on the guest as
-- their email is: in E.164, as the server normalised it. `phone_message_sent_at` is when the hosts
-- last sent them their private link by WhatsApp or SMS from the send queue; null until then.
ALTER TABLE guests
  ADD COLUMN phone text CHECK (phone ~ '^\+[1-9][0-9]{6,14}$'),
  ADD COLUMN phone_message_sent_at timestamptz;
