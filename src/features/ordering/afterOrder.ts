// The checkout extras (./extras) after the order call and back at checkout: kept for a payment's retry,
// brought back in the same attempt, or cleared for the next checkout. Apart from the extras themselves,
// which the venue's check (./feeCalc) sends before any order is placed. No React here.
import { app } from '../../state/stores';
import { readStored, removeStored, writeStored } from '../../shared/storage';
import { extras, type AppliedGiftCard } from './extras';

/**
 * After the order call: a final order (cash, paid by the cards) clears the extras; an order that waits
 * for a payment page or a PIN keeps them for its attempt (sessionStorage, this tab only), so a retry
 * after a cancelled payment sends the same order again and gets the same answer, not a conflict.
 */
export function afterOrder(
  idempotencyKey: string,
  order: { payUrl?: string; needsPin?: boolean; paid?: boolean },
  shop = app.shop,
): void {
  if (order.paid || (!order.payUrl && !order.needsPin)) {
    resetExtras();
    removeStored('checkoutExtras', shop);
    return;
  }
  writeStored(
    'checkoutExtras',
    { key: idempotencyKey, preorderTime: extras.preorderTime, giftCards: extras.giftCards },
    shop,
  );
}

/** Back at checkout in the same attempt (the payment was cancelled): the extras of that order again. */
export function restoreExtras(shop: string): void {
  const saved = readStored('checkoutExtras', shop) as {
    key: string;
    preorderTime: number | null;
    giftCards: AppliedGiftCard[];
  } | null;
  if (!saved) return;
  if (saved.key !== (readStored('checkoutAttempt', shop) as { key?: unknown } | null)?.key) {
    removeStored('checkoutExtras', shop); // that attempt is over (paid, or a new one began)
    return;
  }
  if (extras.preorderTime === null && !extras.giftCards.length) {
    extras.preorderTime = saved.preorderTime;
    extras.giftCards = Array.isArray(saved.giftCards) ? saved.giftCards : [];
    extras.giftKnown = false;
  }
}

/** The order was placed: the next checkout starts without a time or cards. */
export function resetExtras(): void {
  extras.preorderTime = null;
  extras.giftCards = [];
  extras.giftUsed = {};
  extras.giftTotal = 0;
  extras.giftKnown = true;
  extras.ticket = null;
  extras.memberToken = '';
}
