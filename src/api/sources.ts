// Named read sources for screens' data blocks (contract DataSource.source, e.g. 'shop.payments').
// Each maps its params onto one read call of the table. The swr hooks (hooks.ts) and the engine's
// data layer both read through here. No React in this file.
import { accountDetail } from './calls/account';
import { getMemberPoints, listAcsType, acsLoyaltyList, loadUserValuePass, userWallet } from './calls/wallet';
import {
  bookingSummary,
  getEntities,
  listViewTicketPool,
  loadTicketPool,
  lotFilesList,
  lotInfoList,
  pluTagsList,
  proLotInfoList,
  voucherPoolList,
} from './calls/catalogue';
import {
  loadPlaylist,
  lotOpenClose,
  shopLanguages,
  shopPayments,
  shopProfile,
  shopServiceNo,
  shopTabName,
  spotConfig,
} from './calls/config';
import { orderTracking } from './calls/order';
import type { ApiAnswer, CallOptions } from './types';
import { storeIdentity } from './config';
import { transportHooks } from './context';

/** Any result a source may answer; each source's own is its call's generated answer type (SourceAnswer). */
type SourceResult = object | string | number | boolean | null;
// Params arrive from manifests as loose JSON; each call's function checks nothing more at runtime.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each call takes its own params type; `any` lets one Fetcher type hold them all
type Fetcher = (params: any, opts?: CallOptions) => Promise<ApiAnswer<SourceResult>>;

export const SOURCES = {
  'spot.config': spotConfig,
  'user.detail': accountDetail,
  'shop.profile': shopProfile,
  'shop.payments': shopPayments,
  'shop.languages': shopLanguages,
  'shop.tabName': shopTabName,
  'shop.serviceNo': shopServiceNo,
  'lot.openClose': lotOpenClose,
  'lot.info': proLotInfoList,
  'lot.infoBasic': lotInfoList,
  'lot.files': lotFilesList,
  'plu.tags': pluTagsList,
  playlist: loadPlaylist,
  'ticket.pool': loadTicketPool,
  'ticket.poolView': listViewTicketPool,
  'ticket.bookingSummary': bookingSummary,
  'booking.entities': getEntities,
  'voucher.pool': voucherPoolList,
  'member.points': getMemberPoints,
  'wallet.cards': userWallet,
  'wallet.valuePass': loadUserValuePass,
  'wallet.loyaltyReport': acsLoyaltyList,
  'wallet.cardTypes': listAcsType,
  'order.tracking': orderTracking,
} satisfies Record<string, Fetcher>;

export type SourceName = keyof typeof SOURCES;
/** The answer of a named source: its call function's typed answer. */
export type SourceAnswer<N extends SourceName> = Awaited<ReturnType<(typeof SOURCES)[N]>>;

export function isSourceName(name: string): name is SourceName {
  return Object.prototype.hasOwnProperty.call(SOURCES, name);
}

/** Sources that need the signed-in user: their user fields default from the stores. */
const USER_SOURCES: ReadonlySet<SourceName> = new Set([
  'user.detail',
  'wallet.cards',
  'wallet.valuePass',
  'wallet.loyaltyReport',
  'order.tracking',
]);

/**
 * The params a source is called with: the venue's siteId (and the user's id and device for user
 * sources, the spec's fixed paging for the wallet) unless the manifest gave them.
 */
export function sourceParams(name: SourceName, params: Record<string, unknown> = {}): Record<string, unknown> {
  const base: Record<string, unknown> = {};
  const siteId = storeIdentity().siteId;
  if (siteId) base.siteId = siteId;
  if (USER_SOURCES.has(name)) {
    const { userId, deviceId } = transportHooks().context();
    base.userId = userId;
    if (name === 'user.detail') base.deviceId = deviceId;
  }
  if (name === 'wallet.cards') Object.assign(base, { pageSize: 1, cardTypeRange: 'LOYALTY;', startRow: 0 });
  return { ...base, ...params };
}

/** Reads a named source. Reads are quiet unless asked otherwise (screens show their own skeletons). */
export function readSource<N extends SourceName>(
  name: N,
  params: Record<string, unknown> = {},
  opts: CallOptions = {},
): Promise<SourceAnswer<N>> {
  // One signature for the union of the sources' functions: the answer is the named source's own.
  const fetcher = SOURCES[name] as (params: Record<string, unknown>, opts: CallOptions) => Promise<SourceAnswer<N>>;
  return fetcher(sourceParams(name, params), { quiet: true, ...opts });
}
