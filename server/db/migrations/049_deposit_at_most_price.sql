-- Issue 29: a deposit can never exceed the price. A booking policy's deposit share is a percentage of
-- the price (0 = the full price is paid online), so it is kept to 0..100 (the console's depositRate is
-- checked the same way by meaning: server/backoffice/configMeaning.ts).
UPDATE booking_policies SET deposit_percent = LEAST(GREATEST(deposit_percent, 0), 100);
ALTER TABLE booking_policies
  ADD CONSTRAINT booking_policies_deposit_percent_range CHECK (deposit_percent BETWEEN 0 AND 100);
