-- Gift card movements per order (issue 5 extras): every value taken from a card by an order and every
-- value given back (the order's online payment was declined or cancelled, or the unpaid order was given
-- up) is one row, so each card's history can be audited. gift_card_uses keeps what an order uses and
-- whether that value is currently held by the order (released = false) or back on the card.
-- (Numbered 008: 007 is left for the table-service workstream.)
ALTER TABLE gift_card_uses ADD COLUMN released boolean NOT NULL DEFAULT false;

CREATE TABLE gift_card_ledger (
  id             bigserial PRIMARY KEY,
  card_num       text NOT NULL REFERENCES gift_cards(card_num) ON DELETE CASCADE,
  transaction_id text NOT NULL REFERENCES orders(transaction_id) ON DELETE CASCADE,
  kind           text NOT NULL CHECK (kind IN ('take', 'release')),
  amount_cents   bigint NOT NULL CHECK (amount_cents > 0),
  -- order (placed), retry (a new payment attempt took it again), declined | cancelled (the provider's
  -- result), abandoned (the unpaid order was given up)
  reason         text NOT NULL CHECK (reason IN ('order', 'retry', 'declined', 'cancelled', 'abandoned')),
  provider_ref   text,                          -- the payment attempt that caused it, when one did
  balance_after  bigint NOT NULL,               -- the card's balance right after this movement
  created_at     bigint NOT NULL
);
CREATE INDEX gift_card_ledger_card ON gift_card_ledger(card_num, id);
CREATE INDEX gift_card_ledger_txn ON gift_card_ledger(transaction_id, id);

-- The uses recorded before this migration were takes of their orders (balance_after: the balance at migration time).
INSERT INTO gift_card_ledger (card_num, transaction_id, kind, amount_cents, reason, balance_after, created_at)
SELECT u.card_num, u.transaction_id, 'take', u.amount_cents, 'order', c.balance_cents, u.created_at
FROM gift_card_uses u JOIN gift_cards c ON c.card_num = u.card_num ORDER BY u.created_at;
