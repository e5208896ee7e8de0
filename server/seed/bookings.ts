// Booking seed (issue 17): the resources, rosters, rates and policies of the four booking venues.
// Runs on every start and adds what is missing (per venue), like the gift card seed.
import type { Db } from '../db/db';
import type { TimeBand, WeekHours } from '../../src/domain/index';

const every = (from: string, to: string, off: string[] = []): WeekHours =>
  Object.fromEntries(
    ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'].map((d) => [d, off.includes(d) ? [] : [[from, to]]]),
  );

interface SeedResource {
  id: string;
  kind: string;
  name1: string;
  name2: string;
  capacity: number;
  hours: WeekHours;
  services?: string[];
}
interface SeedBookingVenue {
  shopId: string;
  family: string;
  timeZone?: string;
  policy: {
    tableMinutes?: number;
    depositPerPerson?: number;
    depositPercent?: number;
    freeCancelHours: number;
    lateFeePercent: number;
  };
  resources: SeedResource[];
  rates?: { pluId: string; minHours: number; maxHours: number; bands: TimeBand[] }[];
}

const MASSAGE_ALL = ['m-relax-60', 'm-relax-90', 'm-deep-60', 'm-hot-stone', 'm-foot-45', 'm-foot-60'];

export const BOOKING_VENUES: SeedBookingVenue[] = [
  {
    shopId: 'demo-cafe',
    family: 'reservation',
    policy: { tableMinutes: 90, depositPerPerson: 1000, freeCancelHours: 24, lateFeePercent: 50 },
    resources: [
      ...[1, 2, 3, 4].map((n) => ({
        id: `cafe-t${n}`,
        kind: 'table',
        name1: `Table ${n} (2 seats)`,
        name2: `${n}号桌（2座）`,
        capacity: 2,
        hours: every('11:00', '22:00'),
      })),
      ...[5, 6, 7, 8].map((n) => ({
        id: `cafe-t${n}`,
        kind: 'table',
        name1: `Table ${n} (4 seats)`,
        name2: `${n}号桌（4座）`,
        capacity: 4,
        hours: every('11:00', '22:00'),
      })),
      ...[9, 10].map((n) => ({
        id: `cafe-t${n}`,
        kind: 'table',
        name1: `Table ${n} (6 seats)`,
        name2: `${n}号桌（6座）`,
        capacity: 6,
        hours: every('11:00', '22:00'),
      })),
      {
        id: 'cafe-terrace',
        kind: 'area',
        name1: 'River terrace (up to 10)',
        name2: '河畔露台（最多10人）',
        capacity: 10,
        hours: every('11:00', '21:00', ['mon']),
      },
    ],
  },
  {
    shopId: 'demo-massage',
    family: 'massage',
    policy: { depositPercent: 30, freeCancelHours: 12, lateFeePercent: 50 },
    resources: [
      {
        id: 'massage-mia',
        kind: 'therapist',
        name1: 'Mia',
        name2: '米娅',
        capacity: 1,
        hours: every('09:00', '18:00'),
        services: MASSAGE_ALL,
      },
      {
        id: 'massage-ken',
        kind: 'therapist',
        name1: 'Ken',
        name2: '健',
        capacity: 1,
        hours: every('12:00', '21:00', ['mon']),
        services: MASSAGE_ALL,
      },
      {
        id: 'massage-lily',
        kind: 'therapist',
        name1: 'Lily',
        name2: '莉莉',
        capacity: 1,
        hours: every('10:00', '20:00', ['sun']),
        services: ['m-relax-60', 'm-relax-90', 'm-foot-45', 'm-foot-60'],
      },
      {
        id: 'massage-suite',
        kind: 'room',
        name1: 'Couples suite',
        name2: '双人套房',
        capacity: 2,
        hours: every('10:00', '20:00'),
        services: ['m-couples'],
      },
    ],
  },
  {
    shopId: 'demo-partyroom',
    family: 'partyroom',
    policy: { depositPercent: 50, freeCancelHours: 48, lateFeePercent: 50 },
    resources: [
      {
        id: 'party-a',
        kind: 'partyroom',
        name1: 'Room A (up to 10)',
        name2: 'A房（最多10人）',
        capacity: 10,
        hours: every('10:00', '24:00'),
        services: ['p-room-small', 'p-birthday'],
      },
      {
        id: 'party-b',
        kind: 'partyroom',
        name1: 'Room B (up to 30)',
        name2: 'B房（最多30人）',
        capacity: 30,
        hours: every('10:00', '24:00'),
        services: ['p-room-large', 'p-birthday'],
      },
    ],
    rates: [
      { pluId: 'p-room-small', minHours: 2, maxHours: 6, bands: [{ from: '18:00', to: '24:00', centsPerHour: 9000 }] },
      { pluId: 'p-room-large', minHours: 2, maxHours: 6, bands: [{ from: '18:00', to: '24:00', centsPerHour: 16000 }] },
    ],
  },
  {
    // In Sydney: the venue that proves daylight saving (Brisbane has none).
    shopId: 'demo-ktv',
    family: 'ktv',
    timeZone: 'Australia/Sydney',
    policy: { freeCancelHours: 24, lateFeePercent: 20 },
    resources: [
      ...['S1', 'S2'].map((n) => ({
        id: `ktv-${n.toLowerCase()}`,
        kind: 'ktvroom',
        name1: `Room ${n} (2-4)`,
        name2: `${n}包（2-4人）`,
        capacity: 4,
        hours: every('12:00', '24:00'),
        services: ['t-room-s'],
      })),
      ...['M1', 'M2'].map((n) => ({
        id: `ktv-${n.toLowerCase()}`,
        kind: 'ktvroom',
        name1: `Room ${n} (5-8)`,
        name2: `${n}包（5-8人）`,
        capacity: 8,
        hours: every('12:00', '24:00'),
        services: ['t-room-m'],
      })),
      {
        id: 'ktv-l1',
        kind: 'ktvroom',
        name1: 'Room L1 (9-15)',
        name2: 'L1包（9-15人）',
        capacity: 15,
        hours: every('12:00', '24:00'),
        services: ['t-room-l'],
      },
      {
        id: 'ktv-vip',
        kind: 'ktvroom',
        name1: 'VIP room (up to 20)',
        name2: 'VIP包房（最多20人）',
        capacity: 20,
        hours: every('12:00', '24:00'),
        services: ['t-room-vip'],
      },
    ],
    rates: [
      { pluId: 't-room-s', minHours: 1, maxHours: 5, bands: [{ from: '18:00', to: '24:00', centsPerHour: 5200 }] },
      { pluId: 't-room-m', minHours: 1, maxHours: 5, bands: [{ from: '18:00', to: '24:00', centsPerHour: 7800 }] },
      { pluId: 't-room-l', minHours: 2, maxHours: 5, bands: [{ from: '18:00', to: '24:00', centsPerHour: 11800 }] },
      { pluId: 't-room-vip', minHours: 2, maxHours: 6, bands: [{ from: '18:00', to: '24:00', centsPerHour: 16800 }] },
    ],
  },
];

export async function ensureBookingSeed(db: Db): Promise<void> {
  const has = await db.query(`SELECT 1 FROM information_schema.tables WHERE table_name = 'booking_policies'`);
  if (!has.length) return;
  const shops = new Set((await db.query<{ shop_id: string }>('SELECT shop_id FROM venues')).map((r) => r.shop_id));
  const done = new Set(
    (await db.query<{ shop_id: string }>('SELECT shop_id FROM booking_policies')).map((r) => r.shop_id),
  );
  const missing = BOOKING_VENUES.filter((v) => shops.has(v.shopId) && !done.has(v.shopId));
  for (const v of missing) {
    await db.tx(async (tx) => {
      const p = v.policy;
      const hit = await tx.query(
        `INSERT INTO booking_policies (shop_id, family, table_minutes, deposit_per_person, deposit_percent, free_cancel_hours, late_fee_percent)
         VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT DO NOTHING RETURNING 1`,
        [
          v.shopId,
          v.family,
          p.tableMinutes ?? 90,
          p.depositPerPerson ?? 0,
          p.depositPercent ?? 0,
          p.freeCancelHours,
          p.lateFeePercent,
        ],
      );
      if (!hit.length) return; // another server seeded it
      let sort = 0;
      for (const r of v.resources)
        await tx.query(
          'INSERT INTO booking_resources (resource_id, shop_id, kind, name1, name2, capacity, hours, services, sort) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)',
          [r.id, v.shopId, r.kind, r.name1, r.name2, r.capacity, r.hours, r.services ?? [], sort++],
        );
      for (const r of v.rates ?? [])
        await tx.query(
          'INSERT INTO booking_rates (shop_id, plu_id, min_hours, max_hours, bands) VALUES ($1, $2, $3, $4, $5)',
          [v.shopId, r.pluId, r.minHours, r.maxHours, r.bands],
        );
      if (v.timeZone)
        await tx.query(`UPDATE venues SET hours = jsonb_set(hours, '{tz}', to_jsonb($2::text)) WHERE shop_id = $1`, [
          v.shopId,
          v.timeZone,
        ]);
    });
  }
}
