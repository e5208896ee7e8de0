// The wallet's reads on the data layer (useCall, swr): the passes, one card's statement, the venue's
// top-up promotions. Writes revalidate the passes through refreshPasses.
import { useSWRConfig } from 'swr';
import { callKey, useCall } from '../../api/hooks';
import { loadPasses, loadStatement, loadTopup, loadTopupPromotions, type Purse } from './api';

const PASSES = {};

export const usePasses = () => useCall('loadUserValuePass', PASSES, { read: () => loadPasses() });

/** Reads the passes again (after a top-up, a PIN change, a removal or a new name), in this screen's data cache. */
export function useRefreshPasses(): () => Promise<unknown> {
  const { mutate } = useSWRConfig();
  return () => mutate(callKey('loadUserValuePass', PASSES));
}

export const useStatement = (cardNum: string | null, purse: Purse, pageSize: number) =>
  useCall('acsLoyaltyList', cardNum ? { cardNum, purse, pageSize } : null, {
    read: (p) => loadStatement(p.cardNum, p.purse, 1, p.pageSize),
    keepPreviousData: true,
  });

export const useTopupPromotions = (shop: string | null) =>
  useCall('promotionTopup', shop ? { shop } : null, { read: (p) => loadTopupPromotions(p.shop) });

/** A top-up's state; read again each second (at most 15 times) while an approved payment is not yet paid. */
export const useTopup = (transactionId: string | null, expectPaid: boolean) =>
  useCall('orderBill', transactionId ? { transactionId } : null, {
    read: (p) => loadTopup(p.transactionId),
    refreshInterval: (d) => (expectPaid && d && !d.paid ? 1000 : 0),
    maxReads: 15,
  });
