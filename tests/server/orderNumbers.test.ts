// Order and bill numbers come from the venue's counter (issue 28, migration 026): never repeated
// after an order row is deleted (the old count-based numbering handed the deleted order's number out
// again), shared by orders and single payments, and carried on from the history when 026 applies.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { migrate } from '../../server/db/migrate';
import { T0, startServer, type TestServer } from './helpers';
import { order } from './orderHelpers';
import { migratedBefore } from './migrateBefore';

const seqOf = (billNo: string) => Number(/-(\d+)$/.exec(billNo)?.[1]);

describe('order numbers from the venue counter', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer();
  });
  afterAll(async () => s.close());

  it('never repeats a bill number after an order row is deleted', async () => {
    const first = await order(s, 'cash');
    const second = await order(s, 'cash');
    const bills = async (txn: string) =>
      (
        await s.db.query<{ bill_no: string; order_no: string }>(
          'SELECT bill_no, order_no FROM orders WHERE transaction_id = $1',
          [txn],
        )
      )[0];
    const b2 = await bills(second.transactionId);
    expect(seqOf(b2.bill_no)).toBe(seqOf((await bills(first.transactionId)).bill_no) + 1);
    await s.db.query('DELETE FROM orders WHERE transaction_id = $1', [second.transactionId]);
    const third = await order(s, 'cash');
    const b3 = await bills(third.transactionId);
    expect(seqOf(b3.bill_no)).toBe(seqOf(b2.bill_no) + 1);
    expect(b3.order_no).not.toBe(b2.order_no);
    const counter = await s.db.query<{ n: string }>(
      `SELECT order_seq::text AS n FROM venues WHERE shop_id = 'demo-cafe'`,
    );
    expect(Number(counter[0].n)).toBe(seqOf(b3.bill_no));
  });

  it('numbers each venue on its own counter', async () => {
    const before = await s.db.query<{ shop_id: string; n: string }>(
      `SELECT shop_id, order_seq::text AS n FROM venues WHERE shop_id IN ('demo-cafe', 'demo-store') ORDER BY shop_id`,
    );
    await order(s, 'cash');
    const after = await s.db.query<{ shop_id: string; n: string }>(
      `SELECT shop_id, order_seq::text AS n FROM venues WHERE shop_id IN ('demo-cafe', 'demo-store') ORDER BY shop_id`,
    );
    expect(Number(after[0].n)).toBe(Number(before[0].n) + 1);
    expect(after[1].n).toBe(before[1].n);
  });
});

describe('migration 026 on a venue with history', () => {
  it('carries on from the highest number: the count, or a higher bill number left by deleted orders', async () => {
    const db = await migratedBefore(26, T0);
    try {
      const old = (txn: string, shop: string, bill: string) =>
        db.query(
          `INSERT INTO orders (transaction_id, shop_id, bill_no, order_no, service_no, order_type, payment, total_cents, cart, created_at, status_at)
         VALUES ($1, $2, $3, 'A001', 201, 'takeaway', 'cash', 200, '{}', $4, $4)`,
          [txn, shop, bill, T0],
        );
      // demo-cafe: two orders left of 42 (40 deleted); demo-store: three orders, one a booking-style number.
      await old('t1', 'demo-cafe', 'CAFE-20260115-00041');
      await old('t2', 'demo-cafe', 'CAFE-20260115-00042');
      await old('t3', 'demo-store', 'STORE-20260115-00001');
      await old('t4', 'demo-store', 'STORE-20260115-00002');
      await old('t5', 'demo-store', 'B17');
      expect((await migrate(db, T0)).filter((n) => n.startsWith('026_'))).toHaveLength(1);
      const rows = await db.query<{ shop_id: string; n: string }>(
        `SELECT shop_id, order_seq::text AS n FROM venues WHERE shop_id IN ('demo-cafe', 'demo-store', 'demo-ktv') ORDER BY shop_id`,
      );
      expect(rows.map((r) => [r.shop_id, Number(r.n)])).toEqual([
        ['demo-cafe', 42],
        ['demo-ktv', 0],
        ['demo-store', 3],
      ]);
    } finally {
      await db.close();
    }
  }, 120_000); // migrating and seeding PGlite from nothing
});
