// The checkout attempt: one idempotency key per attempt (kept across retries and double clicks),
// fee calculation before submitting, then the order. No React here.
import { cartStore, resetAfterOrder } from '../../state/cart';
import { app, session } from '../../state/stores';
import { readStored, removeStored, writeStored } from '../../shared/storage';
import { clearCheckoutDraft, type CheckoutDraft, type CheckoutForm } from './checkoutDraft';
import { toWireLines } from './catalogue';
import { applyCalc, wireCart } from './checkTotals';
import { checkout } from './checkoutStore';
import { extras } from './extras';
import type { FailureCode } from '../../domain';
import { newIdempotencyKey, placeOrder, REDIRECT_METHODS, type PlacedOrder } from './api';
import { feeCalc, orderRefusal } from './feeCalc';

export type { CheckoutDraft, CheckoutForm } from './checkoutDraft';
// The store and the venue's check, each in a file of its own (the checkout's stand-in loads them alone).
export { checkout, forgetTotals } from './checkoutStore';
export { checkTotals, wireCart, type PromoInCheck } from './checkTotals';

export function saveLastOrder(shop: string, order: PlacedOrder): void {
  writeStored('lastOrder', order, shop);
}
export function readLastOrder(shop: string): PlacedOrder | null {
  return readStored('lastOrder', shop) as PlacedOrder | null;
}

/**
 * The attempt kept with the cart (localStorage, per shop): the key, what was first sent with it, and
 * the placed order's transaction id once known. Any tab of this browser (a reload, a closed tab
 * reopened) resends the same order with the same key, so the server answers the order it already has.
 */
export interface Attempt {
  key: string;
  sent: string;
  txn?: string;
  /** The PIN payment's idempotency key for that order (svc): a reload or another tab pays with it again. */
  payKey?: string;
}

export function readAttempt(shop: string): Attempt | null {
  const a = readStored('checkoutAttempt', shop) as Partial<Attempt> | null;
  if (!a || typeof a.key !== 'string' || !a.key) return null;
  return {
    key: a.key,
    sent: typeof a.sent === 'string' ? a.sent : '',
    ...(typeof a.txn === 'string' ? { txn: a.txn } : {}),
    ...(typeof a.txn === 'string' && typeof a.payKey === 'string' && a.payKey ? { payKey: a.payKey } : {}),
  };
}

/** Starts a new attempt (after an order is final, or the server refused the key). */
export function newAttempt(shop = cartStore.shop): void {
  checkout.key = '';
  removeStored('checkoutAttempt', shop);
  removeStored('checkoutKey', shop);
  removeStored('checkoutSent', shop);
  clearCheckoutDraft(shop);
}

/**
 * The attempt's key for this order. A key stands for what was first sent with it: the same order again
 * (a double click, a retry, a resend after a cancelled payment, another tab) keeps the key and gets the
 * first answer; a changed order (another method, a promo code, a line) starts a new attempt instead of
 * being refused as a conflict.
 */
function attemptFor(shop: string, order: unknown): string {
  const sent = JSON.stringify(order);
  const before = readAttempt(shop);
  if (before && before.sent && before.sent !== sent) newAttempt(shop);
  const kept = before && (!before.sent || before.sent === sent) ? before : null;
  checkout.key = kept?.key ?? newIdempotencyKey();
  writeStored('checkoutAttempt', { ...kept, key: checkout.key, sent }, shop);
  return checkout.key;
}

/** The server placed the attempt's order: its transaction id is kept until the attempt ends. */
function attemptPlaced(shop: string, txn: string): void {
  const a = readAttempt(shop);
  if (!a) return;
  const { payKey, ...rest } = a;
  writeStored('checkoutAttempt', { ...rest, txn, ...(a.txn === txn && payKey ? { payKey } : {}) }, shop);
}

/**
 * The idempotency key of the PIN payment of a placed order, kept with the attempt: the payment sent
 * again after a reload, from a reopened tab or after a lost answer carries the same key, so the server
 * answers the payment it already made instead of refusing a second one (never a second debit).
 * An order that is not the attempt's (none kept) pays with a key of its own.
 */
export function pinPaymentKey(txn: string, shop = cartStore.shop): string {
  const a = readAttempt(shop);
  if (a?.txn === txn && a.payKey) return a.payKey;
  const key = newIdempotencyKey();
  if (a?.txn === txn) writeStored('checkoutAttempt', { ...a, payKey: key }, shop);
  return key;
}

/**
 * The order of the open attempt still waiting for its PIN (a reload or a reopened tab at the PIN
 * step): the checkout goes back to the PIN pad for it rather than offering to place another order.
 * Only while the cart still holds what was sent with the attempt.
 */
export function pendingPinOrder(shop = cartStore.shop): PlacedOrder | null {
  const a = readAttempt(shop);
  const last = readLastOrder(shop);
  if (!a?.txn || !last || last.transactionId !== a.txn || !last.needsPin || last.paid) return null;
  try {
    const sent = JSON.parse(a.sent) as { cart?: { itemList?: unknown } };
    return JSON.stringify(sent.cart?.itemList) === JSON.stringify(toWireLines(cartStore.cart)) ? last : null;
  } catch {
    return null;
  }
}

/**
 * Keeps the customer's checkout choices in the tab: saved on every change (issue 33: a reload, the
 * terms or a provider's payment page lose nothing), so the checkout comes back with the same order
 * type, payment method, promo code, address, notes and wanted time. Cleared when an attempt ends (newAttempt).
 */
export function saveCheckoutDraft(shop: string, form: CheckoutForm): void {
  const { redeemPoints: _points, ...kept } = form;
  const draft: CheckoutDraft = {
    ...kept,
    promoValid: Boolean(checkout.promo?.valid),
    preorderTime: extras.preorderTime,
  };
  writeStored('checkoutDraft', draft, shop);
}

export type SubmitOutcome =
  | { kind: 'placed'; order: PlacedOrder }
  | { kind: 'redirect'; order: PlacedOrder; url: string }
  | { kind: 'pin'; order: PlacedOrder }
  | { kind: 'blocked' }
  | { kind: 'busy' }
  | { kind: 'error'; message: string };

/**
 * Checks the totals with the server, then places the order. A second call while one runs is
 * ignored ('busy'); the key stays the same until an order is placed.
 */
export async function submitCheckout(form: CheckoutForm, sessionId?: string): Promise<SubmitOutcome> {
  if (checkout.submitting) return { kind: 'busy' };
  checkout.submitting = true;
  checkout.error = '';
  checkout.blocked = [];
  sessionId ||= session.table ? session.sessionId : '';
  try {
    const cart = wireCart(form);
    const key = attemptFor(cartStore.shop, { cart, payment: form.payment });
    const calc = await feeCalc(cart, form.payment);
    applyCalc(calc, cartStore.cart.amountDue);
    if (calc.blocked.length) {
      checkout.blocked = calc.blocked;
      return { kind: 'blocked' };
    }
    const order = await placeOrder({
      idempotencyKey: key,
      cart,
      payment: form.payment,
      expectedTotalCents: checkout.serverTotal ?? cartStore.cart.amountDue,
      ...(sessionId ? { sessionId } : {}),
    });
    saveLastOrder(cartStore.shop, order);
    attemptPlaced(cartStore.shop, order.transactionId);
    const pays = REDIRECT_METHODS.has(order.payment || form.payment) && order.payUrl;
    if (!pays && !order.needsPin) {
      orderSettled();
    }
    if (order.needsPin) return { kind: 'pin', order };
    if (pays) {
      saveCheckoutDraft(cartStore.shop, form);
      return { kind: 'redirect', order, url: payPageUrl(order.payUrl!, app.lang) };
    }
    return { kind: 'placed', order };
  } catch (e) {
    const r = orderRefusal(e);
    if (r && r.code.startsWith('session.')) {
      // The venue ended the table session: the token-expired screen (src/features/table).
      void import('../table').then((m) => m.tableSessionRefused(r.code));
      return { kind: 'error', message: r.display };
    }
    if (r && (r.code === 'idempotency.conflict' || r.code === 'totals.mismatch')) newAttempt();
    if (r && r.code === 'totals.mismatch' && typeof r.totalCents === 'number') checkout.serverTotal = r.totalCents;
    if (r && r.blocked.length) {
      checkout.blocked = r.blocked;
      return { kind: 'blocked' };
    }
    const known: FailureCode[] = ['totals.mismatch', 'idempotency.conflict', 'order.inFlight', 'network'];
    // A server fault's own words are not in the visitor's language: ours say to try again.
    const message =
      r && r.status < 500
        ? known.includes(r.code)
          ? `ordering.error_${r.code.replace(/\./g, '_')}`
          : r.display || 'ordering.submitFailed'
        : 'ordering.submitFailed';
    checkout.error = message;
    return { kind: 'error', message };
  } finally {
    checkout.submitting = false;
  }
}

/**
 * What a failed PIN payment tells the customer: a lost connection or a server fault is not the PIN's
 * fault (the same key makes pressing Pay again safe), so it asks to try again with the PIN kept;
 * the server's own words for a refusal it explains.
 */
export function pinFailure(e: unknown): { message: string; keepPin: boolean } {
  const refused = orderRefusal(e);
  if (!refused) return { message: 'ordering.pinTryAgain', keepPin: true };
  if (refused.code === 'network') return { message: 'ordering.error_network', keepPin: true };
  if (refused.status >= 500) return { message: 'ordering.pinTryAgain', keepPin: true };
  // The booking this order pays lapsed first: the card was charged and refunded at once (booking.lapsed).
  if (refused.code === 'booking.lapsed') return { message: 'ordering.pinBookingLapsed', keepPin: false };
  return { message: refused.display || 'ordering.pinFailed', keepPin: false };
}

/** The provider's payment page in the customer's language: `lang=zh-hans` added for Chinese. */
export function payPageUrl(url: string, language: string): string {
  if (!/^zh/i.test(language) || /[?&]lang=/.test(url)) return url;
  return `${url}${url.includes('?') ? '&' : '?'}lang=zh-hans`;
}

/** Table service: what the table already ordered now includes this order (src/features/table/ordered.ts). */
/**
 * An order is final (placed for cash, paid with the PIN, or approved by the provider): a fresh cart,
 * a new attempt (key, draft), and the table's already-ordered list asked for again.
 */
export function orderSettled(shop = cartStore.shop): void {
  if (cartStore.cart.itemList.length) resetAfterOrder();
  newAttempt(shop);
  refreshTableOrders();
}

export function refreshTableOrders(): void {
  if (!session.table || !session.sessionId) return;
  void import('../table').then((m) => m.refreshAlreadyOrdered()).catch(() => undefined);
}

/**
 * Where a placed order goes next (relative to the family): the uploading-order screen ('order',
 * spec: paying -> uploading order -> order placed), which moves on to 'orderplaced' once the kitchen
 * has it; straight to 'orderplaced' in families without an 'order' route.
 */
export function afterOrderTarget(transactionId: string, hasUploadRoute: boolean): string {
  const txn = encodeURIComponent(transactionId);
  return hasUploadRoute ? `order?txn=${txn}&then=placed` : `orderplaced?txn=${txn}`;
}

/** Whether the family the customer left from for a payment page has the uploading-order screen. */
export function saveReturnUpload(shop: string, has: boolean): void {
  writeStored('orderReturnUpload', has ? '1' : '0', shop);
}
export function returnUpload(shop: string): boolean {
  return readStored('orderReturnUpload', shop) === '1';
}

/** The family base ('/shop/demo-cafe') the customer left from for a payment page. */
export function saveReturnBase(shop: string, base: string): void {
  writeStored('orderReturn', base, shop);
}
export function returnBase(shop: string): string {
  return readStored('orderReturn', shop) ?? '';
}
