// The top-up under way (this tab only): its transaction, the idempotency key of the request that
// started it and the wallet screen to come back to from the top-up success screen.
import { readStored, removeStored, writeStored } from '../../shared/storage';

export interface PendingTopup {
  transactionId: string;
  cardNum: string;
  /** The wallet screen the top-up started from ('/shop/demo-cafe/mywallet'). */
  returnTo: string;
}

export function savePendingTopup(t: PendingTopup): void {
  writeStored('walletTopup', t);
}

/** The pending top-up, when it is this transaction's. */
export function readPendingTopup(transactionId: string): PendingTopup | null {
  const t = readStored('walletTopup') as PendingTopup | null;
  return t && t.transactionId === transactionId && typeof t.returnTo === 'string' && t.returnTo.startsWith('/')
    ? t
    : null;
}

export function clearPendingTopup(): void {
  removeStored('walletTopup');
}
