// Issue 27 finding 3, extensions: extending a paid stay to an exit on a later day takes a bay on each
// new day (migration 030). Before the fix the extension was sold and paid without taking anything on
// the new days, so a full day was oversold; now it is refused when opened, takes its places when paid,
// and is refunded (the stay keeps its exit) if the last place went to someone else in between.
// The race across two server processes is in tickets-two-process.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALICE, login, type TestServer, startServer } from './helpers';
import { BOB, bookParking, mine, PARKING, payInSandbox, signed, ticketKey } from './ticketHelpers';

const at = (date: string, time: string) => Date.parse(`${date}T${time}:00+10:00`); // Brisbane

describe('extending a parking stay into new days', () => {
  let s: TestServer;
  let alice: string;
  let bob: string;
  beforeAll(async () => {
    s = await startServer();
    alice = (await login(s, ALICE, { shop: 'demo-parking' })).token;
    bob = (await login(s, BOB, { shop: 'demo-parking' })).token;
  }, 120_000);
  afterAll(async () => s?.close());

  /** Sets the places taken on an EV bay day (capacity 8). */
  const fill = (day: string, sold: number) =>
    s.db.query(
      `INSERT INTO ticket_pool_days (pool_id, day, sold) VALUES ('pk-ev', $1, $2)
       ON CONFLICT (pool_id, day) DO UPDATE SET sold = EXCLUDED.sold`,
      [day, sold],
    );
  const sold = async (day: string) =>
    Number(
      (
        await s.db.query<{ sold: number }>(`SELECT sold FROM ticket_pool_days WHERE pool_id = 'pk-ev' AND day = $1`, [
          day,
        ])
      )[0]?.sold ?? 0,
    );
  const booking = async (id: string) => {
    const b = (
      await s.db.query<{ exit_at: string; amount_cents: string; days: string[]; status: string }>(
        'SELECT exit_at, amount_cents, days, status FROM ticket_bookings WHERE booking_id = $1',
        [id],
      )
    )[0];
    return { ...b, exit_at: Number(b.exit_at), amount_cents: Number(b.amount_cents) };
  };
  /** A paid EV stay on one day, 10:00 to 18:00. */
  async function paidStay(day: string): Promise<string> {
    const r = await bookParking(s, alice, { poolId: 'pk-ev', entry: at(day, '10:00'), exit: at(day, '18:00') });
    expect(r.body.success).toBe(true);
    await payInSandbox(s, r.body.result.transactionId);
    return r.body.result.bookingId;
  }
  const extend = (bookingId: string, exitTime: number) =>
    signed(s, '/api/parking/bookingTopup', { idempotencyKey: ticketKey(), bookingId, exitTime }, PARKING, alice);

  it('refuses an extension into a full day as a sale is refused; within the held day it is sold', async () => {
    const id = await paidStay('2026-01-20');
    await fill('2026-01-21', 8);
    const over = await extend(id, at('2026-01-21', '10:00'));
    expect(over.status).toBe(422);
    expect(over.body.result).toMatchObject({ code: 'ticket.sold-out', remaining: 0 });
    expect((await s.db.query('SELECT 1 FROM ticket_topups WHERE booking_id = $1', [id])).length).toBe(0);
    const within = await extend(id, at('2026-01-20', '21:00'));
    expect(within.body.success).toBe(true);
    await payInSandbox(s, within.body.result.transactionId);
    expect(await booking(id)).toMatchObject({ exit_at: at('2026-01-20', '21:00'), days: ['2026-01-20'] });
  });

  it('an extension into a free day takes its place when paid; the last place is then not sold again', async () => {
    const id = await paidStay('2026-01-22');
    await fill('2026-01-23', 7);
    const r = await extend(id, at('2026-01-23', '09:00'));
    expect(r.body.success).toBe(true);
    expect(await sold('2026-01-23')).toBe(7); // nothing taken before it is paid
    await payInSandbox(s, r.body.result.transactionId);
    expect(await booking(id)).toMatchObject({
      status: 'paid',
      exit_at: at('2026-01-23', '09:00'),
      days: ['2026-01-22', '2026-01-23'],
    });
    expect(await sold('2026-01-23')).toBe(8);
    const late = await bookParking(s, bob, {
      poolId: 'pk-ev',
      entry: at('2026-01-23', '12:00'),
      exit: at('2026-01-23', '14:00'),
    });
    expect(late.status).toBe(422);
    expect(late.body.result.code).toBe('ticket.sold-out');
    // Refunding the extended stay gives back every day it holds.
    const before22 = await sold('2026-01-22');
    const refund = await signed(s, '/api/parking/bookingRefund', { bookingId: id }, PARKING, alice);
    expect(refund.body.success).toBe(true);
    expect(await sold('2026-01-22')).toBe(before22 - 1);
    expect(await sold('2026-01-23')).toBe(7);
  });

  it('refunds the extension when the last place of a new day was sold between opening and paying it', async () => {
    const id = await paidStay('2026-01-25');
    const before = await booking(id);
    await fill('2026-01-26', 7);
    const r = await extend(id, at('2026-01-26', '09:00'));
    expect(r.body.success).toBe(true);
    const amount = r.body.result.amountCents as number;
    expect(amount).toBeGreaterThan(0);
    // Bob buys the last place of the 26th before Alice pays.
    const last = await bookParking(s, bob, {
      poolId: 'pk-ev',
      entry: at('2026-01-26', '12:00'),
      exit: at('2026-01-26', '14:00'),
    });
    expect(last.body.success).toBe(true);
    await payInSandbox(s, r.body.result.transactionId);
    expect(await booking(id)).toEqual(before); // not extended, nothing added to what was paid
    expect(await sold('2026-01-26')).toBe(8);
    const topup = await s.db.query<{ status: string }>('SELECT status FROM ticket_topups WHERE topup_id = $1', [
      r.body.result.topupId,
    ]);
    expect(topup[0].status).toBe('refunded');
    // The customer's view of the stay says so (the extension's result page reads it).
    expect((await mine(s, alice, { bookingId: id }))[0].lastTopup).toEqual({
      status: 'refunded',
      amountCents: amount,
      exitTime: at('2026-01-26', '09:00'),
    });
    const refunds = await s.db.query<{ topup_id: string | null; amount_cents: string; by_user: string }>(
      'SELECT topup_id, amount_cents, by_user FROM ticket_refunds WHERE booking_id = $1',
      [id],
    );
    expect(refunds.map((x) => [x.topup_id, Number(x.amount_cents), x.by_user])).toEqual([
      [r.body.result.topupId, amount, 'system'],
    ]);
    // A second extension opened on the same stay, paid after the first was applied, is stale: refunded too.
    const a = await extend(id, at('2026-01-25', '19:00'));
    const b = await extend(id, at('2026-01-25', '20:00'));
    await payInSandbox(s, a.body.result.transactionId);
    await payInSandbox(s, b.body.result.transactionId);
    expect((await booking(id)).exit_at).toBe(at('2026-01-25', '19:00'));
    const stale = await s.db.query<{ status: string; amount_cents: string }>(
      'SELECT t.status, r.amount_cents FROM ticket_topups t JOIN ticket_refunds r USING (topup_id) WHERE t.topup_id = $1',
      [b.body.result.topupId],
    );
    expect(stale.map((x) => [x.status, Number(x.amount_cents)])).toEqual([['stale', b.body.result.amountCents]]);
    // The stay itself can still be refunded once: its own refund is recorded beside the extension's.
    const refund = await signed(s, '/api/parking/bookingRefund', { bookingId: id }, PARKING, alice);
    expect(refund.body.success).toBe(true);
    expect(
      (await s.db.query('SELECT 1 FROM ticket_refunds WHERE booking_id = $1 AND topup_id IS NULL', [id])).length,
    ).toBe(1);
  });
});
