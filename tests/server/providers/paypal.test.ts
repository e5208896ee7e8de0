// PayPal Orders v2 against its contract server (issue 35): approve and capture pays the order, the
// buyer cancels, a capture declined (INSTRUMENT_DECLINED), a webhook delivered twice and 100 times, a
// bad signature, a partial then full refund in the ledger with PayPal's refund ids, the venue's refund
// of a PayPal order, PayPal not answering in time, the OAuth token
// reused until it expires and renewed after, and PayPal offered in production only when configured.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, login, post, startServer, type TestServer } from '../helpers';
import { order, orderRow } from '../orderHelpers';
import { PP_CLIENT, PP_SECRET, PP_WEBHOOK, startPaypalContract, type PaypalContract } from './paypalContract';
import { saveProvider, type ProviderSetup } from '../../../server/payments/providers/store';
import { refundThroughProvider } from '../../../server/payments/providers/refund';
import { clearPaypalTokens, paypalProvider } from '../../../server/payments/providers/paypal';
import { productionMode } from '../../../server/mode';

let s: TestServer;
let c: PaypalContract;
let setup: ProviderSetup;
const SHOP = 'demo-cafe';
const CRED = { clientId: PP_CLIENT, clientSecret: PP_SECRET, webhookId: PP_WEBHOOK };

const hook = (ev: { body: string; headers: Record<string, string> }) =>
  s.app.inject({ method: 'POST', url: `/api/payments/paypal/webhook/${SHOP}`, headers: ev.headers, payload: ev.body });

/** Opens the payment link: the PayPal order the browser was sent to approve. */
async function toPaypal(txn: string) {
  const r = await get(s, `/sandbox/pay/${txn}?lang=en-gb`);
  expect(r.status).toBe(303);
  const m = /\/checkoutnow\?token=(\w+)$/.exec(String(r.headers.location));
  expect(m).not.toBeNull();
  return c.orders.get(m![1])!;
}
const back = (kind: 'return' | 'cancel', orderId: string) =>
  get(s, `/api/payments/paypal/${kind}/${SHOP}?lang=en-gb&token=${orderId}&PayerID=PAYER1`);
const attempts = (txn: string) =>
  s.db.query<{ status: string; payment_ref: string | null; provider_ref: string }>(
    'SELECT status, payment_ref, provider_ref FROM payment_attempts WHERE transaction_id = $1 ORDER BY created_at',
    [txn],
  );

beforeAll(async () => {
  c = await startPaypalContract();
  setup = { key: randomBytes(32), paypal: c.base, paypalTimeoutMs: 2000 };
  s = await startServer({ providers: setup });
  await saveProvider(s.db, setup, SHOP, { provider: 'paypal', testMode: true, credentials: CRED }, s.clock.t);
}, 240_000);
afterAll(async () => {
  await s?.close();
  await c?.close();
});

describe('PayPal Orders v2', () => {
  it('creates the order once per attempt (PayPal-Request-Id), the buyer approves, the return captures: paid', async () => {
    const o = await order(s, 'paypal');
    const pp = await toPaypal(o.transactionId);
    expect(pp.purchase_units[0].amount).toEqual({ currency_code: 'AUD', value: (o.totalCents / 100).toFixed(2) });
    expect((await toPaypal(o.transactionId)).id).toBe(pp.id);
    const creates = c.log.filter((l) => l.path === '/v2/checkout/orders');
    expect(creates.every((l) => l.requestId?.startsWith('start-'))).toBe(true);
    c.approve(pp.id);
    const r = await back('return', pp.id);
    expect(r.status).toBe(303);
    expect(String(r.headers.location)).toContain('approved');
    const row = await orderRow(s, o.transactionId);
    expect(row.paid).toBe(true);
    const [a] = await attempts(o.transactionId);
    expect(a).toMatchObject({ status: 'approved', payment_ref: pp.purchase_units[0].payments.captures[0].id });
    // The browser comes back twice (reload): nothing is captured again.
    expect((await back('return', pp.id)).status).toBe(303);
    expect(c.log.filter((l) => l.path === `/v2/checkout/orders/${pp.id}/capture`)).toHaveLength(1);
  });

  it('the buyer cancels on PayPal: the attempt is cancelled, the order unpaid, a new attempt gets a new order', async () => {
    const o = await order(s, 'paypal');
    const pp = await toPaypal(o.transactionId);
    const r = await back('cancel', pp.id);
    expect(r.status).toBe(303);
    expect(String(r.headers.location)).toContain('cancelled');
    expect((await orderRow(s, o.transactionId)).paid).toBe(false);
    expect((await attempts(o.transactionId)).map((a) => a.status)).toEqual(['cancelled']);
    expect((await toPaypal(o.transactionId)).id).not.toBe(pp.id);
  });

  it('a capture declined (INSTRUMENT_DECLINED): unpaid, failed, and the customer can pay again', async () => {
    const o = await order(s, 'paypal');
    const pp = await toPaypal(o.transactionId);
    c.approve(pp.id, true);
    const r = await back('return', pp.id);
    expect(r.status).toBe(303);
    expect(String(r.headers.location)).toContain('declined');
    const row = await orderRow(s, o.transactionId);
    expect(row.paid).toBe(false);
    expect(row.pay_status).toBe('failed');
    const again = await toPaypal(o.transactionId);
    expect(again.id).not.toBe(pp.id);
    c.approve(again.id);
    await back('return', again.id);
    expect((await orderRow(s, o.transactionId)).paid).toBe(true);
  });

  it('a buyer who approved and never came back: CHECKOUT.ORDER.APPROVED captures it, once, however often it comes', async () => {
    const o = await order(s, 'paypal');
    const pp = await toPaypal(o.transactionId);
    c.approve(pp.id);
    const ev = c.notify('CHECKOUT.ORDER.APPROVED', { id: pp.id, status: 'APPROVED' });
    expect((await hook(ev)).json()).toMatchObject({ received: true, changed: 1 });
    expect((await hook(ev)).json()).toMatchObject({ received: true, changed: 0 });
    expect((await orderRow(s, o.transactionId)).paid).toBe(true);
  });

  it('PayPal not answering in time: starting says so and charges nothing; a capture answered late is not done twice', async () => {
    setup.paypalTimeoutMs = 300;
    try {
      const o = await order(s, 'paypal');
      c.slow = { path: '/v2/checkout/orders', ms: 800 };
      const r = await get(s, `/sandbox/pay/${o.transactionId}?lang=en-gb`);
      expect(r.status).toBe(503);
      expect(r.text).toContain('Nothing was charged');
      expect((await orderRow(s, o.transactionId)).paid).toBe(false);
      c.slow = null;
      const pp = await toPaypal(o.transactionId);
      c.approve(pp.id);
      // The capture is done at PayPal but its answer comes too late: the customer is told, nothing applied yet.
      c.slow = { path: `/v2/checkout/orders/${pp.id}/capture`, ms: 800 };
      const late = await back('return', pp.id);
      expect(late.status).toBe(503);
      expect((await orderRow(s, o.transactionId)).paid).toBe(false);
      expect((await attempts(o.transactionId)).map((a) => a.status)).toContain('pending');
      c.slow = null;
      // The customer reloads: the same PayPal-Request-Id gets the capture already made, paid once.
      expect((await back('return', pp.id)).status).toBe(303);
      expect((await orderRow(s, o.transactionId)).paid).toBe(true);
      const captures = c.log.filter((l) => l.path === `/v2/checkout/orders/${pp.id}/capture`);
      expect(captures).toHaveLength(2);
      expect(new Set(captures.map((l) => l.requestId)).size).toBe(1);
      expect(pp.purchase_units[0].payments.captures).toHaveLength(1);
    } finally {
      c.slow = null;
      setup.paypalTimeoutMs = 2000;
    }
  });

  it('PAYMENT.CAPTURE.COMPLETED delivered 100 times changes nothing after the first', async () => {
    const o = await order(s, 'paypal');
    const pp = await toPaypal(o.transactionId);
    c.approve(pp.id);
    // Captured at PayPal, but the buyer's return never reached us: only the webhook tells.
    await paypalProvider(CRED, true, c.base).capture(pp.id);
    const cap = pp.purchase_units[0].payments.captures[0];
    const ev = c.notify('PAYMENT.CAPTURE.COMPLETED', cap);
    const changed: number[] = [];
    for (let i = 0; i < 100; i++) {
      const r = await hook(ev);
      expect(r.statusCode).toBe(200);
      changed.push(r.json().changed);
    }
    expect(changed[0]).toBe(1);
    expect(changed.slice(1).every((n) => n === 0)).toBe(true);
    expect((await attempts(o.transactionId)).map((a) => a.status)).toEqual(['approved']);
    expect((await orderRow(s, o.transactionId)).paid).toBe(true);
  });

  it('refuses a notification with a bad signature, another body, or no signature headers', async () => {
    const o = await order(s, 'paypal');
    const pp = await toPaypal(o.transactionId);
    const cap = { id: 'FORGED1', status: 'COMPLETED', amount: pp.purchase_units[0].amount };
    const ev = c.notify('PAYMENT.CAPTURE.COMPLETED', { ...cap, custom_id: pp.purchase_units[0].custom_id });
    const badSig = {
      ...ev,
      headers: { ...ev.headers, 'paypal-transmission-sig': 'AAAA' + ev.headers['paypal-transmission-sig'] },
    };
    expect((await hook(badSig)).statusCode).toBe(400);
    expect((await hook({ ...ev, body: ev.body.replace('FORGED1', 'FORGED2') })).statusCode).toBe(400);
    const unsigned = { ...ev, headers: { 'content-type': 'application/json' } };
    expect((await hook(unsigned)).statusCode).toBe(400);
    expect((await orderRow(s, o.transactionId)).paid).toBe(false);
  });

  it("refunds part, then the rest, recorded in the ledger with PayPal's refund ids; never more than was taken", async () => {
    const o = await order(s, 'paypal');
    const pp = await toPaypal(o.transactionId);
    c.approve(pp.id);
    await back('return', pp.id);
    const [a] = await attempts(o.transactionId);
    const base = { attemptRef: a.provider_ref, transactionId: o.transactionId, reason: 'staff', now: s.clock.t };
    const part = await refundThroughProvider(s.db, setup, { ...base, amountCents: 100, idempotencyKey: 'pp-rf-1' });
    expect(part).toMatchObject({ ok: true, status: 'succeeded' });
    const same = await refundThroughProvider(s.db, setup, { ...base, amountCents: 100, idempotencyKey: 'pp-rf-1' });
    expect(same).toMatchObject({ ok: true, refundRef: (part as { refundRef: string }).refundRef });
    const tooMuch = await refundThroughProvider(s.db, setup, {
      ...base,
      amountCents: o.totalCents,
      idempotencyKey: 'pp-rf-2',
    });
    expect(tooMuch).toMatchObject({ ok: false, code: 'refund.too-much' });
    const rest = await refundThroughProvider(s.db, setup, {
      ...base,
      amountCents: o.totalCents - 100,
      idempotencyKey: 'pp-rf-3',
    });
    expect(rest).toMatchObject({ ok: true, status: 'succeeded' });
    const mine = c.refunds.filter((r) => r.captureId === a.payment_ref);
    expect(mine.map((r) => r.cents)).toEqual([100, o.totalCents - 100]);
    expect(c.captures.get(a.payment_ref!)!.status).toBe('REFUNDED');
    const ledger = await s.db.query<{ refund_ref: string; amount_cents: string; status: string }>(
      'SELECT refund_ref, amount_cents, status FROM provider_refunds WHERE transaction_id = $1 ORDER BY created_at, idempotency_key',
      [o.transactionId],
    );
    expect(ledger.map((l) => [l.refund_ref, Number(l.amount_cents), l.status])).toEqual([
      [mine[0].id, 100, 'succeeded'],
      [mine[1].id, o.totalCents - 100, 'succeeded'],
    ]);
    // The full refund sends no amount (PayPal refunds what is left), the partial one sends it.
    const refundCalls = c.log.filter((l) => l.path === `/v2/payments/captures/${a.payment_ref}/refund`);
    expect(refundCalls.map((l) => l.requestId)).toEqual(['pp-rf-1', 'pp-rf-3']);
  });

  it("the venue's refund of a PayPal order goes back through PayPal once, as the product refunds", async () => {
    const o = await order(s, 'paypal');
    const pp = await toPaypal(o.transactionId);
    c.approve(pp.id);
    await back('return', pp.id);
    const [a] = await attempts(o.transactionId);
    const admin = (await login(s, { userName: 'admin@example.com', password: 'Admin1234!' }, { shop: SHOP })).token;
    const refund = () =>
      post(s, '/api/shop/order/refund', { shop: SHOP, transactionId: o.transactionId }, { token: admin });
    const r = await refund();
    expect(r.body.result).toMatchObject({
      rtn: 1,
      changed: true,
      provider: { provider: 'paypal', status: 'succeeded', amountCents: o.totalCents },
    });
    expect((await refund()).body.result.provider.refundRef).toBe(r.body.result.provider.refundRef);
    expect(c.refunds.filter((x) => x.captureId === a.payment_ref).map((x) => [x.id, x.cents])).toEqual([
      [r.body.result.provider.refundRef, o.totalCents],
    ]);
  });
});

describe('the OAuth token', () => {
  it('is reused until shortly before it expires, then a new one is asked for', async () => {
    clearPaypalTokens();
    const cc = await startPaypalContract(600);
    let t = 1_000_000;
    try {
      const p = paypalProvider(CRED, true, cc.base, 2000, () => t);
      const o = await p.start({
        attemptRef: 'att-1',
        transactionId: 'txn-1',
        amountCents: 1234,
        currency: 'aud',
        method: 'paypal',
        lang: 'en-gb',
        label: 'Order 1',
        successUrl: 'http://x/ok',
        cancelUrl: 'http://x/no',
      });
      await p.lookup(o.externalRef);
      t += 500_000; // 500 s of 600: still good (PayPal's expiry less a minute's margin)
      await p.lookup(o.externalRef);
      expect(cc.tokensIssued).toBe(1);
      t += 60_000; // within the last minute: renewed before PayPal would refuse it
      await p.lookup(o.externalRef);
      expect(cc.tokensIssued).toBe(2);
      const tokensUsed = new Set(cc.log.filter((l) => l.path.startsWith('/v2/')).map((l) => l.token));
      expect(tokensUsed.size).toBe(2);
    } finally {
      await cc.close();
    }
  });

  it('revoked early by PayPal (401): one new token and the call goes through', async () => {
    clearPaypalTokens();
    const cc = await startPaypalContract();
    try {
      const p = paypalProvider(CRED, true, cc.base);
      const o = await p.start({
        attemptRef: 'att-2',
        transactionId: 'txn-2',
        amountCents: 500,
        currency: 'aud',
        method: 'paypal',
        lang: 'zh-hans',
        label: 'Order 2',
        successUrl: 'http://x/ok',
        cancelUrl: 'http://x/no',
      });
      expect(cc.orders.get(o.externalRef)!.experience.locale).toBe('zh-CN');
      cc.expireTokens();
      expect(await p.lookup(o.externalRef)).toMatchObject({ status: 'pending', amountCents: 500 });
      expect(cc.tokensIssued).toBe(2);
    } finally {
      await cc.close();
    }
  });
});

describe('production', () => {
  it('offers PayPal only when the venue configured it', async () => {
    const secrets = { paymentNotify: randomBytes(32).toString('hex'), token: randomBytes(32).toString('hex') };
    const p = await startServer({ providers: setup, mode: productionMode(secrets) });
    try {
      expect(await order(p, 'paypal').catch((e: Error) => e)).toBeInstanceOf(Error);
      await saveProvider(p.db, setup, SHOP, { provider: 'paypal', testMode: true, credentials: CRED }, p.clock.t);
      const o = await order(p, 'paypal');
      expect(await order(p, 'alipay').catch((e: Error) => e)).toBeInstanceOf(Error);
      const r = await get(p, `/sandbox/pay/${o.transactionId}`);
      expect(r.status).toBe(303);
      expect(String(r.headers.location)).toContain(`${c.base}/checkoutnow?token=`);
    } finally {
      await p.close();
    }
  }, 240_000);
});
