// Configuration and trading-hour calls (spec 7, "Configuration and trading hours").
import { customerCallSpec, invoke } from '../invoke';
import type {
  ApiLotLotOpenCloseResult,
  PlayListItem,
  PlayListScreen,
  ProLotOpenCloseResult,
} from '../../generated/calls';
import { request, requestUrl } from '../transport';
import type { ApiAnswer, CallOptions } from '../types';
import type { CallAnswer, CallerPayload, CallPayload, VenuePayload } from '../callAnswer';

/** The trading-hour check's payload (both paths take one contract): the venue, and the visitor's date, time and language. */
export type OpenClosePayload = CallerPayload<'lotOpenClose'>;
/** Open: success true or resultcode 1; map.rtn and map.disp_msg explain a refusal (both paths answer one contract). */
export type OpenCloseAnswer = ApiAnswer<ProLotOpenCloseResult | ApiLotLotOpenCloseResult>;
/** One screen of the signage play-list and its files, as the call's contract types them. */
export type { PlayListItem, PlayListScreen };
/** The play-list answer: its screens, and the map's version (changes when the venue's configuration does). */
export type PlaylistAnswer = CallAnswer<'loadPlaylist'>;

export const spotConfig = (p: CallerPayload<'spotConfig'>, o?: CallOptions) => invoke('spotConfig', p, o);
export const legacyLotOpenClose = (p: OpenClosePayload, o?: CallOptions): Promise<OpenCloseAnswer> =>
  invoke('legacyLotOpenClose', p, o);
/** Servers older than the configured version answer only the legacy path: pass legacy: true. */
export const lotOpenClose = (p: OpenClosePayload, o?: CallOptions & { legacy?: boolean }): Promise<OpenCloseAnswer> =>
  invoke(o?.legacy ? 'legacyLotOpenClose' : 'lotOpenClose', p, o);
export const shopProfile = (p: CallerPayload<'shopProfile'> = {}, o?: CallOptions) => invoke('shopProfile', p, o);
export const shopTabName = (p: CallerPayload<'shopTabName'> = {}, o?: CallOptions) => invoke('shopTabName', p, o);
export const shopPayments = (p: CallerPayload<'shopPayments'> = {}, o?: CallOptions) => invoke('shopPayments', p, o);
export const shopLanguages = (p: CallerPayload<'shopLanguages'> = {}, o?: CallOptions) => invoke('shopLanguages', p, o);
export const shopServiceNo = (p: CallerPayload<'shopServiceNo'> = {}, o?: CallOptions) => invoke('shopServiceNo', p, o);
/**
 * Admin of the venue only: changes its stored configuration (what its screens are on the next load);
 * settings and licence are merged. The parts are the venue document's (schemas/venue-config.schema.json).
 */
export const venueConfigUpdate = (p: VenuePayload<'venueConfigUpdate'>, o?: CallOptions) =>
  invoke('venueConfigUpdate', p, o);
export const loadPlaylist = (p: CallerPayload<'loadPlaylist'>, o?: CallOptions): Promise<PlaylistAnswer> =>
  invoke('loadPlaylist', p, o);

/** The address of a play-list resource, for a media element's src. */
export function resourceUrl(name: string, o?: CallOptions): string {
  return requestUrl(customerCallSpec('downloadResource'), { name }, o);
}
/** Downloads a play-list resource by name; resolves with its bytes. */
export function downloadResource(p: CallPayload<'downloadResource'>, o?: CallOptions): Promise<Blob> {
  return request(customerCallSpec('downloadResource'), p, o, 'blob');
}
