// What the booking server reads and writes: the venue's policy, its resources (rosters), the busy
// ranges of a set of resources, lazy expiry, and the booking rows as the client sees them.
import type { Db } from '../db/db';
import { statusAt, type BookingStatus, type TimeBand, type WeekHours } from '../../src/domain/index';
import type { Venue } from '../wire/venue';

export type BookingFamily = 'reservation' | 'massage' | 'partyroom' | 'ktv';
export const BOOKING_FAMILIES: readonly BookingFamily[] = ['reservation', 'massage', 'partyroom', 'ktv'];

export interface Policy {
  family: BookingFamily;
  stepMin: number;
  tableMinutes: number;
  depositPerPerson: number;
  depositPerBooking: number;
  depositPercent: number;
  freeCancelHours: number;
  lateFeePercent: number;
  payHoldMin: number;
}

export interface Resource {
  resourceId: string;
  kind: string;
  name1: string;
  name2: string;
  capacity: number;
  hours: WeekHours;
  services: string[];
  sort: number;
}

/** A timed service or room of the catalogue (plus.extra timeItem, duration, graceTime) with its rate. */
export interface Service {
  pluId: string;
  name1: string;
  name2: string;
  priceCents: number;
  duration: number;
  graceTime: number;
  minHours: number;
  maxHours: number;
  bands: TimeBand[];
  byHour: boolean;
  /** A room booked by the hour costs at least this (rooms set up from the console; 0: none). */
  minSpendCents?: number;
  /** Staying on is charged by this many minutes (rooms set up from the console). */
  overtimeMinutes?: number;
}

/** The venue's time zone (venues.hours.tz). */
export const venueZone = (v: Venue): string => v.hours?.tz || 'Australia/Brisbane';

export async function loadPolicy(db: Db, shopId: string): Promise<Policy | null> {
  const r = (await db.query<Record<string, unknown>>('SELECT * FROM booking_policies WHERE shop_id = $1', [shopId]))[0];
  if (!r) return null;
  return {
    family: r.family as BookingFamily,
    stepMin: Number(r.step_min),
    tableMinutes: Number(r.table_minutes),
    depositPerPerson: Number(r.deposit_per_person),
    depositPerBooking: Number(r.deposit_per_booking ?? 0),
    depositPercent: Number(r.deposit_percent),
    freeCancelHours: Number(r.free_cancel_hours),
    lateFeePercent: Number(r.late_fee_percent),
    payHoldMin: Number(r.pay_hold_min),
  };
}

const resourceOf = (r: Record<string, unknown>): Resource => ({
  resourceId: String(r.resource_id),
  kind: String(r.kind),
  name1: String(r.name1),
  name2: String(r.name2),
  capacity: Number(r.capacity),
  hours: (r.hours ?? {}) as WeekHours,
  services: (r.services as string[] | null) ?? [],
  sort: Number(r.sort),
});

export async function loadResources(db: Db, shopId: string): Promise<Resource[]> {
  const rows = await db.query<Record<string, unknown>>(
    'SELECT * FROM booking_resources WHERE shop_id = $1 AND active ORDER BY sort, resource_id',
    [shopId],
  );
  return rows.map(resourceOf);
}

/** The venue's timed services and rooms (catalogue items with timeItem), with their hourly rates. */
export async function loadServices(db: Db, shopId: string): Promise<Service[]> {
  const rows = await db.query<{
    plu_id: string;
    name1: string;
    name2: string;
    price_cents: string;
    extra: Record<string, unknown>;
    min_hours: number | null;
    max_hours: number | null;
    bands: TimeBand[] | null;
  }>(
    `SELECT p.plu_id, p.name1, p.name2, p.price_cents, p.extra, r.min_hours, r.max_hours, r.bands
       FROM plus p LEFT JOIN booking_rates r ON r.shop_id = p.shop_id AND r.plu_id = p.plu_id
      WHERE p.shop_id = $1 AND (p.extra->>'timeItem') = '1' ORDER BY p.sort`,
    [shopId],
  );
  // Treatments set up from the console (booking_services, issue 30): a fixed length and price.
  const set = await db.query<{
    service_id: string;
    name1: string;
    name2: string;
    minutes: number;
    price_cents: string;
    buffer_minutes: number;
    min_hours: number | null;
    max_hours: number | null;
    bands: TimeBand[] | null;
    min_spend_cents: string | null;
    overtime_minutes: number | null;
  }>('SELECT * FROM booking_services WHERE shop_id = $1 AND active ORDER BY sort, service_id', [shopId]);
  // Rooms set up from the console (migration 064): min_hours set, booked by the hour at the bands' rates.
  const fromSetup: Service[] = set.map((r) => ({
    pluId: r.service_id,
    name1: r.name1,
    name2: r.name2,
    priceCents: Number(r.price_cents),
    duration: Number(r.minutes),
    graceTime: Number(r.buffer_minutes),
    minHours: Number(r.min_hours ?? 1),
    maxHours: Number(r.max_hours ?? 1),
    bands: r.bands ?? [],
    byHour: r.min_hours !== null && r.min_hours !== undefined,
    minSpendCents: Number(r.min_spend_cents ?? 0),
    overtimeMinutes: Number(r.overtime_minutes ?? 0),
  }));
  return fromSetup.concat(
    rows.map((r) => ({
      pluId: r.plu_id,
      name1: r.name1,
      name2: r.name2,
      priceCents: Number(r.price_cents),
      duration: Number(r.extra.duration) || 60,
      graceTime: Number(r.extra.graceTime) || 0,
      minHours: Number(r.min_hours ?? 1),
      maxHours: Number(r.max_hours ?? 1),
      bands: r.bands ?? [],
      byHour: r.min_hours !== null && r.min_hours !== undefined,
    })),
  );
}

/** Busy (held) ranges of live bookings of these resources overlapping [from, to), by resource. */
export async function busyRanges(
  db: Db,
  resourceIds: string[],
  from: number,
  to: number,
): Promise<Map<string, [number, number][]>> {
  const rows = await db.query<{ resource_id: string; s: string; e: string }>(
    `SELECT resource_id, (extract(epoch FROM starts_at) * 1000)::bigint AS s, (extract(epoch FROM held_until) * 1000)::bigint AS e
       FROM bookings
      WHERE resource_id = ANY($1::text[]) AND status IN ('received', 'confirmed', 'arrived', 'changed')
        AND tstzrange(starts_at, held_until, '[)') && tstzrange(to_timestamp($2::bigint / 1000.0), to_timestamp($3::bigint / 1000.0), '[)')`,
    [resourceIds, from, to],
  );
  const out = new Map<string, [number, number][]>(resourceIds.map((id) => [id, []]));
  for (const r of rows) out.get(r.resource_id)?.push([Number(r.s), Number(r.e)]);
  return out;
}

/**
 * Lazy expiry, run before reads and writes of a venue's bookings (every process does it, so it needs
 * no timer): an unpaid online booking past its pay-by time gives its time back (expired), and a live
 * booking whose held time has passed is expired (arrived ones stay arrived).
 */
export async function expireBookings(db: Db, shopId: string, now: number): Promise<void> {
  await db.query(
    `UPDATE bookings SET status = 'expired', updated_at = $2
      WHERE shop_id = $1 AND status IN ('received', 'confirmed', 'changed')
        AND ((pay_by IS NOT NULL AND pay_by < $2 AND paid_cents < pay_cents) OR held_until <= to_timestamp($2::bigint / 1000.0))`,
    [shopId, now],
  );
}

export interface BookingRow {
  booking_id: string;
  booking_no: string;
  shop_id: string;
  family: string;
  resource_id: string;
  plu_id: string | null;
  user_id: string | null;
  people: number;
  s: string;
  e: string;
  h: string;
  status: BookingStatus;
  price_cents: string;
  pay_cents: string;
  paid_cents: string;
  payment: string;
  transaction_id: string | null;
  pay_by: string | null;
  fee_cents: string;
  refund_cents: string;
  created_at: string;
  r_name1?: string;
  r_name2?: string;
  p_name1?: string | null;
  p_name2?: string | null;
  bill_cents?: string | null;
}

export const BOOKING_SELECT = `SELECT b.*, (extract(epoch FROM b.starts_at) * 1000)::bigint AS s, (extract(epoch FROM b.ends_at) * 1000)::bigint AS e,
    (extract(epoch FROM b.held_until) * 1000)::bigint AS h, r.name1 AS r_name1, r.name2 AS r_name2,
    COALESCE(p.name1, bs.name1) AS p_name1, COALESCE(p.name2, bs.name2) AS p_name2,
    (SELECT sum(l.price_cents * l.quantity) FROM booking_bill_lines l WHERE l.booking_id = b.booking_id) AS bill_cents
  FROM bookings b JOIN booking_resources r ON r.resource_id = b.resource_id LEFT JOIN plus p ON p.shop_id = b.shop_id AND p.plu_id = b.plu_id
  LEFT JOIN booking_services bs ON bs.shop_id = b.shop_id AND bs.service_id = b.plu_id`;

export async function loadBooking(db: Db, bookingId: string): Promise<BookingRow | null> {
  return (await db.query<BookingRow>(`${BOOKING_SELECT} WHERE b.booking_id = $1`, [bookingId]))[0] ?? null;
}

/** A booking as the client sees it: instants in ms, local date/time in the venue's zone, money in cents. */
export function bookingOut(
  b: BookingRow,
  tz: string,
  now: number,
  local: (ms: number) => { date: string; time: string },
) {
  const startsAt = Number(b.s),
    endsAt = Number(b.e);
  const l = local(startsAt),
    le = local(endsAt);
  return {
    bookingId: b.booking_id,
    bookingNo: b.booking_no,
    shop: b.shop_id,
    family: b.family,
    status: statusAt(b.status, Number(b.h), now),
    resourceId: b.resource_id,
    resourceName1: b.r_name1 ?? '',
    resourceName2: b.r_name2 ?? '',
    pluId: b.plu_id ?? '',
    serviceName1: b.p_name1 ?? '',
    serviceName2: b.p_name2 ?? '',
    people: Number(b.people),
    startsAt,
    endsAt,
    timeZone: tz,
    date: l.date,
    time: l.time,
    endTime: le.time,
    priceCents: Number(b.price_cents),
    payCents: Number(b.pay_cents),
    paidCents: Number(b.paid_cents),
    payment: b.payment,
    transactionId: b.transaction_id ?? '',
    payBy: b.pay_by === null ? null : Number(b.pay_by),
    feeCents: Number(b.fee_cents),
    refundCents: Number(b.refund_cents),
    billCents: Number(b.bill_cents ?? 0),
    createdAt: Number(b.created_at),
  };
}
export type BookingOut = ReturnType<typeof bookingOut>;
