// A gift card's number and code checked by the venue (issue 5), before it joins the checkout's extras
// (./extras): its balance and a verification token, or the venue's reason. No React here.
import { giftCardCheck } from '../../api/calls/order';
import { ApiError, refusedAnswer } from '../../api/errors';
import { failureCode, type FailureCode } from '../../domain';
import type { AppliedGiftCard } from './extras';

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
