-- Money and abuse integrity (issue 27, the money findings).
--
-- 1. A parking stay takes a bay on every venue-local day it covers (entry day to the day of its exit,
--    an exit at midnight ending the day before), not on its entry day only (server/tickets/sell.ts
--    stayDays). Live bookings sold before are counted again on their other days. The capacity trigger
--    is off while they are: a day those stays already overfilled stays overfilled (nothing is taken
--    from a customer who holds a ticket) and sells nothing more until it has room again.
ALTER TABLE ticket_pool_days DISABLE TRIGGER ticket_pool_days_capacity;

CREATE TEMP TABLE stay_days_027 ON COMMIT DROP AS
  SELECT b.booking_id, b.pool_id, b.quantity, b.status, b.days AS old_days,
         ARRAY(SELECT to_char(d, 'YYYY-MM-DD') FROM generate_series(
                 (to_timestamp(b.entry_at / 1000.0) AT TIME ZONE COALESCE(v.hours->>'tz', 'Australia/Brisbane'))::date,
                 (to_timestamp((b.exit_at - 1) / 1000.0) AT TIME ZONE COALESCE(v.hours->>'tz', 'Australia/Brisbane'))::date,
                 interval '1 day') d) AS new_days
    FROM ticket_bookings b JOIN venues v ON v.shop_id = b.shop_id
   WHERE b.kind = 'parking' AND b.entry_at IS NOT NULL AND b.exit_at > b.entry_at;

INSERT INTO ticket_pool_days (pool_id, day, sold)
  SELECT s.pool_id, d, sum(s.quantity) FROM stay_days_027 s, unnest(s.new_days) d
   WHERE s.status IN ('pending', 'paid') AND NOT d = ANY(s.old_days)
   GROUP BY s.pool_id, d
  ON CONFLICT (pool_id, day) DO UPDATE SET sold = ticket_pool_days.sold + EXCLUDED.sold;

UPDATE ticket_bookings b SET days = s.new_days FROM stay_days_027 s WHERE s.booking_id = b.booking_id AND cardinality(s.new_days) > 0;

ALTER TABLE ticket_pool_days ENABLE TRIGGER ticket_pool_days_capacity;
