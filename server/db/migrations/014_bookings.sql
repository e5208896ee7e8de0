-- Bookings (issue 17): bookable resources with their own opening hours, the venue's booking
-- policy, bookings, and the lines ordered onto a room's bill. No double booking: an exclusion
-- constraint on (resource, held time range) over the live statuses, so it holds across processes.
CREATE EXTENSION IF NOT EXISTS btree_gist;

-- The venue's booking policy (one row per venue that takes bookings).
CREATE TABLE booking_policies (
  shop_id            text PRIMARY KEY REFERENCES venues(shop_id) ON DELETE CASCADE,
  family             text NOT NULL CHECK (family IN ('reservation', 'massage', 'partyroom', 'ktv')),
  step_min           integer NOT NULL DEFAULT 15 CHECK (step_min BETWEEN 5 AND 120),
  table_minutes      integer NOT NULL DEFAULT 90,          -- how long a table is held (reservation)
  deposit_per_person integer NOT NULL DEFAULT 0,           -- cents (reservation deposit, bill type 4)
  deposit_percent    integer NOT NULL DEFAULT 0,           -- percent of the price paid online as deposit (0 = full price)
  free_cancel_hours  integer NOT NULL DEFAULT 24,
  late_fee_percent   integer NOT NULL DEFAULT 50 CHECK (late_fee_percent BETWEEN 0 AND 100),
  pay_hold_min       integer NOT NULL DEFAULT 20           -- an unpaid online booking holds its time this long
);

-- Tables or areas, therapists and rooms, party rooms, KTV rooms.
CREATE TABLE booking_resources (
  resource_id  text PRIMARY KEY,
  shop_id      text NOT NULL REFERENCES venues(shop_id) ON DELETE CASCADE,
  kind         text NOT NULL CHECK (kind IN ('table', 'area', 'therapist', 'room', 'partyroom', 'ktvroom')),
  name1        text NOT NULL,
  name2        text NOT NULL,
  capacity     integer NOT NULL DEFAULT 1 CHECK (capacity > 0),
  hours        jsonb NOT NULL,                 -- roster / opening hours: { mon: [['10:00','22:00']], ... } local
  services     text[] NOT NULL DEFAULT '{}',   -- plu ids it serves (empty: every service of the venue)
  active       boolean NOT NULL DEFAULT true,
  sort         integer NOT NULL DEFAULT 0
);
CREATE INDEX booking_resources_shop ON booking_resources(shop_id, sort);

-- Time items of the catalogue (plus.extra timeItem/duration/graceTime) priced by band:
-- party and KTV rooms by the hour, with min/max hours and an evening rate.
CREATE TABLE booking_rates (
  shop_id      text NOT NULL REFERENCES venues(shop_id) ON DELETE CASCADE,
  plu_id       text NOT NULL,
  min_hours    integer NOT NULL DEFAULT 1,
  max_hours    integer NOT NULL DEFAULT 1,
  bands        jsonb NOT NULL DEFAULT '[]',    -- [{ from:'18:00', to:'24:00', centsPerHour }]
  PRIMARY KEY (shop_id, plu_id)
);

CREATE TABLE bookings (
  booking_id     text PRIMARY KEY,             -- random: the check-in QR carries it
  booking_no     text NOT NULL,                -- short display number per venue (R0001 ...)
  shop_id        text NOT NULL REFERENCES venues(shop_id) ON DELETE CASCADE,
  family         text NOT NULL,
  resource_id    text NOT NULL REFERENCES booking_resources(resource_id),
  plu_id         text,                         -- the service or room booked (null: a table)
  user_id        text REFERENCES users(user_id) ON DELETE SET NULL,
  people         integer NOT NULL DEFAULT 1 CHECK (people > 0),
  starts_at      timestamptz NOT NULL,
  ends_at        timestamptz NOT NULL,         -- the customer's end
  held_until     timestamptz NOT NULL,         -- end + grace: the resource takes nothing else before
  status         text NOT NULL CHECK (status IN ('received', 'confirmed', 'arrived', 'cancelled', 'expired', 'changed', 'noshow')),
  price_cents    bigint NOT NULL DEFAULT 0 CHECK (price_cents >= 0),
  pay_cents      bigint NOT NULL DEFAULT 0 CHECK (pay_cents >= 0),  -- what is paid online (deposit or price)
  paid_cents     bigint NOT NULL DEFAULT 0 CHECK (paid_cents >= 0),
  payment        text NOT NULL DEFAULT 'cash',
  transaction_id text REFERENCES orders(transaction_id) ON DELETE SET NULL,
  pay_by         bigint,                       -- unpaid online booking: released after this (ms)
  fee_cents      bigint NOT NULL DEFAULT 0,
  refund_cents   bigint NOT NULL DEFAULT 0,
  created_at     bigint NOT NULL,
  updated_at     bigint NOT NULL,
  CHECK (ends_at > starts_at AND held_until >= ends_at),
  CONSTRAINT bookings_no_overlap EXCLUDE USING gist (resource_id WITH =, tstzrange(starts_at, held_until, '[)') WITH &&)
    WHERE (status IN ('received', 'confirmed', 'arrived', 'changed'))
);
CREATE INDEX bookings_user ON bookings(user_id, starts_at DESC);
CREATE INDEX bookings_shop_time ON bookings(shop_id, starts_at);
CREATE INDEX bookings_txn ON bookings(transaction_id);

-- Food and drinks ordered during a stay: on the room's bill, paid at the venue.
CREATE TABLE booking_bill_lines (
  line_id      bigserial PRIMARY KEY,
  booking_id   text NOT NULL REFERENCES bookings(booking_id) ON DELETE CASCADE,
  plu_id       text NOT NULL,
  name1        text NOT NULL,
  name2        text NOT NULL,
  quantity     integer NOT NULL CHECK (quantity > 0),
  price_cents  bigint NOT NULL CHECK (price_cents >= 0),
  created_at   bigint NOT NULL
);
CREATE INDEX booking_bill_lines_booking ON booking_bill_lines(booking_id);

-- A paid online booking is confirmed in the same statement that marks its order paid.
CREATE FUNCTION booking_paid() RETURNS trigger AS $$
BEGIN
  IF NEW.paid AND NOT OLD.paid THEN
    UPDATE bookings SET paid_cents = pay_cents, pay_by = NULL,
                        status = CASE WHEN status = 'received' THEN 'confirmed' ELSE status END,
                        updated_at = COALESCE(NEW.paid_at, updated_at)
     WHERE transaction_id = NEW.transaction_id AND status IN ('received', 'changed');
  END IF;
  RETURN NEW;
END $$ LANGUAGE plpgsql;
CREATE TRIGGER orders_booking_paid AFTER UPDATE OF paid ON orders FOR EACH ROW EXECUTE FUNCTION booking_paid();

-- Display numbers of bookings (B1001 ...): one sequence, safe under concurrent inserts.
CREATE SEQUENCE booking_no_seq START 1001;
