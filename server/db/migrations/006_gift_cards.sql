-- Gift cards at checkout (issue 5 extras): one venue's prepaid cards, checked with a pass code
-- (scrypt, like the svc PIN), spent by orders in the order's own transaction.
-- (Numbered 006: 005 is the table-sessions migration of another workstream.)
CREATE TABLE gift_cards (
  card_num      text PRIMARY KEY,                -- printed on the card (digits)
  shop_id       text NOT NULL REFERENCES venues(shop_id) ON DELETE CASCADE,
  code_hash     text NOT NULL,                   -- scrypt of the pass code (never stored plain)
  balance_cents bigint NOT NULL CHECK (balance_cents >= 0),
  expires_at    bigint,                          -- ms; NULL = no expiry
  active        boolean NOT NULL DEFAULT true,
  code_tries    integer NOT NULL DEFAULT 0,      -- wrong codes in a row
  locked_until  bigint NOT NULL DEFAULT 0,       -- ms; 5 wrong codes lock the card for 15 minutes
  created_at    bigint NOT NULL
);
CREATE INDEX gift_cards_shop ON gift_cards(shop_id);

-- What each order took from each card (the order's transaction writes both).
CREATE TABLE gift_card_uses (
  transaction_id text NOT NULL REFERENCES orders(transaction_id) ON DELETE CASCADE,
  card_num       text NOT NULL REFERENCES gift_cards(card_num) ON DELETE CASCADE,
  amount_cents   bigint NOT NULL CHECK (amount_cents > 0),
  created_at     bigint NOT NULL,
  PRIMARY KEY (transaction_id, card_num)
);
CREATE INDEX gift_card_uses_card ON gift_card_uses(card_num, created_at);
