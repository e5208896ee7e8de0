// The `resources` part of the venue document (docs/venue-document.md): read from and applied to the
// resource tables (booking_policies, booking_areas, booking_resources) inside the publish or rollback
// transaction. Ids are stable: a table keeps its resource_id across versions; one taken off is made
// inactive, never deleted. Taking off or shrinking a table with future bookings is refused, naming them.
import type { Db } from '../../db/db';
import {
  checkResources,
  emptyResources,
  zonedParts,
  type ResourceIssue,
  type TableDoc,
  type VenueResources,
  type WeekHours,
} from '../../../src/domain/index';
import { ConfigRefused } from '../versions';
import { applyParking, readParking } from './parkingPart';
import { applyMassage, readMassage } from './massagePart';
import { applyPasses, readPasses } from './passesPart';
import { applyRooms, readRooms } from './roomsPart';

const LIVE = `('received', 'confirmed', 'arrived', 'changed')`;

/** The live resources of a venue. */
export async function read(db: Db, shopId: string): Promise<VenueResources> {
  const out = emptyResources();
  const p = (
    await db.query<Record<string, unknown>>(
      `SELECT step_min, table_minutes, deposit_per_person, deposit_per_booking, hours FROM booking_policies WHERE shop_id = $1 AND family = 'reservation'`,
      [shopId],
    )
  )[0];
  const areas = await db.query<{ area_id: string; name1: string; name2: string }>(
    'SELECT area_id, name1, name2 FROM booking_areas WHERE shop_id = $1 ORDER BY sort, area_id',
    [shopId],
  );
  out.areas = areas.map((a) => ({ id: a.area_id, name: { 'en-gb': a.name1, 'zh-hans': a.name2 } }));
  const tables = await db.query<{
    resource_id: string;
    area_id: string | null;
    name1: string;
    name2: string;
    capacity: number;
    hours: WeekHours;
  }>(
    `SELECT resource_id, area_id, name1, name2, capacity, hours FROM booking_resources
      WHERE shop_id = $1 AND kind = 'table' AND active ORDER BY sort, resource_id`,
    [shopId],
  );
  out.tables = tables.map((t) => ({
    id: t.resource_id,
    areaId: t.area_id ?? '',
    name: { 'en-gb': t.name1, 'zh-hans': t.name2 },
    seats: Number(t.capacity),
  }));
  if (p)
    out.reservation = {
      hours: (p.hours as WeekHours | null) ?? tables[0]?.hours ?? {},
      slotMinutes: Number(p.step_min),
      tableMinutes: Number(p.table_minutes),
      depositPerPersonCents: Number(p.deposit_per_person),
      depositPerBookingCents: Number(p.deposit_per_booking),
    };
  out.parking = await readParking(db, shopId);
  const massage = await readMassage(db, shopId);
  if (massage === undefined) delete out.massage;
  else out.massage = massage;
  out.passes = await readPasses(db, shopId);
  const rooms = await readRooms(db, shopId);
  if (rooms === undefined) delete out.rooms;
  else out.rooms = rooms;
  return out;
}

/** The issues of a value by meaning (src/domain/venueResources.ts). */
export const check = (value: VenueResources): ResourceIssue[] => checkResources(value);

interface FutureBooking {
  booking_no: string;
  resource_id: string;
  people: number;
  s: string;
}

/** Refuses when a table taken off, or given fewer seats than a future booking's party, has future bookings. */
async function refuseBooked(db: Db, shopId: string, next: TableDoc[], now: number): Promise<void> {
  const rows = await db.query<FutureBooking & { name1: string; tz: string | null }>(
    `SELECT b.booking_no, b.resource_id, b.people, (extract(epoch FROM b.starts_at) * 1000)::bigint AS s, r.name1, v.hours->>'tz' AS tz
       FROM bookings b JOIN booking_resources r ON r.resource_id = b.resource_id JOIN venues v ON v.shop_id = b.shop_id
      WHERE b.shop_id = $1 AND r.kind = 'table' AND b.status IN ${LIVE} AND b.held_until > to_timestamp($2::bigint / 1000.0)
      ORDER BY b.starts_at`,
    [shopId, now],
  );
  const seats = new Map(next.map((t) => [t.id, t.seats]));
  const hit = rows.filter((b) => !seats.has(b.resource_id) || seats.get(b.resource_id)! < Number(b.people));
  if (!hit.length) return;
  const named = hit.map((b) => {
    const at = zonedParts(Number(b.s), b.tz || 'Australia/Brisbane');
    const [y, m, d] = at.date.split('-');
    const what = seats.has(b.resource_id) ? `seats fewer than its ${b.people} people` : 'is taken off';
    return {
      bookingNo: b.booking_no,
      table: b.name1,
      resourceId: b.resource_id,
      people: Number(b.people),
      date: at.date,
      time: at.time,
      sentence: `${b.name1} ${what}: booking ${b.booking_no} at ${at.time} ${d}/${m}/${y} for ${b.people}.`,
    };
  });
  throw new ConfigRefused(
    'config.resourceBooked',
    `${named.map((n) => n.sentence).join(' ')} These bookings would lose their table: move or cancel them first; nothing was changed.`,
    { bookings: named },
  );
}

/** Writes the value to the resource tables (inside the publish or rollback transaction). */
export async function apply(db: Db, shopId: string, value: VenueResources, now: number): Promise<void> {
  const issues = check(value);
  if (issues.length) throw new ConfigRefused('config.resources', issues.map((i) => i.message).join(' '), { issues });
  const ids = value.tables.map((t) => t.id);
  const foreign = await db.query<{ resource_id: string }>(
    'SELECT resource_id FROM booking_resources WHERE resource_id = ANY($1::text[]) AND shop_id <> $2',
    [ids, shopId],
  );
  if (foreign.length)
    throw new ConfigRefused(
      'config.resources',
      `The table id "${foreign[0].resource_id}" belongs to another venue: add the table again to give it a new id.`,
    );
  await refuseBooked(db, shopId, value.tables, now);
  if (value.parking !== undefined) await applyParking(db, shopId, value.parking, now);
  if (value.passes !== undefined) await applyPasses(db, shopId, value.passes, now);

  const policy = (
    await db.query<{ family: string }>('SELECT family FROM booking_policies WHERE shop_id = $1', [shopId])
  )[0];
  const r = value.reservation;
  if (r && policy && policy.family !== 'reservation')
    throw new ConfigRefused(
      'config.resources',
      `This venue takes ${policy.family} bookings; a venue takes one kind of booking, so table reservations cannot be added.`,
    );
  if (r)
    await db.query(
      `INSERT INTO booking_policies (shop_id, family, step_min, table_minutes, deposit_per_person, deposit_per_booking, hours)
       VALUES ($1, 'reservation', $2, $3, $4, $5, $6::text::jsonb)
       ON CONFLICT (shop_id) DO UPDATE SET step_min = $2, table_minutes = $3, deposit_per_person = $4, deposit_per_booking = $5, hours = $6::text::jsonb`,
      [
        shopId,
        r.slotMinutes,
        r.tableMinutes,
        r.depositPerPersonCents,
        r.depositPerBookingCents,
        JSON.stringify(r.hours),
      ],
    );
  else if (policy?.family === 'reservation')
    await db.query(`DELETE FROM booking_policies WHERE shop_id = $1 AND family = 'reservation'`, [shopId]);
  await applyMassage(db, shopId, value.massage, now);
  await applyRooms(db, shopId, value.rooms, now);

  await db.query('DELETE FROM booking_areas WHERE shop_id = $1 AND NOT (area_id = ANY($2::text[]))', [
    shopId,
    value.areas.map((a) => a.id),
  ]);
  for (const [i, a] of value.areas.entries())
    await db.query(
      `INSERT INTO booking_areas (shop_id, area_id, name1, name2, sort) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (shop_id, area_id) DO UPDATE SET name1 = $3, name2 = $4, sort = $5`,
      [shopId, a.id, a.name['en-gb'] || a.name['zh-hans'], a.name['zh-hans'] || a.name['en-gb'], i],
    );

  await db.query(
    `UPDATE booking_resources SET active = false WHERE shop_id = $1 AND kind = 'table' AND NOT (resource_id = ANY($2::text[]))`,
    [shopId, ids],
  );
  const hours = JSON.stringify(r?.hours ?? {});
  for (const [i, t] of value.tables.entries())
    await db.query(
      `INSERT INTO booking_resources (resource_id, shop_id, kind, name1, name2, capacity, hours, area_id, active, sort)
       VALUES ($1, $2, 'table', $3, $4, $5, $6::text::jsonb, $7, true, $8)
       ON CONFLICT (resource_id) DO UPDATE SET name1 = $3, name2 = $4, capacity = $5, hours = $6::text::jsonb, area_id = $7, active = true, sort = $8`,
      [
        t.id,
        shopId,
        t.name['en-gb'] || t.name['zh-hans'],
        t.name['zh-hans'] || t.name['en-gb'],
        t.seats,
        hours,
        t.areaId || null,
        i,
      ],
    );
}
