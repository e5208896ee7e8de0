// Configuration and trading-hour calls (spec 7, "Configuration and trading hours").
import { customerCallSpec, invoke } from '../invoke';
import type {
  ApiLotLotOpenCloseResult,
  ApiShopServicenoV1Result,
  ApiShopTabNameResult,
  PlayListItem,
  PlayListScreen,
  ProLotOpenCloseResult,
} from '../../generated/calls';
import { request, requestUrl } from '../transport';
import type { ApiAnswer, CallOptions, LoosePayload } from '../types';
import type { CallAnswer } from '../callAnswer';

/** The venue configuration: settings and licence data (spec 3). */
export interface SpotConfigResult {
  settings?: Record<string, unknown>;
  licence?: Record<string, unknown>;
  [k: string]: unknown;
}
export interface OpenClosePayload {
  siteId: string;
  ordLot: string;
  date: string;
  currentTime: string;
  spotId: string;
  [k: string]: unknown;
}
/** Open: success true or resultcode 1; map.rtn and map.disp_msg explain a refusal (both paths answer one contract). */
export type OpenCloseAnswer = ApiAnswer<ProLotOpenCloseResult | ApiLotLotOpenCloseResult>;
/** One screen of the signage play-list and its files, as the call's contract types them. */
export type { PlayListItem, PlayListScreen };
/** The play-list answer: its screens, and the map's version (changes when the venue's configuration does). */
export type PlaylistAnswer = CallAnswer<'loadPlaylist'>;
export interface PaymentEntry {
  name: string;
  imageUrl?: string;
  payment: string;
  code: string | number;
  visible?: boolean | number;
  surcharge?: number;
  surchargeType?: string | number;
  rate?: number;
  [k: string]: unknown;
}

type A<R> = Promise<ApiAnswer<R>>;
type L = LoosePayload;

export const spotConfig = (p: L, o?: CallOptions) => invoke('spotConfig', p, o);
export const legacyLotOpenClose = (p: OpenClosePayload, o?: CallOptions): Promise<OpenCloseAnswer> =>
  invoke('legacyLotOpenClose', p, o);
/** Servers older than the configured version answer only the legacy path: pass legacy: true. */
export const lotOpenClose = (p: OpenClosePayload, o?: CallOptions & { legacy?: boolean }): Promise<OpenCloseAnswer> =>
  invoke(o?.legacy ? 'legacyLotOpenClose' : 'lotOpenClose', p, o);
export const shopProfile = (p: L = {}, o?: CallOptions) => invoke('shopProfile', p, o);
export const shopTabName = (p: L = {}, o?: CallOptions): A<ApiShopTabNameResult> => invoke('shopTabName', p, o);
export const shopPayments = (p: L = {}, o?: CallOptions) => invoke('shopPayments', p, o);
export const shopLanguages = (p: L = {}, o?: CallOptions): A<string[]> => invoke('shopLanguages', p, o);
export const shopServiceNo = (p: L = {}, o?: CallOptions): A<ApiShopServicenoV1Result> => invoke('shopServiceNo', p, o);
/** What an administrator may change of a venue's stored configuration (settings and licence are merged). */
export interface VenueConfigChange {
  shop: string;
  settings?: Record<string, unknown>;
  licence?: Record<string, unknown>;
  hours?: { tz: string; week: Record<string, [string, string][]>; closedDates?: string[]; closedMessage?: string };
  [k: string]: unknown;
}
/** Admin of the venue only: changes its stored configuration (what its screens are on the next load). */
export const venueConfigUpdate = (p: VenueConfigChange, o?: CallOptions) => invoke('venueConfigUpdate', p, o);
export const loadPlaylist = (p: L, o?: CallOptions): Promise<PlaylistAnswer> => invoke('loadPlaylist', p, o);

/** The address of a play-list resource, for a media element's src. */
export function resourceUrl(name: string, o?: CallOptions): string {
  return requestUrl(customerCallSpec('downloadResource'), { name }, o);
}
/** Downloads a play-list resource by name; resolves with its bytes. */
export function downloadResource(p: { name: string }, o?: CallOptions): Promise<Blob> {
  return request(customerCallSpec('downloadResource'), p, o, 'blob');
}
