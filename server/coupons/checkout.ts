// A held coupon or voucher at checkout (issue 16). The server prices it itself: the client names only
// the ticket; the rule (amount or percent off, minimum spend, expiry, one use) is read from the
// database in the pricing transaction and applied as the cart's whole-bill discount (domain
// calculateCart: `otherDiscountAmount` for an amount, `discountRate` for a percent). The order's
// transaction then marks the ticket used with one conditional update: two orders never both use it.
import type { Cart } from '../../src/domain/index';
import type { Db } from '../db/db';
import { Refusal } from '../orders/idempotency';
import type { Blocked } from '../orders/pricing';
import type { RefusalCode } from '../../src/domain/index';
import type { CouponForCart } from './tickets';
import { holdOrderCoupon } from './orderHold';

/** JSON Schema of `ticket` on feeCalc and the order call: the held coupon or voucher to use. */
export const TICKET_SCHEMA = { type: 'string', minLength: 4, maxLength: 20, pattern: '^[A-Z0-9]+$' };

export interface AppliedCoupon {
  ticket: string;
  kind: string;
}

const dollars = (c: number) => `$${(c / 100).toFixed(2)}`;

/**
 * Puts the ticket's rule on the cart before calculateCart, or says why it cannot: `originalAmount` is
 * what the items cost before any discount (the minimum spend is on that, like promo codes).
 */
export function applyCoupon(
  cart: Cart,
  c: CouponForCart | null | undefined,
  originalAmount: number,
): { cart: Cart; blocked: Blocked | null; applied: AppliedCoupon | null } {
  if (!c) return { cart, blocked: null, applied: null };
  if (!c.ok) return { cart, blocked: { code: c.code, message: c.message }, applied: null };
  if (originalAmount < c.minCents)
    return {
      cart,
      blocked: { code: 'coupon.minimum', message: `This ${c.kind} needs an order of at least ${dollars(c.minCents)}.` },
      applied: null,
    };
  const rule = c.rate > 0 ? { discountRate: c.rate } : { otherDiscountAmount: c.amountCents };
  return { cart: { ...cart, ...rule }, blocked: null, applied: { ticket: c.ticket, kind: c.kind } };
}

/** Inside the order's transaction, after the order row: the ticket is used by this order, once, and the order holds it (orderHold.ts). */
export async function settleCoupon(
  tx: Db,
  transactionId: string,
  applied: AppliedCoupon | null | undefined,
  userId: string | null,
  discountCents: number,
  now: number,
): Promise<void> {
  if (!applied || !userId) return;
  const r = await tx.query(
    `UPDATE held_tickets SET status = 'used', used_txn = $2, used_at = $3, discount_cents = $5
     WHERE ticket = $1 AND user_id = $4 AND status = 'held' AND (expires_at IS NULL OR expires_at > $3) RETURNING 1`,
    [applied.ticket, transactionId, now, userId, discountCents],
  );
  if (!r.length)
    throw new Refusal(422, {
      success: false,
      dispMsg: `This ${applied.kind} has just been used or has expired; please review your order.`,
      result: { code: 'coupon.changed' satisfies RefusalCode },
    });
  await holdOrderCoupon(tx, transactionId, applied.ticket, discountCents, now);
}
