// Wallet, loyalty and card calls (spec 7, "Wallet, loyalty and cards").
import { invoke } from '../invoke';
import type {
  ApiAccountLoadUserValuePassResult,
  ApiWalletJoinResult,
  FranchiseeCard,
  MemberCardTypeInfo,
  MemberCardValue,
  ProAccountValuePassChgInfoResult,
  ProAccountValuePassChgPwdResult,
  ProAccountValuePassDeleteResult,
  ProAcsCredentialCodeExtractResult,
  ProAcsCredentialCodeFeedbackResult,
  ProAcsCredentialLoyaltyResult,
  ProAcsTypeListAcsTypeResult,
  ProPromotionTopupResult,
  ProReportAcsLoyaltyListResult,
} from '../../generated/calls';
import type { ApiAnswer, CallOptions, LoosePayload } from '../types';
import type { CallAnswer } from '../callAnswer';

/** action WALLET is added by the client. */
export interface WalletPayload {
  userId: string;
  siteId: string;
  pageSize: number;
  cardTypeRange: string;
  startRow: number;
}
/** WALLET: the result is null; list[0].list holds the caller's cards (WalletCardEntry: cardInfo is JSON text). */
export type WalletAnswer = CallAnswer<'userWallet'>;
/** action CHECK is added by the client. */
export interface CardValuePayload {
  cardNum: string;
  ordCard: string;
  page: number;
  pageSize: number;
  siteId: string;
  userId: string;
}
/** action INFO is added by the client. */
export interface CardInfoPayload {
  ordLot: string;
  shopId: string;
  siteId: string;
  cardName: string;
}
export interface FranchiseeInfoPayload {
  siteId: string;
  cardNum: string;
  pwd: string;
}
/** map.bookingInfo is encoded JSON holding priceLevel. */
export type FranchiseeInfoAnswer = CallAnswer<'franchiseeInfo'>;
export interface MemberPointSettings {
  state: number;
  minimumPoints: number;
  pointsPerDollarWhenRedeem: number;
  pointsPerDollar: number;
  invitationCode?: string;
}
export interface LoyaltyPayload {
  action: 'CONSUME' | 'TOPUP';
  [k: string]: unknown;
}
/** action CODEEXTRACT is added by the client. */
export interface CodeExtractPayload {
  code: string;
  [k: string]: unknown;
}

type A<R> = Promise<ApiAnswer<R>>;
type L = LoosePayload;

export const userWallet = (p: WalletPayload, o?: CallOptions): Promise<WalletAnswer> => invoke('userWallet', p, o);
export const latestCardValue = (p: CardValuePayload, o?: CallOptions): A<[MemberCardValue]> =>
  invoke('latestCardValue', p, o);
export const cardInfo = (p: CardInfoPayload, o?: CallOptions): A<[MemberCardTypeInfo]> => invoke('cardInfo', p, o);
export const listFranchisee = (p: { ordLot: string }, o?: CallOptions): A<FranchiseeCard[]> =>
  invoke('listFranchisee', p, o);
export const franchiseeInfo = (p: FranchiseeInfoPayload, o?: CallOptions): Promise<FranchiseeInfoAnswer> =>
  invoke('franchiseeInfo', p, o);
export const getMemberPoints = (p: { siteId: string }, o?: CallOptions) => invoke('getMemberPoints', p, o);
export const loadUserValuePass = (p: L, o?: CallOptions): A<ApiAccountLoadUserValuePassResult> =>
  invoke('loadUserValuePass', p, o);
export const valuePassChgPwd = (p: L, o?: CallOptions): A<ProAccountValuePassChgPwdResult> =>
  invoke('valuePassChgPwd', p, o);
export const valuePassDelete = (p: L, o?: CallOptions): A<ProAccountValuePassDeleteResult> =>
  invoke('valuePassDelete', p, o);
export const valuePassChgInfo = (p: L, o?: CallOptions): A<ProAccountValuePassChgInfoResult> =>
  invoke('valuePassChgInfo', p, o);
export const acsLoyaltyList = (p: L, o?: CallOptions): A<ProReportAcsLoyaltyListResult> =>
  invoke('acsLoyaltyList', p, o);
export const listAcsType = (p: L, o?: CallOptions): A<ProAcsTypeListAcsTypeResult> => invoke('listAcsType', p, o);
export const credentialLoyalty = (p: LoyaltyPayload, o?: CallOptions): A<ProAcsCredentialLoyaltyResult> =>
  invoke('credentialLoyalty', p, o);
export const codeExtract = (p: CodeExtractPayload, o?: CallOptions): A<ProAcsCredentialCodeExtractResult> =>
  invoke('codeExtract', p, o);
export const codeFeedback = (p: L, o?: CallOptions): A<ProAcsCredentialCodeFeedbackResult> =>
  invoke('codeFeedback', p, o);
export const promotionTopup = (p: L, o?: CallOptions): A<ProPromotionTopupResult> => invoke('promotionTopup', p, o);
export const walletJoin = (p: L, o?: CallOptions): A<ApiWalletJoinResult> => invoke('walletJoin', p, o);
