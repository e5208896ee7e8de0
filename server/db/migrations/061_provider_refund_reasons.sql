-- Refunds through the provider wherever the product refunds (issue 35): the ledger of provider
-- refunds records the order and why (staff, booking-cancel, parking, lapsed, second-payment).
ALTER TABLE provider_refunds ADD COLUMN transaction_id text;
ALTER TABLE provider_refunds ADD COLUMN reason text;
CREATE INDEX provider_refunds_transaction ON provider_refunds(transaction_id);
