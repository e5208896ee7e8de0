// Redeemed points of an order paid online (orders/points.ts, orders/holds.ts, migration 011): a
// declined, cancelled or abandoned payment gives the points back to the member card exactly once
// (replayed and concurrent callbacks, a repeated cancel), a retry takes them again, an approved
// payment keeps them; the card's balance and points_ledger always agree.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GIFT_HOLD_MS } from '../../server/orders/giftcards';
import { releaseAbandonedHolds } from '../../server/orders/holds';
import { HOSTED_METHODS } from '../../server/orders/pricing';
import { ALICE, CAFE, login, post, startServer, type TestServer } from './helpers';
import { newKey, orderRow, placeOrder } from './orderHelpers';
import { payDecide, payNotify, payPage } from './sandboxHelpers';

let s: TestServer;
let alice = '';
const CARD_NUM = 'M10000001'; // Alice's demo-cafe card
const USED = 6000; // 60 points (x100) redeemed = $6.00 off
const BREAD = { itemList: [{ pluId: 'banana-bread', quantity: 1 }], orderType: 'takeaway', redeemPoints: 60 }; // $8.00
const VISA = { cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' };

beforeAll(async () => {
  s = await startServer();
  const admin = (await login(s, { userName: 'admin@example.com', password: 'Admin1234!' })).token;
  // Earning is off here (pointsPerDollar 0): these tests follow redeemed points only (earning: tests/server/wallet*.test.ts).
  await post(
    s,
    '/pro/lot/config/update',
    {
      shop: 'demo-cafe',
      settings: { memberPoints: { state: 1, minimumPoints: 50, pointsPerDollarWhenRedeem: 10, pointsPerDollar: 0 } },
    },
    { token: admin, format: 'plain' },
  );
  alice = (await login(s, ALICE)).token;
});
afterAll(async () => s.close());

const points = async () =>
  Number(
    (await s.db.query<{ p: string }>('SELECT points_cents AS p FROM member_cards WHERE card_num = $1', [CARD_NUM]))[0]
      .p,
  );
const ledger = async (txn: string) =>
  (
    await s.db.query<{ kind: string; points_cents: string; reason: string; balance_after: string }>(
      'SELECT kind, points_cents, reason, balance_after FROM points_ledger WHERE transaction_id = $1 ORDER BY id',
      [txn],
    )
  ).map((r) => [r.kind, Number(r.points_cents), r.reason, Number(r.balance_after)]);

let start = 0;
beforeEach(async () => {
  start = await points();
});

async function pointsOrder(payment = 'dps') {
  const fee = await post(
    s,
    '/api/pos/feeCalc',
    { cart: BREAD, payment },
    { identity: CAFE, format: 'b64', token: alice },
  );
  expect(fee.body.result.cart.redeemedPoints).toBe(60);
  const r = await placeOrder(
    s,
    { idempotencyKey: newKey(), cart: BREAD, payment, expectedTotalCents: fee.body.result.totalCents },
    { token: alice },
  );
  if (r.status !== 200) throw new Error(JSON.stringify(r.body));
  return r.body.result.transactionId as string;
}
const page = (txn: string) => payPage(s, txn);
const decide = (txn: string, form: Record<string, string>) => payDecide(s, txn, form);
const notify = (txn: string, ref: string, result: string) => payNotify(s, txn, ref, result);

describe('redeemed points when the online payment does not complete', () => {
  it('cancelled: the points go back once, even with replayed and concurrent callbacks and a repeated cancel', async () => {
    const txn = await pointsOrder();
    expect(await points()).toBe(start - USED);
    const p = await page(txn);
    expect(await decide(txn, { decision: 'cancel', ref: p.ref })).toContain('result=cancelled');
    expect(await points()).toBe(start);
    expect(await decide(txn, { decision: 'cancel', ref: p.ref })).toContain('result=cancelled'); // a second click
    const replays = await Promise.all(
      Array.from({ length: 20 }, (_, i) => notify(txn, p.ref, i % 2 ? 'cancelled' : 'declined')),
    );
    expect(replays.every((r) => r.result.changed === false)).toBe(true);
    expect(await points()).toBe(start);
    expect(await ledger(txn)).toEqual([
      ['take', USED, 'order', start - USED],
      ['release', USED, 'cancelled', start],
    ]);
    expect(await orderRow(s, txn)).toMatchObject({ paid: false, pay_status: 'cancelled' });
  });

  it('declined (the test card that declines): the points go back once', async () => {
    const txn = await pointsOrder();
    const p = await page(txn);
    expect(
      await decide(txn, { decision: 'approve', ref: p.ref, ...VISA, cardNumber: '4000 0000 0000 0002' }),
    ).toContain('result=declined');
    await notify(txn, p.ref, 'declined');
    expect(await points()).toBe(start);
    expect((await ledger(txn)).map((l) => l[2])).toEqual(['order', 'declined']);
  });

  it('retry after a cancel takes the points again; approved keeps them; a late cancel changes nothing', async () => {
    const txn = await pointsOrder();
    await decide(txn, { decision: 'cancel', ref: (await page(txn)).ref });
    expect(await points()).toBe(start);
    const p2 = await page(txn); // the customer tries again
    expect(await points()).toBe(start - USED);
    expect(await decide(txn, { decision: 'approve', ref: p2.ref, ...VISA })).toContain('result=approved');
    expect(await notify(txn, p2.ref, 'cancelled')).toMatchObject({ result: { changed: false } });
    expect(await points()).toBe(start - USED);
    expect(await ledger(txn)).toEqual([
      ['take', USED, 'order', start - USED],
      ['release', USED, 'cancelled', start],
      ['take', USED, 'retry', start - USED],
    ]);
    expect(await orderRow(s, txn)).toMatchObject({ paid: true });
  });

  it('paying the bill later from the pay-only screens (another method) takes the points again, once', async () => {
    const txn = await pointsOrder();
    await decide(txn, { decision: 'cancel', ref: (await page(txn)).ref });
    expect(await points()).toBe(start);
    const payOnly = (payment: string) =>
      post(s, '/api/shop/order/pay/start', { transactionId: txn, payment }, { identity: CAFE, format: 'b64' });
    expect((await payOnly('alipay')).status).toBe(200);
    expect(await points()).toBe(start - USED);
    expect((await payOnly('paypal')).status).toBe(200); // switching method keeps the hold: nothing taken twice
    expect(await points()).toBe(start - USED);
    expect((await ledger(txn)).map((l) => `${l[0]}:${l[2]}`)).toEqual([
      'take:order',
      'release:cancelled',
      'take:retry',
    ]);
    const waiting = (
      await s.db.query<{ provider_ref: string }>(
        `SELECT provider_ref FROM payment_attempts WHERE transaction_id = $1 AND status = 'pending'`,
        [txn],
      )
    )[0];
    expect(await notify(txn, waiting.provider_ref, 'approved')).toMatchObject({ result: { changed: true } });
    expect(await points()).toBe(start - USED);
  });

  it('approved at once keeps the points; the ledger has the one take', async () => {
    const txn = await pointsOrder();
    const p = await page(txn);
    await decide(txn, { decision: 'approve', ref: p.ref, ...VISA });
    expect(await notify(txn, p.ref, 'declined')).toMatchObject({ result: { changed: false } });
    expect(await points()).toBe(start - USED);
    expect(await ledger(txn)).toEqual([['take', USED, 'order', start - USED]]);
  });

  it('abandoned: an unpaid online order is given up after the hold and its points go back once; cash orders keep theirs', async () => {
    const txn = await pointsOrder();
    const cash = await pointsOrder('cash');
    expect(await points()).toBe(start - 2 * USED);
    const later = s.clock.t + GIFT_HOLD_MS + 1;
    expect(await releaseAbandonedHolds(s.db, later, HOSTED_METHODS)).toBe(1);
    expect(await releaseAbandonedHolds(s.db, later + 1, HOSTED_METHODS)).toBe(0);
    expect(await points()).toBe(start - USED);
    expect((await ledger(txn)).map((l) => l[2])).toEqual(['order', 'abandoned']);
    expect(await ledger(cash)).toEqual([['take', USED, 'order', start - 2 * USED]]);
    expect(await orderRow(s, txn)).toMatchObject({ pay_status: 'cancelled', paid: false });
  });

  it('a retry when the points were spent meanwhile takes nothing and opens no attempt (409)', async () => {
    const txn = await pointsOrder();
    await decide(txn, { decision: 'cancel', ref: (await page(txn)).ref });
    await s.db.query('UPDATE member_cards SET points_cents = 100 WHERE card_num = $1', [CARD_NUM]);
    const r = await page(txn);
    expect(r.status).toBe(409);
    expect(r.text).toContain('points this order used are no longer on your member card');
    expect(await points()).toBe(100);
    expect(
      await s.db.query(`SELECT 1 FROM payment_attempts WHERE transaction_id = $1 AND status = 'pending'`, [txn]),
    ).toHaveLength(0);
    expect((await ledger(txn)).map((l) => l[0])).toEqual(['take', 'release']);
    const payOnly = await post(
      s,
      '/api/shop/order/pay/start',
      { transactionId: txn, payment: 'alipay' },
      { identity: CAFE, format: 'b64' },
    );
    expect(payOnly.status).toBe(409);
    expect(payOnly.body.result.code).toBe('points.changed');
    await s.db.query('UPDATE member_cards SET points_cents = $2 WHERE card_num = $1', [CARD_NUM, start]);
  });
});
