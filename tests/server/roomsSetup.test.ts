// Party rooms set up from the console (issue 30): a shop venue's own administrator sets up two rooms
// with a day rate and an evening band, a minimum spend, a deposit share and an overtime step in a
// draft, publishes, and a customer books a room across both time bands at the right price; a room
// too small for the party is not offered; taking off a room (or making it smaller than a future
// booking's party) is refused with the booking named, nothing changed; a rollback gives the shop back
// once the booking is cancelled. The overtime step shows on the customer's room bill and is charged past the
// booked end.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/auth/passwords';
import type { ConfigSnapshot, RoomsDoc } from '../../src/domain/index';
import { ALICE, login, post, type TestServer, startServer } from './helpers';
import { brisbane, payBooking } from './bookingHelpers';

const STORE = { shopKey: 'key-demo-store', siteId: 'site-store' };
const DAY = '2026-01-16'; // a Friday
const every = (from: string, to: string) =>
  Object.fromEntries(['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'].map((d) => [d, [[from, to]]]));

const ROOMS: RoomsDoc = {
  family: 'partyroom',
  depositPercent: 50,
  overtimeMinutes: 30,
  rooms: [
    {
      id: 'pr-small',
      name: { 'en-gb': 'Small room', 'zh-hans': '小房' },
      capacity: 8,
      hours: every('10:00', '24:00'),
      centsPerHour: 6000,
      bands: [{ from: '18:00', to: '24:00', centsPerHour: 9000 }],
      minHours: 2,
      maxHours: 6,
      minSpendCents: 0,
    },
    {
      id: 'pr-large',
      name: { 'en-gb': 'Large room', 'zh-hans': '大房' },
      capacity: 30,
      hours: every('10:00', '24:00'),
      centsPerHour: 10000,
      bands: [{ from: '18:00', to: '24:00', centsPerHour: 16000 }],
      minHours: 2,
      maxHours: 6,
      minSpendCents: 50000,
    },
  ],
};

let s: TestServer;
let admin: string;
let alice: string;
beforeAll(async () => {
  s = await startServer({ venueCacheMs: 0 });
  await s.db.query(
    `INSERT INTO users (user_id, login_name, email, password_hash, admin, admin_shops, created_at) VALUES ('u-store-r', 'store-r@example.com', 'store-r@example.com', $1, 1, '["demo-store"]', $2)`,
    [await hashPassword('Store1234!'), s.clock.t],
  );
  admin = (await login(s, { userName: 'store-r@example.com', password: 'Store1234!' })).token;
  alice = (await login(s, ALICE, { shop: 'demo-store' })).token;
}, 120_000);
afterAll(async () => s?.close());

const call = (path: string, payload: Record<string, unknown> = {}) =>
  post(s, `/pro/backoffice/config/${path}`, { shop: 'demo-store', ...payload }, { token: admin });
const live = async () => (await call('state')).body.result.live as ConfigSnapshot;
const saveAndPublish = async (rooms: RoomsDoc | null) => {
  const c = await live();
  const saved = await call('draft/save', {
    config: {
      ...c,
      settings: { ...c.settings, serviceTypes: rooms ? ['partyroom', 'shop'] : ['shop'] },
      resources: { ...c.resources, rooms },
    },
  });
  expect(saved.body.success).toBe(true);
  return call('publish');
};
const opts = () => ({ identity: STORE, format: 'b64' as const, token: alice });
const book = (pluId: string, time: string, hours: number, people: number) =>
  post(
    s,
    '/api/booking/create',
    { pluId, start: brisbane(DAY, time), people, hours, payOption: 'deposit', lang: 'en-gb' },
    opts(),
  );

describe('party room setup', () => {
  it('a draft with overlapping bands, the fewest hours above the most and no open day is refused by meaning', async () => {
    expect((await live()).resources.rooms).toBeNull();
    const c = await live();
    const bad: RoomsDoc = {
      ...ROOMS,
      rooms: [
        {
          ...ROOMS.rooms[0],
          hours: {},
          minHours: 4,
          maxHours: 2,
          bands: [
            { from: '17:00', to: '20:00', centsPerHour: 8000 },
            { from: '18:00', to: '24:00', centsPerHour: 9000 },
          ],
        },
      ],
    };
    const r = await call('draft/save', { config: { ...c, resources: { ...c.resources, rooms: bad } } });
    expect(r.body.result.code).toBe('config.resources');
    expect(r.body.result.issues.map((i: { path: string; code: string }) => [i.path, i.code])).toEqual([
      ['resources.rooms.rooms.0.minHours', 'roomHoursRange'],
      ['resources.rooms.rooms.0.bands', 'roomBand'],
      ['resources.rooms.rooms.0.hours', 'roomNoDays'],
    ]);
    expect(r.body.dispMsg).toContain("Small room's time bands overlap");
  });

  it('publishes two rooms; a customer books across the day and evening bands at the right price', async () => {
    const r = await saveAndPublish(ROOMS);
    expect(r.body.success).toBe(true);
    expect((await live()).resources.rooms).toEqual(ROOMS);
    const short = await post(s, '/api/booking/slots', { pluId: 'pr-small', people: 6, date: DAY, hours: 1 }, opts());
    expect(short.body.result).toMatchObject({ code: 'booking.hours', values: { min: 2, max: 6 } });
    // 17:00-20:00: one day hour at $60 and two evening hours at $90 = $240; half paid online.
    const b = await book('pr-small', '17:00', 3, 6);
    expect(b.body.success).toBe(true);
    expect(b.body.result.booking).toMatchObject({
      resourceId: 'pr-small',
      priceCents: 24000,
      payCents: 12000,
      endTime: '20:00',
    });
    // The large room: 2 day hours at $100 = $200, below its $500 minimum spend: $500.
    const big = await book('pr-large', '10:00', 2, 10);
    expect(big.body.result.booking).toMatchObject({ resourceId: 'pr-large', priceCents: 50000, payCents: 25000 });
    // Nine people do not fit the small room (it takes 8).
    const many = await post(s, '/api/booking/slots', { pluId: 'pr-small', people: 9, date: DAY, hours: 2 }, opts());
    expect(many.body.result.code).toBe('booking.invalid');
  });

  it("the overtime step set in the console shows on the customer's bill and is charged past the booked end", async () => {
    const row = (
      await s.db.query<{ booking_id: string; transaction_id: string }>(
        `SELECT booking_id, transaction_id FROM bookings WHERE shop_id = 'demo-store' AND resource_id = 'pr-small'`,
      )
    )[0];
    const id = row.booking_id;
    // The deposit is paid (an unpaid booking lapses before the day).
    expect((await payBooking(s, row.transaction_id)).status).toBe(200);
    // The party came (staff marked them arrived): their stay runs on past its end until the bill is paid.
    await s.db.query(`UPDATE bookings SET status = 'arrived' WHERE booking_id = $1`, [id]);
    let token = alice;
    const bill = () => post(s, '/api/booking/bill', { shop: 'demo-store', bookingId: id }, { token });
    // The clock moves a day on: a fresh sign-in each time (a token lives shorter than that).
    const moveTo = async (iso: string) => {
      s.clock.t = Date.parse(iso);
      token = (await login(s, ALICE, { shop: 'demo-store' })).token;
    };
    const t0 = s.clock.t;
    try {
      // During the stay: the step shows, nothing charged.
      await moveTo(`${DAY}T19:00:00+10:00`);
      const during = (await bill()).body.result;
      expect(during.overtime).toEqual({ stepMinutes: 30, steps: 0, minutes: 0, cents: 0 });
      expect(during.totalCents).toBe(24000);
      // 40 minutes past 20:00: two started steps of 30 minutes in the $90 evening band = $90.
      await moveTo(`${DAY}T20:40:00+10:00`);
      const over = (await bill()).body.result;
      expect(over.overtime).toEqual({ stepMinutes: 30, steps: 2, minutes: 60, cents: 9000 });
      expect(over.totalCents).toBe(24000 + 9000);
      expect(over.paidOnlineCents).toBe(12000);
      expect(over.dueCents).toBe(24000 + 9000 - 12000);
      // Settling charges it: the order carries the overtime, and the bill then reads it as a line.
      const settled = await post(s, '/api/booking/settle', { shop: 'demo-store', bookingId: id }, { token });
      expect(settled.body.success, JSON.stringify(settled.body)).toBe(true);
      const order = (
        await s.db.query<{ cart: { itemList: { pluId: string; amount: number }[] }; total_cents: string }>(
          `SELECT cart, total_cents FROM orders WHERE cart->>'bookingId' = $1 AND cart->>'requirement' = 'roomBill'`,
          [id],
        )
      )[0];
      expect(order.cart.itemList).toContainEqual(expect.objectContaining({ pluId: 'overtime', amount: 9000 }));
      expect(Number(order.total_cents)).toBe(over.dueCents);
      await moveTo(`${DAY}T21:30:00+10:00`);
      const after = (await bill()).body.result;
      expect(after.overtime).toBeNull();
      expect(after.lines).toEqual([
        expect.objectContaining({ pluId: 'overtime', amountCents: 9000, name1: 'Overtime (60 min)' }),
      ]);
      expect(after.totalCents).toBe(24000 + 9000);
    } finally {
      s.clock.t = t0;
      await s.db.query(`UPDATE bookings SET status = 'confirmed' WHERE booking_id = $1`, [id]);
    }
  });

  it('taking off a booked room, or making it smaller than the party, is refused with the booking named', async () => {
    const no = (
      await s.db.query<{ booking_no: string }>(
        `SELECT booking_no FROM bookings WHERE shop_id = 'demo-store' AND resource_id = 'pr-small'`,
      )
    )[0].booking_no;
    for (const [m, words] of [
      [{ ...ROOMS, rooms: ROOMS.rooms.filter((x) => x.id !== 'pr-small') }, 'Small room is taken off'],
      [
        { ...ROOMS, rooms: [{ ...ROOMS.rooms[0], capacity: 4 }, ROOMS.rooms[1]] },
        'Small room takes fewer than its 6 people',
      ],
    ] as [RoomsDoc, string][]) {
      const r = await saveAndPublish(m);
      expect(r.body.success).toBe(false);
      expect(r.body.result.code).toBe('config.resourceBooked');
      expect(r.body.result.bookings).toEqual([expect.objectContaining({ bookingNo: no, date: DAY, time: '17:00' })]);
      expect(r.body.dispMsg).toContain(`${words}: booking ${no} at 17:00 16/01/2026 for 6.`);
      expect((await live()).resources.rooms).toEqual(ROOMS);
      await call('draft/discard');
    }
  });

  it('a rollback gives the shop back once the bookings are cancelled', async () => {
    const v = (await call('state')).body.result.latest as number;
    const refused = await call('rollback', { version: v - 1 });
    expect(refused.body.result.code).toBe('config.resourceBooked');
    await s.db.query(`UPDATE bookings SET status = 'cancelled' WHERE shop_id = 'demo-store'`);
    expect((await call('rollback', { version: v - 1 })).body.success).toBe(true);
    expect((await live()).resources.rooms).toBeNull();
    expect((await live()).settings.serviceTypes).toEqual(['shop']);
    const after = await post(s, '/api/booking/slots', { pluId: 'pr-small', people: 2, date: DAY, hours: 2 }, opts());
    expect(after.body.result.code).toBe('booking.unavailable');
    expect(
      (await s.db.query(`SELECT 1 FROM booking_resources WHERE resource_id = 'pr-large' AND NOT active`)).length,
    ).toBe(1);
  });
});
