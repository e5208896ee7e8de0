-- Party rooms and KTV rooms set up from the console (issue 30): each room is a booking_resources row
-- (kind partyroom or ktvroom) and its rate a booking_services row of the same id, booked by the hour:
-- the fewest and most hours, the time bands with their hourly rates, a minimum spend, and the overtime
-- step. Written by the `resources` part (server/backoffice/parts/roomsPart.ts) on publish and
-- rollback, read by the booking server (server/bookings/store.ts). NULL min_hours: a fixed treatment.
ALTER TABLE booking_services
  ADD COLUMN min_hours integer CHECK (min_hours > 0),
  ADD COLUMN max_hours integer CHECK (max_hours > 0),
  ADD COLUMN bands jsonb NOT NULL DEFAULT '[]',
  ADD COLUMN min_spend_cents bigint NOT NULL DEFAULT 0 CHECK (min_spend_cents >= 0),
  ADD COLUMN overtime_minutes integer NOT NULL DEFAULT 0 CHECK (overtime_minutes >= 0);
