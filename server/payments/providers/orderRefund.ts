// Refunds of an order's provider payment wherever the product refunds (issue 35): the venue's refund
// of an order, a booking cancelled under its policy or moved to a cheaper time, a parking refund, a booking payment that arrived
// after the booking lapsed, and a second payment on an order already paid. Called after the product's
// own transaction committed (no provider call inside a transaction); once per reason and attempt (the
// idempotency key), so calling again after a failure asks the provider again and never pays twice.
import type { ProviderRefundNote } from '../../../src/generated/calls';
import type { Db } from '../../db/db';
import { refundThroughProvider, type ProviderRefund } from './refund';
import type { ProviderSetup } from './store';

export const PROVIDER_REFUND_REASONS = [
  'staff',
  'booking-cancel',
  'booking-reschedule',
  'parking',
  'parking-extension',
  'lapsed',
  'second-payment',
] as const;
export type ProviderRefundReason = (typeof PROVIDER_REFUND_REASONS)[number];

/** What the caller answers about the provider part of a refund. */
/** What the provider said of a refund: the generated type of the refund calls' contracts. */
export type { ProviderRefundNote };

/**
 * Refunds `amountCents` (default: all that is left) of the order's approved provider payment, or of
 * the named attempt (`attemptRef`, a second payment). Null when no provider took money for the order
 * (sandbox, cash, stored value) or nothing is to be refunded.
 */
export async function refundOrderPayment(
  db: Db,
  setup: ProviderSetup | undefined,
  p: {
    transactionId: string;
    reason: ProviderRefundReason;
    now: number;
    amountCents?: number;
    attemptRef?: string;
    /** Tells apart refunds of one reason on one payment (a booking moved to a cheaper time twice): part of the key. */
    step?: string;
  },
): Promise<ProviderRefundNote | null> {
  if (!setup) return null;
  const a = (
    await db.query<{
      provider_ref: string;
      provider: ProviderRefundNote['provider'];
      amount_cents: string;
      left: string;
    }>(
      `SELECT a.provider_ref, a.provider, a.amount_cents,
              a.amount_cents - COALESCE((SELECT SUM(r.amount_cents) FROM provider_refunds r
                WHERE r.attempt_ref = a.provider_ref AND r.status <> 'failed'), 0) AS left
         FROM payment_attempts a
        WHERE a.transaction_id = $1 AND a.provider IN ('stripe', 'paypal') AND a.payment_ref IS NOT NULL
          AND ($2::text IS NULL AND a.status = 'approved' OR a.provider_ref = $2)
        ORDER BY a.decided_at DESC LIMIT 1`,
      [p.transactionId, p.attemptRef ?? null],
    )
  )[0];
  if (!a) return null;
  const key = `${p.reason}:${a.provider_ref}${p.step ? `:${p.step}` : ''}`;
  const before = (
    await db.query<{ amount_cents: string }>('SELECT amount_cents FROM provider_refunds WHERE idempotency_key = $1', [
      key,
    ])
  )[0];
  // A retry of this reason's refund asks for the same amount (the provider answers the first refund).
  const amountCents = before ? Number(before.amount_cents) : Math.min(p.amountCents ?? Number(a.left), Number(a.left));
  if (amountCents <= 0) return null;
  const r: ProviderRefund = await refundThroughProvider(db, setup, {
    attemptRef: a.provider_ref,
    amountCents,
    idempotencyKey: key,
    now: p.now,
    transactionId: p.transactionId,
    reason: p.reason,
  });
  return r.ok
    ? { provider: a.provider, refundRef: r.refundRef, status: r.status, amountCents }
    : { provider: a.provider, failed: true, message: r.message, amountCents };
}
