// Joining a venue's membership from the wallet (issue 16: a new customer's way to a loyalty and
// stored-value card; not in spec 7, which only reads cards). POST /api/wallet/join answers the user's
// member card at the venue (server/wallet/join.ts makes it). A venue without membership refuses.
import type { FastifyInstance } from 'fastify';
import type { RefusalCode } from '../../src/domain/index';
import { ok, type Answer } from '../wire/answers';
import { type CallEnv, registerCall } from '../wire/define';
import { passesOf } from '../wallet/cards';
import { joinMembership, offersMembership } from '../wallet/join';
import { VENUE_ENVELOPE } from '../wire/venueEnvelope';

const S = (max = 100) => ({ type: 'string', maxLength: max });
const VENUE = { ...VENUE_ENVELOPE, shopId: S() };
const refuse = (rtn: number, code: RefusalCode, dispMsg: string): Answer => ({
  success: false,
  result: { rtn, code, dispMsg },
  dispMsg,
});

export function registerWalletJoinRoutes(app: FastifyInstance, env: CallEnv): void {
  registerCall(app, env, {
    method: 'POST',
    path: '/api/wallet/join',
    who: 'user',
    venue: 'required',
    schema: { properties: VENUE },
    handler: async (ctx) => {
      const v = ctx.venue!;
      if (!offersMembership(v)) return refuse(-821061, 'card.membership-off', 'This venue has no membership to join.');
      const card = await joinMembership(ctx.db, v, ctx.user!.userId);
      return ok({ rtn: 1, cardNum: card.card_num, passes: passesOf(card) });
    },
  });
}
