// React helpers of the pay-only screens: the bill of a transaction with its loading / not found /
// error states, and money in the bill's venue currency (the general routes have no venue loaded).
import { useCallback } from 'react';
import { useCall, type UseCallOptions } from '../../../api/hooks';
import { formatCents } from '../../../domain';
import { orderRefusal } from '../api';
import { loadBill, type Bill } from '../payonly';

export type BillState =
  | { phase: 'loading'; bill: null }
  | { phase: 'ready'; bill: Bill }
  | { phase: 'missing'; bill: null }
  | { phase: 'error'; bill: null };

/** What a screen may ask of the bill's read: polling while it waits for something. */
export type BillPolling = Pick<UseCallOptions<{ transactionId: string }, Bill>, 'refreshInterval' | 'maxReads'>;

/**
 * The bill of `txn` (the orderBill call through the data layer); `reload` reads it again (after a
 * payment, a retry, a re-send); `reads` counts the reads so far (polling screens stop after some).
 */
export function useBill(
  txn: string | undefined,
  polling: BillPolling = {},
): BillState & { reload: () => void; reads: number } {
  const res = useCall('orderBill', txn ? { transactionId: txn } : null, {
    read: (p) => loadBill(p.transactionId),
    ...polling,
  });
  const { mutate } = res;
  const reload = useCallback(() => void mutate(), [mutate]);
  const e = res.error;
  const state: BillState = !txn
    ? { phase: 'missing', bill: null }
    : e
      ? orderRefusal(e)?.code === 'notFound'
        ? { phase: 'missing', bill: null }
        : { phase: 'error', bill: null }
      : res.data
        ? { phase: 'ready', bill: res.data }
        : { phase: 'loading', bill: null };
  return { ...state, reload, reads: res.reads };
}

/** Formats cents with the bill's venue symbol (a bill, or only its symbol when no bill is loaded). */
export function billMoney(
  bill: { venue: Pick<Bill['venue'], 'moneySymbol'> } | null | undefined,
): (cents: number) => string {
  const symbol = bill?.venue?.moneySymbol || '$';
  return (c: number) => formatCents(Math.round(Number(c) || 0), symbol);
}
