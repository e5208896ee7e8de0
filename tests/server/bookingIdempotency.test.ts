// A booking sent twice makes one (issue 14, faults at booking): the create call's idempotency key
// replays the first answer (same booking, same payment page) when the answer was lost to a dropped
// connection, a reload or another tab; another customer's same key is their own request; the same key
// with other details is refused; a refused booking leaves the key free.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALICE, login, type TestServer, startServer } from './helpers';
import { book, brisbane } from './bookingHelpers';

const DAY = '2026-01-17';
const BOB = { userName: '0400000002', password: 'Demo1234!' };

describe('booking create with an idempotency key', () => {
  let s: TestServer;
  let alice: string;
  let bob: string;
  beforeAll(async () => {
    s = await startServer();
    alice = (await login(s, ALICE, { shop: 'demo-cafe' })).token;
    bob = (await login(s, BOB, { shop: 'demo-cafe' })).token;
  }, 120_000);
  afterAll(async () => s?.close());
  /** Bookings (each with its order) at 18:00 that day. */
  const rows = async () =>
    Number(
      (
        await s.db.query<{ n: string }>(
          `SELECT count(*) AS n FROM bookings b JOIN orders o ON o.transaction_id = b.transaction_id WHERE b.starts_at = to_timestamp($1::bigint / 1000.0) AND o.shop_id = 'demo-cafe'`,
          [brisbane(DAY, '18:00')],
        )
      )[0].n,
    );

  it('the same request twice answers the same booking and payment page; one booking and one order on the server', async () => {
    const ask = { start: brisbane(DAY, '18:00'), people: 2, idempotencyKey: 'bk-key-000001', lang: 'en-gb' };
    const first = await book(s, 'demo-cafe', alice, ask);
    expect(first.body.success).toBe(true);
    const again = await book(s, 'demo-cafe', alice, { ...ask, lang: 'zh-hans' });
    expect(again.status).toBe(200);
    expect(again.body.result.booking.bookingId).toBe(first.body.result.booking.bookingId);
    expect(again.body.result.payUrl).toBe(first.body.result.payUrl);
    expect(await rows()).toBe(1);
    expect(
      Number(
        (
          await s.db.query<{ n: string }>(
            `SELECT count(*) AS n FROM orders WHERE order_type = 'booking' AND user_id = (SELECT user_id FROM bookings WHERE booking_id = $1)`,
            [first.body.result.booking.bookingId],
          )
        )[0].n,
      ),
    ).toBe(1);
  });

  it("another customer's same key is their own booking; the same key with other details is refused (422)", async () => {
    const ask = { start: brisbane(DAY, '18:00'), people: 2, idempotencyKey: 'bk-key-000001' };
    const theirs = await book(s, 'demo-cafe', bob, ask);
    expect(theirs.body.success).toBe(true);
    expect(await rows()).toBe(2);
    const other = await book(s, 'demo-cafe', alice, { ...ask, people: 3 });
    expect(other.status).toBe(422);
    expect(other.body.result.code).toBe('idempotency.conflict');
    expect(await rows()).toBe(2);
  });

  it('a refused booking writes nothing and leaves the key free for the corrected request', async () => {
    const key = 'bk-key-000002';
    const closed = await book(s, 'demo-cafe', alice, { start: brisbane(DAY, '23:00'), people: 2, idempotencyKey: key });
    expect(closed.body.result.code).toBe('booking.closed');
    expect(
      Number(
        (await s.db.query<{ n: string }>('SELECT count(*) AS n FROM idempotency_keys WHERE idem_key = $1', [key]))[0].n,
      ),
    ).toBe(0);
    const fixed = await book(s, 'demo-cafe', alice, { start: brisbane(DAY, '12:00'), people: 2, idempotencyKey: key });
    expect(fixed.body.success).toBe(true);
  });
});
