// Tickets and passes on the server (issue 17): pools, the parking fee from the tariff, booking and
// paying through the sandbox, extending, zero-amount transactions, refunds exactly once, the last
// ticket under 20 concurrent buyers, holds that expire, and who may see or change a booking.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, post, startServer, T0, type TestServer } from './helpers';
import {
  ADMIN,
  BOB,
  bookParking,
  bookPass,
  HOUR,
  mine,
  PARKING,
  PASSES,
  payInSandbox,
  signed,
  ticketKey,
} from './ticketHelpers';

let s: TestServer;
let alice: string;
let bob: string;
let admin: string;
// T0 is 12:00 in Brisbane on 15 January 2026.
const TOMORROW_9 = T0 + 21 * HOUR; // 09:00 on the 16th, Brisbane

beforeAll(async () => {
  s = await startServer();
  alice = (await login(s)).token;
  bob = (await login(s, BOB)).token;
  admin = (await login(s, ADMIN)).token;
});
afterAll(async () => s.close());

/** Places taken from a pool on a venue-local day (capacity applies per day). */
const sold = async (pool: string, day: string) =>
  Number(
    (
      await s.db.query<{ sold: number }>('SELECT sold FROM ticket_pool_days WHERE pool_id = $1 AND day = $2', [
        pool,
        day,
      ])
    )[0]?.sold ?? 0,
  );

describe('pools', () => {
  it("lists a venue's pools with what is left, its tariff, time zone and today there", async () => {
    const r = await post(s, '/pro/ticket/pool/listViewTicketPool', { shop: 'demo-parking' });
    expect(r.status).toBe(200);
    expect(r.body.result.pools.map((p: { poolId: string }) => p.poolId)).toEqual(['pk-standard', 'pk-ev']);
    expect(r.body.result).toMatchObject({
      timeZone: 'Australia/Brisbane',
      today: '2026-01-15',
      tariff: { firstHourCents: 500, perHourCents: 400, dailyMaxCents: 3500, minSpanMinutes: 30 },
      methods: ['dps', 'paypal'],
    });
    const passes = await post(s, '/pro/ticket/pool/listViewTicketPool', { shop: 'demo-passes' });
    expect(passes.body.result.pools[1]).toMatchObject({
      poolId: 'ps-3day',
      kind: 'daterange',
      priceCents: 11000,
      days: 3,
      remaining: 300,
      soldOut: false,
    });
    expect(passes.body.result.tariff).toBeNull();
  });
  it('loads one pool, and refuses one of another venue', async () => {
    expect(
      (await post(s, '/pro/ticket/loadTicketPool', { shop: 'demo-passes', poolId: 'ps-day' })).body.result.pool.name2,
    ).toBe('一日通票');
    const other = await post(s, '/pro/ticket/loadTicketPool', { shop: 'demo-passes', poolId: 'pk-standard' });
    expect([other.status, other.body.result.code]).toEqual([404, 'ticket.pool-unknown']);
  });
});

describe('/api/feeCalc/parking: the fee only, from the tariff', () => {
  it.each([
    ['3 hours, 1 car', 0, 3, 1, 1300],
    ['3 hours, 2 cars', 0, 3, 2, 2600],
    ['10 hours: the daily maximum', 0, 10, 1, 3500],
    ['20:00 to 10:00 two days later', 8, 46, 1, 8700], // 20:00 on the 15th (1700), the 16th (3500), to 10:00 on the 17th (3500)
  ])('%s', async (_name, fromH, toH, quantity, cents) => {
    const r = await signed(s, '/api/feeCalc/parking', {
      entryTime: T0 + fromH * HOUR,
      exitTime: T0 + toH * HOUR,
      quantity,
    });
    expect(r.status).toBe(200);
    expect(r.body.result.feeCents).toBe(cents);
    expect(r.body.result.cart).toBeUndefined(); // no menu pricing any more
  });
  it.each([
    ['entry in the past', -1, 2, 1, 'validation.entryInPast'],
    ['exit before entry', 3, 2, 1, 'validation.exitBeforeEntry'],
    ['shorter than 30 minutes', 1, 1.25, 1, 'validation.minimumSpan'],
    ['no tickets', 1, 2, 0, 'validation.ticketCountInvalid'],
  ])("refuses %s with the rule's key", async (_name, fromH, toH, quantity, key) => {
    const r = await signed(s, '/api/feeCalc/parking', {
      entryTime: T0 + fromH * HOUR,
      exitTime: T0 + toH * HOUR,
      quantity,
    });
    expect([r.status, r.body.result.code, r.body.result.key]).toEqual([422, 'ticket.invalid', key]);
  });
  it('answers nothing for a venue without a tariff', async () => {
    const r = await signed(s, '/api/feeCalc/parking', { entryTime: T0 + HOUR, exitTime: T0 + 2 * HOUR }, PASSES);
    expect(r.body.result.code).toBe('ticket.pool-unknown');
  });
});

describe('parking: book, pay, extend, refund', () => {
  let bookingId = '';
  it('books 2 cars from 09:00 to 12:00 tomorrow (2 x 1300), pays through the sandbox, and the tickets show with codes', async () => {
    const before = await sold('pk-standard', '2026-01-16');
    const r = await bookParking(s, alice, { entry: TOMORROW_9, exit: TOMORROW_9 + 3 * HOUR, quantity: 2 });
    expect(r.status).toBe(200);
    expect(r.body.result).toMatchObject({ rtn: 1, totalCents: 2600, status: 'pending', paid: false, codes: [] });
    bookingId = r.body.result.bookingId;
    expect(await sold('pk-standard', '2026-01-16')).toBe(before + 2); // held while the payment is pending
    let t = (await mine(s, alice, { shop: 'demo-parking' })).find((x) => x.bookingId === bookingId)!;
    expect(t).toMatchObject({ state: 'pending', codes: [], payUrl: `/sandbox/pay/${r.body.result.transactionId}` });
    const paid = await payInSandbox(s, r.body.result.transactionId);
    expect(paid.location).toContain('result=approved');
    t = (await mine(s, alice, { bookingId }))[0];
    expect(t).toMatchObject({
      status: 'paid',
      state: 'upcoming',
      amountCents: 2600,
      quantity: 2,
      canExtend: true,
      refund: { refundable: true, refundCents: 2600, free: true },
    });
    expect(t.codes).toHaveLength(2);
    expect(new Set(t.codes).size).toBe(2);
    for (const c of t.codes) expect(c).toMatch(/^PK-[A-Z2-9]{10}$/);
  });

  it('extends the stay by an hour: 2 x 400, paid through the sandbox, and the exit moves', async () => {
    const quote = await signed(
      s,
      '/api/feeCalc/parking',
      { bookingId, exitTime: TOMORROW_9 + 4 * HOUR },
      PARKING,
      alice,
    );
    expect(quote.body.result).toMatchObject({ feeCents: 800, perTicketCents: 400, quantity: 2 });
    const r = await signed(
      s,
      '/api/parking/bookingTopup',
      { idempotencyKey: ticketKey(), bookingId, exitTime: TOMORROW_9 + 4 * HOUR },
      PARKING,
      alice,
    );
    expect(r.body.result).toMatchObject({ rtn: 1, amountCents: 800, zero: false });
    // Not applied before it is paid.
    expect((await mine(s, alice, { bookingId }))[0].exitTime).toBe(TOMORROW_9 + 3 * HOUR);
    await payInSandbox(s, r.body.result.transactionId);
    expect((await mine(s, alice, { bookingId }))[0]).toMatchObject({
      exitTime: TOMORROW_9 + 4 * HOUR,
      amountCents: 3400,
    });
  });

  it('an extension within the daily maximum costs nothing and is closed by zeroTxn', async () => {
    // 09:00 to 18:00 is 3700 → 3500 a car; to 21:00 still 3500.
    await signed(
      s,
      '/api/parking/bookingTopup',
      { idempotencyKey: ticketKey(), bookingId, exitTime: TOMORROW_9 + 9 * HOUR },
      PARKING,
      alice,
    ).then((r) => payInSandbox(s, r.body.result.transactionId));
    const r = await signed(
      s,
      '/api/parking/bookingTopup',
      { idempotencyKey: ticketKey(), bookingId, exitTime: TOMORROW_9 + 12 * HOUR },
      PARKING,
      alice,
    );
    expect(r.body.result).toMatchObject({ amountCents: 0, zero: true, payUrl: null });
    expect((await mine(s, alice, { bookingId }))[0].exitTime).toBe(TOMORROW_9 + 9 * HOUR);
    const z = await signed(
      s,
      '/api/spot/zeroTxn',
      { idempotencyKey: ticketKey(), transactionId: r.body.result.transactionId },
      PARKING,
      alice,
    );
    expect(z.body.result).toMatchObject({ rtn: 1, paid: true, changed: true });
    expect((await mine(s, alice, { bookingId }))[0]).toMatchObject({
      exitTime: TOMORROW_9 + 12 * HOUR,
      amountCents: 7000,
    });
    const again = await signed(
      s,
      '/api/spot/zeroTxn',
      { idempotencyKey: ticketKey(), transactionId: r.body.result.transactionId },
      PARKING,
      alice,
    );
    expect(again.body.result.changed).toBe(false);
    // A transaction that is not free is refused; another customer's is not found.
    const priced = await signed(
      s,
      '/api/parking/bookingTopup',
      { idempotencyKey: ticketKey(), bookingId, exitTime: TOMORROW_9 + 26 * HOUR },
      PARKING,
      alice,
    );
    expect(
      (
        await signed(
          s,
          '/api/spot/zeroTxn',
          { idempotencyKey: ticketKey(), transactionId: priced.body.result.transactionId },
          PARKING,
          alice,
        )
      ).body.result.code,
    ).toBe('totals.not-zero');
    expect(
      (
        await signed(
          s,
          '/api/spot/zeroTxn',
          { idempotencyKey: ticketKey(), transactionId: r.body.result.transactionId },
          PARKING,
          bob,
        )
      ).status,
    ).toBe(404);
  });

  it('another customer can neither see, extend nor refund it', async () => {
    expect(await mine(s, bob, { bookingId })).toEqual([]);
    expect(
      (
        await signed(
          s,
          '/api/parking/bookingTopup',
          { idempotencyKey: ticketKey(), bookingId, exitTime: TOMORROW_9 + 13 * HOUR },
          PARKING,
          bob,
        )
      ).status,
    ).toBe(404);
    expect((await signed(s, '/api/parking/bookingRefund', { bookingId }, PARKING, bob)).status).toBe(404);
    expect((await signed(s, '/api/parking/dpsRefund', { bookingId }, PARKING, bob)).status).toBe(403);
  });

  it('shows the refund before refunding, then refunds exactly once under 10 concurrent requests', async () => {
    const before = await sold('pk-standard', '2026-01-16');
    const preview = await signed(s, '/api/parking/bookingRefund', { bookingId, preview: true }, PARKING, alice);
    expect(preview.body.result).toMatchObject({ preview: true, refundCents: 7000, feeCents: 0 });
    expect((await mine(s, alice, { bookingId }))[0].status).toBe('paid');
    const res = await Promise.all(
      Array.from({ length: 10 }, () => signed(s, '/api/parking/bookingRefund', { bookingId }, PARKING, alice)),
    );
    expect(res.filter((r) => r.body.success === true)).toHaveLength(1);
    expect(res.filter((r) => r.body.result?.code === 'ticket.not-refundable')).toHaveLength(9);
    const rows = await s.db.query<{ amount_cents: string }>(
      'SELECT amount_cents FROM ticket_refunds WHERE booking_id = $1',
      [bookingId],
    );
    expect(rows.map((r) => Number(r.amount_cents))).toEqual([7000]);
    expect(await sold('pk-standard', '2026-01-16')).toBe(before - 2);
    expect((await mine(s, alice, { bookingId }))[0]).toMatchObject({
      state: 'refunded',
      refundedCents: 7000,
      codes: [],
    });
  });

  it('charges the late fee within an hour of entry, and refuses after entry', async () => {
    const b = await bookParking(s, alice, { entry: T0 + HOUR, exit: T0 + 3 * HOUR });
    await payInSandbox(s, b.body.result.transactionId);
    s.clock.t = T0 + 30 * 60_000;
    const late = await signed(
      s,
      '/api/parking/bookingRefund',
      { bookingId: b.body.result.bookingId, preview: true },
      PARKING,
      alice,
    );
    expect(late.body.result).toMatchObject({ refundCents: 720, feeCents: 180 }); // 900 less 20 %
    s.clock.t = T0 + HOUR;
    const after = await signed(s, '/api/parking/bookingRefund', { bookingId: b.body.result.bookingId }, PARKING, alice);
    expect([after.status, after.body.result.code, after.body.result.reason]).toEqual([
      422,
      'ticket.not-refundable',
      'started',
    ]);
    // Staff refund a card payment in full, once.
    const staff = await signed(s, '/api/parking/dpsRefund', { bookingId: b.body.result.bookingId }, PARKING, admin);
    expect(staff.body.result).toMatchObject({ refundCents: 900, feeCents: 0 });
    expect(
      (await signed(s, '/api/parking/dpsRefund', { bookingId: b.body.result.bookingId }, PARKING, admin)).body.result
        .code,
    ).toBe('ticket.not-refundable');
    s.clock.t = T0;
  });

  it('refuses a booking that breaks the rules, and a payment method tickets cannot use', async () => {
    const past = await bookParking(s, alice, { entry: T0 - HOUR, exit: T0 + HOUR });
    expect(past.body.result).toMatchObject({ code: 'ticket.invalid', key: 'validation.entryInPast' });
    const many = await bookParking(s, alice, { entry: TOMORROW_9, exit: TOMORROW_9 + HOUR, quantity: 5 });
    expect(many.body.result).toMatchObject({ code: 'ticket.invalid', key: 'validation.ticketCountTooMany' });
    expect(
      (await bookParking(s, alice, { entry: TOMORROW_9, exit: TOMORROW_9 + HOUR, payment: 'cash' })).body.result.code,
    ).toBe('ticket.payment');
    expect(
      (
        await signed(s, '/api/svc/order', {
          idempotencyKey: ticketKey(),
          poolId: 'pk-standard',
          quantity: 1,
          payment: 'dps',
          entryTime: TOMORROW_9,
          exitTime: TOMORROW_9 + HOUR,
        })
      ).body.result,
    ).toBe('api.not.logged');
  });

  it('one idempotency key books once', async () => {
    const key = ticketKey();
    const [a, b] = await Promise.all(
      [0, 1].map(() => bookParking(s, alice, { entry: TOMORROW_9, exit: TOMORROW_9 + HOUR, key })),
    );
    expect(a.body.result.bookingId).toBe(b.body.result.bookingId);
  });
});

describe('date-range passes', () => {
  it('sells a 3-day pass from a chosen day: the range is its length, the codes come once paid', async () => {
    const r = await bookPass(s, alice, { startDate: '2026-01-20', quantity: 2 });
    expect(r.body.result).toMatchObject({ totalCents: 22000, status: 'pending' });
    await payInSandbox(s, r.body.result.transactionId);
    const t = (await mine(s, alice, { bookingId: r.body.result.bookingId }))[0];
    expect(t).toMatchObject({
      kind: 'daterange',
      startDate: '2026-01-20',
      endDate: '2026-01-22',
      state: 'upcoming',
      poolName1: '3-day pass',
    });
    expect(t.startsAt).toBe(Date.parse('2026-01-20T00:00:00+10:00'));
    expect(t.endsAt).toBe(Date.parse('2026-01-23T00:00:00+10:00'));
    expect(t.codes.every((c: string) => /^PS-/.test(c))).toBe(true);
  });
  it.each([
    ['a start yesterday', '2026-01-14', 'validation.dateInPast'],
    ['not a date', '2026-02-30', 'validation.dateRangeInvalid'],
    ['more than 180 days ahead', '2026-08-01', 'validation.dateTooFarAhead'],
  ])('refuses %s before selling', async (_name, startDate, key) => {
    expect((await bookPass(s, alice, { startDate })).body.result).toMatchObject({ code: 'ticket.invalid', key });
  });
  it('a declined payment keeps the booking pending (retry), and a hold older than 30 minutes goes back to the pool', async () => {
    const before = await sold('ps-week', '2026-02-07');
    const r = await bookPass(s, bob, { startDate: '2026-02-01', poolId: 'ps-week' });
    await payInSandbox(s, r.body.result.transactionId, 'decline');
    expect((await mine(s, bob, { bookingId: r.body.result.bookingId }))[0].state).toBe('pending');
    expect(await sold('ps-week', '2026-02-07')).toBe(before + 1);
    s.clock.t = T0 + 31 * 60_000;
    await bookPass(s, alice, { startDate: '2026-02-01', poolId: 'ps-week' }); // the next sale releases expired holds
    expect(await sold('ps-week', '2026-02-07')).toBe(before + 1);
    expect((await mine(s, bob, { bookingId: r.body.result.bookingId }))[0].state).toBe('expired');
    // Paid late: the pool still has tickets, so the booking takes them again and counts as paid.
    await payInSandbox(s, r.body.result.transactionId);
    expect((await mine(s, bob, { bookingId: r.body.result.bookingId }))[0].status).toBe('paid');
    expect(await sold('ps-week', '2026-02-07')).toBe(before + 2);
    s.clock.t = T0;
  });
});

describe('capacity per day', () => {
  const fill = (pool: string, day: string, left: number) =>
    s.db.query(
      `INSERT INTO ticket_pool_days (pool_id, day, sold) SELECT pool_id, $2, capacity - $3 FROM ticket_pools WHERE pool_id = $1
       ON CONFLICT (pool_id, day) DO UPDATE SET sold = EXCLUDED.sold`,
      [pool, day, left],
    );

  it('a 3-day pass takes a place on each of its three days, and no other day', async () => {
    const days = ['2026-03-01', '2026-03-02', '2026-03-03', '2026-03-04'];
    const before = await Promise.all(days.map((d) => sold('ps-3day', d)));
    expect((await bookPass(s, alice, { startDate: '2026-03-01', quantity: 2 })).body.success).toBe(true);
    expect(await Promise.all(days.map((d) => sold('ps-3day', d)))).toEqual([
      before[0] + 2,
      before[1] + 2,
      before[2] + 2,
      before[3],
    ]);
  });
  it('a full day refuses a pass that covers it, takes nothing from its other days, and other days still sell', async () => {
    await fill('ps-3day', '2026-03-12', 0);
    const r = await bookPass(s, alice, { startDate: '2026-03-10' });
    expect(r.body.result).toMatchObject({ code: 'ticket.sold-out', remaining: 0 });
    expect([await sold('ps-3day', '2026-03-10'), await sold('ps-3day', '2026-03-11')]).toEqual([0, 0]);
    expect((await bookPass(s, alice, { startDate: '2026-03-13' })).body.success).toBe(true);
    expect((await bookPass(s, alice, { startDate: '2026-03-11' })).body.result.code).toBe('ticket.sold-out'); // 11-13 covers the 12th
    expect((await bookPass(s, alice, { startDate: '2026-03-09' })).body.success).toBe(true); // 9-11 does not
  });
  it('the pool list shows what is left on the asked day (today by default)', async () => {
    await fill('ps-day', '2026-03-20', 3);
    const list = async (date?: string) =>
      (
        await post(s, '/pro/ticket/pool/listViewTicketPool', { shop: 'demo-passes', ...(date ? { date } : {}) })
      ).body.result.pools.find((p: { poolId: string }) => p.poolId === 'ps-day');
    expect(await list('2026-03-20')).toMatchObject({ day: '2026-03-20', remaining: 3, soldOut: false, capacity: 500 });
    expect(await list()).toMatchObject({ day: '2026-01-15', remaining: 500 - (await sold('ps-day', '2026-01-15')) });
  });
  it('parking counts against its entry day: a full day refuses, the next day sells', async () => {
    await fill('pk-ev', '2026-01-17', 0);
    const day17 = T0 + 2 * 24 * HOUR - 3 * HOUR; // 09:00 on the 17th
    const full = await bookParking(s, alice, { entry: day17, exit: day17 + 2 * HOUR, poolId: 'pk-ev' });
    expect(full.body.result).toMatchObject({ code: 'ticket.sold-out', remaining: 0 });
    const next = await bookParking(s, alice, { entry: day17 + 24 * HOUR, exit: day17 + 26 * HOUR, poolId: 'pk-ev' });
    expect(next.body.success).toBe(true);
    expect(await sold('pk-ev', '2026-01-18')).toBe(1);
  });
});

describe('the last ticket', () => {
  it('20 concurrent buyers for the last ticket of a day: exactly 1 gets it, 19 hear it was just taken', async () => {
    await s.db.query(
      `INSERT INTO ticket_pool_days (pool_id, day, sold) SELECT pool_id, '2026-01-25', capacity - 1 FROM ticket_pools WHERE pool_id = $1`,
      ['ps-family-day'],
    );
    const tokens = [alice, bob];
    const res = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        bookPass(s, tokens[i % 2], { startDate: '2026-01-25', poolId: 'ps-family-day' }),
      ),
    );
    expect(res.filter((r) => r.body.success === true)).toHaveLength(1);
    const refused = res.filter((r) => r.body.result?.code === 'ticket.sold-out');
    expect(refused).toHaveLength(19);
    expect(refused[0].body).toMatchObject({
      dispMsg: 'Sold out: these tickets were just taken.',
      result: { remaining: 0 },
    });
    const cap = (
      await s.db.query<{ capacity: number }>('SELECT capacity FROM ticket_pools WHERE pool_id = $1', ['ps-family-day'])
    )[0].capacity;
    expect(await sold('ps-family-day', '2026-01-25')).toBe(cap);
    const booked = await s.db.query(
      `SELECT 1 FROM ticket_bookings WHERE pool_id = 'ps-family-day' AND start_date = '2026-01-25'`,
    );
    expect(booked).toHaveLength(1);
    // The next day is untouched by the race.
    expect(await sold('ps-family-day', '2026-01-26')).toBe(0);
  });
  it('the database itself refuses a day past the capacity', async () => {
    await expect(
      s.db.query(`UPDATE ticket_pool_days SET sold = sold + 1 WHERE pool_id = 'ps-family-day' AND day = '2026-01-25'`),
    ).rejects.toThrow();
  });
});
