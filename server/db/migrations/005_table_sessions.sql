-- Table service (spec 2 navigation rule, spec 3 session store, spec 9 session length): a table QR
-- link opens a table session; orders placed with its id must name a live session of the same venue.
CREATE TABLE table_sessions (
  session_id  text PRIMARY KEY,                -- random, unguessable; the app carries it as ?ses=
  shop_id     text NOT NULL REFERENCES venues(shop_id) ON DELETE CASCADE,
  table_no    text NOT NULL,                   -- tabNo of venues.tables
  created_at  bigint NOT NULL,
  expires_at  bigint NOT NULL,                 -- created_at + settings.sessionExpire minutes x 60000 (default 3 h)
  CHECK (expires_at > created_at)
);
CREATE INDEX table_sessions_shop_table ON table_sessions(shop_id, table_no, expires_at);

-- The table session an order was placed in (null for orders without one).
ALTER TABLE orders ADD COLUMN session_id text REFERENCES table_sessions(session_id) ON DELETE SET NULL;
CREATE INDEX orders_session ON orders(session_id) WHERE session_id IS NOT NULL;
