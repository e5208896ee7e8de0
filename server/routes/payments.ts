// Payments (issue 5): the sandbox provider (hosted page, decision, signed notification), the provider
// notification endpoint, and the stored-value card payment with its PIN (POST /pro/pos/payOrder).
import { scheduleJob } from '../housekeeping';
import type { FastifyInstance } from 'fastify';
import { checkCardPin } from '../wallet/pin';
import { moveValue } from '../wallet/ledger';
import type { Db } from '../db/db';
import { keyScope, lookup, once, Refusal, requestHash, sendStored } from '../orders/idempotency';
import { HoldsChanged, releaseAbandonedHolds, retakeOrderHolds } from '../orders/holds';
import { HOSTED_METHODS } from '../orders/pricing';
import { applyNotification, newProviderRef, RESULTS, signResult, type ProviderResult } from '../payments/provider';
import {
  checkCard,
  giftChangedMessage,
  langOf,
  messagePage,
  paidMessage,
  payPage,
  type Lang,
} from '../payments/sandboxPage';
import type { BodyTypesConfig } from '../security';
import { type Answer, badRequest, forbidden, notFound, ok } from '../wire/answers';
import { type CallEnv, registerCall } from '../wire/define';
import { loadOrder, type OrderRow } from './order';
import type { RefusalCode } from '../../src/domain/index';
import { giftReturnPath } from '../coupons/giftPurchase';
import { LAPSED_MESSAGE, refundLapsedBookingPayment } from '../bookings/lapsedPayment';
import type { ProviderSetup } from '../payments/providers/store';
import { registerProviderRoutes, startWithProvider } from './providerPayments';
import { REFUND_RETRY_EVERY_MS, retrySendingRefunds } from '../payments/providers/refundRetry';

/** The payment page's words when a retried order's points are no longer on the member card. */
const POINTS_CHANGED: Record<Lang, string> = {
  en: 'The points this order used are no longer on your member card. Nothing was charged; go back to the venue and place the order again.',
  zh: '此订单使用的积分已不在您的会员卡上。未产生任何扣款；请返回商户重新下单。',
};

/** The payment page's words when a retried order's coupon or voucher can no longer be used. */
const COUPON_CHANGED: Record<Lang, string> = {
  en: 'The coupon or voucher this order used can no longer be used. Nothing was charged; go back to the venue and place the order again.',
  zh: '此订单使用的优惠券或代金券已无法使用。未产生任何扣款；请返回商户重新下单。',
};

const TXN = { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' };
const KEY = { type: 'string', minLength: 8, maxLength: 64, pattern: '^[A-Za-z0-9_.:-]+$' };

/** Business refusal (HTTP 200): { success:false, result:{ rtn, code, dispMsg }, dispMsg }. */
const refuse = (rtn: number, code: RefusalCode, dispMsg: string): Answer => ({
  success: false,
  result: { rtn, code, dispMsg },
  dispMsg,
});

/**
 * Where the provider sends the browser back: a booking's deposit or price to the booking's own result
 * screen (cart.callbackPath, set by server/bookings/book.ts, never by the client), a gift card purchase to its own
 * (server/coupons/giftPurchase.ts), a wallet top-up (cart.topup) to the top-up success screen, any other order to the payment result.
 */
export const callbackUrl = (
  o: Pick<OrderRow, 'shop_id' | 'payment' | 'transaction_id'> & { cart?: Record<string, unknown> },
  result: string,
  lang?: string,
) => {
  const query = `result=${result}${lang ? `&lang=${encodeURIComponent(lang)}` : ''}`;
  const gift = giftReturnPath(o.cart);
  if (gift) return `${gift}?${query}`;
  const own = o.cart?.callbackPath;
  if (typeof own === 'string' && own.startsWith('/') && !own.startsWith('//'))
    return `${own}${own.includes('?') ? '&' : '?'}${query}`;
  return `/callback/${encodeURIComponent(o.shop_id)}/payment/${encodeURIComponent(o.payment)}/requirement/${o.cart?.topup ? 'topup' : 'order'}/txn/${encodeURIComponent(o.transaction_id)}?${query}`;
};

/**
 * The pending attempt of an order (created when none waits), with the order's amount. Opening one
 * takes released gift card value and points again; HoldsChanged when a card no longer has them.
 */
export async function pendingAttempt(db: Db, o: OrderRow, now: number, provider = 'sandbox'): Promise<string> {
  for (let i = 0; i < 2; i++) {
    const hit = (
      await db.query<{ provider_ref: string; provider: string }>(
        `SELECT provider_ref, provider FROM payment_attempts WHERE transaction_id = $1 AND status = 'pending'`,
        [o.transaction_id],
      )
    )[0];
    if (hit) {
      // The venue switched provider while this attempt waited: it goes on with the new one.
      if (hit.provider !== provider)
        await db.query('UPDATE payment_attempts SET provider = $2, external_ref = NULL WHERE provider_ref = $1', [
          hit.provider_ref,
          provider,
        ]);
      return hit.provider_ref;
    }
    try {
      const ref =
        provider === 'sandbox' ? newProviderRef() : newProviderRef().replace('sbx_', `${provider.slice(0, 3)}_`);
      await db.tx(async (tx) => {
        await tx.query(
          'INSERT INTO payment_attempts (provider_ref, transaction_id, method, amount_cents, status, created_at, provider) VALUES ($1, $2, $3, $4, $5, $6, $7)',
          [ref, o.transaction_id, o.payment, Number(o.total_cents), 'pending', now, provider],
        );
        // A retry after a declined/cancelled attempt: the gift card value and points go back on hold first.
        await retakeOrderHolds(tx, o.transaction_id, ref, now);
        await tx.query(`UPDATE orders SET pay_status = 'pending' WHERE transaction_id = $1 AND NOT paid`, [
          o.transaction_id,
        ]);
      });
      return ref;
    } catch (e) {
      if ((e as { code?: string }).code !== '23505') throw e; // another tab created it first
    }
  }
  throw new Error('no pending attempt');
}

/** How often unpaid online orders holding gift card value or points are looked at (orders/giftcards.ts GIFT_HOLD_MS). */
export const GIFT_SWEEP_EVERY_MS = 10 * 60_000;

/** What the mode decides for payments: the sandbox provider on or off, and the notify key. */
export interface PaymentOptions {
  sandbox: boolean;
  notifySecret: string;
  /** Real providers configured per venue (issue 35): the sealing key and, in tests, contract servers. */
  providers: ProviderSetup;
}

export function registerPaymentRoutes(app: FastifyInstance, env: CallEnv, pay: PaymentOptions): void {
  registerProviderRoutes(app, env, pay.providers, { sandbox: pay.sandbox });
  // Unpaid online orders nobody went on paying give their gift card value and points back (at start, then every 10 min).
  scheduleJob(app, env.db, 'abandonedHoldSweep', GIFT_SWEEP_EVERY_MS, (db) =>
    releaseAbandonedHolds(db, env.now(), HOSTED_METHODS),
  );
  // Provider refunds left unanswered are asked again by their key (every 5 min, within the providers' key window).
  if (pay.providers.key)
    scheduleJob(app, env.db, 'providerRefundRetry', REFUND_RETRY_EVERY_MS, (db) =>
      retrySendingRefunds(db, pay.providers, env.now()),
    );

  // ---- Provider notification (server to server) ----
  registerCall(app, env, {
    method: 'POST',
    path: '/api/payments/notify',
    who: 'anyone',
    schema: {
      required: ['transactionId', 'amountCents', 'result', 'providerRef', 'signature'],
      properties: {
        transactionId: TXN,
        amountCents: { type: 'integer', minimum: 0 },
        result: { enum: RESULTS },
        providerRef: { type: 'string', maxLength: 64 },
        signature: { type: 'string', maxLength: 128 },
      },
    },
    handler: async (ctx) => {
      const p = ctx.payload;
      const r = await applyNotification(ctx.db, p, ctx.now, pay.notifySecret);
      if (!r.ok) throw badRequest(r.message);
      return ok({
        rtn: 1,
        changed: r.changed,
        paid: r.paid,
        payStatus: r.payStatus,
        ...(r.lapsed
          ? { refunded: true, refundedCents: r.lapsed.refundedCents, code: 'booking.lapsed' satisfies RefusalCode }
          : {}),
      });
    },
  });

  // ---- Sandbox hosted page (HTML forms, no script); never in production (server/mode.ts) ----
  if (pay.sandbox)
    app.register(async (sub) => {
      sub.addContentTypeParser(
        'application/x-www-form-urlencoded',
        { parseAs: 'string', bodyLimit: 8192 },
        (_req, body, done) => {
          done(null, Object.fromEntries(new URLSearchParams(body as string)));
        },
      );
      const html = (reply: import('fastify').FastifyReply, status: number, body: string) =>
        reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body);

      const venueName = async (shopId: string, lang: Lang) => {
        const v = (
          await env.db.query<{ branding: { name?: string }; settings: { shopName?: string } }>(
            'SELECT branding, settings FROM venues WHERE shop_id = $1',
            [shopId],
          )
        )[0];
        void lang;
        return v?.branding?.name ?? v?.settings?.shopName ?? shopId;
      };

      sub.get('/sandbox/pay/:transactionId', async (req, reply) => {
        const { transactionId } = req.params as { transactionId: string };
        const q = req.query as Record<string, string>;
        const lang = langOf(q.lang);
        const o = /^[A-Za-z0-9_-]{1,64}$/.test(transactionId) ? await loadOrder(env.db, transactionId) : null;
        if (!o) return html(reply, 404, messagePage(lang, 'No such order.'));
        // A venue with a real provider for this method pays there, in the demo too.
        if (await startWithProvider(env, pay.providers, req, reply, o, q.lang)) return reply;
        if (o.paid) return html(reply, 200, messagePage(lang, paidMessage(lang), callbackUrl(o, 'approved', q.lang)));
        if (!HOSTED_METHODS.includes(o.payment))
          return html(reply, 400, messagePage(lang, 'This order is not paid through the payment provider.'));
        let ref: string;
        try {
          ref = await pendingAttempt(env.db, o, env.now());
        } catch (e) {
          if (!(e instanceof HoldsChanged)) throw e;
          const text =
            e.code === 'giftcard.changed'
              ? giftChangedMessage(lang)
              : e.code === 'coupon.changed'
                ? COUPON_CHANGED[lang]
                : POINTS_CHANGED[lang];
          return html(reply, 409, messagePage(lang, text, callbackUrl(o, 'cancelled', q.lang)));
        }
        return html(
          reply,
          200,
          payPage({
            transactionId,
            providerRef: ref,
            venueName: await venueName(o.shop_id, lang),
            orderNo: o.order_no,
            amountCents: Number(o.total_cents),
            method: o.payment,
            lang,
          }),
        );
      });

      // A plain HTML form posts here (the one non-JSON body besides CSP reports; server/security.ts).
      sub.post(
        '/sandbox/pay/:transactionId/decide',
        { config: { bodyTypes: ['application/x-www-form-urlencoded'] } satisfies BodyTypesConfig },
        async (req, reply) => {
          const { transactionId } = req.params as { transactionId: string };
          const f = (req.body && typeof req.body === 'object' ? req.body : {}) as Record<string, string>;
          const lang = langOf(f.lang);
          const o = /^[A-Za-z0-9_-]{1,64}$/.test(transactionId) ? await loadOrder(env.db, transactionId) : null;
          if (!o) return html(reply, 404, messagePage(lang, 'No such order.'));
          const decision = String(f.decision ?? '');
          if (!['approve', 'decline', 'cancel'].includes(decision))
            return html(reply, 400, messagePage(lang, 'Choose approve, decline or cancel.'));
          const a = (
            await env.db.query<{ status: string; amount_cents: string }>(
              'SELECT status, amount_cents FROM payment_attempts WHERE provider_ref = $1 AND transaction_id = $2',
              [String(f.ref ?? ''), transactionId],
            )
          )[0];
          if (!a) return html(reply, 400, messagePage(lang, 'This payment page has expired; go back and try again.'));
          // A second click on a decided attempt returns to the venue with the first decision.
          if (a.status !== 'pending')
            return reply
              .code(303)
              .header('location', callbackUrl(o, a.status, f.lang))
              .send();
          let result: ProviderResult =
            decision === 'approve' ? 'approved' : decision === 'decline' ? 'declined' : 'cancelled';
          if (o.payment === 'dps' && decision === 'approve') {
            const c = checkCard(f, env.now());
            if (!c.ok)
              return html(
                reply,
                400,
                payPage({
                  transactionId,
                  providerRef: String(f.ref),
                  venueName: await venueName(o.shop_id, lang),
                  orderNo: o.order_no,
                  amountCents: Number(a.amount_cents),
                  method: o.payment,
                  lang,
                  error: c.message,
                }),
              );
            if (c.decline) result = 'declined';
          }
          const n = { transactionId, amountCents: Number(a.amount_cents), result, providerRef: String(f.ref) };
          const r = await applyNotification(
            env.db,
            { ...n, signature: signResult(n, pay.notifySecret) },
            env.now(),
            pay.notifySecret,
          );
          if (!r.ok) return html(reply, 400, messagePage(lang, r.message));
          if (r.lapsed)
            return html(reply, 409, messagePage(lang, LAPSED_MESSAGE[lang], callbackUrl(o, 'refunded', f.lang)));
          return reply
            .code(303)
            .header('location', callbackUrl(o, result, f.lang))
            .send();
        },
      );
    });

  // ---- Stored-value card: PIN on the pinpad, balance never below zero ----
  registerCall(app, env, {
    method: 'POST',
    path: '/pro/pos/payOrder',
    who: 'user',
    venue: 'optional',
    schema: {
      required: ['transactionId', 'payment', 'pin', 'idempotencyKey'],
      properties: {
        transactionId: TXN,
        payment: { enum: ['svc'] },
        pin: { type: 'string', pattern: '^[0-9]{6}$' },
        idempotencyKey: KEY,
        shop: { type: 'string', maxLength: 100 },
      },
    },
    handler: async (ctx) => {
      const userId = ctx.user!.userId;
      const o = await loadOrder(ctx.db, ctx.payload.transactionId);
      if (!o) throw notFound('No such order.');
      if (o.user_id && o.user_id !== userId) throw forbidden('This order belongs to another customer.');
      const key = ctx.payload.idempotencyKey;
      const { pin, ...rest } = ctx.payload;
      const hash = requestHash(rest); // the PIN never enters the stored hash
      void pin;
      const seen = await lookup(ctx.db, o.shop_id, keyScope(ctx, 'payOrder'), key, hash);
      if (seen) return sendStored(ctx, seen);
      if (o.paid) return refuse(-3, 'order.paid', 'This order is already paid.');
      if (o.payment !== 'svc')
        return refuse(-4, 'payment.method', 'This order is not paid with the stored-value card.');

      const card = (
        await ctx.db.query<{ card_num: string }>(
          'SELECT card_num FROM member_cards WHERE user_id = $1 AND shop_id = $2 AND deleted_at IS NULL AND stored_value ORDER BY type_id LIMIT 1',
          [userId, o.shop_id],
        )
      )[0];
      if (!card) return refuse(-5, 'svc.no-card', 'You have no stored-value card at this venue.');
      // The tries are claimed in the database (server/wallet/pin.ts): at most 5 PINs are compared, on any number of processes.
      const pinFail = await checkCardPin(ctx.db, card.card_num, ctx.payload.pin, env.now());
      if (pinFail) return refuse(pinFail.rtn, pinFail.code, pinFail.message);

      const out = await once(ctx.db, o.shop_id, keyScope(ctx, 'payOrder'), key, hash, ctx.now, async (tx) => {
        const paid = await tx.query<{ total_cents: string }>(
          `UPDATE orders SET paid = true, pay_status = 'paid', sent = true, paid_at = $2, status_at = $2, user_id = COALESCE(user_id, $3)
           WHERE transaction_id = $1 AND NOT paid RETURNING total_cents`,
          [o.transaction_id, ctx.now, userId],
        );
        if (!paid.length) throw new Refusal(200, refuse(-3, 'order.paid', 'This order is already paid.'));
        const amount = Number(paid[0].total_cents);
        // One conditional statement: the balance never goes below zero, whatever runs at the same time.
        const bal =
          amount > 0
            ? await moveValue(tx, 'pay', {
                cardNum: card.card_num,
                amount,
                transactionId: o.transaction_id,
                now: ctx.now,
              })
            : null;
        if (amount > 0 && bal === null)
          throw new Refusal(
            200,
            refuse(-9, 'svc.insufficient', 'There is not enough value on your card for this order.'),
          );
        await tx.query(
          `INSERT INTO payment_attempts (provider_ref, transaction_id, method, amount_cents, status, created_at, decided_at) VALUES ($1, $2, 'svc', $3, 'approved', $4, $4)`,
          [newProviderRef().replace('sbx_', 'svc_'), o.transaction_id, amount, ctx.now],
        );
        // The same rule as the provider's approval: a lapsed booking's payment goes straight back to the card.
        const lapsed = await refundLapsedBookingPayment(tx, o.transaction_id, ctx.now);
        if (lapsed)
          return {
            status: 200,
            answer: {
              success: false,
              dispMsg: LAPSED_MESSAGE.en,
              result: {
                rtn: -10,
                code: 'booking.lapsed' satisfies RefusalCode,
                dispMsg: LAPSED_MESSAGE.en,
                refundedCents: lapsed.refundedCents,
              },
            },
          };
        return {
          status: 200,
          answer: ok({
            rtn: 1,
            transactionId: o.transaction_id,
            paid: true,
            amountCents: amount,
            balanceCents: bal ?? 0,
            cardNum: card.card_num,
          }),
        };
      });
      return sendStored(ctx, out);
    },
  });
}
