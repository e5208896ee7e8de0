-- A coupon or voucher used by an order paid online is held by the order like its gift card value and
-- points (orders/holds.ts): when the payment is declined, cancelled or given up the ticket goes back
-- to the customer once (released = true); a new payment attempt takes it again.
CREATE TABLE order_coupons (
  transaction_id text PRIMARY KEY REFERENCES orders(transaction_id) ON DELETE CASCADE,
  ticket         text NOT NULL REFERENCES held_tickets(ticket) ON DELETE CASCADE,
  discount_cents bigint NOT NULL DEFAULT 0,
  released       boolean NOT NULL DEFAULT false,
  created_at     bigint NOT NULL
);
CREATE INDEX order_coupons_ticket ON order_coupons(ticket);

-- Tickets already used by an order are held by it.
INSERT INTO order_coupons (transaction_id, ticket, discount_cents, released, created_at)
SELECT used_txn, ticket, COALESCE(discount_cents, 0), false, COALESCE(used_at, collected_at)
FROM held_tickets WHERE status = 'used' AND used_txn IS NOT NULL
ON CONFLICT DO NOTHING;
