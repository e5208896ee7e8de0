// Guarantees of issue 16 (coupons workstream), on the test database (PGlite, or a real Postgres with
// TEST_DATABASE_URL): 20 concurrent collects of a one-per-customer coupon give exactly one; 20
// customers racing for one signed link give it to exactly one; a gift card's balance always equals the
// sum of its ledger (issue + release - take) whatever orders, declines and retries it goes through.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkToken } from '../../server/coupons/links';
import { hashPassword } from '../../server/auth/passwords';
import { CAFE, get, login, post, startServer, type TestServer } from './helpers';
import { newKey, placeOrder } from './orderHelpers';

let s: TestServer;
let alice: string;
let bob: string;
beforeAll(async () => {
  s = await startServer();
  alice = (await login(s)).token;
  bob = (await login(s, { userName: '0400000002', password: 'Demo1234!' })).token;
});
afterAll(async () => s.close());

const cafe = { shop: 'demo-cafe' };
const call = (url: string, payload: Record<string, unknown>, token?: string) =>
  post(s, url, { ...cafe, ...payload }, { token });

describe('concurrent collects', () => {
  it('20 concurrent collects of a one-per-customer coupon by one customer give exactly one', async () => {
    const res = await Promise.all(
      Array.from({ length: 20 }, () => call('/pro/voucher/collect', { code: 'SPRING3' }, bob)),
    );
    expect(res.filter((r) => r.body.result?.rtn === 1)).toHaveLength(1);
    expect(res.filter((r) => r.body.result?.code === 'coupon.limit')).toHaveLength(19);
    const rows = await s.db.query(
      'SELECT 1 FROM held_tickets t JOIN coupon_pools p ON p.pool_id = t.pool_id WHERE p.code = $1 AND t.user_id = $2',
      ['SPRING3', 'u-demo-bob'],
    );
    expect(rows).toHaveLength(1);
  });

  it('20 customers opening one signed link at once: exactly one gets the coupon', async () => {
    const hash = await hashPassword('Race-pass-2026');
    const tokens: string[] = [];
    for (let i = 0; i < 20; i++) {
      const mobile = `04990000${String(i).padStart(2, '0')}`;
      await s.db.query(
        'INSERT INTO users (user_id, login_name, mobile, password_hash, first_name, created_at) VALUES ($1, $2, $2, $3, $4, $5)',
        [`u-race-${i}`, mobile, hash, `Racer${i}`, s.clock.t],
      );
      tokens.push((await login(s, { userName: mobile, password: 'Race-pass-2026' })).token);
    }
    const link = linkToken('demo-cafe', 'LINK4', s.clock.t + 60_000);
    const res = await Promise.all(tokens.map((t) => call('/pro/voucher/collect', { code: 'LINK4', token: link }, t)));
    expect(res.filter((r) => r.body.result?.rtn === 1)).toHaveLength(1);
    expect(res.filter((r) => r.body.result?.code === 'coupon.link-used')).toHaveLength(19);
    expect(await s.db.query(`SELECT 1 FROM held_tickets WHERE via = 'link' AND user_id LIKE 'u-race-%'`)).toHaveLength(
      1,
    );
  });
});

describe('gift card ledger', () => {
  const CART = {
    itemList: [{ pluId: 'flat-white', quantity: 2, attrs: [{ attrId: 'size', optionId: 'regular', quantity: 1 }] }],
    orderType: 'pickup',
  };

  async function buyCard(amountCents: number) {
    const b = (await call('/api/giftcard/buy', { productId: 'harbour-gift', amountCents, family: 'shop' }, alice)).body
      .result;
    await s.db.query(`UPDATE orders SET paid = true, pay_status = 'paid', paid_at = $2 WHERE transaction_id = $1`, [
      b.transactionId,
      s.clock.t,
    ]);
    const p = (await call('/api/giftcard/purchase', { transactionId: b.transactionId }, alice)).body.result;
    return { cardNum: p.cardNum as string, code: p.code as string };
  }

  async function orderWith(card: { cardNum: string; code: string }, amountCents: number, payment: 'cash' | 'dps') {
    const giftCards = [{ ...card, amountCents }];
    const f = await post(
      s,
      '/api/pos/feeCalc',
      { cart: CART, payment, giftCards },
      { identity: CAFE, format: 'b64', token: bob },
    );
    const o = await placeOrder(
      s,
      { idempotencyKey: newKey(), cart: CART, payment, expectedTotalCents: f.body.result.totalCents, giftCards },
      { token: bob },
    );
    return o.status === 200 ? (o.body.result.transactionId as string) : null;
  }

  async function decline(txn: string) {
    const page = await get(s, `/sandbox/pay/${txn}`);
    const ref = /name="ref" value="([^"]+)"/.exec(page.text)?.[1];
    if (!ref) return;
    await s.app.inject({
      method: 'POST',
      url: `/sandbox/pay/${txn}/decide`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ ref, decision: 'decline' }).toString(),
    });
  }

  const sumOfLedger = async (cardNum: string) => {
    const r = (
      await s.db.query<{ bal: string; led: string }>(
        `SELECT c.balance_cents::text AS bal, COALESCE(sum(CASE l.kind WHEN 'take' THEN -l.amount_cents ELSE l.amount_cents END), 0)::text AS led
       FROM gift_cards c LEFT JOIN gift_card_ledger l ON l.card_num = c.card_num WHERE c.card_num = $1 GROUP BY c.balance_cents`,
        [cardNum],
      )
    )[0];
    return { balance: Number(r.bal), ledger: Number(r.led) };
  };

  it('balance = sum(ledger) after any sequence of orders, declined payments and retries (property)', async () => {
    const op = fc.oneof(
      fc.record({ kind: fc.constant('cash' as const), amount: fc.integer({ min: 1, max: 3000 }) }),
      fc.record({ kind: fc.constant('dps-decline' as const), amount: fc.integer({ min: 1, max: 3000 }) }),
      fc.record({ kind: fc.constant('retry' as const), amount: fc.constant(0) }),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1000, max: 5000 }),
        fc.array(op, { minLength: 1, maxLength: 4 }),
        async (start, ops) => {
          const card = await buyCard(start);
          const declined: string[] = [];
          for (const o of ops) {
            if (o.kind === 'cash') await orderWith(card, o.amount, 'cash');
            else if (o.kind === 'dps-decline') {
              const txn = await orderWith(card, o.amount, 'dps');
              if (txn) {
                await decline(txn);
                declined.push(txn);
              }
            } else if (declined.length) await get(s, `/sandbox/pay/${declined.pop()}`); // a new attempt takes the value again
            const { balance, ledger } = await sumOfLedger(card.cardNum);
            expect(balance).toBe(ledger);
            expect(balance).toBeGreaterThanOrEqual(0);
          }
        },
      ),
      { numRuns: 12 },
    );
    // Every card of the database, the seeded ones included.
    const bad = await s.db
      .query(`SELECT c.card_num FROM gift_cards c LEFT JOIN gift_card_ledger l ON l.card_num = c.card_num
      GROUP BY c.card_num, c.balance_cents HAVING c.balance_cents <> COALESCE(sum(CASE l.kind WHEN 'take' THEN -l.amount_cents ELSE l.amount_cents END), 0)`);
    expect(bad).toEqual([]);
  }, 240_000);
});
