-- Coupons, vouchers, gift cards bought online and invitations (issue 16, coupons workstream).
-- (Numbered 013: 012 is left for another workstream of the same session.)

-- What a venue hands out: a coupon or a voucher with its rule (an amount or a percent off, a minimum
-- spend), how many each customer may hold, how many exist, and how long a collected one is valid.
CREATE TABLE coupon_pools (
  pool_id       text PRIMARY KEY,
  shop_id       text NOT NULL REFERENCES venues(shop_id) ON DELETE CASCADE,
  kind          text NOT NULL CHECK (kind IN ('coupon', 'voucher')),
  code          text NOT NULL,                          -- the collect code (upper case), coupon/{code}/collect
  title1        text NOT NULL,
  title2        text NOT NULL DEFAULT '',
  terms1        text NOT NULL DEFAULT '',
  terms2        text NOT NULL DEFAULT '',
  amount_cents  bigint NOT NULL DEFAULT 0 CHECK (amount_cents >= 0),
  rate          integer NOT NULL DEFAULT 0 CHECK (rate >= 0 AND rate <= 100), -- percent off
  min_cents     bigint NOT NULL DEFAULT 0 CHECK (min_cents >= 0),          -- minimum spend (items before discounts)
  per_customer  integer NOT NULL DEFAULT 1 CHECK (per_customer >= 1),
  total         integer CHECK (total IS NULL OR total >= 0),              -- NULL: no limit
  issued        integer NOT NULL DEFAULT 0 CHECK (issued >= 0),
  valid_days    integer CHECK (valid_days IS NULL OR valid_days > 0),      -- a collected one is valid this long
  collect_until bigint,                                                   -- ms; NULL: open
  expires_at    bigint,                                                   -- ms; no collected one outlives it
  on_invitation boolean NOT NULL DEFAULT false,                           -- given to whoever accepts an invitation
  active        boolean NOT NULL DEFAULT true,
  created_at    bigint NOT NULL,
  UNIQUE (shop_id, code),
  CHECK ((amount_cents > 0) <> (rate > 0))
);

-- What a customer holds: one row per collected coupon or voucher. `ticket` is random (the QR staff scan).
CREATE TABLE held_tickets (
  ticket       text PRIMARY KEY,
  pool_id      text NOT NULL REFERENCES coupon_pools(pool_id) ON DELETE CASCADE,
  shop_id      text NOT NULL REFERENCES venues(shop_id) ON DELETE CASCADE,
  user_id      text NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
  kind         text NOT NULL CHECK (kind IN ('coupon', 'voucher')),
  status       text NOT NULL DEFAULT 'held' CHECK (status IN ('held', 'used', 'verified')),
  via          text NOT NULL CHECK (via IN ('code', 'link', 'invitation', 'seed')),
  collected_at bigint NOT NULL,
  expires_at   bigint,
  used_txn     text REFERENCES orders(transaction_id) ON DELETE SET NULL,
  used_at      bigint,
  discount_cents bigint,
  verified_at  bigint,
  verified_by  text
);
CREATE INDEX held_tickets_user ON held_tickets(user_id, shop_id, status);
CREATE INDEX held_tickets_pool_user ON held_tickets(pool_id, user_id);
CREATE INDEX held_tickets_txn ON held_tickets(used_txn);

-- Signed collect links (coupon/{code}/token/{token}/get): each works once, whoever opens it first.
CREATE TABLE collect_link_uses (
  link_id  text PRIMARY KEY,          -- the nonce of the signed token
  pool_id  text NOT NULL REFERENCES coupon_pools(pool_id) ON DELETE CASCADE,
  user_id  text REFERENCES users(user_id) ON DELETE SET NULL,
  used_at  bigint NOT NULL
);

-- What a customer reports about a code (codeFeedback).
CREATE TABLE code_feedback (
  id         bigserial PRIMARY KEY,
  user_id    text NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
  shop_id    text NOT NULL REFERENCES venues(shop_id) ON DELETE CASCADE,
  code       text NOT NULL,
  reason     text NOT NULL CHECK (reason IN ('not-accepted', 'wrong-value', 'expired-early', 'other')),
  note       text NOT NULL DEFAULT '',
  created_at bigint NOT NULL
);

-- Gift cards bought online (ticket/{card}/checkout): the products a venue sells, and each purchase,
-- paid through the order and payment tables. The card (gift_cards) is issued once the order is paid.
CREATE TABLE gift_card_products (
  product_id  text PRIMARY KEY,
  shop_id     text NOT NULL REFERENCES venues(shop_id) ON DELETE CASCADE,
  name1       text NOT NULL,
  name2       text NOT NULL DEFAULT '',
  amounts     jsonb NOT NULL DEFAULT '[]',   -- offered amounts in cents
  min_cents   bigint NOT NULL CHECK (min_cents > 0),
  max_cents   bigint NOT NULL CHECK (max_cents >= min_cents),
  valid_days  integer CHECK (valid_days IS NULL OR valid_days > 0),
  active      boolean NOT NULL DEFAULT true
);
CREATE TABLE gift_card_purchases (
  transaction_id text PRIMARY KEY REFERENCES orders(transaction_id) ON DELETE CASCADE,
  product_id     text NOT NULL REFERENCES gift_card_products(product_id) ON DELETE CASCADE,
  shop_id        text NOT NULL REFERENCES venues(shop_id) ON DELETE CASCADE,
  buyer_id       text NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
  card_num       text NOT NULL UNIQUE,       -- reserved when bought, the card exists once paid
  amount_cents   bigint NOT NULL CHECK (amount_cents > 0),
  code_nonce     text NOT NULL,              -- the pass code is derived from it (never stored plain)
  created_at     bigint NOT NULL,
  issued_at      bigint
);
CREATE INDEX gift_card_purchases_buyer ON gift_card_purchases(buyer_id, created_at DESC);

-- Whose wallet shows a card (the buyer of a card bought online; a printed card has none).
ALTER TABLE gift_cards ADD COLUMN holder_id text REFERENCES users(user_id) ON DELETE SET NULL;

-- The ledger also holds the value a card starts with: 'issue' (bought online: its order; a card from
-- before, or printed: 'opening', no order). So every card's balance is the sum of its ledger.
ALTER TABLE gift_card_ledger ALTER COLUMN transaction_id DROP NOT NULL;
ALTER TABLE gift_card_ledger DROP CONSTRAINT gift_card_ledger_kind_check;
ALTER TABLE gift_card_ledger ADD CONSTRAINT gift_card_ledger_kind_check CHECK (kind IN ('take', 'release', 'issue'));
ALTER TABLE gift_card_ledger DROP CONSTRAINT gift_card_ledger_reason_check;
ALTER TABLE gift_card_ledger ADD CONSTRAINT gift_card_ledger_reason_check
  CHECK (reason IN ('order', 'retry', 'declined', 'cancelled', 'abandoned', 'purchase', 'opening'));
INSERT INTO gift_card_ledger (card_num, transaction_id, kind, amount_cents, reason, balance_after, created_at)
SELECT c.card_num, NULL, 'issue', o.opening, 'opening', o.opening, c.created_at
FROM gift_cards c
CROSS JOIN LATERAL (
  SELECT c.balance_cents
    + COALESCE((SELECT sum(amount_cents) FROM gift_card_ledger l WHERE l.card_num = c.card_num AND l.kind = 'take'), 0)
    - COALESCE((SELECT sum(amount_cents) FROM gift_card_ledger l WHERE l.card_num = c.card_num AND l.kind = 'release'), 0) AS opening
) o
WHERE o.opening > 0;

-- Invitations: a member's own code (member/{code}/invitation) or a venue's (merchant/{code}/invitation).
CREATE TABLE invitations (
  code       text PRIMARY KEY,
  shop_id    text NOT NULL REFERENCES venues(shop_id) ON DELETE CASCADE,
  kind       text NOT NULL CHECK (kind IN ('member', 'merchant')),
  inviter_id text NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
  expires_at bigint,                          -- ms; NULL: no expiry
  created_at bigint NOT NULL
);
CREATE UNIQUE INDEX invitations_member_once ON invitations(shop_id, inviter_id) WHERE kind = 'member';
CREATE TABLE invitation_acceptances (
  code        text NOT NULL REFERENCES invitations(code) ON DELETE CASCADE,
  user_id     text NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
  accepted_at bigint NOT NULL,
  PRIMARY KEY (code, user_id)
);
