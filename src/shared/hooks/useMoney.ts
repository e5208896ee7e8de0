// Every screen that shows a price formats it with the venue's money symbol.
import { useCallback } from 'react';
import { useSnapshot } from 'valtio';
import { formatCents } from '../../domain';
import { venue } from '../../state/stores';

/** Formats cents with the venue's money symbol. */
export function useMoney(): (cents: number) => string {
  const { settings } = useSnapshot(venue);
  const symbol = settings.moneySymbol;
  return useCallback((c: number) => formatCents(Math.round(Number(c) || 0), symbol), [symbol]);
}
