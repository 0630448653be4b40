-- Admin tokens the hosts ended with "Log out" (adminLogout), each kept until it would have expired
-- anyway. Every admin call looks here, so a token ended on one server replica is refused by all
-- of them at once (ADR 034). Only a hash of the token is kept: the list gives nobody a token back.
CREATE TABLE revoked_tokens (
  token_hash text PRIMARY KEY CHECK (token_hash ~ '^[0-9a-f]{64}$'),
  expires_at timestamptz NOT NULL
);

CREATE INDEX revoked_tokens_expires_idx ON revoked_tokens (expires_at);
