// Provider refunds that did not get an answer (issue 35): a refund whose provider call failed stays
// 'sending' in provider_refunds. A refund made by a customer's own action (a booking cancelled or moved,
// a payment that arrived after its booking lapsed) has nobody to press "refund" again, so a housekeeping
// job asks the provider again with the same idempotency key: the provider answers the first refund if it
// made one, or makes it now, never two. Only within the window the providers keep idempotency keys
// (Stripe 24 hours; PayPal-Request-Id hours): older rows are left for the venue to check by hand.
import type { Db } from '../../db/db';
import { refundThroughProvider } from './refund';
import type { ProviderSetup } from './store';

/** A refund is asked again once it has been 'sending' this long (the first call has surely ended). */
export const REFUND_RETRY_AFTER_MS = 60_000;
/** ...and no longer than this after it was first sent (inside every provider's idempotency window). */
export const REFUND_RETRY_WINDOW_MS = 6 * 3_600_000;
/** How often the job runs. */
export const REFUND_RETRY_EVERY_MS = 5 * 60_000;

export interface RetryRun {
  tried: number;
  succeeded: number;
}

export async function retrySendingRefunds(db: Db, setup: ProviderSetup, now: number): Promise<RetryRun> {
  if (!setup.key) return { tried: 0, succeeded: 0 };
  const rows = await db.query<{
    idempotency_key: string;
    attempt_ref: string;
    amount_cents: string;
    transaction_id: string | null;
    reason: string | null;
  }>(
    `SELECT idempotency_key, attempt_ref, amount_cents, transaction_id, reason FROM provider_refunds
      WHERE status = 'sending' AND refund_ref IS NULL AND created_at <= $1 AND created_at > $2
      ORDER BY created_at LIMIT 50`,
    [now - REFUND_RETRY_AFTER_MS, now - REFUND_RETRY_WINDOW_MS],
  );
  let succeeded = 0;
  for (const r of rows) {
    const done = await refundThroughProvider(db, setup, {
      attemptRef: r.attempt_ref,
      amountCents: Number(r.amount_cents),
      idempotencyKey: r.idempotency_key,
      now,
      transactionId: r.transaction_id ?? undefined,
      reason: r.reason ?? undefined,
    });
    if (done.ok) succeeded++;
  }
  return { tried: rows.length, succeeded };
}
