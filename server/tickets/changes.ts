// Changing a booking: extending a parking stay (bookingTopup, paid through its own order, or closed by
// zeroTxn when it costs nothing), refunds (bookingRefund under the venue's policy, dpsRefund by staff
// in full) and closing a zero-amount transaction. Each change is one conditional UPDATE, so a refund
// is given exactly once however many requests race, on however many processes.
import { randomBytes } from 'node:crypto';
import { fail, parkingExtensionCents, stayDays, ticketRefund, validateParking } from '../../src/domain/index';
import type { ApiParkingBookingTopupResult, BookingRefund } from '../../src/generated/calls';
import type { Db } from '../db/db';
import type { Venue } from '../wire/venue';
import { givePlaces, insertTicketOrder, placesLeft, refusal, releaseExpiredHolds, ruleRefusal, soldOut } from './sell';
import { type BookingRow, loadPolicy, loadTariff, venueTz } from './store';

export async function lockBooking(tx: Db, bookingId: string): Promise<BookingRow | null> {
  return (
    (await tx.query<BookingRow>('SELECT * FROM ticket_bookings WHERE booking_id = $1 FOR UPDATE', [bookingId]))[0] ??
    null
  );
}

/** What an opened extension answers: the generated result type of schemas/calls/api.parking.bookingTopup.json. */
export type TopupAnswer = ApiParkingBookingTopupResult;

/** Opens an extension of a paid parking stay: its price, and an order to pay it (payment: the booking's method). */
export async function openTopup(
  tx: Db,
  venue: Venue,
  b: BookingRow,
  newExit: number,
  now: number,
  device: string | null,
): Promise<TopupAnswer> {
  if (b.kind !== 'parking') throw refusal(422, 'ticket.not-extendable', 'Only a parking stay can be extended.');
  if (b.status !== 'paid') throw refusal(422, 'ticket.not-extendable', 'Only a paid booking can be extended.');
  const oldExit = Number(b.exit_at);
  if (now >= oldExit) throw refusal(422, 'ticket.not-extendable', 'This stay has already ended.');
  const tariff = await loadTariff(tx, venue.shopId);
  if (!tariff) throw refusal(422, 'ticket.pool-unknown', 'This venue has no parking tariff.');
  if (!(newExit > oldExit)) throw ruleRefusal(fail('exitBeforeEntry'))!;
  // The whole stay must still keep the rules (entry may be in the past now: it is checked against itself).
  const bad = ruleRefusal(
    validateParking({
      entry: Number(b.entry_at),
      exit: newExit,
      now: Number(b.entry_at),
      quantity: b.quantity,
      tariff,
      tz: venueTz(venue),
    }),
  );
  if (bad) throw bad;
  // The days the longer stay adds must have room for its vehicles, as a sale's days must (the places are
  // taken when the extension is paid: the trigger of migration 030, which refunds it if they are gone).
  const newDays = stayDays(Number(b.entry_at), newExit, venueTz(venue)).filter((d) => !b.days.includes(d));
  if (newDays.length) {
    await releaseExpiredHolds(tx, b.pool_id, now, (await loadPolicy(tx, b.shop_id)).holdMinutes);
    const remaining = Math.min(...(await placesLeft(tx, b.pool_id, newDays)).values());
    if (remaining < b.quantity) throw soldOut(remaining);
  }
  const amount = parkingExtensionCents(Number(b.entry_at), oldExit, newExit, tariff, venueTz(venue)) * b.quantity;
  const topupId = `tt_${randomBytes(9).toString('hex')}`;
  // A free extension stays unpaid until the customer confirms it with zeroTxn (a zero-amount transaction).
  const order = await insertTicketOrder(tx, venue, {
    userId: b.user_id,
    device,
    payment: amount === 0 ? 'zero' : b.payment,
    totalCents: amount,
    now,
    line: { pluId: b.pool_id, pluName1: 'Parking extension', pluName2: '停车延时', quantity: 1, price: amount, amount },
    ticket: {
      bookingId: b.booking_id,
      topupId,
      kind: 'parking',
      entryTime: Number(b.entry_at),
      exitTime: newExit,
      previousExitTime: oldExit,
    },
    paid: false,
  });
  await tx.query(
    'INSERT INTO ticket_topups (topup_id, booking_id, old_exit_at, new_exit_at, amount_cents, transaction_id, created_at, days) VALUES ($1, $2, $3, $4, $5, $6, $7, $8::text[])',
    [topupId, b.booking_id, oldExit, newExit, amount, order.transactionId, now, newDays],
  );
  return {
    rtn: 1,
    bookingId: b.booking_id,
    topupId,
    transactionId: order.transactionId,
    amountCents: amount,
    exitTime: newExit,
    zero: amount === 0,
    payUrl: amount === 0 ? null : `/sandbox/pay/${order.transactionId}`,
  };
}

/**
 * Closes a zero-amount transaction of the caller: its order is marked paid (the database trigger then
 * applies what it pays for, e.g. a free extension). Idempotent: a paid order answers changed:false.
 */
export async function closeZeroTxn(db: Db, venue: Venue, transactionId: string, userId: string, now: number) {
  const o = (
    await db.query<{ user_id: string | null; total_cents: string; paid: boolean; shop_id: string }>(
      'SELECT user_id, total_cents, paid, shop_id FROM orders WHERE transaction_id = $1',
      [transactionId],
    )
  )[0];
  if (!o || o.shop_id !== venue.shopId || o.user_id !== userId)
    throw refusal(404, 'ticket.not-found', 'No such transaction.');
  if (Number(o.total_cents) !== 0)
    throw refusal(422, 'totals.not-zero', 'This transaction is not free; pay it instead.', {
      totalCents: Number(o.total_cents),
    });
  const moved = await db.query(
    `UPDATE orders SET paid = true, pay_status = 'paid', sent = true, paid_at = $2, status_at = $2 WHERE transaction_id = $1 AND NOT paid RETURNING 1`,
    [transactionId, now],
  );
  return { rtn: 1, transactionId, paid: true, changed: moved.length > 0 };
}

/** A refund as refundBooking answers it: the contract's BookingRefund before the provider's notes are added. */
export type RefundAnswer = Omit<BookingRefund, 'provider' | 'providers'>;

/**
 * Refunds a paid booking once: by the customer under the venue's policy (full, or less the late fee,
 * never after the start), or by staff in full (`full`). The status moves paid → refunded in one
 * conditional UPDATE; the places go back to the pool's days in the same transaction.
 */
export async function refundBooking(
  db: Db,
  bookingId: string,
  o: { by: string; staff: boolean; full: boolean; now: number; preview?: boolean; shopId: string },
): Promise<RefundAnswer> {
  return db.tx(async (tx) => {
    const b = await lockBooking(tx, bookingId);
    if (!b || b.shop_id !== o.shopId) throw refusal(404, 'ticket.not-found', 'No such booking.');
    const policy = await loadPolicy(tx, b.shop_id);
    const paid = Number(b.amount_cents);
    let refundCents = paid;
    let feeCents = 0;
    if (b.status !== 'paid')
      throw refusal(
        422,
        'ticket.not-refundable',
        b.status === 'refunded' ? 'This booking has already been refunded.' : 'This booking is not paid.',
        { reason: b.status === 'refunded' ? 'refunded' : 'notPaid' },
      );
    if (!o.full) {
      const q = ticketRefund({ paidCents: paid, startMs: Number(b.starts_at), now: o.now, status: b.status, policy });
      if (!q.refundable)
        throw refusal(422, 'ticket.not-refundable', 'Tickets that have started can no longer be refunded.', {
          reason: q.reason,
        });
      refundCents = q.refundCents;
      feeCents = q.feeCents;
    }
    if (o.preview)
      return {
        rtn: 1 as const,
        bookingId,
        refundCents,
        feeCents,
        status: 'refunded' as const,
        method: b.payment,
        preview: true,
      };
    const moved = await tx.query(
      `UPDATE ticket_bookings SET status = 'refunded', refunded_cents = $2 WHERE booking_id = $1 AND status = 'paid' RETURNING 1`,
      [bookingId, refundCents],
    );
    if (!moved.length)
      throw refusal(422, 'ticket.not-refundable', 'This booking has already been refunded.', { reason: 'refunded' });
    await tx.query(
      'INSERT INTO ticket_refunds (booking_id, amount_cents, fee_cents, method, by_user, by_staff, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)',
      [bookingId, refundCents, feeCents, b.payment, o.by, o.staff, o.now],
    );
    await givePlaces(tx, b.pool_id, b.days, b.quantity);
    return { rtn: 1 as const, bookingId, refundCents, feeCents, status: 'refunded' as const, method: b.payment };
  });
}
