// Tickets on two real server processes sharing one real Postgres (skipped without TEST_DATABASE_URL):
// the pool's capacity per day and the one refund per booking must hold across processes, which no lock in one
// process could give — only the database's conditional UPDATE and constraints.
import { beforeAll, describe, expect, it } from 'vitest';
import { httpPost } from './serverProcesses';
import { TEST_DATABASE_URL } from './testDatabases';
import { useTwoProcesses } from './twoProcesses';

const PASSES = { shopKey: 'key-demo-passes', siteId: 'site-passes' };
const DAY = 86_400_000;

describe.skipIf(!TEST_DATABASE_URL)('tickets on two server processes, one Postgres', () => {
  const two = useTwoProcesses();
  const tokens: string[] = [];
  const { base } = two;
  let n = 0;
  const key = () => `tp-${process.pid}-${Date.now().toString(36)}-${++n}`;
  // A start date a week ahead in Brisbane (UTC+10, no daylight saving).
  const startDate = new Date(Date.now() + 10 * 3_600_000 + 7 * DAY).toISOString().slice(0, 10);

  beforeAll(async () => {
    for (const [i, userName] of ['0400000001', '0400000002'].entries())
      tokens.push(await two.signIn(userName, 'Demo1234!', 'demo-passes', i));
  });

  const buy = (i: number, poolId: string) =>
    httpPost(
      base(i),
      '/api/svc/order',
      { idempotencyKey: key(), poolId, quantity: 1, payment: 'dps', startDate },
      { identity: PASSES, format: 'b64', token: tokens[i % 2] },
    );

  it('20 concurrent buyers for the last ticket of a day, split across both processes: exactly 1 booking', async () => {
    await two.db.query(
      `INSERT INTO ticket_pool_days (pool_id, day, sold) SELECT pool_id, $1, capacity - 1 FROM ticket_pools WHERE pool_id = 'ps-family-day'
      ON CONFLICT (pool_id, day) DO UPDATE SET sold = EXCLUDED.sold`,
      [startDate],
    );
    const res = await Promise.all(Array.from({ length: 20 }, (_, i) => buy(i, 'ps-family-day')));
    expect(res.filter((r) => r.body.success === true)).toHaveLength(1);
    expect(res.filter((r) => r.status === 422 && r.body.result?.code === 'ticket.sold-out')).toHaveLength(19);
    const day = (
      await two.db.query<{ sold: number; capacity: number }>(
        `SELECT d.sold, p.capacity FROM ticket_pool_days d JOIN ticket_pools p USING (pool_id) WHERE pool_id = 'ps-family-day' AND day = $1`,
        [startDate],
      )
    )[0];
    expect(day.sold).toBe(day.capacity);
    expect((await two.db.query(`SELECT 1 FROM ticket_bookings WHERE pool_id = 'ps-family-day'`)).length).toBe(1);
  }, 120_000);

  it('10 tickets left on the last day of a week pass, 30 buyers on both processes: exactly 10 bookings', async () => {
    // A week's pass counts on 7 days; the last of them has 10 places left.
    const last = new Date(Date.parse(startDate) + 6 * DAY).toISOString().slice(0, 10);
    await two.db.query(
      `INSERT INTO ticket_pool_days (pool_id, day, sold) SELECT pool_id, $1, capacity - 10 FROM ticket_pools WHERE pool_id = 'ps-week'
      ON CONFLICT (pool_id, day) DO UPDATE SET sold = EXCLUDED.sold`,
      [last],
    );
    const res = await Promise.all(Array.from({ length: 30 }, (_, i) => buy(i, 'ps-week')));
    const okIdx = res.map((r, i) => (r.body.success === true ? i : -1)).filter((i) => i >= 0);
    expect(okIdx).toHaveLength(10);
    expect((await two.db.query(`SELECT 1 FROM ticket_bookings WHERE pool_id = 'ps-week'`)).length).toBe(10);
  }, 120_000);

  it('one EV bay left on the third day of a stay, 12 multi-day stays on both processes: exactly 1 sold (issue 27 finding 3)', async () => {
    const PARKING = { shopKey: 'key-demo-parking', siteId: 'site-parking' };
    const parkTokens = [
      await two.signIn('0400000001', 'Demo1234!', 'demo-parking', 0),
      await two.signIn('0400000002', 'Demo1234!', 'demo-parking', 1),
    ];
    // Entry at 20:00 Brisbane on startDate, exit at 08:00 two days later: three days.
    const entry = Date.parse(`${startDate}T20:00:00+10:00`);
    const exit = entry + 36 * 3_600_000;
    const third = new Date(Date.parse(startDate) + 2 * DAY).toISOString().slice(0, 10);
    await two.db.query(
      `INSERT INTO ticket_pool_days (pool_id, day, sold) SELECT pool_id, $1, capacity - 1 FROM ticket_pools WHERE pool_id = 'pk-ev'
      ON CONFLICT (pool_id, day) DO UPDATE SET sold = EXCLUDED.sold`,
      [third],
    );
    const res = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        httpPost(
          base(i),
          '/api/svc/order',
          { idempotencyKey: key(), poolId: 'pk-ev', quantity: 1, payment: 'dps', entryTime: entry, exitTime: exit },
          { identity: PARKING, format: 'b64', token: parkTokens[i % 2] },
        ),
      ),
    );
    expect(res.filter((r) => r.body.success === true)).toHaveLength(1);
    expect(res.filter((r) => r.status === 422 && r.body.result?.code === 'ticket.sold-out')).toHaveLength(11);
    const days = await two.db.query<{ day: string; sold: number; capacity: number }>(
      `SELECT d.day, d.sold, p.capacity FROM ticket_pool_days d JOIN ticket_pools p USING (pool_id) WHERE pool_id = 'pk-ev' AND day >= $1 ORDER BY day`,
      [startDate],
    );
    expect(days.map((d) => Number(d.sold))).toEqual([1, 1, days[2].capacity]);
  }, 120_000);

  it('an extension paid while 6 buyers on both processes want the last EV bay of its new day: never oversold (issue 27)', async () => {
    const PARKING = { shopKey: 'key-demo-parking', siteId: 'site-parking' };
    const parkTokens = [
      await two.signIn('0400000001', 'Demo1234!', 'demo-parking', 0),
      await two.signIn('0400000002', 'Demo1234!', 'demo-parking', 1),
    ];
    const park = (i: number, path: string, body: Record<string, unknown>) =>
      httpPost(
        base(i),
        path,
        { idempotencyKey: key(), ...body },
        { identity: PARKING, format: 'b64', token: parkTokens[i % 2] },
      );
    const dayAfter = (n: number) => new Date(Date.parse(startDate) + n * DAY).toISOString().slice(0, 10);
    const [held, added] = [dayAfter(3), dayAfter(4)];
    // Alice's paid stay on `held`, then an extension to 09:00 on `added`, which has one bay left.
    const entry = Date.parse(`${held}T10:00:00+10:00`);
    const stay = await park(0, '/api/svc/order', {
      poolId: 'pk-ev',
      quantity: 1,
      payment: 'dps',
      entryTime: entry,
      exitTime: entry + 8 * 3_600_000,
    });
    expect(stay.body.success).toBe(true);
    const paid = `UPDATE orders SET paid = true, pay_status = 'paid', paid_at = $2 WHERE transaction_id = $1`;
    await two.db.query(paid, [stay.body.result.transactionId, Date.now()]);
    await two.db.query(
      `INSERT INTO ticket_pool_days (pool_id, day, sold) SELECT pool_id, $1, capacity - 1 FROM ticket_pools WHERE pool_id = 'pk-ev'
      ON CONFLICT (pool_id, day) DO UPDATE SET sold = EXCLUDED.sold`,
      [added],
    );
    const topup = await park(0, '/api/parking/bookingTopup', {
      bookingId: stay.body.result.bookingId,
      exitTime: Date.parse(`${added}T09:00:00+10:00`),
    });
    expect(topup.body.success).toBe(true);
    // The provider's payment of the extension races 6 sales of the last bay on both processes.
    const noon = Date.parse(`${added}T12:00:00+10:00`);
    const [, ...sales] = await Promise.all([
      two.db.query(paid, [topup.body.result.transactionId, Date.now()]),
      ...Array.from({ length: 6 }, (_, i) =>
        park(i, '/api/svc/order', {
          poolId: 'pk-ev',
          quantity: 1,
          payment: 'dps',
          entryTime: noon,
          exitTime: noon + 2 * 3_600_000,
        }),
      ),
    ]);
    const sold = sales.filter((r) => r.body.success === true).length;
    const t = (
      await two.db.query<{ status: string }>('SELECT status FROM ticket_topups WHERE topup_id = $1', [
        topup.body.result.topupId,
      ])
    )[0];
    // Exactly one holder of the last bay: the extension (paid) or one buyer (the extension refunded).
    expect(sold + (t.status === 'paid' ? 1 : 0)).toBe(1);
    expect(t.status).toBe(sold ? 'refunded' : 'paid');
    const day = (
      await two.db.query<{ sold: number; capacity: number }>(
        `SELECT d.sold, p.capacity FROM ticket_pool_days d JOIN ticket_pools p USING (pool_id) WHERE pool_id = 'pk-ev' AND day = $1`,
        [added],
      )
    )[0];
    expect(Number(day.sold)).toBe(day.capacity);
    const refunds = await two.db.query('SELECT 1 FROM ticket_refunds WHERE topup_id = $1', [topup.body.result.topupId]);
    expect(refunds.length).toBe(sold);
  }, 120_000);

  it('a paid booking refunded by 10 concurrent requests on both processes is refunded exactly once', async () => {
    const b = await buy(0, 'ps-day');
    expect(b.body.success).toBe(true);
    // Paid as the provider would mark it (the database trigger makes the booking paid).
    await two.db.query(`UPDATE orders SET paid = true, pay_status = 'paid', paid_at = $2 WHERE transaction_id = $1`, [
      b.body.result.transactionId,
      Date.now(),
    ]);
    const id = b.body.result.bookingId;
    const res = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        httpPost(
          base(i),
          '/api/parking/bookingRefund',
          { bookingId: id },
          { identity: PASSES, format: 'b64', token: tokens[0] },
        ),
      ),
    );
    expect(res.filter((r) => r.body.success === true)).toHaveLength(1);
    expect(res.filter((r) => r.body.result?.code === 'ticket.not-refundable')).toHaveLength(9);
    const rows = await two.db.query<{ amount_cents: string }>(
      'SELECT amount_cents FROM ticket_refunds WHERE booking_id = $1',
      [id],
    );
    expect(rows.map((r) => Number(r.amount_cents))).toEqual([4500]);
  }, 120_000);
});
