// Two real server processes on one real Postgres (skipped without TEST_DATABASE_URL): what one process
// serialises in memory is not enough here, so the database alone must keep the rules when requests race
// across both — a stored-value card is never taken below zero, and one idempotency key makes one order.
import { beforeAll, describe, expect, it } from 'vitest';
import { CAFE_IDENTITY, httpPost, placeOrderOver } from './serverProcesses';
import { TEST_DATABASE_URL } from './testDatabases';
import { useTwoProcesses } from './twoProcesses';

const BREAD = { itemList: [{ pluId: 'banana-bread', quantity: 1 }], orderType: 'takeaway' };
const CARD = 'M10000001'; // Alice's demo-cafe card

describe.skipIf(!TEST_DATABASE_URL)('two server processes on one Postgres', () => {
  const two = useTwoProcesses();
  const { base } = two;
  let token: string;
  let n = 0;
  const newKey = () => `two-${process.pid}-${Date.now().toString(36)}-${++n}`;

  beforeAll(async () => {
    token = await two.signIn('0400000001', 'Demo1234!', 'demo-cafe');
  });

  it('serves the same data from both processes (a session token made by one works on the other)', async () => {
    const detail = await httpPost(base(1), '/account/detail', {}, { token });
    expect(detail.body.result.firstName).toBe('Alice');
  });

  it('20 concurrent stored-value payments on one card, split across both processes, never take the balance below zero', async () => {
    await two.db.query('UPDATE member_cards SET balance_cents = 5000 WHERE card_num = $1', [CARD]);
    const orders: { transactionId: string; totalCents: number }[] = [];
    for (let i = 0; i < 20; i++) {
      const r = await placeOrderOver(base(i), { cart: BREAD, payment: 'svc', key: newKey(), token });
      expect(r.status).toBe(200);
      orders.push(r.body.result);
    }
    expect(orders[0].totalCents).toBe(800);
    const res = await Promise.all(
      orders.map((o, i) =>
        httpPost(
          base(i),
          '/pro/pos/payOrder',
          { transactionId: o.transactionId, payment: 'svc', pin: '123456', idempotencyKey: newKey() },
          { format: 'plain', token },
        ),
      ),
    );
    expect(res.filter((r) => r.body.success === true).length).toBe(6); // 6 x 800 = 4800 of 5000
    expect(res.filter((r) => r.body.result?.code === 'svc.insufficient').length).toBe(14);
    // Both processes paid some: the race really crossed them.
    expect(new Set(res.map((r, i) => (r.body.success ? i % 2 : -1)).filter((p) => p >= 0)).size).toBe(2);
    const card = (
      await two.db.query<{ b: string }>('SELECT balance_cents::text AS b FROM member_cards WHERE card_num = $1', [CARD])
    )[0];
    expect(Number(card.b)).toBe(200);
    const paid = await two.db.query<{ n: number; sum: string }>(
      `SELECT count(*)::int AS n, COALESCE(sum(a.amount_cents), 0)::text AS sum FROM payment_attempts a WHERE a.transaction_id = ANY($1::text[]) AND a.status = 'approved'`,
      [orders.map((o) => o.transactionId)],
    );
    expect(paid[0]).toEqual({ n: 6, sum: '4800' });
  }, 120_000);

  it('50 identical orders (one idempotency key) split across both processes make one order, and every answer is that order', async () => {
    const count = async () => (await two.db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders'))[0].n;
    const before = await count();
    const key = newKey();
    const fee = await httpPost(
      base(0),
      '/api/pos/feeCalc',
      { cart: BREAD, payment: 'cash' },
      { identity: CAFE_IDENTITY, format: 'b64' },
    );
    const body = { idempotencyKey: key, cart: BREAD, payment: 'cash', expectedTotalCents: fee.body.result.totalCents };
    const res = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        httpPost(base(i), '/api/shop/order/add/v2', body, { identity: CAFE_IDENTITY, format: 'b64', nest: true }),
      ),
    );
    expect(res.map((r) => r.status)).toEqual(Array(50).fill(200));
    const txns = new Set(res.map((r) => r.body.result.transactionId));
    expect(txns.size).toBe(1);
    expect(await count()).toBe(before + 1);
    const row = (
      await two.db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders WHERE transaction_id = $1', [
        [...txns][0],
      ])
    )[0];
    expect(row.n).toBe(1);
  }, 120_000);
});
