// Parking refunds through the provider (issue 35). A parking stay's money can sit in several orders:
// the booking's own and one per paid extension (bookingTopup, each paid through its own order, its
// amount added to the booking's). A refund of the stay goes back through each order's provider
// payment in turn (the booking's first, then the extensions, oldest first), each at most what is left
// of it; an extension the venue refunds on its own when it is paid (its new day filled up meanwhile, or
// the stay changed: the trigger of migration 030 records it in ticket_refunds) goes back whole.
// Each refund is in the ledger of provider refunds with the provider's reference (orderRefund.ts).
import type { Db } from '../../db/db';
import { refundOrderPayment, type ProviderRefundNote } from './orderRefund';
import type { ProviderSetup } from './store';

/**
 * Refunds `refundCents` of a parking stay through the providers that took its orders' payments.
 * The notes of each provider refund, in order (none when no provider took money for the stay).
 */
export async function refundStayThroughProviders(
  db: Db,
  setup: ProviderSetup | undefined,
  p: { bookingId: string; refundCents: number; now: number },
): Promise<ProviderRefundNote[]> {
  if (!setup || !(p.refundCents > 0)) return [];
  const orders = await db.query<{ transaction_id: string; extension: boolean }>(
    `SELECT transaction_id, false AS extension, 0 AS at FROM ticket_bookings WHERE booking_id = $1
     UNION ALL
     SELECT transaction_id, true, created_at FROM ticket_topups WHERE booking_id = $1 AND status = 'paid'
     ORDER BY extension, at`,
    [p.bookingId],
  );
  const notes: ProviderRefundNote[] = [];
  let left = p.refundCents;
  for (const o of orders) {
    if (left <= 0) break;
    const note = await refundOrderPayment(db, setup, {
      transactionId: o.transaction_id,
      amountCents: left,
      reason: o.extension ? 'parking-extension' : 'parking',
      now: p.now,
    });
    if (!note) continue;
    notes.push(note);
    left -= note.amountCents;
  }
  return notes;
}

/**
 * After an order is paid: when it paid a parking extension the venue refunded at once (not applied),
 * that money goes back through the provider that took it. Null when the order is no such extension.
 */
export async function refundRefusedExtension(
  db: Db,
  setup: ProviderSetup | undefined,
  transactionId: string,
  now: number,
): Promise<ProviderRefundNote | null> {
  if (!setup) return null;
  const r = (
    await db.query<{ amount_cents: string }>(
      `SELECT r.amount_cents FROM ticket_refunds r JOIN ticket_topups t ON t.topup_id = r.topup_id
        WHERE t.transaction_id = $1 AND t.status IN ('stale', 'refunded')`,
      [transactionId],
    )
  )[0];
  if (!r || !(Number(r.amount_cents) > 0)) return null;
  return refundOrderPayment(db, setup, {
    transactionId,
    amountCents: Number(r.amount_cents),
    reason: 'parking-extension',
    now,
  });
}
