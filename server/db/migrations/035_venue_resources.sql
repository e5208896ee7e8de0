-- Mode setup (issue 30): the `resources` part of the versioned venue document lives in the resource
-- tables. Areas group a venue's tables; a reservation policy keeps its booking times per day and a
-- deposit per booking beside the one per person. A removed resource is made inactive (never deleted),
-- so its id stays stable across versions and its past bookings keep their resource.
CREATE TABLE booking_areas (
  shop_id  text NOT NULL REFERENCES venues(shop_id) ON DELETE CASCADE,
  area_id  text NOT NULL,
  name1    text NOT NULL,
  name2    text NOT NULL,
  sort     integer NOT NULL DEFAULT 0,
  PRIMARY KEY (shop_id, area_id)
);

ALTER TABLE booking_resources ADD COLUMN area_id text;

ALTER TABLE booking_policies
  ADD COLUMN deposit_per_booking integer NOT NULL DEFAULT 0 CHECK (deposit_per_booking >= 0),
  ADD COLUMN hours jsonb;  -- reservation: booking times per day (null: each table's own hours)
