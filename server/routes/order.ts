// Cart, order and payment calls of spec 7 (issue 5): fee calculation, order placement with idempotency
// keys, zero-amount transactions, cart retrieval, order tracking, the customer's order report and the
// staff status change. Prices always come from the venue's catalogue through the domain's calculateCart.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { nextServiceNumber, venueMode, type ServiceRangeMode } from '../../src/domain/index';
import { isAdminOf } from '../backoffice/preview';
import { modeServiceNumber } from '../orders/modeNumbers';
import { nextOrderNumbers } from '../orders/numbers';
import { venueQueue } from '../orders/venueQueue';
import { scheduleJob } from '../housekeeping';
import type { Db } from '../db/db';
import {
  IDEMPOTENCY_PURGE_EVERY_MS,
  keyScope,
  once,
  purgeIdempotencyKeys,
  Refusal,
  requestHash,
  sendStored,
  type Stored,
} from '../orders/idempotency';
import { CART_SCHEMA, CartInvalid, HOSTED_METHODS, priceCart, type Priced, type WireCart } from '../orders/pricing';
import { type Answer, badRequest, forbidden, notFound, ok } from '../wire/answers';
import {
  checkoutExtras,
  EXTRAS_PROPS,
  extrasAnswer,
  extrasCoupon,
  extrasGiftCards,
  settleGiftCards,
  withExtras,
  withoutGiftSecrets,
  type CheckoutExtras,
} from '../orders/extras';
import { type CallEnv, type Ctx, registerCall } from '../wire/define';
import { checkGuestAmount, countGuestWrite, guestOf } from '../orders/guestLimits';
import type { Venue } from '../wire/venue';
import { withTableSession } from './table';
import { hit, type Limit } from '../auth/rateLimit';
import {
  claimDeviceOrders,
  DEVICE_REGISTRATION_WINDOW_MS,
  DEVICE_REGISTRATIONS_PER_ADDRESS,
  issueDevice,
  publicCart,
  sharedDevice,
} from '../orders/devices';
import { takeOrderPoints } from '../orders/points';
import { settleCoupon } from '../coupons/checkout';
import type { RefusalCode } from '../../src/domain/index';
import { MEMBER_TOKEN_PROP, orderMember, PIN_NEEDED, withoutMemberToken, type OrderMember } from '../kiosk/member';
import { VENUE_ENVELOPE } from '../wire/venueEnvelope';

/** Not a call of spec 7: issues a device id with its secret (orders/devices.ts). */
export const DEVICE_REGISTER_PATH = '/api/device/register';

const S = (max = 100) => ({ type: 'string', maxLength: max });
const ID = VENUE_ENVELOPE;
const KEY = { type: 'string', minLength: 8, maxLength: 64, pattern: '^[A-Za-z0-9_.:-]+$' };
const TXN = { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' };
const PAYMENT = { type: 'string', minLength: 1, maxLength: 20, pattern: '^[a-z]+$' };
export const ORDER_STATUSES = ['placed', 'preparing', 'ready', 'completed'] as const;
/** orders.pay_status (migration 004's check). */
export const PAY_STATUSES = ['unpaid', 'pending', 'paid', 'failed', 'cancelled'] as const;
export const KITCHEN_STEP_MS = 30_000;

/** Refusal answer with an HTTP status and a code (422 for business refusals of these calls). */
const refusal = (status: number, code: RefusalCode, dispMsg: string, extra: Record<string, unknown> = {}): Stored => ({
  status,
  answer: { success: false, dispMsg, result: { code, ...extra } },
});

/** preorderTime: absent/empty → null; ms or an ISO date → ms; anything else → undefined (a 400). */
function readTime(v: unknown): number | null | undefined {
  if (v === undefined || v === null || v === '') return null;
  const n = typeof v === 'number' ? v : /^\d+$/.test(String(v)) ? Number(v) : Date.parse(String(v));
  return Number.isFinite(n) && n >= 0 ? n : undefined;
}

export interface OrderRow {
  transaction_id: string;
  shop_id: string;
  bill_no: string;
  order_no: string;
  service_no: number;
  device_id: string | null;
  user_id: string | null;
  table_no: string | null;
  order_type: string;
  payment: string;
  total_cents: string;
  cart: Record<string, unknown>;
  status: (typeof ORDER_STATUSES)[number];
  paid: boolean;
  pay_status: (typeof PAY_STATUSES)[number];
  sent: boolean;
  created_at: string;
  paid_at: string | null;
  delivery_address?: string | null;
  delivery_zone?: string | null;
  preorder_time?: string | null;
  /** The venue's name, where the query joins it (my orders). */
  venue_name?: string | null;
}

/** What the customer ordered, for order screens: each line's names, quantity, amount and options. */
export function orderLines(cart: Record<string, unknown> | null | undefined) {
  const list = cart?.itemList ?? cart?.items;
  const items = Array.isArray(list) ? (list as Record<string, unknown>[]) : [];
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  return items.map((i) => ({
    name1: text(i.pluName1),
    name2: text(i.pluName2),
    quantity: Number(i.quantity) || 0,
    amountCents: Number(i.amount) || 0,
    options: names(i).map((n) => n.name1),
    // Both languages of every option (an order stored before name2 was kept has '' there: the screen shows name1).
    optionNames: names(i),
    notes: text(i.notes),
  }));
}

/** An order line's option and meal-extra names in both catalogue languages. */
function names(i: Record<string, unknown>): { name1: string; name2: string }[] {
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  const list = (v: unknown) => (Array.isArray(v) ? (v as Record<string, unknown>[]) : []);
  return [
    ...list(i.attrs).map((a) => ({ name1: text(a.name), name2: text(a.name2) })),
    ...list(i.mealPlus).map((m) => ({ name1: text(m.pluName1), name2: text(m.pluName2) })),
  ].filter((n) => n.name1 || n.name2);
}

export const orderOut = (o: OrderRow) => ({
  transactionId: o.transaction_id,
  billNo: o.bill_no,
  orderNo: o.order_no,
  serviceNo: o.service_no,
  status: o.status,
  paid: o.paid,
  payStatus: o.pay_status,
  payment: o.payment,
  totalCents: Number(o.total_cents),
  createdAt: Number(o.created_at),
  shop: o.shop_id,
  tableNo: o.table_no,
  orderType: o.order_type,
  // The customer's order-level notes (the cart's `notes` holds the spec's default 'Welcome' without them).
  notes: typeof o.cart?.customerNotes === 'string' ? o.cart.customerNotes : '',
  // Where a delivery order goes ('' for every other order type, and for orders from before it was stored).
  deliveryAddress: o.order_type === 'delivery' ? (o.delivery_address ?? '') : '',
  // When a pre-order is wanted (ms), null for as soon as possible.
  preorderAt: o.preorder_time ? Number(o.preorder_time) : null,
  lines: orderLines(o.cart),
  surchargeCents: Number(o.cart?.surchargeAmount) || 0,
  ...(o.venue_name ? { venueName: o.venue_name } : {}),
});

async function price(
  ctx: Ctx,
  wire: WireCart,
  payment: string | undefined,
  db: Db = ctx.db,
  extras: CheckoutExtras | null = null,
  member: OrderMember | null = null,
): Promise<Priced> {
  try {
    // A member card scanned at a kiosk (server/kiosk/member.ts): the order is the member's, priced with their card.
    const userId = member?.userId ?? ctx.user?.userId ?? null;
    const p = withExtras(
      ctx.venue!,
      wire,
      extras,
      ctx.now,
      await priceCart(db, ctx.venue!, wire, {
        payment,
        userId,
        now: ctx.now,
        giftCards: await extrasGiftCards(db, extras),
        coupon: await extrasCoupon(db, ctx.venue!, extras, ctx.now),
      }),
    );
    if (member) {
      if (!member.redeem && (wire.redeemPoints ?? 0) > 0) p.blocked.push(PIN_NEEDED);
      p.cart = { ...p.cart, memberScan: 1 } as Priced['cart']; // a counter order earns when placed (migration 025)
    }
    return p;
  } catch (e) {
    if (e instanceof CartInvalid)
      throw new Refusal(422, {
        success: false,
        dispMsg: e.message,
        result: { code: 'cart.invalid' satisfies RefusalCode },
      });
    throw e;
  }
}

/**
 * Which mode's service-number range an order takes (issue 30): a table session's order the table range;
 * an order the venue's own staff place at a venue in cashier mode (CashierCounter) the cashier range;
 * anything else (online, kiosk) none of its own.
 */
export function orderRangeMode(ctx: Ctx, atTable: boolean): ServiceRangeMode | null {
  if (atTable) return 'table';
  const venue = ctx.venue!;
  return isAdminOf(ctx.user, venue.shopId) && venueMode(venue.settings) === 'cashier' ? 'cashier' : null;
}

/** What insertOrder stores of a priced order (a gift card bought online gives its own: server/coupons/giftPurchase.ts). */
export type OrderToInsert = Pick<Priced, 'cart' | 'tableNo' | 'totalCents' | 'notes' | 'delivery' | 'cardNum'> & {
  orderType: string;
};

/** Inserts the order row (inside the caller's transaction): service number, order number, bill number. */
export async function insertOrder(
  tx: Db,
  venue: Venue,
  p: OrderToInsert,
  o: {
    deviceId: string | null;
    userId: string | null;
    payment: string;
    paid: boolean;
    sent: boolean;
    now: number;
    preorderTime?: number | null;
    /**
     * The ordering mode with a service-number range of its own this order numbers from when the venue
     * set one (issue 30): 'table' (placed with a table session) or 'cashier' (placed by the venue's staff
     * at a venue in cashier mode). Without it, or without that range, the venue's one counter is used.
     */
    rangeMode?: ServiceRangeMode | null;
  },
) {
  // The venue's counter row (venue row lock until commit): order, bill and service numbers one order at a time.
  const n = await nextOrderNumbers(tx, venue.shopId, 'A', o.now);
  const own = o.rangeMode ? await modeServiceNumber(tx, venue.shopId, o.rangeMode) : null;
  const serviceNo = own ?? nextServiceNumber(n.serviceNoBefore, venue.serviceNo);
  if (own === null)
    await tx.query('UPDATE venues SET service_no_current = $2 WHERE shop_id = $1', [venue.shopId, serviceNo]);
  const transactionId = `txn_${randomBytes(12).toString('hex')}`;
  const { orderNo, billNo } = n;
  // A kiosk's orders are never claimed by whoever signs in at the shared screen later.
  const shared = await sharedDevice(tx, venue, o.deviceId);
  const cart = {
    ...p.cart,
    transactionId,
    billNo,
    serviceNo: String(serviceNo),
    payment: o.payment,
    paid: o.paid,
    orderTime: o.now,
    uploaded: true,
    customerNotes: p.notes,
  };
  await tx.query(
    `INSERT INTO orders (transaction_id, shop_id, bill_no, order_no, service_no, device_id, user_id, table_no, order_type, payment, total_cents, cart, status, paid, pay_status, sent, preorder_time, created_at, status_at, paid_at, delivery_address, delivery_zone, shared_device)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, 'placed', $13, $14, $15, $16, $17, $17, $18, $19, $20, $21)`,
    [
      transactionId,
      venue.shopId,
      billNo,
      orderNo,
      serviceNo,
      o.deviceId,
      o.userId,
      p.tableNo,
      p.orderType,
      o.payment,
      p.totalCents,
      cart,
      o.paid,
      o.paid ? 'paid' : 'unpaid',
      o.sent,
      o.preorderTime ?? null,
      o.now,
      o.paid ? o.now : null,
      p.delivery?.address ?? null,
      p.delivery?.zoneId ?? null,
      shared,
    ],
  );
  // Redeemed points leave the member card in the same transaction, never below zero; the order holds
  // them until it is paid or its online payment fails (orders/points.ts).
  if (p.cardNum && p.cart.redeemedPoints > 0)
    await takeOrderPoints(tx, transactionId, p.cardNum, Math.round(p.cart.redeemedPoints * 100), o.now);
  return { transactionId, billNo, orderNo, serviceNo };
}

export async function loadOrder(db: Db, transactionId: string): Promise<OrderRow | null> {
  return (await db.query<OrderRow>('SELECT * FROM orders WHERE transaction_id = $1', [transactionId]))[0] ?? null;
}

/** The free-cart variant of /api/spot/zeroTxn (payload properties and handler), set by registerOrderRoutes. */
export const zeroTxnCart: {
  schema: Record<string, unknown>;
  handler: (ctx: Ctx<'/api/spot/zeroTxn'>) => Promise<Answer | void>;
} = {
  schema: {},
  handler: async () => undefined,
};

const FEE_PATHS = ['/api/pos/feeCalc', '/api/spot/feeCalc'] as const;

export function registerOrderRoutes(app: FastifyInstance, env: CallEnv & { demoKitchen?: boolean }): void {
  const feeSchema = {
    required: ['cart'],
    properties: { ...ID, cart: CART_SCHEMA, payment: PAYMENT, ...EXTRAS_PROPS, ...MEMBER_TOKEN_PROP },
  };
  const feeCalc = async (ctx: Ctx<(typeof FEE_PATHS)[number]>): Promise<Answer | void> => {
    try {
      const x = await checkoutExtras(ctx);
      const member = await orderMember(ctx.db, ctx.venue!, ctx.payload, ctx.now);
      const p = await price(ctx, ctx.payload.cart, ctx.payload.payment, ctx.db, x, member);
      return ok({
        cart: p.cart,
        totalCents: p.totalCents,
        promo: p.promo,
        blocked: p.blocked,
        redeem: p.redeem,
        ...extrasAnswer(x),
      });
    } catch (e) {
      if (e instanceof Refusal) return sendStored(ctx, { status: e.status, answer: e.answer });
      throw e;
    }
  };
  // The parking fee (fee only, the venue's tariff) is server/routes/tickets.ts.
  for (const path of FEE_PATHS)
    registerCall(app, env, {
      method: 'POST',
      path,
      who: 'anyone',
      venue: 'required',
      signed: true,
      schema: feeSchema,
      handler: feeCalc,
    });

  const orderSchema = {
    required: ['idempotencyKey', 'cart', 'payment', 'expectedTotalCents'],
    properties: {
      ...ID,
      idempotencyKey: KEY,
      cart: CART_SCHEMA,
      payment: PAYMENT,
      expectedTotalCents: { type: 'integer', minimum: 0, maximum: 100_000_000 },
      sessionId: S(100),
      ...EXTRAS_PROPS,
      ...MEMBER_TOKEN_PROP,
    },
  };
  const place =
    (zero: boolean) =>
    async (ctx: Ctx<'/api/shop/order/add/v2' | '/api/spot/zeroTxn'>): Promise<Answer | void> => {
      const venue = ctx.venue!;
      const { cart, idempotencyKey: key } = ctx.payload;
      const payment = zero ? 'zero' : ctx.payload.payment;
      // The order's schema requires all three; zeroTxn comes here only with a cart (and its schema requires the key).
      if (cart === undefined || key === undefined || payment === undefined)
        throw badRequest('The fields "idempotencyKey", "cart" and "payment" are required.');
      const preorderTime = readTime(ctx.payload.preorderTime);
      if (preorderTime === undefined)
        throw badRequest('The field "preorderTime" must be a time (ms since 1970 or an ISO date).');
      const extras = await checkoutExtras(ctx); // gift card codes checked before the transaction
      let member: OrderMember | null = null; // a kiosk's scanned member card
      try {
        member = await orderMember(ctx.db, venue, ctx.payload, ctx.now);
      } catch (e) {
        if (e instanceof Refusal) return sendStored(ctx, { status: e.status, answer: e.answer });
        throw e;
      }
      const guest = await guestOf(ctx, member !== null); // no account, no member card: bounded and counted (issue 27)
      // In the venue's lane (orders/venueQueue.ts): a busy venue's orders wait without holding connections.
      const out = await venueQueue.run(venue.shopId, () =>
        once(
          ctx.db,
          venue.shopId,
          keyScope(ctx, zero ? 'zeroTxn' : 'order'),
          key,
          requestHash(withoutMemberToken(withoutGiftSecrets(ctx.payload))),
          ctx.now,
          async (tx) => {
            const p = await price(ctx, cart, zero ? undefined : payment, tx, extras, member);
            if (p.blocked.length)
              throw new Refusal(422, {
                success: false,
                dispMsg: p.blocked[0].message,
                result: { code: 'checkout.blocked' satisfies RefusalCode, blocked: p.blocked },
              });
            if (guest) {
              checkGuestAmount(venue, p.totalCents);
              await countGuestWrite(tx, ctx, guest, env.limits);
            }
            if (zero && p.totalCents !== 0)
              throw new Refusal(422, {
                success: false,
                dispMsg: 'This order is not free; choose a payment method.',
                result: { code: 'totals.not-zero' satisfies RefusalCode, totalCents: p.totalCents },
              });
            const expected = ctx.payload.expectedTotalCents;
            if (expected !== undefined && expected !== p.totalCents)
              throw new Refusal(422, {
                success: false,
                dispMsg: 'The order total changed; please review your cart.',
                result: { code: 'totals.mismatch' satisfies RefusalCode, totalCents: p.totalCents },
              });
            const sys = p.method?.sys ?? '';
            const hosted = !zero && (HOSTED_METHODS.includes(payment) || HOSTED_METHODS.includes(sys));
            const isCash = !zero && (sys === 'cash' || payment === 'cash');
            const paid = zero;
            const ids = await insertOrder(tx, venue, p, {
              deviceId: ctx.payload.device || null,
              userId: member?.userId ?? ctx.user?.userId ?? null,
              payment,
              paid,
              sent: paid || isCash,
              now: ctx.now,
              preorderTime,
              rangeMode: orderRangeMode(ctx, Boolean(ctx.payload.sessionId)),
            });
            // In the order's own transaction, so the answer never leaves before the link (withTableSession checked the session).
            if (!zero && ctx.payload.sessionId)
              await tx.query('UPDATE orders SET session_id = $1 WHERE transaction_id = $2', [
                ctx.payload.sessionId,
                ids.transactionId,
              ]);
            const result: Record<string, unknown> = {
              ...ids,
              status: 'placed',
              paid,
              payment,
              totalCents: p.totalCents,
            };
            if (hosted) result.payUrl = `/sandbox/pay/${ids.transactionId}`;
            if (sys === 'svc') result.needsPin = true;
            await settleCoupon(
              tx,
              ids.transactionId,
              p.coupon,
              ctx.user?.userId ?? null,
              p.cart.wholeDiscount,
              ctx.now,
            ); // the coupon or voucher: used once
            await settleGiftCards(tx, ids.transactionId, p, result, ctx.now); // gift cards: deducted here; paid when they cover it all
            return { status: 200, answer: ok(result) };
          },
        ),
      );
      sendStored(ctx, out);
    };
  // Table service: an order with a sessionId needs a live table session (routes/table.ts).
  registerCall(app, env, {
    method: 'POST',
    path: '/api/shop/order/add/v2',
    who: 'anyone',
    venue: 'required',
    signed: true,
    schema: orderSchema,
    handler: withTableSession(place(false)),
  });
  // zeroTxn is registered by server/routes/tickets.ts: a free cart goes to this handler, a ticket's
  // zero-amount transaction (named by its transaction id) to the tickets'.
  zeroTxnCart.schema = {
    ...orderSchema.properties,
    payment: S(20),
    expectedTotalCents: { type: 'integer', minimum: 0, maximum: 0 },
  };
  zeroTxnCart.handler = place(true);

  // Cart retrieval: the calculated cart of a transaction as a JSON string (billInfo).
  registerCall(app, env, {
    method: 'POST',
    path: '/pro/pos/cart/action',
    who: 'anyone',
    venue: 'optional',
    schema: { required: ['transactionId'], properties: { ...ID, action: { enum: ['CART'] }, transactionId: TXN } },
    handler: async (ctx) => {
      const o = await loadOrder(ctx.db, ctx.payload.transactionId);
      if (!o || (ctx.venue && ctx.venue.shopId !== o.shop_id)) throw notFound('No such order.');
      return ok([{ billInfo: JSON.stringify({ ...publicCart(o.cart), paid: o.paid }), ...orderOut(o) }]);
    },
  });

  registerCall(app, env, {
    method: 'POST',
    path: '/pro/api/pos/orderTracking',
    who: 'anyone',
    venue: 'optional',
    schema: {
      required: ['transactionIds'],
      properties: { ...ID, transactionIds: { type: 'array', minItems: 1, maxItems: 50, items: TXN } },
    },
    handler: async (ctx) => {
      const rows = await ctx.db.query<OrderRow>(
        'SELECT * FROM orders WHERE transaction_id = ANY($1::text[]) ORDER BY created_at DESC',
        [ctx.payload.transactionIds],
      );
      return ok(rows.map(orderOut));
    },
  });

  // A device id with its secret, for the guest orders placed from this browser (orders/devices.ts).
  // Counted in the database (rate_windows), so the limit holds across server processes.
  const registrations: Limit = {
    kind: 'device.address',
    max: DEVICE_REGISTRATIONS_PER_ADDRESS,
    windowMs: DEVICE_REGISTRATION_WINDOW_MS,
  };
  registerCall(app, env, {
    method: 'POST',
    path: DEVICE_REGISTER_PATH,
    who: 'anyone',
    venue: 'required',
    signed: true,
    schema: { properties: { ...ID } },
    handler: async (ctx) => {
      if (!(await hit(ctx.db, registrations, ctx.ip, ctx.now)))
        return sendStored(
          ctx,
          refusal(429, 'device.rate-limited', 'Too many new devices from this address; please wait 15 minutes.'),
        );
      return ok({ rtn: 1, ...(await issueDevice(ctx.db, ctx.venue, ctx.now)) });
    },
  });

  // The signed-in customer's orders, newest first. The guest orders of this browser are claimed first,
  // only with the device's secret: a device id alone (it travels in every signed request) proves nothing.
  registerCall(app, env, {
    method: 'POST',
    path: '/pro/pos/onlinePosOrderRpt',
    who: 'user',
    venue: 'optional',
    schema: {
      properties: {
        ...ID,
        deviceId: S(100),
        deviceSecret: S(100),
        page: { type: 'integer', minimum: 1, maximum: 10_000 },
        pageSize: { type: 'integer', minimum: 1, maximum: 100 },
      },
    },
    handler: async (ctx) => {
      const userId = ctx.user!.userId;
      await claimDeviceOrders(ctx.db, userId, ctx.payload.deviceId, ctx.payload.deviceSecret);
      const page = ctx.payload.page ?? 1;
      const size = ctx.payload.pageSize ?? 20;
      const shop = ctx.venue?.shopId ?? null;
      const rows = await ctx.db.query<OrderRow>(
        `SELECT o.*, v.branding->>'name' AS venue_name FROM orders o LEFT JOIN venues v ON v.shop_id = o.shop_id
         WHERE o.user_id = $1 AND ($2::text IS NULL OR o.shop_id = $2) ORDER BY o.created_at DESC, o.bill_no DESC LIMIT $3 OFFSET $4`,
        [userId, shop, size, (page - 1) * size],
      );
      const total = Number(
        (
          await ctx.db.query<{ n: number }>(
            'SELECT count(*)::int AS n FROM orders WHERE user_id = $1 AND ($2::text IS NULL OR shop_id = $2)',
            [userId, shop],
          )
        )[0].n,
      );
      return ok(
        rows.map((o) => ({ ...orderOut(o), cart: publicCart(o.cart) })),
        { rtn: 1, page, pageSize: size, total },
      );
    },
  });

  // Staff: move an order's kitchen status.
  registerCall(app, env, {
    method: 'POST',
    path: '/pro/pos/order/status',
    who: 'admin',
    venue: 'required',
    schema: {
      required: ['transactionId', 'status'],
      properties: { ...ID, transactionId: TXN, status: { enum: [...ORDER_STATUSES] } },
    },
    handler: async (ctx) => {
      const o = await loadOrder(ctx.db, ctx.payload.transactionId);
      if (!o || o.shop_id !== ctx.venue!.shopId) throw notFound('No such order.');
      if (!o.sent) throw forbidden('This order has not been sent to the kitchen (it is waiting for payment).');
      const rows = await ctx.db.query<OrderRow>(
        'UPDATE orders SET status = $2, status_at = $3 WHERE transaction_id = $1 RETURNING *',
        [o.transaction_id, ctx.payload.status, ctx.now],
      );
      return ok(orderOut(rows[0]));
    },
  });

  // Idempotency keys live 24 h: purged once when the server is ready, then every hour (one process at a time).
  scheduleJob(app, env.db, 'idempotencyPurge', IDEMPOTENCY_PURGE_EVERY_MS, (db) => purgeIdempotencyKeys(db, env.now()));
  if (env.demoKitchen)
    scheduleJob(app, env.db, 'demoKitchen', 5_000, (db) => advanceKitchen(db, env.now()), { atStart: false });
}

/** DEMO_KITCHEN=1: every order sent to the kitchen moves one step every 30 s. */
export async function advanceKitchen(db: Db, now: number): Promise<number> {
  const rows = await db.query(
    `UPDATE orders SET status = CASE status WHEN 'placed' THEN 'preparing' WHEN 'preparing' THEN 'ready' ELSE 'completed' END, status_at = $1::bigint
     WHERE sent AND status <> 'completed' AND status_at <= $1::bigint - $2::bigint RETURNING 1`,
    [now, KITCHEN_STEP_MS],
  );
  return rows.length;
}
