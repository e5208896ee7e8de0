-- Massage set up from the console (issue 30): the venue's treatments (name in both languages, length,
-- price, the buffer the therapist or room is held after it) live here, written by the `resources`
-- part of the venue document (server/backoffice/parts/massagePart.ts) on publish and rollback, and
-- read with the catalogue's timed items by the booking server (server/bookings/store.ts). A treatment
-- taken off is made inactive, never deleted: past bookings keep their service's name.
CREATE TABLE booking_services (
  service_id     text PRIMARY KEY,
  shop_id        text NOT NULL REFERENCES venues(shop_id) ON DELETE CASCADE,
  name1          text NOT NULL,
  name2          text NOT NULL,
  minutes        integer NOT NULL CHECK (minutes > 0),
  price_cents    bigint NOT NULL CHECK (price_cents >= 0),
  buffer_minutes integer NOT NULL DEFAULT 0 CHECK (buffer_minutes >= 0),
  active         boolean NOT NULL DEFAULT true,
  sort           integer NOT NULL DEFAULT 0
);
CREATE INDEX booking_services_shop ON booking_services(shop_id, sort);
