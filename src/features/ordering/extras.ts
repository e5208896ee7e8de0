// Checkout extras (issue 5): the pre-order time and the gift cards of the current checkout. The
// checkout components (CheckoutForm/PreorderTime, CheckoutForm/GiftCardsInput) write here; the order
// calls (ordering/api.ts) add extrasPayload() to feeCalc and the order, and hand the fee answer to
// noteFeeCalc so the gift card section shows what each card gives. A card's code is checked once (the
// check call); then its verification token goes instead of the code until it nearly expires. No React here.
import { proxy } from 'valtio/vanilla';
import { giftCardCheck } from '../../api/calls/order';
import type { ApiPosFeeCalcResult } from '../../generated/calls';
import { ApiError, refusedAnswer } from '../../api/errors';
import { failureCode, type FailureCode } from '../../domain';
import { app } from '../../state/stores';
import { readStored, removeStored, writeStored } from '../../shared/storage';

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

export type GiftCheck = { ok: true; card: AppliedGiftCard } | { ok: false; code: FailureCode; message: string };

/** Card numbers are compared without spaces and dashes. */
export const normCardNum = (s: string): string => s.replace(/[\s-]/g, '').toUpperCase();

/**
 * POST /api/giftcard/check: the balance and a verification token (15 minutes) when the number and code
 * are right, else the venue's reason. The code is checked with scrypt once here; later fee and order
 * calls send the token.
 */
export async function checkGiftCard(cardNum: string, code: string): Promise<GiftCheck> {
  try {
    const a = await giftCardCheck({ cardNum: normCardNum(cardNum), code });
    if (!a.success) {
      // A refusal: its code and words are the refusal's (result is the CallRefusal, not the card).
      const refused = refusedAnswer(a);
      return {
        ok: false,
        code: failureCode(refused.refusal?.code ?? 'giftcard.error'),
        message: refused.serverMessage,
      };
    }
    const card: AppliedGiftCard = {
      cardNum: a.result.cardNum,
      code,
      balanceCents: a.result.balanceCents,
      token: a.result.token,
      tokenExpiresAt: a.result.tokenExpiresAt,
    };
    return { ok: true, card };
  } catch (e) {
    if (e instanceof ApiError) {
      return { ok: false, code: e.network ? 'network' : 'giftcard.error', message: e.network ? '' : e.serverMessage };
    }
    throw e;
  }
}
