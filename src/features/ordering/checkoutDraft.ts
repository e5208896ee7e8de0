// A checkout's choices kept in the tab (issue 33) and the form a checkout starts with: apart from
// checkout.ts (the calls, the attempt), so the checkout's stand-in draws the same start without the
// order calls. No React here.
import { readStored, removeStored, writeStored } from '../../shared/storage';
import { ORDER_TYPES, type OrderType } from './orderTypes';

export interface CheckoutForm {
  orderType: OrderType;
  payment: string;
  promoCode: string;
  termsAccepted: boolean;
  notes: string;
  tableNo: string;
  address: string;
  zoneId: string;
  /** Member points to redeem (0 or absent: none). */
  redeemPoints?: number;
}

/** The choices a checkout draft keeps; redeemed points are chosen again (their limits are asked anew). */
export type CheckoutDraft = Omit<CheckoutForm, 'redeemPoints'> & { promoValid: boolean; preorderTime?: number | null };

/** The saved draft, or null when there is none or it is not one (a field of the wrong kind drops it). */
export function readCheckoutDraft(shop: string): CheckoutDraft | null {
  const raw = readStored('checkoutDraft', shop);
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return null;
  const d = raw as Record<string, unknown>;
  const texts = ['payment', 'promoCode', 'notes', 'tableNo', 'address', 'zoneId'] as const;
  if (!texts.every((k) => typeof d[k] === 'string')) return null;
  if (
    !(ORDER_TYPES as readonly unknown[]).includes(d.orderType) ||
    typeof d.termsAccepted !== 'boolean' ||
    typeof d.promoValid !== 'boolean'
  )
    return null;
  const out = {
    orderType: d.orderType as OrderType,
    termsAccepted: d.termsAccepted,
    promoValid: d.promoValid,
  } as CheckoutDraft;
  for (const k of texts) out[k] = d[k] as string;
  if (typeof d.preorderTime === 'number' && Number.isFinite(d.preorderTime)) out.preorderTime = d.preorderTime;
  return out;
}

/**
 * The form a checkout starts with: the draft's choices when the customer is back from a provider's
 * payment page (the live table's number first), else the venue's defaults.
 */
export function startingCheckout(
  draft: CheckoutDraft | null,
  defaults: Pick<CheckoutForm, 'orderType' | 'payment' | 'tableNo'>,
): CheckoutForm {
  if (draft) {
    const { promoValid: _valid, preorderTime: _time, ...kept } = draft;
    return { ...kept, tableNo: defaults.tableNo || kept.tableNo, redeemPoints: 0 };
  }
  return { ...defaults, promoCode: '', termsAccepted: false, notes: '', address: '', zoneId: '', redeemPoints: 0 };
}

/**
 * Keeps the choices made on the checkout's stand-in (before the form's code came) as the live form
 * does (issue 33): a reload while the code is still on its way loses nothing. `start` is the form the
 * stand-in drew and `earlier` the draft it was drawn from (read once, not on every key); `shown` what
 * its controls hold now (texts and chosen radios by name, boxes ticked).
 */
export function keepStillCheckoutDraft(
  shop: string,
  start: CheckoutForm,
  earlier: CheckoutDraft | null,
  shown: { initial: Record<string, string>; ticked: Record<string, boolean> },
): void {
  const text = (k: 'payment' | 'promoCode' | 'notes' | 'tableNo' | 'address' | 'zoneId') => shown.initial[k] ?? '';
  const type = shown.initial.orderType;
  const draft: CheckoutDraft = {
    orderType: (ORDER_TYPES as readonly string[]).includes(type ?? '') ? (type as OrderType) : start.orderType,
    payment: text('payment') || start.payment,
    promoCode: text('promoCode'),
    termsAccepted: shown.ticked.termsAccepted ?? start.termsAccepted,
    notes: text('notes'),
    tableNo: text('tableNo') || start.tableNo,
    address: text('address'),
    zoneId: text('zoneId'),
    promoValid: Boolean(earlier?.promoValid && earlier.promoCode === text('promoCode')),
  };
  if (earlier?.preorderTime) draft.preorderTime = earlier.preorderTime;
  writeStored('checkoutDraft', draft, shop);
}

export function clearCheckoutDraft(shop: string): void {
  removeStored('checkoutDraft', shop);
}

/**
 * Whether the tab's checkout attempt already placed its order (a PIN still to pay, or back from a
 * provider's payment page): such a checkout is not drawn by the stand-in (its PIN pad, its outcome).
 */
export function attemptPlacedOrder(shop: string): boolean {
  const a = readStored('checkoutAttempt', shop) as { txn?: unknown } | null;
  return typeof a?.txn === 'string' && a.txn !== '';
}
