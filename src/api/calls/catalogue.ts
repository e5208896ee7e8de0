// Catalogue, ticket, voucher and venue-info calls (spec 7). Shapes the spec does not show are loose.
import { invoke } from '../invoke';
import type {
  ApiGiftcardProductsResult,
  ApiInvitationMineResult,
  ApiTicketBookingSummaryResult,
  ProAcsCfgGetEntitiesResult,
  ProAcsTimezoneActionResult,
  ProReportVoucherPoolListResult,
  ProTicketPoolListViewTicketPoolResult,
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
export const shopCatalogue = (p: { shop: string; lang?: string }, o?: CallOptions): A<unknown> =>
  invoke('shopCatalogue', p, o);
export const pluTagsList = (p: SitePayload, o?: CallOptions): A<PluTagsResult> => invoke('pluTagsList', p, o);
export const lotFilesList = (p: SitePayload, o?: CallOptions): A<unknown[]> => invoke('lotFilesList', p, o);
export const proLotInfoList = (p: LotInfoPayload, o?: CallOptions): A<LotInfoEntry[]> => invoke('proLotInfoList', p, o);
export const lotInfoList = (p: Pick<LotInfoPayload, 'siteId' | 'infoCode'>, o?: CallOptions): A<LotInfoEntry[]> =>
  invoke('lotInfoList', p, o);
export const loadTicketPool = (p: L, o?: CallOptions): A<unknown> => invoke('loadTicketPool', p, o);
export const listViewTicketPool = (p: L, o?: CallOptions): A<ProTicketPoolListViewTicketPoolResult> =>
  invoke('listViewTicketPool', p, o);
export const bookingSummary = (p: L, o?: CallOptions): A<ApiTicketBookingSummaryResult> =>
  invoke('bookingSummary', p, o);
export const bookingEntity = (p: L, o?: CallOptions): A<unknown> => invoke('bookingEntity', p, o);
export const getEntities = (p: L, o?: CallOptions): A<ProAcsCfgGetEntitiesResult> => invoke('getEntities', p, o);
export const voucherPoolList = (p: L, o?: CallOptions): A<ProReportVoucherPoolListResult> =>
  invoke('voucherPoolList', p, o);
export const voucherCollect = (p: L, o?: CallOptions): A<unknown> => invoke('voucherCollect', p, o);
export const voucherMessage = (p: L, o?: CallOptions): A<unknown> => invoke('voucherMessage', p, o);
export const voucherVerify = (p: L, o?: CallOptions): A<unknown> => invoke('voucherVerify', p, o);
export const couponLink = (p: L, o?: CallOptions): A<unknown> => invoke('couponLink', p, o);
export const couponReceipt = (p: L, o?: CallOptions): A<unknown> => invoke('couponReceipt', p, o);
export const giftCardProducts = (p: L, o?: CallOptions): A<ApiGiftcardProductsResult> =>
  invoke('giftCardProducts', p, o);
export const giftCardBuy = (p: L, o?: CallOptions): A<unknown> => invoke('giftCardBuy', p, o);
export const giftCardPurchase = (p: L, o?: CallOptions): A<unknown> => invoke('giftCardPurchase', p, o);
export const invitationMine = (p: L, o?: CallOptions): A<ApiInvitationMineResult> => invoke('invitationMine', p, o);
export const invitationInfo = (p: L, o?: CallOptions): A<unknown> => invoke('invitationInfo', p, o);
export const invitationAccept = (p: L, o?: CallOptions): A<unknown> => invoke('invitationAccept', p, o);
/** action SET is added unless the payload names another (the roster list uses the same call). */
export const timezoneAction = (p: L, o?: CallOptions): A<ProAcsTimezoneActionResult> => invoke('timezoneAction', p, o);
export const qrcodeGen = (p: L, o?: CallOptions): A<QrcodeGenResult> => invoke('qrcodeGen', p, o);
export const qrcodeGenPlain = (p: L, o?: CallOptions): A<unknown> => invoke('qrcodeGenPlain', p, o);
export const eventInBatch = (p: { events: unknown[]; [k: string]: unknown }, o?: CallOptions): A<unknown> =>
  invoke('eventInBatch', p, o);
