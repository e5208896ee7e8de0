// The checkout's state (valtio): the attempt's key and progress, the venue's figures of its last check
// (feeCalc) and the member's points limits. Apart from the calls that fill it (checkTotals.ts,
// checkout.ts), so the checkout's stand-in draws the venue's figures without loading them. No React here.
import { proxy } from 'valtio/vanilla';
import type { Blocked } from './api';

export const checkout = proxy({
  /** The idempotency key of the current attempt ('' until the first submit). */
  key: '',
  submitting: false,
  blocked: [] as Blocked[],
  error: '',
  promo: null as null | { valid: boolean; message?: string },
  serverTotal: null as number | null,
  /** The server's discounts on the last check (promo included), cents. */
  serverDiscount: 0,
  /** The server's GST on the last check, cents. */
  serverGst: 0,
  serverSurcharge: 0,
  serverDeliveryFee: 0,
  /** The server's points discount on the last check, cents. */
  serverPointsDiscount: 0,
  /** Points the signed-in member may redeem on this cart (from feeCalc), null when none. */
  redeem: null as null | { points: number; min: number; max: number },
  checking: false,
});

/** The form changed: the server's figures no longer apply. */
export function forgetTotals(clearPromo = true): void {
  checkout.serverTotal = null;
  checkout.serverDiscount = 0;
  checkout.serverGst = 0;
  checkout.serverSurcharge = 0;
  checkout.serverDeliveryFee = 0;
  checkout.serverPointsDiscount = 0;
  if (clearPromo) checkout.promo = null;
}
