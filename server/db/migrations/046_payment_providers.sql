-- Real payment providers per venue (issue 35). The credentials are one AES-256-GCM sealed JSON
-- (key from PROVIDER_SECRET_KEY, server/payments/providers/sealed.ts); the browser never sees them.
CREATE TABLE venue_payment_providers (
  shop_id      text NOT NULL REFERENCES venues(shop_id) ON DELETE CASCADE,
  provider     text NOT NULL CHECK (provider IN ('stripe', 'paypal')),
  test_mode    boolean NOT NULL DEFAULT true,
  sealed       text NOT NULL,
  updated_at   bigint NOT NULL,
  PRIMARY KEY (shop_id, provider)
);

-- Which provider took an attempt, its own id for it (Stripe Checkout Session, PayPal order) and the
-- id of the money moved (Stripe PaymentIntent, PayPal capture) that refunds name.
ALTER TABLE payment_attempts ADD COLUMN provider text NOT NULL DEFAULT 'sandbox';
ALTER TABLE payment_attempts ADD COLUMN external_ref text;
ALTER TABLE payment_attempts ADD COLUMN payment_ref text;

-- Every refund sent to a provider, once per idempotency key.
CREATE TABLE provider_refunds (
  idempotency_key text PRIMARY KEY,
  attempt_ref     text NOT NULL REFERENCES payment_attempts(provider_ref) ON DELETE CASCADE,
  amount_cents    bigint NOT NULL CHECK (amount_cents > 0),
  refund_ref      text,
  status          text NOT NULL,
  created_at      bigint NOT NULL
);
CREATE INDEX provider_refunds_attempt ON provider_refunds(attempt_ref);
