// Daylight saving: demo-ktv is in Sydney. Bookings at 20:00 local on both sides of the October and
// April clock changes are stored at the right instants (UTC+10 or +11) and shown at 20:00 again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALICE, login, post, startServer, type TestServer } from './helpers';
import { book, slots } from './bookingHelpers';

describe('a Sydney venue across the clock changes', () => {
  let s: TestServer;
  let token: string;
  beforeAll(async () => {
    s = await startServer();
    token = (await login(s, ALICE, { shop: 'demo-ktv' })).token;
  }, 120_000);
  afterAll(async () => s?.close());

  it.each([
    ['2026-04-04', '2026-04-04T09:00:00.000Z'], // Saturday, still daylight time (UTC+11)
    ['2026-04-05', '2026-04-05T10:00:00.000Z'], // Sunday, standard time (UTC+10) from 03:00
    ['2026-10-03', '2026-10-03T10:00:00.000Z'], // Saturday, standard time
    ['2026-10-04', '2026-10-04T09:00:00.000Z'], // Sunday, daylight time from 02:00
  ])('20:00 on %s is stored as %s and shown as 20:00', async (date, utc) => {
    const free = await slots(s, 'demo-ktv', { date, pluId: 't-room-s', people: 2, hours: 2 });
    const slot = (free.body.result.slots as { time: string; start: number; date: string }[]).find(
      (x) => x.time === '20:00',
    )!;
    expect(new Date(slot.start).toISOString()).toBe(utc);
    expect(free.body.result.slots[0]).toMatchObject({ time: '12:00', date });
    const r = await book(s, 'demo-ktv', token, {
      start: slot.start,
      people: 2,
      pluId: 't-room-s',
      hours: 2,
      payOption: 'full',
    });
    expect(r.body.result.booking).toMatchObject({
      date,
      time: '20:00',
      endTime: '22:00',
      timeZone: 'Australia/Sydney',
    });
    const stored = (
      await s.db.query<{ iso: string }>(
        `SELECT to_char(starts_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI') AS iso FROM bookings WHERE booking_id = $1`,
        [r.body.result.booking.bookingId],
      )
    )[0];
    expect(`${stored.iso}:00.000Z`).toBe(utc);
    const local = (
      await s.db.query<{ t: string }>(
        `SELECT to_char(starts_at AT TIME ZONE 'Australia/Sydney', 'HH24:MI') AS t FROM bookings WHERE booking_id = $1`,
        [r.body.result.booking.bookingId],
      )
    )[0];
    expect(local.t).toBe('20:00');
    const mine = await post(
      s,
      '/api/booking/mine',
      { shop: 'demo-ktv', bookingId: r.body.result.booking.bookingId },
      { token },
    );
    expect(mine.body.result.bookings[0]).toMatchObject({ date, time: '20:00' });
    // Evening band from 18:00 local on every one of these days: 2 hours at $52.
    expect(r.body.result.booking.priceCents).toBe(10400);
  });
});
