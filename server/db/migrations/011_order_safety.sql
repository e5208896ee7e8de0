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
