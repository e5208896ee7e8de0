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
import type { ApiAnswer, CallOptions, LoosePayload } from '../types';

export interface SitePayload {
  siteId: string;
  [k: string]: unknown;
}
export interface LotInfoPayload {
  siteId: string;
  infoCode: string;
  infoPage?: number;
  infoType?: string | number;
  /** The shop id of the path; the reference server also finds the venue by it. */
  shop?: string;
  [k: string]: unknown;
}
export interface LotInfoEntry {
  infoCode?: string;
  infoHead?: string;
  infoBody?: string;
  [k: string]: unknown;
}
/** The plu tags answer: result holds the tags joined by '~' (or a list of such strings). */
export type PluTagsResult = string | string[];

type A<R> = Promise<ApiAnswer<R>>;
type L = LoosePayload;

/** Not in spec 7: the whole catalogue of a shop (see src/features/ordering/catalogue.ts for its shape). */
export const shopCatalogue = (p: { shop: string; lang?: string }, o?: CallOptions): A<ApiShopCatalogueResult> =>
  invoke('shopCatalogue', p, o);
export const pluTagsList = (p: SitePayload, o?: CallOptions): A<PluTagsResult> => invoke('pluTagsList', p, o);
export const lotFilesList = (p: SitePayload, o?: CallOptions): A<unknown[]> => invoke('lotFilesList', p, o);
export const proLotInfoList = (p: LotInfoPayload, o?: CallOptions): A<LotInfoEntry[]> => invoke('proLotInfoList', p, o);
export const lotInfoList = (p: Pick<LotInfoPayload, 'siteId' | 'infoCode'>, o?: CallOptions): A<LotInfoEntry[]> =>
  invoke('lotInfoList', p, o);
export const loadTicketPool = (p: L, o?: CallOptions): A<ProTicketLoadTicketPoolResult> =>
  invoke('loadTicketPool', p, o);
export const listViewTicketPool = (p: L, o?: CallOptions): A<ProTicketPoolListViewTicketPoolResult> =>
  invoke('listViewTicketPool', p, o);
export const bookingSummary = (p: L, o?: CallOptions): A<ApiTicketBookingSummaryResult> =>
  invoke('bookingSummary', p, o);
export const bookingEntity = (p: L, o?: CallOptions): A<ProAcsBookingEntityResult> => invoke('bookingEntity', p, o);
export const getEntities = (p: L, o?: CallOptions): A<ProAcsCfgGetEntitiesResult> => invoke('getEntities', p, o);
export const voucherPoolList = (p: L, o?: CallOptions): A<ProReportVoucherPoolListResult> =>
  invoke('voucherPoolList', p, o);
export const voucherCollect = (p: L, o?: CallOptions): A<ProVoucherCollectResult> => invoke('voucherCollect', p, o);
export const voucherMessage = (p: L, o?: CallOptions): A<ProVoucherMessageResult> => invoke('voucherMessage', p, o);
export const voucherVerify = (p: L, o?: CallOptions): A<ApiVoucherVerifyResult> => invoke('voucherVerify', p, o);
export const couponLink = (p: L, o?: CallOptions): A<ApiCouponLinkResult> => invoke('couponLink', p, o);
export const couponReceipt = (p: L, o?: CallOptions): A<ApiCouponReceiptResult> => invoke('couponReceipt', p, o);
export const giftCardProducts = (p: L, o?: CallOptions): A<ApiGiftcardProductsResult> =>
  invoke('giftCardProducts', p, o);
export const giftCardBuy = (p: L, o?: CallOptions): A<ApiGiftcardBuyResult> => invoke('giftCardBuy', p, o);
export const giftCardPurchase = (p: L, o?: CallOptions): A<ApiGiftcardPurchaseResult> =>
  invoke('giftCardPurchase', p, o);
export const invitationMine = (p: L, o?: CallOptions): A<ApiInvitationMineResult> => invoke('invitationMine', p, o);
export const invitationInfo = (p: L, o?: CallOptions): A<ApiInvitationInfoResult> => invoke('invitationInfo', p, o);
export const invitationAccept = (p: L, o?: CallOptions): A<ApiInvitationAcceptResult> =>
  invoke('invitationAccept', p, o);
/** action SET is added unless the payload names another (the roster list uses the same call). */
export const timezoneAction = (p: L, o?: CallOptions): A<ProAcsTimezoneActionResult> => invoke('timezoneAction', p, o);
export const qrcodeGen = (p: L, o?: CallOptions): A<QrcodeGenResult> => invoke('qrcodeGen', p, o);
export const qrcodeGenPlain = (p: L, o?: CallOptions): A<QrcodeGenResult> => invoke('qrcodeGenPlain', p, o);
export const eventInBatch = (
  p: { events: unknown[]; [k: string]: unknown },
  o?: CallOptions,
): A<ApiSyncEventInBatchResult> => invoke('eventInBatch', p, o);
