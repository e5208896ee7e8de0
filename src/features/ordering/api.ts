// The order and payment calls of the ordering screens (project issue 5 contract), over the typed
// functions of src/api. Errors keep the server's answer so screens can show blocked reasons.
import { addOrderV2, onlinePosOrderRpt, orderTracking, payOrder } from '../../api/calls/order';
import { ApiError } from '../../api/errors';
import { deviceProof, ensureDeviceProof } from '../../state/session';
import type { ApiPosFeeCalcResult, ApiShopOrderAddV2Result, CallRefusal, OrderOut } from '../../generated/calls';
import type { WireLine } from './catalogue';
import { afterOrder } from './afterOrder';
import { extrasPayload } from './extras';

import type { OrderType } from './orderTypes';

export { ORDER_TYPES, type OrderType } from './orderTypes';
export { feeCalc, orderRefusal, type OrderRefused } from './feeCalc';

export interface WireCart {
  itemList: WireLine[];
  orderType: OrderType;
  tableNo?: string;
  persons?: number;
  promoCode?: string;
  redeemPoints?: number;
  delivery?: { address: string; zoneId: string };
  /** Order-level notes (at most NOTES_MAX_LENGTH characters; the server refuses more). */
  notes?: string;
}

export interface Blocked {
  code: string;
  message: string;
}
export interface RedeemInfo {
  points: number;
  min: number;
  max: number;
}
/** feeCalc's answer (its generated type): the priced cart, the total, the promo, blocked reasons, points to redeem. */
export type FeeCalcResult = ApiPosFeeCalcResult;

/** A placed order as addOrderV2 answers it (its generated type): ids, numbers, status, payment, payUrl or needsPin. */
export type PlacedOrder = ApiShopOrderAddV2Result;

/** One line of an order as order screens show it (server orderLines). */
export type OrderLine = OrderOut['lines'][number];

/** An order line's option names in the customer's language (zh-hans: the second name when there is one). */
export function lineOptions(l: OrderLine, zh: boolean): string[] {
  return l.optionNames ? l.optionNames.map((n) => (zh && n.name2) || n.name1) : l.options;
}

/**
 * An order as order tracking and my orders answer it (the generated OrderOut): every field but the basics optional,
 * for an order the screens only know from its placing (lastOrder) until tracking answers.
 */
export type TrackedOrder = Pick<OrderOut, 'transactionId' | 'orderNo' | 'status' | 'paid' | 'payment' | 'totalCents'> &
  Partial<OrderOut>;

export async function placeOrder(p: {
  idempotencyKey: string;
  cart: WireCart;
  payment: string;
  expectedTotalCents: number;
  sessionId?: string;
  preorderTime?: string;
}): Promise<PlacedOrder> {
  await ensureDeviceProof(); // the order carries a device id this browser can prove later
  const a = await addOrderV2({ ...p, ...extrasPayload() }, { quiet: true });
  if (!a.success) throw new ApiError(422, 'http', String(a.dispMsg ?? ''), { ...a, dispMsg: String(a.dispMsg ?? '') });
  afterOrder(p.idempotencyKey, a.result); // the time and gift cards went with this order
  return a.result;
}

/** The orders of these ids as tracking answers them; no ids, no call (the call takes one at least). */
export async function trackOrders(transactionIds: string[]): Promise<TrackedOrder[]> {
  const [first, ...rest] = transactionIds;
  if (first === undefined) return [];
  return (await orderTracking({ transactionIds: [first, ...rest] }, { quiet: true })).result;
}

export async function myOrders(page = 1, pageSize = 20): Promise<TrackedOrder[]> {
  // The device id with its secret lets the server add this browser's earlier guest orders to the signed-in user's.
  return (await onlinePosOrderRpt({ page, pageSize, ...deviceProof() }, { quiet: true })).result;
}

/** The answer of a payment by stored-value card and PIN: payOrder's result (its generated answer type). */
export type PinPayment = Awaited<ReturnType<typeof payOrder>>['result'];

export async function payWithPin(p: {
  transactionId: string;
  pin: string;
  idempotencyKey: string;
}): Promise<PinPayment> {
  const a = await payOrder({ ...p, payment: 'svc' }, { quiet: true });
  // A refused payment (wrong PIN, locked card, low balance) is an HTTP 200 with success false.
  if (!a.success) {
    const r: PinPayment | CallRefusal | null = a.result;
    const words = (r && 'dispMsg' in r && typeof r.dispMsg === 'string' ? r.dispMsg : a.dispMsg) ?? '';
    throw new ApiError(422, 'http', words, { ...a, dispMsg: words });
  }
  return a.result;
}

/** A fresh idempotency key (crypto.randomUUID where available). */
export function newIdempotencyKey(): string {
  const c = (globalThis as { crypto?: Crypto }).crypto;
  if (c && typeof c.randomUUID === 'function') return c.randomUUID();
  const b = new Uint8Array(16);
  if (c?.getRandomValues) c.getRandomValues(b);
  else for (let i = 0; i < 16; i++) b[i] = Math.floor(Math.random() * 256);
  return [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
}

export const ORDER_TYPE_CODES: Record<OrderType, number> = { eatin: 1, takeaway: 2, pickup: 3, delivery: 4 };
export const orderTypeOf = (code: number): OrderType =>
  (Object.entries(ORDER_TYPE_CODES).find(([, c]) => c === code)?.[0] as OrderType) ?? 'eatin';

/** Online methods that leave the app for the server's payment page. */
export const REDIRECT_METHODS = new Set(['dps', 'wechat', 'alipay', 'paypal', 'omipay', 'poli', 'stripe', 'windcave']);
