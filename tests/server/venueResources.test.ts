// The `resources` part of the venue document (issue 30): a shop-mode venue's administrator sets up
// table reservations in a draft (2 areas, 6 tables, a deposit per person and per booking), publishes,
// a customer books and pays the deposit; taking off or shrinking a table with a future booking is
// refused with the booking named (publish and rollback alike), nothing changed; ids stay stable, and
// a rollback to the version before gives the shop back (no tables, no bookings online).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/auth/passwords';
import type { ConfigSnapshot, VenueResources } from '../../src/domain/index';
import { ALICE, login, post, type TestServer, startServer } from './helpers';
import { brisbane, payBooking } from './bookingHelpers';

const STORE = { shopKey: 'key-demo-store', siteId: 'site-store' };
const DAY = '2026-01-16';
const every = (from: string, to: string) =>
  Object.fromEntries(['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'].map((d) => [d, [[from, to]]]));

const SETUP: VenueResources = {
  reservation: {
    hours: every('11:00', '22:00'),
    slotMinutes: 30,
    tableMinutes: 90,
    depositPerPersonCents: 500,
    depositPerBookingCents: 200,
  },
  areas: [
    { id: 'inside', name: { 'en-gb': 'Inside', 'zh-hans': '室内' } },
    { id: 'terrace', name: { 'en-gb': 'Terrace', 'zh-hans': '露台' } },
  ],
  parking: null,
  massage: null,
  rooms: null,
  passes: [],
  tables: [1, 2, 3, 4, 5, 6].map((n) => ({
    id: `store-t${n}`,
    areaId: n <= 3 ? 'inside' : 'terrace',
    name: { 'en-gb': `Table ${n}`, 'zh-hans': `${n}号桌` },
    seats: n <= 4 ? 2 : 6,
  })),
};

let s: TestServer;
let admin: string;
let alice: string;
beforeAll(async () => {
  s = await startServer({ venueCacheMs: 0 });
  await s.db.query(
    `INSERT INTO users (user_id, login_name, email, password_hash, admin, admin_shops, created_at) VALUES ('u-store-only', 'store-only@example.com', 'store-only@example.com', $1, 1, '["demo-store"]', $2)`,
    [await hashPassword('Store1234!'), s.clock.t],
  );
  admin = (await login(s, { userName: 'store-only@example.com', password: 'Store1234!' })).token;
  alice = (await login(s, ALICE, { shop: 'demo-store' })).token;
}, 120_000);
afterAll(async () => s?.close());

const call = (path: string, payload: Record<string, unknown> = {}) =>
  post(s, `/pro/backoffice/config/${path}`, { shop: 'demo-store', ...payload }, { token: admin });
const live = async () => (await call('state')).body.result.live as ConfigSnapshot;
const saveAndPublish = async (resources: VenueResources) => {
  const c = await live();
  const saved = await call('draft/save', {
    config: { ...c, settings: { ...c.settings, serviceTypes: ['shop', 'reservation'] }, resources },
  });
  expect(saved.body.success).toBe(true);
  return call('publish');
};
const book = (people: number, time: string) =>
  post(
    s,
    '/api/booking/create',
    { start: brisbane(DAY, time), people, lang: 'en-gb' },
    { identity: STORE, format: 'b64', token: alice },
  );

describe('resources part', () => {
  it('a shop venue reads no resources; a draft with a table of 0 seats is refused by meaning', async () => {
    expect((await live()).resources).toEqual({
      reservation: null,
      areas: [],
      tables: [],
      parking: null,
      massage: null,
      rooms: null,
      passes: [],
    });
    const c = await live();
    const bad = await call('draft/save', {
      config: { ...c, resources: { ...SETUP, tables: [{ ...SETUP.tables[0], seats: 0, areaId: 'gone' }] } },
    });
    expect(bad.body.result.code).toBe('config.resources');
    expect(bad.body.result.issues.map((i: { path: string; code: string }) => [i.path, i.code])).toEqual([
      ['resources.tables.0.areaId', 'unknownArea'],
      ['resources.tables.0.seats', 'seats'],
    ]);
    expect((await call('state')).body.result.draft).toBeNull();
  });

  it('publishes 2 areas and 6 tables; a customer books and pays a deposit per person plus per booking', async () => {
    const before = (await live()).resources;
    const r = await saveAndPublish(SETUP);
    expect(r.body.success).toBe(true);
    expect(r.body.result.changes.map((c: { key: string }) => c.key)).toEqual(
      expect.arrayContaining(['resources.areas', 'resources.reservation', 'resources.tables']),
    );
    expect(before.tables).toEqual([]);
    expect((await live()).resources).toEqual(SETUP);
    const b = await book(4, '19:00');
    expect(b.body.success).toBe(true);
    const booking = b.body.result.booking;
    expect(booking.resourceId).toBe('store-t5'); // the smallest table that seats 4
    expect(Number(booking.payCents)).toBe(4 * 500 + 200);
    await payBooking(s, booking.transactionId);
    const row = await s.db.query<{ status: string; paid_cents: string }>(
      'SELECT status, paid_cents FROM bookings WHERE booking_id = $1',
      [booking.bookingId],
    );
    expect(row[0].status).toBe('confirmed');
    expect(Number(row[0].paid_cents)).toBe(4 * 500 + 200);
  });

  it('taking off or shrinking a table with a future booking is refused with the booking named; nothing changes', async () => {
    const no = (
      await s.db.query<{ booking_no: string }>(`SELECT booking_no FROM bookings WHERE shop_id = 'demo-store'`)
    )[0].booking_no;
    for (const tables of [
      SETUP.tables.filter((t) => t.id !== 'store-t5'),
      SETUP.tables.map((t) => (t.id === 'store-t5' ? { ...t, seats: 2 } : t)),
    ]) {
      const r = await saveAndPublish({ ...SETUP, tables });
      expect(r.body.success).toBe(false);
      expect(r.body.result.code).toBe('config.resourceBooked');
      expect(r.body.result.bookings).toEqual([
        expect.objectContaining({ bookingNo: no, resourceId: 'store-t5', people: 4, date: DAY, time: '19:00' }),
      ]);
      expect(r.body.dispMsg).toContain(`booking ${no} at 19:00 16/01/2026 for 4`);
      expect((await live()).resources).toEqual(SETUP);
      await call('draft/discard');
    }
    // Rolling back to the shop (version 1: no tables) would take the booked table off: refused too.
    const back = await call('rollback', { version: 1 });
    expect(back.body.result.code).toBe('config.resourceBooked');
    expect((await live()).resources.tables).toHaveLength(6);
  });

  it('a table with no future booking can go; ids stay stable; a rollback gives the shop back', async () => {
    const r = await saveAndPublish({ ...SETUP, tables: SETUP.tables.filter((t) => t.id !== 'store-t1') });
    expect(r.body.success).toBe(true);
    const gone = await s.db.query<{ active: boolean }>(
      `SELECT active FROM booking_resources WHERE resource_id = 'store-t1'`,
    );
    expect(gone[0].active).toBe(false);
    // Back to the 6 tables: the same ids come back.
    const v = r.body.result.version as number;
    expect((await call('rollback', { version: v - 1 })).body.success).toBe(true);
    expect((await live()).resources.tables.map((t) => t.id)).toEqual(SETUP.tables.map((t) => t.id));
    // The booking cancelled: the rollback to the shop goes through and online bookings stop.
    await s.db.query(`UPDATE bookings SET status = 'cancelled' WHERE shop_id = 'demo-store'`);
    expect((await call('rollback', { version: 1 })).body.success).toBe(true);
    expect((await live()).resources).toEqual({
      reservation: null,
      areas: [],
      tables: [],
      parking: null,
      massage: null,
      rooms: null,
      passes: [],
    });
    expect((await book(2, '12:00')).body.result.code).toBe('booking.unavailable');
  });
});
