// The wallet's reads on the data layer (useCall, swr): the passes, one card's statement, the venue's
// top-up promotions. Writes revalidate the passes through refreshPasses.
import { mutate } from 'swr';
import { callKey, useCall } from '../../api/hooks';
import { loadPasses, loadStatement, loadTopupPromotions, type Purse } from './api';

const PASSES = {};

export const usePasses = () => useCall('loadUserValuePass', PASSES, { read: () => loadPasses() });

/** Reads the passes again (after a top-up, a PIN change, a removal or a new name). */
export const refreshPasses = () => mutate(callKey('loadUserValuePass', PASSES));

export const useStatement = (cardNum: string | null, purse: Purse, pageSize: number) =>
  useCall('acsLoyaltyList', cardNum ? { cardNum, purse, pageSize } : null, { read: (p) => loadStatement(p.cardNum, p.purse, 1, p.pageSize), keepPreviousData: true });

export const useTopupPromotions = (shop: string | null) =>
  useCall('promotionTopup', shop ? { shop } : null, { read: (p) => loadTopupPromotions(p.shop) });
