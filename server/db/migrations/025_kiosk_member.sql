-- A member card scanned at a kiosk (issue 19, server/kiosk/member.ts). The kiosk's order carries the
-- member's user id, so the wallet's trigger (wallet_order_paid, migration 012) credits cart.topupPoints
-- to the member's card when the order is paid, as for a signed-in member. An order to pay at the
-- counter is accepted when it is placed (sent to the kitchen unpaid, the till takes the money): it
-- earns then, through the same function. The unique ledger row (points_ledger_once) keeps it to one
-- credit if the order is later marked paid as well.
CREATE TRIGGER orders_kiosk_member_counter AFTER INSERT ON orders
  FOR EACH ROW WHEN (NOT NEW.paid AND NEW.sent AND NEW.user_id IS NOT NULL AND (NEW.cart ->> 'memberScan') = '1')
  EXECUTE FUNCTION wallet_order_paid();
