// Issue 27 finding 3: a parking stay takes a bay on every day it covers, not on its entry day only.
// Before the fix a stay entering the day before a full day was sold (the full day oversold); now it is
// refused, a stay within one day is still sold, and an exit at midnight does not count the next day.
// The race across two server processes is in tickets-two-process.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stayDays } from '../../src/domain/index';
import { ALICE, login, type TestServer, startServer } from './helpers';
import { bookParking, HOUR } from './ticketHelpers';

const at = (date: string, time: string) => Date.parse(`${date}T${time}:00+10:00`); // Brisbane

describe('stayDays', () => {
  it('lists every venue-local day from entry to exit; a midnight exit ends the day before', () => {
    const tz = 'Australia/Brisbane';
    expect(stayDays(at('2026-01-20', '10:00'), at('2026-01-20', '18:00'), tz)).toEqual(['2026-01-20']);
    expect(stayDays(at('2026-01-20', '22:00'), at('2026-01-22', '08:00'), tz)).toEqual([
      '2026-01-20',
      '2026-01-21',
      '2026-01-22',
    ]);
    expect(stayDays(at('2026-01-20', '10:00'), at('2026-01-21', '00:00'), tz)).toEqual(['2026-01-20']);
    // In the venue's zone, not UTC: 08:00 in Brisbane is 22:00 UTC the day before.
    expect(stayDays(at('2026-01-20', '08:00'), at('2026-01-20', '09:00'), tz)).toEqual(['2026-01-20']);
  });
});

describe('parking capacity over a multi-day stay', () => {
  let s: TestServer;
  let alice: string;
  beforeAll(async () => {
    s = await startServer();
    alice = (await login(s, ALICE, { shop: 'demo-parking' })).token;
  }, 120_000);
  afterAll(async () => s?.close());

  it('a stay reaching into a full day is refused; the days it takes are recorded and counted', async () => {
    // The EV bays (capacity 8) are all taken on the 21st.
    await s.db.query(`INSERT INTO ticket_pool_days (pool_id, day, sold) VALUES ('pk-ev', '2026-01-21', 8)`);
    const over = await bookParking(s, alice, {
      poolId: 'pk-ev',
      entry: at('2026-01-20', '18:00'),
      exit: at('2026-01-21', '10:00'),
    });
    expect(over.status).toBe(422);
    expect(over.body.result.code).toBe('ticket.sold-out');
    // Within the 20th it is sold; a stay of three days counts on each of them.
    const day = await bookParking(s, alice, {
      poolId: 'pk-ev',
      entry: at('2026-01-20', '09:00'),
      exit: at('2026-01-20', '09:00') + 4 * HOUR,
    });
    expect(day.body.success).toBe(true);
    const long = await bookParking(s, alice, {
      poolId: 'pk-standard',
      entry: at('2026-01-22', '20:00'),
      exit: at('2026-01-24', '08:00'),
    });
    expect(long.body.success).toBe(true);
    const rows = await s.db.query<{ days: string[] }>('SELECT days FROM ticket_bookings WHERE booking_id = $1', [
      long.body.result.bookingId,
    ]);
    expect(rows[0].days).toEqual(['2026-01-22', '2026-01-23', '2026-01-24']);
    const sold = await s.db.query<{ day: string; sold: number }>(
      `SELECT day, sold FROM ticket_pool_days WHERE pool_id = 'pk-standard' ORDER BY day`,
    );
    expect(sold.map((r) => [r.day, Number(r.sold)])).toEqual([
      ['2026-01-22', 1],
      ['2026-01-23', 1],
      ['2026-01-24', 1],
    ]);
  });
});
