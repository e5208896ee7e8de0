// Real payment providers' routes (issue 35): the payment link (GET /sandbox/pay/:txn keeps its path:
// every payUrl names it) starts the payment with the venue's configured provider and sends the browser
// there; each provider's webhook (POST /api/payments/:provider/webhook/:shopId) is verified by the
// provider's own scheme and applied once.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CallEnv } from '../wire/define';
import { loadOrder, type OrderRow } from './order';
import { callbackUrl, pendingAttempt } from './payments';
import { applyVerified } from '../payments/provider';
import { refundOrderPayment } from '../payments/providers/orderRefund';
import { refundRefusedExtension } from '../payments/providers/parkingRefund';
import { langOf, messagePage, paidMessage, type Lang } from '../payments/sandboxPage';
import { loadProviders, providerFor, providerOf, type ProviderSetup } from '../payments/providers/store';
import {
  CONFIGURABLE_PROVIDERS,
  ProviderUnavailable,
  type ConfigurableProvider,
  type VerifiedNotice,
} from '../payments/providers/types';
import { paypalReturnUrls, registerPaypalReturnRoutes } from './paypalReturn';
import { HoldsChanged } from '../orders/holds';
import type { BodyTypesConfig } from '../security';

const UNAVAILABLE: Record<Lang, string> = {
  en: 'The payment provider is not answering. Nothing was charged; go back and try again in a minute.',
  zh: '支付服务暂时没有响应。未产生任何扣款；请返回并在一分钟后重试。',
};
const CHANGED: Record<Lang, string> = {
  en: 'Something this order used (gift card value, points or a coupon) can no longer be used. Nothing was charged; go back to the venue and place the order again.',
  zh: '此订单使用的礼品卡余额、积分或优惠券已无法使用。未产生任何扣款；请返回商户重新下单。',
};

const html = (reply: FastifyReply, status: number, body: string) =>
  reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body);

const originOf = (req: FastifyRequest) => `${req.protocol}://${req.host}`;

async function currencyOf(env: CallEnv, shopId: string): Promise<string> {
  const v = await env.venues.by('shop_id', shopId);
  const c = (v?.settings as { currency?: unknown } | undefined)?.currency;
  return typeof c === 'string' && /^[A-Za-z]{3}$/.test(c) ? c : 'AUD';
}

/**
 * Starts the order's payment with the venue's configured provider and answers the redirect; false when
 * no configured provider takes the order's method (the caller then shows the sandbox, or nothing).
 */
export async function startWithProvider(
  env: CallEnv,
  setup: ProviderSetup,
  req: FastifyRequest,
  reply: FastifyReply,
  o: OrderRow,
  rawLang: string | undefined,
): Promise<boolean> {
  const found = await providerFor(env.db, setup, o.shop_id, o.payment);
  if (!found) return false;
  const lang = langOf(rawLang);
  if (o.paid) {
    await html(reply, 200, messagePage(lang, paidMessage(lang), callbackUrl(o, 'approved', rawLang)));
    return true;
  }
  let ref: string;
  try {
    ref = await pendingAttempt(env.db, o, env.now(), found.row.provider);
  } catch (e) {
    if (!(e instanceof HoldsChanged)) throw e;
    await html(reply, 409, messagePage(lang, CHANGED[lang], callbackUrl(o, 'cancelled', rawLang)));
    return true;
  }
  const origin = originOf(req);
  try {
    const started = await found.provider.start({
      attemptRef: ref,
      transactionId: o.transaction_id,
      amountCents: Number(o.total_cents),
      currency: await currencyOf(env, o.shop_id),
      method: o.payment,
      lang: rawLang ?? 'en-gb',
      label: `Order ${o.order_no}`,
      ...(found.row.provider === 'paypal'
        ? paypalReturnUrls(origin, o.shop_id, rawLang)
        : {
            successUrl: origin + callbackUrl(o, 'approved', rawLang),
            cancelUrl: origin + callbackUrl(o, 'cancelled', rawLang),
          }),
    });
    await env.db.query('UPDATE payment_attempts SET external_ref = $2 WHERE provider_ref = $1', [
      ref,
      started.externalRef,
    ]);
    await reply.code(303).header('cache-control', 'no-store').header('location', started.redirectUrl).send();
  } catch (e) {
    if (!(e instanceof ProviderUnavailable)) throw e;
    await html(reply, 503, messagePage(lang, UNAVAILABLE[lang], callbackUrl(o, 'cancelled', rawLang)));
  }
  return true;
}

/**
 * Applies one verified notice of a provider at a venue, once: the attempt must be this provider's, for
 * an order of this venue. Money the order must not keep goes back through the provider. True when it changed something.
 */
export async function applyNotice(
  env: CallEnv,
  setup: ProviderSetup,
  provider: ConfigurableProvider,
  shopId: string,
  n: VerifiedNotice,
): Promise<boolean> {
  const a = (
    await env.db.query<{ provider: string; shop_id: string }>(
      'SELECT a.provider, o.shop_id FROM payment_attempts a JOIN orders o USING (transaction_id) WHERE a.provider_ref = $1',
      [n.attemptRef],
    )
  )[0];
  if (!a || a.provider !== provider || a.shop_id !== shopId) return false;
  const r = await applyVerified(
    env.db,
    {
      transactionId: n.transactionId,
      amountCents: n.amountCents,
      result: n.result,
      providerRef: n.attemptRef,
      paymentRef: n.paymentRef,
    },
    env.now(),
  );
  // Money a provider took that the order must not keep goes back through it (after the commit).
  if (r.ok && r.secondPayment)
    await refundOrderPayment(env.db, setup, {
      transactionId: n.transactionId,
      attemptRef: n.attemptRef,
      reason: 'second-payment',
      now: env.now(),
    });
  if (r.ok && r.lapsed)
    await refundOrderPayment(env.db, setup, {
      transactionId: n.transactionId,
      amountCents: r.lapsed.refundedCents,
      reason: 'lapsed',
      now: env.now(),
    });
  // A parking extension paid after its new day filled up (or its stay changed) is refunded at once.
  if (r.ok && r.changed && n.result === 'approved')
    await refundRefusedExtension(env.db, setup, n.transactionId, env.now());
  return r.ok && r.changed;
}

export function registerProviderRoutes(
  app: FastifyInstance,
  env: CallEnv,
  setup: ProviderSetup,
  o: { sandbox: boolean },
): void {
  // Production: the payment link exists only for methods a configured provider takes.
  if (!o.sandbox)
    app.get('/sandbox/pay/:transactionId', async (req, reply) => {
      const { transactionId } = req.params as { transactionId: string };
      const q = req.query as Record<string, string>;
      const lang = langOf(q.lang);
      const order = /^[A-Za-z0-9_-]{1,64}$/.test(transactionId) ? await loadOrder(env.db, transactionId) : null;
      if (order && (await startWithProvider(env, setup, req, reply, order, q.lang))) return reply;
      return html(reply, 404, messagePage(lang, 'No such payment.'));
    });

  registerPaypalReturnRoutes(app, env, setup);

  // Webhooks: the exact bytes are verified, so JSON is kept as text here.
  app.register(async (sub) => {
    sub.removeContentTypeParser('application/json');
    sub.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 256 * 1024 }, (_r, body, done) =>
      done(null, body),
    );
    sub.post(
      '/api/payments/:provider/webhook/:shopId',
      { config: { bodyTypes: ['application/json'] } satisfies BodyTypesConfig },
      async (req, reply) => {
        const { provider, shopId } = req.params as { provider: string; shopId: string };
        if (!(CONFIGURABLE_PROVIDERS as readonly string[]).includes(provider))
          return reply.code(404).send({ error: 'No such provider.' });
        const row = (await loadProviders(env.db, setup, shopId)).find((r) => r.provider === provider);
        const p = row && providerOf(setup, row);
        if (!p) return reply.code(404).send({ error: 'This venue has no such provider.' });
        const headers = Object.fromEntries(
          Object.entries(req.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(',') : v]),
        );
        const v = await p.verify(typeof req.body === 'string' ? req.body : '', headers);
        if (!v.ok) return reply.code(400).send({ error: v.message });
        let changed = 0;
        for (const n of v.notices)
          if (await applyNotice(env, setup, provider as ConfigurableProvider, shopId, n)) changed++;
        return reply.code(200).send({ received: true, changed });
      },
    );
  });
}
