// One payment provider interface (issue 35): start a payment, verify a notification, refund all or
// part, look a payment up. Implementations: the sandbox (demo mode only, sandbox.ts), Stripe (stripe.ts).
import type { ProviderResult } from '../provider';

export const PROVIDER_KINDS = ['sandbox', 'stripe', 'paypal'] as const;
export type ProviderKind = (typeof PROVIDER_KINDS)[number];
/** The providers a venue configures in the console (the sandbox is the demo's, never configured). */
export const CONFIGURABLE_PROVIDERS = ['stripe', 'paypal'] as const;
export type ConfigurableProvider = (typeof CONFIGURABLE_PROVIDERS)[number];

export interface StartInput {
  /** Our payment attempt (payment_attempts.provider_ref): the provider carries it back. */
  attemptRef: string;
  transactionId: string;
  amountCents: number;
  /** ISO 4217, lower case (Stripe) or upper (PayPal): the provider converts. */
  currency: string;
  /** The venue's built-in method code: dps (card), alipay, wechat, paypal. */
  method: string;
  lang: string;
  /** What the customer's statement and the provider's page show. */
  label: string;
  /** Absolute URLs the provider sends the browser back to. */
  successUrl: string;
  cancelUrl: string;
}

export interface Started {
  /** Where the browser goes to pay. */
  redirectUrl: string;
  /** The provider's id for this payment (Checkout Session, PayPal order). */
  externalRef: string;
}

/** A notification whose signature checked out, in our terms. */
export interface VerifiedNotice {
  eventId: string;
  attemptRef: string;
  transactionId: string;
  amountCents: number;
  result: ProviderResult;
  /** The id refunds name (Stripe PaymentIntent, PayPal capture), on approval. */
  paymentRef?: string;
}

export type Verified = { ok: true; notices: VerifiedNotice[] } | { ok: false; message: string };

export interface RefundInput {
  paymentRef: string;
  amountCents: number;
  idempotencyKey: string;
}

export interface RefundDone {
  refundRef: string;
  status: 'succeeded' | 'pending' | 'failed';
}

export interface LookedUp {
  status: 'pending' | ProviderResult;
  amountCents: number;
  paymentRef?: string;
}

export interface PaymentProvider {
  kind: ProviderKind;
  /** The built-in method codes (dps, alipay, wechat, paypal) this provider takes as configured. */
  methods: readonly string[];
  start(p: StartInput): Promise<Started>;
  verify(rawBody: string, headers: Record<string, string | undefined>): Promise<Verified>;
  refund(p: RefundInput): Promise<RefundDone>;
  lookup(externalRef: string): Promise<LookedUp>;
}

/** The provider did not answer or refused: the payment did not start, nothing was charged. */
export class ProviderUnavailable extends Error {
  constructor(
    message: string,
    readonly timeout = false,
  ) {
    super(message);
  }
}
