// The checkout extras of issue 5 in one place for routes/order.ts: gift cards (orders/giftcards.ts)
// and the pre-order time (orders/preorder.ts). The order handlers call checkoutExtras before their
// transaction (gift card codes are checked there, so wrong codes count even when the order is
// refused), pass the result to the pricing, and settleGiftCards inside the order's transaction.
import type { PreorderOrderType } from '../../src/domain/preorder';
import type { Ctx } from '../wire/define';
import type { Venue } from '../wire/venue';
import {
  allocateGiftCards,
  GIFT_CARDS_SCHEMA,
  giftCardsForCart,
  verifyGiftCards,
  type VerifiedCards,
} from './giftcards';
import { PREORDER_SCHEMA, preorderBlocked, readPreorderTime } from './preorder';
import type { Priced, WireCart } from './pricing';
import type { Db } from '../db/db';
import { TICKET_SCHEMA } from '../coupons/checkout';
import { couponForCart } from '../coupons/tickets';

export { settleGiftCards, withoutGiftSecrets } from './giftcards';

/** Payload fields the extras add to feeCalc and the order call. */
export const EXTRAS_PROPS = { preorderTime: PREORDER_SCHEMA, giftCards: GIFT_CARDS_SCHEMA, ticket: TICKET_SCHEMA };

export interface CheckoutExtras {
  gift: VerifiedCards;
  preorderTime: unknown;
  /** The held coupon or voucher the customer chose (ticket number) and who they are (the token's user). */
  coupon: { ticket: string; userId: string | null } | null;
}

/** The calls that take the checkout extras (their contracts carry EXTRAS_PROPS). */
export type CheckoutPath = '/api/pos/feeCalc' | '/api/spot/feeCalc' | '/api/shop/order/add/v2' | '/api/spot/zeroTxn';

/** Before the transaction: checks the gift cards' codes (counting wrong ones). */
export async function checkoutExtras(ctx: Ctx<CheckoutPath>): Promise<CheckoutExtras> {
  const gift = await verifyGiftCards(ctx.db, ctx.venue!, ctx.payload.giftCards, { now: ctx.now, ip: ctx.ip });
  const ticket = typeof ctx.payload.ticket === 'string' ? ctx.payload.ticket : '';
  return {
    gift,
    preorderTime: ctx.payload.preorderTime,
    coupon: ticket ? { ticket, userId: ctx.user?.userId ?? null } : null,
  };
}

/** Extra fields of the feeCalc answer: verification tokens of the cards checked by their code (none when all came with a valid token). */
export const extrasAnswer = (x: CheckoutExtras): { giftTokens?: VerifiedCards['tokens'] } =>
  x.gift.tokens.length ? { giftTokens: x.gift.tokens } : {};

/** The gift cards for priceCart (balances read again in `db`, the pricing transaction). */
export const extrasGiftCards = (db: Db, x: CheckoutExtras | null) => giftCardsForCart(db, x?.gift ?? null);

/** The chosen coupon's rule, read in `db` (the pricing transaction). */
export const extrasCoupon = (db: Db, venue: Venue, x: CheckoutExtras | null, now: number) =>
  x?.coupon ? couponForCart(db, venue, x.coupon.userId, x.coupon.ticket, now) : Promise.resolve(null);

/** After priceCart: what each card gives, the pre-order time on the cart, and the extras' blocked reasons. */
export function withExtras(venue: Venue, wire: WireCart, x: CheckoutExtras | null, now: number, p: Priced): Priced {
  if (!x) return p;
  allocateGiftCards(p);
  p.blocked.push(...x.gift.blocked);
  const time = readPreorderTime(x.preorderTime);
  const b = preorderBlocked(venue, wire.orderType as PreorderOrderType, x.preorderTime, now);
  if (b) p.blocked.push(b);
  if (typeof time === 'number') p.cart = { ...p.cart, preorder: true, preorderTime: time } as Priced['cart'];
  return p;
}
