// Ticket seed (issue 17): City Parking's tariff and bookable parking, Adventure Park's passes, and both
// venues' refund policy. Runs on every start and adds only what is missing (never changes a venue's edits).
import type { ParkingTariffAnswer, TicketPoolAnswer } from '../../src/generated/calls';
import type { Db } from '../db/db';

export const DEMO_TARIFF = {
  shopId: 'demo-parking',
  firstHourCents: 500,
  perHourCents: 400,
  dailyMaxCents: 3500,
  minSpanMinutes: 30,
  maxStayDays: 30,
} satisfies ParkingTariffAnswer & { shopId: string };

/** A seeded pool: the fields of the contract's TicketPoolAnswer the pool row stores, and its venue. */
type SeedPool = Pick<
  TicketPoolAnswer,
  | 'poolId'
  | 'kind'
  | 'name1'
  | 'name2'
  | 'description1'
  | 'description2'
  | 'priceCents'
  | 'days'
  | 'persons'
  | 'capacity'
  | 'maxPerBooking'
> & { shopId: string };

export const DEMO_POOLS: SeedPool[] = [
  {
    poolId: 'pk-standard',
    shopId: 'demo-parking',
    kind: 'parking',
    name1: 'Casual parking (pre-booked)',
    name2: '临时停车（预订）',
    description1: 'A reserved space on levels 2–4. Show the QR code at the boom gate.',
    description2: '2至4层的预留车位。在道闸处出示二维码。',
    priceCents: 0,
    days: 1,
    persons: 1,
    capacity: 120,
    maxPerBooking: 4,
  },
  {
    poolId: 'pk-ev',
    shopId: 'demo-parking',
    kind: 'parking',
    name1: 'EV charging bay',
    name2: '电动车充电车位',
    description1: 'A bay with a 22 kW charger on level 1; charging is included.',
    description2: '1层配有22千瓦充电桩的车位，含充电费用。',
    priceCents: 0,
    days: 1,
    persons: 1,
    capacity: 8,
    maxPerBooking: 1,
  },
  {
    poolId: 'ps-day',
    shopId: 'demo-passes',
    kind: 'daterange',
    name1: 'Day pass',
    name2: '一日通票',
    description1: 'Every ride and show for one day.',
    description2: '一天内畅玩所有游乐设施和表演。',
    priceCents: 4500,
    days: 1,
    persons: 1,
    capacity: 500,
    maxPerBooking: 10,
  },
  {
    poolId: 'ps-3day',
    shopId: 'demo-passes',
    kind: 'daterange',
    name1: '3-day pass',
    name2: '三日通票',
    description1: 'Three days in a row.',
    description2: '连续三天。',
    priceCents: 11000,
    days: 3,
    persons: 1,
    capacity: 300,
    maxPerBooking: 10,
  },
  {
    poolId: 'ps-week',
    shopId: 'demo-passes',
    kind: 'daterange',
    name1: 'Weekly pass',
    name2: '周票',
    description1: 'Seven days in a row.',
    description2: '连续七天。',
    priceCents: 19900,
    days: 7,
    persons: 1,
    capacity: 100,
    maxPerBooking: 10,
  },
  {
    poolId: 'ps-family-day',
    shopId: 'demo-passes',
    kind: 'daterange',
    name1: 'Family day pass (2 adults, 2 children)',
    name2: '家庭一日票（2大2小）',
    description1: 'One day for a family of four.',
    description2: '四口之家畅玩一天。',
    priceCents: 13500,
    days: 1,
    persons: 4,
    capacity: 50,
    maxPerBooking: 4,
  },
];

export const DEMO_POLICIES = [
  { shopId: 'demo-parking', freeMinutes: 60, feePercent: 20, holdMinutes: 30 },
  { shopId: 'demo-passes', freeMinutes: 24 * 60, feePercent: 20, holdMinutes: 30 },
];

export async function ensureTicketSeed(db: Db): Promise<void> {
  const has = await db.query(`SELECT 1 FROM information_schema.tables WHERE table_name = 'ticket_pools'`);
  if (!has.length) return; // migrations not applied yet
  const shops = new Set((await db.query<{ shop_id: string }>('SELECT shop_id FROM venues')).map((r) => r.shop_id));
  await db.tx(async (tx) => {
    if (shops.has(DEMO_TARIFF.shopId))
      await tx.query(
        'INSERT INTO parking_tariffs (shop_id, first_hour_cents, per_hour_cents, daily_max_cents, min_span_minutes, max_stay_days) VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING',
        [
          DEMO_TARIFF.shopId,
          DEMO_TARIFF.firstHourCents,
          DEMO_TARIFF.perHourCents,
          DEMO_TARIFF.dailyMaxCents,
          DEMO_TARIFF.minSpanMinutes,
          DEMO_TARIFF.maxStayDays,
        ],
      );
    for (const p of DEMO_POLICIES)
      if (shops.has(p.shopId))
        await tx.query(
          'INSERT INTO ticket_policies (shop_id, refund_free_minutes, refund_fee_percent, hold_minutes) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING',
          [p.shopId, p.freeMinutes, p.feePercent, p.holdMinutes],
        );
    let sort = 0;
    for (const p of DEMO_POOLS)
      if (shops.has(p.shopId))
        await tx.query(
          `INSERT INTO ticket_pools (pool_id, shop_id, kind, name1, name2, description1, description2, price_cents, days, persons, capacity, max_per_booking, sort)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) ON CONFLICT DO NOTHING`,
          [
            p.poolId,
            p.shopId,
            p.kind,
            p.name1,
            p.name2,
            p.description1,
            p.description2,
            p.priceCents,
            p.days,
            p.persons,
            p.capacity,
            p.maxPerBooking,
            sort++,
          ],
        );
  });
}
