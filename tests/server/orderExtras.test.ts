// Order-level notes (validated, stored, shown in my orders), idempotency keys purged after 24 h,
// the member card calls (wallet, latest value, card info) and the redeemable-points limits of feeCalc.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purgeIdempotencyKeys, IDEMPOTENCY_TTL_MS } from '../../server/orders/idempotency';
import { CAFE, login, post, startServer, T0, type TestServer } from './helpers';
import { feeCalc, newKey, order, orderCount, orderRow, placeOrder } from './orderHelpers';

let s: TestServer;
let alice: string;
let admin: string;
beforeAll(async () => {
  s = await startServer();
  alice = (await login(s)).token;
  admin = (await login(s, { userName: 'admin@example.com', password: 'Admin1234!' })).token;
});
afterAll(async () => s.close());

const BREAD = { itemList: [{ pluId: 'banana-bread', quantity: 2 }], orderType: 'takeaway' };

describe('order-level notes', () => {
  it('are stored with the order and shown in tracking and my orders', async () => {
    const o = await order(s, 'cash', { token: alice, cart: { ...BREAD, notes: '  Ring the bell, please  ' } });
    const row = await orderRow(s, o.transactionId);
    expect(row.cart.customerNotes).toBe('Ring the bell, please');
    expect(row.cart.notes).toBe('Ring the bell, please');
    const mine = await post(s, '/pro/pos/onlinePosOrderRpt', { shop: 'demo-cafe' }, { token: alice, format: 'plain' });
    const found = (mine.body.result as { transactionId: string; notes: string }[]).find(
      (x) => x.transactionId === o.transactionId,
    );
    expect(found?.notes).toBe('Ring the bell, please');
    const tracked = await post(
      s,
      '/pro/api/pos/orderTracking',
      { transactionIds: [o.transactionId] },
      { format: 'plain' },
    );
    expect(tracked.body.result[0].notes).toBe('Ring the bell, please');
  });
  it('without notes the cart keeps the default and the order shows none', async () => {
    const o = await order(s, 'cash', { cart: BREAD });
    const row = await orderRow(s, o.transactionId);
    expect(row.cart.notes).toBe('Welcome');
    const tracked = await post(
      s,
      '/pro/api/pos/orderTracking',
      { transactionIds: [o.transactionId] },
      { format: 'plain' },
    );
    expect(tracked.body.result[0].notes).toBe('');
  });
  it('over 100 characters are refused (422 cart.invalid) and nothing is written', async () => {
    const before = await orderCount(s);
    const cart = { ...BREAD, notes: 'x'.repeat(101) };
    const fee = await feeCalc(s, cart, 'cash');
    expect(fee.status).toBe(422);
    expect(fee.body.result.code).toBe('cart.invalid');
    expect(fee.body.dispMsg).toMatch(/^Order notes: /);
    const r = await placeOrder(s, { idempotencyKey: newKey(), cart, payment: 'cash', expectedTotalCents: 1000 });
    expect(r.status).toBe(422);
    expect(await orderCount(s)).toBe(before);
    const ok = await feeCalc(s, { ...BREAD, notes: 'x'.repeat(100) }, 'cash');
    expect(ok.status).toBe(200);
  });
  it('a non-string or absurdly long value is a malformed body (400)', async () => {
    expect((await feeCalc(s, { ...BREAD, notes: 42 }, 'cash')).status).toBe(400);
    expect((await feeCalc(s, { ...BREAD, notes: 'x'.repeat(2001) }, 'cash')).status).toBe(400);
  });
});

describe('idempotency keys are purged after 24 hours', () => {
  it('purgeIdempotencyKeys deletes keys older than the TTL and keeps younger ones (a replay still works)', async () => {
    const young = newKey();
    await placeOrder(s, {
      idempotencyKey: young,
      cart: BREAD,
      payment: 'cash',
      expectedTotalCents: (await feeCalc(s, BREAD, 'cash')).body.result.totalCents,
    });
    await s.db.query(
      `INSERT INTO idempotency_keys (shop_id, scope, idem_key, request_hash, http_status, answer, created_at) VALUES ('demo-cafe', 'order', 'old-key-1', 'h', 200, '{}', $1)`,
      [s.clock.t - IDEMPOTENCY_TTL_MS - 1],
    );
    await s.db.query(
      `INSERT INTO idempotency_keys (shop_id, scope, idem_key, request_hash, http_status, answer, created_at) VALUES ('demo-cafe', 'order', 'edge-key-1', 'h', 200, '{}', $1)`,
      [s.clock.t - IDEMPOTENCY_TTL_MS + 1000],
    );
    const n = await purgeIdempotencyKeys(s.db, s.clock.t);
    expect(n).toBe(1);
    const keys = (await s.db.query<{ idem_key: string }>('SELECT idem_key FROM idempotency_keys')).map(
      (r) => r.idem_key,
    );
    expect(keys).not.toContain('old-key-1');
    expect(keys).toContain('edge-key-1');
    expect(keys).toContain(young);
  });
  it('the server purges expired keys when it starts', async () => {
    const other = await startServer();
    try {
      await other.db.query(
        `INSERT INTO idempotency_keys (shop_id, scope, idem_key, request_hash, http_status, answer, created_at) VALUES ('demo-cafe', 'order', 'stale', 'h', 200, '{}', $1)`,
        [T0 - 2 * IDEMPOTENCY_TTL_MS],
      );
      await other.app.close();
      // A new app on the same database: ready() runs the start-up purge.
      const { buildApp } = await import('../../server/app');
      const again = await buildApp({ db: other.db, now: () => T0, distDir: '/nonexistent-dist', venueCacheMs: 0 });
      await again.ready();
      const left = await other.db.query(`SELECT 1 FROM idempotency_keys WHERE idem_key = 'stale'`);
      expect(left).toHaveLength(0);
      await again.close();
    } finally {
      await other.db.close();
    }
  });
});

describe('stock (venues with showStock)', () => {
  it('the lines of one item together cannot ask for more than its stock (422), up to it is fine', async () => {
    const row = (
      await s.db.query<{ plu_id: string; stock: number }>(
        `SELECT plu_id, (extra->>'stock')::int AS stock FROM plus WHERE shop_id = 'demo-store' AND attr::text = '[]' AND extra ? 'stock' ORDER BY plu_id LIMIT 1`,
      )
    )[0];
    const STORE = { shopKey: 'key-demo-store', siteId: 'site-store' };
    const calc = (qs: number[]) =>
      post(
        s,
        '/api/pos/feeCalc',
        {
          cart: { itemList: qs.map((quantity) => ({ pluId: row.plu_id, quantity })), orderType: 'pickup' },
          payment: 'cash',
        },
        { identity: STORE, format: 'b64' },
      );
    expect((await calc([row.stock])).status).toBe(200);
    const over = await calc([row.stock - 1, 2]);
    expect(over.status).toBe(422);
    expect(over.body.dispMsg).toMatch(new RegExp(`only ${row.stock} in stock`));
    // A venue without showStock does not count stock.
    expect(
      (await feeCalc(s, { itemList: [{ pluId: 'banana-bread', quantity: 99 }], orderType: 'takeaway' }, 'cash')).status,
    ).toBe(200);
  });
});

describe('member card calls', () => {
  it("WALLET lists the caller's card at the venue, CHECK gives its latest points and value, INFO the type", async () => {
    const w = await post(
      s,
      '/pro/acs/card/action',
      { action: 'WALLET', siteId: 'site-cafe', pageSize: 1, cardTypeRange: 'LOYALTY;', startRow: 0 },
      { token: alice, format: 'plain' },
    );
    expect(w.body.map).toMatchObject({ rtn: 1, count: 1 });
    const entry = w.body.list[0].list[0];
    const info = JSON.parse(entry.cardInfo);
    expect(info.ticketNumber).toBe('M10000001');
    const c = await post(
      s,
      '/pro/acs/card/action',
      { action: 'CHECK', siteId: 'site-cafe', cardNum: 'M10000001', ordCard: entry.ordCard },
      { token: alice, format: 'plain' },
    );
    const bal = Number(
      (await s.db.query<{ b: string }>(`SELECT balance_cents AS b FROM member_cards WHERE card_num = 'M10000001'`))[0]
        .b,
    );
    expect(c.body.result[0]).toMatchObject({
      cardNum: 'M10000001',
      balanceCents: bal,
      valueFinal: (bal / 100).toFixed(2),
    });
    const i = await post(
      s,
      '/pro/acs/card/action',
      { action: 'INFO', siteId: 'site-cafe', cardName: info.typeDescription },
      { token: alice, format: 'plain' },
    );
    // The venue's real rates (demo-cafe: points on with spec 5's defaults), no longer canned zeros.
    expect(i.body.result[0]).toMatchObject({ dollarPointCalc: 1, pointDollarRedeem: 10 });
    expect(JSON.parse(i.body.result[0].extInfo)).toMatchObject({ minPoints: 10 });
  });
  it("never shows another customer's card, and needs a login", async () => {
    const bob = (await login(s, { userName: '0400000002', password: 'Demo1234!' })).token;
    const r = await post(
      s,
      '/pro/acs/card/action',
      { action: 'CHECK', cardNum: 'M10000001' },
      { token: bob, format: 'plain' },
    );
    expect(r.body).toMatchObject({ success: false, result: { rtn: -821060 } });
    const anon = await post(s, '/pro/acs/card/action', { action: 'CHECK', cardNum: 'M10000001' }, { format: 'plain' });
    expect(anon.body.result).toBe('api.not.logged');
  });
});

describe('feeCalc gives the redeemable points of a signed-in member', () => {
  it('none while points are off; with points on, min and max of the domain, and redeeming changes the total', async () => {
    await post(
      s,
      '/pro/lot/config/update',
      { shop: 'demo-cafe', settings: { memberPoints: { state: 0 } } },
      { token: admin, format: 'plain' },
    );
    const off = await feeCalc(s, BREAD, 'cash', { token: alice });
    expect(off.body.result.redeem).toBeNull();
    const up = await post(
      s,
      '/pro/lot/config/update',
      { shop: 'demo-cafe', settings: { memberPoints: { state: 1, minimumPoints: 50, pointsPerDollarWhenRedeem: 10 } } },
      { token: admin, format: 'plain' },
    );
    expect(up.body.result.rtn).toBe(1);
    const on = await feeCalc(s, BREAD, 'cash', { token: alice });
    const total = on.body.result.totalCents as number;
    expect(on.body.result.redeem).toEqual({ points: expect.any(Number), min: 50, max: total / 10 });
    const used = await feeCalc(s, { ...BREAD, redeemPoints: 60 }, 'cash', { token: alice });
    expect(used.body.result.totalCents).toBe(total - 600);
    expect(used.body.result.cart.redeemedPoints).toBe(60);
    const below = await feeCalc(s, { ...BREAD, redeemPoints: 20 }, 'cash', { token: alice });
    expect(below.body.result.blocked.map((b: { code: string }) => b.code)).toContain('points.unavailable');
    // A guest gets no limits.
    expect((await feeCalc(s, BREAD, 'cash')).body.result.redeem).toBeNull();
    await post(
      s,
      '/pro/lot/config/update',
      { shop: 'demo-cafe', settings: { memberPoints: { state: 0 } } },
      { token: admin, format: 'plain' },
    );
  });
});

void CAFE;
