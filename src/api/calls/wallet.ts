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
import type { ApiAnswer, CallOptions } from '../types';
import type { CallAnswer, CallPayload } from '../callAnswer';

/** The card action's payload (one path, three actions): the client adds the call's action itself. */
type CardActionPayload<N extends 'userWallet' | 'latestCardValue' | 'cardInfo'> = Omit<CallPayload<N>, 'action'>;
/** WALLET: the result is null; list[0].list holds the caller's cards (WalletCardEntry: cardInfo is JSON text). */
export type WalletAnswer = CallAnswer<'userWallet'>;
/** map.bookingInfo is encoded JSON holding priceLevel. */
export type FranchiseeInfoAnswer = CallAnswer<'franchiseeInfo'>;

type A<R> = Promise<ApiAnswer<R>>;

export const userWallet = (p: CardActionPayload<'userWallet'>, o?: CallOptions): Promise<WalletAnswer> =>
  invoke('userWallet', p, o);
export const latestCardValue = (p: CardActionPayload<'latestCardValue'>, o?: CallOptions): A<[MemberCardValue]> =>
  invoke('latestCardValue', p, o);
export const cardInfo = (p: CardActionPayload<'cardInfo'>, o?: CallOptions): A<[MemberCardTypeInfo]> =>
  invoke('cardInfo', p, o);
export const listFranchisee = (p: CallPayload<'listFranchisee'>, o?: CallOptions): A<FranchiseeCard[]> =>
  invoke('listFranchisee', p, o);
export const franchiseeInfo = (p: CallPayload<'franchiseeInfo'>, o?: CallOptions): Promise<FranchiseeInfoAnswer> =>
  invoke('franchiseeInfo', p, o);
export const getMemberPoints = (p: CallPayload<'getMemberPoints'>, o?: CallOptions) => invoke('getMemberPoints', p, o);
export const loadUserValuePass = (
  p: CallPayload<'loadUserValuePass'>,
  o?: CallOptions,
): A<ApiAccountLoadUserValuePassResult> => invoke('loadUserValuePass', p, o);
export const valuePassChgPwd = (
  p: CallPayload<'valuePassChgPwd'>,
  o?: CallOptions,
): A<ProAccountValuePassChgPwdResult> => invoke('valuePassChgPwd', p, o);
export const valuePassDelete = (
  p: CallPayload<'valuePassDelete'>,
  o?: CallOptions,
): A<ProAccountValuePassDeleteResult> => invoke('valuePassDelete', p, o);
export const valuePassChgInfo = (
  p: CallPayload<'valuePassChgInfo'>,
  o?: CallOptions,
): A<ProAccountValuePassChgInfoResult> => invoke('valuePassChgInfo', p, o);
export const acsLoyaltyList = (p: CallPayload<'acsLoyaltyList'>, o?: CallOptions): A<ProReportAcsLoyaltyListResult> =>
  invoke('acsLoyaltyList', p, o);
export const listAcsType = (p: CallPayload<'listAcsType'>, o?: CallOptions): A<ProAcsTypeListAcsTypeResult> =>
  invoke('listAcsType', p, o);
export const credentialLoyalty = (
  p: CallPayload<'credentialLoyalty'>,
  o?: CallOptions,
): A<ProAcsCredentialLoyaltyResult> => invoke('credentialLoyalty', p, o);
/** action CODEEXTRACT is added by the client. */
export const codeExtract = (p: CallPayload<'codeExtract'>, o?: CallOptions): A<ProAcsCredentialCodeExtractResult> =>
  invoke('codeExtract', p, o);
export const codeFeedback = (p: CallPayload<'codeFeedback'>, o?: CallOptions): A<ProAcsCredentialCodeFeedbackResult> =>
  invoke('codeFeedback', p, o);
export const promotionTopup = (p: CallPayload<'promotionTopup'>, o?: CallOptions): A<ProPromotionTopupResult> =>
  invoke('promotionTopup', p, o);
export const walletJoin = (p: CallPayload<'walletJoin'>, o?: CallOptions): A<ApiWalletJoinResult> =>
  invoke('walletJoin', p, o);
