// Stripe (issue 35): Checkout Sessions for card (Apple Pay and Google Pay come with card), Alipay and
// WeChat Pay; webhooks verified with the endpoint secret within a tolerance window; an idempotency key
// on every create and refund; amounts in the currency's smallest unit (cents).
import Stripe from 'stripe';
import type { PaymentProvider, StartInput, Verified, VerifiedNotice } from './types';
import { ProviderUnavailable } from './types';

export interface StripeCredentials {
  secretKey: string;
  webhookSecret: string;
  /** Stripe payment method types switched on for the venue in Stripe's dashboard. */
  methods: StripeMethod[];
}
export const STRIPE_METHODS = ['card', 'alipay', 'wechat_pay'] as const;
export type StripeMethod = (typeof STRIPE_METHODS)[number];
/** Our built-in method code for each Stripe payment method type ("dps" is the online card). */
export const STRIPE_METHOD_CODE: Record<StripeMethod, string> = { card: 'dps', alipay: 'alipay', wechat_pay: 'wechat' };

/** Where the SDK sends its calls: Stripe itself, or a contract server in the tests. */
export interface StripeEndpoint {
  host: string;
  port: number;
  protocol: 'http' | 'https';
}

/** Seconds a webhook's timestamp may be from now (Stripe's own default). */
export const STRIPE_TOLERANCE_S = 300;
export const STRIPE_TIMEOUT_MS = 15_000;

const stripeType = (code: string): StripeMethod | undefined =>
  (Object.keys(STRIPE_METHOD_CODE) as StripeMethod[]).find((k) => STRIPE_METHOD_CODE[k] === code);

export function stripeProvider(
  cred: StripeCredentials,
  endpoint?: StripeEndpoint,
  timeoutMs = STRIPE_TIMEOUT_MS,
): PaymentProvider {
  const stripe = new Stripe(cred.secretKey, {
    maxNetworkRetries: 1,
    timeout: timeoutMs,
    ...(endpoint ?? {}),
  });
  const fail = (e: unknown): never => {
    const err = e as { type?: string; message?: string };
    throw new ProviderUnavailable(
      err.message ?? 'Stripe did not answer.',
      err.type === 'StripeConnectionError' || /timed out|timeout/i.test(err.message ?? ''),
    );
  };
  const notice = (
    eventId: string,
    md: Stripe.Metadata | null | undefined,
    amountCents: number,
    result: VerifiedNotice['result'],
    paymentRef?: string,
  ): VerifiedNotice[] =>
    md?.attemptRef && md.transactionId
      ? [{ eventId, attemptRef: md.attemptRef, transactionId: md.transactionId, amountCents, result, paymentRef }]
      : [];
  return {
    kind: 'stripe',
    methods: cred.methods.map((m) => STRIPE_METHOD_CODE[m]),
    async start(p: StartInput) {
      const type = stripeType(p.method);
      if (!type || !cred.methods.includes(type))
        throw new ProviderUnavailable(`Stripe is not set up for ${p.method} at this venue.`);
      const metadata = { attemptRef: p.attemptRef, transactionId: p.transactionId };
      try {
        const s = await stripe.checkout.sessions.create(
          {
            mode: 'payment',
            allowed_payment_method_types: [type],
            ...(type === 'wechat_pay' ? { payment_method_options: { wechat_pay: { client: 'web' } } } : {}),
            line_items: [
              {
                quantity: 1,
                price_data: {
                  currency: p.currency.toLowerCase(),
                  unit_amount: p.amountCents,
                  product_data: { name: p.label },
                },
              },
            ],
            client_reference_id: p.attemptRef,
            metadata,
            payment_intent_data: { metadata },
            locale: p.lang.startsWith('zh') ? 'zh' : 'en-GB',
            success_url: p.successUrl,
            cancel_url: p.cancelUrl,
          },
          { idempotencyKey: `start-${p.attemptRef}` },
        );
        if (!s.url) throw new ProviderUnavailable('Stripe gave no payment page.');
        return { redirectUrl: s.url, externalRef: s.id };
      } catch (e) {
        return fail(e);
      }
    },
    async verify(rawBody, headers): Promise<Verified> {
      const sig = headers['stripe-signature'];
      if (!sig) return { ok: false, message: 'The notification is not signed.' };
      let ev: Stripe.Event;
      try {
        ev = await stripe.webhooks.constructEventAsync(rawBody, sig, cred.webhookSecret, STRIPE_TOLERANCE_S);
      } catch {
        return { ok: false, message: 'The signature does not match.' };
      }
      const o = ev.data.object as unknown as Record<string, unknown> & { metadata?: Stripe.Metadata };
      const pi = typeof o.payment_intent === 'string' ? o.payment_intent : undefined;
      switch (ev.type) {
        case 'checkout.session.completed':
          // Card payments are paid on completion; Alipay and WeChat Pay may settle later (async_payment_*).
          return {
            ok: true,
            notices:
              o.payment_status === 'paid' ? notice(ev.id, o.metadata, Number(o.amount_total), 'approved', pi) : [],
          };
        case 'checkout.session.async_payment_succeeded':
          return { ok: true, notices: notice(ev.id, o.metadata, Number(o.amount_total), 'approved', pi) };
        case 'checkout.session.async_payment_failed':
          return { ok: true, notices: notice(ev.id, o.metadata, Number(o.amount_total), 'declined') };
        case 'checkout.session.expired':
          return { ok: true, notices: notice(ev.id, o.metadata, Number(o.amount_total), 'cancelled') };
        case 'payment_intent.payment_failed':
          return { ok: true, notices: notice(ev.id, o.metadata, Number(o.amount), 'declined') };
        default:
          return { ok: true, notices: [] };
      }
    },
    async refund(p) {
      try {
        const r = await stripe.refunds.create(
          { payment_intent: p.paymentRef, amount: p.amountCents },
          { idempotencyKey: p.idempotencyKey },
        );
        const status =
          r.status === 'succeeded'
            ? 'succeeded'
            : r.status === 'failed' || r.status === 'canceled'
              ? 'failed'
              : 'pending';
        return { refundRef: r.id, status };
      } catch (e) {
        return fail(e);
      }
    },
    async lookup(externalRef) {
      try {
        const s = await stripe.checkout.sessions.retrieve(externalRef);
        const status = s.payment_status === 'paid' ? 'approved' : s.status === 'expired' ? 'cancelled' : 'pending';
        const pi = typeof s.payment_intent === 'string' ? s.payment_intent : s.payment_intent?.id;
        return { status, amountCents: s.amount_total ?? 0, paymentRef: pi ?? undefined };
      } catch (e) {
        return fail(e);
      }
    },
  };
}
