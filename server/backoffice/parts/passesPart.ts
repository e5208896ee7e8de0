// Date-range passes in the `resources` part (issue 30): read from and applied to the venue's ticket
// pools of kind 'daterange' (capacity = passes a day, days = validity, price_cents), inside the
// publish or rollback transaction. A pool keeps its id across versions; a pass type taken off is made
// inactive, never deleted. Taking off a pass type with future passes sold, or leaving fewer a day than
// a future day has sold, is refused naming the passes (booking, first and last day); nothing changes.
import type { Db } from '../../db/db';
import { localDate, type PassDoc } from '../../../src/domain/index';
import { ConfigRefused } from '../versions';

interface PoolRow {
  pool_id: string;
  name1: string;
  name2: string;
  capacity: number;
  days: number;
  price_cents: number;
}

/** The venue's live pass types (its active date-range pools, in order). */
export async function readPasses(db: Db, shopId: string): Promise<PassDoc[]> {
  const rows = await db.query<PoolRow>(
    `SELECT pool_id, name1, name2, capacity, days, price_cents FROM ticket_pools
      WHERE shop_id = $1 AND kind = 'daterange' AND active ORDER BY sort, pool_id`,
    [shopId],
  );
  return rows.map((r) => ({
    id: r.pool_id,
    name: { 'en-gb': r.name1, 'zh-hans': r.name2 },
    days: Number(r.days),
    capacity: Number(r.capacity),
    priceCents: Number(r.price_cents),
  }));
}

/** Refuses when a pass type with future passes sold is taken off, or its day capacity cut below a day's sales. */
async function refuseSold(db: Db, shopId: string, next: PassDoc[], now: number): Promise<void> {
  const tz =
    (await db.query<{ tz: string | null }>(`SELECT hours->>'tz' AS tz FROM venues WHERE shop_id = $1`, [shopId]))[0]
      ?.tz || 'Australia/Brisbane';
  const today = localDate(now, tz);
  const rows = await db.query<{
    booking_id: string;
    pool_id: string;
    name1: string;
    start_date: string;
    end_date: string;
  }>(
    `SELECT b.booking_id, b.pool_id, p.name1, b.start_date, b.end_date
       FROM ticket_bookings b JOIN ticket_pools p ON p.pool_id = b.pool_id
      WHERE b.shop_id = $1 AND p.kind = 'daterange' AND p.active AND b.status IN ('pending', 'paid') AND b.end_date >= $2
      ORDER BY b.start_date, b.booking_id`,
    [shopId, today],
  );
  if (!rows.length) return;
  const keep = new Map(next.map((p) => [p.id, p]));
  const hit = rows.filter((b) => !keep.has(b.pool_id));
  for (const p of next) {
    const over = await db.query<{ day: string }>(
      'SELECT day FROM ticket_pool_days WHERE pool_id = $1 AND sold > $2 AND day >= $3',
      [p.id, p.capacity, today],
    );
    if (!over.length) continue;
    const days = new Set(over.map((o) => o.day));
    hit.push(...rows.filter((b) => b.pool_id === p.id && [...days].some((d) => d >= b.start_date && d <= b.end_date)));
  }
  if (!hit.length) return;
  const passes = hit.map((b) => ({
    bookingId: b.booking_id,
    pass: b.name1,
    from: b.start_date,
    to: b.end_date,
  }));
  throw new ConfigRefused(
    'config.resources',
    `These future passes would lose their pass type: ${passes.map((p) => `${p.bookingId} (${p.pass}, ${p.from} to ${p.to})`).join(', ')}. Refund them first; nothing was changed.`,
    { passes },
  );
}

/** Writes the pass types to the venue's date-range pools (inside the publish or rollback transaction). */
export async function applyPasses(db: Db, shopId: string, list: PassDoc[], now: number): Promise<void> {
  await refuseSold(db, shopId, list, now);
  const ids = list.map((p) => p.id);
  const foreign = await db.query<{ pool_id: string }>(
    'SELECT pool_id FROM ticket_pools WHERE pool_id = ANY($1::text[]) AND shop_id <> $2',
    [ids, shopId],
  );
  if (foreign.length)
    throw new ConfigRefused(
      'config.resources',
      `The pass id "${foreign[0].pool_id}" belongs to another venue: add the pass type again.`,
    );
  await db.query(
    `UPDATE ticket_pools SET active = false WHERE shop_id = $1 AND kind = 'daterange' AND NOT (pool_id = ANY($2::text[]))`,
    [shopId, ids],
  );
  for (const [i, p] of list.entries()) {
    const name1 = p.name['en-gb'] || p.name['zh-hans'];
    const name2 = p.name['zh-hans'] || p.name['en-gb'];
    await db.query(
      `INSERT INTO ticket_pools (pool_id, shop_id, kind, name1, name2, capacity, days, price_cents, active, sort)
       VALUES ($1, $2, 'daterange', $3, $4, $5, $6, $7, true, $8)
       ON CONFLICT (pool_id) DO UPDATE SET name1 = $3, name2 = $4, capacity = $5, days = $6, price_cents = $7,
         active = true, sort = $8`,
      [p.id, shopId, name1, name2, p.capacity, p.days, p.priceCents, i],
    );
  }
}
