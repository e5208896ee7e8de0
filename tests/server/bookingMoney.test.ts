// Issue 27, money findings 1 and 2 on bookings:
// 1. a deposit paid after the booking was cancelled, or after its hold expired and someone else took
//    the time, is refunded at once (the order is marked refunded, the booking records paid and refunded)
//    and the payer is told so; before the fix the money was taken and the booking stayed cancelled/expired
//    with nothing paid and nothing refunded;
// 2. rescheduling reprices with the same function as booking: a daytime party room moved into the
//    evening band leaves the difference due on the bill, moved back it gives the excess back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALICE, get, login, post, T0, type TestServer, startServer } from './helpers';
import { book, brisbane, payBooking } from './bookingHelpers';

const DAY = '2026-01-16'; // the day after T0 (a Friday)
const BOB = { userName: '0400000002', password: 'Demo1234!' };

describe('booking money', () => {
  let s: TestServer;
  let alice: string;
  let bob: string;
  const signIn = async () => {
    alice = (await login(s, ALICE, { shop: 'demo-massage' })).token;
    bob = (await login(s, BOB, { shop: 'demo-massage' })).token;
  };
  beforeAll(async () => {
    s = await startServer();
    await signIn();
  }, 120_000);
  afterAll(async () => s?.close());

  const orderOf = async (txn: string) =>
    (
      await s.db.query<{ paid: boolean; refunded_at: string | null }>(
        'SELECT paid, refunded_at FROM orders WHERE transaction_id = $1',
        [txn],
      )
    )[0];
  const mine = async (token: string, shop: string, bookingId: string) =>
    (await post(s, '/api/booking/mine', { shop, bookingId }, { token })).body.result.bookings[0];

  it('a deposit paid after the booking was cancelled is refunded at once and the provider is told so', async () => {
    const b = (
      await book(s, 'demo-massage', alice, {
        start: brisbane(DAY, '10:00'),
        people: 1,
        pluId: 'm-relax-60',
        resourceId: 'massage-mia',
        payOption: 'deposit',
      })
    ).body.result.booking;
    expect(b.payCents).toBeGreaterThan(0);
    // The customer opened the payment page, then cancelled in another tab, then the payment went through.
    await get(s, `/sandbox/pay/${b.transactionId}`);
    const cancelled = await post(
      s,
      '/api/booking/cancel',
      { shop: 'demo-massage', bookingId: b.bookingId },
      { token: alice },
    );
    expect(cancelled.body.result.booking).toMatchObject({ status: 'cancelled', refundCents: 0 });
    const paid = await payBooking(s, b.transactionId);
    expect(paid.body.result).toMatchObject({
      paid: true,
      refunded: true,
      refundedCents: b.payCents,
      code: 'booking.lapsed',
    });
    expect((await orderOf(b.transactionId)).refunded_at).not.toBeNull();
    expect(await mine(alice, 'demo-massage', b.bookingId)).toMatchObject({
      status: 'cancelled',
      paidCents: b.payCents,
      refundCents: b.payCents,
    });
    // The notification replayed changes nothing and refunds nothing twice.
    const again = await payBooking(s, b.transactionId).catch(() => null);
    void again;
    expect(await mine(alice, 'demo-massage', b.bookingId)).toMatchObject({
      paidCents: b.payCents,
      refundCents: b.payCents,
    });
  });

  it("a deposit paid after the hold expired and another customer took the time is refunded; the payment page says so in the payer's language", async () => {
    const b = (
      await book(s, 'demo-massage', alice, {
        start: brisbane(DAY, '14:00'),
        people: 1,
        pluId: 'm-relax-60',
        resourceId: 'massage-mia',
        payOption: 'deposit',
      })
    ).body.result.booking;
    await get(s, `/sandbox/pay/${b.transactionId}`);
    const a = (
      await s.db.query<{ provider_ref: string }>(
        `SELECT provider_ref FROM payment_attempts WHERE transaction_id = $1 AND status = 'pending'`,
        [b.transactionId],
      )
    )[0];
    s.clock.t = T0 + 21 * 60_000; // past the 20-minute pay-by time
    await signIn();
    const other = await book(s, 'demo-massage', bob, {
      start: brisbane(DAY, '14:00'),
      people: 1,
      pluId: 'm-relax-60',
      resourceId: 'massage-mia',
      payOption: 'deposit',
    });
    expect(other.body.success).toBe(true);
    const res = await s.app.inject({
      method: 'POST',
      url: `/sandbox/pay/${b.transactionId}/decide`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `ref=${a.provider_ref}&decision=approve&cardNumber=4242424242424242&expiry=12%2F30&cvc=123&lang=zh-hans`,
    });
    expect(res.statusCode).toBe(409);
    expect(res.body).toContain('款项已全额退还');
    expect(res.body).toContain('result=refunded');
    expect(await mine(alice, 'demo-massage', b.bookingId)).toMatchObject({
      status: 'expired',
      paidCents: b.payCents,
      refundCents: b.payCents,
    });
    expect((await orderOf(b.transactionId)).refunded_at).not.toBeNull();
    // The other customer's booking keeps the time.
    expect(await mine(bob, 'demo-massage', other.body.result.booking.bookingId)).toMatchObject({ status: 'received' });
    s.clock.t = T0;
    await signIn();
  });

  it('a deposit paid in time confirms the booking and refunds nothing', async () => {
    const b = (
      await book(s, 'demo-massage', alice, {
        start: brisbane(DAY, '16:00'),
        people: 1,
        pluId: 'm-relax-60',
        resourceId: 'massage-mia',
        payOption: 'deposit',
      })
    ).body.result.booking;
    const paid = await payBooking(s, b.transactionId);
    expect(paid.body.result.refunded).toBeUndefined();
    expect(await mine(alice, 'demo-massage', b.bookingId)).toMatchObject({
      status: 'confirmed',
      paidCents: b.payCents,
      refundCents: 0,
    });
    expect((await orderOf(b.transactionId)).refunded_at).toBeNull();
  });

  it('rescheduling a paid daytime party room into the evening reprices it: the difference is due on the bill', async () => {
    const party = (await login(s, ALICE, { shop: 'demo-partyroom' })).token;
    // 3 hours from 14:00 at the day rate ($60/h) = $180, paid in full.
    const b = (
      await book(s, 'demo-partyroom', party, {
        start: brisbane(DAY, '14:00'),
        people: 6,
        pluId: 'p-room-small',
        hours: 3,
        payOption: 'full',
      })
    ).body.result.booking;
    expect(b).toMatchObject({ priceCents: 18000, payCents: 18000 });
    await payBooking(s, b.transactionId);
    // The same stay booked in the evening: 3 hours at $90/h.
    const evening = (
      await book(s, 'demo-partyroom', party, {
        start: brisbane('2026-01-17', '18:00'),
        people: 6,
        pluId: 'p-room-small',
        hours: 3,
        payOption: 'full',
      })
    ).body.result.booking;
    expect(evening.priceCents).toBe(27000);
    const moved = await post(
      s,
      '/api/booking/reschedule',
      { shop: 'demo-partyroom', bookingId: b.bookingId, start: brisbane(DAY, '18:00') },
      { token: party },
    );
    expect(moved.body.result.booking).toMatchObject({
      status: 'changed',
      time: '18:00',
      priceCents: 27000,
      paidCents: 18000,
      refundCents: 0,
    });
    const bill = await post(
      s,
      '/api/booking/bill',
      { shop: 'demo-partyroom', bookingId: b.bookingId },
      { token: party },
    );
    expect(bill.body.result).toMatchObject({ roomCents: 27000, paidOnlineCents: 18000, dueCents: 9000 });
    // Moved back to the afternoon: the price falls back to $180 and nothing is due.
    const back = await post(
      s,
      '/api/booking/reschedule',
      { shop: 'demo-partyroom', bookingId: b.bookingId, start: brisbane(DAY, '12:00') },
      { token: party },
    );
    expect(back.body.result.booking).toMatchObject({ priceCents: 18000, paidCents: 18000, refundCents: 0 });
    expect(
      (await post(s, '/api/booking/bill', { shop: 'demo-partyroom', bookingId: b.bookingId }, { token: party })).body
        .result.dueCents,
    ).toBe(0);
  });

  it('moving a stay paid at the evening rate into the day gives back what was paid over the new price', async () => {
    const party = (await login(s, ALICE, { shop: 'demo-partyroom' })).token;
    const b = (
      await book(s, 'demo-partyroom', party, {
        start: brisbane('2026-01-18', '18:00'),
        people: 6,
        pluId: 'p-room-small',
        hours: 2,
        payOption: 'full',
      })
    ).body.result.booking;
    expect(b.priceCents).toBe(18000);
    await payBooking(s, b.transactionId);
    const moved = await post(
      s,
      '/api/booking/reschedule',
      { shop: 'demo-partyroom', bookingId: b.bookingId, start: brisbane('2026-01-18', '12:00') },
      { token: party },
    );
    expect(moved.body.result.booking).toMatchObject({ priceCents: 12000, paidCents: 12000, refundCents: 6000 });
  });
});
