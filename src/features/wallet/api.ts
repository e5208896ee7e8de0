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
import type { AnswerMap, ApiAnswer } from '../../api/types';
import type {
  ProPromotionTopupResult,
  WalletPass,
  WalletStatementLine,
  WalletTopupStarted,
} from '../../generated/calls';
import { failureCode, type FailureCode } from '../../domain';

/** A purse of a member card as the server answers it (loyalty points or stored value). */
export type Pass = WalletPass;
export type PassKind = Pass['kind'];

export type Purse = WalletStatementLine['purse'];

/** One movement of a purse: signed cents (value) or points x100 (points), and the balance after it. */
export type StatementLine = WalletStatementLine;
export interface Statement {
  lines: StatementLine[];
  count: number;
  balance: number;
}

export type TopupStart = WalletTopupStarted;
export type TopupPromotions = Pick<ProPromotionTopupResult, 'tiers' | 'minCents' | 'maxCents'>;

/** A refused or failed wallet call as the screens read it: the server's code (or how the call failed) and words. */
export interface WalletRefused {
  code: FailureCode;
  display: string;
  status: number;
}

/** How a wallet call failed, read from its call error; null when `e` is not one. */
export function walletRefusal(e: unknown): WalletRefused | null {
  if (!(e instanceof ApiError)) return null;
  const code = e.network ? 'network' : failureCode(e.refusal?.code);
  return { code, display: e.serverMessage, status: e.status };
}

/** The call got no decision (no answer, a server fault, an unexpected failure): trying again may work. */
export function noDecision(e: unknown): boolean {
  const r = walletRefusal(e);
  return !r || r.code === 'network' || r.code === 'error' || r.status >= 500;
}

/** The answer's result and map, or the call error of its refusal (read it with walletRefusal). */
async function answer<R>(call: Promise<ApiAnswer<R>>): Promise<{ result: R; map: AnswerMap }> {
  const a = await call;
  if (!a.success) throw refusedAnswer(a);
  return { result: a.result, map: a.map ?? {} };
}

export async function loadPasses(): Promise<Pass[]> {
  const { result } = await answer(loadUserValuePass({}, { quiet: true }));
  return result;
}

export async function loadStatement(cardNum: string, purse: Purse, page = 1, pageSize = 20): Promise<Statement> {
  const { result, map } = await answer(acsLoyaltyList({ cardNum, purse, page, pageSize }, { quiet: true }));
  return { lines: result, count: map.count ?? 0, balance: typeof map.balance === 'number' ? map.balance : 0 };
}

/** Joins the venue's membership: the signed-in customer's member card there (the same one when joined before). */
export async function joinMembership(shop: string): Promise<string> {
  const { result } = await answer(walletJoin({ shop }, { quiet: true }));
  return result.cardNum;
}

export async function changePin(cardNum: string, newPin: string, oldPin?: string): Promise<void> {
  await answer(valuePassChgPwd({ cardNum, newPin, ...(oldPin ? { oldPin } : {}) }, { quiet: true }));
}

export async function removeCard(cardNum: string): Promise<void> {
  await answer(valuePassDelete({ cardNum }, { quiet: true }));
}

export async function renameCard(cardNum: string, alias: string): Promise<string> {
  const { result } = await answer(valuePassChgInfo({ cardNum, alias }, { quiet: true }));
  return result.alias;
}

export async function startTopup(p: {
  cardNum: string;
  amountCents: number;
  payment: string;
  idempotencyKey: string;
}): Promise<TopupStart> {
  const { result } = await answer(credentialLoyalty({ action: 'TOPUP', ...p }, { quiet: true }));
  if (!('payUrl' in result)) throw new ApiError(200, 'bad-answer');
  return result;
}

export async function loadTopupPromotions(shop: string): Promise<TopupPromotions> {
  const { result } = await answer(promotionTopup({ shop }, { quiet: true }));
  return { tiers: result.tiers, minCents: result.minCents, maxCents: result.maxCents };
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
  const { result } = await answer(orderBill({ transactionId }, { quiet: true }));
  const charged = result.totalCents;
  return {
    transactionId,
    paid: result.paid,
    payStatus: result.payStatus,
    chargedCents: charged,
    amountCents: charged - (result.amounts.surchargeCents ?? 0),
    venueName: result.venue.name ?? '',
    isTopup: result.singlePay?.action === 'topup',
  };
}
