// Checkout extras (issue 5): the pre-order time and the gift cards of the current checkout. The
// checkout components (CheckoutForm/PreorderTime, CheckoutForm/GiftCardsInput) write here; the order
// calls (ordering/api.ts) add extrasPayload() to feeCalc and the order, and hand the fee answer to
// noteFeeCalc so the gift card section shows what each card gives. No React here.
import { proxy } from 'valtio/vanilla';
import { signedPost } from '../api/transport';
import { ApiError } from '../api/errors';

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
