// React helpers of the pay-only screens: the bill of a transaction with its loading / not found /
// error states, and money in the bill's venue currency (the general routes have no venue loaded).
import { useCallback, useEffect, useState } from 'react';
import { formatCents } from '../domain';
import { OrderRefused } from './api';
import { loadBill, type Bill } from './payonly';

export type BillState =
  | { phase: 'loading'; bill: null }
  | { phase: 'ready'; bill: Bill }
  | { phase: 'missing'; bill: null }
  | { phase: 'error'; bill: null };

/** Loads the bill of `txn`; `reload` reads it again (after a payment, a retry, a re-send). */
export function useBill(txn: string | undefined): BillState & { reload: () => void } {
  const [state, setState] = useState<BillState>(txn ? { phase: 'loading', bill: null } : { phase: 'missing', bill: null });
  const [version, setVersion] = useState(0);
  useEffect(() => {
    if (!txn) {
      setState({ phase: 'missing', bill: null });
      return;
    }
    let live = true;
    loadBill(txn).then(
      (bill) => live && setState({ phase: 'ready', bill }),
      (e) => live && setState(e instanceof OrderRefused && e.code === 'notFound' ? { phase: 'missing', bill: null } : { phase: 'error', bill: null }),
    );
    return () => { live = false; };
  }, [txn, version]);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { ...state, reload };
}

/** Formats cents with the bill's venue symbol. */
export function billMoney(bill: Pick<Bill, 'venue'> | null | undefined): (cents: number) => string {
  const symbol = bill?.venue?.moneySymbol || '$';
  return (c: number) => formatCents(Math.round(Number(c) || 0), symbol);
}
