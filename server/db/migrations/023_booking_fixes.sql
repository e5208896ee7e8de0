-- Booking fixes (issue 17, session 8).
--
-- 1. Ticket capacity is per day, not per pool. A pool's capacity now applies to each venue-local day:
--    a date-range pass takes one place on every day of its range, a parking ticket one on its entry
--    day. The places taken per (pool, day) live in ticket_pool_days; take_pool_days() takes them for
--    all the days of a booking or none (row locks in day order, so concurrent buyers on any number of
--    server processes queue on the same rows and never oversell or deadlock), and the trigger below
--    refuses any row over the pool's capacity whatever writes it.

CREATE TABLE ticket_pool_days (
  pool_id  text NOT NULL REFERENCES ticket_pools(pool_id) ON DELETE CASCADE,
  day      text NOT NULL CHECK (day ~ '^\d{4}-\d{2}-\d{2}$'),  -- YYYY-MM-DD in the venue's time zone
  sold     integer NOT NULL DEFAULT 0 CHECK (sold >= 0),
  PRIMARY KEY (pool_id, day)
);

CREATE FUNCTION ticket_pool_days_guard() RETURNS trigger AS $$
BEGIN
  IF NEW.sold > (SELECT capacity FROM ticket_pools WHERE pool_id = NEW.pool_id) THEN
    RAISE EXCEPTION 'ticket pool % is full on %', NEW.pool_id, NEW.day USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END $$ LANGUAGE plpgsql;
CREATE TRIGGER ticket_pool_days_capacity BEFORE INSERT OR UPDATE ON ticket_pool_days FOR EACH ROW EXECUTE FUNCTION ticket_pool_days_guard();

-- The days a booking counts on (venue-local dates), written when it is sold.
ALTER TABLE ticket_bookings ADD COLUMN days text[] NOT NULL DEFAULT '{}';
UPDATE ticket_bookings b SET days = CASE
    WHEN b.kind = 'daterange' THEN ARRAY(SELECT to_char(d, 'YYYY-MM-DD') FROM generate_series(b.start_date::date, b.end_date::date, interval '1 day') d)
    ELSE ARRAY[to_char(to_timestamp(b.entry_at / 1000.0) AT TIME ZONE COALESCE(v.hours->>'tz', 'Australia/Brisbane'), 'YYYY-MM-DD')]
  END
  FROM venues v WHERE v.shop_id = b.shop_id;
INSERT INTO ticket_pool_days (pool_id, day, sold)
  SELECT b.pool_id, d, sum(b.quantity) FROM ticket_bookings b, unnest(b.days) d
   WHERE b.status IN ('pending', 'paid') GROUP BY b.pool_id, d;

-- The pool-wide counter (and its CHECK) is replaced by the per-day rows.
ALTER TABLE ticket_pools DROP COLUMN sold;

-- Takes n places on every one of the days, or none: false when any day has fewer than n left.
CREATE FUNCTION take_pool_days(p_pool text, p_days text[], p_n integer) RETURNS boolean AS $$
DECLARE
  cap integer;
  d text;
BEGIN
  SELECT capacity INTO cap FROM ticket_pools WHERE pool_id = p_pool;
  IF cap IS NULL OR p_n < 1 OR cardinality(p_days) = 0 THEN RETURN false; END IF;
  BEGIN
    FOR d IN SELECT DISTINCT x FROM unnest(p_days) x ORDER BY x LOOP
      INSERT INTO ticket_pool_days (pool_id, day, sold) VALUES (p_pool, d, 0)
        ON CONFLICT (pool_id, day) DO NOTHING;
      UPDATE ticket_pool_days SET sold = sold + p_n WHERE pool_id = p_pool AND day = d AND sold + p_n <= cap;
      IF NOT FOUND THEN RAISE EXCEPTION 'full' USING ERRCODE = 'P0001'; END IF;
    END LOOP;
  EXCEPTION WHEN raise_exception THEN
    RETURN false;  -- the days taken before the full one are given back with the block
  END;
  RETURN true;
END $$ LANGUAGE plpgsql;

-- Gives n places back on every one of the days.
CREATE FUNCTION give_pool_days(p_pool text, p_days text[], p_n integer) RETURNS void AS $$
  UPDATE ticket_pool_days SET sold = GREATEST(0, sold - p_n) WHERE pool_id = p_pool AND day = ANY(p_days);
$$ LANGUAGE sql;

-- As in 015, with the per-day places: a booking whose hold had expired takes its places again when
-- every one of its days still has them; otherwise it is refunded at once in full (never oversold).
CREATE OR REPLACE FUNCTION tickets_order_paid() RETURNS trigger AS $$
DECLARE
  b ticket_bookings%ROWTYPE;
  t ticket_topups%ROWTYPE;
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
    UPDATE ticket_bookings SET exit_at = t.new_exit_at, amount_cents = amount_cents + t.amount_cents
      WHERE booking_id = t.booking_id AND status = 'paid' AND exit_at = t.old_exit_at;
    IF FOUND THEN
      UPDATE ticket_topups SET status = 'paid' WHERE topup_id = t.topup_id;
    ELSE
      UPDATE ticket_topups SET status = 'stale' WHERE topup_id = t.topup_id;
    END IF;
  END IF;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;

-- 2. A room's bill (party rooms, KTV) is settled once. Paying the bill at the end pays the room time
--    not yet paid online and every order on the bill, through one order (settle_txn); the bill is
--    settled when that order is paid (trigger below). The conditional UPDATE that sets settle_txn
--    (WHERE settle_txn IS NULL) lets only one settlement start, on any number of processes; nothing
--    can be added to a bill once its settlement has started.
ALTER TABLE bookings
  ADD COLUMN settle_txn text REFERENCES orders(transaction_id) ON DELETE SET NULL,
  ADD COLUMN settle_cents bigint CHECK (settle_cents >= 0),
  ADD COLUMN settled_at bigint;

CREATE FUNCTION booking_bill_settled() RETURNS trigger AS $$
BEGIN
  IF NEW.paid AND NOT OLD.paid THEN
    UPDATE bookings SET settled_at = COALESCE(NEW.paid_at, (extract(epoch FROM clock_timestamp()) * 1000)::bigint), updated_at = COALESCE(NEW.paid_at, updated_at)
     WHERE settle_txn = NEW.transaction_id AND settled_at IS NULL;
  END IF;
  RETURN NEW;
END $$ LANGUAGE plpgsql;
CREATE TRIGGER orders_booking_bill_settled AFTER UPDATE OF paid ON orders FOR EACH ROW EXECUTE FUNCTION booking_bill_settled();
