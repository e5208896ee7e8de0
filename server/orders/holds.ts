// What an unpaid online order holds while its payment is open: gift card value (orders/giftcards.ts),
// redeemed points (orders/points.ts) and a coupon or voucher (coupons/orderHold.ts). One place gives
// them back (declined, cancelled, given up) and takes them again (a new payment attempt), in the
// caller's transaction, so they always move together.
import type { Db } from '../db/db';
import { GIFT_HOLD_MS, GiftCardsChanged, releaseGiftCards, retakeGiftCards } from './giftcards';
import { PointsChanged, releaseOrderPoints, retakeOrderPoints } from './points';
import { CouponChanged, releaseOrderCoupon, retakeOrderCoupon } from '../coupons/orderHold';
import type { RefusalCode } from '../../src/domain/index';

export type ReleaseReason = 'declined' | 'cancelled' | 'abandoned';

/** A new attempt could not take back what the order held: the order must be placed again. */
export class HoldsChanged extends Error {
  constructor(
    public readonly code: Extract<RefusalCode, 'giftcard.changed' | 'points.changed' | 'coupon.changed'>,
    message: string,
  ) {
    super(message);
  }
}

/** Gives back the gift card value, points and coupon an unpaid order holds (each once). */
export async function releaseOrderHolds(
  tx: Db,
  transactionId: string,
  reason: ReleaseReason,
  providerRef: string | null,
  now: number,
) {
  const giftCards = await releaseGiftCards(tx, transactionId, reason, providerRef, now);
  const pointsCents = await releaseOrderPoints(tx, transactionId, reason, providerRef, now);
  const coupon = await releaseOrderCoupon(tx, transactionId);
  return { giftCards, pointsCents, coupon };
}

/** Takes back what an earlier attempt gave back; HoldsChanged (nothing taken: the caller rolls back) when a card lacks it. */
export async function retakeOrderHolds(tx: Db, transactionId: string, providerRef: string, now: number): Promise<void> {
  try {
    await retakeGiftCards(tx, transactionId, providerRef, now);
    await retakeOrderPoints(tx, transactionId, providerRef, now);
    await retakeOrderCoupon(tx, transactionId, now);
  } catch (e) {
    if (e instanceof GiftCardsChanged)
      throw new HoldsChanged(
        'giftcard.changed',
        'A gift card on this order no longer has the value the order used; please order again.',
      );
    if (e instanceof PointsChanged)
      throw new HoldsChanged(
        'points.changed',
        'The points this order used are no longer on your member card; please order again.',
      );
    if (e instanceof CouponChanged)
      throw new HoldsChanged(
        'coupon.changed',
        'The coupon or voucher this order used can no longer be used; please order again.',
      );
    throw e;
  }
}

/**
 * Gives up unpaid online orders that hold gift card value, points or a coupon: placed more than `holdMs` ago
 * with no payment attempt opened within `holdMs`. Their waiting attempt is cancelled (a late approval
 * then changes nothing), the order is marked cancelled and what it held goes back. The customer can
 * still open the payment page later: a new attempt takes it again if the cards have it.
 */
export async function releaseAbandonedHolds(
  db: Db,
  now: number,
  hostedMethods: readonly string[],
  holdMs = GIFT_HOLD_MS,
): Promise<number> {
  const cutoff = now - holdMs;
  const rows = await db.query<{ transaction_id: string }>(
    `SELECT o.transaction_id FROM orders o
     WHERE NOT o.paid AND o.payment = ANY($1::text[]) AND o.created_at <= $2
       AND (EXISTS (SELECT 1 FROM gift_card_uses u WHERE u.transaction_id = o.transaction_id AND NOT u.released)
         OR EXISTS (SELECT 1 FROM order_points p WHERE p.transaction_id = o.transaction_id AND NOT p.released)
         OR EXISTS (SELECT 1 FROM order_coupons c WHERE c.transaction_id = o.transaction_id AND NOT c.released))
       AND NOT EXISTS (SELECT 1 FROM payment_attempts a WHERE a.transaction_id = o.transaction_id AND a.created_at > $2)`,
    [hostedMethods, cutoff],
  );
  let n = 0;
  for (const r of rows) {
    n += await db.tx(async (tx) => {
      // Attempt rows first, then the order (the notification's order of locks).
      await tx.query(
        `UPDATE payment_attempts SET status = 'cancelled', decided_at = $2 WHERE transaction_id = $1 AND status = 'pending' AND created_at <= $3`,
        [r.transaction_id, now, cutoff],
      );
      if (
        (
          await tx.query(`SELECT 1 FROM payment_attempts WHERE transaction_id = $1 AND status = 'pending'`, [
            r.transaction_id,
          ])
        ).length
      )
        return 0; // a new attempt began meanwhile
      const back = await releaseOrderHolds(tx, r.transaction_id, 'abandoned', null, now);
      if (!back.giftCards.length && !back.pointsCents && !back.coupon) return 0;
      await tx.query(`UPDATE orders SET pay_status = 'cancelled' WHERE transaction_id = $1 AND NOT paid`, [
        r.transaction_id,
      ]);
      return 1;
    });
  }
  return n;
}
