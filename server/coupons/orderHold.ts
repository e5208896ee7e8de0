// A coupon or voucher used by an order, held like the order's gift card value and points
// (orders/holds.ts): settleCoupon (checkout.ts) marks the ticket used and records the hold in
// order_coupons (released = false); when the online payment is declined, cancelled or given up the
// ticket goes back to the customer once (the conditional update of order_coupons is the guard, so
// replayed or concurrent results give back nothing more); a new payment attempt takes it again.
import type { Db } from '../db/db';

/** The ticket a retried order used is no longer the customer's to use (used elsewhere, expired, verified). */
export class CouponChanged extends Error {
  constructor(public readonly ticket: string) {
    super('The coupon or voucher this order used can no longer be used.');
  }
}

/** In the order's transaction, after the ticket was marked used: the order holds it. */
export async function holdOrderCoupon(
  tx: Db,
  transactionId: string,
  ticket: string,
  discountCents: number,
  now: number,
): Promise<void> {
  await tx.query(
    'INSERT INTO order_coupons (transaction_id, ticket, discount_cents, created_at) VALUES ($1, $2, $3, $4)',
    [transactionId, ticket, discountCents, now],
  );
}

/**
 * Inside the caller's transaction: gives the ticket an UNPAID order holds back to its owner, once.
 * Locks the order row first, so an approval cannot slip in between. Returns the ticket given back, or null.
 */
export async function releaseOrderCoupon(tx: Db, transactionId: string): Promise<string | null> {
  const o = (
    await tx.query<{ paid: boolean }>('SELECT paid FROM orders WHERE transaction_id = $1 FOR UPDATE', [transactionId])
  )[0];
  if (!o || o.paid) return null;
  const h = (
    await tx.query<{ ticket: string }>(
      'UPDATE order_coupons SET released = true WHERE transaction_id = $1 AND NOT released RETURNING ticket',
      [transactionId],
    )
  )[0];
  if (!h) return null;
  await tx.query(
    `UPDATE held_tickets SET status = 'held', used_txn = NULL, used_at = NULL, discount_cents = NULL
     WHERE ticket = $1 AND used_txn = $2 AND status = 'used'`,
    [h.ticket, transactionId],
  );
  return h.ticket;
}

/**
 * Inside the transaction that opens a new payment attempt: takes back the ticket an earlier
 * declined/cancelled attempt gave back. Throws CouponChanged (the caller's transaction rolls back)
 * when it was used by another order, verified or has expired meanwhile.
 */
export async function retakeOrderCoupon(tx: Db, transactionId: string, now: number): Promise<string | null> {
  const h = (
    await tx.query<{ ticket: string; discount_cents: string }>(
      'UPDATE order_coupons SET released = false WHERE transaction_id = $1 AND released RETURNING ticket, discount_cents',
      [transactionId],
    )
  )[0];
  if (!h) return null;
  const r = await tx.query(
    `UPDATE held_tickets SET status = 'used', used_txn = $2, used_at = $3, discount_cents = $4
     WHERE ticket = $1 AND status = 'held' AND (expires_at IS NULL OR expires_at > $3) RETURNING 1`,
    [h.ticket, transactionId, now, Number(h.discount_cents)],
  );
  if (!r.length) throw new CouponChanged(h.ticket);
  return h.ticket;
}
