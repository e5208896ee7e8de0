// The coupon, voucher, gift card and invitation calls of the screens (issue 16), over the typed call
// functions of src/api. Every call names the venue (app.shop); the server reads the customer from the
// token. A refusal comes back as { ok: false, code, message } with the server's code (src/domain/refusals).
import {
  couponReceipt,
  giftCardBuy,
  giftCardProducts,
  giftCardPurchase,
  invitationAccept,
  invitationInfo,
  invitationMine,
  voucherCollect,
  voucherMessage,
  voucherVerify,
} from '../../api/calls/catalogue';
import { ApiError } from '../../api/errors';
import type { ApiAnswer } from '../../api/types';
import { isRefusalCode, type FailureCode } from '../../domain';
import type {
  ApiCouponReceiptResult,
  ApiGiftcardProductsResult,
  ApiGiftcardPurchaseResult,
  ApiInvitationAcceptResult,
  ApiInvitationInfoResult,
  ApiInvitationMineResult,
  HeldCoupon,
  HeldGiftCard,
  ProVoucherMessageResult,
} from '../../generated/calls';
import { at, quiet, read } from './held';

export const TICKET_KINDS = ['coupon', 'voucher'] as const;
export type TicketKind = (typeof TICKET_KINDS)[number];
export type HeldKind = TicketKind | 'giftcard';

/** A coupon or voucher the customer holds (server/coupons/tickets.ts ticketOut). */
export type HeldTicket = HeldCoupon;
/** What a collect code gives (voucherMessage). */
export type PoolInfo = ProVoucherMessageResult;
export type { HeldGiftCard };
export type GiftProduct = ApiGiftcardProductsResult[number];
export type Purchase = ApiGiftcardPurchaseResult;
export type CouponReceiptData = ApiCouponReceiptResult;
export type InvitationData = ApiInvitationInfoResult;
/** memberCard: the member card accepting made or found (null: the venue has no membership); memberCardInWallet:
 * whether the wallet lists it (points or stored value at this venue). */
export type AcceptedInvitation = ApiInvitationAcceptResult;
export type MyInvitation = ApiInvitationMineResult;

export type Outcome<T> = { ok: true; value: T } | { ok: false; code: FailureCode; message: string };

/** A refused or failed coupon call as the screens read it: its code and the server's words. */
export interface CouponRefused {
  code: FailureCode;
  message: string;
}

/**
 * How a coupon call failed, read from its call error: the refusal's code ('staff.only' for a 403: the venue
 * does not count this account as its staff, 'network' when no answer came, else 'error') and the server's words.
 */
export function couponRefusal(e: unknown): CouponRefused {
  if (!(e instanceof ApiError)) return { code: 'error', message: '' };
  const code = e.network ? 'network' : e.status === 403 ? 'staff.only' : isRefusalCode(e.code) ? e.code : 'error';
  return { code, message: e.serverMessage };
}

/** Runs a call: the answer's result, or its refusal (code and the server's words). */
async function run<R>(send: () => Promise<ApiAnswer<R>>): Promise<Outcome<R>> {
  try {
    return { ok: true, value: await read(send) };
  } catch (e) {
    if (e instanceof ApiError) return { ok: false, ...couponRefusal(e) };
    throw e;
  }
}

// What a customer holds is read in held.ts (the checkout's stand-in reads it without these calls).
export { listGiftCards, listHeld, oneTicket } from './held';
export const poolInfo = (code: string, kind: TicketKind) => read(() => voucherMessage({ ...at(), code, kind }, quiet));
export const collectTicket = (code: string, kind: TicketKind, token?: string) =>
  run(() => voucherCollect({ ...at(), code, kind, ...(token ? { token } : {}) }, quiet));
/** Staff: a customer's coupon or voucher of this venue, held and not expired, becomes verified (once). */
export const verifyHeldTicket = (ticket: string) => run(() => voucherVerify({ ...at(), ticket }, quiet));
export const readCouponReceipt = (ticket: string, transactionId: string) =>
  read(() => couponReceipt({ ...at(), ticket, transactionId }, quiet));
export const readGiftProducts = (productId?: string) =>
  read(() => giftCardProducts({ ...at(), ...(productId ? { productId } : {}) }, quiet));
export const buyGiftCard = (productId: string, amountCents: number, family: string) =>
  run(() => giftCardBuy({ ...at(), productId, amountCents, family }, quiet));
export const readPurchase = (transactionId: string) => read(() => giftCardPurchase({ ...at(), transactionId }, quiet));
export const readInvitation = (kind: 'member' | 'merchant', code: string) =>
  read(() => invitationInfo({ ...at(), kind, code }, quiet));
export const acceptInvitation = (kind: 'member' | 'merchant', code: string) =>
  run(() => invitationAccept({ ...at(), kind, code }, quiet));
export const readMyInvitation = () => read(() => invitationMine({ ...at() }, quiet));
