// A coupon or voucher used by an order paid online (coupons/orderHold.ts, orders/holds.ts, migration
// 022): a declined, cancelled or abandoned payment gives the ticket back to the customer exactly once
// (replayed and concurrent callbacks, a repeated cancel), a retry takes it again (refused when it was
// used meanwhile), an approved payment keeps it used; a cash order keeps it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GIFT_HOLD_MS } from '../../server/orders/giftcards';
import { releaseAbandonedHolds } from '../../server/orders/holds';
import { HOSTED_METHODS } from '../../server/orders/pricing';
import { CAFE, login, post, startServer, type TestServer } from './helpers';
import { newKey, orderRow, placeOrder } from './orderHelpers';
import { payDecide, payNotify, payPage } from './sandboxHelpers';

/** Over the $20 minimum of Alice's $5 coupon (the pool of CALICE000001). */
const CART = {
  itemList: [
    { pluId: 'flat-white', quantity: 6, attrs: [{ attrId: 'size', optionId: 'regular', quantity: 1 }] },
    { pluId: 'banana-bread', quantity: 2 },
  ],
  orderType: 'pickup',
};
const VISA = { cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' };

let s: TestServer;
let alice = '';
let n = 0;
beforeAll(async () => {
  s = await startServer();
  alice = (await login(s)).token;
});
afterAll(async () => s.close());

/** A fresh $5 coupon of Alice's, like her demo CALICE000001. */
async function freshCoupon(): Promise<string> {
  const ticket = `CREL${String(++n).padStart(8, '0')}`;
  await s.db.query(
    `INSERT INTO held_tickets (ticket, pool_id, shop_id, user_id, kind, status, via, collected_at, expires_at)
     SELECT $1, pool_id, shop_id, user_id, kind, 'held', 'seed', collected_at, expires_at FROM held_tickets WHERE ticket = 'CALICE000001'`,
    [ticket],
  );
  return ticket;
}
const ticketRow = async (ticket: string) => {
  const r = (
    await s.db.query<{ status: string; used_txn: string | null; discount_cents: string | null }>(
      'SELECT status, used_txn, discount_cents FROM held_tickets WHERE ticket = $1',
      [ticket],
    )
  )[0];
  return { ...r, discount_cents: r.discount_cents === null ? null : Number(r.discount_cents) };
};

async function couponOrder(ticket: string, payment = 'dps') {
  const fee = await post(
    s,
    '/api/pos/feeCalc',
    { cart: CART, payment, ticket },
    { identity: CAFE, format: 'b64', token: alice },
  );
  expect(fee.body.result.cart.wholeDiscount).toBe(500);
  const r = await placeOrder(
    s,
    { idempotencyKey: newKey(), cart: CART, payment, expectedTotalCents: fee.body.result.totalCents, ticket },
    { token: alice },
  );
  if (r.status !== 200) throw new Error(JSON.stringify(r.body));
  return r.body.result.transactionId as string;
}
const page = (txn: string) => payPage(s, txn);
const decide = (txn: string, form: Record<string, string>) => payDecide(s, txn, form);
const notify = (txn: string, ref: string, result: string) => payNotify(s, txn, ref, result);
const holds = async (txn: string) =>
  (await s.db.query<{ released: boolean }>('SELECT released FROM order_coupons WHERE transaction_id = $1', [txn])).map(
    (r) => r.released,
  );

describe('a coupon used by an order whose online payment does not complete', () => {
  it('cancelled: the coupon goes back once, even with replayed and concurrent callbacks and a repeated cancel', async () => {
    const ticket = await freshCoupon();
    const txn = await couponOrder(ticket);
    expect(await ticketRow(ticket)).toMatchObject({ status: 'used', used_txn: txn });
    const p = await page(txn);
    expect(await decide(txn, { decision: 'cancel', ref: p.ref })).toContain('result=cancelled');
    expect(await ticketRow(ticket)).toMatchObject({ status: 'held', used_txn: null, discount_cents: null });
    expect(await decide(txn, { decision: 'cancel', ref: p.ref })).toContain('result=cancelled'); // a second click
    const replays = await Promise.all(
      Array.from({ length: 20 }, (_, i) => notify(txn, p.ref, i % 2 ? 'cancelled' : 'declined')),
    );
    expect(replays.every((r) => r.result.changed === false)).toBe(true);
    expect(await holds(txn)).toEqual([true]);
    expect(await orderRow(s, txn)).toMatchObject({ paid: false, pay_status: 'cancelled' });
    // Given back, it can be used by another order (cash), and the replays above did not free it again.
    const cash = await couponOrder(ticket, 'cash');
    await notify(txn, p.ref, 'cancelled');
    expect(await ticketRow(ticket)).toMatchObject({ status: 'used', used_txn: cash });
  });

  it('declined (the test card that declines): the coupon goes back', async () => {
    const ticket = await freshCoupon();
    const txn = await couponOrder(ticket);
    const p = await page(txn);
    expect(
      await decide(txn, { decision: 'approve', ref: p.ref, ...VISA, cardNumber: '4000 0000 0000 0002' }),
    ).toContain('result=declined');
    expect(await ticketRow(ticket)).toMatchObject({ status: 'held', used_txn: null });
  });

  it('a retry after a cancel takes the coupon again; approved keeps it; a late cancel changes nothing', async () => {
    const ticket = await freshCoupon();
    const txn = await couponOrder(ticket);
    await decide(txn, { decision: 'cancel', ref: (await page(txn)).ref });
    expect((await ticketRow(ticket)).status).toBe('held');
    const p2 = await page(txn);
    expect(await ticketRow(ticket)).toMatchObject({ status: 'used', used_txn: txn, discount_cents: 500 });
    expect(await decide(txn, { decision: 'approve', ref: p2.ref, ...VISA })).toContain('result=approved');
    expect(await notify(txn, p2.ref, 'cancelled')).toMatchObject({ result: { changed: false } });
    expect(await ticketRow(ticket)).toMatchObject({ status: 'used', used_txn: txn });
    expect(await holds(txn)).toEqual([false]);
    expect(await orderRow(s, txn)).toMatchObject({ paid: true });
  });

  it('a retry when the coupon was used by another order meanwhile takes nothing and opens no attempt (409)', async () => {
    const ticket = await freshCoupon();
    const txn = await couponOrder(ticket);
    await decide(txn, { decision: 'cancel', ref: (await page(txn)).ref });
    const other = await couponOrder(ticket, 'cash');
    const r = await page(txn);
    expect(r.status).toBe(409);
    expect(r.text).toContain('coupon or voucher this order used can no longer be used');
    expect(await ticketRow(ticket)).toMatchObject({ status: 'used', used_txn: other });
    expect(
      await s.db.query(`SELECT 1 FROM payment_attempts WHERE transaction_id = $1 AND status = 'pending'`, [txn]),
    ).toHaveLength(0);
    const payOnly = await post(
      s,
      '/api/shop/order/pay/start',
      { transactionId: txn, payment: 'alipay' },
      { identity: CAFE, format: 'b64' },
    );
    expect(payOnly.status).toBe(409);
    expect(payOnly.body.result.code).toBe('coupon.changed');
  });

  it('abandoned: an unpaid online order is given up after the hold and its coupon goes back once; a cash order keeps its own', async () => {
    const online = await freshCoupon();
    const kept = await freshCoupon();
    const txn = await couponOrder(online);
    const cash = await couponOrder(kept, 'cash');
    const later = s.clock.t + GIFT_HOLD_MS + 1;
    expect(await releaseAbandonedHolds(s.db, later, HOSTED_METHODS)).toBeGreaterThanOrEqual(1);
    expect(await releaseAbandonedHolds(s.db, later + 1, HOSTED_METHODS)).toBe(0);
    expect(await ticketRow(online)).toMatchObject({ status: 'held', used_txn: null });
    expect(await ticketRow(kept)).toMatchObject({ status: 'used', used_txn: cash });
    expect(await orderRow(s, txn)).toMatchObject({ pay_status: 'cancelled', paid: false });
  });
});
