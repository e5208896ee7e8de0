// Checkout extras (issue 5): the pre-order time and the gift cards of the current checkout. The
// checkout components (CheckoutForm/PreorderTime, CheckoutForm/GiftCardsInput) write here; the order
// calls (ordering/feeCalc.ts, ordering/api.ts) add extrasPayload() to feeCalc and the order, and hand the
// fee answer to noteFeeCalc so the gift card section shows what each card gives. A card's code is checked
// once (./checkGiftCard); then its verification token goes instead of the code until it nearly expires.
// What happens to them after an order is ./afterOrder. No React here.
import { proxy } from 'valtio/vanilla';
import type { ApiPosFeeCalcResult } from '../../generated/calls';

export interface AppliedGiftCard {
  cardNum: string;
  /** Kept for this checkout only: sent again when the verification token has expired. */
  code: string;
  balanceCents: number;
  /** The venue's verification token for this card (from the check or a fee answer): sent instead of the code while valid. */
  token?: string;
  /** When the token stops being valid (ms, the server's clock). */
  tokenExpiresAt?: number;
}

/** A token this close to its expiry is not sent (the code goes instead, and the answer brings a new token). */
export const TOKEN_MARGIN_MS = 60_000;

/** The card's credential for feeCalc and the order: the token while it is valid, else the code. */
export function cardCredential(g: AppliedGiftCard, now = Date.now()): { token: string } | { code: string } {
  return g.token && (g.tokenExpiresAt ?? 0) - TOKEN_MARGIN_MS > now ? { token: g.token } : { code: g.code };
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
  /** The held coupon or voucher chosen at checkout (its ticket number; src/features/coupons), priced by the server. */
  ticket: null as string | null,
  /** A member card scanned at a kiosk: the venue's token for it (src/features/kiosk/member.ts), '' when none. */
  memberToken: '',
  /** An enrolled kiosk's device credential (src/features/kiosk/device.ts): its orders count per kiosk, '' elsewhere. */
  kioskDevice: '',
});

/** The extras' fields of feeCalc and the order call. */
export function extrasPayload(now = Date.now()): {
  preorderTime?: number;
  ticket?: string;
  memberToken?: string;
  kioskDevice?: string;
  giftCards?: ({ cardNum: string; amountCents: number } & ({ token: string } | { code: string }))[];
} {
  const out: ReturnType<typeof extrasPayload> = {};
  if (extras.memberToken) out.memberToken = extras.memberToken;
  if (extras.kioskDevice) out.kioskDevice = extras.kioskDevice;
  if (extras.ticket) out.ticket = extras.ticket;
  if (extras.preorderTime !== null) out.preorderTime = extras.preorderTime;
  if (extras.giftCards.length)
    out.giftCards = extras.giftCards.map((g) => ({
      cardNum: g.cardNum,
      ...cardCredential(g, now),
      amountCents: g.balanceCents,
    }));
  return out;
}

/**
 * Reads what the venue's fee answer took from each card (cart.giftCards, cart.giftCardAmount), and the
 * new verification tokens of cards it checked by their code (giftTokens). A refused token is dropped;
 * true then (the caller asks again, with the codes).
 */
export function noteFeeCalc(
  cart: Partial<Pick<ApiPosFeeCalcResult['cart'], 'giftCards' | 'giftCardAmount'>> | undefined,
  giftTokens?: ApiPosFeeCalcResult['giftTokens'],
  blocked?: { code?: string }[],
): boolean {
  // A token the venue no longer takes (expired, the card's code changed): the next call sends the codes.
  const refused = !!blocked?.some((b) => String(b.code ?? '').startsWith('giftcard.token-'));
  if (refused)
    for (const g of extras.giftCards) {
      delete g.token;
      delete g.tokenExpiresAt;
    }
  const list = Array.isArray(cart?.giftCards) ? cart.giftCards : [];
  extras.giftUsed = Object.fromEntries(list.map((g) => [String(g.cardNum), Number(g.amount) || 0]));
  extras.giftTotal = Number(cart?.giftCardAmount) || 0;
  extras.giftKnown = true;
  if (Array.isArray(giftTokens)) {
    for (const t of giftTokens) {
      const card = extras.giftCards.find((g) => g.cardNum === t.cardNum);
      if (card && typeof t.token === 'string' && Number.isFinite(Number(t.expiresAt))) {
        card.token = t.token;
        card.tokenExpiresAt = Number(t.expiresAt);
      }
    }
  }
  return refused;
}
