// The sandbox payment provider's notification logic: a signed result (HMAC-SHA256 over
// transactionId|amountCents|result|providerRef) is verified, then applied once to the attempt and order.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/db';
import { releaseOrderHolds } from '../orders/holds';
import { refundLapsedBookingPayment, type LapsedRefund } from '../bookings/lapsedPayment';

/** The demo's notify key (a constant anyone can read here): production refuses to start with it (server/mode.ts). */
export const DEV_PAYMENT_NOTIFY_SECRET = 'sandbox-dev-secret-change-me';

export type ProviderResult = 'approved' | 'declined' | 'cancelled';
export const RESULTS: ProviderResult[] = ['approved', 'declined', 'cancelled'];

export function signResult(
  p: { transactionId: string; amountCents: number; result: string; providerRef: string },
  secret = DEV_PAYMENT_NOTIFY_SECRET,
): string {
  return createHmac('sha256', secret)
    .update(`${p.transactionId}|${p.amountCents}|${p.result}|${p.providerRef}`)
    .digest('hex');
}

export function verifySignature(
  p: { transactionId: string; amountCents: number; result: string; providerRef: string; signature: string },
  secret: string,
): boolean {
  const want = Buffer.from(signResult(p, secret), 'hex');
  const got = /^[0-9a-f]{64}$/i.test(p.signature) ? Buffer.from(p.signature, 'hex') : Buffer.alloc(0);
  return got.length === want.length && timingSafeEqual(got, want);
}

export const newProviderRef = (): string => `sbx_${randomBytes(12).toString('hex')}`;

export interface Notification {
  transactionId: string;
  amountCents: number;
  result: ProviderResult;
  providerRef: string;
  signature: string;
}

export type NotifyOutcome =
  | {
      ok: true;
      changed: boolean;
      paid: boolean;
      payStatus: string;
      lapsed?: LapsedRefund;
      /** A provider took a second payment for an order already paid: it must be refunded whole. */
      secondPayment?: boolean;
    }
  | { ok: false; message: string };

/**
 * Applies a provider notification signed with `secret` (the mode's notify key). Bad signature, unknown attempt or wrong amount change nothing.
 * The attempt moves out of 'pending' at most once, so a replayed notification changes nothing.
 * Declined and cancelled give the order's gift card value back to the cards, in the same transaction.
 */
export async function applyNotification(db: Db, n: Notification, now: number, secret: string): Promise<NotifyOutcome> {
  if (!verifySignature(n, secret)) return { ok: false, message: 'The signature does not match.' };
  return applyVerified(db, n, now);
}

/** A notification already verified (by its provider's scheme), in our terms. */
export interface VerifiedResult {
  transactionId: string;
  amountCents: number;
  result: ProviderResult;
  /** Our attempt id (payment_attempts.provider_ref). */
  providerRef: string;
  /** The provider's id of the money moved (refunds name it), on approval. */
  paymentRef?: string;
}

/** Applies a verified result once: see applyNotification. */
export async function applyVerified(db: Db, n: VerifiedResult, now: number): Promise<NotifyOutcome> {
  return db.tx(async (tx) => {
    const a = (
      await tx.query<{ amount_cents: string; status: string }>(
        'SELECT amount_cents, status FROM payment_attempts WHERE provider_ref = $1 AND transaction_id = $2 FOR UPDATE',
        [n.providerRef, n.transactionId],
      )
    )[0];
    if (!a) return { ok: false as const, message: 'No such payment attempt.' };
    if (Number(a.amount_cents) !== n.amountCents)
      return { ok: false as const, message: 'The amount does not match the order.' };
    const state = async () => {
      const o = (
        await tx.query<{ paid: boolean; pay_status: string }>(
          'SELECT paid, pay_status FROM orders WHERE transaction_id = $1',
          [n.transactionId],
        )
      )[0];
      return { paid: !!o?.paid, payStatus: o?.pay_status ?? 'unpaid' };
    };
    // One charge per order: an approval of a second attempt (a payment page opened while the first
    // was being decided) on an order already paid is recorded as cancelled, and takes nothing. The
    // order row is locked so two approvals of two attempts cannot both see it unpaid.
    const order = (
      await tx.query<{ paid: boolean }>('SELECT paid FROM orders WHERE transaction_id = $1 FOR UPDATE', [
        n.transactionId,
      ])
    )[0];
    if (n.result === 'approved' && order?.paid) {
      // A real provider did take this money (paymentRef): it is kept on the attempt for its refund.
      const voided = await tx.query(
        `UPDATE payment_attempts SET status = 'cancelled', decided_at = $3, payment_ref = COALESCE($4, payment_ref)
          WHERE provider_ref = $1 AND transaction_id = $2 AND status = 'pending' RETURNING 1`,
        [n.providerRef, n.transactionId, now, n.paymentRef ?? null],
      );
      return {
        ok: true as const,
        changed: voided.length > 0,
        ...(await state()),
        ...(voided.length > 0 && n.paymentRef ? { secondPayment: true } : {}),
      };
    }
    const moved = await tx.query(
      `UPDATE payment_attempts SET status = $3, decided_at = $4 WHERE provider_ref = $1 AND transaction_id = $2 AND status = 'pending' RETURNING 1`,
      [n.providerRef, n.transactionId, n.result, now],
    );
    if (!moved.length) return { ok: true as const, changed: false, ...(await state()) };
    if (n.paymentRef)
      await tx.query('UPDATE payment_attempts SET payment_ref = $2 WHERE provider_ref = $1', [
        n.providerRef,
        n.paymentRef,
      ]);
    if (n.result === 'approved') {
      await tx.query(
        `UPDATE orders SET paid = true, pay_status = 'paid', sent = true, paid_at = $2, status_at = $2 WHERE transaction_id = $1 AND NOT paid`,
        [n.transactionId, now],
      );
      // A booking cancelled or expired before its payment arrived gets the money back at once.
      const lapsed = await refundLapsedBookingPayment(tx, n.transactionId, now);
      if (lapsed) return { ok: true as const, changed: true, ...(await state()), lapsed };
    } else {
      await tx.query(`UPDATE orders SET pay_status = $2 WHERE transaction_id = $1 AND NOT paid`, [
        n.transactionId,
        n.result === 'declined' ? 'failed' : 'cancelled',
      ]);
      // The payment did not complete: the gift card value and points the order holds go back
      // (once: only the move out of 'pending' gets here; a retry takes them again, routes/payments.ts).
      await releaseOrderHolds(tx, n.transactionId, n.result, n.providerRef, now);
    }
    return { ok: true as const, changed: true, ...(await state()) };
  });
}
