// Reading tickets: pools, the parking tariff, the refund policy and a customer's bookings, in the
// answer shapes of the ticket calls (server/routes/tickets.ts). Money in cents, times in ms.
import { localDate, readBands, ticketRefund, type ParkingTariff, type RefundPolicy } from '../../src/domain/index';
import type { Db } from '../db/db';
import type { Venue } from '../wire/venue';

export type TicketKind = 'parking' | 'daterange';

export interface PoolRow {
  pool_id: string;
  shop_id: string;
  kind: TicketKind;
  name1: string;
  name2: string;
  description1: string;
  description2: string;
  price_cents: number;
  days: number;
  persons: number;
  max_per_booking: number;
  max_ahead_days: number;
  capacity: number;
  active: boolean;
}

export interface BookingRow {
  booking_id: string;
  shop_id: string;
  pool_id: string;
  user_id: string;
  kind: TicketKind;
  quantity: number;
  entry_at: string | null;
  exit_at: string | null;
  start_date: string | null;
  end_date: string | null;
  starts_at: string;
  amount_cents: string;
  transaction_id: string;
  payment: string;
  status: 'pending' | 'paid' | 'expired' | 'refunded';
  refunded_cents: string;
  created_at: string;
  paid_at: string | null;
  days: string[];
}

export const venueTz = (v: Pick<Venue, 'hours'>): string => v.hours?.tz || 'Australia/Brisbane';

/** A pool as the client sees it; `remaining` is what is left on `day` (capacity applies per venue-local day). */
export const poolOut = (p: PoolRow & { day_sold?: number | null; day?: string }) => ({
  poolId: p.pool_id,
  kind: p.kind,
  name1: p.name1,
  name2: p.name2,
  description1: p.description1,
  description2: p.description2,
  priceCents: p.price_cents,
  days: p.days,
  persons: p.persons,
  maxPerBooking: p.max_per_booking,
  maxAheadDays: p.max_ahead_days,
  capacity: p.capacity,
  day: p.day ?? null,
  remaining: Math.max(0, p.capacity - Number(p.day_sold ?? 0)),
  soldOut: Number(p.day_sold ?? 0) >= p.capacity,
});

/** The venue's pools with the places taken on `day` (YYYY-MM-DD, venue time). */
export async function loadPools(
  db: Db,
  shopId: string,
  day: string,
): Promise<(PoolRow & { day_sold: number; day: string })[]> {
  return db.query<PoolRow & { day_sold: number; day: string }>(
    `SELECT p.*, COALESCE(t.sold, 0) AS day_sold, $2::text AS day FROM ticket_pools p LEFT JOIN ticket_pool_days t ON t.pool_id = p.pool_id AND t.day = $2
      WHERE p.shop_id = $1 AND p.active ORDER BY p.sort, p.pool_id`,
    [shopId, day],
  );
}

export async function loadPool(
  db: Db,
  shopId: string,
  poolId: string,
  day?: string,
): Promise<(PoolRow & { day_sold: number; day: string }) | null> {
  return (
    (
      await db.query<PoolRow & { day_sold: number; day: string }>(
        `SELECT p.*, COALESCE(t.sold, 0) AS day_sold, $3::text AS day FROM ticket_pools p LEFT JOIN ticket_pool_days t ON t.pool_id = p.pool_id AND t.day = $3
      WHERE p.shop_id = $1 AND p.pool_id = $2 AND p.active`,
        [shopId, poolId, day ?? ''],
      )
    )[0] ?? null
  );
}

export async function loadTariff(db: Db, shopId: string): Promise<ParkingTariff | null> {
  const r = (
    await db.query<{
      first_hour_cents: number;
      per_hour_cents: number;
      daily_max_cents: number;
      min_span_minutes: number;
      max_stay_days: number;
      grace_minutes?: number;
      bands?: unknown;
      open_from?: string | null;
      open_until?: string | null;
    }>('SELECT * FROM parking_tariffs WHERE shop_id = $1', [shopId])
  )[0];
  return r
    ? {
        firstHourCents: r.first_hour_cents,
        perHourCents: r.per_hour_cents,
        dailyMaxCents: r.daily_max_cents,
        minSpanMinutes: r.min_span_minutes,
        maxStayDays: r.max_stay_days,
        graceMinutes: Number(r.grace_minutes ?? 0),
        bands: readBands(r.bands),
        ...(r.open_from && r.open_until ? { openFrom: r.open_from, openUntil: r.open_until } : {}),
      }
    : null;
}

export interface Policy extends RefundPolicy {
  holdMinutes: number;
}
export const DEFAULT_POLICY: Policy = { freeBeforeMinutes: 60, lateFeePercent: 20, holdMinutes: 30 };

export async function loadPolicy(db: Db, shopId: string): Promise<Policy> {
  const r = (
    await db.query<{ refund_free_minutes: number; refund_fee_percent: number; hold_minutes: number }>(
      'SELECT * FROM ticket_policies WHERE shop_id = $1',
      [shopId],
    )
  )[0];
  return r
    ? { freeBeforeMinutes: r.refund_free_minutes, lateFeePercent: r.refund_fee_percent, holdMinutes: r.hold_minutes }
    : DEFAULT_POLICY;
}

/** Where a booking is in its life, for the customer: waiting for payment, not started, running, over, released or refunded. */
export type TicketState = 'pending' | 'upcoming' | 'active' | 'ended' | 'expired' | 'refunded';

/** When a booking's tickets stop counting: the exit, or the end of the last day (venue time). */
export function endsAt(b: Pick<BookingRow, 'kind' | 'exit_at' | 'end_date'>, tz: string): number {
  if (b.kind === 'parking') return Number(b.exit_at);
  return zonedMidnight(b.end_date ?? '', tz) + 86_400_000;
}

/** The instant a YYYY-MM-DD day begins in a time zone (whole-hour and half-hour zones alike). */
export function zonedMidnight(date: string, tz: string): number {
  const utc = Date.parse(`${date}T00:00:00Z`);
  if (!Number.isFinite(utc)) return NaN;
  // Try the offsets of the day before and after (a zone's offset can change that day).
  for (const guess of [utc - 14 * 3_600_000, utc, utc + 14 * 3_600_000]) {
    const off = offsetMs(tz, guess);
    const t = utc - off;
    if (localDate(t, tz) === date && localDate(t - 1, tz) !== date) return t;
  }
  return utc - offsetMs(tz, utc);
}

function offsetMs(tz: string, at: number): number {
  const f = new Intl.DateTimeFormat('en-US', {
    timeZone: tz,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });
  const p = Object.fromEntries(f.formatToParts(new Date(at)).map((x) => [x.type, x.value]));
  return (
    Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute), Number(p.second)) -
    Math.floor(at / 1000) * 1000
  );
}

export function ticketState(b: BookingRow, now: number, tz: string): TicketState {
  if (b.status === 'refunded') return 'refunded';
  if (b.status === 'expired') return 'expired';
  if (b.status === 'pending') return 'pending';
  if (now >= endsAt(b, tz)) return 'ended';
  return now >= Number(b.starts_at) ? 'active' : 'upcoming';
}

/** The statuses of an extension (ticket_topups.status; 'refunded': a new day filled up before it was paid, migration 030). */
export const TOPUP_STATUSES = ['pending', 'paid', 'stale', 'refunded'] as const;
export type TopupStatus = (typeof TOPUP_STATUSES)[number];

export interface BookingView {
  row: BookingRow;
  pool: Pick<PoolRow, 'name1' | 'name2'>;
  venueName: string;
  codes: string[];
  /** The booking's latest extension, so the extension's result page can say whether it was made. */
  lastTopup: { status: TopupStatus; amountCents: number; exitTime: number } | null;
}

export function bookingOut(v: BookingView, now: number, tz: string, policy: RefundPolicy) {
  const b = v.row;
  const state = ticketState(b, now, tz);
  const paidCents = Number(b.amount_cents);
  return {
    bookingId: b.booking_id,
    shop: b.shop_id,
    venueName: v.venueName,
    poolId: b.pool_id,
    poolName1: v.pool.name1,
    poolName2: v.pool.name2,
    kind: b.kind,
    quantity: b.quantity,
    entryTime: b.entry_at === null ? null : Number(b.entry_at),
    exitTime: b.exit_at === null ? null : Number(b.exit_at),
    startDate: b.start_date,
    endDate: b.end_date,
    startsAt: Number(b.starts_at),
    endsAt: endsAt(b, tz),
    timeZone: tz,
    amountCents: paidCents,
    refundedCents: Number(b.refunded_cents),
    payment: b.payment,
    transactionId: b.transaction_id,
    status: b.status,
    state,
    createdAt: Number(b.created_at),
    paidAt: b.paid_at === null ? null : Number(b.paid_at),
    codes: b.status === 'paid' ? v.codes : [],
    refund: ticketRefund({ paidCents, startMs: Number(b.starts_at), now, status: b.status, policy }),
    canExtend: b.kind === 'parking' && b.status === 'paid' && now < Number(b.exit_at),
    payUrl: b.status === 'pending' && paidCents > 0 ? `/sandbox/pay/${b.transaction_id}` : null,
    lastTopup: v.lastTopup,
  };
}
export type BookingOut = ReturnType<typeof bookingOut>;

/** Bookings with their pool, venue names and codes; `where` filters ticket_bookings (alias b). */
export async function loadBookings(db: Db, where: string, params: unknown[]): Promise<BookingView[]> {
  const rows = await db.query<
    BookingRow & {
      pool_name1: string;
      pool_name2: string;
      venue_branding: Record<string, unknown>;
      venue_settings: Record<string, unknown>;
      codes: string[] | null;
      last_topup: { status: TopupStatus; amount_cents: number | string; new_exit_at: number | string } | null;
    }
  >(
    `SELECT b.*, p.name1 AS pool_name1, p.name2 AS pool_name2, v.settings AS venue_settings, v.branding AS venue_branding,
            (SELECT array_agg(t.code ORDER BY t.seq) FROM tickets t WHERE t.booking_id = b.booking_id) AS codes,
            (SELECT json_build_object('status', u.status, 'amount_cents', u.amount_cents, 'new_exit_at', u.new_exit_at)
               FROM ticket_topups u WHERE u.booking_id = b.booking_id ORDER BY u.created_at DESC, u.topup_id DESC LIMIT 1) AS last_topup
       FROM ticket_bookings b JOIN ticket_pools p ON p.pool_id = b.pool_id JOIN venues v ON v.shop_id = b.shop_id
      WHERE ${where} ORDER BY b.created_at DESC LIMIT 100`,
    params,
  );
  return rows.map((r) => ({
    row: r,
    pool: { name1: r.pool_name1, name2: r.pool_name2 },
    codes: r.codes ?? [],
    lastTopup: r.last_topup
      ? {
          status: r.last_topup.status,
          amountCents: Number(r.last_topup.amount_cents),
          exitTime: Number(r.last_topup.new_exit_at),
        }
      : null,
    venueName: String(r.venue_settings?.shopName ?? r.venue_branding?.name ?? r.shop_id),
  }));
}
