// The wallet calls (issue 16, routes/wallet.ts) on one server: passes, settings and real card-info
// rates, statements from the ledger, top-up through the sandbox page (idempotent callback), points
// earned on paid orders, refunds that give back exactly once, counter consumes never below zero, the
// PIN lock, card actions; and a property: every card's balances equal the sums of its ledgers.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signResult } from '../../server/payments/provider';
import { ALICE, get, login, post, startServer, type TestServer } from './helpers';
import { newKey, order } from './orderHelpers';
import { ALICE_CAFE, BOB_CAFE, cardBalances, ledgerMismatches, pageRef, VISA } from './walletHelpers';

let s: TestServer;
let alice = '';
let bob = '';
let admin = '';
const call = (path: string, payload: Record<string, unknown>, token?: string) =>
  post(s, path, payload, { token, format: 'plain' });
const BREAD = { itemList: [{ pluId: 'banana-bread', quantity: 1 }], orderType: 'takeaway' }; // $8.00

beforeAll(async () => {
  s = await startServer();
  alice = (await login(s, ALICE)).token;
  bob = (await login(s, { userName: '0400000002', password: 'Demo1234!' })).token;
  admin = (await login(s, { userName: 'admin@example.com', password: 'Admin1234!' })).token;
}, 60_000);
afterAll(async () => s.close());

async function topup(amountCents: number, token = alice, card = ALICE_CAFE) {
  const r = await call(
    '/pro/acs/credential/loyalty',
    { action: 'TOPUP', cardNum: card, amountCents, payment: 'dps', idempotencyKey: newKey() },
    token,
  );
  expect(r.body.success).toBe(true);
  return r.body.result as { transactionId: string; payUrl: string; bonusCents: number; chargeCents: number };
}
async function approve(txn: string) {
  const page = await get(s, `/sandbox/pay/${txn}`);
  const ref = pageRef(page.text);
  const res = await s.app.inject({
    method: 'POST',
    url: `/sandbox/pay/${txn}/decide`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ decision: 'approve', ref, ...VISA }).toString(),
  });
  return { ref, location: String(res.headers.location ?? '') };
}

describe('passes, settings and rates', () => {
  it("loadUserValuePass lists the caller's own loyalty and stored-value passes, masked; Bob sees only his", async () => {
    const r = await call('/api/account/loadUserValuePass', {}, alice);
    const passes = r.body.result as {
      kind: string;
      cardNum: string;
      cardNumMasked: string;
      shopId: string;
      points?: number;
      balanceCents?: number;
    }[];
    expect(
      passes
        .filter((p) => p.kind === 'loyalty')
        .map((p) => p.cardNum)
        .sort(),
    ).toEqual(['M10000001', 'M10000002', 'M10000003']);
    expect(
      passes
        .filter((p) => p.kind === 'stored')
        .map((p) => p.cardNum)
        .sort(),
    ).toEqual(['M10000001', 'M10000002']);
    expect(passes[0].cardNumMasked).toBe('M100**001');
    const b = await call('/api/account/loadUserValuePass', {}, bob);
    expect(
      (b.body.result as { cardNum: string }[]).every(
        (p) => p.cardNum.startsWith('M1000000') && !['M10000001', 'M10000002', 'M10000003'].includes(p.cardNum),
      ),
    ).toBe(true);
    expect((await call('/api/account/loadUserValuePass', {})).body.result).toBe('api.not.logged');
  });
  it("getMemberPoints and INFO give demo-cafe's real rates (points on, minimum 10, redeem 10, earn 1)", async () => {
    const m = await call('/lot/set/getMemberPoints', { siteId: 'site-cafe' });
    expect(m.body.result).toMatchObject({
      rtn: 1,
      state: 1,
      minimumPoints: 10,
      pointsPerDollarWhenRedeem: 10,
      pointsPerDollar: 1,
    });
    const off = await call('/lot/set/getMemberPoints', { shop: 'demo-store' });
    expect(off.body.result).toMatchObject({
      state: 0,
      minimumPoints: 10,
      pointsPerDollarWhenRedeem: 10,
      pointsPerDollar: 1,
    });
    const i = await call('/pro/acs/card/action', { action: 'INFO', shop: 'demo-cafe', cardName: 'Member' }, alice);
    expect(i.body.result[0]).toMatchObject({ dollarPointCalc: 1, pointDollarRedeem: 10 });
    const types = await call('/pro/acs/type/listAcsType', { shop: 'demo-cafe' });
    expect(types.body.result).toEqual([expect.objectContaining({ typeId: 1, loyalty: true, storedValue: true })]);
    const promo = await call('/pro/promotion/topup', { shop: 'demo-cafe', amountCents: 5000 });
    expect(promo.body.result).toMatchObject({
      bonusCents: 500,
      tiers: [
        { minCents: 10000, bonusCents: 1500 },
        { minCents: 5000, bonusCents: 500 },
      ],
    });
  });
});

describe('top-up through the sandbox page', () => {
  it('credits the card once; 100 replayed callbacks change nothing; the browser returns to the top-up success route', async () => {
    const before = await cardBalances(s.db, ALICE_CAFE);
    const t = await topup(2000);
    expect(t.payUrl).toBe(`/sandbox/pay/${t.transactionId}`);
    const { ref, location } = await approve(t.transactionId);
    expect(location).toBe(`/callback/demo-cafe/payment/dps/requirement/topup/txn/${t.transactionId}?result=approved`);
    expect((await cardBalances(s.db, ALICE_CAFE)).value).toBe(before.value + 2000);
    const n = { transactionId: t.transactionId, amountCents: t.chargeCents, result: 'approved', providerRef: ref };
    const replays = await Promise.all(
      Array.from({ length: 100 }, () => call('/api/payments/notify', { ...n, signature: signResult(n) })),
    );
    expect(replays.every((r) => r.body.result.changed === false && r.body.result.paid === true)).toBe(true);
    expect((await cardBalances(s.db, ALICE_CAFE)).value).toBe(before.value + 2000);
    const rows = await s.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM value_ledger WHERE transaction_id = $1`,
      [t.transactionId],
    );
    expect(rows[0].n).toBe(1);
  });
  it('a promotion tier adds its bonus as its own ledger line; a declined top-up credits nothing', async () => {
    const before = (await cardBalances(s.db, ALICE_CAFE)).value;
    const t = await topup(5000);
    expect(t.bonusCents).toBe(500);
    await approve(t.transactionId);
    expect((await cardBalances(s.db, ALICE_CAFE)).value).toBe(before + 5500);
    const d = await topup(3000);
    const ref = pageRef((await get(s, `/sandbox/pay/${d.transactionId}`)).text);
    await s.app.inject({
      method: 'POST',
      url: `/sandbox/pay/${d.transactionId}/decide`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ decision: 'decline', ref }).toString(),
    });
    expect((await cardBalances(s.db, ALICE_CAFE)).value).toBe(before + 5500);
  });
  it("refuses amounts outside $5 to $1,000, another customer's card, and a card without stored value", async () => {
    const small = await call(
      '/pro/acs/credential/loyalty',
      { action: 'TOPUP', cardNum: ALICE_CAFE, amountCents: 100, idempotencyKey: newKey() },
      alice,
    );
    expect(small.body.result.code).toBe('card.amount');
    const other = await call(
      '/pro/acs/credential/loyalty',
      { action: 'TOPUP', cardNum: ALICE_CAFE, amountCents: 2000, idempotencyKey: newKey() },
      bob,
    );
    expect(other.body.result.code).toBe('card.unknown');
    const passes = await call(
      '/pro/acs/credential/loyalty',
      { action: 'TOPUP', cardNum: 'M10000003', amountCents: 2000, idempotencyKey: newKey() },
      alice,
    );
    expect(passes.body.result.code).toBe('card.no-stored-value');
  });
});

describe('points on paid orders, refunds', () => {
  it('an order paid with stored value and PIN earns points; the statement shows both; a refund gives back once', async () => {
    const before = await cardBalances(s.db, ALICE_CAFE);
    const o = await order(s, 'svc', { token: alice, cart: BREAD });
    const paid = await call(
      '/pro/pos/payOrder',
      { transactionId: o.transactionId, payment: 'svc', pin: '123456', idempotencyKey: newKey() },
      alice,
    );
    expect(paid.body.result).toMatchObject({ paid: true, amountCents: 800 });
    const after = await cardBalances(s.db, ALICE_CAFE);
    expect(after).toEqual({ value: before.value - 800, points: before.points + 800 }); // $8.00 x 1 point = 8.00 points
    const st = await call('/pro/report/acsLoyalty/list', { cardNum: ALICE_CAFE, purse: 'value', pageSize: 5 }, alice);
    expect(st.body.result[0]).toMatchObject({
      kind: 'pay',
      amount: -800,
      balanceAfter: after.value,
      transactionId: o.transactionId,
      orderNo: o.orderNo,
      venueName: 'Harbour Cafe',
    });
    expect(st.body.map).toMatchObject({ balance: after.value, ledgerSum: after.value });
    const pts = await call('/pro/report/acsLoyalty/list', { cardNum: ALICE_CAFE, purse: 'points', pageSize: 5 }, alice);
    expect(pts.body.result[0]).toMatchObject({ kind: 'earn', amount: 800, orderNo: o.orderNo });

    const refunds = await Promise.all(
      Array.from({ length: 10 }, () =>
        post(
          s,
          '/api/shop/order/refund',
          { shop: 'demo-cafe', transactionId: o.transactionId },
          { token: admin, format: 'plain' },
        ),
      ),
    );
    expect(refunds.filter((r) => r.body.result?.changed === true).length).toBe(1);
    expect(refunds.filter((r) => r.body.result?.changed === false).length).toBe(9);
    expect(await cardBalances(s.db, ALICE_CAFE)).toEqual(before);
    expect(
      (
        await post(
          s,
          '/api/shop/order/refund',
          { shop: 'demo-cafe', transactionId: o.transactionId },
          { token: alice, format: 'plain' },
        )
      ).status,
    ).toBe(403);
  });
  it('a refund gives redeemed points back too', async () => {
    const before = await cardBalances(s.db, ALICE_CAFE);
    const o = await order(s, 'svc', { token: alice, cart: { ...BREAD, redeemPoints: 20 } }); // $2.00 off: $6.00
    await call(
      '/pro/pos/payOrder',
      { transactionId: o.transactionId, payment: 'svc', pin: '123456', idempotencyKey: newKey() },
      alice,
    );
    const mid = await cardBalances(s.db, ALICE_CAFE);
    expect(mid.value).toBe(before.value - 600);
    await post(
      s,
      '/api/shop/order/refund',
      { shop: 'demo-cafe', transactionId: o.transactionId },
      { token: admin, format: 'plain' },
    );
    expect(await cardBalances(s.db, ALICE_CAFE)).toEqual(before);
  });
});

describe('counter consumes and the PIN', () => {
  it('20 concurrent consumes near a zero balance never take it below zero', async () => {
    await s.db.query('UPDATE member_cards SET balance_cents = balance_cents + 0 WHERE card_num = $1', [BOB_CAFE]);
    const start = (await cardBalances(s.db, BOB_CAFE)).value; // 1500
    const res = await Promise.all(
      Array.from({ length: 20 }, () =>
        call(
          '/pro/acs/credential/loyalty',
          {
            action: 'CONSUME',
            cardNum: BOB_CAFE,
            purse: 'value',
            amountCents: 400,
            pin: '123456',
            idempotencyKey: newKey(),
          },
          bob,
        ),
      ),
    );
    const ok = res.filter((r) => r.body.success === true).length;
    expect(ok).toBe(Math.floor(start / 400));
    expect(res.filter((r) => r.body.result?.code === 'svc.insufficient').length).toBe(20 - ok);
    expect((await cardBalances(s.db, BOB_CAFE)).value).toBe(start - ok * 400);
    expect((await cardBalances(s.db, BOB_CAFE)).value).toBeGreaterThanOrEqual(0);
  });
  it('5 wrong PINs lock the card for 15 minutes (the right PIN is refused while locked); a replayed consume answers the same', async () => {
    const key = newKey();
    const first = await call(
      '/pro/acs/credential/loyalty',
      { action: 'CONSUME', cardNum: ALICE_CAFE, purse: 'points', points: 1, pin: '123456', idempotencyKey: key },
      alice,
    );
    expect(first.body.success).toBe(true);
    const again = await call(
      '/pro/acs/credential/loyalty',
      { action: 'CONSUME', cardNum: ALICE_CAFE, purse: 'points', points: 1, pin: '000000', idempotencyKey: key },
      alice,
    );
    expect(again.body).toEqual(first.body);
    const codes: string[] = [];
    for (let i = 0; i < 5; i++)
      codes.push(
        (await call('/pro/account/valuePassChgPwd', { cardNum: ALICE_CAFE, oldPin: '999999', newPin: '654321' }, alice))
          .body.result.code,
      );
    expect(codes).toEqual(['svc.wrong-pin', 'svc.wrong-pin', 'svc.wrong-pin', 'svc.wrong-pin', 'svc.locked']);
    const locked = await call(
      '/pro/account/valuePassChgPwd',
      { cardNum: ALICE_CAFE, oldPin: '123456', newPin: '654321' },
      alice,
    );
    expect(locked.body.result.code).toBe('svc.locked');
    s.clock.t += 15 * 60_000 + 1;
    const changed = await call(
      '/pro/account/valuePassChgPwd',
      { cardNum: ALICE_CAFE, oldPin: '123456', newPin: '654321' },
      alice,
    );
    expect(changed.body.result).toMatchObject({ rtn: 1 });
    const back = await call(
      '/pro/account/valuePassChgPwd',
      { cardNum: ALICE_CAFE, oldPin: '654321', newPin: '123456' },
      alice,
    );
    expect(back.body.result).toMatchObject({ rtn: 1 });
    expect(
      (await call('/pro/account/valuePassChgPwd', { cardNum: ALICE_CAFE, oldPin: '123456', newPin: '123456' }, alice))
        .body.result.code,
    ).toBe('card.pin-same');
  });
});

describe('card actions', () => {
  it('change info renames the card; delete is refused while the card holds value and forfeits points otherwise', async () => {
    const r = await call('/pro/account/valuePassChgInfo', { cardNum: 'M10000003', alias: '  Park   pass ' }, alice);
    expect(r.body.result).toMatchObject({ alias: 'Park pass' });
    expect(
      (await call('/pro/account/valuePassChgInfo', { cardNum: 'M10000003', alias: 'mine' }, bob)).body.result.code,
    ).toBe('card.unknown');
    expect((await call('/pro/account/valuePassDelete', { cardNum: ALICE_CAFE }, alice)).body.result.code).toBe(
      'card.has-value',
    );
    expect((await call('/pro/account/valuePassDelete', { cardNum: 'M10000003' }, bob)).body.result.code).toBe(
      'card.unknown',
    );
    const del = await call('/pro/account/valuePassDelete', { cardNum: 'M10000003' }, alice);
    expect(del.body.result).toMatchObject({ rtn: 1, forfeitedPoints: 80 });
    const passes = (await call('/api/account/loadUserValuePass', {}, alice)).body.result as { cardNum: string }[];
    expect(passes.some((p) => p.cardNum === 'M10000003')).toBe(false);
    expect((await call('/pro/report/acsLoyalty/list', { cardNum: 'M10000003' }, alice)).body.result.code).toBe(
      'card.unknown',
    );
  });
  it("Bob never reads Alice's statement", async () => {
    const r = await call('/pro/report/acsLoyalty/list', { cardNum: ALICE_CAFE, purse: 'value' }, bob);
    expect(r.body).toMatchObject({ success: false, result: { code: 'card.unknown' } });
  });
});

describe('property: balance = sum(ledger) for every card, points and stored value', () => {
  it('holds after any sequence of top-ups, payments, consumes, refunds and declines', async () => {
    const op = fc.oneof(
      fc.record({
        t: fc.constant('topup' as const),
        cents: fc.integer({ min: 500, max: 12_000 }),
        approve: fc.boolean(),
      }),
      fc.record({ t: fc.constant('consumeValue' as const), cents: fc.integer({ min: 1, max: 90_000 }) }),
      fc.record({ t: fc.constant('consumePoints' as const), points: fc.integer({ min: 1, max: 3_000 }) }),
      fc.record({ t: fc.constant('order' as const), redeem: fc.constantFrom(0, 20, 50), refund: fc.boolean() }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 5 }), async (ops) => {
        for (const o of ops) {
          if (o.t === 'topup') {
            const t = await topup(o.cents);
            if (o.approve) await approve(t.transactionId);
          } else if (o.t === 'consumeValue' || o.t === 'consumePoints') {
            await call(
              '/pro/acs/credential/loyalty',
              {
                action: 'CONSUME',
                cardNum: ALICE_CAFE,
                purse: o.t === 'consumeValue' ? 'value' : 'points',
                ...(o.t === 'consumeValue' ? { amountCents: o.cents } : { points: o.points }),
                pin: '123456',
                idempotencyKey: newKey(),
              },
              alice,
            );
          } else {
            const ord = await order(s, 'svc', {
              token: alice,
              cart: { ...BREAD, ...(o.redeem ? { redeemPoints: o.redeem } : {}) },
            }).catch(() => null);
            if (!ord) continue;
            await call(
              '/pro/pos/payOrder',
              { transactionId: ord.transactionId, payment: 'svc', pin: '123456', idempotencyKey: newKey() },
              alice,
            );
            if (o.refund)
              await post(
                s,
                '/api/shop/order/refund',
                { shop: 'demo-cafe', transactionId: ord.transactionId },
                { token: admin, format: 'plain' },
              );
          }
        }
        expect(await ledgerMismatches(s.db)).toEqual([]);
        const c = await cardBalances(s.db, ALICE_CAFE);
        expect(c.value).toBeGreaterThanOrEqual(0);
        expect(c.points).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 12 },
    );
  }, 120_000);
});
