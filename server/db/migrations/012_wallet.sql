-- The wallet (issue 16): loyalty points and stored value of member cards, each with a ledger whose sum
-- is always the card's balance; top-ups through the payment provider; points earned on paid orders;
-- refunds that give back exactly once what an order moved.

-- A member card holds two purses: loyalty points (points_cents) and stored value (balance_cents). A card
-- type may offer only one of them; the wallet shows each purse under its own tab.
ALTER TABLE member_cards ADD COLUMN loyalty boolean NOT NULL DEFAULT true;
ALTER TABLE member_cards ADD COLUMN stored_value boolean NOT NULL DEFAULT true;
ALTER TABLE member_cards ADD COLUMN alias text NOT NULL DEFAULT '';      -- the holder's own name for the card (valuePassChgInfo)
ALTER TABLE member_cards ADD COLUMN deleted_at bigint;                   -- removed from the wallet (valuePassDelete): never used again
ALTER TABLE member_cards ADD COLUMN pin_changed_at bigint;

-- Points: every movement, not only an order's holds. delta is the signed change (points x 100).
ALTER TABLE points_ledger ALTER COLUMN transaction_id DROP NOT NULL;
ALTER TABLE points_ledger DROP CONSTRAINT points_ledger_kind_check;
ALTER TABLE points_ledger ADD CONSTRAINT points_ledger_kind_check
  CHECK (kind IN ('take', 'release', 'earn', 'unearn', 'refund', 'opening', 'correction', 'consume', 'forfeit'));
ALTER TABLE points_ledger DROP CONSTRAINT points_ledger_reason_check;
ALTER TABLE points_ledger ADD CONSTRAINT points_ledger_reason_check
  CHECK (reason IN ('order', 'retry', 'declined', 'cancelled', 'abandoned', 'paid', 'refunded', 'opening', 'counter', 'deleted'));
ALTER TABLE points_ledger ADD COLUMN delta bigint GENERATED ALWAYS AS
  (CASE WHEN kind IN ('take', 'unearn', 'correction', 'consume', 'forfeit') THEN -points_cents ELSE points_cents END) STORED;
-- An order earns, loses its earned points, and gets its redeemed points back on a refund at most once.
CREATE UNIQUE INDEX points_ledger_once ON points_ledger(transaction_id, kind) WHERE transaction_id IS NOT NULL AND kind IN ('earn', 'unearn', 'refund');

-- Stored value: every movement of a card's balance (cents).
CREATE TABLE value_ledger (
  id             bigserial PRIMARY KEY,
  card_num       text NOT NULL REFERENCES member_cards(card_num) ON DELETE CASCADE,
  transaction_id text REFERENCES orders(transaction_id) ON DELETE SET NULL,
  -- opening | correction: balances from before the ledger; topup (paid through the provider) and its
  -- promotion bonus; pay (an order paid by card and PIN) and its refund; consume (at the counter, PIN)
  kind           text NOT NULL CHECK (kind IN ('opening', 'correction', 'topup', 'promotion', 'pay', 'refund', 'consume')),
  amount_cents   bigint NOT NULL CHECK (amount_cents > 0),
  delta          bigint GENERATED ALWAYS AS (CASE WHEN kind IN ('correction', 'pay', 'consume') THEN -amount_cents ELSE amount_cents END) STORED,
  balance_after  bigint NOT NULL,
  ref            text,                          -- provider reference or idempotency key
  created_at     bigint NOT NULL
);
CREATE INDEX value_ledger_card ON value_ledger(card_num, id);
CREATE UNIQUE INDEX value_ledger_once ON value_ledger(transaction_id, kind) WHERE transaction_id IS NOT NULL AND kind IN ('topup', 'promotion', 'pay', 'refund');

-- A paid order can be refunded (by the venue) once.
ALTER TABLE orders ADD COLUMN refunded_at bigint;

-- When an order becomes paid (by the provider's approval, the card and PIN, or gift cards covering
-- it), in the same transaction:
--   a top-up (a single payment with cart.topup) credits its card and its promotion bonus;
--   any other order of a member earns cart.topupPoints on the member's card at the venue.
-- The paid flag flips once (WHERE NOT paid everywhere) and the unique indexes above stop a second row.
CREATE FUNCTION wallet_order_paid() RETURNS trigger AS $$
DECLARE
  card text;
  amount bigint;
  bonus bigint;
  after bigint;
  pts bigint;
BEGIN
  IF NEW.order_type = 'singlepay' AND (NEW.cart -> 'topup' ->> 'cardNum') IS NOT NULL THEN
    card := NEW.cart -> 'topup' ->> 'cardNum';
    amount := (NEW.cart -> 'topup' ->> 'amountCents')::bigint;
    bonus := COALESCE((NEW.cart -> 'topup' ->> 'bonusCents')::bigint, 0);
    INSERT INTO value_ledger (card_num, transaction_id, kind, amount_cents, balance_after, ref, created_at)
      VALUES (card, NEW.transaction_id, 'topup', amount, 0, NULL, COALESCE(NEW.paid_at, NEW.status_at))
      ON CONFLICT DO NOTHING;
    IF NOT FOUND THEN RETURN NULL; END IF;
    UPDATE member_cards SET balance_cents = balance_cents + amount WHERE card_num = card RETURNING balance_cents INTO after;
    UPDATE value_ledger SET balance_after = after WHERE transaction_id = NEW.transaction_id AND kind = 'topup';
    IF bonus > 0 THEN
      UPDATE member_cards SET balance_cents = balance_cents + bonus WHERE card_num = card RETURNING balance_cents INTO after;
      INSERT INTO value_ledger (card_num, transaction_id, kind, amount_cents, balance_after, created_at)
        VALUES (card, NEW.transaction_id, 'promotion', bonus, after, COALESCE(NEW.paid_at, NEW.status_at));
    END IF;
    RETURN NULL;
  END IF;
  IF NEW.user_id IS NULL OR COALESCE(NEW.cart ->> 'topupPoints', '') !~ '^[0-9]+(\.[0-9]+)?$' THEN RETURN NULL; END IF;
  pts := round((NEW.cart ->> 'topupPoints')::numeric * 100)::bigint;
  IF pts <= 0 THEN RETURN NULL; END IF;
  SELECT card_num INTO card FROM member_cards
    WHERE user_id = NEW.user_id AND shop_id = NEW.shop_id AND deleted_at IS NULL AND loyalty ORDER BY type_id LIMIT 1;
  IF card IS NULL THEN RETURN NULL; END IF;
  INSERT INTO points_ledger (card_num, transaction_id, kind, points_cents, reason, balance_after, created_at)
    VALUES (card, NEW.transaction_id, 'earn', pts, 'paid', 0, COALESCE(NEW.paid_at, NEW.status_at))
    ON CONFLICT DO NOTHING;
  IF NOT FOUND THEN RETURN NULL; END IF;
  UPDATE member_cards SET points_cents = points_cents + pts WHERE card_num = card RETURNING points_cents INTO after;
  UPDATE points_ledger SET balance_after = after WHERE transaction_id = NEW.transaction_id AND kind = 'earn';
  RETURN NULL;
END
$$ LANGUAGE plpgsql;

CREATE TRIGGER orders_wallet_paid AFTER UPDATE OF paid ON orders
  FOR EACH ROW WHEN (NEW.paid AND NOT OLD.paid) EXECUTE FUNCTION wallet_order_paid();
CREATE TRIGGER orders_wallet_paid_new AFTER INSERT ON orders
  FOR EACH ROW WHEN (NEW.paid) EXECUTE FUNCTION wallet_order_paid();
