// A booking's deposit or price that is paid after the booking stopped being live (cancelled by the
// customer, expired because its pay-by time passed and the time was given to someone else, marked a
// no-show) must not keep the money: the payment is refunded at once, through the product's one refund
// path for orders (server/wallet/refund.ts: the order is marked refunded, and anything it moved on a
// member card goes back), and the booking records what was paid and refunded. Called inside the
// transaction that marks the order paid, after the row locks of that UPDATE: a cancellation or expiry
// that committed first is seen here, one that comes after sees the booking paid (cancelBooking reads
// the booking under its row lock).
import type { Db } from '../db/db';
import { refundOrder } from '../wallet/refund';

/** The statuses in which a booking takes its payment (migration 014's trigger confirms it). */
export const LIVE_BOOKING_STATUSES = ['received', 'confirmed', 'changed', 'arrived'] as const;

export interface LapsedRefund {
  bookingId: string;
  status: string;
  refundedCents: number;
}

/** Refunds a just-paid order whose booking is no longer live; null when the order is no booking's or the booking is live. */
export async function refundLapsedBookingPayment(
  tx: Db,
  transactionId: string,
  now: number,
): Promise<LapsedRefund | null> {
  const b = (
    await tx.query<{ booking_id: string; shop_id: string; status: string; pay_cents: string }>(
      'SELECT booking_id, shop_id, status, pay_cents FROM bookings WHERE transaction_id = $1 FOR UPDATE',
      [transactionId],
    )
  )[0];
  if (!b || (LIVE_BOOKING_STATUSES as readonly string[]).includes(b.status)) return null;
  const paid = Number(
    (
      await tx.query<{ total_cents: string }>('SELECT total_cents FROM orders WHERE transaction_id = $1', [
        transactionId,
      ])
    )[0]?.total_cents ?? 0,
  );
  const r = await refundOrder(tx, transactionId, b.shop_id, now);
  if (!r.ok || !r.changed) return null; // already refunded (a replayed notification): nothing more to record
  await tx.query(
    'UPDATE bookings SET paid_cents = $2, refund_cents = refund_cents + $2, pay_by = NULL, updated_at = $3 WHERE booking_id = $1',
    [b.booking_id, paid, now],
  );
  return { bookingId: b.booking_id, status: b.status, refundedCents: paid };
}

/** What the payment page says when the booking lapsed before its payment arrived. */
export const LAPSED_MESSAGE = {
  en: 'This booking was cancelled or had expired before your payment arrived, so the payment has been refunded in full. Please book again.',
  zh: '您的付款到达前，此预订已取消或已过期，因此款项已全额退还。请重新预订。',
} as const;
