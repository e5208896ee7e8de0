// The wallet calls of spec 7 (issue 16): the caller's member cards (loyalty points and stored value),
// their statements, PIN, removal and name, counter consumes and top-ups through the payment provider,
// the venue's points settings, card types and top-up promotions, and the venue's refund of a paid order.
// Every card call is the token's user's own cards only; another customer's card reads like no card.
import type { FastifyInstance } from 'fastify';
import type { RefusalCode } from '../../src/domain/index';
import { keyScope, lookup, once, Refusal, requestHash, sendStored } from '../orders/idempotency';
import { findMethod, HOSTED_METHODS } from '../orders/pricing';
import { type Answer, forbidden, notFound, ok } from '../wire/answers';
import { type CallEnv, type Ctx, registerCall } from '../wire/define';
import {
  cardInfo,
  ownCard,
  passesOf,
  PASS_KINDS,
  pointsSettingsOf,
  takesStoredValue,
  userCards,
  walletAnswer,
} from '../wallet/cards';
import { movePoints, moveValue, statement } from '../wallet/ledger';
import { checkCardPin, PIN_PATTERN, setCardPin } from '../wallet/pin';
import { refundOrder } from '../wallet/refund';
import { refundOrderPayment } from '../payments/providers/orderRefund';
import { startTopup, TOPUP_MAX_CENTS, TOPUP_MIN_CENTS, topupBonus, topupTiers } from '../wallet/topup';
import { VENUE_ENVELOPE } from '../wire/venueEnvelope';

const S = (max = 100) => ({ type: 'string', maxLength: max });
const VENUE = { ...VENUE_ENVELOPE, shopId: S(), userId: S(200) };
const CARD = { type: 'string', minLength: 1, maxLength: 40 };
const PIN = { type: 'string', pattern: PIN_PATTERN };
const KEY = { type: 'string', minLength: 8, maxLength: 64, pattern: '^[A-Za-z0-9_.:-]+$' };
const TXN = { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' };

/** Business refusal (HTTP 200): { success:false, result:{ rtn, code, dispMsg }, dispMsg }. */
const refuse = (rtn: number, code: RefusalCode, dispMsg: string): Answer => ({
  success: false,
  result: { rtn, code, dispMsg },
  dispMsg,
});
const NO_CARD = () => refuse(-821060, 'card.unknown', 'No such member card.');
const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;

const isVenueAdmin = (ctx: Ctx, shopId: string) => {
  const u = ctx.user;
  return !!u && u.admin === 1 && (u.adminShops.includes('*') || u.adminShops.includes(shopId));
};

export function registerWalletRoutes(app: FastifyInstance, env: CallEnv): void {
  // ---- member points settings of the venue (spec 3; defaults of spec 5) ----
  registerCall(app, env, {
    method: 'POST',
    path: '/lot/set/getMemberPoints',
    who: 'anyone',
    venue: 'required',
    schema: { properties: VENUE },
    handler: async (ctx) => ok({ rtn: 1, ...pointsSettingsOf(ctx.venue!.settings) }),
  });

  // ---- the card types of the venue ----
  registerCall(app, env, {
    method: 'POST',
    path: '/pro/acs/type/listAcsType',
    who: 'anyone',
    venue: 'required',
    schema: { properties: VENUE },
    handler: async (ctx) => {
      const v = ctx.venue!;
      const mp = pointsSettingsOf(v.settings);
      const enabled = Number(v.settings.membership ?? v.settings.enableMember ?? 0) === 1;
      const types = enabled
        ? [
            {
              typeId: 1,
              typeDescription: 'Member',
              loyalty: mp.state === 1,
              storedValue: takesStoredValue(v),
              prefix: String(v.settings.memberPrefix ?? ''),
            },
          ]
        : [];
      return ok(types, { rtn: 1, count: types.length });
    },
  });

  // ---- the user's passes: one per purse of each card (booked tickets will be another kind) ----
  registerCall(app, env, {
    method: 'POST',
    path: '/api/account/loadUserValuePass',
    who: 'user',
    venue: 'optional',
    schema: { properties: { ...VENUE, kinds: { type: 'array', maxItems: 8, items: { enum: [...PASS_KINDS] } } } },
    handler: async (ctx) => {
      const want: readonly string[] = ctx.payload.kinds ?? PASS_KINDS;
      const passes = (await userCards(ctx.db, ctx.user!.userId, ctx.venue?.shopId ?? null))
        .flatMap(passesOf)
        .filter((p) => want.includes(p.kind));
      return ok(passes, { rtn: 1, count: passes.length });
    },
  });

  // ---- a card's statement (every movement of one purse, newest first) ----
  registerCall(app, env, {
    method: 'POST',
    path: '/pro/report/acsLoyalty/list',
    who: 'user',
    venue: 'optional',
    schema: {
      required: ['cardNum'],
      properties: {
        ...VENUE,
        cardNum: CARD,
        purse: { enum: ['points', 'value'] },
        page: { type: 'integer', minimum: 1, maximum: 10_000 },
        pageSize: { type: 'integer', minimum: 1, maximum: 100 },
      },
    },
    handler: async (ctx) => {
      const p = ctx.payload;
      const c = await ownCard(ctx.db, ctx.user!.userId, p.cardNum);
      if (!c) return NO_CARD();
      const purse = p.purse ?? 'points';
      const s = await statement(ctx.db, c.card_num, purse, p.page ?? 1, p.pageSize ?? 20);
      const balance = purse === 'points' ? Number(c.points_cents) : Number(c.balance_cents);
      return ok(s.lines, { rtn: 1, count: s.count, purse, balance, ledgerSum: s.sum, cardNum: c.card_num });
    },
  });

  // ---- change the six-digit PIN (the current one first, when one is set) ----
  registerCall(app, env, {
    method: 'POST',
    path: '/pro/account/valuePassChgPwd',
    who: 'user',
    venue: 'optional',
    schema: { required: ['cardNum', 'newPin'], properties: { ...VENUE, cardNum: CARD, oldPin: PIN, newPin: PIN } },
    handler: async (ctx) => {
      const p = ctx.payload;
      const c = await ownCard(ctx.db, ctx.user!.userId, p.cardNum);
      if (!c || !c.stored_value) return NO_CARD();
      if (c.pin_hash) {
        if (!p.oldPin) return refuse(-8, 'svc.wrong-pin', 'Enter the current PIN of this card.');
        const fail = await checkCardPin(ctx.db, c.card_num, p.oldPin, ctx.now);
        if (fail) return refuse(fail.rtn, fail.code, fail.message);
        if (p.oldPin === p.newPin) return refuse(-10, 'card.pin-same', 'The new PIN is the same as the current one.');
      }
      await setCardPin(ctx.db, c.card_num, p.newPin, ctx.now);
      return ok({ rtn: 1, cardNum: c.card_num, dispMsg: 'PIN changed' });
    },
  });

  // ---- remove a card from the wallet (refused while it holds stored value; its points are forfeited) ----
  registerCall(app, env, {
    method: 'POST',
    path: '/pro/account/valuePassDelete',
    who: 'user',
    venue: 'optional',
    schema: { required: ['cardNum'], properties: { ...VENUE, cardNum: CARD } },
    handler: async (ctx) => {
      const c = await ownCard(ctx.db, ctx.user!.userId, ctx.payload.cardNum);
      if (!c) return NO_CARD();
      const out = await ctx.db.tx(async (tx) => {
        const row = (
          await tx.query<{ b: string; p: string }>(
            'SELECT balance_cents AS b, points_cents AS p FROM member_cards WHERE card_num = $1 AND deleted_at IS NULL FOR UPDATE',
            [c.card_num],
          )
        )[0];
        if (!row) return NO_CARD();
        if (Number(row.b) > 0)
          return refuse(
            -11,
            'card.has-value',
            `This card still holds ${money(Number(row.b))}. Spend it before removing the card.`,
          );
        if (Number(row.p) > 0)
          await movePoints(tx, 'forfeit', { cardNum: c.card_num, amount: Number(row.p), now: ctx.now });
        await tx.query('UPDATE member_cards SET deleted_at = $2 WHERE card_num = $1', [c.card_num, ctx.now]);
        return ok({ rtn: 1, cardNum: c.card_num, forfeitedPoints: Number(row.p) / 100, dispMsg: 'Card removed' });
      });
      return out;
    },
  });

  // ---- the holder's name for the card ----
  registerCall(app, env, {
    method: 'POST',
    path: '/pro/account/valuePassChgInfo',
    who: 'user',
    venue: 'optional',
    schema: {
      required: ['cardNum', 'alias'],
      properties: { ...VENUE, cardNum: CARD, alias: { type: 'string', maxLength: 40 } },
    },
    handler: async (ctx) => {
      const c = await ownCard(ctx.db, ctx.user!.userId, ctx.payload.cardNum);
      if (!c) return NO_CARD();
      const alias = ctx.payload.alias.trim().replace(/\s+/g, ' ');
      await ctx.db.query('UPDATE member_cards SET alias = $2 WHERE card_num = $1', [c.card_num, alias]);
      return ok({ rtn: 1, cardNum: c.card_num, alias, dispMsg: 'Card updated' });
    },
  });

  // ---- CONSUME (pay at the counter with the card and PIN) and TOPUP (through the payment provider) ----
  registerCall(app, env, {
    method: 'POST',
    path: '/pro/acs/credential/loyalty',
    who: 'user',
    venue: 'optional',
    schema: {
      required: ['action', 'cardNum', 'idempotencyKey'],
      properties: {
        ...VENUE,
        action: { enum: ['CONSUME', 'TOPUP'] },
        cardNum: CARD,
        idempotencyKey: KEY,
        pin: PIN,
        purse: { enum: ['value', 'points'] },
        amountCents: { type: 'integer', minimum: 1, maximum: 10_000_000 },
        points: { type: 'number', exclusiveMinimum: 0, maximum: 10_000_000 },
        payment: { type: 'string', maxLength: 20, pattern: '^[a-z]+$' },
      },
    },
    handler: async (ctx) => {
      const p = ctx.payload;
      const userId = ctx.user!.userId;
      const c = await ownCard(ctx.db, userId, p.cardNum);
      if (!c) return NO_CARD();
      const venue = await env.venues.by('shop_id', c.shop_id);
      if (!venue) return NO_CARD();
      const { pin, ...rest } = ctx.payload;
      void pin;
      const hash = requestHash(rest); // the PIN never enters the stored hash

      if (p.action === 'TOPUP') {
        if (!c.stored_value) return refuse(-12, 'card.no-stored-value', 'This card holds no stored value.');
        const amount = p.amountCents ?? 0;
        if (amount < TOPUP_MIN_CENTS || amount > TOPUP_MAX_CENTS)
          return refuse(-13, 'card.amount', `Top up between ${money(TOPUP_MIN_CENTS)} and ${money(TOPUP_MAX_CENTS)}.`);
        const method = findMethod(venue, p.payment ?? 'dps');
        if (!method || !HOSTED_METHODS.includes(method.payment))
          return refuse(-14, 'payment.unavailable', `This venue does not take ${p.payment ?? 'dps'} payments online.`);
        const out = await once(
          ctx.db,
          venue.shopId,
          keyScope(ctx, 'walletTopup'),
          p.idempotencyKey,
          hash,
          ctx.now,
          async (tx) => ({
            status: 200,
            answer: ok({
              rtn: 1,
              cardNum: c.card_num,
              ...(await startTopup(tx, venue, {
                cardNum: c.card_num,
                amountCents: amount,
                method,
                userId,
                now: ctx.now,
              })),
            }),
          }),
        );
        return sendStored(ctx, out);
      }

      const purse = p.purse ?? 'value';
      if (purse === 'value' && !c.stored_value)
        return refuse(-12, 'card.no-stored-value', 'This card holds no stored value.');
      const amount = purse === 'value' ? (p.amountCents ?? 0) : Math.round((p.points ?? 0) * 100);
      if (amount <= 0) return refuse(-13, 'card.amount', purse === 'value' ? 'Enter an amount.' : 'Enter the points.');
      if (!p.pin) return refuse(-8, 'svc.wrong-pin', 'Enter the PIN of this card.');
      const seen = await lookup(ctx.db, venue.shopId, keyScope(ctx, 'walletConsume'), p.idempotencyKey, hash);
      if (seen) return sendStored(ctx, seen); // a replay answers the same, without a PIN try
      const fail = await checkCardPin(ctx.db, c.card_num, p.pin, ctx.now);
      if (fail) return refuse(fail.rtn, fail.code, fail.message);
      const out = await once(
        ctx.db,
        venue.shopId,
        keyScope(ctx, 'walletConsume'),
        p.idempotencyKey,
        hash,
        ctx.now,
        async (tx) => {
          const move = { cardNum: c.card_num, amount, ref: p.idempotencyKey, now: ctx.now };
          const after =
            purse === 'value' ? await moveValue(tx, 'consume', move) : await movePoints(tx, 'consume', move);
          if (after === null)
            throw new Refusal(
              200,
              purse === 'value'
                ? refuse(-9, 'svc.insufficient', 'There is not enough value on your card.')
                : refuse(-15, 'points.short', 'There are not enough points on your card.'),
            );
          return { status: 200, answer: ok({ rtn: 1, cardNum: c.card_num, purse, amount, balance: after }) };
        },
      );
      return sendStored(ctx, out);
    },
  });

  // ---- top-up promotions of the venue (quiet) ----
  registerCall(app, env, {
    method: 'POST',
    path: '/pro/promotion/topup',
    who: 'anyone',
    venue: 'required',
    schema: { properties: { ...VENUE, amountCents: { type: 'integer', minimum: 0, maximum: 10_000_000 } } },
    handler: async (ctx) => {
      const tiers = topupTiers(ctx.venue!.settings);
      const amount = ctx.payload.amountCents ?? 0;
      return ok({
        rtn: 1,
        tiers,
        minCents: TOPUP_MIN_CENTS,
        maxCents: TOPUP_MAX_CENTS,
        amountCents: amount,
        bonusCents: topupBonus(tiers, amount),
      });
    },
  });

  // ---- the venue refunds a paid order: value and points go back once (not in spec 7) ----
  registerCall(app, env, {
    method: 'POST',
    path: '/api/shop/order/refund',
    who: 'user',
    venue: 'required',
    schema: { required: ['transactionId'], properties: { ...VENUE, transactionId: TXN } },
    handler: async (ctx) => {
      if (!isVenueAdmin(ctx, ctx.venue!.shopId))
        throw forbidden('Only an administrator of this venue may refund an order.');
      const r = await refundOrder(ctx.db, ctx.payload.transactionId, ctx.venue!.shopId, ctx.now);
      if (!r.ok && r.reason === 'unknown') throw notFound('No such order.');
      if (!r.ok)
        return refuse(
          -16,
          'order.not-refundable',
          r.reason === 'topup' ? 'A top-up cannot be refunded here.' : 'Only a paid order can be refunded.',
        );
      // The part a provider took goes back through it (asked again when this refund is sent again).
      const provider = await refundOrderPayment(ctx.db, env.providers, {
        transactionId: ctx.payload.transactionId,
        reason: 'staff',
        now: ctx.now,
      });
      return ok({ rtn: 1, transactionId: ctx.payload.transactionId, ...r, ...(provider ? { provider } : {}) });
    },
  });
}

/** The legacy card action (spec 7 WALLET, CHECK, INFO): the caller's cards only, at the named venue when one is named. */
export async function cardAction(ctx: Ctx<'/pro/acs/card/action'>): Promise<Answer> {
  const p = ctx.payload;
  const cards = await userCards(ctx.db, ctx.user!.userId, ctx.venue?.shopId ?? null);
  if (p.action === 'WALLET') return walletAnswer(cards) as Answer;
  if (p.action === 'CHECK') {
    const c = cards.find((x) => x.card_num === p.cardNum);
    if (!c) return NO_CARD();
    return ok(
      [
        {
          cardNum: c.card_num,
          ordCard: c.ord_card,
          pointFinal: Number(c.points_cents) / 100,
          valueFinal: (Number(c.balance_cents) / 100).toFixed(2),
          balanceCents: Number(c.balance_cents),
        },
      ],
      { rtn: 1 },
    );
  }
  const c = cards.find((x) => x.type_description === p.cardName || String(x.type_id) === p.cardName) ?? cards[0];
  if (!c) return NO_CARD();
  return ok([cardInfo(c)], { rtn: 1 });
}
