// Server-side pricing: turns the wire cart (ids and quantities only, never prices) into a domain cart
// from the venue's own catalogue, and prices it with the domain's calculateCart. Every reason the
// checkout cannot go ahead yet is collected in `blocked` with the domain's messages.
import {
  calculateCart,
  createCart,
  DEFAULT_CART_NOTES,
  memberPointsSettings,
  newCartItem,
  normaliseSettings,
  NOTES_MAX_LENGTH,
  redeemLimits,
  toCents,
  resolvePayments,
  validateDelivery,
  validateMinimumOrder,
  validateNotes,
  validateOptionGroup,
  type Cart,
  type CartItemInput,
  type PaymentMethod,
  type PricingContext,
  deliveryRefusal,
  type RefusalCode,
} from '../../src/domain/index';
import type { Db } from '../db/db';
import { CLOSED_MESSAGE, closedMessageAt, isOpen } from '../routes/config';
import { DAYS, localTime } from '../routes/openingHours';
import { itemHoursEnglish, readItemHours, servedAt } from '../../src/domain/itemHours';
import type { Venue } from '../wire/venue';
import { applyCoupon, type AppliedCoupon } from '../coupons/checkout';
import type { CouponForCart } from '../coupons/tickets';

export const ORDER_TYPES = ['eatin', 'takeaway', 'pickup', 'delivery'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];
/** Cart.orderType numbers (the spec gives the field without values): eatin 1, takeaway 2, pickup 3, delivery 4. */
const ORDER_TYPE_NO: Record<OrderType, number> = { eatin: 1, takeaway: 2, pickup: 3, delivery: 4 };

/** Methods whose payment happens on the (sandbox) provider's hosted page. */
export const HOSTED_METHODS = ['dps', 'wechat', 'alipay', 'paypal', 'omipay'];

export interface WireLine {
  pluId: string;
  quantity: number;
  priceIndex?: number;
  attrs?: { attrId: string; optionId: string; quantity?: number }[];
  mealPlus?: { pluId: string; quantity?: number }[];
  removedIngredients?: string[];
  notes?: string;
}
export interface WireCart {
  itemList: WireLine[];
  orderType: OrderType;
  tableNo?: string | number;
  persons?: number;
  promoCode?: string;
  redeemPoints?: number;
  delivery?: { address?: string; zoneId?: string };
  /** Order-level notes for the venue (at most NOTES_MAX_LENGTH characters). */
  notes?: string;
}

export interface Blocked {
  code: RefusalCode;
  message: string;
}

/** A line that does not match the catalogue: the whole request is refused (422 cart.invalid). */
export class CartInvalid extends Error {}

const STR = (max: number) => ({ type: 'string', maxLength: max });
const QTY = (max: number) => ({ type: 'integer', minimum: 1, maximum: max });
/** JSON Schema of the wire cart (shared by feeCalc and order calls). */
export const CART_SCHEMA = {
  type: 'object',
  required: ['itemList', 'orderType'],
  properties: {
    itemList: {
      type: 'array',
      maxItems: 100,
      items: {
        type: 'object',
        required: ['pluId', 'quantity'],
        properties: {
          pluId: STR(64),
          quantity: QTY(99),
          priceIndex: { type: 'integer', minimum: 0, maximum: 9 },
          attrs: {
            type: 'array',
            maxItems: 30,
            items: {
              type: 'object',
              required: ['attrId', 'optionId'],
              properties: { attrId: STR(64), optionId: STR(64), quantity: QTY(10) },
            },
          },
          mealPlus: {
            type: 'array',
            maxItems: 10,
            items: { type: 'object', required: ['pluId'], properties: { pluId: STR(64), quantity: QTY(10) } },
          },
          removedIngredients: { type: 'array', maxItems: 30, items: STR(64) },
          notes: STR(500),
        },
      },
    },
    orderType: { enum: [...ORDER_TYPES] },
    tableNo: { type: ['string', 'integer'], maxLength: 10 },
    persons: { type: 'integer', minimum: 1, maximum: 500 },
    promoCode: STR(40),
    redeemPoints: { type: 'number', minimum: 0, maximum: 10_000_000 },
    delivery: { type: 'object', properties: { address: STR(300), zoneId: STR(40) } },
    // Over 2,000 characters is a malformed body (400); over NOTES_MAX_LENGTH a refused cart (422).
    notes: STR(2000),
  },
};

/** The order-level notes of a wire cart: trimmed, checked against the domain's notes rule. */
export function orderNotesOf(wire: WireCart): string {
  const notes = (wire.notes ?? '').trim();
  const v = validateNotes(notes, NOTES_MAX_LENGTH);
  if (!v.ok) throw new CartInvalid(`Order notes: ${v.message}`);
  return notes;
}

interface PluRow {
  plu_id: string;
  cat_id: string;
  name1: string;
  name2: string;
  price_cents: number;
  attr: {
    attrId: string;
    name1: string;
    min?: number;
    max?: number;
    options: { optionId: string; name1: string; name2?: string; priceCents: number }[];
  }[];
  meal_plu: { pluId: string; name1: string; name2: string; priceCents: number }[];
  ingredient1: { ingredientId: string; name1: string; name2?: string; removable?: boolean }[];
  extra: Record<string, unknown>;
}

export interface Priced {
  cart: Cart;
  totalCents: number;
  promo: { valid: boolean; message?: string; code?: string };
  blocked: Blocked[];
  method: PaymentMethod | null;
  orderType: OrderType;
  tableNo: string | null;
  /** The member card used for points (card_num), when any points were redeemed. */
  cardNum: string | null;
  /** The customer's order-level notes ('' when none). */
  notes: string;
  /** Points the signed-in member may redeem on this cart (domain redeemLimits), when points are on. */
  redeem: { points: number; min: number; max: number } | null;
  /** Where a delivery order goes (trimmed address and zone id); null for every other order type. */
  delivery: { address: string; zoneId: string } | null;
  /** The held coupon or voucher this order uses (server/coupons/checkout.ts), when one applies. */
  coupon?: AppliedCoupon | null;
}

/** What the order charges: the cart's amountDue (rounding and surcharge included). */
export const chargeOf = (cart: Cart): number => cart.amountDue;

/** The venue's payment method by name (`dps`, `cash`, ...), from its payment list. */
export function findMethod(venue: Venue, name: string | undefined): PaymentMethod | null {
  if (!name) return null;
  const s = normaliseSettings(venue.settings);
  const list = resolvePayments(venue.payments, s.onlineCreditCardPayment);
  const n = name.toLowerCase();
  return list.find((m) => m.payment === n || m.sys === n) ?? null;
}

/** The venue's weekday (0 = Sunday) and minutes after midnight at a moment. */
export interface VenueClock {
  weekday: number;
  minutes: number;
}

function buildLines(
  plus: Map<string, PluRow>,
  lines: WireLine[],
  noteMax: number,
  clock?: VenueClock,
): CartItemInput[] {
  return lines.map((l, i) => {
    const p = plus.get(l.pluId);
    const where = `Line ${i + 1}`;
    if (!p) throw new CartInvalid(`${where}: the item ${l.pluId} is not on the menu.`);
    if (p.extra.soldOut === true) throw new CartInvalid(`${where}: ${p.name1} is sold out.`);
    // An item with its own hours (issue 31) is ordered only in them, on the venue's clock.
    const served = readItemHours(p.extra.availableAt);
    if (served && clock && !servedAt(served, clock.weekday, clock.minutes))
      throw new CartInvalid(`${where}: ${p.name1} is served only ${itemHoursEnglish(served)}.`);
    const prices = Array.isArray(p.extra.prices) ? (p.extra.prices as unknown[]).map(Number) : null;
    const idx = l.priceIndex ?? 0;
    if (idx > 0 && !(prices && Number.isInteger(prices[idx]) && prices[idx] >= 0))
      throw new CartInvalid(`${where}: the item has no price level ${idx}.`);
    const price = idx > 0 && prices ? prices[idx] : p.price_cents;
    const groups = new Map<string, number>();
    const attrs = (l.attrs ?? []).map((a) => {
      const g = p.attr.find((x) => x.attrId === a.attrId);
      const o = g?.options.find((x) => x.optionId === a.optionId);
      if (!g || !o) throw new CartInvalid(`${where}: ${p.name1} has no option ${a.attrId}/${a.optionId}.`);
      groups.set(g.attrId, (groups.get(g.attrId) ?? 0) + (a.quantity ?? 1));
      return {
        attrId: `${g.attrId}:${o.optionId}`,
        name: o.name1,
        name2: o.name2,
        price: o.priceCents,
        quantity: a.quantity ?? 1,
      };
    });
    for (const g of p.attr) {
      const v = validateOptionGroup(groups.get(g.attrId) ?? 0, { min: g.min, max: g.max });
      if (!v.ok) throw new CartInvalid(`${where}: ${p.name1} – ${g.name1}: ${v.message}`);
    }
    const mealPlus = (l.mealPlus ?? []).map((m) => {
      const e = p.meal_plu.find((x) => x.pluId === m.pluId);
      if (!e) throw new CartInvalid(`${where}: ${p.name1} has no meal extra ${m.pluId}.`);
      return { pluId: e.pluId, pluName1: e.name1, pluName2: e.name2, price: e.priceCents, quantity: m.quantity ?? 1 };
    });
    const removed = (l.removedIngredients ?? []).map((id) => {
      const g = p.ingredient1.find((x) => x.ingredientId === id);
      if (!g || g.removable === false) throw new CartInvalid(`${where}: ${p.name1} has no removable ingredient ${id}.`);
      return { ingredientId: g.ingredientId, name: g.name1, name2: g.name2, removed: true };
    });
    const notes = validateNotes(l.notes, noteMax);
    if (!notes.ok) throw new CartInvalid(`${where}: ${notes.message}`);
    const ex = p.extra;
    return {
      itemId: p.plu_id,
      pluId: p.plu_id,
      catId: p.cat_id,
      pluName1: p.name1,
      pluName2: p.name2,
      price,
      shopPrice: p.price_cents,
      quantity: l.quantity,
      attrs,
      mealPlus,
      mealPlu: mealPlus.length > 0 ? 1 : 0,
      ingredients: removed,
      notes: l.notes ?? '',
      priceIndex: idx,
      multiPrice: prices ? 1 : 0,
      timeItem: ex.timeItem ? 1 : 0,
      duration: Number(ex.duration) || 0,
      graceTime: Number(ex.graceTime) || 0,
      ...(ex.gst === 0 || ex.pluGst === 0 ? { pluGst: 0 as const } : {}),
      // An item that takes no discount or earns no points (e.g. a donation) says so in its extra fields.
      ...(ex.discount === 0 ? { discount: 0 as const } : {}),
      ...(ex.loyaltyPoint === 0 ? { loyaltyPoint: 0 as const } : {}),
    } satisfies CartItemInput;
  });
}

/**
 * Prices a wire cart for a venue. Throws CartInvalid when a line does not match the catalogue.
 * `userId` (from the token) loads the member card for the member discount and points.
 */
export async function priceCart(
  db: Db,
  venue: Venue,
  wire: WireCart,
  opts: {
    payment?: string;
    userId?: string | null;
    now: number;
    giftCards?: Cart['giftCards'];
    coupon?: CouponForCart | null;
  },
): Promise<Priced> {
  const s = normaliseSettings(venue.settings);
  const raw = venue.settings as Record<string, unknown>;
  const blocked: Blocked[] = [];
  const rows = await db.query<PluRow>(
    'SELECT plu_id, cat_id, name1, name2, price_cents, attr, meal_plu, ingredient1, extra FROM plus WHERE shop_id = $1',
    [venue.shopId],
  );
  const plus = new Map(rows.map((r) => [r.plu_id, r]));
  const noteMax = Number(raw.itemNoteMaxLength) > 0 ? Number(raw.itemNoteMaxLength) : 100;
  const local = localTime(opts.now, venue.hours?.tz || 'UTC');
  const clock = { weekday: DAYS.indexOf(local.day as (typeof DAYS)[number]), minutes: local.minutes };
  const items = buildLines(plus, wire.itemList, noteMax, clock);
  const notes = orderNotesOf(wire);
  // Stock (venues with showStock): the lines of one item together never ask for more than is left.
  if (Number(raw.showStock) === 1) {
    const wanted = new Map<string, number>();
    for (const l of wire.itemList) wanted.set(l.pluId, (wanted.get(l.pluId) ?? 0) + l.quantity);
    for (const [pluId, n] of wanted) {
      const stock = plus.get(pluId)?.extra.stock;
      if (typeof stock === 'number' && n > stock)
        throw new CartInvalid(`${plus.get(pluId)!.name1}: only ${Math.max(0, stock)} in stock.`);
    }
  }
  const orderType = wire.orderType;
  const isDelivery = orderType === 'delivery';

  let cart = createCart({
    // No device id: the stored cart is answered to anyone holding the transaction id.
    orderType: ORDER_TYPE_NO[orderType],
    persons: wire.persons ?? 1,
    showDelivery: isDelivery,
    lastUpdate: opts.now,
    itemList: items.map((it, i) => newCartItem(it, i + 1)),
    points: wire.redeemPoints ?? 0,
    plateNo: wire.tableNo !== undefined ? String(wire.tableNo) : '',
    notes: notes || DEFAULT_CART_NOTES,
  });

  // Venue state: licence and trading hours (server clock, venue time zone).
  if (Number(venue.licence.status) !== 1)
    blocked.push({ code: 'venue.closed', message: venue.hours.closedMessage || CLOSED_MESSAGE });
  else if (!isOpen(venue.hours, opts.now))
    blocked.push({ code: 'venue.closed', message: closedMessageAt(venue.hours, opts.now) });
  if (!items.length) blocked.push({ code: 'cart.empty', message: 'Your cart is empty.' });

  // Order type and table.
  const flagOff = (k: string) => raw[k] !== undefined && Number(raw[k]) === 0;
  if (isDelivery && Number(raw.delivery) !== 1)
    blocked.push({ code: 'delivery.unavailable', message: 'This venue does not deliver.' });
  if (orderType === 'pickup' && flagOff('pickup'))
    blocked.push({ code: 'pickup.unavailable', message: 'This venue does not offer pickup.' });
  let tableNo: string | null = null;
  if (orderType === 'eatin' && wire.tableNo !== undefined && String(wire.tableNo) !== '') {
    tableNo = String(wire.tableNo);
    const tables = (venue.tables as { tabNo: string }[]) ?? [];
    if (tables.length && !tables.some((t) => String(t.tabNo) === tableNo))
      blocked.push({ code: 'table.unknown', message: `There is no table ${tableNo} here.` });
  }

  // Payment method.
  const method = findMethod(venue, opts.payment);
  if (opts.payment && !method)
    blocked.push({ code: 'payment.unavailable', message: `This venue does not take ${opts.payment} payments.` });
  if (method && method.sys === 'svc' && !opts.userId)
    blocked.push({ code: 'payment.login', message: 'Please log in to pay with your stored-value card.' });

  // Member card (discount and points) for a signed-in customer.
  let card: PricingContext['card'] = null;
  let cardNum: string | null = null;
  if (opts.userId) {
    const c = (
      await db.query<{ card_num: string; points_cents: string; discount_rate: number }>(
        'SELECT card_num, points_cents, discount_rate FROM member_cards WHERE user_id = $1 AND shop_id = $2 AND deleted_at IS NULL ORDER BY type_id LIMIT 1',
        [opts.userId, venue.shopId],
      )
    )[0];
    if (c) {
      cardNum = c.card_num;
      card = {
        status: 1,
        discountRate: Number(c.discount_rate) || 0,
        multiDisc: false,
        points: Number(c.points_cents) / 100,
        minimumPoints: 0,
        minimumDollars: 0,
        dollarPointCalc: 0,
        pointDollarRedeem: 0,
      };
    }
  }
  const memberPoints = memberPointsSettings(raw.memberPoints ?? raw);

  // Delivery zone: the zone id must be one of settings.deliveryZones; the fee is settings.deliveryFee.
  let delivery: PricingContext['delivery'] = null;
  const zones = Array.isArray(raw.deliveryZones) ? (raw.deliveryZones as unknown[]).map(String) : [];
  const zoneId = wire.delivery?.zoneId ? String(wire.delivery.zoneId) : '';
  const zoneOk = zoneId !== '' && (zones.length === 0 || zones.includes(zoneId));
  if (isDelivery && zoneOk)
    delivery = { fee: Math.max(0, toCents(raw.deliveryFee as number | string | undefined)), expressFee: 0 };

  // Promo code: verified against the venue's promo_codes; the minimum is on the items before discounts.
  let promo: Priced['promo'] = { valid: false };
  let promoCtx: PricingContext['promo'] = null;
  const ctx: PricingContext = { card, memberPoints, payment: method, delivery };
  const code = (wire.promoCode ?? '').trim().toUpperCase();
  if (code) {
    const p = (
      await db.query<{ rate: string; amount_cents: number; min_cents: number; active: boolean }>(
        'SELECT rate, amount_cents, min_cents, active FROM promo_codes WHERE shop_id = $1 AND code = $2',
        [venue.shopId, code],
      )
    )[0];
    const base = calculateCart(cart, s, ctx);
    if (!p || !p.active) promo = { valid: false, code, message: 'This promo code is not valid.' };
    else if (base.originalAmount < p.min_cents)
      promo = {
        valid: false,
        code,
        message: `This promo code needs an order of at least $${(p.min_cents / 100).toFixed(2)}.`,
      };
    else {
      promo = { valid: true, code };
      promoCtx = Number(p.rate) > 0 ? { rate: Number(p.rate) } : { amount: p.amount_cents };
    }
    if (!promo.valid) blocked.push({ code: 'promo.invalid', message: promo.message! });
  }
  if (promoCtx) cart = { ...cart, promoCode: code };
  if (opts.giftCards?.length) cart = { ...cart, giftCards: opts.giftCards }; // verified gift cards (orders/giftcards.ts)
  // A held coupon or voucher: its rule from the database (server/coupons/checkout.ts), never the client's.
  const coupon = applyCoupon(cart, opts.coupon, opts.coupon ? calculateCart(cart, s, ctx).originalAmount : 0);
  cart = coupon.cart;
  if (coupon.blocked) blocked.push(coupon.blocked);
  cart = calculateCart(cart, s, { ...ctx, promo: promoCtx });

  // Amount rules of the domain.
  const min = validateMinimumOrder(cart, s.floorFee, s.moneySymbol);
  if (!min.ok) blocked.push({ code: 'order.minimum', message: min.message });
  if (isDelivery) {
    const d = validateDelivery(
      { address: wire.delivery?.address, zone: zoneOk ? zoneId : null },
      cart,
      s.minDeliveryAmount,
      s.moneySymbol,
    );
    if (!d.ok) blocked.push({ code: deliveryRefusal(d.key), message: d.message });
  }
  if ((wire.redeemPoints ?? 0) > 0 && cart.redeemedPoints === 0)
    blocked.push({ code: 'points.unavailable', message: 'These points cannot be redeemed on this order.' });
  const redeem =
    card && memberPoints.state === 1 ? { points: card.points, ...redeemLimits(cart, card, memberPoints) } : null;
  const deliveryTo = isDelivery ? { address: (wire.delivery?.address ?? '').trim(), zoneId } : null;
  return {
    cart,
    totalCents: chargeOf(cart),
    promo,
    blocked,
    method,
    orderType,
    tableNo,
    cardNum: cart.redeemedPoints > 0 ? cardNum : null,
    notes,
    redeem,
    delivery: deliveryTo,
    coupon: coupon.applied,
  };
}
