// Wallet, loyalty and card calls (spec 7, "Wallet, loyalty and cards").
import { invoke } from '../invoke';
import type {
  ApiAccountLoadUserValuePassResult,
  ApiWalletJoinResult,
  ProAccountValuePassChgInfoResult,
  ProAccountValuePassChgPwdResult,
  ProAccountValuePassDeleteResult,
  ProAcsFranchiseeInfoResult,
  ProAcsCredentialCodeExtractResult,
  ProAcsCredentialCodeFeedbackResult,
  ProAcsCredentialLoyaltyResult,
  ProAcsTypeListAcsTypeResult,
  ProPromotionTopupResult,
  ProReportAcsLoyaltyListResult,
} from '../../generated/calls';
import type { ApiAnswer, CallOptions, LoosePayload } from '../types';

/** action WALLET is added by the client. */
export interface WalletPayload {
  userId: string;
  siteId: string;
  pageSize: number;
  cardTypeRange: string;
  startRow: number;
}
/** cardInfo is JSON text: { ticketNumber, loyaltyPoints, dollarBalance, cardTypeId, chargeMethod, discountRate }. */
export interface WalletCard {
  ordCard: string;
  cardInfo: string;
  [k: string]: unknown;
}
/** map.rtn, map.count, list[0].list[0] holds the card; the result is null (the cards are in list). */
export interface WalletAnswer extends ApiAnswer<null> {
  list?: { list?: WalletCard[]; [k: string]: unknown }[];
}
export interface CardInfoJson {
  ticketNumber?: string;
  loyaltyPoints?: number | string;
  dollarBalance?: number | string;
  cardTypeId?: string | number;
  chargeMethod?: string | number;
  discountRate?: number | string;
  typeDescription?: string;
  userType?: string | number;
  [k: string]: unknown;
}
/** action CHECK is added by the client. */
export interface CardValuePayload {
  cardNum: string;
  ordCard: string;
  page: number;
  pageSize: number;
  siteId: string;
  userId: string;
}
export interface CardValue {
  pointFinal: number | string;
  valueFinal: number | string;
  [k: string]: unknown;
}
/** action INFO is added by the client. */
export interface CardInfoPayload {
  ordLot: string;
  shopId: string;
  siteId: string;
  cardName: string;
}
/** extInfo is JSON text: { minPoints, minDollars, multiDisc }. */
export interface CardTypeInfo {
  discountRate?: number | string;
  dollarPointCalc?: number | string;
  pointDollarRedeem?: number | string;
  extInfo?: string;
  [k: string]: unknown;
}
export interface FranchiseeEntry {
  cardNum: string;
  passCode: string;
  [k: string]: unknown;
}
export interface FranchiseeInfoPayload {
  siteId: string;
  cardNum: string;
  pwd: string;
}
/** map.bookingInfo is encoded JSON holding priceLevel. */
export interface FranchiseeInfoAnswer extends ApiAnswer<ProAcsFranchiseeInfoResult> {
  map?: ApiAnswer['map'] & { bookingInfo?: string };
}
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

export const userWallet = (p: WalletPayload, o?: CallOptions): Promise<WalletAnswer> =>
  invoke('userWallet', p, o) as Promise<WalletAnswer>;
export const latestCardValue = (p: CardValuePayload, o?: CallOptions): A<CardValue[]> =>
  invoke('latestCardValue', p, o);
export const cardInfo = (p: CardInfoPayload, o?: CallOptions): A<CardTypeInfo[]> => invoke('cardInfo', p, o);
export const listFranchisee = (p: { ordLot: string }, o?: CallOptions): A<FranchiseeEntry[]> =>
  invoke('listFranchisee', p, o);
export const franchiseeInfo = (p: FranchiseeInfoPayload, o?: CallOptions): Promise<FranchiseeInfoAnswer> =>
  invoke('franchiseeInfo', p, o) as Promise<FranchiseeInfoAnswer>;
export const getMemberPoints = (p: { siteId: string }, o?: CallOptions): A<MemberPointSettings> =>
  invoke('getMemberPoints', p, o);
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
