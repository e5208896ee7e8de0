// PayPal Orders v2 through its REST API with fetch (issue 35): an OAuth client-credentials token
// (cached until shortly before it expires), create an order (intent CAPTURE, the venue's currency,
// PayPal-Request-Id for idempotency), approve by redirect, capture on return, refund a capture (all or
// part), look an order up; webhooks verified by PayPal's POST /v1/notifications/verify-webhook-signature
// with the webhook id configured for the venue.
import type { ProviderResult } from '../provider';
import type { PaypalCredentials } from './store';
import type { PaymentProvider, StartInput, Verified, VerifiedNotice } from './types';
import { ProviderUnavailable } from './types';

export const PAYPAL_LIVE = 'https://api-m.paypal.com';
export const PAYPAL_SANDBOX = 'https://api-m.sandbox.paypal.com';
export const PAYPAL_TIMEOUT_MS = 15_000;
/** Seconds before its expiry a cached token is no longer used. */
const TOKEN_MARGIN_S = 60;

/** The webhook headers PayPal signs a notification with (lower case, as Node gives them). */
export const PAYPAL_SIGNATURE_HEADERS = {
  auth_algo: 'paypal-auth-algo',
  cert_url: 'paypal-cert-url',
  transmission_id: 'paypal-transmission-id',
  transmission_sig: 'paypal-transmission-sig',
  transmission_time: 'paypal-transmission-time',
} as const;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- PayPal's JSON answers, read defensively (every field checked where used)
type Obj = Record<string, any>;

/** Tokens by API base and client id, shared by every provider object of the process. */
const tokens = new Map<string, { token: string; expiresAt: number }>();

/** Forgets cached tokens (tests). */
export const clearPaypalTokens = (): void => tokens.clear();

/** Our cents as PayPal's decimal string ("12.34"). */
export const paypalValue = (cents: number): string => (cents / 100).toFixed(2);
/** PayPal's decimal string back to cents. */
export const paypalCents = (value: unknown): number => Math.round(Number(value) * 100);

/** custom_id carries our attempt and order back in captures and notifications. */
const customId = (attemptRef: string, transactionId: string) => `${attemptRef}|${transactionId}`;
const fromCustomId = (v: unknown): { attemptRef: string; transactionId: string } | null => {
  const [attemptRef, transactionId] = String(v ?? '').split('|');
  return attemptRef && transactionId ? { attemptRef, transactionId } : null;
};

/** What capturing an approved order came to, in our terms (null: the order is not ours). */
export interface Captured {
  notice: VerifiedNotice | null;
  /** The capture is pending at PayPal (e.g. an eCheck): the webhook decides it later. */
  pending: boolean;
}

export interface PaypalProvider extends PaymentProvider {
  capture(orderId: string): Promise<Captured>;
}

export function paypalProvider(
  cred: PaypalCredentials,
  testMode: boolean,
  base = testMode ? PAYPAL_SANDBOX : PAYPAL_LIVE,
  timeoutMs = PAYPAL_TIMEOUT_MS,
  now: () => number = Date.now,
): PaypalProvider {
  const tokenKey = `${base} ${cred.clientId}`;

  const send = async (path: string, init: RequestInit): Promise<Response> => {
    try {
      return await fetch(base + path, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    } catch (e) {
      const err = e as Error;
      throw new ProviderUnavailable(
        `PayPal did not answer: ${err.message}`,
        err.name === 'TimeoutError' || err.name === 'AbortError',
      );
    }
  };

  async function token(fresh = false): Promise<string> {
    const hit = tokens.get(tokenKey);
    if (!fresh && hit && hit.expiresAt > now()) return hit.token;
    const r = await send('/v1/oauth2/token', {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${cred.clientId}:${cred.clientSecret}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: 'grant_type=client_credentials',
    });
    const b = (await r.json().catch(() => ({}))) as Obj;
    if (!r.ok || typeof b.access_token !== 'string')
      throw new ProviderUnavailable(`PayPal refused the app's credentials (${r.status}).`);
    const expiresIn = Math.max(0, Number(b.expires_in) || 0);
    tokens.set(tokenKey, { token: b.access_token, expiresAt: now() + (expiresIn - TOKEN_MARGIN_S) * 1000 });
    return b.access_token;
  }

  /** A JSON call with the bearer token; a 401 (token revoked early) gets one fresh token and one retry. */
  async function call(
    method: string,
    path: string,
    body?: unknown,
    requestId?: string,
  ): Promise<{ status: number; body: Obj }> {
    for (let attempt = 0; ; attempt++) {
      const r = await send(path, {
        method,
        headers: {
          authorization: `Bearer ${await token(attempt > 0)}`,
          'content-type': 'application/json',
          accept: 'application/json',
          prefer: 'return=representation',
          ...(requestId ? { 'paypal-request-id': requestId } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (r.status === 401 && attempt === 0) continue;
      const b = (await r.json().catch(() => ({}))) as Obj;
      if (r.status >= 500) throw new ProviderUnavailable(`PayPal answered ${r.status}.`);
      return { status: r.status, body: b };
    }
  }

  const issue = (b: Obj): string => String(b?.details?.[0]?.issue ?? b?.name ?? 'UNKNOWN');

  /** The order's first capture as our result. */
  const capturedOf = (order: Obj): Captured => {
    const unit = order.purchase_units?.[0] ?? {};
    const cap = unit.payments?.captures?.[0] as Obj | undefined;
    const ids = fromCustomId(cap?.custom_id ?? unit.custom_id);
    if (!cap || !ids) return { notice: null, pending: false };
    const status = String(cap.status);
    if (status === 'PENDING') return { notice: null, pending: true };
    const result: ProviderResult = status === 'COMPLETED' ? 'approved' : 'declined';
    return {
      pending: false,
      notice: {
        eventId: `capture-${cap.id}`,
        ...ids,
        amountCents: paypalCents(cap.amount?.value),
        result,
        paymentRef: result === 'approved' ? String(cap.id) : undefined,
      },
    };
  };

  async function capture(orderId: string): Promise<Captured> {
    if (!/^[A-Za-z0-9-]{1,64}$/.test(orderId)) return { notice: null, pending: false };
    const r = await call('POST', `/v2/checkout/orders/${orderId}/capture`, {}, `capture-${orderId}`);
    if (r.status === 200 || r.status === 201) return capturedOf(r.body);
    if (r.status === 422 && ['ORDER_ALREADY_CAPTURED'].includes(issue(r.body))) {
      const again = await call('GET', `/v2/checkout/orders/${orderId}`);
      return capturedOf(again.body);
    }
    if (r.status === 422) {
      // INSTRUMENT_DECLINED, PAYER_ACTION_REQUIRED, …: the payment did not go through.
      const order = await call('GET', `/v2/checkout/orders/${orderId}`);
      const unit = order.body.purchase_units?.[0] ?? {};
      const ids = fromCustomId(unit.custom_id);
      return {
        pending: false,
        notice: ids && {
          eventId: `capture-failed-${orderId}`,
          ...ids,
          amountCents: paypalCents(unit.amount?.value),
          result: 'declined',
        },
      };
    }
    throw new ProviderUnavailable(`PayPal could not capture the order (${r.status} ${issue(r.body)}).`);
  }

  return {
    kind: 'paypal',
    methods: ['paypal'],
    async start(p: StartInput) {
      const r = await call(
        'POST',
        '/v2/checkout/orders',
        {
          intent: 'CAPTURE',
          purchase_units: [
            {
              reference_id: p.transactionId,
              custom_id: customId(p.attemptRef, p.transactionId),
              description: p.label.slice(0, 127),
              amount: { currency_code: p.currency.toUpperCase(), value: paypalValue(p.amountCents) },
            },
          ],
          payment_source: {
            paypal: {
              experience_context: {
                user_action: 'PAY_NOW',
                shipping_preference: 'NO_SHIPPING',
                locale: p.lang.startsWith('zh') ? 'zh-CN' : 'en-GB',
                return_url: p.successUrl,
                cancel_url: p.cancelUrl,
              },
            },
          },
        },
        `start-${p.attemptRef}`,
      );
      if (r.status !== 200 && r.status !== 201)
        throw new ProviderUnavailable(`PayPal refused the order (${r.status} ${issue(r.body)}).`);
      const links = (r.body.links ?? []) as { rel: string; href: string }[];
      const approve = links.find((l) => l.rel === 'payer-action' || l.rel === 'approve');
      if (!approve || typeof r.body.id !== 'string') throw new ProviderUnavailable('PayPal gave no approval page.');
      return { redirectUrl: approve.href, externalRef: r.body.id };
    },
    async verify(rawBody, headers): Promise<Verified> {
      const sig = Object.fromEntries(
        Object.entries(PAYPAL_SIGNATURE_HEADERS).map(([field, header]) => [field, headers[header]]),
      );
      if (Object.values(sig).some((v) => !v)) return { ok: false, message: 'The notification is not signed.' };
      let event: Obj;
      try {
        event = JSON.parse(rawBody) as Obj;
      } catch {
        return { ok: false, message: 'The notification is not JSON.' };
      }
      const r = await call('POST', '/v1/notifications/verify-webhook-signature', {
        ...sig,
        webhook_id: cred.webhookId,
        webhook_event: event,
      });
      if (r.status !== 200 || r.body.verification_status !== 'SUCCESS')
        return { ok: false, message: 'The signature does not match.' };
      const res = (event.resource ?? {}) as Obj;
      const one = (result: ProviderResult): VerifiedNotice[] => {
        const ids = fromCustomId(res.custom_id);
        return ids
          ? [
              {
                eventId: String(event.id),
                ...ids,
                amountCents: paypalCents(res.amount?.value),
                result,
                paymentRef: result === 'approved' ? String(res.id) : undefined,
              },
            ]
          : [];
      };
      switch (event.event_type) {
        case 'PAYMENT.CAPTURE.COMPLETED':
          return { ok: true, notices: one('approved') };
        case 'PAYMENT.CAPTURE.DENIED':
        case 'PAYMENT.CAPTURE.DECLINED':
          return { ok: true, notices: one('declined') };
        case 'CHECKOUT.ORDER.APPROVED': {
          // The buyer approved but never came back (closed the page): the capture happens here.
          const c = await capture(String(res.id ?? ''));
          return { ok: true, notices: c.notice ? [c.notice] : [] };
        }
        default:
          return { ok: true, notices: [] };
      }
    },
    async refund(p) {
      const cap = await call('GET', `/v2/payments/captures/${encodeURIComponent(p.paymentRef)}`);
      if (cap.status !== 200) throw new ProviderUnavailable(`PayPal has no such capture (${cap.status}).`);
      const full = paypalCents(cap.body.amount?.value) === p.amountCents;
      const r = await call(
        'POST',
        `/v2/payments/captures/${encodeURIComponent(p.paymentRef)}/refund`,
        full ? {} : { amount: { value: paypalValue(p.amountCents), currency_code: cap.body.amount?.currency_code } },
        p.idempotencyKey,
      );
      if (r.status !== 200 && r.status !== 201)
        throw new ProviderUnavailable(`PayPal refused the refund (${r.status} ${issue(r.body)}).`);
      const s = String(r.body.status);
      return {
        refundRef: String(r.body.id),
        status: s === 'COMPLETED' ? 'succeeded' : s === 'CANCELLED' || s === 'FAILED' ? 'failed' : 'pending',
      };
    },
    async lookup(externalRef) {
      const r = await call('GET', `/v2/checkout/orders/${encodeURIComponent(externalRef)}`);
      if (r.status !== 200) throw new ProviderUnavailable(`PayPal has no such order (${r.status}).`);
      const unit = r.body.purchase_units?.[0] ?? {};
      const cap = unit.payments?.captures?.[0] as Obj | undefined;
      const status: 'pending' | ProviderResult =
        cap?.status === 'COMPLETED'
          ? 'approved'
          : cap?.status === 'DECLINED'
            ? 'declined'
            : r.body.status === 'VOIDED'
              ? 'cancelled'
              : 'pending';
      return {
        status,
        amountCents: paypalCents(unit.amount?.value),
        paymentRef: cap?.status === 'COMPLETED' ? String(cap.id) : undefined,
      };
    },
    capture,
  };
}
