// The wallet's calls (spec 7 "Wallet, loyalty and cards", server/routes/wallet.ts) over the typed
// functions of src/api: the customer's passes, a card's statement, PIN, removal and name, top-ups
// through the payment provider and the venue's top-up promotions. A refusal rejects with the one call error,
// ApiError; `walletRefusal(e)` reads the server's code (a RefusalCode) and its words.
import {
  acsLoyaltyList,
  credentialLoyalty,
  loadUserValuePass,
  promotionTopup,
  valuePassChgInfo,
  valuePassChgPwd,
  valuePassDelete,
  walletJoin,
} from '../../api/calls/wallet';
import { orderBill } from '../../api/calls/order';
import { ApiError, refusedAnswer } from '../../api/errors';
import type { ApiAnswer } from '../../api/types';
import { failureCode, type FailureCode } from '../../domain';

/** The kinds of pass the server holds (booked tickets will be one more, from the bookings capability). */
export type PassKind = 'loyalty' | 'stored';

export interface Pass {
  passId: string;
  kind: PassKind;
  cardNum: string;
  cardNumMasked: string;
  shopId: string;
  venueName: string;
  alias: string;
  typeDescription: string;
  /** Loyalty: points x100. */
  pointsCents?: number;
  /** Stored value: cents. */
  balanceCents?: number;
  pinSet?: boolean;
  pinLockedUntil?: number;
}

export type Purse = 'points' | 'value';

export interface StatementLine {
  id: number;
  kind: string;
  date: number;
  /** Signed: cents (value) or points x100 (points). */
  amount: number;
  balanceAfter: number;
  orderNo: string | null;
  venueName: string;
}
export interface Statement {
  lines: StatementLine[];
  count: number;
  balance: number;
}

export interface TopupStart {
  transactionId: string;
  payUrl: string;
  amountCents: number;
  bonusCents: number;
  chargeCents: number;
}
export interface TopupPromotions {
  tiers: { minCents: number; bonusCents: number }[];
  minCents: number;
  maxCents: number;
}

/** A refused or failed wallet call as the screens read it: the server's code (or how the call failed) and words. */
export interface WalletRefused {
  code: FailureCode;
  display: string;
  status: number;
}

/** How a wallet call failed, read from its call error; null when `e` is not one. */
export function walletRefusal(e: unknown): WalletRefused | null {
  if (!(e instanceof ApiError)) return null;
  const body = (e.body ?? {}) as { result?: { code?: string } };
  const code = e.network ? 'network' : failureCode(body.result?.code);
  return { code, display: e.serverMessage, status: e.status };
}

/** The call got no decision (no answer, a server fault, an unexpected failure): trying again may work. */
export function noDecision(e: unknown): boolean {
  const r = walletRefusal(e);
  return !r || r.code === 'network' || r.code === 'error' || r.status >= 500;
}

/** The answer's result, or the call error of its refusal (read it with walletRefusal). */
async function answer<T>(call: Promise<ApiAnswer<unknown>>): Promise<{ result: T; map: Record<string, unknown> }> {
  const a = await call;
  if (!a.success) throw refusedAnswer(a);
  return { result: a.result as T, map: (a.map ?? {}) as Record<string, unknown> };
}

export async function loadPasses(): Promise<Pass[]> {
  const { result } = await answer<Pass[]>(loadUserValuePass({}, { quiet: true }));
  return Array.isArray(result) ? result : [];
}

export async function loadStatement(cardNum: string, purse: Purse, page = 1, pageSize = 20): Promise<Statement> {
  const { result, map } = await answer<StatementLine[]>(
    acsLoyaltyList({ cardNum, purse, page, pageSize }, { quiet: true }),
  );
  return {
    lines: Array.isArray(result) ? result : [],
    count: Number(map.count) || 0,
    balance: Number(map.balance) || 0,
  };
}

/** Joins the venue's membership: the signed-in customer's member card there (the same one when joined before). */
export async function joinMembership(shop: string): Promise<string> {
  const { result } = await answer<{ cardNum: string }>(walletJoin({ shop }, { quiet: true }));
  return result.cardNum;
}

export async function changePin(cardNum: string, newPin: string, oldPin?: string): Promise<void> {
  await answer(valuePassChgPwd({ cardNum, newPin, ...(oldPin ? { oldPin } : {}) }, { quiet: true }));
}

export async function removeCard(cardNum: string): Promise<void> {
  await answer(valuePassDelete({ cardNum }, { quiet: true }));
}

export async function renameCard(cardNum: string, alias: string): Promise<string> {
  const { result } = await answer<{ alias: string }>(valuePassChgInfo({ cardNum, alias }, { quiet: true }));
  return result.alias;
}

export async function startTopup(p: {
  cardNum: string;
  amountCents: number;
  payment: string;
  idempotencyKey: string;
}): Promise<TopupStart> {
  const { result } = await answer<TopupStart>(credentialLoyalty({ action: 'TOPUP', ...p }, { quiet: true }));
  return result;
}

export async function loadTopupPromotions(shop: string): Promise<TopupPromotions> {
  const { result } = await answer<TopupPromotions>(promotionTopup({ shop }, { quiet: true }));
  return {
    tiers: Array.isArray(result?.tiers) ? result.tiers : [],
    minCents: Number(result?.minCents) || 0,
    maxCents: Number(result?.maxCents) || 0,
  };
}

/** A top-up's state, read from its bill (a single payment whose action is 'topup'). */
export interface TopupState {
  transactionId: string;
  paid: boolean;
  payStatus: string;
  /** What goes on the card (the top-up amount) and what was charged (with the method's surcharge). */
  amountCents: number;
  chargedCents: number;
  venueName: string;
  isTopup: boolean;
}

export async function loadTopup(transactionId: string): Promise<TopupState> {
  const { result } = await answer<{
    paid: boolean;
    payStatus: string;
    totalCents: number;
    amounts?: { totalCents?: number; surchargeCents?: number };
    singlePay: { action?: string } | null;
    venue?: { name?: string };
  }>(orderBill({ transactionId }, { quiet: true }));
  const charged = Number(result.totalCents) || 0;
  return {
    transactionId,
    paid: !!result.paid,
    payStatus: String(result.payStatus ?? ''),
    chargedCents: charged,
    amountCents: charged - (Number(result.amounts?.surchargeCents) || 0),
    venueName: String(result.venue?.name ?? ''),
    isTopup: result.singlePay?.action === 'topup',
  };
}
