// Pay-only bills (issue 5): what an existing order charges when the customer pays it with another
// method than the one it was placed with (a cash table bill paid by card), and the kitchen state the
// uploading-order screen shows. Pure functions: no I/O.
import { cashRound, mulDivRound, surchargeFor, type Cart, type PaymentMethod } from '../../src/domain/index';

const PPM = 1_000_000;
const ppm = (ratePercent: number): number => (ratePercent > 0 ? Math.round(ratePercent * 10_000) : 0);
const feeGst = (fees: number, gstRate: number): number => {
  const g = ppm(gstRate);
  return fees > 0 && g > 0 ? mulDivRound(fees, g, PPM + g) : 0;
};

export interface RepriceSettings {
  /** GST rate in percent (fees carry GST like the domain's calculateCart). */
  gstRate: number;
  /** 0 never, 1 cash only, 2 always (spec 9 cash rounding). */
  roundType: number;
}

/**
 * The stored (calculated) cart re-charged for `method`: the old surcharge and rounding come off,
 * the new method's surcharge and rounding go on, the fee GST follows. Discounts, items and fees
 * are untouched (they do not depend on the method). Amounts in integer cents.
 */
export function repriceForMethod(cart: Cart, method: Pick<PaymentMethod, 'surcharge' | 'surchargeType' | 'rate' | 'sys'> | null, s: RepriceSettings): Cart {
  const oldSurcharge = Math.max(0, Math.round(Number(cart.surchargeAmount) || 0));
  const oldRounded = Math.round(Number(cart.roundedAmount) || 0);
  const dueBefore = Math.round(Number(cart.amountDue) || 0) - oldRounded - oldSurcharge;
  const surchargeAmount = surchargeFor(method, dueBefore);
  const due = dueBefore + surchargeAmount;
  const rounds = s.roundType === 2 || (s.roundType === 1 && method?.sys === 'cash');
  const roundedAmount = rounds ? cashRound(due) - due : 0;
  const otherFees = (Number(cart.serviceFee) || 0) + (Number(cart.otherChargeAmount) || 0) + (Number(cart.deliveryFee) || 0) + (Number(cart.expressFee) || 0);
  const lineTax = (Number(cart.gst) || 0) - feeGst(otherFees + oldSurcharge, s.gstRate);
  return {
    ...cart,
    surchargeAmount,
    surchargeRate: method?.surchargeType === 'percent' ? method.rate : 0,
    totalAmount: (Number(cart.totalAmount) || 0) - oldSurcharge + surchargeAmount,
    roundedAmount,
    amountDue: due + roundedAmount,
    gst: lineTax + feeGst(otherFees + surchargeAmount, s.gstRate),
  };
}

export type KitchenState = 'sent' | 'waiting' | 'failed' | 'none';

/**
 * Where the order stands with the kitchen. Cash orders go at once and paid orders once paid, so an
 * order that is cash or paid but not sent is one whose sending failed ('Resend to Kitchen').
 * Single payments (no lines) never go to the kitchen.
 */
export function kitchenState(o: { sent: boolean; paid: boolean; payment: string; order_type: string; cart?: { itemList?: unknown[] } }): KitchenState {
  if (o.order_type === 'singlepay' || !(o.cart?.itemList?.length ?? 1)) return 'none';
  if (o.sent) return 'sent';
  return o.paid || o.payment === 'cash' ? 'failed' : 'waiting';
}
