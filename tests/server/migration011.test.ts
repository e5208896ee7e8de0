// Migration 011 on a database with orders from before it: older carts lose the device id they carried,
// kiosk orders become unclaimable, and orders that redeemed points become holds of their member card.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/db';
import { migrate } from '../../server/db/migrate';
import { T0 } from './helpers';
import { migratedBefore } from './migrateBefore';

let db: Db;
beforeAll(async () => {
  db = await migratedBefore(11, T0);
  const old = (txn: string, shop: string, userId: string | null, cart: Record<string, unknown>) =>
    db.query(
      `INSERT INTO orders (transaction_id, shop_id, bill_no, order_no, service_no, device_id, user_id, order_type, payment, total_cents, cart, created_at, status_at)
     VALUES ($1, $2, $1, 'A001', 201, 'old-device', $3, 'takeaway', 'dps', 200, $4, $5, $5)`,
      [txn, shop, userId, cart, T0],
    );
  await old('txn_old_points', 'demo-cafe', 'u-demo-alice', { deviceId: 'old-device', redeemedPoints: 60 });
  await old('txn_old_plain', 'demo-cafe', null, { deviceId: 'old-device', redeemedPoints: 0 });
  await old('txn_old_kiosk', 'demo-kiosk', null, { deviceId: 'old-device' });
});
afterAll(async () => db.close());

describe('migration 011 on older orders', () => {
  it('applies once and fixes the older rows', async () => {
    // 011 and every later migration apply (later ones are other issues'): 011 exactly once.
    expect((await migrate(db, T0)).filter((n) => /^011_/.test(n))).toHaveLength(1);
    const rows = await db.query<{
      transaction_id: string;
      cart: Record<string, unknown>;
      shared_device: boolean;
      delivery_address: string | null;
    }>('SELECT transaction_id, cart, shared_device, delivery_address FROM orders ORDER BY transaction_id');
    for (const r of rows) expect(r.cart).not.toHaveProperty('deviceId');
    expect(Object.fromEntries(rows.map((r) => [r.transaction_id, r.shared_device]))).toEqual({
      txn_old_kiosk: true,
      txn_old_plain: false,
      txn_old_points: false,
    });
    expect(rows.every((r) => r.delivery_address === null)).toBe(true);
    expect(
      await db.query('SELECT transaction_id, card_num, points_cents::int AS points_cents, released FROM order_points'),
    ).toEqual([{ transaction_id: 'txn_old_points', card_num: 'M10000001', points_cents: 6000, released: false }]);
    expect(await migrate(db, T0)).toEqual([]);
  });
});
