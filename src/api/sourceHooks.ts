// The named sources (src/api/sources.ts) as swr hooks: useSource and one hook per source. Apart from
// hooks.ts (useCall), so a page that reads only through useCall does not download the sources table
// and the call functions it names.
import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import { readSource, type SourceAnswer, type SourceName } from './sources';
import type { CallOptions } from './types';

type Params = Record<string, unknown> | null;
type Cfg = SWRConfiguration & { quiet?: boolean };

/** The generic hook: any named source, answered as its call's typed answer. */
export function useSource<N extends SourceName>(
  name: N,
  params: Params = {},
  config: Cfg = {},
): SWRResponse<SourceAnswer<N>> {
  const { quiet = true, ...swr } = config;
  const opts: CallOptions = { quiet };
  return useSWR(params ? [name, JSON.stringify(params)] : null, () => readSource(name, params ?? {}, opts), swr);
}

const noFocus: SWRConfiguration = { revalidateOnFocus: false };

export const useSpotConfig = (p: Params = {}, c?: Cfg) => useSource('spot.config', p, { ...noFocus, ...c });
export const useUserDetail = (p: { userId: string; deviceId: string } | null, c?: Cfg) =>
  useSource('user.detail', p, c);
export const useShopProfile = (p: Params = {}, c?: Cfg) => useSource('shop.profile', p, c);
export const useShopPayments = (p: Params = {}, c?: Cfg) => useSource('shop.payments', p, c);
export const useShopLanguages = (p: Params = {}, c?: Cfg) => useSource('shop.languages', p, c);
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
export const useLotInfo = (p: Params, c?: Cfg) => useSource('lot.info', p, c);
export const useLotFiles = (p: Params, c?: Cfg) => useSource('lot.files', p, c);
export const usePluTags = (p: Params, c?: Cfg) => useSource('plu.tags', p, c);
export const usePlaylist = (p: Params, c?: Cfg) => useSource('playlist', p, c);
export const useTicketPool = (p: Params, c?: Cfg) => useSource('ticket.pool', p, c);
export const useTicketPoolView = (p: Params, c?: Cfg) => useSource('ticket.poolView', p, c);
export const useBookingSummary = (p: Params, c?: Cfg) => useSource('ticket.bookingSummary', p, c);
export const useEntities = (p: Params, c?: Cfg) => useSource('booking.entities', p, c);
export const useVoucherPool = (p: Params, c?: Cfg) => useSource('voucher.pool', p, c);
export const useMemberPoints = (p: Params, c?: Cfg) => useSource('member.points', p, c);
export const useWallet = (p: Params, c?: Cfg) => useSource('wallet.cards', p, c);
export const useValuePass = (p: Params, c?: Cfg) => useSource('wallet.valuePass', p, c);
export const useLoyaltyReport = (p: Params, c?: Cfg) => useSource('wallet.loyaltyReport', p, c);
export const useCardTypes = (p: Params, c?: Cfg) => useSource('wallet.cardTypes', p, c);
export const useOrderTracking = (p: Params, c?: Cfg) => useSource('order.tracking', p, c);
