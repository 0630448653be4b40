-- The hosts' notice of an answer (ADR 023): Reply-To is the guest who answered, when their email is
-- known, so the hosts can answer them. Empty (NULL) for every other message, whose Reply-To stays
-- the couple (HOSTS_EMAIL).
ALTER TABLE outbox
  ADD COLUMN reply_to text;
