-- Parking tariff bands and opening hours (issue 30): hours that start in a band (a night rate, a
-- weekend rate) cost its price, capped per day at its own cap; vehicles enter and leave within the
-- opening hours (both null: at any time). Written by the `resources` part of the venue document
-- (server/backoffice/parts/parkingPart.ts); read by every quote and sale (server/tickets/store.ts).
ALTER TABLE parking_tariffs
  ADD COLUMN bands jsonb NOT NULL DEFAULT '[]'::jsonb,
  ADD COLUMN open_from text CHECK (open_from IS NULL OR open_from ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
  ADD COLUMN open_until text CHECK (open_until IS NULL OR open_until ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$');
