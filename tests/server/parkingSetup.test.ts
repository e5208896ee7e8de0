// Parking set up through the console's resources part (issue 30): demo-store, a shop, publishes a car
// park of 10 bays and a tariff with a grace time; a customer's fee is the tariff's; taking parking off,
// or leaving fewer bays than a future day has booked, is refused with the stays named and nothing
// changed; a rollback with no future stays gives the shop back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, post, startServer, T0, type TestServer } from './helpers';
import { HOUR, payInSandbox, ticketKey } from './ticketHelpers';
import type { ConfigSnapshot, ParkingDoc } from '../../src/domain';

const STORE = { shopKey: 'key-demo-store', siteId: 'site-store' };
const PARK: ParkingDoc = {
  id: 'pk-store',
  name: { 'en-gb': 'Store car park', 'zh-hans': '商店停车场' },
  bays: 10,
  firstHourCents: 300,
  perHourCents: 200,
  dailyMaxCents: 1500,
  graceMinutes: 15,
  minStayMinutes: 15,
  maxStayDays: 7,
  bands: [],
  openFrom: '',
  openUntil: '',
};
const TOMORROW_9 = T0 + 21 * HOUR; // 09:00 on the 16th, Brisbane

let s: TestServer;
let admin: string;
let alice: string;
beforeAll(async () => {
  s = await startServer({ venueCacheMs: 0 });
  admin = (await login(s, { userName: 'admin@example.com', password: 'Admin1234!' })).token;
  alice = (await login(s, undefined, { shop: 'demo-store' })).token;
}, 120_000);
afterAll(async () => s?.close());

const call = (path: string, payload: Record<string, unknown> = {}) =>
  post(s, `/pro/backoffice/config/${path}`, { shop: 'demo-store', ...payload }, { token: admin });
const live = async () => (await call('state')).body.result.live as ConfigSnapshot;
const publish = async (parking: ParkingDoc | null) => {
  const c = await live();
  const settings = parking ? { ...c.settings, serviceTypes: ['ticket', 'shop'], ticketType: 'parking' } : c.settings;
  const saved = await call('draft/save', { config: { ...c, settings, resources: { ...c.resources, parking } } });
  if (!saved.body.success) return saved;
  return call('publish');
};
const fee = (entry: number, exit: number) =>
  post(
    s,
    '/api/feeCalc/parking',
    { entryTime: entry, exitTime: exit, quantity: 1 },
    { identity: STORE, format: 'b64' },
  );

describe('parking set up from the console', () => {
  it('refuses a car park of 0 bays and a cap below the first hour, by meaning', async () => {
    const c = await live();
    const bad = await call('draft/save', {
      config: { ...c, resources: { ...c.resources, parking: { ...PARK, bays: 0, dailyMaxCents: 100 } } },
    });
    expect(bad.body.result.code).toBe('config.resources');
    expect(bad.body.result.issues.map((i: { path: string; code: string }) => [i.path, i.code])).toEqual([
      ['resources.parking.bays', 'bays'],
      ['resources.parking.dailyMaxCents', 'dailyMax'],
    ]);
  });

  let first = 0;
  it('publishes 10 bays and the tariff; the fee is the tariff, free within the grace time', async () => {
    first = (await live()).resources.parking === null ? 1 : 0;
    expect(first).toBe(1);
    const r = await publish(PARK);
    expect(r.body.success, JSON.stringify(r.body)).toBe(true);
    expect((await live()).resources.parking).toEqual(PARK);
    expect((await fee(TOMORROW_9, TOMORROW_9 + 3 * HOUR)).body.result.feeCents).toBe(300 + 2 * 200);
    expect((await fee(TOMORROW_9, TOMORROW_9 + 15 * 60_000)).body.result.feeCents).toBe(0);
    expect((await fee(TOMORROW_9, TOMORROW_9 + 12 * HOUR)).body.result.feeCents).toBe(1500);
  });

  let bookingId = '';
  it('a customer books and pays a stay for 2 vehicles at the tariff', async () => {
    const r = await post(
      s,
      '/api/svc/order',
      {
        idempotencyKey: ticketKey(),
        poolId: 'pk-store',
        quantity: 2,
        payment: 'dps',
        entryTime: TOMORROW_9,
        exitTime: TOMORROW_9 + 3 * HOUR,
      },
      { identity: STORE, format: 'b64', token: alice },
    );
    expect(r.body.result).toMatchObject({ rtn: 1, totalCents: 1400 });
    bookingId = r.body.result.bookingId;
    expect((await payInSandbox(s, r.body.result.transactionId)).location).toContain('result=approved');
  });

  it('taking parking off, or cutting the bays below the booked day, is refused with the stay named', async () => {
    for (const next of [null, { ...PARK, bays: 1 }]) {
      const r = await publish(next);
      expect(r.body.success).toBe(false);
      expect(r.body.result.code).toBe('config.resources');
      expect(r.body.dispMsg).toContain(`${bookingId} (2026-01-16 09:00)`);
      expect((await live()).resources.parking).toEqual(PARK);
      await call('draft/discard');
    }
    // 2 bays still hold the 2 vehicles: allowed.
    expect((await publish({ ...PARK, bays: 2 })).body.success).toBe(true);
    expect((await publish(PARK)).body.success).toBe(true);
    const rolled = await call('rollback', { version: 1 });
    expect(rolled.body.success).toBe(false);
    expect(rolled.body.dispMsg).toContain(bookingId);
  });

  it('once the stay is refunded, rolling back gives the shop back and parking is off', async () => {
    const refund = await post(
      s,
      '/api/parking/bookingRefund',
      { bookingId },
      { identity: STORE, format: 'b64', token: alice },
    );
    expect(refund.body.success, JSON.stringify(refund.body)).toBe(true);
    const rolled = await call('rollback', { version: 1 });
    expect(rolled.body.success, JSON.stringify(rolled.body)).toBe(true);
    expect((await live()).resources.parking).toBeNull();
    const pool = await s.db.query<{ active: boolean }>(`SELECT active FROM ticket_pools WHERE pool_id = 'pk-store'`);
    expect(pool[0].active).toBe(false);
  });

  it('a night band and opening hours are priced and kept by the server in the quote', async () => {
    const night = { days: 'all' as const, from: '18:00', to: '06:00', perHourCents: 100, capCents: 500 };
    const r = await publish({ ...PARK, bands: [night], openFrom: '06:00', openUntil: '23:00' });
    expect(r.body.success, JSON.stringify(r.body)).toBe(true);
    expect((await live()).resources.parking).toMatchObject({ bands: [night], openFrom: '06:00' });
    // 16:00 to 20:00: 300 + 200, then two night hours at 100.
    expect((await fee(TOMORROW_9 + 7 * HOUR, TOMORROW_9 + 11 * HOUR)).body.result.feeCents).toBe(700);
    const late = await fee(TOMORROW_9 + 13 * HOUR, TOMORROW_9 + 14.5 * HOUR);
    expect(late.body.success).toBe(false);
    expect(JSON.stringify(late.body)).toContain('06:00');
  });
});
