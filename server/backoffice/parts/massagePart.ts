// Massage in the `resources` part (issue 30): read from and applied to the venue's treatments
// (booking_services), its therapists and rooms (booking_resources of kind therapist and room, their
// working hours and the treatments each gives) and a massage booking policy, inside the publish or
// rollback transaction. Ids stay stable; one taken off is made inactive, never deleted. Taking off a
// therapist, room or treatment with future bookings is refused naming each booking; nothing changes.
// A massage venue seeded without the console (no booking_services rows) reads as absent: left alone.
import type { Db } from '../../db/db';
import { zonedParts, type MassageDoc, type MassageStaffKind, type WeekHours } from '../../../src/domain/index';
import { ConfigRefused } from '../versions';

const LIVE = `('received', 'confirmed', 'arrived', 'changed')`;

/** The venue's live massage: a doc, null (none), or undefined (set up outside the console: left alone). */
export async function readMassage(db: Db, shopId: string): Promise<MassageDoc | null | undefined> {
  const policy = (
    await db.query<{ family: string }>('SELECT family FROM booking_policies WHERE shop_id = $1', [shopId])
  )[0];
  if (policy?.family !== 'massage') return null;
  const services = await db.query<{
    service_id: string;
    name1: string;
    name2: string;
    minutes: number;
    price_cents: string;
    buffer_minutes: number;
  }>('SELECT * FROM booking_services WHERE shop_id = $1 AND active ORDER BY sort, service_id', [shopId]);
  if (!services.length) return undefined;
  const staff = await db.query<{
    resource_id: string;
    kind: MassageStaffKind;
    name1: string;
    name2: string;
    hours: WeekHours;
    services: string[];
  }>(
    `SELECT resource_id, kind, name1, name2, hours, services FROM booking_resources
      WHERE shop_id = $1 AND kind IN ('therapist', 'room') AND active ORDER BY sort, resource_id`,
    [shopId],
  );
  return {
    bufferMinutes: Number(services[0].buffer_minutes),
    services: services.map((s) => ({
      id: s.service_id,
      name: { 'en-gb': s.name1, 'zh-hans': s.name2 },
      minutes: Number(s.minutes),
      priceCents: Number(s.price_cents),
    })),
    staff: staff.map((r) => ({
      id: r.resource_id,
      kind: r.kind,
      name: { 'en-gb': r.name1, 'zh-hans': r.name2 },
      hours: r.hours ?? {},
      serviceIds: r.services ?? [],
    })),
  };
}

/** Refuses when a therapist, room or treatment taken off has future bookings, naming each. */
async function refuseBooked(db: Db, shopId: string, next: MassageDoc | null, now: number): Promise<void> {
  const rows = await db.query<{
    booking_no: string;
    resource_id: string;
    plu_id: string | null;
    s: string;
    r_name: string;
    s_name: string | null;
    tz: string | null;
  }>(
    `SELECT b.booking_no, b.resource_id, b.plu_id, (extract(epoch FROM b.starts_at) * 1000)::bigint AS s, r.name1 AS r_name,
            bs.name1 AS s_name, v.hours->>'tz' AS tz
       FROM bookings b JOIN booking_resources r ON r.resource_id = b.resource_id JOIN venues v ON v.shop_id = b.shop_id
       LEFT JOIN booking_services bs ON bs.service_id = b.plu_id
      WHERE b.shop_id = $1 AND r.kind IN ('therapist', 'room') AND b.status IN ${LIVE}
        AND b.held_until > to_timestamp($2::bigint / 1000.0)
      ORDER BY b.starts_at`,
    [shopId, now],
  );
  const staff = new Set(next?.staff.map((s) => s.id) ?? []);
  const services = new Set(next?.services.map((s) => s.id) ?? []);
  const hit = rows.filter((b) => !staff.has(b.resource_id) || (b.s_name !== null && !services.has(b.plu_id ?? '')));
  if (!hit.length) return;
  const named = hit.map((b) => {
    const at = zonedParts(Number(b.s), b.tz || 'Australia/Brisbane');
    const [y, m, d] = at.date.split('-');
    const gone = !staff.has(b.resource_id) ? b.r_name : (b.s_name ?? '');
    return {
      bookingNo: b.booking_no,
      resourceId: b.resource_id,
      table: gone,
      people: 1,
      what: 'massage' as const,
      date: at.date,
      time: at.time,
      sentence: `${gone} is taken off: booking ${b.booking_no} with ${b.r_name} at ${at.time} ${d}/${m}/${y}.`,
    };
  });
  throw new ConfigRefused(
    'config.resourceBooked',
    `${named.map((n) => n.sentence).join(' ')} These bookings would lose their treatment: move or cancel them first; nothing was changed.`,
    { bookings: named },
  );
}

async function takeOff(db: Db, shopId: string): Promise<void> {
  const ours = await db.query('SELECT 1 FROM booking_services WHERE shop_id = $1 LIMIT 1', [shopId]);
  if (!ours.length) return; // massage set up outside the console: not the setup's to take off
  await db.query(`UPDATE booking_resources SET active = false WHERE shop_id = $1 AND kind IN ('therapist', 'room')`, [
    shopId,
  ]);
  await db.query('UPDATE booking_services SET active = false WHERE shop_id = $1', [shopId]);
  await db.query(`DELETE FROM booking_policies WHERE shop_id = $1 AND family = 'massage'`, [shopId]);
}

/** Writes the massage (inside the publish or rollback transaction); undefined leaves it as it is. */
export async function applyMassage(
  db: Db,
  shopId: string,
  m: MassageDoc | null | undefined,
  now: number,
): Promise<void> {
  if (m === undefined) return;
  await refuseBooked(db, shopId, m, now);
  const policy = (
    await db.query<{ family: string }>('SELECT family FROM booking_policies WHERE shop_id = $1', [shopId])
  )[0];
  if (!m) {
    if (policy?.family === 'massage') await takeOff(db, shopId);
    return;
  }
  if (policy && policy.family !== 'massage')
    throw new ConfigRefused(
      'config.resources',
      `This venue takes ${policy.family} bookings; a venue takes one kind of booking, so massage cannot be added.`,
    );
  const staffIds = m.staff.map((s) => s.id);
  const serviceIds = m.services.map((s) => s.id);
  const foreign = await db.query<{ id: string }>(
    `SELECT resource_id AS id FROM booking_resources WHERE resource_id = ANY($1::text[]) AND shop_id <> $3
     UNION ALL SELECT service_id FROM booking_services WHERE service_id = ANY($2::text[]) AND shop_id <> $3`,
    [staffIds, serviceIds, shopId],
  );
  if (foreign.length)
    throw new ConfigRefused(
      'config.resources',
      `The id "${foreign[0].id}" belongs to another venue: add that therapist, room or treatment again.`,
    );
  if (!policy)
    await db.query(`INSERT INTO booking_policies (shop_id, family, step_min) VALUES ($1, 'massage', 15)`, [shopId]);
  await db.query(
    'UPDATE booking_services SET active = false WHERE shop_id = $1 AND NOT (service_id = ANY($2::text[]))',
    [shopId, serviceIds],
  );
  for (const [i, s] of m.services.entries())
    await db.query(
      `INSERT INTO booking_services (service_id, shop_id, name1, name2, minutes, price_cents, buffer_minutes, active, sort)
       VALUES ($1, $2, $3, $4, $5, $6, $7, true, $8)
       ON CONFLICT (service_id) DO UPDATE SET name1 = $3, name2 = $4, minutes = $5, price_cents = $6, buffer_minutes = $7, active = true, sort = $8`,
      [
        s.id,
        shopId,
        s.name['en-gb'] || s.name['zh-hans'],
        s.name['zh-hans'] || s.name['en-gb'],
        s.minutes,
        s.priceCents,
        m.bufferMinutes,
        i,
      ],
    );
  await db.query(
    `UPDATE booking_resources SET active = false WHERE shop_id = $1 AND kind IN ('therapist', 'room') AND NOT (resource_id = ANY($2::text[]))`,
    [shopId, staffIds],
  );
  for (const [i, s] of m.staff.entries())
    await db.query(
      `INSERT INTO booking_resources (resource_id, shop_id, kind, name1, name2, capacity, hours, services, active, sort)
       VALUES ($1, $2, $3, $4, $5, 1, $6::text::jsonb, $7, true, $8)
       ON CONFLICT (resource_id) DO UPDATE SET kind = $3, name1 = $4, name2 = $5, hours = $6::text::jsonb, services = $7, active = true, sort = $8`,
      [
        s.id,
        shopId,
        s.kind,
        s.name['en-gb'] || s.name['zh-hans'],
        s.name['zh-hans'] || s.name['en-gb'],
        JSON.stringify(s.hours),
        s.serviceIds,
        i,
      ],
    );
}
