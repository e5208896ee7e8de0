// calculateCart: every total of the cart from its lines, the settings and the order's context.
// The formulas, their order and worked examples are in src/domain/README.md ("Pricing model").
import { cashRound, mulDivRound, percentOf, ratePpm, type Cents } from '../money';
import type { MemberCard } from '../memberCard';
import { centsToPoints, MEMBER_POINTS_DEFAULTS, pointsEarned, pointsToCents, type MemberPointsSettings } from '../memberPoints';
import { surchargeFor, type PaymentMethod } from '../payments';
import type { Settings } from '../settings';
import { RESERVATION_BILL_TYPE } from './cart';
import type { Cart, CartItem, Flag } from './types';

export type PricingSettings = Pick<
  Settings,
  | 'includeGst' | 'gstRate' | 'roundType' | 'serviceFee' | 'serviceFeeRate' | 'otherChargeRate' | 'memberDiscount'
  | 'freeDeliveryAmount' | 'depositRate' | 'depositAmount'
>;

export interface PricingContext {
  /** The loaded member card (status 1) for the member discount and points. */
  card?: Pick<MemberCard, 'status' | 'discountRate' | 'multiDisc' | 'points' | 'minimumPoints' | 'minimumDollars' | 'dollarPointCalc' | 'pointDollarRedeem'> | null;
  /** The site's member points settings; points are earned and redeemed only when state is 1. */
  memberPoints?: MemberPointsSettings | null;
  /** The chosen payment method: its surcharge, and cash rounding when sys is 'cash'. */
  payment?: Pick<PaymentMethod, 'surcharge' | 'surchargeType' | 'rate' | 'sys'> | null;
  /** The verified value of cart.promoCode: an amount in cents or a rate in percent (rate wins). */
  promo?: { amount?: Cents; rate?: number } | null;
  /** The chosen delivery zone's fees, used when cart.showDelivery. */
  delivery?: { fee: Cents; expressFee?: Cents } | null;
}

/** 1 unit of rate in ratePpm: one percent is 10,000. */
const PERCENT_PPM = 1_000_000;
const on = (f: Flag | null | undefined): boolean => f === true || f === 1;
/** Amounts never go below 0: a negative price counts as 0 (discounts have their own fields). */
const amountOf = (price: number, qty: number): Cents => (price > 0 && qty > 0 ? Math.round(price * qty) : 0);

/** Splits `total` over `weights` in proportion, in whole cents that add up exactly (largest remainder). */
export function allocate(total: Cents, weights: readonly Cents[], sum: Cents): Cents[] {
  const n = weights.length;
  const out = new Array<number>(n).fill(0);
  if (total <= 0 || sum <= 0) return out;
  const rem = new Array<number>(n);
  let left = total;
  for (let i = 0; i < n; i++) {
    const exact = (total * weights[i]) / sum;
    const f = Math.min(weights[i], Math.floor(exact));
    out[i] = f;
    rem[i] = exact - f;
    left -= f;
  }
  if (left !== 0) {
    const order = Array.from({ length: n }, (_, i) => i).sort((a, b) => rem[b] - rem[a] || a - b);
    for (let k = 0; left > 0 && k < n * 2; k++) {
      const i = order[k % n];
      if (out[i] < weights[i]) { out[i]++; left--; }
    }
  }
  return out;
}

interface LineWork {
  item: CartItem;
  net: Cents;
  hasItemDiscount: boolean;
}

/** One line: gross amount, item discount, discountable and pointable parts (before bill discounts). */
function priceLine(src: CartItem): LineWork {
  const q = src.quantity;
  const d = on(src.discount);
  const p = on(src.loyaltyPoint);
  const base = amountOf(src.price, q);
  let gross = base;
  let dGross = d ? base : 0;
  let pGross = p ? base : 0;
  let both = d && p ? base : 0;
  const attrs = src.attrs.map((a) => {
    const amount = amountOf(a.price * a.quantity, q);
    const ad = a.discount === undefined ? d : on(a.discount);
    const ap = a.loyaltyPoint === undefined ? p : on(a.loyaltyPoint);
    gross += amount;
    if (ad) dGross += amount;
    if (ap) pGross += amount;
    if (ad && ap) both += amount;
    return { ...a, amount };
  });
  const mealPlus = src.mealPlus.map((m) => {
    const amount = amountOf(m.price * m.quantity, q);
    gross += amount;
    if (d) dGross += amount;
    if (p) pGross += amount;
    if (d && p) both += amount;
    return { ...m, amount };
  });
  const totalMisc = amountOf(src.misc, q);
  gross += totalMisc;
  const discountAmount = percentOf(dGross, src.discountRate);
  const bothOff = percentOf(both, src.discountRate);
  const item: CartItem = {
    ...src, attrs, mealPlus, totalMisc, amount: gross, discountAmount,
    discountableAmount: dGross - discountAmount,
    pointableAmount: pGross - bothOff,
    ptAndDiscAmount: both - bothOff,
  };
  return { item, net: gross - discountAmount, hasItemDiscount: discountAmount > 0 };
}

/** Taxes of a line on its final amount: GST (taxRate1) and up to five more, included or added. */
function taxLine(item: CartItem, final: Cents, s: PricingSettings): CartItem {
  const r1 = item.taxRate1 ?? (on(item.pluGst) ? s.gstRate : 0);
  const rates = [r1, item.taxRate2 ?? 0, item.taxRate3 ?? 0, item.taxRate4 ?? 0, item.taxRate5 ?? 0, item.taxRate6 ?? 0];
  const ppm = rates.map(ratePpm);
  const include = item.includeGst === null || item.includeGst === undefined ? s.includeGst : on(item.includeGst);
  const divisor = include ? PERCENT_PPM + ppm.reduce((a, b) => a + b, 0) : PERCENT_PPM;
  const tax = ppm.map((r) => (r > 0 && final > 0 ? mulDivRound(final, r, divisor) : 0));
  const gstAmount = tax.reduce((a, b) => a + b, 0);
  return {
    ...item, gst: r1, tax1: tax[0], tax2: tax[1], tax3: tax[2], tax4: tax[3], tax5: tax[4], tax6: tax[5], gstAmount,
  };
}

interface BillDiscounts {
  member: Cents;
  whole: Cents;
  promo: Cents;
  promoRate: number;
  points: Cents;
  redeemedPoints: number;
}

/** Member, whole-bill, promo and points discounts, in that order, each on what the previous left. */
function billDiscounts(cart: Cart, s: PricingSettings, ctx: PricingContext, memberBase: Cents, base: Cents): BillDiscounts {
  const card = ctx.card?.status === 1 ? ctx.card : null;
  const member = card && s.memberDiscount ? percentOf(memberBase, card.discountRate) : 0;
  let left = base - member;
  const wholeRate = percentOf(left, cart.discountRate);
  const whole = wholeRate + Math.min(Math.max(0, cart.otherDiscountAmount), left - wholeRate);
  left -= whole;
  const promoRate = cart.promoCode && ctx.promo?.rate && ctx.promo.rate > 0 ? ctx.promo.rate : 0;
  const promoAmount = cart.promoCode && !promoRate ? Math.max(0, ctx.promo?.amount ?? 0) : 0;
  const promo = promoRate ? percentOf(left, promoRate) : Math.min(promoAmount, left);
  left -= promo;
  let points = 0;
  let redeemedPoints = 0;
  const mp = ctx.memberPoints ?? MEMBER_POINTS_DEFAULTS;
  if (card && mp.state === 1 && cart.points > 0 && left > 0 && left >= card.minimumDollars) {
    const rate = card.pointDollarRedeem > 0 ? card.pointDollarRedeem : mp.pointsPerDollarWhenRedeem;
    const min = card.minimumPoints > 0 ? card.minimumPoints : mp.minimumPoints;
    const wanted = Math.min(cart.points, card.points, centsToPoints(left, rate));
    if (wanted >= min) {
      redeemedPoints = wanted;
      points = Math.min(pointsToCents(wanted, rate), left);
    }
  }
  return { member, whole, promo, promoRate, points, redeemedPoints };
}

/**
 * Fills every computed field of the cart and its lines. Pure: the same cart, settings and context
 * always give the same result, and the input is never changed.
 */
export function calculateCart(cart: Cart, settings: PricingSettings, ctx: PricingContext = {}): Cart {
  const lines = cart.itemList.map(priceLine);
  let originalAmount = 0;
  let itemDiscount = 0;
  let discountable = 0;
  let memberBase = 0;
  let pointable = 0;
  let ptAndDisc = 0;
  let totalDuration = 0;
  const multiDisc = ctx.card?.multiDisc ?? false;
  for (const l of lines) {
    const it = l.item;
    originalAmount += it.amount;
    itemDiscount += it.discountAmount;
    discountable += it.discountableAmount;
    if (multiDisc || !l.hasItemDiscount) memberBase += it.discountableAmount;
    pointable += it.pointableAmount;
    ptAndDisc += it.ptAndDiscAmount;
    if (on(it.timeItem)) totalDuration += it.duration * it.quantity;
  }

  const bill = billDiscounts(cart, settings, ctx, memberBase, discountable);
  // Spread the bill discounts over the lines (member first, over its own base) so each line's tax
  // is computed on what the customer really pays for it.
  const memberWeights = lines.map((l) => (multiDisc || !l.hasItemDiscount ? l.item.discountableAmount : 0));
  const memberShare = allocate(bill.member, memberWeights, memberBase);
  const restWeights = lines.map((l, i) => l.item.discountableAmount - memberShare[i]);
  const restShare = allocate(bill.whole + bill.promo + bill.points, restWeights, discountable - bill.member);

  let lineTax = 0;
  let excludedGst = 0;
  let totalPointedAmount = 0;
  const itemList = lines.map((l, i) => {
    const share = memberShare[i] + restShare[i];
    const it = taxLine(l.item, l.net - share, settings);
    const include = it.includeGst === null || it.includeGst === undefined ? settings.includeGst : on(it.includeGst);
    lineTax += it.gstAmount;
    if (!include) excludedGst += it.gstAmount;
    const pointedOff = it.discountableAmount > 0 ? Math.round((share * it.ptAndDiscAmount) / it.discountableAmount) : 0;
    totalPointedAmount += it.pointableAmount - pointedOff;
    return it;
  });

  const billDiscount = bill.member + bill.whole + bill.promo + bill.points;
  const discountAmount = itemDiscount + billDiscount;
  const netItems = originalAmount - discountAmount;
  const hasItems = itemList.length > 0;
  const serviceFee = settings.serviceFeeRate > 0 ? percentOf(netItems, settings.serviceFeeRate) : hasItems ? settings.serviceFee : 0;
  const otherChargeAmount = percentOf(netItems, settings.otherChargeRate);
  const delivering = cart.showDelivery && hasItems && !!ctx.delivery;
  const freeDelivery = settings.freeDeliveryAmount > 0 && netItems >= settings.freeDeliveryAmount;
  const deliveryFee = delivering && !freeDelivery ? Math.max(0, ctx.delivery!.fee) : 0;
  const expressFee = delivering ? Math.max(0, ctx.delivery!.expressFee ?? 0) : 0;
  const beforeSurcharge = netItems + excludedGst + serviceFee + otherChargeAmount + deliveryFee + expressFee;

  const reservation = cart.billType === RESERVATION_BILL_TYPE;
  const deposit = !reservation ? 0
    : settings.depositRate > 0 ? percentOf(beforeSurcharge, settings.depositRate)
    : settings.depositAmount > 0 ? Math.min(settings.depositAmount, beforeSurcharge)
    : beforeSurcharge;
  const payableNow = reservation ? deposit : beforeSurcharge;
  const giftOffered = cart.giftCards.reduce((a, g) => a + Math.max(0, g.amount), 0);
  const giftCardAmount = Math.min(giftOffered, payableNow);
  const dueBeforeSurcharge = payableNow - giftCardAmount;
  const surchargeAmount = surchargeFor(ctx.payment, dueBeforeSurcharge);
  const totalAmount = beforeSurcharge + surchargeAmount;

  const fees = serviceFee + otherChargeAmount + deliveryFee + expressFee + surchargeAmount;
  const g = ratePpm(settings.gstRate);
  const feeGst = fees > 0 && g > 0 ? mulDivRound(fees, g, PERCENT_PPM + g) : 0;

  const due = dueBeforeSurcharge + surchargeAmount;
  const rounds = settings.roundType === 2 || (settings.roundType === 1 && ctx.payment?.sys === 'cash');
  const roundedAmount = rounds ? cashRound(due) - due : 0;
  const amountDue = due + roundedAmount;

  const mp = ctx.memberPoints ?? MEMBER_POINTS_DEFAULTS;
  const card = ctx.card?.status === 1 ? ctx.card : null;
  const earnRate = card && card.dollarPointCalc > 0 ? card.dollarPointCalc : mp.pointsPerDollar;
  const topupPoints = card && mp.state === 1 ? pointsEarned(totalPointedAmount, earnRate) : 0;

  return {
    ...cart,
    itemList,
    originalAmount,
    itemDiscount,
    userDiscountAmount: bill.member,
    wholeDiscount: bill.whole,
    promoDiscount: bill.promo,
    promoRate: bill.promoRate,
    pointDiscount: bill.points,
    redeemedPoints: bill.redeemedPoints,
    discountAmount,
    totalDiscountableAmount: discountable,
    totalPointableAmount: pointable,
    totalPtAndDiscAmount: ptAndDisc,
    totalPointedAmount,
    totalDuration,
    serviceFee,
    otherChargeRate: settings.otherChargeRate,
    otherChargeAmount,
    deliveryFee,
    expressFee,
    excludedGst,
    gst: lineTax + feeGst,
    deposit,
    giftCardAmount,
    surchargeAmount,
    surchargeRate: ctx.payment?.surchargeType === 'percent' ? ctx.payment.rate : 0,
    merchantSurchargeAmount: 0,
    totalAmount,
    roundedAmount,
    amountDue,
    changeAmount: cart.totalPaid > 0 ? Math.max(0, cart.totalPaid - amountDue) : 0,
    topupPoints,
  };
}
