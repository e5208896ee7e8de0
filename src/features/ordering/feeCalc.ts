// The venue's check of a checkout (feeCalc) and how an order call's refusal reads: apart from the order
// and payment calls (./api), so a signed-in member's checkout stand-in (checkTotals) asks for its points
// and figures without loading the order code. No React here.
import { posFeeCalc } from '../../api/calls/order';
import { ApiError, isRecord } from '../../api/errors';
import { failureCode, type FailureCode } from '../../domain';
import type { Blocked, FeeCalcResult, WireCart } from './api';
import { extrasPayload, noteFeeCalc } from './extras';

/** An order call that the server refused with a reason (422 totals.mismatch, 409 in flight...), as the screens read it. */
export interface OrderRefused {
  status: number;
  code: FailureCode;
  display: string;
  totalCents?: number;
  blocked: Blocked[];
}

/**
 * How an order or payment call failed, read from its call error (null when `e` is not one): the
 * refusal's code (a 409 without one is still in flight, a 404 without one unknown), the server's
 * words, and what a checkout refusal carries (the server's total, the blocked reasons).
 */
export function orderRefusal(e: unknown): OrderRefused | null {
  if (!(e instanceof ApiError)) return null;
  const raw =
    e.refusal?.code ??
    (e.network ? 'network' : e.status === 409 ? 'order.inFlight' : e.status === 404 ? 'notFound' : 'error');
  const totalCents = e.detailNumber('totalCents');
  return {
    status: e.status,
    code: raw === 'idempotency.in-flight' ? 'order.inFlight' : failureCode(raw),
    display: e.serverMessage,
    ...(totalCents === undefined ? {} : { totalCents }),
    blocked: e.detailList('blocked', isBlocked) ?? [],
  };
}

/** A blocked reason of a refused checkout (code and words), as feeCalc's answer types it. */
const isBlocked = (v: unknown): v is Blocked =>
  isRecord(v) && typeof v.code === 'string' && typeof v.message === 'string';

export async function feeCalc(cart: WireCart, payment?: string, again = false): Promise<FeeCalcResult> {
  const a = await posFeeCalc({ cart, ...(payment ? { payment } : {}), ...extrasPayload() }, { quiet: true });
  const r = a.result;
  // Gift cards: what each card gives, new tokens; a refused token: once more with the codes.
  if (noteFeeCalc(r.cart, r.giftTokens, r.blocked) && !again) return feeCalc(cart, payment, true);
  return r;
}
