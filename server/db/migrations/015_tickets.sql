-- Tickets and passes (issue 17): ticket pools with a capacity, bookings sold from them (one unique code
-- per ticket), parking tariffs and the venues' refund policy. A booking is paid through an `orders` row
-- (order_type 'ticket'), so the payment sandbox and orderTracking work unchanged; a trigger marks the
-- booking (or its extension) paid when that order is paid.

CREATE TABLE ticket_pools (
  pool_id       text PRIMARY KEY,
  shop_id       text NOT NULL REFERENCES venues(shop_id) ON DELETE CASCADE,
  kind          text NOT NULL CHECK (kind IN ('parking', 'daterange')),
  name1         text NOT NULL,
  name2         text NOT NULL DEFAULT '',
  description1  text NOT NULL DEFAULT '',
  description2  text NOT NULL DEFAULT '',
  price_cents   integer NOT NULL DEFAULT 0 CHECK (price_cents >= 0),  -- per ticket (passes); parking uses the tariff
  days          integer NOT NULL DEFAULT 1 CHECK (days >= 1),         -- a pass's length in days
  persons       integer NOT NULL DEFAULT 1 CHECK (persons >= 1),
  max_per_booking integer NOT NULL DEFAULT 10 CHECK (max_per_booking >= 1),
  max_ahead_days  integer NOT NULL DEFAULT 180 CHECK (max_ahead_days >= 0),
  capacity      integer NOT NULL CHECK (capacity >= 0),
  -- Tickets taken from the pool (paid, or held while a payment is pending). The CHECK is the last
  -- word: a conditional UPDATE ... WHERE sold + n <= capacity takes them, so no process can oversell.
  sold          integer NOT NULL DEFAULT 0,
  active        boolean NOT NULL DEFAULT true,
  sort          integer NOT NULL DEFAULT 0,
  CHECK (sold >= 0 AND sold <= capacity)
);
CREATE INDEX ticket_pools_shop ON ticket_pools(shop_id, sort);

CREATE TABLE parking_tariffs (
  shop_id           text PRIMARY KEY REFERENCES venues(shop_id) ON DELETE CASCADE,
  first_hour_cents  integer NOT NULL CHECK (first_hour_cents >= 0),
  per_hour_cents    integer NOT NULL CHECK (per_hour_cents >= 0),
  daily_max_cents   integer NOT NULL CHECK (daily_max_cents >= 0),
  min_span_minutes  integer NOT NULL DEFAULT 30 CHECK (min_span_minutes >= 0),
  max_stay_days     integer NOT NULL DEFAULT 30 CHECK (max_stay_days >= 0)
);

CREATE TABLE ticket_policies (
  shop_id              text PRIMARY KEY REFERENCES venues(shop_id) ON DELETE CASCADE,
  refund_free_minutes  integer NOT NULL DEFAULT 60 CHECK (refund_free_minutes >= 0),
  refund_fee_percent   integer NOT NULL DEFAULT 20 CHECK (refund_fee_percent BETWEEN 0 AND 100),
  hold_minutes         integer NOT NULL DEFAULT 30 CHECK (hold_minutes >= 1)   -- an unpaid booking keeps its tickets this long
);

CREATE TABLE ticket_bookings (
  booking_id     text PRIMARY KEY,
  shop_id        text NOT NULL REFERENCES venues(shop_id) ON DELETE CASCADE,
  pool_id        text NOT NULL REFERENCES ticket_pools(pool_id) ON DELETE CASCADE,
  user_id        text NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
  kind           text NOT NULL CHECK (kind IN ('parking', 'daterange')),
  quantity       integer NOT NULL CHECK (quantity > 0),
  entry_at       bigint,             -- parking: entry and exit (ms)
  exit_at        bigint,
  start_date     text,               -- passes: first and last day (YYYY-MM-DD, venue time)
  end_date       text,
  starts_at      bigint NOT NULL,    -- when the tickets start to count (entry, or the start date's midnight in the venue's zone)
  amount_cents   bigint NOT NULL CHECK (amount_cents >= 0),   -- paid so far (booking + paid extensions)
  transaction_id text NOT NULL UNIQUE REFERENCES orders(transaction_id),
  payment        text NOT NULL,
  status         text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'paid', 'expired', 'refunded')),
  refunded_cents bigint NOT NULL DEFAULT 0 CHECK (refunded_cents >= 0),
  created_at     bigint NOT NULL,
  paid_at        bigint,
  CHECK (kind <> 'parking' OR (entry_at IS NOT NULL AND exit_at > entry_at)),
  CHECK (kind <> 'daterange' OR (start_date IS NOT NULL AND end_date >= start_date))
);
CREATE INDEX ticket_bookings_user ON ticket_bookings(user_id, created_at DESC);
CREATE INDEX ticket_bookings_hold ON ticket_bookings(pool_id, created_at) WHERE status = 'pending';

-- One row per ticket: the code on its QR is unique across every venue.
CREATE TABLE tickets (
  code        text PRIMARY KEY,
  booking_id  text NOT NULL REFERENCES ticket_bookings(booking_id) ON DELETE CASCADE,
  seq         integer NOT NULL,
  UNIQUE (booking_id, seq)
);

-- Extensions of a parking stay; applied when their order is paid (or closed by zeroTxn when free).
CREATE TABLE ticket_topups (
  topup_id       text PRIMARY KEY,
  booking_id     text NOT NULL REFERENCES ticket_bookings(booking_id) ON DELETE CASCADE,
  old_exit_at    bigint NOT NULL,
  new_exit_at    bigint NOT NULL CHECK (new_exit_at > old_exit_at),
  amount_cents   bigint NOT NULL CHECK (amount_cents >= 0),
  transaction_id text NOT NULL UNIQUE REFERENCES orders(transaction_id),
  status         text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'paid', 'stale')),
  created_at     bigint NOT NULL
);

-- At most one refund per booking (the primary key): a refund is given exactly once.
CREATE TABLE ticket_refunds (
  booking_id    text PRIMARY KEY REFERENCES ticket_bookings(booking_id) ON DELETE CASCADE,
  amount_cents  bigint NOT NULL CHECK (amount_cents >= 0),
  fee_cents     bigint NOT NULL DEFAULT 0 CHECK (fee_cents >= 0),
  method        text NOT NULL,        -- the payment it goes back to (dps, paypal, ...)
  by_user       text NOT NULL,
  by_staff      boolean NOT NULL DEFAULT false,
  created_at    bigint NOT NULL
);

-- The booking's (or extension's) order was paid: the booking counts as paid, the extension moves the exit.
-- A booking whose hold had expired takes its tickets again when the pool still has them; otherwise it
-- is refunded at once in full (never oversold).
CREATE FUNCTION tickets_order_paid() RETURNS trigger AS $$
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
      UPDATE ticket_pools SET sold = sold + b.quantity WHERE pool_id = b.pool_id AND sold + b.quantity <= capacity;
      IF FOUND THEN
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
      UPDATE ticket_topups SET status = 'stale' WHERE topup_id = t.topup_id;  -- the stay changed meanwhile: shown to staff, never applied twice
    END IF;
  END IF;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;

CREATE TRIGGER orders_ticket_paid AFTER UPDATE OF paid ON orders FOR EACH ROW
  WHEN (NEW.paid AND NOT OLD.paid) EXECUTE FUNCTION tickets_order_paid();
