-- Service-number ranges per ordering mode (issue 30: kiosk, cashier and table service set up from the
-- console): { kiosk?: { first, last }, cashier?: …, table?: … }. The kiosk range is also written to
-- service_no (the range the kiosk's service-number call and every order use today).
ALTER TABLE venues ADD COLUMN service_ranges jsonb NOT NULL DEFAULT '{}'::jsonb;
