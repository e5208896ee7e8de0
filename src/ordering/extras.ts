// Checkout extras (issue 5): the pre-order time and the gift cards of the current checkout. The
// checkout components (CheckoutForm/PreorderTime, CheckoutForm/GiftCardsInput) write here; the order
// calls (ordering/api.ts) add extrasPayload() to feeCalc and the order, and hand the fee answer to
// noteFeeCalc so the gift card section shows what each card gives. No React here.
import { proxy } from 'valtio/vanilla';
import { signedPost } from '../api/transport';
import { ApiError } from '../api/errors';
import { app } from '../state/stores';

export interface AppliedGiftCard {
  cardNum: string;
  /** Kept in memory only for this checkout (never stored): the server checks it again with the order. */
  code: string;
  balanceCents: number;
}

export const extras = proxy({
  /** 'asap' or the chosen time (ms). */
  preorderTime: null as number | null,
  giftCards: [] as AppliedGiftCard[],
  /** From the venue's last fee answer: what each card gives (cents) and in total. */
  giftUsed: {} as Record<string, number>,
  giftTotal: 0,
  /** The venue's answer covered these cards (false while a new card waits for the next answer). */
  giftKnown: true,
});

/** The extras' fields of feeCalc and the order call. */
export function extrasPayload(): { preorderTime?: number; giftCards?: { cardNum: string; code: string; amountCents: number }[] } {
  const out: ReturnType<typeof extrasPayload> = {};
  if (extras.preorderTime !== null) out.preorderTime = extras.preorderTime;
  if (extras.giftCards.length) out.giftCards = extras.giftCards.map((g) => ({ cardNum: g.cardNum, code: g.code, amountCents: g.balanceCents }));
  return out;
}

/** Reads what the venue's fee answer took from each card (cart.giftCards, cart.giftCardAmount). */
export function noteFeeCalc(cart: { giftCards?: unknown; giftCardAmount?: unknown } | undefined): void {
  const list = Array.isArray(cart?.giftCards) ? (cart!.giftCards as { cardNum?: string; amount?: number }[]) : [];
  extras.giftUsed = Object.fromEntries(list.map((g) => [String(g.cardNum), Number(g.amount) || 0]));
  extras.giftTotal = Number(cart?.giftCardAmount) || 0;
  extras.giftKnown = true;
}

const SAVED = 'checkoutExtras:';
const KEY_PREFIX = 'checkoutKey:'; // the checkout attempt's idempotency key (ordering/checkout.ts)

/**
 * After the order call: a final order (cash, paid by the cards) clears the extras; an order that waits
 * for a payment page or a PIN keeps them for its attempt (sessionStorage, this tab only), so a retry
 * after a cancelled payment sends the same order again and gets the same answer, not a conflict.
 */
export function afterOrder(idempotencyKey: string, order: { payUrl?: string; needsPin?: boolean; paid?: boolean }, shop = app.shop): void {
  if (order.paid || (!order.payUrl && !order.needsPin)) {
    resetExtras();
    try { sessionStorage.removeItem(SAVED + shop); } catch { /* no storage */ }
    return;
  }
  try {
    sessionStorage.setItem(SAVED + shop, JSON.stringify({ key: idempotencyKey, preorderTime: extras.preorderTime, giftCards: extras.giftCards }));
  } catch { /* no storage */ }
}

/** Back at checkout in the same attempt (the payment was cancelled): the extras of that order again. */
export function restoreExtras(shop: string): void {
  try {
    const raw = sessionStorage.getItem(SAVED + shop);
    if (!raw) return;
    const saved = JSON.parse(raw) as { key: string; preorderTime: number | null; giftCards: AppliedGiftCard[] };
    if (saved.key !== sessionStorage.getItem(KEY_PREFIX + shop)) {
      sessionStorage.removeItem(SAVED + shop); // that attempt is over (paid, or a new one began)
      return;
    }
    if (extras.preorderTime === null && !extras.giftCards.length) {
      extras.preorderTime = saved.preorderTime;
      extras.giftCards = saved.giftCards;
      extras.giftKnown = false;
    }
  } catch { /* no storage or bad JSON */ }
}

/** The order was placed: the next checkout starts without a time or cards. */
export function resetExtras(): void {
  extras.preorderTime = null;
  extras.giftCards = [];
  extras.giftUsed = {};
  extras.giftTotal = 0;
  extras.giftKnown = true;
}

export type GiftCheck = { ok: true; card: AppliedGiftCard } | { ok: false; code: string; message: string };

/** Card numbers are compared without spaces and dashes. */
export const normCardNum = (s: string): string => s.replace(/[\s-]/g, '').toUpperCase();

/** POST /api/giftcard/check: the balance when the number and code are right, else the venue's reason. */
export async function checkGiftCard(cardNum: string, code: string): Promise<GiftCheck> {
  try {
    const a = await signedPost<{ rtn?: number; cardNum?: string; balanceCents?: number; code?: string; dispMsg?: string }>('/api/giftcard/check', { cardNum: normCardNum(cardNum), code }, { quiet: true });
    const r = (a.result ?? {}) as { cardNum?: string; balanceCents?: number; code?: string; dispMsg?: string };
    if (!a.success) return { ok: false, code: String(r.code ?? 'giftcard.error'), message: String(r.dispMsg ?? a.dispMsg ?? '') };
    return { ok: true, card: { cardNum: String(r.cardNum ?? normCardNum(cardNum)), code, balanceCents: Number(r.balanceCents) || 0 } };
  } catch (e) {
    if (e instanceof ApiError) {
      const body = (e.body ?? {}) as { dispMsg?: string };
      return { ok: false, code: e.network ? 'network' : 'giftcard.error', message: body.dispMsg ?? '' };
    }
    throw e;
  }
}
