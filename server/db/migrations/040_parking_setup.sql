-- Parking set up from the console (issue 30): the tariff gains a grace time (a stay no longer than it
-- is free). The bays are the capacity of the venue's parking ticket pool; both are written by the
-- `resources` part of the venue document (server/backoffice/parts/parkingPart.ts) when a version is
-- published or rolled back.
ALTER TABLE parking_tariffs
  ADD COLUMN grace_minutes integer NOT NULL DEFAULT 0 CHECK (grace_minutes >= 0);
