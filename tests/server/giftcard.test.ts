// Gift cards at checkout (issue 5 extras): the check call (code hashed, wrong codes counted, lock after
// 5 from one address: tests/server/giftcardLimits.test.ts has the limits across addresses), other venue / expired / inactive refused, feeCalc and the order call take the cards through
// calculateCart, the value leaves every card in the order's transaction (never below zero, also under
// 20 concurrent orders), a replayed key takes nothing more, and cards covering everything pay the order.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/auth/passwords';
import { Refusal } from '../../server/orders/idempotency';
import { settleGiftCards } from '../../server/orders/giftcards';
import type { Priced } from '../../server/orders/pricing';
import { DEMO_GIFT_CARDS } from '../../server/seed/giftcards';
import { CAFE, post, startServer, T0, type TestServer } from './helpers';
import { feeCalc, newKey, orderCount, orderRow, placeOrder } from './orderHelpers';

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(async () => s.close());

const BREAD = { itemList: [{ pluId: 'banana-bread', quantity: 1 }], orderType: 'takeaway' }; // $8.00
const BREADS = (n: number) => ({ itemList: [{ pluId: 'banana-bread', quantity: n }], orderType: 'takeaway' });
const STORE = { shopKey: 'key-demo-store', siteId: 'site-store' };

const check = (cardNum: string, code: string, identity = CAFE) =>
  post(s, '/api/giftcard/check', { cardNum, code }, { identity, format: 'b64' });
const balance = async (card: string) =>
  Number(
    (await s.db.query<{ b: string }>('SELECT balance_cents AS b FROM gift_cards WHERE card_num = $1', [card]))[0].b,
  );
const uses = async (card: string) =>
  s.db.query<{ transaction_id: string; amount_cents: string }>(
    'SELECT transaction_id, amount_cents FROM gift_card_uses WHERE card_num = $1',
    [card],
  );
let made = 0;
/** A fresh card of demo-cafe for one test. */
async function card(
  balanceCents: number,
  o: { code?: string; shop?: string; expiresAt?: number | null; active?: boolean } = {},
) {
  const num = `7000${String(++made).padStart(12, '0')}`;
  await s.db.query(
    'INSERT INTO gift_cards (card_num, shop_id, code_hash, balance_cents, expires_at, active, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)',
    [
      num,
      o.shop ?? 'demo-cafe',
      await hashPassword(o.code ?? '999000'),
      balanceCents,
      o.expiresAt ?? null,
      o.active ?? true,
      T0,
    ],
  );
  return num;
}
const fee = (cart: unknown, payment: string, giftCards: unknown[], identity = CAFE) =>
  post(s, '/api/pos/feeCalc', { cart, payment, giftCards }, { identity, format: 'b64' });

describe('gift card check call', () => {
  it('the seeded cards keep only a scrypt hash of their code', async () => {
    const rows = await s.db.query<{ card_num: string; code_hash: string; shop_id: string }>(
      'SELECT card_num, code_hash, shop_id FROM gift_cards WHERE card_num LIKE $1',
      ['6000%'],
    );
    expect(rows.map((r) => r.card_num).sort()).toEqual(DEMO_GIFT_CARDS.map((c) => c.cardNum).sort());
    for (const r of rows) {
      expect(r.code_hash).toMatch(/^scrypt\$/);
      expect(r.code_hash).not.toContain(DEMO_GIFT_CARDS.find((c) => c.cardNum === r.card_num)!.code);
    }
    expect(new Set(rows.map((r) => r.shop_id))).toEqual(new Set(['demo-cafe', 'demo-store']));
  });

  it('the right number and code answer the balance (spaces and dashes in the number are fine)', async () => {
    const r = await check('6000 1000-0000 0001', '135790');
    expect(r.status).toBe(200);
    expect(r.body.success).toBe(true);
    expect(r.body.result).toMatchObject({ rtn: 1, cardNum: '6000100000000001', balanceCents: 1000 });
  });

  it('an unknown number and a wrong code get the same answer; wrong codes count down', async () => {
    const unknown = await check('6000999999999999', '135790');
    expect(unknown.body.success).toBe(false);
    const num = await card(1000, { code: '111111' });
    const w = await check(num, '000000');
    expect(w.body.success).toBe(false);
    expect(w.body.result.code).toBe('giftcard.wrong-code');
    expect(w.body.dispMsg).toMatch(/^The gift card number or code is wrong\. 4 tries left/);
    expect(unknown.body).toEqual(w.body);
  });

  it('5 wrong codes lock the card on that address for 15 minutes, even for the right code; then it works again', async () => {
    const num = await card(1000, { code: '222222' });
    for (let i = 0; i < 4; i++) expect((await check(num, '000000')).body.result.code).toBe('giftcard.wrong-code');
    const fifth = await check(num, '000000');
    expect(fifth.body.result.code).toBe('giftcard.locked');
    expect(fifth.body.dispMsg).toMatch(/locked on this device for 15 minutes/);
    const right = await check(num, '222222');
    expect(right.body.result.code).toBe('giftcard.locked');
    expect(right.body.dispMsg).toMatch(/locked on this device for 15 minutes/);
    s.clock.t += 15 * 60_000 + 1;
    try {
      const again = await check(num, '222222');
      expect(again.body.result).toMatchObject({ rtn: 1, balanceCents: 1000 });
    } finally {
      s.clock.t = T0;
    }
  });

  it('a right code resets the count of wrong ones', async () => {
    const num = await card(1000, { code: '333333' });
    for (let i = 0; i < 3; i++) await check(num, '000000');
    expect((await check(num, '333333')).body.success).toBe(true);
    expect((await check(num, '000000')).body.dispMsg).toMatch(/4 tries left/);
  });

  it('a card of another venue, an expired and an inactive card are refused with a clear message', async () => {
    const other = await check('6000200000000001', '102030'); // a demo-store card at demo-cafe
    expect(other.body.result.code).toBe('giftcard.other-venue');
    expect(other.body.dispMsg).toBe('This gift card belongs to another venue and cannot be used here.');
    expect((await check('6000200000000001', '102030', STORE)).body.result).toMatchObject({
      rtn: 1,
      balanceCents: 3000,
    });
    const expired = await check('6000100000000004', '445566');
    expect(expired.body.result.code).toBe('giftcard.expired');
    expect(expired.body.dispMsg).toBe('This gift card has expired.');
    const inactive = await check('6000100000000005', '778899');
    expect(inactive.body.result.code).toBe('giftcard.inactive');
    expect(inactive.body.dispMsg).toBe('This gift card is not active.');
  });

  it('a card with nothing left is refused', async () => {
    const num = await card(0);
    expect((await check(num, '999000')).body.result.code).toBe('giftcard.empty');
  });

  it('a malformed check is a 400', async () => {
    expect(
      (await post(s, '/api/giftcard/check', { cardNum: '12', code: '1' }, { identity: CAFE, format: 'b64' })).status,
    ).toBe(400);
    expect(
      (await post(s, '/api/giftcard/check', { cardNum: '6000100000000001' }, { identity: CAFE, format: 'b64' })).status,
    ).toBe(400);
  });
});

describe('gift cards in feeCalc and the order call', () => {
  it('feeCalc takes min(balance, due) off: partly covered, the rest is due', async () => {
    const num = await card(500);
    const r = await fee(BREAD, 'cash', [{ cardNum: num, code: '999000' }]);
    expect(r.body.result.blocked).toEqual([]);
    expect(r.body.result.cart.giftCardAmount).toBe(500);
    expect(r.body.result.cart.giftCards).toEqual([{ cardNum: num, amount: 500 }]);
    expect(r.body.result.totalCents).toBe(300);
    const big = await card(5000);
    const all = await fee(BREAD, 'cash', [{ cardNum: big, code: '999000' }]);
    expect(all.body.result.cart.giftCardAmount).toBe(800);
    expect(all.body.result.cart.giftCards).toEqual([{ cardNum: big, amount: 800 }]);
    expect(all.body.result.totalCents).toBe(0);
  });

  it('several cards are used in their order up to the amount due; amountCents caps a card', async () => {
    const a = await card(300);
    const b = await card(1000);
    const c = await card(1000);
    const r = await fee(BREAD, 'cash', [
      { cardNum: a, code: '999000' },
      { cardNum: b, code: '999000', amountCents: 200 },
      { cardNum: c, code: '999000' },
    ]);
    expect(r.body.result.cart.giftCards).toEqual([
      { cardNum: a, amount: 300 },
      { cardNum: b, amount: 200 },
      { cardNum: c, amount: 300 },
    ]);
    expect(r.body.result.totalCents).toBe(0);
    const dup = await fee(BREAD, 'cash', [
      { cardNum: a, code: '999000' },
      { cardNum: a, code: '999000' },
    ]);
    expect(dup.body.result.blocked.map((x: { code: string }) => x.code)).toEqual(['giftcard.duplicate']);
  });

  it('a partly covering card, then cash: placed unpaid for the rest, the card loses exactly what it gave', async () => {
    const num = await card(500);
    const f = await fee(BREAD, 'cash', [{ cardNum: num, code: '999000' }]);
    const r = await placeOrder(s, {
      idempotencyKey: newKey(),
      cart: BREAD,
      payment: 'cash',
      expectedTotalCents: f.body.result.totalCents,
      giftCards: [{ cardNum: num, code: '999000', amountCents: 500 }],
    });
    expect(r.status).toBe(200);
    expect(r.body.result).toMatchObject({ paid: false, payment: 'cash', totalCents: 300, giftCardCents: 500 });
    expect(await balance(num)).toBe(0);
    const row = await orderRow(s, r.body.result.transactionId);
    expect(Number(row.total_cents)).toBe(300);
    expect(row.paid).toBe(false);
    expect(row.cart.giftCards).toEqual([{ cardNum: num, amount: 500 }]);
    expect(JSON.stringify(row.cart)).not.toContain('999000');
    expect((await uses(num)).map((u) => [u.transaction_id, Number(u.amount_cents)])).toEqual([
      [r.body.result.transactionId, 500],
    ]);
  });

  it('a partly covering card, then the card page: the page charges only the rest', async () => {
    const num = await card(300);
    const f = await fee(BREAD, 'dps', [{ cardNum: num, code: '999000' }]);
    const r = await placeOrder(s, {
      idempotencyKey: newKey(),
      cart: BREAD,
      payment: 'dps',
      expectedTotalCents: f.body.result.totalCents,
      giftCards: [{ cardNum: num, code: '999000' }],
    });
    // The card surcharge applies to the rest only ($5.00 + 1.5 %).
    expect(r.body.result).toMatchObject({ paid: false, totalCents: 508 });
    expect(f.body.result.cart.surchargeAmount).toBe(8);
    expect(r.body.result.payUrl).toBe(`/sandbox/pay/${r.body.result.transactionId}`);
    const page = await s.app.inject({ method: 'GET', url: r.body.result.payUrl });
    expect(page.body).toContain('5.08');
  });

  it('cards covering the whole order pay it: no payment page, sent to the kitchen', async () => {
    const num = await card(5000);
    const f = await fee(BREAD, 'dps', [{ cardNum: num, code: '999000' }]);
    expect(f.body.result.totalCents).toBe(0);
    const r = await placeOrder(s, {
      idempotencyKey: newKey(),
      cart: BREAD,
      payment: 'dps',
      expectedTotalCents: 0,
      giftCards: [{ cardNum: num, code: '999000' }],
    });
    expect(r.status).toBe(200);
    expect(r.body.result).toMatchObject({ paid: true, totalCents: 0, giftCardCents: 800 });
    expect(r.body.result.payUrl).toBeUndefined();
    const row = await orderRow(s, r.body.result.transactionId);
    expect(row).toMatchObject({ paid: true, pay_status: 'paid', sent: true });
    expect(Number(row.paid_at)).toBe(T0);
    expect(await balance(num)).toBe(4200);
  });

  it('a replayed key answers the same and takes nothing more', async () => {
    const num = await card(5000);
    const body = {
      idempotencyKey: newKey(),
      cart: BREAD,
      payment: 'cash',
      expectedTotalCents: 0,
      giftCards: [{ cardNum: num, code: '999000' }],
    };
    const first = await placeOrder(s, body);
    const n = await orderCount(s);
    const again = await placeOrder(s, body);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await orderCount(s)).toBe(n);
    expect(await balance(num)).toBe(4200);
    expect(await uses(num)).toHaveLength(1);
  });

  it("a wrong code, another venue's, an expired or inactive card block the order and nothing is written; the wrong code counts", async () => {
    const num = await card(5000, { code: '444444' });
    const n = await orderCount(s);
    const wrong = await placeOrder(s, {
      idempotencyKey: newKey(),
      cart: BREAD,
      payment: 'cash',
      expectedTotalCents: 0,
      giftCards: [{ cardNum: num, code: '000000' }],
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.result.code).toBe('checkout.blocked');
    expect(wrong.body.result.blocked[0].code).toBe('giftcard.wrong-code');
    expect(wrong.body.dispMsg).toMatch(/^Gift card 7000\*+\d{3}: The gift card number or code is wrong\. 4 tries left/);
    expect((await check(num, '000000')).body.dispMsg).toMatch(/3 tries left/);
    for (const [cardNum, code, want] of [
      ['6000200000000001', '102030', 'giftcard.other-venue'],
      ['6000100000000004', '445566', 'giftcard.expired'],
      ['6000100000000005', '778899', 'giftcard.inactive'],
    ]) {
      const r = await placeOrder(s, {
        idempotencyKey: newKey(),
        cart: BREAD,
        payment: 'cash',
        expectedTotalCents: 0,
        giftCards: [{ cardNum, code }],
      });
      expect(r.status).toBe(422);
      expect(r.body.result.blocked.map((b: { code: string }) => b.code)).toContain(want);
    }
    expect(await orderCount(s)).toBe(n);
    expect(await balance(num)).toBe(5000);
    expect(await balance('6000200000000001')).toBe(3000);
  });

  it('the deduction is conditional: a card that no longer has the amount rolls the order back', async () => {
    const num = await card(100);
    const p = {
      cart: { giftCards: [{ cardNum: num, amount: 500 }], giftCardAmount: 500 },
      totalCents: 0,
    } as unknown as Priced;
    await expect(s.db.tx(async (tx) => settleGiftCards(tx, 'txn_none', p, {}, T0))).rejects.toBeInstanceOf(Refusal);
    expect(await balance(num)).toBe(100);
  });

  it('a card whose balance dropped after feeCalc: the order total no longer matches and nothing is taken', async () => {
    const num = await card(500);
    const f = await fee(BREAD, 'cash', [{ cardNum: num, code: '999000' }]);
    await s.db.query('UPDATE gift_cards SET balance_cents = 200 WHERE card_num = $1', [num]);
    const r = await placeOrder(s, {
      idempotencyKey: newKey(),
      cart: BREAD,
      payment: 'cash',
      expectedTotalCents: f.body.result.totalCents,
      giftCards: [{ cardNum: num, code: '999000' }],
    });
    expect(r.status).toBe(422);
    expect(r.body.result.code).toBe('totals.mismatch');
    expect(r.body.result.totalCents).toBe(600);
    expect(await balance(num)).toBe(200);
  });

  it('20 concurrent orders on one card never take it below zero', async () => {
    const start = 2_000; // $20.00: two $8.00 orders in full, then $4.00 left
    const num = await card(start);
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        placeOrder(s, {
          idempotencyKey: newKey(),
          cart: BREAD,
          payment: 'cash',
          expectedTotalCents: 0,
          giftCards: [{ cardNum: num, code: '999000' }],
        }),
      ),
    );
    const placed = results.filter((r) => r.status === 200);
    expect(placed).toHaveLength(2);
    for (const r of results.filter((x) => x.status !== 200)) {
      expect(r.status).toBe(422);
      expect(['totals.mismatch', 'giftcard.changed', 'checkout.blocked']).toContain(r.body.result.code);
    }
    const left = await balance(num);
    expect(left).toBe(400);
    const taken = (await uses(num)).reduce((a, u) => a + Number(u.amount_cents), 0);
    expect(taken + left).toBe(start);
    // And with orders that each accept what is left (the rest in cash): the card ends at exactly 0.
    const more = await Promise.all(
      Array.from({ length: 8 }, async () => {
        const f = await fee(BREADS(1), 'cash', [{ cardNum: num, code: '999000' }]);
        return placeOrder(s, {
          idempotencyKey: newKey(),
          cart: BREADS(1),
          payment: 'cash',
          expectedTotalCents: f.body.result.totalCents,
          giftCards: [{ cardNum: num, code: '999000' }],
        });
      }),
    );
    expect(more.filter((r) => r.status === 200).length).toBeGreaterThanOrEqual(1);
    expect(await balance(num)).toBe(0);
    const all = (await uses(num)).reduce((a, u) => a + Number(u.amount_cents), 0);
    expect(all).toBe(start);
  });

  it('feeCalc without gift cards is unchanged', async () => {
    const r = await feeCalc(s, BREAD, 'cash');
    expect(r.body.result.totalCents).toBe(800);
    expect(r.body.result.cart.giftCardAmount).toBe(0);
  });
});
