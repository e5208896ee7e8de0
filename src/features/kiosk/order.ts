// The kiosk's order: placed through the ordering checkout (one idempotency key per attempt, kept with
// the cart), paid at the counter or by card (the order's payment polled every 500 ms, spec 9). When the
// network is down the cart is kept and the same attempt is sent once the network is back: the server
// answers a repeated key with the order it already has, so the order exists exactly once.
import { storeIdentity } from '../../api';
import { memberCart } from '../../domain';
import { readStored, removeStored, writeStored } from '../../shared/storage';
import { cartStore } from '../../state/cart';
import { venue } from '../../state/stores';
import { loadKioskDevice } from './device';
import { extras, orderSettled, moveBillToCounter, submitCheckout, trackOrders, type CheckoutForm } from '../ordering';
import { freshMemberToken, removeMember } from './member';
import { takeServiceNumber } from './settings';
import { receiptLines } from './receipt';
import { kiosk, type KioskOrder } from './store';

/** Card payment status poll (spec 9: card payment info poll 500 ms). */
export const CARD_POLL_MS = 500;

export type PlaceResult =
  | { kind: 'placed'; order: KioskOrder; payUrl?: string }
  | { kind: 'offline' }
  | { kind: 'failed'; message: string }
  | { kind: 'busy' };

function formFor(payment: string): CheckoutForm {
  const plate = kiosk.dining === 'eat-in' && kiosk.plate ? `Table locator ${kiosk.plate}` : '';
  return {
    orderType: kiosk.dining === 'take-away' ? 'takeaway' : 'eatin',
    payment,
    promoCode: '',
    termsAccepted: true,
    notes: plate,
    tableNo: '',
    address: '',
    zoneId: '',
    redeemPoints: memberRedeem(),
  };
}

/** Points the member spends on this order (a PIN-checked card, chosen on the member step), else 0. */
function memberRedeem(): number {
  return kiosk.member && kiosk.usePoints
    ? memberCart(cartStore.cart, venue.settings, kiosk.member, true).redeemPoints
    : 0;
}

const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

let waiting: (() => void) | null = null;

/** Places the cart's order with this payment ('cash' at the counter, the card type by terminal). */
export async function placeKioskOrder(payment: string): Promise<PlaceResult> {
  if (kiosk.placing === 'sending') return { kind: 'busy' };
  kiosk.placing = 'sending';
  const shop = cartStore.shop;
  // The scanned member card goes with the order (its token renewed when near its end).
  if (kiosk.member) await freshMemberToken();
  extras.memberToken = kiosk.member?.token ?? '';
  // An enrolled kiosk's orders count per kiosk, not against the venue's shared address (issue 27).
  extras.kioskDevice = (await loadKioskDevice(shop)) ?? '';
  const lines = receiptLines(cartStore.cart.itemList);
  const out = await submitCheckout(formFor(payment));
  if (out.kind === 'placed' || out.kind === 'redirect' || out.kind === 'pin') {
    removeStored('kioskPending', shop);
    const serviceNo = String(out.order.serviceNo || (await takeServiceNumber()));
    const order: KioskOrder = {
      transactionId: out.order.transactionId,
      orderNo: out.order.orderNo,
      serviceNo,
      totalCents: out.order.totalCents,
      paid: out.order.paid,
      payment: out.order.payment || payment,
      lines,
    };
    kiosk.order = order;
    kiosk.placing = '';
    return { kind: 'placed', order, ...(out.kind === 'redirect' ? { payUrl: out.url } : {}) };
  }
  if (out.kind === 'busy') return out;
  if (isOffline() || (out.kind === 'error' && out.message === 'ordering.error_network')) {
    // Kept with the cart: the attempt's key is stored by the checkout; this notes the payment chosen.
    writeStored('kioskPending', { key: 'attempt', payment }, shop);
    kiosk.placing = 'offline';
    return { kind: 'offline' };
  }
  kiosk.placing = 'failed';
  return { kind: 'failed', message: out.kind === 'error' ? out.message : 'ordering.submitFailed' };
}

/** The payment of an order waiting for the network in this shop, or '' (a reload keeps it). */
export function pendingPayment(shop = cartStore.shop): string {
  const p = readStored('kioskPending', shop) as { payment?: unknown } | null;
  return p && typeof p.payment === 'string' && cartStore.cart.itemList.length ? p.payment : '';
}

/** Sends the waiting order when the network is back (once), then calls `done` with the result. */
export function sendWhenOnline(payment: string, done: (r: PlaceResult) => void): () => void {
  const fire = () => {
    window.removeEventListener('online', fire);
    waiting = null;
    kiosk.online = true;
    kiosk.placing = '';
    void placeKioskOrder(payment).then(done);
  };
  if (waiting) window.removeEventListener('online', waiting);
  waiting = fire;
  window.addEventListener('online', fire);
  return () => {
    window.removeEventListener('online', fire);
    if (waiting === fire) waiting = null;
  };
}

/**
 * After a declined card the customer pays at the counter instead: the same order moves there (the
 * server re-prices it without the card's surcharge and sends it to the kitchen), so no second order is
 * placed and the order number stays. False when the server refused (the caller says so plainly).
 */
export async function moveOrderToCounter(order: KioskOrder): Promise<boolean> {
  try {
    // This kiosk's device id (the one its orders carry): the server moves only this kiosk's own orders.
    const moved = await moveBillToCounter(order.transactionId, storeIdentity().device);
    kiosk.order = { ...order, payment: 'cash', totalCents: moved.amountCents };
    return true;
  } catch {
    return false;
  }
}

/** Whether the order is paid now (the card terminal's payment). */
export async function orderPaid(transactionId: string): Promise<boolean> {
  const [o] = await trackOrders([transactionId]);
  return Boolean(o?.paid);
}

/**
 * The order is done (paid, or to pay at the counter): the cart is emptied for the next customer.
 * `paid`: the card (reader or terminal) took the money, so the order number says "Paid", not
 * "Pay at the counter".
 */
export function finishOrder(paid = false): void {
  if (paid && kiosk.order) kiosk.order = { ...kiosk.order, paid: true };
  orderSettled();
  removeMember();
  removeStored('kioskPending', cartStore.shop);
}
