-- Kiosk operations (issue 19): cash put into or taken out of the drawer by staff (the cash in and
-- out report), and customers' calls for staff from a kiosk, shown live on the staff alerts screen.
CREATE TABLE kiosk_cash_moves (
  move_id        bigserial PRIMARY KEY,
  shop_id        text NOT NULL REFERENCES venues(shop_id) ON DELETE CASCADE,
  direction      text NOT NULL CHECK (direction IN ('in', 'out')),
  amount_cents   bigint NOT NULL CHECK (amount_cents > 0),
  reason         text NOT NULL DEFAULT '',
  user_id        text REFERENCES users(user_id) ON DELETE SET NULL,
  idempotency_key text,
  created_at     bigint NOT NULL
);
CREATE INDEX kiosk_cash_moves_shop ON kiosk_cash_moves(shop_id, created_at);
CREATE UNIQUE INDEX kiosk_cash_moves_key ON kiosk_cash_moves(shop_id, idempotency_key) WHERE idempotency_key IS NOT NULL;

CREATE TABLE staff_calls (
  call_id        bigserial PRIMARY KEY,
  shop_id        text NOT NULL REFERENCES venues(shop_id) ON DELETE CASCADE,
  device_id      text NOT NULL DEFAULT '',
  table_no       text NOT NULL DEFAULT '',
  created_at     bigint NOT NULL,
  acked_at       bigint,
  acked_by       text REFERENCES users(user_id) ON DELETE SET NULL
);
CREATE INDEX staff_calls_open ON staff_calls(shop_id, created_at) WHERE acked_at IS NULL;
