// Parking in the `resources` part (issue 30): read from and applied to the venue's parking ticket
// pool (its capacity is the bays) and parking_tariffs, inside the publish or rollback transaction.
// The pool keeps its id across versions; taking parking off makes it inactive, never deletes it.
// Taking parking off, or leaving fewer bays than a future day has sold, is refused naming the stays.
import type { Db } from '../../db/db';
import { readBands, zonedParts, type ParkingDoc } from '../../../src/domain/index';
import { ConfigRefused } from '../versions';

interface PoolRow {
  pool_id: string;
  name1: string;
  name2: string;
  capacity: number;
}

/** The venue's live parking (its first active parking pool and its tariff), or null. */
export async function readParking(db: Db, shopId: string): Promise<ParkingDoc | null> {
  const pool = (
    await db.query<PoolRow>(
      `SELECT pool_id, name1, name2, capacity FROM ticket_pools WHERE shop_id = $1 AND kind = 'parking' AND active ORDER BY sort, pool_id LIMIT 1`,
      [shopId],
    )
  )[0];
  const tariff = (
    await db.query<Record<string, number> & { bands?: unknown; open_from?: string | null; open_until?: string | null }>(
      'SELECT * FROM parking_tariffs WHERE shop_id = $1',
      [shopId],
    )
  )[0];
  if (!pool || !tariff) return null;
  return {
    id: pool.pool_id,
    name: { 'en-gb': pool.name1, 'zh-hans': pool.name2 },
    bays: Number(pool.capacity),
    firstHourCents: Number(tariff.first_hour_cents),
    perHourCents: Number(tariff.per_hour_cents),
    dailyMaxCents: Number(tariff.daily_max_cents),
    graceMinutes: Number(tariff.grace_minutes ?? 0),
    minStayMinutes: Number(tariff.min_span_minutes),
    maxStayDays: Number(tariff.max_stay_days),
    bands: readBands(tariff.bands),
    openFrom: tariff.open_from ?? '',
    openUntil: tariff.open_until ?? '',
  };
}

/** Refuses when parking is taken off (or its bays cut below a future day's sales) while stays are booked. */
async function refuseBooked(db: Db, shopId: string, next: ParkingDoc | null, now: number): Promise<void> {
  const rows = await db.query<{
    booking_id: string;
    pool_id: string;
    entry_at: string;
    quantity: number;
    tz: string | null;
  }>(
    `SELECT b.booking_id, b.pool_id, b.entry_at, b.quantity, v.hours->>'tz' AS tz
       FROM ticket_bookings b JOIN ticket_pools p ON p.pool_id = b.pool_id JOIN venues v ON v.shop_id = b.shop_id
      WHERE b.shop_id = $1 AND p.kind = 'parking' AND p.active AND b.status IN ('pending', 'paid') AND b.exit_at > $2
      ORDER BY b.entry_at`,
    [shopId, now],
  );
  if (!rows.length) return;
  let hit = rows.filter((b) => !next || b.pool_id !== next.id);
  let why = 'Parking would be taken off';
  let over: { day: string; sold: number; bays: number } | null = null;
  if (!hit.length && next) {
    const days = await db.query<{ day: string; sold: number }>(
      `SELECT day, sold FROM ticket_pool_days WHERE pool_id = $1 AND sold > $2 AND day >= $3 ORDER BY day`,
      [next.id, next.bays, zonedParts(now, rows[0].tz || 'Australia/Brisbane').date],
    );
    if (!days.length) return;
    over = { day: days[0].day, sold: Number(days[0].sold), bays: next.bays };
    why = `${over.day} has ${over.sold} vehicles booked, more than ${next.bays} bays`;
    const overDays = new Set(days.map((o) => o.day));
    hit = rows.filter((b) => overDays.has(zonedParts(Number(b.entry_at), b.tz || 'Australia/Brisbane').date));
    if (!hit.length) hit = rows;
  }
  const named = hit.map((b) => {
    const at = zonedParts(Number(b.entry_at), b.tz || 'Australia/Brisbane');
    return { bookingId: b.booking_id, date: at.date, time: at.time, vehicles: Number(b.quantity) };
  });
  throw new ConfigRefused(
    'config.resources',
    `${why}: these future stays would lose their bay: ${named.map((n) => `${n.bookingId} (${n.date} ${n.time})`).join(', ')}. Cancel or refund them first; nothing was changed.`,
    // `stays` (not `bookings`, which names tables): the console words it in the operator's language.
    { stays: named, ...(over ? { over } : {}) },
  );
}

/** Writes the parking to the pool and the tariff (inside the publish or rollback transaction). */
export async function applyParking(db: Db, shopId: string, p: ParkingDoc | null, now: number): Promise<void> {
  await refuseBooked(db, shopId, p, now);
  if (!p) {
    await db.query(`UPDATE ticket_pools SET active = false WHERE shop_id = $1 AND kind = 'parking'`, [shopId]);
    return;
  }
  const foreign = await db.query('SELECT 1 FROM ticket_pools WHERE pool_id = $1 AND shop_id <> $2', [p.id, shopId]);
  if (foreign.length)
    throw new ConfigRefused(
      'config.resources',
      `The car park id "${p.id}" belongs to another venue: set parking up again.`,
    );
  await db.query(`UPDATE ticket_pools SET active = false WHERE shop_id = $1 AND kind = 'parking' AND pool_id <> $2`, [
    shopId,
    p.id,
  ]);
  const name1 = p.name['en-gb'] || p.name['zh-hans'];
  const name2 = p.name['zh-hans'] || p.name['en-gb'];
  await db.query(
    `INSERT INTO ticket_pools (pool_id, shop_id, kind, name1, name2, capacity, active, sort)
     VALUES ($1, $2, 'parking', $3, $4, $5, true, 0)
     ON CONFLICT (pool_id) DO UPDATE SET name1 = $3, name2 = $4, capacity = $5, active = true`,
    [p.id, shopId, name1, name2, p.bays],
  );
  await db.query(
    `INSERT INTO parking_tariffs (shop_id, first_hour_cents, per_hour_cents, daily_max_cents, min_span_minutes, max_stay_days, grace_minutes, bands, open_from, open_until)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8::text::jsonb, $9, $10)
     ON CONFLICT (shop_id) DO UPDATE SET first_hour_cents = $2, per_hour_cents = $3, daily_max_cents = $4,
       min_span_minutes = $5, max_stay_days = $6, grace_minutes = $7, bands = $8::text::jsonb, open_from = $9, open_until = $10`,
    [
      shopId,
      p.firstHourCents,
      p.perHourCents,
      p.dailyMaxCents,
      p.minStayMinutes,
      p.maxStayDays,
      p.graceMinutes,
      JSON.stringify(p.bands ?? []),
      p.openFrom || null,
      p.openUntil || null,
    ],
  );
}
