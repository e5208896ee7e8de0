// Pay-only, receipts and the kitchen (issue 5, pay-only screens): the bill of an existing order
// (receipt, pay page, poster, uploading order), starting a provider payment for an existing unpaid
// order, a single payment of an amount (no cart), and re-sending an order to the kitchen.
// Not calls of spec 7 (the spec gives no path for them): marked non-spec in src/api/calls.ts.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { normaliseSettings, type Cart } from '../../src/domain/index';
import type { Db } from '../db/db';
import { keyScope, once, Refusal, requestHash, sendStored } from '../orders/idempotency';
import { HoldsChanged, retakeOrderHolds } from '../orders/holds';
import { findMethod, HOSTED_METHODS } from '../orders/pricing';
import { newProviderRef } from '../payments/provider';
import { billCatalogue, billLines, kitchenState, repriceForMethod, type PluNames } from '../payonly/bill';
import { type Answer, notFound, ok } from '../wire/answers';
import { type CallEnv, registerCall } from '../wire/define';
import { checkGuestAmount, countGuestWrite, guestOf } from '../orders/guestLimits';
import { findVenue, type Venue } from '../wire/venue';
import { loadOrder, orderOut, type OrderRow } from './order';
import { nextOrderNumbers } from '../orders/numbers';
import { venueQueue } from '../orders/venueQueue';
import type { RefusalCode } from '../../src/domain/index';
import type { ApiShopOrderBillResult } from '../../src/generated/calls';
import { VENUE_ENVELOPE } from '../wire/venueEnvelope';

const S = (max = 100) => ({ type: 'string', maxLength: max });
const ID = VENUE_ENVELOPE;
const TXN = { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' };
const KEY = { type: 'string', minLength: 8, maxLength: 64, pattern: '^[A-Za-z0-9_.:-]+$' };
const PAYMENT = { type: 'string', minLength: 1, maxLength: 20, pattern: '^[a-z]+$' };
const WORD = { type: 'string', minLength: 1, maxLength: 40, pattern: '^[A-Za-z0-9 _.@-]+$' };
/** Largest single payment: $100,000.00. */
export const SINGLE_PAY_MAX_CENTS = 10_000_000;

const refusal = (status: number, code: RefusalCode, dispMsg: string, extra: Record<string, unknown> = {}): Refusal =>
  new Refusal(status, { success: false, dispMsg, result: { code, ...extra } });

const n = (v: unknown): number => Math.round(Number(v) || 0);

async function venueOf(env: CallEnv, shopId: string): Promise<Venue | null> {
  return findVenue(env.venues, { shop: shopId }, {});
}

/** The payment methods a customer can pay this bill with online, and what each would charge. */
function hostedChoices(v: Venue, cart: Cart) {
  const s = normaliseSettings(v.settings);
  const out: { payment: string; name: string; surchargeCents: number; totalCents: number }[] = [];
  for (const e of v.payments) {
    const m = findMethod(v, String(e.payment ?? ''));
    if (!m || !HOSTED_METHODS.includes(m.payment) || out.some((x) => x.payment === m.payment)) continue;
    const c = repriceForMethod(cart, m, { gstRate: s.gstRate, roundType: s.roundType });
    out.push({ payment: m.payment, name: m.name, surchargeCents: c.surchargeAmount, totalCents: c.amountDue });
  }
  return out;
}

/** Everything a receipt, bill or poster shows: the order, its lines and amounts, the venue. */
export function billOut(
  o: OrderRow,
  v: Venue | null,
  catalogue?: ReadonlyMap<string, PluNames>,
): ApiShopOrderBillResult {
  const cart = (o.cart ?? {}) as Partial<Cart> & {
    singlePay?: { action?: string; requiredBy?: string; note?: string };
  };
  const s = normaliseSettings(v?.settings ?? {});
  const name = String(v?.branding?.name ?? (v?.settings as { shopName?: string })?.shopName ?? o.shop_id);
  const method = v ? findMethod(v, o.payment) : null;
  return {
    ...orderOut(o),
    paidAt: o.paid_at ? Number(o.paid_at) : null,
    paymentName: method?.name ?? o.payment,
    kitchen: kitchenState({ ...o, cart: cart as { itemList?: unknown[] } }),
    singlePay:
      o.order_type === 'singlepay'
        ? {
            action: cart.singlePay?.action ?? '',
            requiredBy: cart.singlePay?.requiredBy ?? '',
            note: cart.singlePay?.note ?? '',
          }
        : null,
    venue: {
      shop: o.shop_id,
      name,
      address: String(v?.profile?.address ?? ''),
      phone: String(v?.profile?.phone ?? ''),
      moneySymbol: s.moneySymbol || '$',
      gstRate: s.gstRate,
      timeZone: v?.hours?.tz ?? '',
    },
    lines: billLines(cart.itemList, catalogue),
    amounts: {
      subtotalCents: n(cart.originalAmount),
      discountCents: n(cart.discountAmount),
      serviceFeeCents: n(cart.serviceFee),
      otherChargeCents: n(cart.otherChargeAmount),
      deliveryFeeCents: n(cart.deliveryFee) + n(cart.expressFee),
      surchargeCents: n(cart.surchargeAmount),
      roundedCents: n(cart.roundedAmount),
      gstCents: n(cart.gst),
      totalCents: Number(o.total_cents),
    },
    methods: !o.paid && v ? hostedChoices(v, cart as Cart) : [],
  };
}

/** A counter method when the venue lists none: no surcharge, cash rounding as the settings say. */
const COUNTER = { surcharge: 0, surchargeType: 'fixed', rate: 0, sys: 'cash' } as const;

/**
 * Moves an unpaid order to payment at the counter: its waiting online attempts are cancelled, its
 * total re-priced for the counter method, it goes to the kitchen (a counter order is sent unpaid) and
 * what an earlier declined attempt gave back (gift card value, points, coupon) is held again. Moving an
 * order already at the counter changes nothing; a paid one is refused.
 */
async function moveToCounter(
  db: Db,
  txn: string,
  method: Parameters<typeof repriceForMethod>[1],
  s: ReturnType<typeof normaliseSettings>,
  now: number,
): Promise<{ amountCents: number; surchargeCents: number; changed: boolean }> {
  return db.tx(async (tx) => {
    const o = (await tx.query<OrderRow>('SELECT * FROM orders WHERE transaction_id = $1 FOR UPDATE', [txn]))[0];
    if (o.paid) throw refusal(409, 'order.paid', 'This bill is already paid.', { billNo: o.bill_no });
    const cart = repriceForMethod(o.cart as unknown as Cart, method ?? COUNTER, {
      gstRate: s.gstRate,
      roundType: s.roundType,
    });
    if (o.payment === 'cash' && o.sent)
      return { amountCents: Number(o.total_cents), surchargeCents: Number(cart.surchargeAmount) || 0, changed: false };
    await tx.query(
      `UPDATE payment_attempts SET status = 'cancelled', decided_at = $2 WHERE transaction_id = $1 AND status = 'pending'`,
      [txn, now],
    );
    await tx.query(
      `UPDATE orders SET payment = 'cash', total_cents = $2, cart = $3, pay_status = 'unpaid', sent = true, status_at = $4 WHERE transaction_id = $1 AND NOT paid`,
      [txn, cart.amountDue, { ...cart, payment: 'cash' }, now],
    );
    try {
      await retakeOrderHolds(tx, txn, newProviderRef(), now);
    } catch (e) {
      if (e instanceof HoldsChanged) throw refusal(409, e.code, e.message);
      throw e;
    }
    return { amountCents: cart.amountDue, surchargeCents: cart.surchargeAmount, changed: true };
  });
}

export function registerPayOnlyRoutes(app: FastifyInstance, env: CallEnv & { devRoutes?: boolean }): void {
  // ---- The bill of an order (receipt, pay page, poster, uploading order) ----
  registerCall(app, env, {
    method: 'POST',
    path: '/api/shop/order/bill',
    who: 'anyone',
    venue: 'optional',
    schema: { required: ['transactionId'], properties: { ...ID, transactionId: TXN } },
    handler: async (ctx) => {
      const o = await loadOrder(ctx.db, ctx.payload.transactionId);
      // A read of an unknown bill is a business answer (HTTP 200), like orderTracking's empty list.
      if (!o || (ctx.venue && ctx.venue.shopId !== o.shop_id))
        return {
          success: false,
          dispMsg: 'No such order.',
          result: { rtn: -1, code: 'order.notFound' satisfies RefusalCode, dispMsg: 'No such order.' },
        };
      return ok(billOut(o, await venueOf(env, o.shop_id), await billCatalogue(ctx.db, o)));
    },
  });

  // ---- Start (or resume) a provider payment for an existing unpaid order ----
  // Idempotent without a key: the order's one pending attempt with the same method and amount is
  // reused; another method cancels the waiting attempt and re-charges the bill for the new method.
  registerCall(app, env, {
    method: 'POST',
    path: '/api/shop/order/pay/start',
    who: 'anyone',
    venue: 'optional',
    schema: {
      required: ['transactionId', 'payment'],
      properties: { ...ID, transactionId: TXN, payment: PAYMENT, requestBy: S(60), tableNo: S(10) },
    },
    handler: async (ctx): Promise<Answer | void> => {
      const txn = ctx.payload.transactionId;
      const first = await loadOrder(ctx.db, txn);
      if (!first || (ctx.venue && ctx.venue.shopId !== first.shop_id)) throw notFound('No such order.');
      const v = await venueOf(env, first.shop_id);
      if (!v) throw notFound('No such order.');
      const s = normaliseSettings(v.settings);
      // Pay at the counter instead (a kiosk's declined card, issue 35): the same order, re-priced without
      // the card's surcharge, goes to the kitchen unpaid like a counter order. A kiosk moves only its own.
      if (ctx.payload.payment === 'cash') {
        if (first.device_id && ctx.payload.device && first.device_id !== ctx.payload.device)
          throw notFound('No such order.');
        try {
          const out = await moveToCounter(ctx.db, txn, findMethod(v, 'cash'), s, ctx.now);
          return ok({ rtn: 1, transactionId: txn, payment: 'cash', ...out });
        } catch (e) {
          if (e instanceof Refusal) return sendStored(ctx, { status: e.status, answer: e.answer });
          throw e;
        }
      }
      const method = findMethod(v, ctx.payload.payment);
      if (!method || !HOSTED_METHODS.includes(method.payment))
        return sendStored(ctx, {
          status: 422,
          answer: {
            success: false,
            dispMsg: `This bill cannot be paid online with ${ctx.payload.payment}.`,
            result: { code: 'payment.unavailable' satisfies RefusalCode },
          },
        });
      // Who sent the bill and for which table stay with the order (staff see them with the cart).
      const requestBy = String(ctx.payload.requestBy ?? '');
      const tableNo = String(ctx.payload.tableNo ?? '');
      try {
        const out = await ctx.db.tx(async (tx) => {
          const o = (await tx.query<OrderRow>('SELECT * FROM orders WHERE transaction_id = $1 FOR UPDATE', [txn]))[0];
          if (o.paid) throw refusal(409, 'order.paid', 'This bill is already paid.', { billNo: o.bill_no });
          const waiting = (
            await tx.query<{ provider_ref: string; method: string; amount_cents: string }>(
              `SELECT provider_ref, method, amount_cents FROM payment_attempts WHERE transaction_id = $1 AND status = 'pending'`,
              [txn],
            )
          )[0];
          const cart = repriceForMethod(o.cart as unknown as Cart, method, {
            gstRate: s.gstRate,
            roundType: s.roundType,
          });
          if (
            waiting &&
            waiting.method === method.payment &&
            Number(waiting.amount_cents) === cart.amountDue &&
            o.payment === method.payment
          )
            return { changed: false, amount: cart.amountDue, surcharge: cart.surchargeAmount };
          if (waiting)
            await tx.query(
              `UPDATE payment_attempts SET status = 'cancelled', decided_at = $2 WHERE provider_ref = $1 AND status = 'pending'`,
              [waiting.provider_ref, ctx.now],
            );
          await tx.query(
            `UPDATE orders SET payment = $2, total_cents = $3, cart = $4, pay_status = 'pending' WHERE transaction_id = $1 AND NOT paid`,
            [
              txn,
              method.payment,
              cart.amountDue,
              {
                ...cart,
                payment: method.payment,
                ...(requestBy || tableNo ? { payRequest: { requestBy, tableNo } } : {}),
              },
            ],
          );
          const ref = newProviderRef();
          await tx.query(
            'INSERT INTO payment_attempts (provider_ref, transaction_id, method, amount_cents, status, created_at) VALUES ($1, $2, $3, $4, $5, $6)',
            [ref, txn, method.payment, cart.amountDue, 'pending', ctx.now],
          );
          // Gift card value and points released by an earlier declined/cancelled attempt are held again (orders/holds.ts).
          try {
            await retakeOrderHolds(tx, txn, ref, ctx.now);
          } catch (e) {
            if (e instanceof HoldsChanged) throw refusal(409, e.code, e.message);
            throw e;
          }
          return { changed: true, amount: cart.amountDue, surcharge: cart.surchargeAmount };
        });
        return ok({
          rtn: 1,
          transactionId: txn,
          payment: method.payment,
          amountCents: out.amount,
          surchargeCents: out.surcharge,
          payUrl: `/sandbox/pay/${txn}`,
          changed: out.changed,
        });
      } catch (e) {
        if (e instanceof Refusal) return sendStored(ctx, { status: e.status, answer: e.answer });
        throw e;
      }
    },
  });

  // ---- A single payment of an amount, not tied to a cart (top-up, payment request) ----
  registerCall(app, env, {
    method: 'POST',
    path: '/api/shop/singlepay/start',
    who: 'anyone',
    venue: 'required',
    signed: true,
    schema: {
      required: ['idempotencyKey', 'action', 'requiredBy', 'amountCents', 'payment'],
      properties: {
        ...ID,
        idempotencyKey: KEY,
        action: WORD,
        requiredBy: WORD,
        amountCents: { type: 'integer', minimum: 1, maximum: SINGLE_PAY_MAX_CENTS },
        payment: PAYMENT,
        note: S(200),
      },
    },
    handler: async (ctx) => {
      const v = ctx.venue!;
      const p = ctx.payload;
      const method = findMethod(v, p.payment);
      if (!method || !HOSTED_METHODS.includes(method.payment))
        return sendStored(ctx, {
          status: 422,
          answer: {
            success: false,
            dispMsg: `This venue does not take ${p.payment} payments online.`,
            result: { code: 'payment.unavailable' satisfies RefusalCode },
          },
        });
      const s = normaliseSettings(v.settings);
      const guest = await guestOf(ctx, false); // no account: bounded by the venue and counted (issue 27)
      const out = await venueQueue.run(v.shopId, () =>
        once(
          ctx.db,
          v.shopId,
          keyScope(ctx, 'singlepay'),
          p.idempotencyKey,
          requestHash(ctx.payload),
          ctx.now,
          async (tx) => {
            if (guest) {
              checkGuestAmount(v, p.amountCents);
              await countGuestWrite(tx, ctx, guest, env.limits);
            }
            const base = {
              itemList: [],
              originalAmount: p.amountCents,
              totalAmount: p.amountCents,
              amountDue: p.amountCents,
              surchargeAmount: 0,
              roundedAmount: 0,
              gst: 0,
            } as unknown as Cart;
            const cart = repriceForMethod(base, method, { gstRate: 0, roundType: s.roundType });
            const ids = await insertSinglePay(tx, v, {
              cart,
              payment: method.payment,
              now: ctx.now,
              device: String(ctx.payload.device ?? '') || null,
              userId: ctx.user?.userId ?? null,
              single: { action: p.action, requiredBy: p.requiredBy, note: p.note ?? '' },
            });
            await tx.query(
              'INSERT INTO payment_attempts (provider_ref, transaction_id, method, amount_cents, status, created_at) VALUES ($1, $2, $3, $4, $5, $6)',
              [newProviderRef(), ids.transactionId, method.payment, cart.amountDue, 'pending', ctx.now],
            );
            return {
              status: 200,
              answer: ok({
                rtn: 1,
                ...ids,
                payment: method.payment,
                amountCents: cart.amountDue,
                surchargeCents: cart.surchargeAmount,
                payUrl: `/sandbox/pay/${ids.transactionId}`,
              }),
            };
          },
        ),
      );
      sendStored(ctx, out);
    },
  });

  // ---- Re-send an order to the kitchen after the sending failed ----
  registerCall(app, env, {
    method: 'POST',
    path: '/api/shop/order/kitchen/resend',
    who: 'anyone',
    venue: 'optional',
    schema: { required: ['transactionId'], properties: { ...ID, transactionId: TXN } },
    handler: async (ctx): Promise<Answer | void> => {
      const o = await loadOrder(ctx.db, ctx.payload.transactionId);
      if (!o || (ctx.venue && ctx.venue.shopId !== o.shop_id)) throw notFound('No such order.');
      const k = kitchenState(o);
      if (k === 'none')
        return sendStored(ctx, {
          status: 422,
          answer: {
            success: false,
            dispMsg: 'A single payment has nothing to send to the kitchen.',
            result: { code: 'kitchen.none' satisfies RefusalCode },
          },
        });
      if (k === 'waiting')
        return sendStored(ctx, {
          status: 409,
          answer: {
            success: false,
            dispMsg: 'This order is waiting for payment; it goes to the kitchen once paid.',
            result: { code: 'order.unpaid' satisfies RefusalCode },
          },
        });
      // Only the first re-send changes the row; a repeated press answers the same, changed false.
      const moved = await ctx.db.query(
        `UPDATE orders SET sent = true, status_at = $2 WHERE transaction_id = $1 AND NOT sent RETURNING 1`,
        [o.transaction_id, ctx.now],
      );
      return ok({ rtn: 1, transactionId: o.transaction_id, sent: true, changed: moved.length > 0 });
    },
  });

  // ---- Development / test switch: the kitchen printer 'goes offline' for one order ----
  if (env.devRoutes) {
    registerCall(app, env, {
      method: 'POST',
      path: '/dev/kitchen/offline',
      who: 'anyone',
      schema: { required: ['transactionId'], properties: { transactionId: TXN } },
      handler: async (ctx) => {
        const rows = await ctx.db.query(
          `UPDATE orders SET sent = false WHERE transaction_id = $1 AND order_type <> 'singlepay' RETURNING 1`,
          [ctx.payload.transactionId],
        );
        if (!rows.length) throw notFound('No such order.');
        return ok({ rtn: 1, sent: false });
      },
    });
  }
}

/** The order row of a single payment: no lines, no kitchen, its own bill and order numbers. */
export async function insertSinglePay(
  tx: Db,
  venue: Venue,
  o: {
    cart: Cart;
    payment: string;
    now: number;
    device: string | null;
    userId: string | null;
    single: Record<string, string>;
  },
) {
  const { orderNo, billNo } = await nextOrderNumbers(tx, venue.shopId, 'P', o.now);
  const transactionId = `txn_${randomBytes(12).toString('hex')}`;
  const cart = {
    ...o.cart,
    transactionId,
    billNo,
    payment: o.payment,
    paid: false,
    orderTime: o.now,
    singlePay: o.single,
  };
  await tx.query(
    `INSERT INTO orders (transaction_id, shop_id, bill_no, order_no, service_no, device_id, user_id, table_no, order_type, payment, total_cents, cart, status, paid, pay_status, sent, created_at, status_at)
     VALUES ($1, $2, $3, $4, 0, $5, $6, NULL, 'singlepay', $7, $8, $9, 'placed', false, 'pending', false, $10, $10)`,
    [transactionId, venue.shopId, billNo, orderNo, o.device, o.userId, o.payment, o.cart.amountDue, cart, o.now],
  );
  return { transactionId, billNo, orderNo };
}
