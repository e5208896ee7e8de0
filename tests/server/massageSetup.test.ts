// Massage set up from the console (issue 30): a shop venue's own administrator sets up 2 treatments
// and 2 therapists (working hours, a day off, who gives what, a buffer) in a draft, publishes, and a
// customer books a treatment at its price and length; a therapist's day off has no times; taking off
// a therapist or treatment with a future booking is refused with the booking named, nothing changed;
// a rollback gives the shop back once the booking is cancelled.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/auth/passwords';
import type { ConfigSnapshot, MassageDoc } from '../../src/domain/index';
import { ALICE, login, post, type TestServer, startServer } from './helpers';
import { brisbane } from './bookingHelpers';

const STORE = { shopKey: 'key-demo-store', siteId: 'site-store' };
const DAY = '2026-01-16'; // a Friday
const days = (from: string, to: string, off: string[] = []) =>
  Object.fromEntries(
    ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'].filter((d) => !off.includes(d)).map((d) => [d, [[from, to]]]),
  );

const MASSAGE: MassageDoc = {
  bufferMinutes: 15,
  services: [
    { id: 'ms-relax', name: { 'en-gb': 'Relaxing massage', 'zh-hans': '放松按摩' }, minutes: 60, priceCents: 8000 },
    { id: 'ms-foot', name: { 'en-gb': 'Foot massage', 'zh-hans': '足部按摩' }, minutes: 45, priceCents: 5500 },
  ],
  staff: [
    {
      id: 'mt-ana',
      kind: 'therapist',
      name: { 'en-gb': 'Ana', 'zh-hans': '安娜' },
      hours: days('09:00', '17:00', ['fri']),
      serviceIds: ['ms-relax', 'ms-foot'],
    },
    {
      id: 'mt-bo',
      kind: 'therapist',
      name: { 'en-gb': 'Bo', 'zh-hans': '波' },
      hours: days('12:00', '20:00'),
      serviceIds: ['ms-relax'],
    },
  ],
};

let s: TestServer;
let admin: string;
let alice: string;
beforeAll(async () => {
  s = await startServer({ venueCacheMs: 0 });
  await s.db.query(
    `INSERT INTO users (user_id, login_name, email, password_hash, admin, admin_shops, created_at) VALUES ('u-store-m', 'store-m@example.com', 'store-m@example.com', $1, 1, '["demo-store"]', $2)`,
    [await hashPassword('Store1234!'), s.clock.t],
  );
  admin = (await login(s, { userName: 'store-m@example.com', password: 'Store1234!' })).token;
  alice = (await login(s, ALICE, { shop: 'demo-store' })).token;
}, 120_000);
afterAll(async () => s?.close());

const call = (path: string, payload: Record<string, unknown> = {}) =>
  post(s, `/pro/backoffice/config/${path}`, { shop: 'demo-store', ...payload }, { token: admin });
const live = async () => (await call('state')).body.result.live as ConfigSnapshot;
const saveAndPublish = async (massage: MassageDoc | null) => {
  const c = await live();
  const saved = await call('draft/save', {
    config: {
      ...c,
      settings: { ...c.settings, serviceTypes: massage ? ['massage', 'shop'] : ['shop'] },
      resources: { ...c.resources, massage },
    },
  });
  expect(saved.body.success).toBe(true);
  return call('publish');
};
const opts = () => ({ identity: STORE, format: 'b64' as const, token: alice });

describe('massage setup', () => {
  it('a draft whose treatment nobody gives, with no working day, is refused by meaning', async () => {
    expect((await live()).resources.massage).toBeNull();
    const c = await live();
    const bad: MassageDoc = { ...MASSAGE, staff: [{ ...MASSAGE.staff[1], hours: {} }] };
    const r = await call('draft/save', { config: { ...c, resources: { ...c.resources, massage: bad } } });
    expect(r.body.result.code).toBe('config.resources');
    expect(r.body.result.issues.map((i: { path: string; code: string }) => [i.path, i.code])).toEqual([
      ['resources.massage.staff.0.hours', 'massageNoDays'],
      ['resources.massage.services.1.id', 'massageUnserved'],
    ]);
  });

  it('publishes 2 treatments and 2 therapists; a customer books at the price, length and buffer set', async () => {
    const r = await saveAndPublish(MASSAGE);
    expect(r.body.success).toBe(true);
    expect((await live()).resources.massage).toEqual(MASSAGE);
    const ent = await post(s, '/pro/acs/cfg/getEntities', {}, opts());
    expect(ent.body.result.family).toBe('massage');
    expect(ent.body.result.services.map((x: { pluId: string; priceCents: number }) => [x.pluId, x.priceCents])).toEqual(
      [
        ['ms-relax', 8000],
        ['ms-foot', 5500],
      ],
    );
    // Friday is Ana's day off: the foot massage (only Ana gives it) has no times that day.
    const foot = await post(s, '/api/booking/slots', { pluId: 'ms-foot', people: 1, date: DAY, days: 1 }, opts());
    expect(foot.body.result.slots).toEqual([]);
    expect(foot.body.result.graceMin).toBe(15);
    const b = await post(
      s,
      '/api/booking/create',
      { pluId: 'ms-relax', start: brisbane(DAY, '13:00'), people: 1, payOption: 'full', lang: 'en-gb' },
      opts(),
    );
    expect(b.body.success).toBe(true);
    const booking = b.body.result.booking;
    expect(booking.resourceId).toBe('mt-bo');
    expect(Number(booking.priceCents)).toBe(8000);
    expect(booking.serviceName1).toBe('Relaxing massage');
    expect(booking.endTime).toBe('14:00');
    const held = await s.db.query<{ m: number }>(
      `SELECT extract(epoch FROM held_until - starts_at) / 60 AS m FROM bookings WHERE booking_id = $1`,
      [booking.bookingId],
    );
    expect(Number(held[0].m)).toBe(75);
  });

  it('taking off a therapist or treatment with a future booking is refused with it named; nothing changes', async () => {
    const no = (
      await s.db.query<{ booking_no: string }>(`SELECT booking_no FROM bookings WHERE shop_id = 'demo-store'`)
    )[0].booking_no;
    for (const m of [
      { ...MASSAGE, staff: MASSAGE.staff.filter((x) => x.id !== 'mt-bo') },
      {
        ...MASSAGE,
        services: MASSAGE.services.slice(1),
        staff: MASSAGE.staff.map((x) => ({ ...x, serviceIds: ['ms-foot'] })),
      },
      null,
    ]) {
      const r = await saveAndPublish(m);
      expect(r.body.success).toBe(false);
      expect(r.body.result.code).toBe('config.resourceBooked');
      expect(r.body.result.bookings).toEqual([expect.objectContaining({ bookingNo: no, date: DAY, time: '13:00' })]);
      expect(r.body.dispMsg).toContain(`booking ${no} with Bo at 13:00 16/01/2026`);
      expect((await live()).resources.massage).toEqual(MASSAGE);
      await call('draft/discard');
    }
  });

  it('a rollback gives the shop back once the booking is cancelled', async () => {
    const v = (await call('state')).body.result.latest as number;
    await s.db.query(`UPDATE bookings SET status = 'cancelled' WHERE shop_id = 'demo-store'`);
    expect((await call('rollback', { version: v - 1 })).body.success).toBe(true);
    expect((await live()).resources.massage).toBeNull();
    expect((await live()).settings.serviceTypes).toEqual(['shop']);
    const after = await post(s, '/api/booking/slots', { pluId: 'ms-relax', people: 1, date: DAY }, opts());
    expect(after.body.result.code).toBe('booking.unavailable');
    expect(
      (await s.db.query(`SELECT 1 FROM booking_resources WHERE resource_id = 'mt-bo' AND NOT active`)).length,
    ).toBe(1);
  });
});
