-- Orders that cannot be stolen or lose data (hardening issue, orderfix).
-- (Numbered 011: 009 and 010 are left for the other hardening workstreams.)

-- A delivery order keeps where it goes: the address and zone the customer gave (NULL for other
-- order types). Orders placed before this migration never stored it, so they stay NULL.
ALTER TABLE orders ADD COLUMN delivery_address text;
ALTER TABLE orders ADD COLUMN delivery_zone text;

-- Device credentials: the server issues a device id with a secret; only the secret's SHA-256 is kept.
-- Guest orders of a device are claimed by a signed-in customer only with that secret. A shared
-- (kiosk) device's orders are never claimed.
CREATE TABLE devices (
  device_id   text PRIMARY KEY,
  secret_hash text NOT NULL,
  shared      boolean NOT NULL DEFAULT false,
  created_at  bigint NOT NULL
);
ALTER TABLE orders ADD COLUMN shared_device boolean NOT NULL DEFAULT false;
UPDATE orders o SET shared_device = true FROM venues v
 WHERE v.shop_id = o.shop_id AND (v.family = 'self' OR v.settings->>'usage' = 'kiosk');
-- Stored carts carried the device id they were priced for, and the cart answers showed it to anyone
-- holding the transaction id: take it out of the stored carts.
UPDATE orders SET cart = cart - 'deviceId' WHERE cart ? 'deviceId';

-- Redeemed points of an order are held like gift card value: taken by the order, given back once when
-- its online payment is declined, cancelled or given up, taken again by a new payment attempt.
CREATE TABLE order_points (
  transaction_id text PRIMARY KEY REFERENCES orders(transaction_id) ON DELETE CASCADE,
  card_num       text NOT NULL REFERENCES member_cards(card_num) ON DELETE CASCADE,
  points_cents   bigint NOT NULL CHECK (points_cents > 0),   -- points x 100, as member_cards.points_cents
  released       boolean NOT NULL DEFAULT false,             -- true: the points are back on the card
  created_at     bigint NOT NULL
);

-- Every movement of points by an order: take (order, retry) or release (declined, cancelled, abandoned).
CREATE TABLE points_ledger (
  id             bigserial PRIMARY KEY,
  card_num       text NOT NULL REFERENCES member_cards(card_num) ON DELETE CASCADE,
  transaction_id text NOT NULL REFERENCES orders(transaction_id) ON DELETE CASCADE,
  kind           text NOT NULL CHECK (kind IN ('take', 'release')),
  points_cents   bigint NOT NULL CHECK (points_cents > 0),
  reason         text NOT NULL CHECK (reason IN ('order', 'retry', 'declined', 'cancelled', 'abandoned')),
  provider_ref   text,
  balance_after  bigint NOT NULL,                            -- the card's points (x100) right after this movement
  created_at     bigint NOT NULL
);
CREATE INDEX points_ledger_card ON points_ledger(card_num, id);
CREATE INDEX points_ledger_txn ON points_ledger(transaction_id, id);

-- Orders placed before this migration took their points without a record: they become holds (the
-- member card of the order's customer at the venue, as the pricing chose it), so an unpaid online one
-- gets its points back like any other.
INSERT INTO order_points (transaction_id, card_num, points_cents, created_at)
SELECT o.transaction_id, c.card_num, round((o.cart->>'redeemedPoints')::numeric * 100)::bigint, o.created_at
FROM orders o
JOIN LATERAL (SELECT card_num FROM member_cards m WHERE m.user_id = o.user_id AND m.shop_id = o.shop_id ORDER BY type_id LIMIT 1) c ON true
WHERE (o.cart->>'redeemedPoints') ~ '^[0-9.]+$' AND (o.cart->>'redeemedPoints')::numeric > 0;
