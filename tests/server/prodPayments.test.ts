// Issue 27 finding 14 (the money part): in production,
// - a payment method whose provider is not configured is neither offered nor accepted (before: the order
//   was taken and its payment link, under /sandbox/, answered 404);
// - a secret with under 128 bits of estimated entropy refuses the start, with a clear message;
// - a venue's company name goes into the verification SMS bounded and cleaned.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productionMode, resolveMode } from '../../server/mode';
import { MIN_SECRET_BITS, secretBits } from '../../server/secretEntropy';
import { SMS_NAME_MAX, smsSenderName } from '../../server/sms/senderName';
import { get, post, startServer, type TestServer } from './helpers';
import { CART, feeCalc, newKey, placeOrder } from './orderHelpers';

const SECRETS = {
  paymentNotify: '5f0c6f3d2a8e41b79c0d1e2f3a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d',
  token: 'c4d9e8f7a6b5c4d3e2f1a0b9c8d7e6f5a4b3c2d1e0f9a8b7c6d5e4f3a2b1c0d9',
};

describe('secret entropy', () => {
  it('random secrets pass; repeats and patterns do not, however long', () => {
    expect(secretBits(randomBytes(32).toString('hex'))).toBeGreaterThanOrEqual(MIN_SECRET_BITS);
    expect(secretBits(randomBytes(32).toString('base64'))).toBeGreaterThanOrEqual(MIN_SECRET_BITS);
    for (const weak of [
      'a'.repeat(64),
      'ab'.repeat(40),
      'password1234'.repeat(5),
      `${'n'.repeat(20)}a-real-notify-key-0001`,
      '0123456789abcdef'.repeat(4),
    ])
      expect([weak, secretBits(weak) < MIN_SECRET_BITS]).toEqual([weak, true]);
  });
  it('production refuses to start with a long low-entropy secret, saying why', () => {
    const r = resolveMode({
      NODE_ENV: 'production',
      PAYMENT_NOTIFY_SECRET: 'x'.repeat(64),
      TOKEN_SECRET: SECRETS.token,
    });
    expect(r.ok).toBe(false);
    if (!r.ok)
      expect(r.problems).toEqual([
        expect.stringMatching(
          /^PAYMENT_NOTIFY_SECRET .* too easy to guess: about 0 bits of entropy, at least 128 are needed/,
        ),
      ]);
    expect(
      resolveMode({ NODE_ENV: 'production', PAYMENT_NOTIFY_SECRET: SECRETS.paymentNotify, TOKEN_SECRET: SECRETS.token })
        .ok,
    ).toBe(true);
  });
});

describe('the SMS sender name', () => {
  it('is bounded and keeps only what a business name has', () => {
    expect(smsSenderName('Harbour Cafe')).toBe('Harbour Cafe');
    expect(smsSenderName('港湾咖啡 & Co.')).toBe('港湾咖啡 & Co.');
    expect([...smsSenderName('A'.repeat(500))]).toHaveLength(SMS_NAME_MAX);
    expect(smsSenderName('Cafe\nURGENT: call 1900 123 https://evil.example/x now')).toBe(
      'Cafe URGENT call 1900 123 now',
    );
    expect(smsSenderName('<script>\u0000')).toBe('script');
    expect(smsSenderName('')).toBe('Venue');
    expect(smsSenderName(42)).toBe('Venue');
  });
});

describe('production without a payment provider', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer({ mode: productionMode(SECRETS) });
  }, 120_000);
  afterAll(async () => s?.close());

  it("does not offer the provider's methods, and refuses them at feeCalc and order; cash still works", async () => {
    const list = (await get(s, '/api/shop/payments?shop=demo-cafe')).body!.result as { payment: string }[];
    expect(list.map((p) => p.payment)).not.toEqual(expect.arrayContaining(['dps']));
    expect(list.map((p) => p.payment)).toContain('cash');
    for (const m of ['dps', 'wechat', 'alipay', 'paypal']) {
      const f = await feeCalc(s, CART, m);
      expect(f.body.result.blocked.map((b: { code: string }) => b.code)).toContain('payment.unavailable');
    }
    const before = Number((await s.db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders'))[0].n);
    const r = await placeOrder(s, { idempotencyKey: newKey(), cart: CART, payment: 'dps', expectedTotalCents: 1929 });
    expect(r.status).toBe(422);
    expect(Number((await s.db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders'))[0].n)).toBe(before);
    expect((await feeCalc(s, CART, 'cash')).body.result.blocked).toEqual([]);
  });

  it("sends the venue's name cleaned and bounded in the verification SMS", async () => {
    await s.db.query(
      `UPDATE venues SET profile = profile || jsonb_build_object('company', $1::text) WHERE shop_id = 'demo-cafe'`,
      [`Cafe\nhttps://evil.example ${'Z'.repeat(400)}`],
    );
    await post(s, '/account/getUserIdentifyCode', { shop: 'demo-cafe', mobile: '0400000009' });
    const text = s.sms.at(-1)!.text;
    expect(text).toMatch(/^Cafe Z+: your verification code is \d{4}\. It expires in 2 minutes\.$/);
    expect(text.split(':')[0]).toHaveLength(SMS_NAME_MAX);
  });
});
