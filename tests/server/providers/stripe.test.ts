// Stripe against its contract server (issue 35): an order paid by card, Alipay and WeChat Pay through
// Checkout, a declined card, a provider that does not answer, a webhook replayed 100 times, a bad
// signature, a partial refund, sealed credentials and the payment list in production.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, startServer, type TestServer } from '../helpers';
import { order, orderRow } from '../orderHelpers';
import { CONTRACT_KEY, CONTRACT_WHSEC, signStripe, startStripeContract, type StripeContract } from './stripeContract';
import { loadProviders, maskedRow, saveProvider, type ProviderSetup } from '../../../server/payments/providers/store';
import { refundThroughProvider } from '../../../server/payments/providers/refund';
import { productionMode } from '../../../server/mode';

let s: TestServer;
let c: StripeContract;
let setup: ProviderSetup;
const HOOK = '/api/payments/stripe/webhook/demo-cafe';

const hook = (body: string, signature: string) =>
  s.app.inject({
    method: 'POST',
    url: HOOK,
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload: body,
  });

/** Opens the payment link and returns the Checkout Session the browser was sent to. */
async function checkout(txn: string) {
  const r = await get(s, `/sandbox/pay/${txn}?lang=en-gb`);
  expect(r.status).toBe(303);
  const sid = /\/c\/pay\/(cs_test_\w+)$/.exec(String(r.headers.location))![1];
  return c.sessions.get(sid)!;
}

beforeAll(async () => {
  c = await startStripeContract();
  setup = { key: randomBytes(32), stripe: { host: '127.0.0.1', port: c.port, protocol: 'http' }, stripeTimeoutMs: 400 };
  s = await startServer({ providers: setup });
  await saveProvider(
    s.db,
    setup,
    'demo-cafe',
    {
      provider: 'stripe',
      testMode: true,
      credentials: {
        secretKey: CONTRACT_KEY,
        webhookSecret: CONTRACT_WHSEC,
        methods: ['card', 'alipay', 'wechat_pay'],
      },
    },
    s.clock.t,
  );
}, 240_000);
afterAll(async () => {
  await s.close();
  await c.close();
});

describe('Stripe Checkout', () => {
  it.each([
    ['dps', 'card'],
    ['alipay', 'alipay'],
    ['wechat', 'wechat_pay'],
  ])(
    'an order paid by %s goes through a Checkout Session of type %s, in cents, with idempotency keys',
    async (method, type) => {
      const o = await order(s, method);
      const cs = await checkout(o.transactionId);
      expect(cs.allowed_payment_method_types).toEqual([type]);
      expect(cs.amount_total).toBe(o.totalCents);
      expect(cs.currency).toBe('aud');
      expect(
        c.log.filter((l) => l.path === '/v1/checkout/sessions').every((l) => l.idempotencyKey?.startsWith('start-')),
      ).toBe(true);
      // Opening the link again reuses the attempt, so Stripe answers the same session (same idempotency key).
      expect((await checkout(o.transactionId)).id).toBe(cs.id);
      const ev = c.pay(String(cs.id), 'approve', Math.floor(Date.now() / 1000));
      const r = await hook(ev.body, ev.signature);
      expect(r.statusCode).toBe(200);
      expect(r.json()).toMatchObject({ received: true, changed: 1 });
      const row = await orderRow(s, o.transactionId);
      expect(row.paid).toBe(true);
      expect(row.pay_status).toBe('paid');
    },
  );

  it("charges in the venue's own currency: a venue set to NZD pays in nzd cents", async () => {
    await s.db.query(
      `UPDATE venues SET settings = settings || '{"currency":"NZD"}'::jsonb WHERE shop_id = 'demo-cafe'`,
    );
    try {
      const o = await order(s, 'dps');
      const cs = await checkout(o.transactionId);
      expect({ currency: cs.currency, amount: cs.amount_total }).toEqual({ currency: 'nzd', amount: o.totalCents });
    } finally {
      await s.db.query(
        `UPDATE venues SET settings = settings || '{"currency":"AUD"}'::jsonb WHERE shop_id = 'demo-cafe'`,
      );
    }
  });

  it('a declined card leaves the order unpaid and failed; a later attempt can still pay', async () => {
    const o = await order(s, 'dps');
    const cs = await checkout(o.transactionId);
    const ev = c.pay(String(cs.id), 'decline', Math.floor(Date.now() / 1000));
    expect((await hook(ev.body, ev.signature)).json()).toMatchObject({ changed: 1 });
    const row = await orderRow(s, o.transactionId);
    expect(row.paid).toBe(false);
    expect(row.pay_status).toBe('failed');
    const again = await checkout(o.transactionId);
    expect(again.id).not.toBe(cs.id);
  });

  it('a provider that does not answer in time: a clear page, nothing charged, the order still unpaid', async () => {
    const o = await order(s, 'dps');
    c.delayMs = 1500;
    try {
      const r = await get(s, `/sandbox/pay/${o.transactionId}?lang=en-gb`);
      expect(r.status).toBe(503);
      expect(r.text).toContain('Nothing was charged');
    } finally {
      c.delayMs = 0;
    }
    expect((await orderRow(s, o.transactionId)).paid).toBe(false);
  });

  it('a webhook replayed 100 times changes nothing after the first', async () => {
    const o = await order(s, 'dps');
    const cs = await checkout(o.transactionId);
    const ev = c.pay(String(cs.id), 'approve', Math.floor(Date.now() / 1000));
    const changed: number[] = [];
    for (let i = 0; i < 100; i++) changed.push((await hook(ev.body, ev.signature)).json().changed);
    expect(changed[0]).toBe(1);
    expect(changed.slice(1).every((n) => n === 0)).toBe(true);
    const attempts = await s.db.query<{ status: string }>(
      'SELECT status FROM payment_attempts WHERE transaction_id = $1',
      [o.transactionId],
    );
    expect(attempts.map((a) => a.status)).toEqual(['approved']);
  });

  it('refuses a bad signature, another secret, and a signature outside the tolerance window', async () => {
    const o = await order(s, 'dps');
    const cs = await checkout(o.transactionId);
    const t = Math.floor(Date.now() / 1000);
    const ev = c.pay(String(cs.id), 'approve', t);
    const tampered = ev.body.replace(String(o.totalCents), String(o.totalCents - 1));
    expect((await hook(tampered, ev.signature)).statusCode).toBe(400);
    expect((await hook(ev.body, signStripe(ev.body, 'whsec_other', t))).statusCode).toBe(400);
    expect((await hook(ev.body, '')).statusCode).toBe(400);
    const old = c.pay(String(cs.id), 'approve', Math.floor(Date.now() / 1000) - 3600);
    expect((await hook(old.body, old.signature)).statusCode).toBe(400);
    expect((await orderRow(s, o.transactionId)).paid).toBe(false);
  });

  it('refunds part, then the rest, once per key, never more than was taken', async () => {
    const o = await order(s, 'dps');
    const cs = await checkout(o.transactionId);
    const ev = c.pay(String(cs.id), 'approve', Math.floor(Date.now() / 1000));
    await hook(ev.body, ev.signature);
    const a = (
      await s.db.query<{ provider_ref: string; payment_ref: string }>(
        `SELECT provider_ref, payment_ref FROM payment_attempts WHERE transaction_id = $1 AND status = 'approved'`,
        [o.transactionId],
      )
    )[0];
    expect(a.payment_ref).toMatch(/^pi_test_/);
    const part = await refundThroughProvider(s.db, setup, {
      attemptRef: a.provider_ref,
      amountCents: 100,
      idempotencyKey: 'rf-1',
      now: s.clock.t,
    });
    expect(part).toMatchObject({ ok: true, status: 'succeeded' });
    const same = await refundThroughProvider(s.db, setup, {
      attemptRef: a.provider_ref,
      amountCents: 100,
      idempotencyKey: 'rf-1',
      now: s.clock.t,
    });
    expect(same).toMatchObject({ ok: true, refundRef: (part as { refundRef: string }).refundRef });
    const tooMuch = await refundThroughProvider(s.db, setup, {
      attemptRef: a.provider_ref,
      amountCents: o.totalCents,
      idempotencyKey: 'rf-2',
      now: s.clock.t,
    });
    expect(tooMuch).toMatchObject({ ok: false, code: 'refund.too-much' });
    const rest = await refundThroughProvider(s.db, setup, {
      attemptRef: a.provider_ref,
      amountCents: o.totalCents - 100,
      idempotencyKey: 'rf-3',
      now: s.clock.t,
    });
    expect(rest).toMatchObject({ ok: true });
    expect(c.refunds.filter((r) => r.payment_intent === a.payment_ref).map((r) => r.amount)).toEqual([
      100,
      o.totalCents - 100,
    ]);
    expect(c.log.filter((l) => l.path === '/v1/refunds').map((l) => l.idempotencyKey)).toEqual(['rf-1', 'rf-3']);
  });

  it('keeps credentials sealed at rest and shows them masked', async () => {
    const stored = await s.db.query<{ sealed: string }>('SELECT sealed FROM venue_payment_providers');
    expect(stored[0].sealed).not.toContain(CONTRACT_KEY.slice(8));
    const rows = await loadProviders(s.db, setup, 'demo-cafe');
    expect(maskedRow(rows[0])).toMatchObject({
      secretKey: 'sk_test_••••0000',
      methods: ['card', 'alipay', 'wechat_pay'],
    });
    expect(await loadProviders(s.db, { key: randomBytes(32) }, 'demo-cafe')).toEqual([]);
  });
});

describe('production', () => {
  it('offers the provider methods only when a provider takes them; "dps" is the configured card provider', async () => {
    const secrets = { paymentNotify: randomBytes(32).toString('hex'), token: randomBytes(32).toString('hex') };
    const p = await startServer({ providers: setup, mode: productionMode(secrets) });
    try {
      await saveProvider(
        p.db,
        setup,
        'demo-cafe',
        {
          provider: 'stripe',
          testMode: true,
          credentials: { secretKey: CONTRACT_KEY, webhookSecret: CONTRACT_WHSEC, methods: ['card'] },
        },
        p.clock.t,
      );
      const o = await order(p, 'dps').catch((e: Error) => e);
      expect(o).not.toBeInstanceOf(Error);
      const ali = await order(p, 'alipay').catch((e: Error) => e);
      expect(ali).toBeInstanceOf(Error);
      const r = await get(p, `/sandbox/pay/${(o as { transactionId: string }).transactionId}`);
      expect(r.status).toBe(303);
    } finally {
      await p.close();
    }
  }, 240_000);
});
