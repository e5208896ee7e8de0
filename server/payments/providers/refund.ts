// Refunds through the provider that took the payment (issue 35): all or part of an approved attempt,
// once per idempotency key (the key goes to the provider too), never more than was taken.
import type { Db } from '../../db/db';
import { loadProviders, providerOf, type ProviderSetup } from './store';
import type { RefundDone } from './types';

export type ProviderRefund =
  | ({ ok: true } & RefundDone)
  | { ok: false; code: 'refund.none' | 'refund.too-much' | 'refund.unavailable'; message: string };

export async function refundThroughProvider(
  db: Db,
  setup: ProviderSetup,
  p: {
    attemptRef: string;
    amountCents: number;
    idempotencyKey: string;
    now: number;
    /** The ledger's note of which order and why (orderRefund.ts). */
    transactionId?: string;
    reason?: string;
  },
): Promise<ProviderRefund> {
  const a = (
    await db.query<{
      provider: string;
      payment_ref: string | null;
      amount_cents: string;
      status: string;
      shop_id: string;
    }>(
      `SELECT a.provider, a.payment_ref, a.amount_cents, a.status, o.shop_id
       FROM payment_attempts a JOIN orders o USING (transaction_id) WHERE a.provider_ref = $1`,
      [p.attemptRef],
    )
  )[0];
  // Approved, or a second payment on an order already paid (recorded cancelled, its money taken: refunded whole).
  if (!a || !a.payment_ref || (a.status !== 'approved' && a.status !== 'cancelled'))
    return { ok: false, code: 'refund.none', message: 'This payment was not taken by a provider.' };
  const done = (
    await db.query<{ refund_ref: string | null; status: string }>(
      'SELECT refund_ref, status FROM provider_refunds WHERE idempotency_key = $1',
      [p.idempotencyKey],
    )
  )[0];
  if (done?.refund_ref) return { ok: true, refundRef: done.refund_ref, status: done.status as RefundDone['status'] };
  const refunded = Number(
    (
      await db.query<{ s: string | null }>(
        `SELECT SUM(amount_cents) AS s FROM provider_refunds WHERE attempt_ref = $1 AND status <> 'failed' AND idempotency_key <> $2`,
        [p.attemptRef, p.idempotencyKey],
      )
    )[0]?.s ?? 0,
  );
  if (p.amountCents <= 0 || refunded + p.amountCents > Number(a.amount_cents))
    return { ok: false, code: 'refund.too-much', message: 'That is more than is left to refund on this payment.' };
  const row = (await loadProviders(db, setup, a.shop_id)).find((r) => r.provider === a.provider);
  const provider = row && providerOf(setup, row);
  if (!provider)
    return { ok: false, code: 'refund.unavailable', message: 'The provider of this payment is no longer set up.' };
  await db.query(
    `INSERT INTO provider_refunds (idempotency_key, attempt_ref, amount_cents, status, created_at, transaction_id, reason)
     VALUES ($1, $2, $3, 'sending', $4, $5, $6) ON CONFLICT (idempotency_key) DO NOTHING`,
    [p.idempotencyKey, p.attemptRef, p.amountCents, p.now, p.transactionId ?? null, p.reason ?? null],
  );
  try {
    const r = await provider.refund({
      paymentRef: a.payment_ref,
      amountCents: p.amountCents,
      idempotencyKey: p.idempotencyKey,
    });
    await db.query('UPDATE provider_refunds SET refund_ref = $2, status = $3 WHERE idempotency_key = $1', [
      p.idempotencyKey,
      r.refundRef,
      r.status,
    ]);
    return { ok: true, ...r };
  } catch (e) {
    // Left as 'sending': the same key sent again asks the provider again, which answers the first refund.
    return { ok: false, code: 'refund.unavailable', message: (e as Error).message };
  }
}
