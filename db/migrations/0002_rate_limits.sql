-- Throttling counters (login, lookup, submission), kept in PostgreSQL so they hold across restarts
-- and several server replicas. The shape is the one rate-limiter-flexible's RateLimiterPostgres uses.
CREATE TABLE rate_limits (
  key varchar(255) PRIMARY KEY,
  points integer NOT NULL DEFAULT 0,
  expire bigint
);

CREATE INDEX rate_limits_expire_idx ON rate_limits (expire);
