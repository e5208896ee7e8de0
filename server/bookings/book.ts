// Booking writes: create (with the online deposit or price as an order paid through the payment
// provider), reschedule, cancel under the venue's policy, staff marks (a room's bill: ./bill.ts).
// Double booking is refused by the database (bookings_no_overlap), never by a read-then-write.
import { randomBytes } from 'node:crypto';
import type { Db } from '../db/db';
import {
  cancellationQuote,
  changeable,
  depositCents,
  nearestSlots,
  openWindows,
  stayPriceCents,
  tableDepositCents,
  zonedParts,
  type FreeSlot,
} from '../../src/domain/index';
import type { RefusalCode } from '../../src/domain/index';
import type { Venue } from '../wire/venue';
import { expireBookings, loadBooking, type BookingRow } from './store';
import { dateRange, planBooking, slotsOf, type Plan, type Wanted } from './slots';

export class BookingRefused extends Error {
  constructor(
    public readonly code: RefusalCode,
    message: string,
    public readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

type OkPlan = Extract<Plan, { ok: true }>;
const toTs = 'to_timestamp($X::bigint / 1000.0)';
const ts = (n: number) => toTs.replace('$X', `$${n}`);

/** The start must fall on the plan's step inside an opening window of the resource, within the booking window. */
function fits(plan: OkPlan, resourceId: string, start: number): boolean {
  if (start < plan.earliest || (plan.latest !== null && start > plan.latest)) return false;
  const r = plan.resources.find((x) => x.resourceId === resourceId);
  if (!r) return false;
  const date = zonedParts(start, plan.tz).date;
  const use = plan.durationMin * 60_000;
  return [date, addDay(date, -1)].some((d) =>
    openWindows(d, r.hours, plan.tz).some(
      ([o, c]) => start >= o && start + use <= c && (start - o) % (plan.policy.stepMin * 60_000) === 0,
    ),
  );
}
const addDay = (d: string, n: number) =>
  new Date(Date.parse(`${d}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** The nearest free times to `start` (same service, same choice of resource), for a "just taken" answer. */
export async function nearestFree(db: Db, plan: OkPlan, start: number): Promise<FreeSlot[]> {
  const d = zonedParts(start, plan.tz).date;
  return nearestSlots(await slotsOf(db, plan, dateRange(addDay(d, -1), 3)), start, 3);
}

async function takenRefusal(db: Db, plan: OkPlan, start: number): Promise<BookingRefused> {
  const nearest = await nearestFree(db, plan, start);
  return new BookingRefused('booking.taken', 'Sorry, that time was just taken. Here are the nearest free times.', {
    nearest: nearest.map((s) => ({ start: s.start, date: s.date, time: s.time, resources: s.resources })),
  });
}

export interface CreateInput extends Wanted {
  start: number;
  payOption: 'deposit' | 'full';
  lang?: string;
}

/** The price and what is paid online now, in cents. */
export function pricing(
  plan: OkPlan,
  start: number,
  people: number,
  payOption: 'deposit' | 'full',
): { price: number; pay: number; billType: number } {
  const p = plan.policy;
  if (p.family === 'reservation')
    return {
      price: 0,
      pay: tableDepositCents({ perPersonCents: p.depositPerPerson, perBookingCents: p.depositPerBooking }, people),
      billType: 4,
    };
  const s = plan.service!;
  const price = s.byHour
    ? Math.max(stayPriceCents(start, plan.durationMin, plan.tz, s.bands, s.priceCents), s.minSpendCents ?? 0)
    : s.priceCents;
  const pay =
    payOption === 'deposit' && p.depositPercent > 0 ? depositCents(price, { percent: p.depositPercent }) : price;
  return { price, pay, billType: payOption === 'deposit' ? 4 : 2 };
}

/** Creates a booking; answers it with the payment page's address when something is paid online. */
export async function createBooking(
  db: Db,
  venue: Venue,
  userId: string,
  input: CreateInput,
  now: number,
): Promise<{ booking: BookingRow; payUrl: string }> {
  await expireBookings(db, venue.shopId, now);
  const plan = await planBooking(db, venue, input, now);
  if (!plan.ok) throw new BookingRefused(plan.code, plan.message, plan.values ? { values: plan.values } : {});
  const candidates = plan.resources.filter((r) => fits(plan, r.resourceId, input.start));
  if (!candidates.length) {
    if (input.start < plan.earliest)
      throw new BookingRefused(
        'booking.tooSoon',
        `Book at least ${Math.round((plan.earliest - now) / 60_000)} minutes ahead.`,
        { values: { minutes: Math.round((plan.earliest - now) / 60_000) } },
      );
    if (plan.latest !== null && input.start > plan.latest)
      throw new BookingRefused('booking.tooFar', 'That day is too far ahead.', {});
    throw new BookingRefused('booking.closed', 'That time is outside the opening hours.', {});
  }
  const { price, pay, billType } = pricing(plan, input.start, input.people, input.payOption);
  const end = input.start + plan.durationMin * 60_000;
  const held = end + plan.graceMin * 60_000;
  const bookingId = `bk_${randomBytes(12).toString('hex')}`;
  const family = plan.policy.family;
  const made = await db
    .tx(async (tx) => {
      const no = `B${(await tx.query<{ n: string }>(`SELECT nextval('booking_no_seq') AS n`))[0].n}`;
      let txn: string | null = null;
      if (pay > 0) {
        txn = `bt_${randomBytes(12).toString('hex')}`;
        const line = {
          pluId: plan.service?.pluId ?? 'reservation',
          pluName1: plan.service?.name1 ?? 'Table reservation deposit',
          pluName2: plan.service?.name2 ?? '餐桌预订订金',
          quantity: 1,
          price: pay,
          amount: pay,
        };
        const cart = {
          billType,
          requirement: 'booking',
          bookingId,
          persons: input.people,
          itemList: [line],
          totalAmount: pay,
          notes: 'Welcome',
          // Where the payment provider sends the customer back (server/routes/payments.ts callbackUrl).
          callbackPath: `/${family}/${venue.shopId}/booking/success?booking=${bookingId}`,
        };
        await tx.query(
          `INSERT INTO orders (transaction_id, shop_id, bill_no, order_no, service_no, user_id, order_type, payment, total_cents, cart, created_at, status_at)
         VALUES ($1, $2, $3, $3, 0, $4, 'booking', 'dps', $5, $6, $7, $7)`,
          [txn, venue.shopId, no, userId, pay, cart, now],
        );
      }
      for (const r of candidates) {
        const hit = await tx.query(
          `INSERT INTO bookings (booking_id, booking_no, shop_id, family, resource_id, plu_id, user_id, people, starts_at, ends_at, held_until, status,
                               price_cents, pay_cents, payment, transaction_id, pay_by, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, ${ts(9)}, ${ts(10)}, ${ts(11)}, $12, $13, $14, $15, $16, $17, $18, $18)
         ON CONFLICT DO NOTHING RETURNING booking_id`,
          [
            bookingId,
            no,
            venue.shopId,
            family,
            r.resourceId,
            plan.service?.pluId ?? null,
            userId,
            input.people,
            input.start,
            end,
            held,
            pay > 0 ? 'received' : 'confirmed',
            price,
            pay,
            pay > 0 ? 'dps' : 'cash',
            txn,
            pay > 0 ? now + plan.policy.payHoldMin * 60_000 : null,
            now,
          ],
        );
        if (hit.length) return true;
      }
      throw new BookingRefused('booking.taken', 'taken');
    })
    .catch((e) => {
      if (e instanceof BookingRefused && e.code === 'booking.taken') return false;
      if ((e as { code?: string }).code === '23P01') return false; // the constraint, should ON CONFLICT not have caught it
      throw e;
    });
  if (!made) throw await takenRefusal(db, plan, input.start);
  const booking = (await loadBooking(db, bookingId))!;
  const lang = input.lang ? `?lang=${encodeURIComponent(input.lang)}` : '';
  return { booking, payUrl: booking.transaction_id ? `/sandbox/pay/${booking.transaction_id}${lang}` : '' };
}

/** The customer's own booking, or a refusal (another customer's booking reads as not found). */
export async function ownBooking(db: Db, shopId: string, userId: string, bookingId: string): Promise<BookingRow> {
  const b = await loadBooking(db, bookingId);
  if (!b || b.user_id !== userId || b.shop_id !== shopId)
    throw new BookingRefused('booking.notFound', 'There is no such booking of yours at this venue.');
  return b;
}

/** Moves a booking to another start (same service, people and hours), repriced for the new time; the status becomes "time changed". */
export async function rescheduleBooking(
  db: Db,
  venue: Venue,
  userId: string,
  bookingId: string,
  start: number,
  now: number,
): Promise<{ booking: BookingRow; refundedCents: number }> {
  await expireBookings(db, venue.shopId, now);
  const b = await ownBooking(db, venue.shopId, userId, bookingId);
  if (!changeable(b.status, Number(b.s), now))
    throw new BookingRefused('booking.started', 'This booking can no longer be changed.');
  const hours = Math.round((Number(b.e) - Number(b.s)) / 3_600_000);
  const plan = await planBooking(db, venue, { pluId: b.plu_id ?? undefined, people: b.people, hours }, now);
  if (!plan.ok) throw new BookingRefused(plan.code, plan.message);
  // The same resource first, then any other that fits.
  const order = [...plan.resources].sort((x, y) =>
    x.resourceId === b.resource_id ? -1 : y.resourceId === b.resource_id ? 1 : 0,
  );
  const candidates = order.filter((r) => fits(plan, r.resourceId, start));
  if (!candidates.length)
    throw new BookingRefused(
      start < plan.earliest ? 'booking.tooSoon' : 'booking.closed',
      'That time cannot be booked.',
    );
  const end = start + (Number(b.e) - Number(b.s));
  const held = end + (Number(b.h) - Number(b.e));
  // The new time is priced by the same function as a new booking (time bands included): a dearer time
  // leaves the difference due on the bill; a cheaper one gives back what was paid over the new price
  // (recorded as refunded, like a cancellation's refund). Worked out in the statement itself, from the
  // row as it is when locked, so a payment applied at the same moment is counted.
  const { price } = pricing(plan, start, b.people, 'full');
  for (const r of candidates) {
    try {
      // `was` is the row as locked: what this move gives back is answered (its provider refund, routes/bookings.ts).
      const moved = await db.query<{ given: string }>(
        `UPDATE bookings b SET resource_id = $2, starts_at = ${ts(3)}, ends_at = ${ts(4)}, held_until = ${ts(5)}, status = 'changed', updated_at = $6,
                price_cents = $7, refund_cents = b.refund_cents + GREATEST(0, b.paid_cents - $7), paid_cents = LEAST(b.paid_cents, $7)
           FROM (SELECT paid_cents FROM bookings WHERE booking_id = $1 FOR UPDATE) was
          WHERE b.booking_id = $1 AND b.status IN ('received', 'confirmed', 'changed')
          RETURNING GREATEST(0, was.paid_cents - $7) AS given`,
        [bookingId, r.resourceId, start, end, held, now, price],
      );
      if (!moved.length) throw new BookingRefused('booking.started', 'This booking can no longer be changed.');
      return { booking: (await loadBooking(db, bookingId))!, refundedCents: Number(moved[0].given) };
    } catch (e) {
      if ((e as { code?: string }).code !== '23P01') throw e;
    }
  }
  throw await takenRefusal(db, plan, start);
}

/** What cancelling now would cost (the refund is shown before the customer confirms). */
export async function cancelQuote(db: Db, venue: Venue, b: BookingRow, now: number) {
  const policy = (
    await db.query<{ free_cancel_hours: number; late_fee_percent: number }>(
      'SELECT free_cancel_hours, late_fee_percent FROM booking_policies WHERE shop_id = $1',
      [venue.shopId],
    )
  )[0];
  const q = cancellationQuote(Number(b.s), now, Number(b.paid_cents), {
    freeHours: Number(policy?.free_cancel_hours ?? 24),
    lateFeePercent: Number(policy?.late_fee_percent ?? 0),
  });
  return {
    q,
    policy: {
      freeHours: Number(policy?.free_cancel_hours ?? 24),
      lateFeePercent: Number(policy?.late_fee_percent ?? 0),
    },
  };
}

/**
 * Cancels under the venue's policy. With expectRefundCents (what the customer was shown) a changed
 * quote is refused (booking.refundChanged, with the new quote) instead of cancelling on other terms.
 */
export async function cancelBooking(
  db: Db,
  venue: Venue,
  userId: string,
  bookingId: string,
  now: number,
  expectRefundCents?: number,
): Promise<BookingRow> {
  await expireBookings(db, venue.shopId, now);
  await ownBooking(db, venue.shopId, userId, bookingId);
  // The booking row is locked while the refund is worked out: a payment being applied at the same
  // moment either committed first (the quote sees what it paid) or waits and then finds the booking
  // cancelled (its money goes back: ./lapsedPayment.ts).
  await db.tx(async (tx) => {
    await tx.query('SELECT 1 FROM bookings WHERE booking_id = $1 FOR UPDATE', [bookingId]);
    const b = (await loadBooking(tx, bookingId))!;
    if (b.status === 'cancelled') throw new BookingRefused('booking.cancelled', 'This booking is already cancelled.');
    if (!changeable(b.status, Number(b.s), now))
      throw new BookingRefused('booking.started', 'This booking can no longer be cancelled.');
    const { q } = await cancelQuote(tx, venue, b, now);
    if (!q.ok) throw new BookingRefused(q.code, 'This booking can no longer be cancelled.');
    if (expectRefundCents !== undefined && expectRefundCents !== q.refundCents)
      throw new BookingRefused(
        'booking.refundChanged',
        'The refund has changed since you looked; please check it again.',
        { quote: { feeCents: q.feeCents, refundCents: q.refundCents, free: q.free, freeUntil: q.freeUntil } },
      );
    const done = await tx.query(
      `UPDATE bookings SET status = 'cancelled', fee_cents = $2, refund_cents = $3, pay_by = NULL, updated_at = $4
        WHERE booking_id = $1 AND status IN ('received', 'confirmed', 'changed') RETURNING booking_id`,
      [bookingId, q.feeCents, q.refundCents, now],
    );
    if (!done.length) throw new BookingRefused('booking.started', 'This booking can no longer be cancelled.');
  });
  return (await loadBooking(db, bookingId))!;
}

/** Staff: arrived (from an hour before the start) or no-show (once the start has passed). */
export async function markBooking(
  db: Db,
  venue: Venue,
  bookingId: string,
  mark: 'arrived' | 'noshow',
  now: number,
): Promise<BookingRow> {
  await expireBookings(db, venue.shopId, now);
  const b = await loadBooking(db, bookingId);
  if (!b || b.shop_id !== venue.shopId)
    throw new BookingRefused('booking.notFound', 'There is no such booking at this venue.');
  const from = mark === 'arrived' ? Number(b.s) - 3_600_000 : Number(b.s);
  const statuses =
    mark === 'arrived' ? ['received', 'confirmed', 'changed'] : ['received', 'confirmed', 'changed', 'expired'];
  if (now < from || !statuses.includes(b.status))
    throw new BookingRefused(
      'booking.started',
      mark === 'arrived'
        ? 'This booking cannot be marked arrived now.'
        : 'A booking is a no-show only after its start time.',
    );
  await db.query('UPDATE bookings SET status = $2, updated_at = $3 WHERE booking_id = $1', [bookingId, mark, now]);
  return (await loadBooking(db, bookingId))!;
}
