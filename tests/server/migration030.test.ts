// Migration 030 on a database with extensions from before it: an unpaid extension opened before the
// migration learns the days it adds (so paying it takes their places), and the refunds already
// recorded (one per booking) are kept under the new key (a booking's own refund, one per extension).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/db';
import { migrate } from '../../server/db/migrate';
import { T0 } from './helpers';
import { migratedBefore } from './migrateBefore';

const at = (date: string, time: string) => Date.parse(`${date}T${time}:00+10:00`); // Brisbane

let db: Db;
beforeAll(async () => {
  db = await migratedBefore(30, T0);
  const order = (txn: string, cents: number, paid: boolean) =>
    db.query(
      `INSERT INTO orders (transaction_id, shop_id, bill_no, order_no, service_no, order_type, payment, total_cents, cart, paid, created_at, status_at)
       VALUES ($1, 'demo-parking', $1, 'T001', 0, 'ticket', 'dps', $2, '{}', $3, $4, $4)`,
      [txn, cents, paid, T0],
    );
  const booking = async (id: string, day: string, status: string) => {
    await order(`txn_${id}`, 3300, true);
    await db.query(
      `INSERT INTO ticket_bookings (booking_id, shop_id, pool_id, user_id, kind, quantity, entry_at, exit_at, starts_at, amount_cents, transaction_id, payment, status, created_at, paid_at, days)
       VALUES ($1, 'demo-parking', 'pk-ev', 'u-demo-alice', 'parking', 1, $2, $3, $2, 3300, $4, 'dps', $5, $6, $6, ARRAY[$7])`,
      [id, at(day, '10:00'), at(day, '18:00'), `txn_${id}`, status, T0, day],
    );
    if (status === 'paid')
      await db.query(
        `INSERT INTO ticket_pool_days (pool_id, day, sold) VALUES ('pk-ev', $1, 1)
         ON CONFLICT (pool_id, day) DO UPDATE SET sold = ticket_pool_days.sold + 1`,
        [day],
      );
  };
  await booking('tb_old_ext', '2026-02-10', 'paid');
  await order('txn_tt_old', 3500, false);
  await db.query(
    `INSERT INTO ticket_topups (topup_id, booking_id, old_exit_at, new_exit_at, amount_cents, transaction_id, created_at)
     VALUES ('tt_old', 'tb_old_ext', $1, $2, 3500, 'txn_tt_old', $3)`,
    [at('2026-02-10', '18:00'), at('2026-02-12', '09:00'), T0],
  );
  await booking('tb_old_refunded', '2026-02-11', 'refunded');
  await db.query(
    `INSERT INTO ticket_refunds (booking_id, amount_cents, method, by_user, created_at) VALUES ('tb_old_refunded', 3300, 'dps', 'u', $1)`,
    [T0],
  );
});
afterAll(async () => db.close());

describe('migration 030 on extensions from before it', () => {
  it('gives an unpaid extension its new days, which it takes when paid; keeps the refunds', async () => {
    expect((await migrate(db, T0)).filter((n) => n.startsWith('030_'))).toHaveLength(1);
    const t = await db.query<{ days: string[] }>(`SELECT days FROM ticket_topups WHERE topup_id = 'tt_old'`);
    expect(t[0].days).toEqual(['2026-02-11', '2026-02-12']);
    await db.query(`UPDATE orders SET paid = true, paid_at = $1 WHERE transaction_id = 'txn_tt_old'`, [T0]);
    const b = await db.query<{ days: string[]; exit_at: string }>(
      `SELECT days, exit_at FROM ticket_bookings WHERE booking_id = 'tb_old_ext'`,
    );
    expect(b[0].days).toEqual(['2026-02-10', '2026-02-11', '2026-02-12']);
    expect(Number(b[0].exit_at)).toBe(at('2026-02-12', '09:00'));
    const sold = await db.query<{ day: string; sold: number }>(
      `SELECT day, sold FROM ticket_pool_days WHERE pool_id = 'pk-ev' AND day >= '2026-02-10' ORDER BY day`,
    );
    expect(sold.map((r) => [r.day, Number(r.sold)])).toEqual([
      ['2026-02-10', 1],
      ['2026-02-11', 1],
      ['2026-02-12', 1],
    ]);
    const refunds = await db.query<{ booking_id: string; topup_id: string | null }>(
      `SELECT booking_id, topup_id FROM ticket_refunds WHERE booking_id LIKE 'tb_old%'`,
    );
    expect(refunds).toEqual([{ booking_id: 'tb_old_refunded', topup_id: null }]);
  });
});
