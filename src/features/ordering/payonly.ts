// Pay-only screens' logic (no React): the bill of an order, paying an existing bill or an amount
// online, the pending payment kept in the session (pay info), Resend to Kitchen, receipt formatting,
// amounts typed by a customer, and the safe in-app redirect rule.
import { orderBill, resendToKitchen, singlePayStart, startBillPayment } from '../../api/calls/order';
import { ApiError } from '../../api/errors';
import { session } from '../../state/stores';
import { readStored, removeStored, storageName, writeStored } from '../../shared/storage';
import { isSafeInAppPath } from '../../shared/url';
import type {
  ApiShopOrderBillResult,
  ApiShopSinglepayStartResult,
  BillCounterMove,
  BillLine,
  BillMethod,
  BillPayStart,
} from '../../generated/calls';

/**
 * The bill of an order as /api/shop/order/bill answers it: its contract's generated type (the server's
 * billOut returns the same type), so what the screens read is what the server sends.
 */
export type Bill = ApiShopOrderBillResult;
export type { BillLine, BillMethod };
/** Where the order stands with the kitchen ('failed': Resend to Kitchen). */
export type KitchenState = Bill['kitchen'];

/** The bill of an order; a call error whose orderRefusal code is 'notFound' for an unknown transaction. */
export async function loadBill(transactionId: string): Promise<Bill> {
  const a = await orderBill({ transactionId }, { quiet: true });
  if (!a.success) {
    const words = String(a.dispMsg ?? '');
    throw new ApiError(404, 'http', words, { ...a, dispMsg: words, result: { code: 'notFound' } });
  }
  return a.result;
}

/** A provider payment started for a bill: the page to pay on (the pay/start contract's hosted answer). */
export type PayStart = BillPayStart;
/** A single payment started: its new order's numbers and the page to pay on. */
export type SinglePayStart = ApiShopSinglepayStartResult;

/** Starts (or resumes) paying the bill online with `payment`, a hosted method: the page to pay on. */
export async function payBill(
  transactionId: string,
  payment: string,
  extra: { requestBy?: string; tableNo?: string } = {},
): Promise<PayStart> {
  const { result } = await startBillPayment({ transactionId, payment, ...extra }, { quiet: true });
  if (!('payUrl' in result)) throw new ApiError(200, 'bad-answer');
  return result;
}

/**
 * Moves the unpaid order to payment at the counter (a kiosk's declined card): re-priced without the
 * card's surcharge and sent to the kitchen unpaid. `device`: the kiosk whose order it is.
 */
export async function moveBillToCounter(transactionId: string, device: string): Promise<BillCounterMove> {
  const { result } = await startBillPayment({ transactionId, payment: 'cash', device }, { quiet: true });
  if ('payUrl' in result) throw new ApiError(200, 'bad-answer');
  return result;
}

export async function paySingle(p: {
  idempotencyKey: string;
  action: string;
  requiredBy: string;
  amountCents: number;
  payment: string;
  note?: string;
}): Promise<SinglePayStart> {
  return (await singlePayStart(p, { quiet: true })).result;
}

export async function resendOrder(transactionId: string): Promise<{ sent: boolean; changed: boolean }> {
  const { sent, changed } = (await resendToKitchen({ transactionId }, { quiet: true })).result;
  return { sent, changed };
}

// ---- Pay info: the payment waiting at the provider (session store, kept across the page trip) ----

export interface PayInfo {
  kind: 'bill' | 'single';
  transactionId: string;
  shop: string;
  payment: string;
  payUrl: string;
  amountCents: number;
  /** The venue's money symbol (the hand-over screen may have no venue loaded). */
  moneySymbol?: string;
  /** Where the customer came from (the bill or the single-pay form). */
  returnTo: string;
  /** The receipt to show once paid. */
  receiptTo: string;
  createdAt: number;
}

export const PAY_INFO_KEY = storageName('payInfo');

export function savePayInfo(info: PayInfo): void {
  session.payInfo = { ...info };
  writeStored('payInfo', info);
}

export function readPayInfo(): PayInfo | null {
  const mem = session.payInfo as PayInfo | null;
  if (mem && mem.transactionId) return mem;
  const v = readStored('payInfo') as PayInfo | null;
  if (
    v &&
    typeof v.transactionId === 'string' &&
    typeof v.payUrl === 'string' &&
    isSafeInAppPath(v.returnTo) &&
    isSafeInAppPath(v.receiptTo)
  ) {
    session.payInfo = { ...v };
    return v;
  }
  return null;
}

export function clearPayInfo(): void {
  session.payInfo = null;
  removeStored('payInfo');
}

/** The pay info of this transaction, when the payment was started by a pay-only screen. */
export function payInfoFor(transactionId: string | undefined): PayInfo | null {
  const p = readPayInfo();
  return p && transactionId && p.transactionId === transactionId ? p : null;
}

// ---- Amounts typed by a customer ----

/**
 * '12', '12.5', '12.50', '$1,234.05' -> cents; null when empty, negative, more than two decimals,
 * not a number, zero, or over maxCents.
 */
export function parseAmountToCents(text: string, maxCents = 10_000_000): number | null {
  const s = String(text ?? '')
    .trim()
    .replace(/^[$¥€£]/, '')
    .replace(/,(?=\d{3}(\D|$))/g, '');
  const m = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(s);
  if (!m) return null;
  const cents = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  return cents > 0 && cents <= maxCents ? cents : null;
}

// ---- Receipt formatting ----

/** The line's name in the customer's language (the second name is Chinese when the venue has one). */
export function lineName(line: Pick<BillLine, 'name1' | 'name2'>, lang: string): string {
  return lang === 'zh-hans' && line.name2 ? line.name2 : line.name1;
}

/** Date and time in the customer's language and the venue's time zone. */
export function formatReceiptTime(ms: number | null | undefined, lang: string, timeZone?: string): string {
  if (!ms || !Number.isFinite(Number(ms))) return '';
  const locale = lang === 'zh-hans' ? 'zh-Hans-CN' : 'en-GB';
  const opts: Intl.DateTimeFormatOptions = {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  };
  try {
    return new Intl.DateTimeFormat(locale, { ...opts, ...(timeZone ? { timeZone } : {}) }).format(new Date(Number(ms)));
  } catch {
    return new Intl.DateTimeFormat(locale, opts).format(new Date(Number(ms)));
  }
}

export interface ReceiptRow {
  key: string;
  cents: number;
  strong?: boolean;
}

/**
 * The amount rows a receipt prints, in order: subtotal, discounts (negative), fees, surcharge,
 * rounding, total; rows that are zero are left out except subtotal and total. GST is shown apart
 * ('GST included').
 */
export function receiptRows(a: Bill['amounts']): ReceiptRow[] {
  const rows: ReceiptRow[] = [{ key: 'subtotal', cents: a.subtotalCents }];
  if (a.discountCents) rows.push({ key: 'discounts', cents: -Math.abs(a.discountCents) });
  if (a.serviceFeeCents) rows.push({ key: 'serviceFee', cents: a.serviceFeeCents });
  if (a.otherChargeCents) rows.push({ key: 'otherCharge', cents: a.otherChargeCents });
  if (a.deliveryFeeCents) rows.push({ key: 'deliveryFee', cents: a.deliveryFeeCents });
  if (a.surchargeCents) rows.push({ key: 'surcharge', cents: a.surchargeCents });
  if (a.roundedCents) rows.push({ key: 'rounding', cents: a.roundedCents });
  rows.push({ key: 'total', cents: a.totalCents, strong: true });
  return rows;
}

/** Prints the page (the receipt screens' print button; registered as the action receipt.print). */
export function printPage(): void {
  if (typeof window !== 'undefined' && typeof window.print === 'function') window.print();
}
