// The reads of what a customer holds here (coupons, vouchers, gift cards) and the answer reading the
// coupon calls share, apart from those calls (api.ts): the checkout's stand-in reads a member's
// coupons with this file alone. Every read names the venue (app.shop).
import { voucherPoolList } from '../../api/calls/catalogue';
import { refusedAnswer } from '../../api/errors';
import type { ApiAnswer } from '../../api/types';
import type { HeldCoupon, HeldGiftCard } from '../../generated/calls';
import { app } from '../../state/stores';

/** The answer's result, or the call error of its refusal (for reads: swr keeps it as the error; read it with couponRefusal). */
export async function read<R>(send: () => Promise<ApiAnswer<R>>): Promise<R> {
  const a = await send();
  if (!a.success) throw refusedAnswer(a);
  return a.result;
}

const isCoupon = (x: HeldCoupon | HeldGiftCard): x is HeldCoupon => 'ticket' in x;
const isGiftCard = (x: HeldCoupon | HeldGiftCard): x is HeldGiftCard => 'cardNum' in x;

export const at = () => ({ shop: app.shop });
export const quiet = { quiet: true };

export const listHeld = async (kind: 'coupon' | 'voucher') =>
  (await read(() => voucherPoolList({ ...at(), kind }, quiet))).filter(isCoupon);
export const listGiftCards = async () =>
  (await read(() => voucherPoolList({ ...at(), kind: 'giftcard' }, quiet))).filter(isGiftCard);
export const oneTicket = async (ticket: string): Promise<HeldCoupon | undefined> =>
  (await read(() => voucherPoolList({ ...at(), ticket }, quiet))).filter(isCoupon)[0];
