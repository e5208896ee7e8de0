// Gift card check (issue 5 extras): POST /api/giftcard/check (signed, b64) with the card number and
// pass code answers the balance and a verification token (15 minutes) for feeCalc and the order call. Not a call of spec 7 (the spec's /pro/acs/card/action calls are the
// member wallet's); the client sends it with the same wire framework (src/features/ordering/extras.ts).
import type { FastifyInstance } from 'fastify';
import { hit, type Limit } from '../auth/rateLimit';
import { checkGiftCard, GIFT_RATE_LIMITED, giftCardsOn } from '../orders/giftcards';
import { type Answer, ok } from '../wire/answers';
import { type CallEnv, registerCall } from '../wire/define';
import type { RefusalCode } from '../../src/domain/index';
import { VENUE_ENVELOPE } from '../wire/venueEnvelope';

const ID = VENUE_ENVELOPE;
export const GIFT_CHECK_PATH = '/api/giftcard/check';
/** Checks per address and window: many card numbers from one address look like guessing. */
export const GIFT_CHECKS_PER_ADDRESS = 60;
const PER_ADDRESS: Limit = { kind: 'gift.address', max: GIFT_CHECKS_PER_ADDRESS, windowMs: 15 * 60_000 };

const refusal = (r: { rtn: number; code: RefusalCode; message: string }): Answer => ({
  success: false,
  result: { rtn: r.rtn, code: r.code, dispMsg: r.message },
  dispMsg: r.message,
});

export function registerGiftCardRoutes(app: FastifyInstance, env: CallEnv): void {
  registerCall(app, env, {
    method: 'POST',
    path: GIFT_CHECK_PATH,
    who: 'anyone',
    venue: 'required',
    signed: true,
    schema: {
      required: ['cardNum', 'code'],
      properties: {
        ...ID,
        cardNum: { type: 'string', minLength: 4, maxLength: 40, pattern: '^[0-9A-Za-z -]+$' },
        code: { type: 'string', minLength: 1, maxLength: 20 },
      },
    },
    handler: async (ctx) => {
      if (!(await hit(ctx.db, PER_ADDRESS, ctx.ip, ctx.now))) return refusal(GIFT_RATE_LIMITED);
      if (!giftCardsOn(ctx.venue!)) {
        const dispMsg = 'This venue does not take gift cards.';
        return {
          success: false,
          result: { rtn: -10, code: 'giftcard.unavailable' satisfies RefusalCode, dispMsg },
          dispMsg,
        };
      }
      const r = await checkGiftCard(ctx.db, ctx.venue!, ctx.payload.cardNum, ctx.payload.code, {
        now: ctx.now,
        ip: ctx.ip,
      });
      if (!r.ok) return refusal(r);
      // The verification token: feeCalc and the order call take it instead of the code for 15 minutes.
      return ok({
        rtn: 1,
        cardNum: r.cardNum,
        balanceCents: r.balanceCents,
        expiresAt: r.expiresAt,
        token: r.token,
        tokenExpiresAt: r.tokenExpiresAt,
      });
    },
  });
}
