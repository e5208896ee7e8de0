-- Parking extensions into new days (issue 27, finding 3 continued).
--
-- Migration 027 made a stay take a bay on every venue-local day it covers, but an extension of a paid
-- stay to an exit on a later day took nothing on the new days, so bays were still oversold through
-- extensions. Now openTopup (server/tickets/changes.ts) refuses an extension whose new days have no
-- room and records those days on the topup; when the topup's order is paid this trigger takes their
-- places with take_pool_days (row locks in day order, all days or none, as a sale) and adds them to
-- the booking's days. If another buyer took the last place between opening and paying, the stay is
-- not extended: the topup is marked refunded and its amount recorded in ticket_refunds, so no money
-- is kept for nothing. A later refund or cancellation gives back all of the booking's days. An
-- extension paid after its stay changed (stale) is refunded the same way.

-- The venue-local days the extension adds to the stay (none when it ends on a day already held).
ALTER TABLE ticket_topups ADD COLUMN days text[] NOT NULL DEFAULT '{}';

ALTER TABLE ticket_topups DROP CONSTRAINT ticket_topups_status_check;
ALTER TABLE ticket_topups ADD CONSTRAINT ticket_topups_status_check
  CHECK (status IN ('pending', 'paid', 'stale', 'refunded'));

-- Extensions opened before this migration and still unpaid: the days they add, computed as 027 does.
UPDATE ticket_topups t SET days = ARRAY(
    SELECT to_char(d, 'YYYY-MM-DD') FROM generate_series(
      (to_timestamp(b.entry_at / 1000.0) AT TIME ZONE COALESCE(v.hours->>'tz', 'Australia/Brisbane'))::date,
      (to_timestamp((t.new_exit_at - 1) / 1000.0) AT TIME ZONE COALESCE(v.hours->>'tz', 'Australia/Brisbane'))::date,
      interval '1 day') d
    WHERE NOT to_char(d, 'YYYY-MM-DD') = ANY(b.days))
  FROM ticket_bookings b JOIN venues v ON v.shop_id = b.shop_id
 WHERE b.booking_id = t.booking_id AND t.status = 'pending' AND b.entry_at IS NOT NULL;

-- A booking has one refund of its own (as before) and each of its extensions at most one: the refund
-- of an extension that could not take its days names the topup.
ALTER TABLE ticket_refunds DROP CONSTRAINT ticket_refunds_pkey;
ALTER TABLE ticket_refunds ADD COLUMN refund_id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY;
ALTER TABLE ticket_refunds ADD COLUMN topup_id text UNIQUE REFERENCES ticket_topups(topup_id) ON DELETE CASCADE;
CREATE UNIQUE INDEX ticket_refunds_booking_once ON ticket_refunds (booking_id) WHERE topup_id IS NULL;

-- As in 023, with the extension's new days taken (or the extension refunded) when its order is paid.
CREATE OR REPLACE FUNCTION tickets_order_paid() RETURNS trigger AS $$
DECLARE
  b ticket_bookings%ROWTYPE;
  t ticket_topups%ROWTYPE;
  new_days text[];
  at_ms bigint := COALESCE(NEW.paid_at, (extract(epoch FROM clock_timestamp()) * 1000)::bigint);
BEGIN
  SELECT * INTO b FROM ticket_bookings WHERE transaction_id = NEW.transaction_id FOR UPDATE;
  IF FOUND THEN
    IF b.status = 'pending' THEN
      UPDATE ticket_bookings SET status = 'paid', paid_at = at_ms WHERE booking_id = b.booking_id;
    ELSIF b.status = 'expired' THEN
      IF take_pool_days(b.pool_id, b.days, b.quantity) THEN
        UPDATE ticket_bookings SET status = 'paid', paid_at = at_ms WHERE booking_id = b.booking_id;
      ELSE
        UPDATE ticket_bookings SET status = 'refunded', paid_at = at_ms, refunded_cents = b.amount_cents WHERE booking_id = b.booking_id;
        INSERT INTO ticket_refunds (booking_id, amount_cents, method, by_user, by_staff, created_at)
          VALUES (b.booking_id, b.amount_cents, b.payment, 'system', true, at_ms) ON CONFLICT DO NOTHING;
      END IF;
    END IF;
  END IF;
  SELECT * INTO t FROM ticket_topups WHERE transaction_id = NEW.transaction_id AND status = 'pending' FOR UPDATE;
  IF FOUND THEN
    -- The booking row lock first: a refund or another extension of the same stay waits or is seen.
    SELECT * INTO b FROM ticket_bookings WHERE booking_id = t.booking_id FOR UPDATE;
    IF NOT FOUND OR b.status <> 'paid' OR b.exit_at <> t.old_exit_at THEN
      -- The stay changed meanwhile (refunded, or extended by another topup): shown to staff, never
      -- applied twice, and its payment goes back (before 030 it was kept).
      UPDATE ticket_topups SET status = 'stale' WHERE topup_id = t.topup_id;
      IF t.amount_cents > 0 THEN
        INSERT INTO ticket_refunds (booking_id, topup_id, amount_cents, method, by_user, by_staff, created_at)
          VALUES (t.booking_id, t.topup_id, t.amount_cents, NEW.payment, 'system', true, at_ms) ON CONFLICT DO NOTHING;
      END IF;
    ELSE
      new_days := ARRAY(SELECT DISTINCT d FROM unnest(t.days) d WHERE NOT d = ANY(b.days) ORDER BY d);
      IF cardinality(new_days) = 0 OR take_pool_days(b.pool_id, new_days, b.quantity) THEN
        UPDATE ticket_bookings SET exit_at = t.new_exit_at, amount_cents = amount_cents + t.amount_cents,
               days = ARRAY(SELECT DISTINCT d FROM unnest(days || new_days) d ORDER BY d)
         WHERE booking_id = b.booking_id;
        UPDATE ticket_topups SET status = 'paid' WHERE topup_id = t.topup_id;
      ELSE
        -- A new day filled up between opening and paying: the stay keeps its exit, the payment goes back.
        UPDATE ticket_topups SET status = 'refunded' WHERE topup_id = t.topup_id;
        INSERT INTO ticket_refunds (booking_id, topup_id, amount_cents, method, by_user, by_staff, created_at)
          VALUES (b.booking_id, t.topup_id, t.amount_cents, NEW.payment, 'system', true, at_ms) ON CONFLICT DO NOTHING;
      END IF;
    END IF;
  END IF;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
