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
  voucherPoolList,
  voucherVerify,
} from '../../api/calls/catalogue';
import { ApiError } from '../../api/errors';
import type { ApiAnswer } from '../../api/types';
import { failureCode, type FailureCode } from '../../domain';
import { app } from '../../state/stores';

export const TICKET_KINDS = ['coupon', 'voucher'] as const;
export type TicketKind = (typeof TICKET_KINDS)[number];
export type HeldKind = TicketKind | 'giftcard';

/** A coupon or voucher the customer holds (server/coupons/tickets.ts ticketOut). */
export interface HeldTicket {
  ticket: string;
  kind: TicketKind;
  status: 'held' | 'used' | 'verified';
  state: 'usable' | 'expired' | 'used' | 'verified';
  shop: string;
  collectedAt: number;
  expiresAt: number | null;
  usedTxn: string | null;
  usedAt: number | null;
  discountCents: number | null;
  verifiedAt: number | null;
  title1: string;
  title2: string;
  terms1: string;
  terms2: string;
  amountCents: number;
  rate: number;
  minCents: number;
  poolId: string;
  code: string;
}
/** What a collect code gives (voucherMessage). */
export interface PoolInfo {
  poolId: string;
  kind: TicketKind;
  code: string;
  title1: string;
  title2: string;
  terms1: string;
  terms2: string;
  amountCents: number;
  rate: number;
  minCents: number;
  perCustomer: number;
  remaining: number | null;
  validDays: number | null;
  held: number;
  open: boolean;
}
export interface HeldGiftCard {
  cardNum: string;
  shop: string;
  balanceCents: number;
  expiresAt: number | null;
  active: boolean;
  transactionId: string | null;
  productId: string | null;
  name1: string;
  name2: string;
  amountCents: number | null;
  state: 'usable' | 'expired' | 'empty' | 'inactive';
}
export interface GiftProduct {
  productId: string;
  name1: string;
  name2: string;
  amounts: number[];
  minCents: number;
  maxCents: number;
  validDays: number | null;
}
export interface Purchase {
  transactionId: string;
  productId: string;
  shop: string;
  orderNo: string;
  name1: string;
  name2: string;
  amountCents: number;
  paid: boolean;
  payStatus: string;
  cardNum: string;
  createdAt: number;
  issuedAt: number | null;
  code?: string;
  balanceCents?: number;
  expiresAt?: number | null;
  active?: boolean;
}
export interface CouponReceiptData {
  ticket: HeldTicket;
  order: {
    transactionId: string;
    orderNo: string;
    billNo: string;
    totalCents: number;
    subtotalCents: number;
    paid: boolean;
    createdAt: number;
    shop: string;
  };
}
export interface InvitationData {
  code: string;
  kind: 'member' | 'merchant';
  inviter: string;
  expiresAt: number | null;
  expired: boolean;
  own: boolean;
  accepted: boolean;
}
export interface AcceptedInvitation {
  code: string;
  kind: string;
  inviter: string;
  acceptedAt: number;
  rewardTicket: string | null;
  /** The member card accepting made or found (null: the venue has no membership). */
  memberCard?: string | null;
  /** Whether the wallet lists the card (points or stored value at this venue). */
  memberCardInWallet?: boolean;
}
export interface MyInvitation {
  invitationCode: string;
  path: string;
  joined: { code: string; kind: string; firstName: string; acceptedAt: number }[];
}

export type Outcome<T> = { ok: true; value: T } | { ok: false; code: FailureCode; message: string };

/** Runs a call: the answer's result, or its refusal (code and the server's words). */
async function run<T>(send: () => Promise<ApiAnswer<unknown>>): Promise<Outcome<T>> {
  try {
    const a = await send();
    const r = (a.result ?? {}) as { code?: string; dispMsg?: string };
    if (!a.success || r === null)
      return { ok: false, code: failureCode(r?.code), message: String(r?.dispMsg ?? a.dispMsg ?? '') };
    return { ok: true, value: a.result as T };
  } catch (e) {
    if (e instanceof ApiError) {
      const body = (e.body ?? {}) as { dispMsg?: string; result?: { code?: string } };
      // 403: the venue does not count this account as its staff (a staff call such as verify).
      return {
        ok: false,
        code: e.network ? 'network' : e.status === 403 ? 'staff.only' : failureCode(body.result?.code),
        message: String(body.dispMsg ?? ''),
      };
    }
    throw e;
  }
}

/** Throws the refusal (for reads: swr keeps it as the error). */
async function read<T>(send: () => Promise<ApiAnswer<unknown>>): Promise<T> {
  const r = await run<T>(send);
  if (!r.ok) throw Object.assign(new Error(r.message || r.code), { code: r.code });
  return r.value;
}

const at = () => ({ shop: app.shop });
const quiet = { quiet: true };

export const listHeld = (kind: TicketKind) => read<HeldTicket[]>(() => voucherPoolList({ ...at(), kind }, quiet));
export const listGiftCards = () => read<HeldGiftCard[]>(() => voucherPoolList({ ...at(), kind: 'giftcard' }, quiet));
export const oneTicket = async (ticket: string) =>
  (await read<HeldTicket[]>(() => voucherPoolList({ ...at(), ticket }, quiet)))[0];
export const poolInfo = (code: string, kind: TicketKind) =>
  read<PoolInfo>(() => voucherMessage({ ...at(), code, kind }, quiet));
export const collectTicket = (code: string, kind: TicketKind, token?: string) =>
  run<HeldTicket & { rtn: number }>(() => voucherCollect({ ...at(), code, kind, ...(token ? { token } : {}) }, quiet));
/** Staff: a customer's coupon or voucher of this venue, held and not expired, becomes verified (once). */
export const verifyHeldTicket = (ticket: string) =>
  run<HeldTicket & { rtn: number }>(() => voucherVerify({ ...at(), ticket }, quiet));
export const readCouponReceipt = (ticket: string, transactionId: string) =>
  read<CouponReceiptData>(() => couponReceipt({ ...at(), ticket, transactionId }, quiet));
export const readGiftProducts = (productId?: string) =>
  read<GiftProduct[]>(() => giftCardProducts({ ...at(), ...(productId ? { productId } : {}) }, quiet));
export const buyGiftCard = (productId: string, amountCents: number, family: string) =>
  run<{ transactionId: string; cardNum: string; amountCents: number; payUrl: string }>(() =>
    giftCardBuy({ ...at(), productId, amountCents, family }, quiet),
  );
export const readPurchase = (transactionId: string) =>
  read<Purchase>(() => giftCardPurchase({ ...at(), transactionId }, quiet));
export const readInvitation = (kind: 'member' | 'merchant', code: string) =>
  read<InvitationData>(() => invitationInfo({ ...at(), kind, code }, quiet));
export const acceptInvitation = (kind: 'member' | 'merchant', code: string) =>
  run<AcceptedInvitation>(() => invitationAccept({ ...at(), kind, code }, quiet));
export const readMyInvitation = () => read<MyInvitation>(() => invitationMine({ ...at() }, quiet));
