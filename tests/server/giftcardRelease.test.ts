// Gift card value of an order paid partly online (issue 5 extras): a declined or cancelled payment gives
// the value back to the cards exactly once (100 replayed callbacks, concurrent ones too), an approved one
// keeps it, a retry takes it again so decline -> retry -> approve charges the card once, a retry whose
// card was spent meanwhile takes nothing and charges nothing, and an unpaid order given up after an
// hour gives the value back. Every movement is a row of gift_card_ledger.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/auth/passwords';
import { GIFT_HOLD_MS } from '../../server/orders/giftcards';
import { releaseAbandonedHolds } from '../../server/orders/holds';
import { HOSTED_METHODS } from '../../server/orders/pricing';
import { signResult } from '../../server/payments/provider';
import { get, post, CAFE, startServer, T0, type TestServer } from './helpers';
import { newKey, orderRow, placeOrder } from './orderHelpers';

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(async () => s.close());

const BREAD = { itemList: [{ pluId: 'banana-bread', quantity: 1 }], orderType: 'takeaway' }; // $8.00
const CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' };
let made = 0;
async function giftCard(balanceCents: number) {
  const num = `7100${String(++made).padStart(12, '0')}`;
  await s.db.query(
    'INSERT INTO gift_cards (card_num, shop_id, code_hash, balance_cents, expires_at, active, created_at) VALUES ($1, $2, $3, $4, NULL, true, $5)',
    [num, 'demo-cafe', await hashPassword('999000'), balanceCents, T0],
  );
  return num;
}
const balance = async (card: string) =>
  Number(
    (await s.db.query<{ b: string }>('SELECT balance_cents AS b FROM gift_cards WHERE card_num = $1', [card]))[0].b,
  );
const ledger = async (txn: string) =>
  (
    await s.db.query<{
      kind: string;
      amount_cents: string;
      reason: string;
      balance_after: string;
      provider_ref: string | null;
    }>(
      'SELECT kind, amount_cents, reason, balance_after, provider_ref FROM gift_card_ledger WHERE transaction_id = $1 ORDER BY id',
      [txn],
    )
  ).map((r) => [r.kind, Number(r.amount_cents), r.reason, Number(r.balance_after)]);

/** An order of $8.00 with `giftCents` taken from a fresh card holding `startCents`, the rest paid with `payment`. */
async function giftOrder(startCents: number, payment = 'dps') {
  const num = await giftCard(startCents);
  const giftCards = [{ cardNum: num, code: '999000' }];
  const fee = await post(s, '/api/pos/feeCalc', { cart: BREAD, payment, giftCards }, { identity: CAFE, format: 'b64' });
  const r = await placeOrder(s, {
    idempotencyKey: newKey(),
    cart: BREAD,
    payment,
    expectedTotalCents: fee.body.result.totalCents,
    giftCards,
  });
  if (r.status !== 200) throw new Error(JSON.stringify(r.body));
  return {
    num,
    txn: r.body.result.transactionId as string,
    totalCents: r.body.result.totalCents as number,
    payUrl: r.body.result.payUrl as string,
  };
}
async function page(txn: string) {
  const r = await get(s, `/sandbox/pay/${txn}`);
  return { ...r, ref: /name="ref" value="([^"]+)"/.exec(r.text)?.[1] ?? '' };
}
async function decide(txn: string, form: Record<string, string>) {
  const res = await s.app.inject({
    method: 'POST',
    url: `/sandbox/pay/${txn}/decide`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
  });
  return { status: res.statusCode, location: String(res.headers.location ?? '') };
}
async function notify(body: Record<string, unknown>) {
  const res = await s.app.inject({
    method: 'POST',
    url: '/api/payments/notify',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
  return { status: res.statusCode, body: res.json() as Record<string, any> };
}
const signed = (n: { transactionId: string; amountCents: number; result: string; providerRef: string }) => ({
  ...n,
  signature: signResult(n),
});

describe('gift card value when the online payment does not complete', () => {
  it('declined: the value goes back to the card, recorded in the ledger', async () => {
    const o = await giftOrder(300);
    expect(await balance(o.num)).toBe(0);
    const p = await page(o.txn);
    const d = await decide(o.txn, { decision: 'approve', ref: p.ref, ...CARD, cardNumber: '4000 0000 0000 0002' });
    expect(d.location).toContain('result=declined');
    expect(await balance(o.num)).toBe(300);
    expect(await orderRow(s, o.txn)).toMatchObject({ paid: false, pay_status: 'failed' });
    expect(await ledger(o.txn)).toEqual([
      ['take', 300, 'order', 0],
      ['release', 300, 'declined', 300],
    ]);
    const prov = await s.db.query<{ provider_ref: string | null }>(
      `SELECT provider_ref FROM gift_card_ledger WHERE transaction_id = $1 AND kind = 'release'`,
      [o.txn],
    );
    expect(prov[0].provider_ref).toBe(p.ref);
  });

  it('cancelled (QR): the value goes back to the card', async () => {
    const o = await giftOrder(500, 'alipay');
    expect(await balance(o.num)).toBe(0);
    const p = await page(o.txn);
    const d = await decide(o.txn, { decision: 'cancel', ref: p.ref });
    expect(d.location).toContain('result=cancelled');
    expect(await balance(o.num)).toBe(500);
    expect(await orderRow(s, o.txn)).toMatchObject({ paid: false, pay_status: 'cancelled', sent: false });
    expect(await ledger(o.txn)).toEqual([
      ['take', 500, 'order', 0],
      ['release', 500, 'cancelled', 500],
    ]);
  });

  it('a cancel notification replayed 100 times (concurrently) gives the value back once', async () => {
    const o = await giftOrder(700);
    const { ref } = await page(o.txn);
    const body = signed({ transactionId: o.txn, amountCents: o.totalCents, result: 'cancelled', providerRef: ref });
    const res = await Promise.all(Array.from({ length: 100 }, () => notify(body)));
    expect(res.every((r) => r.status === 200)).toBe(true);
    expect(res.filter((r) => r.body.result.changed).length).toBe(1);
    // and 20 more one after another, plus a late "declined" for the same attempt
    for (let i = 0; i < 20; i++) await notify(body);
    expect(
      (await notify(signed({ transactionId: o.txn, amountCents: o.totalCents, result: 'declined', providerRef: ref })))
        .body.result.changed,
    ).toBe(false);
    expect(await balance(o.num)).toBe(700);
    expect((await ledger(o.txn)).filter((l) => l[0] === 'release')).toHaveLength(1);
  });

  it('approved: the card keeps what the order took; a late cancel changes nothing', async () => {
    const o = await giftOrder(300);
    const p = await page(o.txn);
    expect((await decide(o.txn, { decision: 'approve', ref: p.ref, ...CARD })).location).toContain('result=approved');
    expect(await balance(o.num)).toBe(0);
    expect(await orderRow(s, o.txn)).toMatchObject({ paid: true, pay_status: 'paid' });
    await notify(signed({ transactionId: o.txn, amountCents: o.totalCents, result: 'cancelled', providerRef: p.ref }));
    expect(await balance(o.num)).toBe(0);
    expect(await ledger(o.txn)).toEqual([['take', 300, 'order', 0]]);
  });

  it('decline -> retry -> approve: the retry takes the value again; the card is charged once, the rest paid once', async () => {
    const o = await giftOrder(300);
    const p1 = await page(o.txn);
    await decide(o.txn, { decision: 'decline', ref: p1.ref });
    expect(await balance(o.num)).toBe(300);
    const p2 = await page(o.txn); // the retry: a new attempt holds the value again
    expect(p2.status).toBe(200);
    expect(p2.ref).not.toBe(p1.ref);
    expect(await balance(o.num)).toBe(0);
    expect((await page(o.txn)).ref).toBe(p2.ref); // opening the page again takes nothing more
    expect(await balance(o.num)).toBe(0);
    expect((await decide(o.txn, { decision: 'approve', ref: p2.ref, ...CARD })).location).toContain('result=approved');
    expect(await balance(o.num)).toBe(0);
    const attempts = await s.db.query<{ status: string; amount_cents: string }>(
      'SELECT status, amount_cents FROM payment_attempts WHERE transaction_id = $1 ORDER BY created_at, status',
      [o.txn],
    );
    expect(attempts.filter((a) => a.status === 'approved').map((a) => Number(a.amount_cents))).toEqual([o.totalCents]); // the rest charged once
    expect(await ledger(o.txn)).toEqual([
      ['take', 300, 'order', 0],
      ['release', 300, 'declined', 300],
      ['take', 300, 'retry', 0],
    ]);
    const net = (await ledger(o.txn)).reduce((a, l) => a + (l[0] === 'take' ? Number(l[1]) : -Number(l[1])), 0);
    expect(net).toBe(300);
  });

  it('a retry after the card was spent elsewhere takes nothing, opens no attempt and sends the customer back', async () => {
    const o = await giftOrder(300);
    const p1 = await page(o.txn);
    await decide(o.txn, { decision: 'cancel', ref: p1.ref });
    expect(await balance(o.num)).toBe(300);
    await s.db.query('UPDATE gift_cards SET balance_cents = 100 WHERE card_num = $1', [o.num]); // spent elsewhere
    const p2 = await page(o.txn);
    expect(p2.status).toBe(409);
    expect(p2.text).toContain('no longer has the value');
    expect(p2.text).toContain(`/txn/${o.txn}?result=cancelled`);
    expect(await balance(o.num)).toBe(100);
    const pending = await s.db.query(
      `SELECT 1 FROM payment_attempts WHERE transaction_id = $1 AND status = 'pending'`,
      [o.txn],
    );
    expect(pending).toHaveLength(0);
    const zh = await get(s, `/sandbox/pay/${o.txn}?lang=zh-hans`);
    expect(zh.text).toContain('礼品卡余额已变化');
  });

  it('an unpaid online order given up after an hour gives the value back; a late approval changes nothing', async () => {
    const o = await giftOrder(200);
    const p = await page(o.txn); // the customer opened the page and left
    const cash = await giftCard(200);
    const giftCards = [{ cardNum: cash, code: '999000' }];
    const fee = await post(
      s,
      '/api/pos/feeCalc',
      { cart: BREAD, payment: 'cash', giftCards },
      { identity: CAFE, format: 'b64' },
    );
    const cashOrder = await placeOrder(s, {
      idempotencyKey: newKey(),
      cart: BREAD,
      payment: 'cash',
      expectedTotalCents: fee.body.result.totalCents,
      giftCards,
    });
    expect(cashOrder.status).toBe(200);
    expect(await releaseAbandonedHolds(s.db, T0 + GIFT_HOLD_MS - 1, HOSTED_METHODS)).toBe(0);
    expect(await balance(o.num)).toBe(0);
    expect(await releaseAbandonedHolds(s.db, T0 + GIFT_HOLD_MS + 1, HOSTED_METHODS)).toBeGreaterThanOrEqual(1);
    expect(await balance(o.num)).toBe(200);
    expect(await balance(cash)).toBe(0); // a cash order is paid at the counter: it keeps its value
    expect(await orderRow(s, o.txn)).toMatchObject({ paid: false, pay_status: 'cancelled' });
    expect((await ledger(o.txn)).at(-1)).toEqual(['release', 200, 'abandoned', 200]);
    const late = await notify(
      signed({ transactionId: o.txn, amountCents: o.totalCents, result: 'approved', providerRef: p.ref }),
    );
    expect(late.body.result).toMatchObject({ changed: false, paid: false });
    expect(await releaseAbandonedHolds(s.db, T0 + GIFT_HOLD_MS + 2, HOSTED_METHODS)).toBe(0); // once
    expect(await balance(o.num)).toBe(200);
  });

  it('the order call replayed after a cancel answers the same order; paying it then takes the value again', async () => {
    const num = await giftCard(300);
    const body = {
      idempotencyKey: newKey(),
      cart: BREAD,
      payment: 'dps',
      expectedTotalCents: 508,
      giftCards: [{ cardNum: num, code: '999000', amountCents: 300 }],
    };
    const first = await placeOrder(s, body);
    expect(first.status).toBe(200);
    const txn = first.body.result.transactionId as string;
    await decide(txn, { decision: 'cancel', ref: (await page(txn)).ref });
    expect(await balance(num)).toBe(300);
    const again = await placeOrder(s, body); // back at checkout, same attempt: same order, nothing taken
    expect(again.body).toEqual(first.body);
    expect(await balance(num)).toBe(300);
    const p = await page(txn);
    expect(await balance(num)).toBe(0);
    await decide(txn, { decision: 'approve', ref: p.ref, ...CARD });
    expect(await orderRow(s, txn)).toMatchObject({ paid: true });
    expect(await balance(num)).toBe(0);
  });

  it('paying the bill later (pay-only, another method) takes the released value again; a spent card refuses with giftcard.changed', async () => {
    const o = await giftOrder(300);
    await decide(o.txn, { decision: 'cancel', ref: (await page(o.txn)).ref });
    expect(await balance(o.num)).toBe(300);
    const start = (payment: string) =>
      post(s, '/api/shop/order/pay/start', { transactionId: o.txn, payment }, { identity: CAFE, format: 'b64' });
    const r = await start('alipay');
    expect(r.status).toBe(200);
    expect(await balance(o.num)).toBe(0);
    expect((await ledger(o.txn)).at(-1)).toEqual(['take', 300, 'retry', 0]);
    const again = await start('paypal'); // another method: the waiting attempt is replaced, the value stays held
    expect(again.status).toBe(200);
    expect(await balance(o.num)).toBe(0);
    expect((await ledger(o.txn)).filter((l) => l[0] === 'take')).toHaveLength(2);

    const o2 = await giftOrder(300);
    await decide(o2.txn, { decision: 'cancel', ref: (await page(o2.txn)).ref });
    await s.db.query('UPDATE gift_cards SET balance_cents = 0 WHERE card_num = $1', [o2.num]);
    const refused = await post(
      s,
      '/api/shop/order/pay/start',
      { transactionId: o2.txn, payment: 'alipay' },
      { identity: CAFE, format: 'b64' },
    );
    expect(refused.status).toBe(409);
    expect(refused.body.result.code).toBe('giftcard.changed');
    expect(
      await s.db.query(`SELECT 1 FROM payment_attempts WHERE transaction_id = $1 AND status = 'pending'`, [o2.txn]),
    ).toHaveLength(0);
    expect(await balance(o2.num)).toBe(0);
  });
});
