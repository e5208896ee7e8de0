// Catalogue, ticket, voucher and venue-info calls (spec 7). Shapes the spec does not show are loose.
import { invoke } from '../invoke';
import type {
  ApiCouponLinkResult,
  ApiCouponReceiptResult,
  ApiGiftcardBuyResult,
  ApiGiftcardProductsResult,
  ApiGiftcardPurchaseResult,
  ApiInvitationAcceptResult,
  ApiInvitationInfoResult,
  ApiInvitationMineResult,
  ApiShopCatalogueResult,
  ApiSyncEventInBatchResult,
  ApiTicketBookingSummaryResult,
  ApiVoucherVerifyResult,
  ProAcsBookingEntityResult,
  ProAcsCfgGetEntitiesResult,
  ProAcsTimezoneActionResult,
  ProReportVoucherPoolListResult,
  ProTicketLoadTicketPoolResult,
  ProTicketPoolListViewTicketPoolResult,
  ProVoucherCollectResult,
  ProVoucherMessageResult,
  QrcodeGenResult,
} from '../../generated/calls';
import type { CallPayload } from '../callAnswer';
import type { ApiAnswer, CallOptions } from '../types';

export interface LotInfoEntry {
  infoCode?: string;
  infoHead?: string;
  infoBody?: string;
  [k: string]: unknown;
}
/** The plu tags answer: result holds the tags joined by '~' (or a list of such strings). */
export type PluTagsResult = string | string[];

type A<R> = Promise<ApiAnswer<R>>;

/** Not in spec 7: the whole catalogue of a shop (see src/features/ordering/catalogue.ts for its shape). */
export const shopCatalogue = (p: CallPayload<'shopCatalogue'>, o?: CallOptions): A<ApiShopCatalogueResult> =>
  invoke('shopCatalogue', p, o);
export const pluTagsList = (p: CallPayload<'pluTagsList'>, o?: CallOptions): A<PluTagsResult> =>
  invoke('pluTagsList', p, o);
export const lotFilesList = (p: CallPayload<'lotFilesList'>, o?: CallOptions): A<unknown[]> =>
  invoke('lotFilesList', p, o);
export const proLotInfoList = (p: CallPayload<'proLotInfoList'>, o?: CallOptions): A<LotInfoEntry[]> =>
  invoke('proLotInfoList', p, o);
export const lotInfoList = (p: CallPayload<'lotInfoList'>, o?: CallOptions): A<LotInfoEntry[]> =>
  invoke('lotInfoList', p, o);
export const loadTicketPool = (p: CallPayload<'loadTicketPool'>, o?: CallOptions): A<ProTicketLoadTicketPoolResult> =>
  invoke('loadTicketPool', p, o);
export const listViewTicketPool = (
  p: CallPayload<'listViewTicketPool'>,
  o?: CallOptions,
): A<ProTicketPoolListViewTicketPoolResult> => invoke('listViewTicketPool', p, o);
export const bookingSummary = (p: CallPayload<'bookingSummary'>, o?: CallOptions): A<ApiTicketBookingSummaryResult> =>
  invoke('bookingSummary', p, o);
export const bookingEntity = (p: CallPayload<'bookingEntity'>, o?: CallOptions): A<ProAcsBookingEntityResult> =>
  invoke('bookingEntity', p, o);
export const getEntities = (p: CallPayload<'getEntities'>, o?: CallOptions): A<ProAcsCfgGetEntitiesResult> =>
  invoke('getEntities', p, o);
export const voucherPoolList = (
  p: CallPayload<'voucherPoolList'>,
  o?: CallOptions,
): A<ProReportVoucherPoolListResult> => invoke('voucherPoolList', p, o);
export const voucherCollect = (p: CallPayload<'voucherCollect'>, o?: CallOptions): A<ProVoucherCollectResult> =>
  invoke('voucherCollect', p, o);
export const voucherMessage = (p: CallPayload<'voucherMessage'>, o?: CallOptions): A<ProVoucherMessageResult> =>
  invoke('voucherMessage', p, o);
export const voucherVerify = (p: CallPayload<'voucherVerify'>, o?: CallOptions): A<ApiVoucherVerifyResult> =>
  invoke('voucherVerify', p, o);
export const couponLink = (p: CallPayload<'couponLink'>, o?: CallOptions): A<ApiCouponLinkResult> =>
  invoke('couponLink', p, o);
export const couponReceipt = (p: CallPayload<'couponReceipt'>, o?: CallOptions): A<ApiCouponReceiptResult> =>
  invoke('couponReceipt', p, o);
export const giftCardProducts = (p: CallPayload<'giftCardProducts'>, o?: CallOptions): A<ApiGiftcardProductsResult> =>
  invoke('giftCardProducts', p, o);
export const giftCardBuy = (p: CallPayload<'giftCardBuy'>, o?: CallOptions): A<ApiGiftcardBuyResult> =>
  invoke('giftCardBuy', p, o);
export const giftCardPurchase = (p: CallPayload<'giftCardPurchase'>, o?: CallOptions): A<ApiGiftcardPurchaseResult> =>
  invoke('giftCardPurchase', p, o);
export const invitationMine = (p: CallPayload<'invitationMine'>, o?: CallOptions): A<ApiInvitationMineResult> =>
  invoke('invitationMine', p, o);
export const invitationInfo = (p: CallPayload<'invitationInfo'>, o?: CallOptions): A<ApiInvitationInfoResult> =>
  invoke('invitationInfo', p, o);
export const invitationAccept = (p: CallPayload<'invitationAccept'>, o?: CallOptions): A<ApiInvitationAcceptResult> =>
  invoke('invitationAccept', p, o);
/** action SET is added unless the payload names another (the roster list uses the same call). */
export const timezoneAction = (p: CallPayload<'timezoneAction'>, o?: CallOptions): A<ProAcsTimezoneActionResult> =>
  invoke('timezoneAction', p, o);
export const qrcodeGen = (p: CallPayload<'qrcodeGen'>, o?: CallOptions): A<QrcodeGenResult> =>
  invoke('qrcodeGen', p, o);
export const qrcodeGenPlain = (p: CallPayload<'qrcodeGenPlain'>, o?: CallOptions): A<QrcodeGenResult> =>
  invoke('qrcodeGenPlain', p, o);
export const eventInBatch = (p: CallPayload<'eventInBatch'>, o?: CallOptions): A<ApiSyncEventInBatchResult> =>
  invoke('eventInBatch', p, o);
