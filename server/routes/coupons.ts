// Coupons, vouchers, gift cards bought online and invitations (issue 16): the voucher calls of spec 7
// (voucherPool list, collect, message, verify), codeExtract and codeFeedback, and the calls the
// screens need beyond them (each with its reason in src/api/calls.ts). Logic in server/coupons/.
// Handlers read the caller only from the token and the venue only from the database.
import type { FastifyInstance } from 'fastify';
import { ok } from '../wire/answers';
import { type CallEnv, registerCall } from '../wire/define';
import { heldGiftCards } from '../coupons/giftPurchase';
import { registerGiftPurchaseRoutes } from '../coupons/giftRoutes';
import { registerInvitationRoutes } from '../coupons/invitationRoutes';
import { LINK_MAX_MS, LINK_MS, linkToken } from '../coupons/links';
import {
  collect,
  heldTickets,
  normCode,
  ownTicket,
  poolByCode,
  poolOut,
  refusal,
  TICKET_KINDS,
  verifyTicket,
  UNKNOWN_CODE,
  UNKNOWN_TICKET,
} from '../coupons/tickets';
import { INVITATION_CODE_RE } from '../coupons/invitations';

const CODE = { type: 'string', minLength: 2, maxLength: 40, pattern: '^[A-Za-z0-9_-]+$' };
const TICKET = { type: 'string', minLength: 4, maxLength: 20, pattern: '^[A-Z0-9]+$' };
const TXN = { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' };
const LINK = { type: 'string', minLength: 10, maxLength: 200 };
export const FEEDBACK_REASONS = ['not-accepted', 'wrong-value', 'expired-early', 'other'] as const;

export function registerCouponRoutes(app: FastifyInstance, env: CallEnv): void {
  // The signed-in customer's coupons, vouchers or gift cards (kind), or one of their tickets (ticket).
  registerCall(app, env, {
    method: 'POST',
    path: '/pro/report/voucherPool/list',
    who: 'user',
    venue: 'optional',
    schema: { properties: { kind: { enum: [...TICKET_KINDS, 'giftcard'] }, ticket: TICKET } },
    handler: async (ctx) => {
      const userId = ctx.user!.userId;
      const shop = ctx.venue?.shopId ?? null;
      if (ctx.payload.ticket) {
        const t = await ownTicket(ctx.db, userId, ctx.payload.ticket, ctx.now);
        return t ? ok([t], { rtn: 1, count: 1 }) : refusal(UNKNOWN_TICKET);
      }
      const list =
        ctx.payload.kind === 'giftcard'
          ? await heldGiftCards(ctx.db, userId, shop, ctx.now)
          : await heldTickets(ctx.db, userId, shop, ctx.payload.kind ?? null, ctx.now);
      return ok(list, { rtn: 1, count: list.length });
    },
  });

  registerCall(app, env, {
    method: 'POST',
    path: '/pro/voucher/collect',
    who: 'user',
    venue: 'required',
    schema: { required: ['code'], properties: { code: CODE, token: LINK, kind: { enum: [...TICKET_KINDS] } } },
    handler: async (ctx) => {
      const r = await collect(
        ctx.db,
        ctx.venue!,
        ctx.user!.userId,
        {
          code: ctx.payload.code,
          token: ctx.payload.token,
          kind: ctx.payload.kind,
        },
        ctx.now,
      );
      if (!r.ok) return refusal(r);
      return ok({ rtn: 1, ...(await ownTicket(ctx.db, ctx.user!.userId, r.ticket, ctx.now)) });
    },
  });

  // What a collect code gives (title, terms, rule, what is left): public, like a poster in the venue.
  registerCall(app, env, {
    method: 'POST',
    path: '/pro/voucher/message',
    who: 'anyone',
    venue: 'required',
    schema: { required: ['code'], properties: { code: CODE, kind: { enum: [...TICKET_KINDS] } } },
    handler: async (ctx) => {
      const p = await poolByCode(ctx.db, ctx.venue!.shopId, ctx.payload.code);
      if (!p || !p.active || (ctx.payload.kind && ctx.payload.kind !== p.kind)) return refusal(UNKNOWN_CODE);
      const held = ctx.user
        ? Number(
            (
              await ctx.db.query<{ n: number }>(
                'SELECT count(*)::int AS n FROM held_tickets WHERE pool_id = $1 AND user_id = $2',
                [p.pool_id, ctx.user.userId],
              )
            )[0].n,
          )
        : 0;
      const open =
        (p.collect_until === null || Number(p.collect_until) > ctx.now) &&
        (p.expires_at === null || Number(p.expires_at) > ctx.now);
      return ok({ rtn: 1, ...poolOut(p), held, open });
    },
  });

  // Staff scan a customer's QR: held and not expired becomes verified; a second verify is refused.
  registerCall(app, env, {
    method: 'POST',
    path: '/api/voucher/verify',
    who: 'admin',
    venue: 'required',
    signed: true,
    schema: { required: ['ticket'], properties: { ticket: TICKET } },
    handler: async (ctx) => {
      const r = await verifyTicket(ctx.db, ctx.venue!, ctx.user!.userId, ctx.payload.ticket, ctx.now);
      return r.ok ? ok({ rtn: 1, ...r.ticket }) : refusal(r);
    },
  });

  // What a scanned or typed code is, for the signed-in visitor: their own ticket, a collect code, an
  // invitation of this venue; for the venue's staff also any ticket of the venue (to verify it).
  registerCall(app, env, {
    method: 'POST',
    path: '/pro/acs/credential/codeExtract',
    who: 'user',
    venue: 'required',
    schema: { required: ['code'], properties: { action: { enum: ['CODEEXTRACT'] }, code: CODE } },
    handler: async (ctx) => {
      const code = normCode(ctx.payload.code);
      const user = ctx.user!;
      const mine = await ownTicket(ctx.db, user.userId, code, ctx.now);
      if (mine && mine.shop === ctx.venue!.shopId)
        return ok({ rtn: 1, what: 'ticket', kind: mine.kind, route: `${mine.kind}/${mine.ticket}`, ticket: mine });
      const staff = user.admin === 1 && (user.adminShops.includes('*') || user.adminShops.includes(ctx.venue!.shopId));
      if (staff) {
        const t = (
          await ctx.db.query<{ ticket: string; user_id: string }>(
            'SELECT ticket, user_id FROM held_tickets WHERE ticket = $1 AND shop_id = $2',
            [code, ctx.venue!.shopId],
          )
        )[0];
        const view = t ? await ownTicket(ctx.db, t.user_id, t.ticket, ctx.now) : null;
        if (view) return ok({ rtn: 1, what: 'staff-ticket', kind: view.kind, ticket: { ...view, usedTxn: null } });
      }
      const p = await poolByCode(ctx.db, ctx.venue!.shopId, code);
      if (p && p.active) return ok({ rtn: 1, what: 'collect', kind: p.kind, route: `${p.kind}/${p.code}/collect` });
      if (INVITATION_CODE_RE.test(code)) {
        const i = (
          await ctx.db.query<{ kind: string }>('SELECT kind FROM invitations WHERE code = $1 AND shop_id = $2', [
            code,
            ctx.venue!.shopId,
          ])
        )[0];
        if (i) return ok({ rtn: 1, what: 'invitation', kind: i.kind, route: `${i.kind}/${code}/invitation` });
      }
      return refusal(UNKNOWN_CODE);
    },
  });

  // The visitor reports a problem with one of their tickets or a collect code of this venue.
  registerCall(app, env, {
    method: 'POST',
    path: '/pro/acs/credential/codeFeedback',
    who: 'user',
    venue: 'required',
    schema: {
      required: ['code', 'reason'],
      properties: { code: CODE, reason: { enum: [...FEEDBACK_REASONS] }, note: { type: 'string', maxLength: 500 } },
    },
    handler: async (ctx) => {
      const code = normCode(ctx.payload.code);
      const mine = await ownTicket(ctx.db, ctx.user!.userId, code, ctx.now);
      const known = (mine && mine.shop === ctx.venue!.shopId) || (await poolByCode(ctx.db, ctx.venue!.shopId, code));
      if (!known) return refusal(UNKNOWN_CODE);
      await ctx.db.query(
        'INSERT INTO code_feedback (user_id, shop_id, code, reason, note, created_at) VALUES ($1, $2, $3, $4, $5, $6)',
        [ctx.user!.userId, ctx.venue!.shopId, code, ctx.payload.reason, String(ctx.payload.note ?? '').trim(), ctx.now],
      );
      return ok({ rtn: 1, received: true });
    },
  });

  // Not in spec 7: staff make a signed collect link (coupon/{code}/token/{token}/get) that works once.
  registerCall(app, env, {
    method: 'POST',
    path: '/api/coupon/link',
    who: 'admin',
    venue: 'required',
    schema: {
      required: ['code'],
      properties: { code: CODE, hours: { type: 'integer', minimum: 1, maximum: LINK_MAX_MS / 3_600_000 } },
    },
    handler: async (ctx) => {
      const p = await poolByCode(ctx.db, ctx.venue!.shopId, ctx.payload.code);
      if (!p || !p.active) return refusal(UNKNOWN_CODE);
      const expiresAt = ctx.now + (ctx.payload.hours ? ctx.payload.hours * 3_600_000 : LINK_MS);
      const token = linkToken(p.shop_id, p.code, expiresAt);
      return ok({ rtn: 1, token, expiresAt, path: `${p.kind}/${p.code}/token/${token}/get` });
    },
  });

  // Not in spec 7: the coupon receipt (ticket/{card}/{txn}/code/{code}/receipt): the owner's ticket and the order that used it.
  registerCall(app, env, {
    method: 'POST',
    path: '/api/coupon/receipt',
    who: 'user',
    venue: 'optional',
    schema: { required: ['ticket', 'transactionId'], properties: { ticket: TICKET, transactionId: TXN } },
    handler: async (ctx) => {
      const t = await ownTicket(ctx.db, ctx.user!.userId, ctx.payload.ticket, ctx.now);
      if (!t || t.usedTxn !== ctx.payload.transactionId) return refusal(UNKNOWN_TICKET);
      const o = (
        await ctx.db.query<{
          order_no: string;
          bill_no: string;
          total_cents: string;
          paid: boolean;
          created_at: string;
          shop_id: string;
          cart: { originalAmount?: number };
        }>(
          'SELECT order_no, bill_no, total_cents, paid, created_at, shop_id, cart FROM orders WHERE transaction_id = $1',
          [t.usedTxn],
        )
      )[0];
      if (!o) return refusal(UNKNOWN_TICKET);
      return ok({
        rtn: 1,
        ticket: t,
        order: {
          transactionId: t.usedTxn,
          orderNo: o.order_no,
          billNo: o.bill_no,
          totalCents: Number(o.total_cents),
          subtotalCents: Number(o.cart?.originalAmount ?? 0),
          paid: o.paid,
          createdAt: Number(o.created_at),
          shop: o.shop_id,
        },
      });
    },
  });

  registerGiftPurchaseRoutes(app, env);
  registerInvitationRoutes(app, env);
}
