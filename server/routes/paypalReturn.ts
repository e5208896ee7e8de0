// Where PayPal sends the buyer back (issue 35). PayPal appends ?token=<its order id>&PayerID=… to the
// return and cancel URLs given when the order was created:
//   GET /api/payments/paypal/return/:shopId  captures the approved order, applies the result once, then
//                                            sends the browser to the payment result page
//   GET /api/payments/paypal/cancel/:shopId  the buyer cancelled on PayPal: the attempt is cancelled (the
//                                            gift card value and points it held go back), then the result page
// The attempt is found by PayPal's order id (payment_attempts.external_ref), PayPal's and this venue's.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { CallEnv } from '../wire/define';
import { loadOrder } from './order';
import { callbackUrl } from './payments';
import { applyNotice } from './providerPayments';
import { langOf, messagePage } from '../payments/sandboxPage';
import { loadProviders, providerOf, type ProviderSetup } from '../payments/providers/store';
import type { PaypalProvider } from '../payments/providers/paypal';
import { ProviderUnavailable } from '../payments/providers/types';

const NO_PAYMENT = { en: 'No such payment.', zh: '没有这笔付款。' };
const NOT_ANSWERING = {
  en: 'PayPal is not answering. If you approved the payment it will still be completed: check the order in a minute.',
  zh: 'PayPal 暂时没有响应。如果您已同意付款，付款仍会完成：请一分钟后查看订单。',
};

/** The return and cancel URLs a PayPal order is created with. */
export const paypalReturnUrls = (origin: string, shopId: string, lang?: string) => {
  const q = lang ? `?lang=${encodeURIComponent(lang)}` : '';
  const shop = encodeURIComponent(shopId);
  return {
    successUrl: `${origin}/api/payments/paypal/return/${shop}${q}`,
    cancelUrl: `${origin}/api/payments/paypal/cancel/${shop}${q}`,
  };
};

const html = (reply: FastifyReply, status: number, body: string) =>
  reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body);
const go = (reply: FastifyReply, to: string) =>
  reply.code(303).header('cache-control', 'no-store').header('location', to).send();

export function registerPaypalReturnRoutes(app: FastifyInstance, env: CallEnv, setup: ProviderSetup): void {
  /** The attempt behind PayPal's order id at this venue, with the venue's PayPal. */
  async function find(shopId: string, orderId: unknown) {
    if (typeof orderId !== 'string' || !/^[A-Za-z0-9-]{1,64}$/.test(orderId)) return null;
    const a = (
      await env.db.query<{ provider_ref: string; transaction_id: string; amount_cents: string; status: string }>(
        `SELECT a.provider_ref, a.transaction_id, a.amount_cents, a.status FROM payment_attempts a
          JOIN orders o USING (transaction_id) WHERE a.external_ref = $1 AND a.provider = 'paypal' AND o.shop_id = $2`,
        [orderId, shopId],
      )
    )[0];
    const row = (await loadProviders(env.db, setup, shopId)).find((r) => r.provider === 'paypal');
    const order = a && (await loadOrder(env.db, a.transaction_id));
    if (!a || !row || !order) return null;
    return { attempt: a, order, paypal: providerOf(setup, row) as PaypalProvider };
  }

  app.get('/api/payments/paypal/return/:shopId', async (req, reply) => {
    const { shopId } = req.params as { shopId: string };
    const q = req.query as Record<string, string | undefined>;
    const lang = langOf(q.lang);
    const f = await find(shopId, q.token);
    if (!f) return html(reply, 404, messagePage(lang, NO_PAYMENT[lang]));
    if (f.attempt.status === 'pending') {
      try {
        const c = await f.paypal.capture(String(q.token));
        if (c.notice) await applyNotice(env, setup, 'paypal', shopId, c.notice);
      } catch (e) {
        if (!(e instanceof ProviderUnavailable)) throw e;
        return html(reply, 503, messagePage(lang, NOT_ANSWERING[lang]));
      }
    }
    const now = (await loadOrder(env.db, f.order.transaction_id)) ?? f.order;
    const status = (
      await env.db.query<{ status: string }>('SELECT status FROM payment_attempts WHERE provider_ref = $1', [
        f.attempt.provider_ref,
      ])
    )[0]?.status;
    const result = now.paid ? 'approved' : status === 'pending' ? 'pending' : (status ?? 'declined');
    return go(reply, callbackUrl(now, result, q.lang));
  });

  app.get('/api/payments/paypal/cancel/:shopId', async (req, reply) => {
    const { shopId } = req.params as { shopId: string };
    const q = req.query as Record<string, string | undefined>;
    const lang = langOf(q.lang);
    const f = await find(shopId, q.token);
    if (!f) return html(reply, 404, messagePage(lang, NO_PAYMENT[lang]));
    if (f.attempt.status === 'pending') {
      try {
        // Only an order PayPal has not taken money for is cancelled (a capture already done wins).
        const seen = await f.paypal.lookup(String(q.token));
        if (seen.status === 'pending' || seen.status === 'cancelled')
          await applyNotice(env, setup, 'paypal', shopId, {
            eventId: `cancel-${q.token}`,
            attemptRef: f.attempt.provider_ref,
            transactionId: f.attempt.transaction_id,
            amountCents: Number(f.attempt.amount_cents),
            result: 'cancelled',
          });
      } catch (e) {
        if (!(e instanceof ProviderUnavailable)) throw e;
      }
    }
    const now = (await loadOrder(env.db, f.order.transaction_id)) ?? f.order;
    return go(reply, callbackUrl(now, now.paid ? 'approved' : 'cancelled', q.lang));
  });
}
