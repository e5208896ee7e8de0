// Pay-only screens' calls (issue 5): the bill of an order, paying an existing bill online (idempotent,
// paid refused, unknown 404, re-charged for the chosen method), single payments, and Resend to Kitchen.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signResult } from '../../server/payments/provider';
import { demoMode } from '../../server/mode';
import { DEMO_VENUES } from '../../server/seed/venues';
import { resolvePayments, surchargeFor } from '../../src/domain';
import { CAFE, get, post, startServer, type TestServer } from './helpers';
import { newKey, order, orderRow } from './orderHelpers';

let s: TestServer;
const paypalMethod = () =>
  resolvePayments(DEMO_VENUES.find((v) => v.shopId === 'demo-cafe')!.payments).find((m) => m.payment === 'paypal')!;
beforeAll(async () => {
  s = await startServer();
});
afterAll(async () => s.close());

const bill = (txn: string) => post(s, '/api/shop/order/bill', { transactionId: txn });
const start = (txn: string, payment: string) =>
  post(s, '/api/shop/order/pay/start', { transactionId: txn, payment, requestBy: 'anna' });
const resend = (txn: string) => post(s, '/api/shop/order/kitchen/resend', { transactionId: txn });
const attempts = (txn: string) =>
  s.db.query<Record<string, any>>(
    'SELECT * FROM payment_attempts WHERE transaction_id = $1 ORDER BY created_at, provider_ref',
    [txn],
  );

/** The provider's signed notification for the order's waiting attempt. */
async function notify(txn: string, result: 'approved' | 'declined') {
  const [a] = (await attempts(txn)).filter((x) => x.status === 'pending');
  const n = { transactionId: txn, amountCents: Number(a.amount_cents), result, providerRef: a.provider_ref };
  const res = await s.app.inject({
    method: 'POST',
    url: '/api/payments/notify',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ ...n, signature: signResult(n) }),
  });
  expect(res.statusCode).toBe(200);
}
const approve = (txn: string) => notify(txn, 'approved');

describe('the bill of an order', () => {
  it('gives venue, lines, amounts in cents, the kitchen state and what each online method would charge', async () => {
    const o = await order(s, 'cash');
    const r = await bill(o.transactionId);
    expect(r.status).toBe(200);
    const b = r.body.result;
    expect(b).toMatchObject({
      transactionId: o.transactionId,
      orderNo: o.orderNo,
      paid: false,
      payment: 'cash',
      kitchen: 'sent',
      venue: { shop: 'demo-cafe', name: 'Harbour Cafe', moneySymbol: '$' },
    });
    expect(b.lines).toHaveLength(2);
    expect(b.lines[0]).toMatchObject({ name1: expect.any(String), quantity: 2 });
    expect(Number.isInteger(b.amounts.totalCents)).toBe(true);
    expect(b.amounts.totalCents).toBe(o.totalCents);
    const dps = b.methods.find((m: { payment: string }) => m.payment === 'dps');
    // Credit card: 1.5 % surcharge on the amount before surcharge and cash rounding.
    const before = b.amounts.totalCents - b.amounts.roundedCents - b.amounts.surchargeCents;
    expect(dps.surchargeCents).toBe(Math.round(before * 0.015));
    expect(dps.totalCents).toBe(before + dps.surchargeCents);
    expect(b.methods.map((m: { payment: string }) => m.payment)).not.toContain('cash');
  });
  it('unknown order: a business answer (HTTP 200, success false, order.notFound) with a clear message', async () => {
    const r = await bill('txn_doesnotexist');
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ success: false, dispMsg: 'No such order.', result: { code: 'order.notFound' } });
  });
});

describe('paying an existing bill online', () => {
  it('is idempotent: the same method twice gives one waiting attempt and the same amount', async () => {
    const o = await order(s, 'cash');
    const a = await start(o.transactionId, 'dps');
    expect(a.status).toBe(200);
    expect(a.body.result).toMatchObject({ payment: 'dps', payUrl: `/sandbox/pay/${o.transactionId}`, changed: true });
    const b = await start(o.transactionId, 'dps');
    expect(b.body.result).toMatchObject({ amountCents: a.body.result.amountCents, changed: false });
    const list = await attempts(o.transactionId);
    expect(list.filter((x) => x.status === 'pending')).toHaveLength(1);
    expect(list).toHaveLength(1);
    const row = await orderRow(s, o.transactionId);
    expect(row.payment).toBe('dps');
    expect(Number(row.total_cents)).toBe(a.body.result.amountCents);
    expect(row.cart.surchargeAmount).toBe(a.body.result.surchargeCents);
    expect(row.cart.payRequest).toEqual({ requestBy: 'anna', tableNo: '' });
    // The sandbox page reuses the waiting attempt (same amount).
    const page = await get(s, `/sandbox/pay/${o.transactionId}`);
    expect(page.text).toContain(list[0].provider_ref);
  });
  it('another method cancels the waiting attempt and re-charges for the new method', async () => {
    const o = await order(s, 'cash');
    const card = await start(o.transactionId, 'dps');
    const paypal = await start(o.transactionId, 'paypal');
    expect(paypal.body.result.changed).toBe(true);
    const list = await attempts(o.transactionId);
    expect(list.map((x) => x.status).sort()).toEqual(['cancelled', 'pending']);
    // PayPal's fixed surcharge (as the domain reads the venue's entry) instead of the card's percentage.
    const fixed = surchargeFor(paypalMethod(), 1);
    expect(fixed).toBeGreaterThan(0);
    expect(paypal.body.result.surchargeCents).toBe(fixed);
    expect(paypal.body.result.amountCents).toBe(card.body.result.amountCents - card.body.result.surchargeCents + fixed);
  });
  it('a paid bill is refused (409 order.paid) and nothing changes', async () => {
    const o = await order(s, 'cash');
    await start(o.transactionId, 'dps');
    await approve(o.transactionId);
    const before = await attempts(o.transactionId);
    const r = await start(o.transactionId, 'dps');
    expect(r.status).toBe(409);
    expect(r.body.result.code).toBe('order.paid');
    expect(r.body.dispMsg).toBe('This bill is already paid.');
    expect(await attempts(o.transactionId)).toEqual(before);
    expect((await bill(o.transactionId)).body.result).toMatchObject({ paid: true, payStatus: 'paid', methods: [] });
  });
  it('unknown order 404; a method the venue does not take online 422', async () => {
    expect((await start('txn_nope', 'dps')).status).toBe(404);
    const o = await order(s, 'cash');
    const r = await start(o.transactionId, 'svc');
    expect(r.status).toBe(422);
    expect(r.body.result.code).toBe('payment.unavailable');
    expect(await attempts(o.transactionId)).toHaveLength(0);
  });
});

describe('paying at the counter instead (a kiosk after a declined card, issue 35)', () => {
  const toCounter = (txn: string, device?: string) =>
    post(s, '/api/shop/order/pay/start', { transactionId: txn, payment: 'cash', ...(device ? { device } : {}) });
  const decline = (txn: string) => notify(txn, 'declined');

  it('moves the same order: no card surcharge, sent to the kitchen unpaid, the waiting attempt cancelled', async () => {
    const o = await order(s, 'dps', { device: 'kiosk-a' });
    const before = await orderRow(s, o.transactionId);
    expect(before).toMatchObject({ payment: 'dps', paid: false, sent: false });
    const surcharge = Number(before.cart.surchargeAmount);
    expect(surcharge).toBeGreaterThan(0);
    await start(o.transactionId, 'dps');
    await decline(o.transactionId);
    await start(o.transactionId, 'dps'); // the card again: a new waiting attempt
    const r = await toCounter(o.transactionId, 'kiosk-a');
    expect(r.status).toBe(200);
    expect(r.body.result).toMatchObject({ transactionId: o.transactionId, payment: 'cash', changed: true });
    const after = await orderRow(s, o.transactionId);
    expect(after).toMatchObject({ payment: 'cash', paid: false, sent: true, pay_status: 'unpaid' });
    expect(Number(after.cart.surchargeAmount)).toBe(0);
    expect(Number(after.total_cents)).toBe(r.body.result.amountCents);
    // Cash rounding (the venue's round type) aside, the total is the card total without its surcharge.
    expect(Math.abs(Number(after.total_cents) - (Number(before.total_cents) - surcharge))).toBeLessThanOrEqual(2);
    expect((await attempts(o.transactionId)).some((a) => a.status === 'pending')).toBe(false);
    expect((await bill(o.transactionId)).body.result).toMatchObject({ payment: 'cash', kitchen: 'sent', paid: false });
  });
  it('twice changes nothing the second time (one order, same total)', async () => {
    const o = await order(s, 'dps', { device: 'kiosk-b' });
    const first = await toCounter(o.transactionId, 'kiosk-b');
    const second = await toCounter(o.transactionId, 'kiosk-b');
    expect(second.status).toBe(200);
    expect(second.body.result).toMatchObject({ changed: false, amountCents: first.body.result.amountCents });
  });
  it('a paid order is refused (409 order.paid); another kiosk’s order is not found', async () => {
    const paid = await order(s, 'dps', { device: 'kiosk-c' });
    await start(paid.transactionId, 'dps');
    await approve(paid.transactionId);
    const r = await toCounter(paid.transactionId, 'kiosk-c');
    expect(r.status).toBe(409);
    expect(r.body.result.code).toBe('order.paid');
    const other = await order(s, 'dps', { device: 'kiosk-d' });
    expect((await toCounter(other.transactionId, 'kiosk-e')).status).toBe(404);
    expect(await orderRow(s, other.transactionId)).toMatchObject({ payment: 'dps', sent: false });
  });
});

describe('single payments', () => {
  it('creates one order per idempotency key with the amount (plus surcharge), no kitchen, and a pay page', async () => {
    const key = newKey();
    const body = {
      idempotencyKey: key,
      action: 'topup',
      requiredBy: 'front-desk',
      amountCents: 2000,
      payment: 'paypal',
    };
    const a = await post(s, '/api/shop/singlepay/start', body, { identity: CAFE, format: 'b64' });
    expect(a.status).toBe(200);
    const fixed = surchargeFor(paypalMethod(), 2000);
    expect(a.body.result).toMatchObject({
      amountCents: 2000 + fixed,
      surchargeCents: fixed,
      payUrl: expect.stringMatching(/^\/sandbox\/pay\/txn_/),
    });
    const b = await post(s, '/api/shop/singlepay/start', body, { identity: CAFE, format: 'b64' });
    expect(b.body.result.transactionId).toBe(a.body.result.transactionId);
    const r = (await bill(a.body.result.transactionId)).body.result;
    expect(r).toMatchObject({
      kitchen: 'none',
      singlePay: { action: 'topup', requiredBy: 'front-desk' },
      lines: [],
      orderType: 'singlepay',
    });
    expect((await resend(a.body.result.transactionId)).status).toBe(422);
  });
  it('refuses amounts of 0 or over the limit, and methods not taken online', async () => {
    const base = { idempotencyKey: newKey(), action: 'topup', requiredBy: 'x', payment: 'dps' };
    expect(
      (await post(s, '/api/shop/singlepay/start', { ...base, amountCents: 0 }, { identity: CAFE, format: 'b64' }))
        .status,
    ).toBe(400);
    expect(
      (
        await post(
          s,
          '/api/shop/singlepay/start',
          { ...base, amountCents: 10_000_001 },
          { identity: CAFE, format: 'b64' },
        )
      ).status,
    ).toBe(400);
    expect(
      (
        await post(
          s,
          '/api/shop/singlepay/start',
          { ...base, amountCents: 100, payment: 'cash' },
          { identity: CAFE, format: 'b64' },
        )
      ).status,
    ).toBe(422);
  });
});

describe('Resend to Kitchen', () => {
  it('the dev switch makes the kitchen send fail; a re-send marks the order sent once', async () => {
    const o = await order(s, 'cash');
    const off = await post(s, '/dev/kitchen/offline', { transactionId: o.transactionId });
    expect(off.status).toBe(200);
    expect((await bill(o.transactionId)).body.result.kitchen).toBe('failed');
    const a = await resend(o.transactionId);
    expect(a.body.result).toMatchObject({ sent: true, changed: true });
    const b = await resend(o.transactionId);
    expect(b.body.result).toMatchObject({ sent: true, changed: false });
    expect((await orderRow(s, o.transactionId)).sent).toBe(true);
    expect((await bill(o.transactionId)).body.result.kitchen).toBe('sent');
  });
  it('an order waiting for online payment is not sent (409); unknown 404', async () => {
    const o = await order(s, 'dps');
    const r = await resend(o.transactionId);
    expect(r.status).toBe(409);
    expect(r.body.result.code).toBe('order.unpaid');
    expect((await orderRow(s, o.transactionId)).sent).toBe(false);
    expect((await resend('txn_nope')).status).toBe(404);
  });
  it('the dev switch does not exist when the development pages are off', async () => {
    const prod = await startServer({ mode: demoMode({ DEV_OUTBOX: '0' }) });
    try {
      const r = await post(prod, '/dev/kitchen/offline', { transactionId: 'txn_x' });
      expect(r.status).toBe(404);
      expect(r.body.dispMsg).toMatch(/No such call/);
    } finally {
      await prod.close();
    }
  });
});
