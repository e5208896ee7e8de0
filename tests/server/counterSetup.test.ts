// Kiosk, cashier and table service set up through the console's counter part (issue 30): demo-store,
// a shop, publishes 6 tables and service-number ranges; the table calls know the tables, the kiosk's
// service number comes from its range; a range after its end or overlapping another mode's is refused
// by meaning, nothing saved; the history reads the change in words' keys; a rollback gives back the
// venue's tables and range as they were.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAFE, get, login, post, startServer, type TestServer } from './helpers';
import { CART, feeCalc, newKey, order, placeOrder } from './orderHelpers';
import { enrolKiosk } from './kioskHelpers';
import type { ConfigSnapshot, CounterDoc } from '../../src/domain';

let s: TestServer;
let admin: string;
beforeAll(async () => {
  s = await startServer({ venueCacheMs: 0 });
  admin = (await login(s, { userName: 'admin@example.com', password: 'Admin1234!' })).token;
}, 120_000);
afterAll(async () => s?.close());

const call = (path: string, payload: Record<string, unknown> = {}) =>
  post(s, `/pro/backoffice/config/${path}`, { shop: 'demo-store', ...payload }, { token: admin });
const live = async () => (await call('state')).body.result.live as ConfigSnapshot;
const save = async (counter: CounterDoc) => call('draft/save', { config: { ...(await live()), counter } });

const SIX = Array.from({ length: 6 }, (_, i) => ({ tabNo: String(i + 1), tabName: `Table ${i + 1}` }));

describe('kiosk, cashier and table service set up from the console', () => {
  let before: CounterDoc;
  it('reads the venue as it is: its one range is the kiosk range, no tables', async () => {
    before = (await live()).counter;
    expect(before).toEqual({ ranges: { kiosk: { first: 201, last: 300 } }, tables: [] });
  });

  it('refuses a range whose first number is after its last, and an overlap, by meaning', async () => {
    const bad = await save({ ranges: { kiosk: { first: 300, last: 201 } }, tables: [] });
    expect(bad.body.success).toBe(false);
    expect(bad.body.result.code).toBe('config.resources');
    expect(bad.body.result.issues.map((i: { path: string; code: string }) => [i.path, i.code])).toEqual([
      ['counter.ranges.kiosk', 'rangeFirstAfterLast'],
    ]);
    const overlap = await save({
      ranges: { kiosk: { first: 1, last: 100 }, table: { first: 100, last: 150 } },
      tables: [...SIX, { tabNo: '6', tabName: 'Again' }],
    });
    expect(overlap.body.result.issues.map((i: { path: string; code: string }) => [i.path, i.code])).toEqual([
      ['counter.ranges.table', 'rangeOverlaps'],
      ['counter.tables.6.tabNo', 'tableNumberTwice'],
    ]);
    expect((await call('state')).body.result.draft).toBeNull();
  });

  it('publishes 6 tables and the ranges: the table calls know them, the kiosk numbers from its range', async () => {
    const counter = { ranges: { kiosk: { first: 1, last: 99 }, table: { first: 500, last: 599 } }, tables: SIX };
    const saved = await save(counter);
    expect(saved.body.success, JSON.stringify(saved.body)).toBe(true);
    const state = (await call('state')).body.result;
    expect(state.draft.changes.map((c: { key: string }) => c.key)).toEqual(['counter.ranges', 'counter.tables']);
    const published = await call('publish');
    expect(published.body.success, JSON.stringify(published.body)).toBe(true);
    expect((await live()).counter).toEqual(counter);
    const tabs = await get(s, '/api/shop/tab/name?shop=demo-store');
    expect(tabs.body!.result).toEqual(SIX);
    const { headers } = await enrolKiosk(s, 'demo-store');
    const n = (await s.app.inject({ method: 'GET', url: '/api/shop/serviceno/v1?shop=demo-store', headers })).json();
    expect(n.result).toMatchObject({ min: 1, max: 99 });
    expect(n.result.serviceNo).toBeGreaterThanOrEqual(1);
    expect(n.result.serviceNo).toBeLessThanOrEqual(99);
  });

  it('a rollback gives back the tables and the range as they were', async () => {
    const history = (await call('history')).body.result as { version: number }[];
    const first = Math.min(...history.map((h) => h.version));
    const rolled = await call('rollback', { version: first });
    expect(rolled.body.success, JSON.stringify(rolled.body)).toBe(true);
    expect((await live()).counter).toEqual(before);
    expect((await get(s, '/api/shop/tab/name?shop=demo-store')).body!.result).toEqual([]);
    const row = await s.db.query<{ service_no: unknown }>(`SELECT service_no FROM venues WHERE shop_id = 'demo-store'`);
    expect(row[0].service_no).toEqual({ min: 201, max: 300 });
  });
});

describe('table service orders number from the table range', () => {
  const cafe = (path: string, payload: Record<string, unknown> = {}) =>
    post(s, `/pro/backoffice/config/${path}`, { shop: 'demo-cafe', ...payload }, { token: admin });

  it('an order placed with a table session takes the next table number; others keep the venue range', async () => {
    const c = (await cafe('state')).body.result.live as ConfigSnapshot;
    expect(c.counter.tables).toHaveLength(20);
    const counter = { ...c.counter, ranges: { ...c.counter.ranges, table: { first: 500, last: 501 } } };
    expect((await cafe('draft/save', { config: { ...c, counter } })).body.success).toBe(true);
    expect((await cafe('publish')).body.success).toBe(true);
    const session = (await post(s, '/api/table/session', { tabNo: '5' }, { identity: CAFE, format: 'b64' })).body.result
      .sessionId as string;
    const atTable = async () => {
      const fee = await feeCalc(s, CART, 'cash');
      const r = await placeOrder(s, {
        idempotencyKey: newKey(),
        cart: CART,
        payment: 'cash',
        expectedTotalCents: fee.body.result.totalCents,
        sessionId: session,
      });
      expect(r.body.success, JSON.stringify(r.body)).toBe(true);
      return Number(r.body.result.serviceNo);
    };
    expect(await atTable()).toBe(500);
    expect(await atTable()).toBe(501);
    expect(await atTable()).toBe(500);
    const counter2 = (await order(s, 'cash')).serviceNo;
    expect(counter2).toBeGreaterThanOrEqual(201);
    expect(counter2).toBeLessThanOrEqual(300);
  });
});

describe('cashier orders number from the cashier range', () => {
  const cafe = (path: string, payload: Record<string, unknown> = {}) =>
    post(s, `/pro/backoffice/config/${path}`, { shop: 'demo-cafe', ...payload }, { token: admin });

  it("the venue's staff at a venue in cashier mode take the cashier range; a customer's order does not", async () => {
    const c = (await cafe('state')).body.result.live as ConfigSnapshot;
    const counter = { ...c.counter, ranges: { ...c.counter.ranges, cashier: { first: 700, last: 701 } } };
    const saved = await cafe('draft/save', { config: { ...c, counter } });
    expect(saved.body.success, JSON.stringify(saved.body)).toBe(true);
    expect((await cafe('publish')).body.success).toBe(true);
    const atCounter = async (token?: string) => {
      const fee = await feeCalc(s, CART, 'cash');
      const r = await placeOrder(
        s,
        { idempotencyKey: newKey(), cart: CART, payment: 'cash', expectedTotalCents: fee.body.result.totalCents },
        { token },
      );
      expect(r.body.success, JSON.stringify(r.body)).toBe(true);
      return Number(r.body.result.serviceNo);
    };
    // Not in cashier mode yet: the staff's order is an ordinary one, from the venue's counter.
    const before = await atCounter(admin);
    expect(before < 700 || before > 701).toBe(true);
    await s.db.query(
      `UPDATE venues SET settings = settings || '{"cashierMode": true}'::jsonb WHERE shop_id = 'demo-cafe'`,
    );
    try {
      expect(await atCounter(admin)).toBe(700);
      expect(await atCounter(admin)).toBe(701);
      expect(await atCounter(admin)).toBe(700);
      const customer = await atCounter();
      expect(customer < 700 || customer > 701).toBe(true);
    } finally {
      await s.db.query(`UPDATE venues SET settings = settings - 'cashierMode' WHERE shop_id = 'demo-cafe'`);
    }
  });
});

describe('a table with an open table-service session cannot be taken off', () => {
  const cafe = (path: string, payload: Record<string, unknown> = {}) =>
    post(s, `/pro/backoffice/config/${path}`, { shop: 'demo-cafe', ...payload }, { token: admin });

  it('is refused with the session named (table, since when, orders); nothing changes until it is closed', async () => {
    const c = (await cafe('state')).body.result.live as ConfigSnapshot;
    const opened = await post(s, '/api/table/session', { tabNo: '7' }, { identity: CAFE, format: 'b64' });
    const sessionId = opened.body.result.sessionId as string;
    const seven = c.counter.tables.find((t) => t.tabNo === '7')!;
    const without = { ...c.counter, tables: c.counter.tables.filter((t) => t.tabNo !== '7' && t.tabNo !== '5') };
    expect((await cafe('draft/save', { config: { ...c, counter: without } })).body.success).toBe(true);
    const refused = await cafe('publish');
    expect(refused.body.success).toBe(false);
    expect(refused.body.result.code).toBe('config.resourceBooked');
    const named = refused.body.result.sessions as { tabNo: string; tabName: string; orders: number }[];
    expect(named.map((x) => x.tabNo).sort()).toEqual(['5', '7']);
    expect(named.find((x) => x.tabNo === '5')!.orders).toBe(3); // the three table-range orders above
    expect(refused.body.dispMsg).toContain(`${seven.tabName} (table 7, open since`);
    expect((await cafe('state')).body.result.live.counter.tables).toEqual(c.counter.tables);
    // Staff close both sessions: the same change publishes.
    const tables = await post(s, '/api/table/sessions', {}, { identity: CAFE, format: 'b64', token: admin });
    for (const x of tables.body.result.sessions as { sessionId: string }[])
      await post(
        s,
        '/api/table/session/close',
        { sessionId: x.sessionId },
        { identity: CAFE, format: 'b64', token: admin },
      );
    expect(sessionId).toBeTruthy();
    const again = await cafe('publish');
    expect(again.body.success, JSON.stringify(again.body)).toBe(true);
    expect((await cafe('state')).body.result.live.counter.tables).toEqual(without.tables);
  });
});
