-- Limits that hold across server processes on one database (issue "Production mode and hardening").
-- (Numbered 010: 009 belongs to another workstream.)

-- Fixed-window counters: one row per limited thing (login per account, gift card tries per address,
-- event batches per device, ...). A hit is one atomic upsert, so every process sharing the database
-- counts into the same row; rows whose window ended are purged now and then.
CREATE TABLE rate_windows (
  bucket        text PRIMARY KEY,                -- kind + ':' + what is counted (auth/rateLimit.ts)
  window_start  bigint NOT NULL,                 -- ms
  window_ends   bigint NOT NULL,                 -- ms; the row is stale (and purgeable) after it
  hits          integer NOT NULL
);
CREATE INDEX rate_windows_ends ON rate_windows(window_ends);

-- An idempotency key belongs to its caller (signed-in user, else device, else address): another
-- caller sending the same key gets its own order, never the first caller's answer.
ALTER TABLE idempotency_keys ADD COLUMN caller text NOT NULL DEFAULT '';
ALTER TABLE idempotency_keys DROP CONSTRAINT idempotency_keys_pkey;
ALTER TABLE idempotency_keys ADD PRIMARY KEY (shop_id, scope, caller, idem_key);
