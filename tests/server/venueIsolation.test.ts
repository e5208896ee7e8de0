// Isolation between venues on a real Postgres (issue 28; skipped without TEST_DATABASE_URL). One
// venue's row held by a long transaction used to queue that venue's orders on the lock, each holding
// a pool connection, until no connection was left for any venue. Now they wait in the venue's lane
// (orders/venueQueue.ts), so an order at another venue completes at once, and the held venue's orders
// complete once the lock is let go.
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { openPostgres, type Db } from '../../server/db/db';
import { post, T0, TEST_LIMITS, type TestServer } from './helpers';
import { newKey, order } from './orderHelpers';
import { createDatabase, TEST_DATABASE_URL } from './testDatabases';

const KIOSK = { shopKey: 'key-demo-kiosk', siteId: 'site-kiosk', device: 'isolation-test' };
const KIOSK_CART = {
  itemList: [{ pluId: 'k-cheeseburger', quantity: 1, attrs: [], mealPlus: [], removedIngredients: [] }],
  orderType: 'takeaway',
};

/** An order at demo-kiosk (the other venue): feeCalc, then the order with that total. */
async function kioskOrder(s: TestServer): Promise<Record<string, any>> {
  const fee = await post(
    s,
    '/api/pos/feeCalc',
    { cart: KIOSK_CART, payment: 'cash' },
    { identity: KIOSK, format: 'b64' },
  );
  const r = await post(
    s,
    '/api/shop/order/add/v2',
    { idempotencyKey: newKey(), cart: KIOSK_CART, payment: 'cash', expectedTotalCents: fee.body.result.totalCents },
    { identity: KIOSK, format: 'b64', nest: true },
  );
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.result;
}

describe.skipIf(!TEST_DATABASE_URL)('a venue whose row is held does not stall the others', () => {
  let scratch: Awaited<ReturnType<typeof createDatabase>>;
  let db: Db;
  let s: TestServer;
  let holder: postgres.Sql;
  beforeAll(async () => {
    scratch = await createDatabase({ seeded: true, now: T0 });
    db = await openPostgres(scratch.url, { poolSize: 4, lockTimeoutMs: 1000 });
    // TEST_LIMITS: the queued orders come without an account from one address (the guest limits are not under test).
    const app = await buildApp({
      db,
      now: () => T0,
      limits: TEST_LIMITS,
      distDir: '/nonexistent-dist',
      venueCacheMs: 0,
    });
    s = { db, app, clock: { t: T0 }, sms: [], close: async () => app.close(), lastCode: () => '' };
    holder = postgres(scratch.url, { max: 1, onnotice: () => undefined });
  }, 120_000);
  afterAll(async () => {
    await s?.close();
    await db?.close();
    await holder?.end({ timeout: 5 });
    await scratch?.drop().catch(() => undefined);
  });

  it('holds demo-cafe 3.5 s: 14 cafe orders queue, a kiosk-venue order still completes in well under a second and a half', async () => {
    let release!: () => void;
    const released = new Promise<void>((r) => (release = r));
    let locked!: () => void;
    const isLocked = new Promise<void>((r) => (locked = r));
    const holding = holder.begin(async (t) => {
      await t`SELECT 1 FROM venues WHERE shop_id = 'demo-cafe' FOR UPDATE`;
      locked();
      await released;
    });
    await isLocked;
    const cafe = Array.from({ length: 14 }, () =>
      order(s, 'cash').then(
        (r) => ({ ok: true, r }),
        (e: unknown) => ({ ok: false, r: e }),
      ),
    );
    await new Promise((r) => setTimeout(r, 500)); // the cafe orders are queued (before: every connection waits on the lock)
    const t0 = Date.now();
    const store = await kioskOrder(s);
    const storeMs = Date.now() - t0;
    setTimeout(release, Math.max(0, 3500 - 500 - storeMs));
    await holding;
    const done = await Promise.all(cafe);
    expect(store.transactionId).toMatch(/^txn_/);
    expect(storeMs).toBeLessThan(1500);
    expect(done.filter((d) => !d.ok).map((d) => String(d.r))).toEqual([]);
    const seqs = await db.query<{ n: string }>(`SELECT order_seq::text AS n FROM venues WHERE shop_id = 'demo-cafe'`);
    expect(Number(seqs[0].n)).toBe(14);
  }, 60_000);
});
