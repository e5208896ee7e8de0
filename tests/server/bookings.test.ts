// Bookings on the reference server (issue 17): slots, create with an online deposit paid through the
// sandbox, spec rules (people limit, lead time, hours), reschedule, cancel under the policy, staff,
// expiry, a room's bill, and the spec 7 calls (entities, rosters, summary).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALICE, login, post, T0, type TestServer, startServer } from './helpers';
import { book, brisbane, IDENT, payBooking, slots } from './bookingHelpers';

const DAY = '2026-01-16'; // the day after T0 (a Friday)

describe('bookings', () => {
  let s: TestServer;
  let alice: string;
  let admin: string;
  beforeAll(async () => {
    s = await startServer();
    alice = (await login(s, ALICE, { shop: 'demo-cafe' })).token;
    admin = (await login(s, { userName: 'admin@example.com', password: 'Admin1234!' }, { shop: 'demo-cafe' })).token;
  }, 120_000);
  afterAll(async () => s?.close());
  /** Moves the clock and signs in again (sessions last 3 hours). */
  const travel = async (t: number) => {
    s.clock.t = t;
    alice = (await login(s, ALICE, { shop: 'demo-cafe' })).token;
    admin = (await login(s, { userName: 'admin@example.com', password: 'Admin1234!' }, { shop: 'demo-cafe' })).token;
  };

  it('answers the free slots of a massage service for a day: every 15 minutes, by therapist, in Brisbane time', async () => {
    const r = await slots(s, 'demo-massage', { date: DAY, pluId: 'm-relax-60', people: 1 });
    expect(r.body.success).toBe(true);
    const list = r.body.result.slots as { time: string; resources: string[] }[];
    expect(r.body.result.timeZone).toBe('Australia/Brisbane');
    expect(list[0]).toMatchObject({ time: '09:00', resources: ['massage-mia'] });
    expect(list.find((x) => x.time === '12:00')!.resources).toEqual(['massage-mia', 'massage-ken', 'massage-lily']);
    expect(list.at(-1)!.time).toBe('20:00'); // Ken until 21:00, 60 minutes
    expect(list[1].time).toBe('09:15');
  });

  it('reservation: above 10 people the answer is the venue\'s "Please call us."; the lead time is 60 minutes', async () => {
    const many = await book(s, 'demo-cafe', alice, { start: brisbane(DAY, '19:00'), people: 11 });
    expect(many.body.result).toMatchObject({ code: 'booking.people', dispMsg: 'Please call us.' });
    const soon = await book(s, 'demo-cafe', alice, { start: T0 + 30 * 60_000, people: 2 });
    expect(soon.body.result.code).toBe('booking.tooSoon');
    const closed = await book(s, 'demo-cafe', alice, { start: brisbane(DAY, '23:00'), people: 2 });
    expect(closed.body.result.code).toBe('booking.closed');
  });

  it('reservation: a deposit (bill type 4) per person is paid through the sandbox; the booking becomes confirmed', async () => {
    const r = await book(s, 'demo-cafe', alice, { start: brisbane(DAY, '19:00'), people: 4, lang: 'en-gb' });
    expect(r.body.success).toBe(true);
    const b = r.body.result.booking;
    expect(b).toMatchObject({
      status: 'received',
      payCents: 4000,
      resourceId: 'cafe-t5',
      date: DAY,
      time: '19:00',
      endTime: '20:30',
    });
    expect(r.body.result.payUrl).toBe(`/sandbox/pay/${b.transactionId}?lang=en-gb`);
    const order = (
      await s.db.query<{ cart: { billType: number } }>('SELECT cart FROM orders WHERE transaction_id = $1', [
        b.transactionId,
      ])
    )[0];
    expect(order.cart.billType).toBe(4);
    await payBooking(s, b.transactionId);
    const mine = await post(s, '/api/booking/mine', { shop: 'demo-cafe', bookingId: b.bookingId }, { token: alice });
    expect(mine.body.result.bookings[0]).toMatchObject({ status: 'confirmed', paidCents: 4000 });
  });

  it('the sandbox returns the customer to the booking result screen of the family', async () => {
    const r = await book(s, 'demo-cafe', alice, { start: brisbane(DAY, '12:00'), people: 2 });
    const txn = r.body.result.booking.transactionId;
    await s.app.inject({ method: 'GET', url: `/sandbox/pay/${txn}` });
    const a = (
      await s.db.query<{ provider_ref: string }>(
        `SELECT provider_ref FROM payment_attempts WHERE transaction_id = $1`,
        [txn],
      )
    )[0];
    const res = await s.app.inject({
      method: 'POST',
      url: `/sandbox/pay/${txn}/decide`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `ref=${a.provider_ref}&decision=cancel&lang=zh-hans`,
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(
      `/reservation/demo-cafe/booking/success?booking=${r.body.result.booking.bookingId}&result=cancelled&lang=zh-hans`,
    );
  });

  it('party room by the hour: min/max hours, the evening rate per band, the deposit share', async () => {
    const short = await slots(s, 'demo-partyroom', { date: DAY, pluId: 'p-room-small', people: 8, hours: 1 });
    expect(short.body.result).toMatchObject({ code: 'booking.hours', values: { min: 2, max: 6 } });
    // 17:00-20:00: one hour at $60, two evening hours at $90 = $240; deposit 50 %.
    const r = await book(s, 'demo-partyroom', alice, {
      start: brisbane(DAY, '17:00'),
      people: 8,
      pluId: 'p-room-small',
      hours: 3,
    });
    expect(r.body.result.booking).toMatchObject({
      priceCents: 24000,
      payCents: 12000,
      resourceId: 'party-a',
      endTime: '20:00',
    });
    const full = await book(s, 'demo-partyroom', alice, {
      start: brisbane(DAY, '10:00'),
      people: 8,
      pluId: 'p-room-small',
      hours: 2,
      payOption: 'full',
    });
    expect(full.body.result.booking).toMatchObject({ priceCents: 12000, payCents: 12000 });
  });

  it('no double booking: the taken time answers "just taken" with the nearest free times', async () => {
    const first = await book(s, 'demo-massage', alice, {
      start: brisbane(DAY, '15:00'),
      people: 2,
      pluId: 'm-couples',
    });
    expect(first.body.success).toBe(true);
    await payBooking(s, first.body.result.booking.transactionId);
    const again = await book(s, 'demo-massage', alice, {
      start: brisbane(DAY, '15:00'),
      people: 2,
      pluId: 'm-couples',
    });
    expect(again.body.result.code).toBe('booking.taken');
    const near = again.body.result.nearest as { time: string; date: string }[];
    // 60 minutes + 10 grace from 15:00: free again at 16:15 (15:00 is held 15:00-16:10); before it, 13:45 ends 14:55.
    expect(near.map((n) => n.time)).toEqual(['13:45', '16:15', '13:30']);
  });

  it('reschedule sets "time changed"; cancel shows the refund first and keeps the late fee after the free period', async () => {
    const r = await book(s, 'demo-massage', alice, {
      start: brisbane(DAY, '10:00'),
      people: 1,
      pluId: 'm-relax-90',
      resourceId: 'massage-lily',
      payOption: 'deposit',
    });
    const b = r.body.result.booking;
    expect(b).toMatchObject({ priceCents: 12500, payCents: 3750, resourceId: 'massage-lily' });
    await payBooking(s, b.transactionId);
    const moved = await post(
      s,
      '/api/booking/reschedule',
      { shop: 'demo-massage', bookingId: b.bookingId, start: brisbane(DAY, '11:30') },
      { token: alice },
    );
    expect(moved.body.result.booking).toMatchObject({ status: 'changed', time: '11:30', resourceId: 'massage-lily' });
    // 12 free hours: at T0 (Thu 12:00) the start Fri 11:30 is 23.5 h away: free, all back.
    let mine = await post(s, '/api/booking/mine', { shop: 'demo-massage', bookingId: b.bookingId }, { token: alice });
    expect(mine.body.result.bookings[0].cancel).toMatchObject({ free: true, feeCents: 0, refundCents: 3750 });
    await travel(brisbane(DAY, '06:00')); // 5.5 h before: the 50 % late fee
    mine = await post(s, '/api/booking/mine', { shop: 'demo-massage', bookingId: b.bookingId }, { token: alice });
    expect(mine.body.result.bookings[0].cancel).toMatchObject({ free: false, feeCents: 1875, refundCents: 1875 });
    const wrong = await post(
      s,
      '/api/booking/cancel',
      { shop: 'demo-massage', bookingId: b.bookingId, refundCents: 3750 },
      { token: alice },
    );
    expect(wrong.body.result).toMatchObject({ code: 'booking.refundChanged', quote: { refundCents: 1875 } });
    const done = await post(
      s,
      '/api/booking/cancel',
      { shop: 'demo-massage', bookingId: b.bookingId, refundCents: 1875 },
      { token: alice },
    );
    expect(done.body.result.booking).toMatchObject({ status: 'cancelled', feeCents: 1875, refundCents: 1875 });
    // Its time is free again.
    const again = await book(s, 'demo-massage', alice, {
      start: brisbane(DAY, '11:30'),
      people: 1,
      pluId: 'm-relax-90',
      resourceId: 'massage-lily',
    });
    expect(again.body.success).toBe(true);
    await travel(T0);
  });

  it('an unpaid online booking gives its time back after the pay-by time (20 minutes)', async () => {
    const r = await book(s, 'demo-cafe', alice, { start: brisbane(DAY, '18:00'), people: 10 });
    expect(r.body.result.booking).toMatchObject({ resourceId: 'cafe-terrace', payBy: T0 + 20 * 60_000 });
    expect((await book(s, 'demo-cafe', alice, { start: brisbane(DAY, '18:00'), people: 10 })).body.result.code).toBe(
      'booking.taken',
    );
    await travel(T0 + 21 * 60_000);
    const mine = await post(
      s,
      '/api/booking/mine',
      { shop: 'demo-cafe', bookingId: r.body.result.booking.bookingId },
      { token: alice },
    );
    expect(mine.body.result.bookings[0].status).toBe('expired');
    expect((await book(s, 'demo-cafe', alice, { start: brisbane(DAY, '18:00'), people: 10 })).body.success).toBe(true);
    await travel(T0);
  });

  it('another customer cannot see, move or cancel a booking', async () => {
    const bob = (await login(s, { userName: '0400000002', password: 'Demo1234!' })).token;
    const r = await book(s, 'demo-cafe', alice, { start: brisbane(DAY, '13:00'), people: 2 });
    for (const path of ['/api/booking/mine', '/api/booking/cancel']) {
      const x = await post(s, path, { shop: 'demo-cafe', bookingId: r.body.result.booking.bookingId }, { token: bob });
      expect(x.body.result.code).toBe('booking.notFound');
    }
  });

  it("staff list the day per resource and mark arrived or no-show; a passed booking is expired; food goes on a room's bill", async () => {
    const k = await book(s, 'demo-ktv', alice, {
      start: Date.parse('2026-01-16T17:00:00+11:00'),
      people: 3,
      pluId: 't-room-s',
      hours: 2,
      payOption: 'full',
    });
    // Sydney in January is UTC+11: 17:00-19:00 local, one hour at $38 and one evening hour at $52.
    expect(k.body.result.booking).toMatchObject({ priceCents: 9000, time: '17:00', timeZone: 'Australia/Sydney' });
    const id = k.body.result.booking.bookingId;
    await payBooking(s, k.body.result.booking.transactionId);
    const customer = await post(
      s,
      '/api/booking/staff/list',
      { date: DAY },
      { identity: IDENT['demo-ktv'], format: 'b64', token: alice },
    );
    expect(customer.status).toBe(403);
    await travel(Date.parse('2026-01-16T16:30:00+11:00'));
    const list = await post(
      s,
      '/api/booking/staff/list',
      { date: DAY },
      { identity: { ...IDENT['demo-ktv'], now: s.clock.t }, format: 'b64', token: admin },
    );
    const room = list.body.result.resources.find((r: { resourceId: string }) => r.resourceId === 'ktv-s1');
    expect(room.bookings[0]).toMatchObject({ bookingId: id, customer: 'Alice' });
    const early = await post(
      s,
      '/api/booking/bill',
      { shop: 'demo-ktv', bookingId: id, items: [{ pluId: 't-fruit', quantity: 1 }] },
      { token: alice },
    );
    expect(early.body.result.code).toBe('booking.started');
    const arrived = await post(
      s,
      '/api/booking/staff/mark',
      { bookingId: id, mark: 'arrived' },
      { identity: { ...IDENT['demo-ktv'], now: s.clock.t }, format: 'b64', token: admin },
    );
    expect(arrived.body.result.booking.status).toBe('arrived');
    const bill = await post(
      s,
      '/api/booking/bill',
      {
        shop: 'demo-ktv',
        bookingId: id,
        items: [
          { pluId: 't-fruit', quantity: 2 },
          { pluId: 't-beer-bucket', quantity: 1 },
        ],
      },
      { token: alice },
    );
    expect(bill.body.result.booking.billCents).toBe(2 * 2200 + 4200);
    const room2 = await post(
      s,
      '/api/booking/bill',
      { shop: 'demo-ktv', bookingId: id, items: [{ pluId: 't-room-vip', quantity: 1 }] },
      { token: alice },
    );
    expect(room2.body.result.code).toBe('booking.invalid');
    // A confirmed booking whose time passed is expired; staff may mark it a no-show.
    const c = await book(s, 'demo-ktv', alice, {
      start: Date.parse('2026-01-16T20:00:00+11:00'),
      people: 2,
      pluId: 't-room-s',
      hours: 1,
      payOption: 'full',
    });
    await payBooking(s, c.body.result.booking.transactionId);
    await travel(Date.parse('2026-01-16T21:30:00+11:00'));
    const mine = await post(
      s,
      '/api/booking/mine',
      { shop: 'demo-ktv', bookingId: c.body.result.booking.bookingId },
      { token: alice },
    );
    expect(mine.body.result.bookings[0].status).toBe('expired');
    const noshow = await post(
      s,
      '/api/booking/staff/mark',
      { bookingId: c.body.result.booking.bookingId, mark: 'noshow' },
      { identity: { ...IDENT['demo-ktv'], now: s.clock.t }, format: 'b64', token: admin },
    );
    expect(noshow.body.result.booking.status).toBe('noshow');
    await travel(T0);
  });

  it('spec 7: entities, one entity with its busy times, rosters (list and SET by staff), the day summary', async () => {
    const ents = await post(s, '/pro/acs/cfg/getEntities', { shop: 'demo-massage' });
    expect(ents.body.result.entities.map((e: { entityId: string }) => e.entityId)).toEqual([
      'massage-mia',
      'massage-ken',
      'massage-lily',
      'massage-suite',
    ]);
    expect(ents.body.result.services.find((x: { pluId: string }) => x.pluId === 'm-relax-90')).toMatchObject({
      timeItem: 1,
      duration: 90,
      graceTime: 10,
    });
    const one = await post(s, '/pro/acs/booking/entity', {
      shop: 'demo-massage',
      entityId: 'massage-suite',
      date: DAY,
    });
    expect(one.body.result.busy[0]).toMatchObject({ from: '15:00', to: '16:10' });
    const rosters = await post(s, '/pro/acs/timezone/action', { shop: 'demo-ktv', action: 'SET' });
    expect(rosters.body.result).toMatchObject({ timeZone: 'Australia/Sydney' });
    const hours = { mon: [['10:00', '14:00']] };
    expect(
      (
        await post(
          s,
          '/pro/acs/timezone/action',
          { shop: 'demo-massage', action: 'SET', entityId: 'massage-mia', hours },
          { token: alice },
        )
      ).status,
    ).toBe(403);
    const set = await post(
      s,
      '/pro/acs/timezone/action',
      { shop: 'demo-massage', action: 'SET', entityId: 'massage-mia', hours },
      { token: admin },
    );
    expect(set.body.result.rosters[0].hours).toEqual(hours);
    const sum = await post(
      s,
      '/api/ticket/bookingSummary',
      { date: DAY },
      { identity: IDENT['demo-massage'], format: 'b64' },
    );
    expect(sum.body.result.byResource['massage-suite']).toBe(1);
    expect(JSON.stringify(sum.body)).not.toContain('u-demo-alice');
  });
});
