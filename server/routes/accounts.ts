// Franchisee cards (spec 4 "Franchisee selection", spec 7 "Franchisee list" and "Franchisee info"):
// the signed-in account's cards at the named venue, from the franchisee_cards table. Identity comes
// only from the verified token: another account's card answers exactly like a wrong pass code, so
// the calls tell nobody which card numbers exist.
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { type Answer, ok, refuse } from '../wire/answers';
import { type CallEnv, type Ctx, registerCall } from '../wire/define';

const S = (max = 100) => ({ type: 'string', maxLength: max });
const VENUE_FIELDS = { shop: S(), id: S(), shp: S(), siteId: S(), device: S(), ordLot: S(), userId: S(200) };

export const FRANCHISEE_LIST_PATH = '/pro/sync/valuepass/listFrianchisee';
export const FRANCHISEE_INFO_PATH = '/pro/acs/franchisee/info';
/** The info call's refusal: a wrong pass code, a card of another account or venue, or a disabled card. */
export const FRANCHISEE_REFUSED = { rtn: -821070, dispMsg: 'This franchisee card or pass code is not valid.' } as const;

interface FranchiseeRow {
  card_num: string;
  pass_code: string;
  name: string;
  price_level: number;
}

const sameText = (a: string, b: string): boolean => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

async function ownCards(ctx: Ctx): Promise<FranchiseeRow[]> {
  return ctx.db.query<FranchiseeRow>(
    'SELECT card_num, pass_code, name, price_level FROM franchisee_cards WHERE user_id = $1 AND shop_id = $2 AND active ORDER BY sort, card_num',
    [ctx.user!.userId, ctx.venue!.shopId],
  );
}

export function registerAccountsRoutes(app: FastifyInstance, env: CallEnv): void {
  registerCall(app, env, {
    method: 'POST',
    path: FRANCHISEE_LIST_PATH,
    who: 'user',
    venue: 'required',
    schema: { properties: VENUE_FIELDS },
    handler: async (ctx): Promise<Answer> => {
      const rows = await ownCards(ctx);
      return ok(
        rows.map((r) => ({ cardNum: r.card_num, passCode: r.pass_code, name: r.name })),
        { rtn: 1, count: rows.length },
      );
    },
  });

  registerCall(app, env, {
    method: 'POST',
    path: FRANCHISEE_INFO_PATH,
    who: 'user',
    venue: 'required',
    schema: { required: ['cardNum', 'pwd'], properties: { ...VENUE_FIELDS, cardNum: S(40), pwd: S(64) } },
    handler: async (ctx): Promise<Answer> => {
      const p = ctx.payload;
      const card = (await ownCards(ctx)).find((r) => r.card_num === p.cardNum);
      if (!card || !sameText(card.pass_code, p.pwd)) return refuse(FRANCHISEE_REFUSED.rtn, FRANCHISEE_REFUSED.dispMsg);
      const bookingInfo = encodeURIComponent(
        JSON.stringify({ priceLevel: card.price_level, cardNum: card.card_num, name: card.name }),
      );
      return ok(
        { rtn: 1, cardNum: card.card_num, name: card.name, priceLevel: card.price_level },
        { rtn: 1, bookingInfo },
      );
    },
  });
}
