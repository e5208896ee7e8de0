// Stripe payments that do not end on the page (issue 35), against the Stripe contract server: a
// Checkout page the customer abandoned (checkout.session.expired: the attempt is cancelled, nothing
// was taken, a new link pays), and Alipay and WeChat Pay settling later (checkout.session.completed
// with payment_status "unpaid", then async_payment_succeeded or async_payment_failed).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, type TestServer } from '../helpers';
import { order, orderRow } from '../orderHelpers';
import type { StripeContract } from './stripeContract';
import { startStripeVenue, type StripeVenue } from './stripeVenue';

let venue: StripeVenue;
let s: TestServer;
let c: StripeContract;
const now = () => Math.floor(Date.now() / 1000);

const hook = async (ev: { body: string; signature: string }) => {
  const r = await s.app.inject({
    method: 'POST',
    url: '/api/payments/stripe/webhook/demo-cafe',
    headers: { 'content-type': 'application/json', 'stripe-signature': ev.signature },
    payload: ev.body,
  });
  expect(r.statusCode).toBe(200);
  return (r.json() as { changed: number }).changed;
};
const session = async (txn: string) => {
  const r = await get(s, `/sandbox/pay/${txn}?lang=en-gb`);
  expect(r.status).toBe(303);
  return /\/c\/pay\/(cs_test_\w+)$/.exec(String(r.headers.location))![1];
};
const attempts = (txn: string) =>
  s.db.query<{ status: string; payment_ref: string | null }>(
    'SELECT status, payment_ref FROM payment_attempts WHERE transaction_id = $1 ORDER BY created_at',
    [txn],
  );

beforeAll(async () => {
  venue = await startStripeVenue(['demo-cafe'], { methods: ['card', 'alipay', 'wechat_pay'] });
  ({ s, c } = venue);
}, 240_000);
afterAll(() => venue?.close());

describe('an abandoned Checkout page', () => {
  it('expires: the attempt is cancelled, the order unpaid; the replay changes nothing; a new link pays', async () => {
    const o = await order(s, 'dps');
    const first = await session(o.transactionId);
    const expired = c.expire(first, now());
    expect(await hook(expired)).toBe(1);
    expect(await hook(expired)).toBe(0);
    const row = await orderRow(s, o.transactionId);
    expect({ paid: row.paid, pay_status: row.pay_status }).toEqual({ paid: false, pay_status: 'cancelled' });
    expect(await attempts(o.transactionId)).toEqual([{ status: 'cancelled', payment_ref: null }]);
    // Nothing was taken: nothing to refund.
    expect(c.refunds).toEqual([]);
    const second = await session(o.transactionId);
    expect(second).not.toBe(first);
    expect(await hook(c.pay(second, 'approve', now()))).toBe(1);
    expect((await orderRow(s, o.transactionId)).paid).toBe(true);
  });
});

describe('Alipay and WeChat Pay settling later', () => {
  it('Alipay: completed but unpaid changes nothing; async_payment_succeeded pays once, with its PaymentIntent', async () => {
    const o = await order(s, 'alipay');
    const sid = await session(o.transactionId);
    const [completed, succeeded] = c.settleLater(sid, 'succeeded', now());
    expect(await hook(completed)).toBe(0);
    expect((await orderRow(s, o.transactionId)).paid).toBe(false);
    expect((await attempts(o.transactionId)).map((a) => a.status)).toEqual(['pending']);
    expect(await hook(succeeded)).toBe(1);
    expect(await hook(succeeded)).toBe(0);
    const row = await orderRow(s, o.transactionId);
    expect({ paid: row.paid, pay_status: row.pay_status }).toEqual({ paid: true, pay_status: 'paid' });
    expect((await attempts(o.transactionId))[0].payment_ref).toMatch(/^pi_test/);
  });

  it('WeChat Pay: async_payment_failed leaves the order unpaid and failed; a later attempt can still pay', async () => {
    const o = await order(s, 'wechat');
    const sid = await session(o.transactionId);
    const [completed, failed] = c.settleLater(sid, 'failed', now());
    expect(await hook(completed)).toBe(0);
    expect(await hook(failed)).toBe(1);
    const row = await orderRow(s, o.transactionId);
    expect({ paid: row.paid, pay_status: row.pay_status }).toEqual({ paid: false, pay_status: 'failed' });
    const again = await session(o.transactionId);
    expect(again).not.toBe(sid);
    expect(await hook(c.pay(again, 'approve', now()))).toBe(1);
    expect((await orderRow(s, o.transactionId)).paid).toBe(true);
  });
});
