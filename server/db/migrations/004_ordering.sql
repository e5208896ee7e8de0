-- Ordering and payments (issue 5): orders, payment attempts, idempotency keys, promo codes, svc PINs.
CREATE TABLE orders (
  transaction_id text PRIMARY KEY,             -- random, unguessable: knowing it is the capability to read the order
  shop_id        text NOT NULL REFERENCES venues(shop_id) ON DELETE CASCADE,
  bill_no        text NOT NULL,
  order_no       text NOT NULL,                -- short display number (A001 ...), per venue
  service_no     integer NOT NULL,             -- rotating service number (venues.service_no range)
  device_id      text,
  user_id        text REFERENCES users(user_id) ON DELETE SET NULL,
  table_no       text,
  order_type     text NOT NULL,                -- eatin | takeaway | pickup | delivery
  payment        text NOT NULL,                -- method name (cash, dps, svc, wechat ...)
  total_cents    bigint NOT NULL CHECK (total_cents >= 0),
  cart           jsonb NOT NULL,               -- the calculated cart (domain calculateCart), cents
  status         text NOT NULL DEFAULT 'placed' CHECK (status IN ('placed', 'preparing', 'ready', 'completed')),
  paid           boolean NOT NULL DEFAULT false,
  pay_status     text NOT NULL DEFAULT 'unpaid' CHECK (pay_status IN ('unpaid', 'pending', 'paid', 'failed', 'cancelled')),
  sent           boolean NOT NULL DEFAULT false, -- sent to the kitchen (cash at once; online methods once paid)
  preorder_time  bigint,
  created_at     bigint NOT NULL,
  status_at      bigint NOT NULL,
  paid_at        bigint
);
CREATE INDEX orders_user ON orders(user_id, created_at DESC);
CREATE INDEX orders_device ON orders(device_id) WHERE user_id IS NULL;
CREATE INDEX orders_shop ON orders(shop_id, created_at);

-- One row per trip to the payment provider (sandbox) or per stored-value payment.
CREATE TABLE payment_attempts (
  provider_ref   text PRIMARY KEY,
  transaction_id text NOT NULL REFERENCES orders(transaction_id) ON DELETE CASCADE,
  method         text NOT NULL,
  amount_cents   bigint NOT NULL,
  status         text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'declined', 'cancelled')),
  created_at     bigint NOT NULL,
  decided_at     bigint
);
CREATE INDEX payment_attempts_txn ON payment_attempts(transaction_id, created_at);
-- At most one attempt of an order waits for the provider at a time.
CREATE UNIQUE INDEX payment_attempts_one_pending ON payment_attempts(transaction_id) WHERE status = 'pending';

-- Idempotency keys of order and payment calls: the first answer is stored and replayed.
CREATE TABLE idempotency_keys (
  shop_id       text NOT NULL,
  scope         text NOT NULL,                 -- order | payOrder | zeroTxn
  idem_key      text NOT NULL,
  request_hash  text NOT NULL,                 -- SHA-256 of the canonical payload (identity fields left out)
  http_status   integer NOT NULL,
  answer        jsonb NOT NULL,
  created_at    bigint NOT NULL,
  PRIMARY KEY (shop_id, scope, idem_key)
);

CREATE TABLE promo_codes (
  shop_id       text NOT NULL REFERENCES venues(shop_id) ON DELETE CASCADE,
  code          text NOT NULL,                 -- upper case
  rate          numeric NOT NULL DEFAULT 0,    -- percent off (wins over amount)
  amount_cents  integer NOT NULL DEFAULT 0,    -- fixed amount off
  min_cents     integer NOT NULL DEFAULT 0,    -- minimum item total (before discounts)
  active        boolean NOT NULL DEFAULT true,
  PRIMARY KEY (shop_id, code)
);

-- Stored-value card PIN (scrypt), wrong-PIN counter and lock.
ALTER TABLE member_cards ADD COLUMN pin_hash text;
ALTER TABLE member_cards ADD COLUMN pin_tries integer NOT NULL DEFAULT 0;
ALTER TABLE member_cards ADD COLUMN pin_locked_until bigint NOT NULL DEFAULT 0;
