// The named sources (src/api/sources.ts) as swr hooks: useSource and one hook per source. Apart from
// hooks.ts (useCall), so a page that reads only through useCall does not download the sources table
// and the call functions it names.
import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import { readSource, type SourceName } from './sources';
import type { ApiAnswer, CallOptions } from './types';
import type { UserDetail } from './calls/account';
import type { MemberPointSettings, WalletAnswer } from './calls/wallet';
import type { LotInfoEntry, PluTagsResult } from './calls/catalogue';
import type { PaymentEntry, PlaylistAnswer, SpotConfigResult } from './calls/config';

type Params = Record<string, unknown> | null;
type Cfg = SWRConfiguration & { quiet?: boolean };

/** The generic hook: any named source. */
export function useSource<T = ApiAnswer>(name: SourceName, params: Params = {}, config: Cfg = {}): SWRResponse<T> {
  const { quiet = true, ...swr } = config;
  const opts: CallOptions = { quiet };
  return useSWR<T>(
    params ? [name, JSON.stringify(params)] : null,
    () => readSource(name, params ?? {}, opts) as Promise<T>,
    swr,
  );
}

const noFocus: SWRConfiguration = { revalidateOnFocus: false };

export const useSpotConfig = (p: Params = {}, c?: Cfg) =>
  useSource<ApiAnswer<SpotConfigResult>>('spot.config', p, { ...noFocus, ...c });
export const useUserDetail = (p: { userId: string; deviceId: string } | null, c?: Cfg) =>
  useSource<ApiAnswer<UserDetail>>('user.detail', p, c);
export const useShopProfile = (p: Params = {}, c?: Cfg) =>
  useSource<ApiAnswer<Record<string, unknown>>>('shop.profile', p, c);
export const useShopPayments = (p: Params = {}, c?: Cfg) => useSource<ApiAnswer<PaymentEntry[]>>('shop.payments', p, c);
export const useShopLanguages = (p: Params = {}, c?: Cfg) => useSource<ApiAnswer<string[]>>('shop.languages', p, c);
export const useShopTabName = (p: Params = {}, c?: Cfg) => useSource('shop.tabName', p, c);
/** The service number advances on every call: no revalidation, one request per mount. */
export const useShopServiceNo = (p: Params = {}, c?: Cfg) =>
  useSource('shop.serviceNo', p, {
    revalidateOnFocus: false,
    revalidateIfStale: false,
    revalidateOnReconnect: false,
    ...c,
  });
export const useLotOpenClose = (p: Params, c?: Cfg) => useSource('lot.openClose', p, c);
export const useLotInfo = (p: Params, c?: Cfg) => useSource<ApiAnswer<LotInfoEntry[]>>('lot.info', p, c);
export const useLotFiles = (p: Params, c?: Cfg) => useSource('lot.files', p, c);
export const usePluTags = (p: Params, c?: Cfg) => useSource<ApiAnswer<PluTagsResult>>('plu.tags', p, c);
export const usePlaylist = (p: Params, c?: Cfg) => useSource<PlaylistAnswer>('playlist', p, c);
export const useTicketPool = (p: Params, c?: Cfg) => useSource('ticket.pool', p, c);
export const useTicketPoolView = (p: Params, c?: Cfg) => useSource('ticket.poolView', p, c);
export const useBookingSummary = (p: Params, c?: Cfg) => useSource('ticket.bookingSummary', p, c);
export const useEntities = (p: Params, c?: Cfg) => useSource('booking.entities', p, c);
export const useVoucherPool = (p: Params, c?: Cfg) => useSource('voucher.pool', p, c);
export const useMemberPoints = (p: Params, c?: Cfg) => useSource<ApiAnswer<MemberPointSettings>>('member.points', p, c);
export const useWallet = (p: Params, c?: Cfg) => useSource<WalletAnswer>('wallet.cards', p, c);
export const useValuePass = (p: Params, c?: Cfg) => useSource('wallet.valuePass', p, c);
export const useLoyaltyReport = (p: Params, c?: Cfg) => useSource('wallet.loyaltyReport', p, c);
export const useCardTypes = (p: Params, c?: Cfg) => useSource('wallet.cardTypes', p, c);
export const useOrderTracking = (p: Params, c?: Cfg) => useSource('order.tracking', p, c);
