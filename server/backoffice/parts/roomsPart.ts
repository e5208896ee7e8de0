// Party rooms and KTV rooms in the `resources` part (issue 30): each room is read from and applied to
// a booking_resources row (kind partyroom or ktvroom, capacity, opening hours) and its rate a
// booking_services row of the same id (hourly rate, time bands, fewest and most hours, minimum spend,
// overtime step: migration 064), with the venue's booking policy (family, deposit share), inside the
// publish or rollback transaction. Ids stay stable; a room taken off is made inactive, never deleted.
// Taking off a room, or making it take fewer people than a future booking, is refused naming each
// booking; nothing changes. Rooms seeded without the console (no booking_services rows) read as
// absent and are left alone.
import type { Db } from '../../db/db';
import {
  zonedParts,
  type RoomBandDoc,
  type RoomFamily,
  type RoomsDoc,
  type WeekHours,
} from '../../../src/domain/index';
import { ConfigRefused } from '../versions';

const LIVE = `('received', 'confirmed', 'arrived', 'changed')`;
const KIND: Record<RoomFamily, string> = { partyroom: 'partyroom', ktv: 'ktvroom' };
const isRooms = (f: string | undefined): f is RoomFamily => f === 'partyroom' || f === 'ktv';

/** The venue's live rooms: a doc, null (none), or undefined (set up outside the console: left alone). */
export async function readRooms(db: Db, shopId: string): Promise<RoomsDoc | null | undefined> {
  const policy = (
    await db.query<{ family: string; deposit_percent: number }>(
      'SELECT family, deposit_percent FROM booking_policies WHERE shop_id = $1',
      [shopId],
    )
  )[0];
  if (!isRooms(policy?.family)) return null;
  const rates = await db.query<{
    service_id: string;
    price_cents: string;
    min_hours: number | null;
    max_hours: number | null;
    bands: RoomBandDoc[];
    min_spend_cents: string;
    overtime_minutes: number;
  }>(
    'SELECT * FROM booking_services WHERE shop_id = $1 AND active AND min_hours IS NOT NULL ORDER BY sort, service_id',
    [shopId],
  );
  if (!rates.length) return undefined;
  const rooms = await db.query<{
    resource_id: string;
    name1: string;
    name2: string;
    capacity: number;
    hours: WeekHours;
  }>(
    `SELECT resource_id, name1, name2, capacity, hours FROM booking_resources
      WHERE shop_id = $1 AND kind = $2 AND active ORDER BY sort, resource_id`,
    [shopId, KIND[policy.family]],
  );
  const rate = new Map(rates.map((r) => [r.service_id, r]));
  return {
    family: policy.family,
    depositPercent: Number(policy.deposit_percent),
    overtimeMinutes: Number(rates[0].overtime_minutes),
    rooms: rooms
      .filter((r) => rate.has(r.resource_id))
      .map((r) => {
        const x = rate.get(r.resource_id)!;
        return {
          id: r.resource_id,
          name: { 'en-gb': r.name1, 'zh-hans': r.name2 },
          capacity: Number(r.capacity),
          hours: r.hours ?? {},
          centsPerHour: Number(x.price_cents),
          bands: (x.bands ?? []).map((b) => ({ from: b.from, to: b.to, centsPerHour: Number(b.centsPerHour) })),
          minHours: Number(x.min_hours),
          maxHours: Number(x.max_hours),
          minSpendCents: Number(x.min_spend_cents),
        };
      }),
  };
}

/** Refuses when a room taken off, or made smaller than a future booking's party, has future bookings. */
async function refuseBooked(db: Db, shopId: string, next: RoomsDoc | null, now: number): Promise<void> {
  const rows = await db.query<{
    booking_no: string;
    resource_id: string;
    people: number;
    s: string;
    r_name: string;
    tz: string | null;
  }>(
    `SELECT b.booking_no, b.resource_id, b.people, (extract(epoch FROM b.starts_at) * 1000)::bigint AS s, r.name1 AS r_name,
            v.hours->>'tz' AS tz
       FROM bookings b JOIN booking_resources r ON r.resource_id = b.resource_id JOIN venues v ON v.shop_id = b.shop_id
      WHERE b.shop_id = $1 AND r.kind IN ('partyroom', 'ktvroom') AND b.status IN ${LIVE}
        AND b.held_until > to_timestamp($2::bigint / 1000.0)
      ORDER BY b.starts_at`,
    [shopId, now],
  );
  const cap = new Map(next?.rooms.map((r) => [r.id, r.capacity]) ?? []);
  const hit = rows.filter((b) => !cap.has(b.resource_id) || cap.get(b.resource_id)! < Number(b.people));
  if (!hit.length) return;
  const named = hit.map((b) => {
    const at = zonedParts(Number(b.s), b.tz || 'Australia/Brisbane');
    const [y, m, d] = at.date.split('-');
    const what = cap.has(b.resource_id) ? `takes fewer than its ${b.people} people` : 'is taken off';
    return {
      bookingNo: b.booking_no,
      resourceId: b.resource_id,
      table: b.r_name,
      people: Number(b.people),
      what: 'room' as const,
      date: at.date,
      time: at.time,
      sentence: `${b.r_name} ${what}: booking ${b.booking_no} at ${at.time} ${d}/${m}/${y} for ${b.people}.`,
    };
  });
  throw new ConfigRefused(
    'config.resourceBooked',
    `${named.map((n) => n.sentence).join(' ')} These bookings would lose their room: move or cancel them first; nothing was changed.`,
    { bookings: named },
  );
}

async function takeOff(db: Db, shopId: string, family: RoomFamily): Promise<void> {
  const ours = await db.query('SELECT 1 FROM booking_services WHERE shop_id = $1 AND min_hours IS NOT NULL LIMIT 1', [
    shopId,
  ]);
  if (!ours.length) return; // rooms set up outside the console: not the setup's to take off
  await db.query('UPDATE booking_resources SET active = false WHERE shop_id = $1 AND kind = $2', [
    shopId,
    KIND[family],
  ]);
  await db.query('UPDATE booking_services SET active = false WHERE shop_id = $1', [shopId]);
  await db.query('DELETE FROM booking_policies WHERE shop_id = $1 AND family = $2', [shopId, family]);
}

/** Writes the rooms (inside the publish or rollback transaction); undefined leaves them as they are. */
export async function applyRooms(db: Db, shopId: string, m: RoomsDoc | null | undefined, now: number): Promise<void> {
  if (m === undefined) return;
  await refuseBooked(db, shopId, m, now);
  const policy = (
    await db.query<{ family: string }>('SELECT family FROM booking_policies WHERE shop_id = $1', [shopId])
  )[0];
  if (!m) {
    if (isRooms(policy?.family)) await takeOff(db, shopId, policy.family);
    return;
  }
  if (policy && policy.family !== m.family)
    throw new ConfigRefused(
      'config.resources',
      `This venue takes ${policy.family} bookings; a venue takes one kind of booking, so ${m.family === 'ktv' ? 'KTV rooms' : 'party rooms'} cannot be added.`,
    );
  const ids = m.rooms.map((r) => r.id);
  const foreign = await db.query<{ id: string }>(
    `SELECT resource_id AS id FROM booking_resources WHERE resource_id = ANY($1::text[]) AND shop_id <> $2
     UNION ALL SELECT service_id FROM booking_services WHERE service_id = ANY($1::text[]) AND shop_id <> $2`,
    [ids, shopId],
  );
  if (foreign.length)
    throw new ConfigRefused(
      'config.resources',
      `The id "${foreign[0].id}" belongs to another venue: add that room again.`,
    );
  if (!policy)
    await db.query(
      `INSERT INTO booking_policies (shop_id, family, step_min, deposit_percent) VALUES ($1, $2, 30, $3)`,
      [shopId, m.family, m.depositPercent],
    );
  else
    await db.query('UPDATE booking_policies SET deposit_percent = $2 WHERE shop_id = $1', [shopId, m.depositPercent]);
  await db.query(
    'UPDATE booking_services SET active = false WHERE shop_id = $1 AND NOT (service_id = ANY($2::text[]))',
    [shopId, ids],
  );
  await db.query(
    `UPDATE booking_resources SET active = false WHERE shop_id = $1 AND kind = $2 AND NOT (resource_id = ANY($3::text[]))`,
    [shopId, KIND[m.family], ids],
  );
  for (const [i, r] of m.rooms.entries()) {
    const n1 = r.name['en-gb'] || r.name['zh-hans'];
    const n2 = r.name['zh-hans'] || r.name['en-gb'];
    await db.query(
      `INSERT INTO booking_services (service_id, shop_id, name1, name2, minutes, price_cents, buffer_minutes, active, sort,
                                     min_hours, max_hours, bands, min_spend_cents, overtime_minutes)
       VALUES ($1, $2, $3, $4, 60, $5, 0, true, $6, $7, $8, $9::text::jsonb, $10, $11)
       ON CONFLICT (service_id) DO UPDATE SET name1 = $3, name2 = $4, minutes = 60, price_cents = $5, buffer_minutes = 0,
         active = true, sort = $6, min_hours = $7, max_hours = $8, bands = $9::text::jsonb, min_spend_cents = $10, overtime_minutes = $11`,
      [
        r.id,
        shopId,
        n1,
        n2,
        r.centsPerHour,
        i,
        r.minHours,
        r.maxHours,
        JSON.stringify(r.bands),
        r.minSpendCents,
        m.overtimeMinutes,
      ],
    );
    await db.query(
      `INSERT INTO booking_resources (resource_id, shop_id, kind, name1, name2, capacity, hours, services, active, sort)
       VALUES ($1, $2, $3, $4, $5, $6, $7::text::jsonb, $8, true, $9)
       ON CONFLICT (resource_id) DO UPDATE SET kind = $3, name1 = $4, name2 = $5, capacity = $6, hours = $7::text::jsonb,
         services = $8, active = true, sort = $9`,
      [r.id, shopId, KIND[m.family], n1, n2, r.capacity, JSON.stringify(r.hours), [r.id], i],
    );
  }
}
