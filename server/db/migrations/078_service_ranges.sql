-- Service-number ranges per ordering mode (issue 30: kiosk, cashier and table service set up from the
-- console): { kiosk?: { first, last }, cashier?: …, table?: … }. The kiosk range is also written to
-- service_no (the range the kiosk's service-number call and every other order use). A mode with a range
-- of its own keeps its last number in service_no_by_mode ({ table: 512 }); today table-service orders
-- (placed with a table session) number from the table range when the venue has one.
ALTER TABLE venues ADD COLUMN service_ranges jsonb NOT NULL DEFAULT '{}'::jsonb;
ALTER TABLE venues ADD COLUMN service_no_by_mode jsonb NOT NULL DEFAULT '{}'::jsonb;
