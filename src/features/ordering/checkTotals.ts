// The venue's check of a checkout (feeCalc, nothing placed): the form as sent on the wire, and the
// answer's figures copied into the checkout store. Apart from the order (checkout.ts), so the
// checkout's stand-in asks for a member's points and figures without loading the order code. No React here.
import { cartStore } from '../../state/cart';
import { session } from '../../state/stores';
import { toWireLines } from './catalogue';
import { checkout } from './checkoutStore';
import type { CheckoutForm } from './checkoutDraft';
import type { WireCart } from './api';
import { feeCalc, orderRefusal } from './feeCalc';

/**
 * Copies the server's figures of a feeCalc answer into the checkout state. The promo verdict only when
 * the code went with the check: an answer without it says nothing of the code in the box.
 */
export function applyCalc(calc: Awaited<ReturnType<typeof feeCalc>>, fallbackTotal?: number, promoSent = true): void {
  if (promoSent) checkout.promo = calc.promo ?? null;
  const total = Number(calc.totalCents ?? calc.cart.amountDue ?? calc.cart.totalAmount ?? fallbackTotal);
  checkout.serverTotal = Number.isFinite(total) ? total : null;
  checkout.serverDiscount = Number(calc.cart.discountAmount) || 0;
  checkout.serverGst = Number(calc.cart.gst) || 0;
  checkout.serverSurcharge = Number(calc.cart.surchargeAmount) || 0;
  checkout.serverDeliveryFee = Number(calc.cart.deliveryFee) || 0;
  checkout.serverPointsDiscount = Number(calc.cart.pointDiscount) || 0;
  checkout.redeem = calc.redeem ?? null;
}

/**
 * How a check treats the promo code: 'check' sends it (the customer pressed Apply); 'ifApplied' sends
 * it only while the venue has accepted it (a recheck for another method, zone, card or time), decided
 * when the check runs, not when it was asked for.
 */
export type PromoInCheck = 'check' | 'ifApplied';
let nextCheck: { form: CheckoutForm; promo: PromoInCheck } | null = null;

/**
 * Asks the server for its totals without placing anything. A check asked for while one is on its way
 * runs after it (the latest form wins, and a pending Apply of the same code is not lost): a gift card
 * applied while the payment method's check is out still gets its own answer, and the Apply buttons
 * stay pressable during a check (a press on a button disabled for a moment would be lost).
 */
export async function checkTotals(form: CheckoutForm, promo: PromoInCheck = 'check'): Promise<void> {
  if (checkout.submitting) return;
  if (checkout.checking) {
    const applyPending = nextCheck?.promo === 'check' && nextCheck.form.promoCode === form.promoCode;
    nextCheck = { form, promo: applyPending ? 'check' : promo };
    return;
  }
  checkout.checking = true;
  checkout.error = '';
  try {
    const sent = promo === 'ifApplied' && !checkout.promo?.valid ? { ...form, promoCode: '' } : form;
    const calc = await feeCalc(wireCart(sent), form.payment || undefined);
    applyCalc(calc, undefined, Boolean(sent.promoCode.trim()));
    checkout.blocked = calc.blocked;
  } catch (e) {
    // A lost connection or a server fault: our words in the visitor's language, not the server's.
    const r = orderRefusal(e);
    checkout.error = !r || r.code === 'network' || r.status >= 500 || !r.display ? 'ordering.checkFailed' : r.display;
  } finally {
    checkout.checking = false;
  }
  const next = nextCheck;
  nextCheck = null;
  if (next) await checkTotals(next.form, next.promo);
}

export function wireCart(form: CheckoutForm): WireCart {
  // Table service: a live table session orders eat-in at its table (src/features/table).
  const atTable = session.table && session.sessionId ? session.table : '';
  const c: WireCart = { itemList: toWireLines(cartStore.cart), orderType: atTable ? 'eatin' : form.orderType };
  if (atTable) c.tableNo = atTable;
  if (form.promoCode.trim()) c.promoCode = form.promoCode.trim();
  if (form.tableNo && !atTable) c.tableNo = form.tableNo;
  if (form.orderType === 'delivery' && !atTable) c.delivery = { address: form.address.trim(), zoneId: form.zoneId };
  if (form.notes.trim()) c.notes = form.notes.trim();
  if (form.redeemPoints && form.redeemPoints > 0) c.redeemPoints = form.redeemPoints;
  return c;
}
