// calculateCart: every total of the cart from its lines, the settings and the order's context.
// The formulas, their order and worked examples are in src/domain/README.md ("Pricing model").
import { cashRound, mulDivRound, percentOf, ratePpm, roundPoints, type Cents } from '../money';
import type { MemberCard } from '../memberCard';
import {
  centsToPoints,
  MEMBER_POINTS_DEFAULTS,
  pointsEarned,
  pointsToCents,
  type MemberPointsSettings,
} from '../memberPoints';
import { surchargeFor, type PaymentMethod } from '../payments';
import type { Settings } from '../settings';
import { RESERVATION_BILL_TYPE } from './cart';
import type { Cart, CartItem, Flag } from './types';

export type PricingSettings = Pick<
  Settings,
  | 'includeGst'
  | 'gstRate'
  | 'roundType'
  | 'serviceFee'
  | 'serviceFeeRate'
  | 'otherChargeRate'
  | 'memberDiscount'
  | 'freeDeliveryAmount'
  | 'depositRate'
  | 'depositAmount'
>;

export interface PricingContext {
  /** The loaded member card (status 1) for the member discount and points. */
  card?: Pick<
    MemberCard,
    | 'status'
    | 'discountRate'
    | 'multiDisc'
    | 'points'
    | 'minimumPoints'
    | 'minimumDollars'
    | 'dollarPointCalc'
    | 'pointDollarRedeem'
  > | null;
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

/** One line's amounts before bill discounts. */
interface LineWork {
  src: CartItem;
  attrs: CartItem['attrs'];
  mealPlus: CartItem['mealPlus'];
  amount: Cents;
  totalMisc: Cents;
  discountAmount: Cents;
  discountableAmount: Cents;
  pointableAmount: Cents;
  ptAndDiscAmount: Cents;
}

/** `rate` percent off `amount`, never more than the amount itself (rates above 100 % count as 100 %). */
const percentOff = (amount: Cents, rate: number): Cents => Math.min(amount, percentOf(amount, rate));

/** Keeps an option's object when its amount is already right, so recalculation allocates little. */
const withAmount = <T extends { amount: Cents }>(o: T, amount: Cents): T =>
  o.amount === amount ? o : { ...o, amount };

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
  let attrs = src.attrs;
  for (let i = 0; i < attrs.length; i++) {
    const a = attrs[i];
    const amount = amountOf(a.price * a.quantity, q);
    const ad = a.discount === undefined ? d : on(a.discount);
    const ap = a.loyaltyPoint === undefined ? p : on(a.loyaltyPoint);
    gross += amount;
    if (ad) dGross += amount;
    if (ap) pGross += amount;
    if (ad && ap) both += amount;
    if (a.amount !== amount) {
      if (attrs === src.attrs) attrs = attrs.slice();
      attrs[i] = withAmount(a, amount);
    }
  }
  let mealPlus = src.mealPlus;
  for (let i = 0; i < mealPlus.length; i++) {
    const m = mealPlus[i];
    const amount = amountOf(m.price * m.quantity, q);
    gross += amount;
    if (d) dGross += amount;
    if (p) pGross += amount;
    if (d && p) both += amount;
    if (m.amount !== amount) {
      if (mealPlus === src.mealPlus) mealPlus = mealPlus.slice();
      mealPlus[i] = withAmount(m, amount);
    }
  }
  const totalMisc = amountOf(src.misc, q);
  gross += totalMisc;
  const discountAmount = percentOff(dGross, src.discountRate);
  const bothOff = percentOff(both, src.discountRate);
  return {
    src,
    attrs,
    mealPlus,
    totalMisc,
    amount: gross,
    discountAmount,
    discountableAmount: dGross - discountAmount,
    pointableAmount: pGross - bothOff,
    ptAndDiscAmount: both - bothOff,
  };
}

const includesTax = (item: CartItem, s: PricingSettings): boolean =>
  item.includeGst === null || item.includeGst === undefined ? s.includeGst : on(item.includeGst);

/**
 * Tax in whole cents at `ppm` on a line's final amount; `divisor` is 100% plus the line's rates when
 * included. The final amount carries the line's exact (fractional) share of the bill discounts.
 */
const taxAt = (final: number, ppm: number, divisor: number): Cents =>
  ppm > 0 && final > 0 ? Math.round((final * ppm) / divisor) : 0;

/**
 * The finished line: its amounts and its taxes on the final amount after all discounts. GST is
 * taxRate1 (settings.gstRate for a taxable item when not given); taxRate2..6 add further taxes.
 */
function finishLine(l: LineWork, final: number, s: PricingSettings): CartItem {
  const it = l.src;
  const r1 = it.taxRate1 ?? (on(it.pluGst) ? s.gstRate : 0);
  const p1 = ratePpm(r1),
    p2 = ratePpm(it.taxRate2 ?? 0),
    p3 = ratePpm(it.taxRate3 ?? 0);
  const p4 = ratePpm(it.taxRate4 ?? 0),
    p5 = ratePpm(it.taxRate5 ?? 0),
    p6 = ratePpm(it.taxRate6 ?? 0);
  const divisor = includesTax(it, s) ? PERCENT_PPM + p1 + p2 + p3 + p4 + p5 + p6 : PERCENT_PPM;
  const tax1 = taxAt(final, p1, divisor),
    tax2 = taxAt(final, p2, divisor),
    tax3 = taxAt(final, p3, divisor);
  const tax4 = taxAt(final, p4, divisor),
    tax5 = taxAt(final, p5, divisor),
    tax6 = taxAt(final, p6, divisor);
  const gstAmount = tax1 + tax2 + tax3 + tax4 + tax5 + tax6;
  // A line whose figures are already right is kept as it is: recalculating a calculated cart allocates nothing.
  if (
    it.attrs === l.attrs &&
    it.mealPlus === l.mealPlus &&
    it.amount === l.amount &&
    it.totalMisc === l.totalMisc &&
    it.discountAmount === l.discountAmount &&
    it.discountableAmount === l.discountableAmount &&
    it.pointableAmount === l.pointableAmount &&
    it.ptAndDiscAmount === l.ptAndDiscAmount &&
    it.gst === r1 &&
    it.tax1 === tax1 &&
    it.tax2 === tax2 &&
    it.tax3 === tax3 &&
    it.tax4 === tax4 &&
    it.tax5 === tax5 &&
    it.tax6 === tax6 &&
    it.gstAmount === gstAmount
  )
    return it;
  return {
    ...it,
    attrs: l.attrs,
    mealPlus: l.mealPlus,
    amount: l.amount,
    totalMisc: l.totalMisc,
    discountAmount: l.discountAmount,
    discountableAmount: l.discountableAmount,
    pointableAmount: l.pointableAmount,
    ptAndDiscAmount: l.ptAndDiscAmount,
    gst: r1,
    tax1,
    tax2,
    tax3,
    tax4,
    tax5,
    tax6,
    gstAmount,
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
function billDiscounts(
  cart: Cart,
  s: PricingSettings,
  ctx: PricingContext,
  memberBase: Cents,
  base: Cents,
): BillDiscounts {
  const card = ctx.card?.status === 1 ? ctx.card : null;
  const member = card && s.memberDiscount ? percentOff(memberBase, card.discountRate) : 0;
  let left = base - member;
  const wholeRate = percentOff(left, cart.discountRate);
  const whole = wholeRate + Math.min(Math.max(0, cart.otherDiscountAmount), left - wholeRate);
  left -= whole;
  const promoRate = cart.promoCode && ctx.promo?.rate && ctx.promo.rate > 0 ? ctx.promo.rate : 0;
  const promoAmount = cart.promoCode && !promoRate ? Math.max(0, ctx.promo?.amount ?? 0) : 0;
  const promo = promoRate ? percentOff(left, promoRate) : Math.min(promoAmount, left);
  left -= promo;
  let points = 0;
  let redeemedPoints = 0;
  const mp = ctx.memberPoints ?? MEMBER_POINTS_DEFAULTS;
  if (card && mp.state === 1 && cart.points > 0 && left > 0 && left >= card.minimumDollars) {
    const rate = card.pointDollarRedeem > 0 ? card.pointDollarRedeem : mp.pointsPerDollarWhenRedeem;
    const min = card.minimumPoints > 0 ? card.minimumPoints : mp.minimumPoints;
    const wanted = roundPoints(Math.min(cart.points, card.points, centsToPoints(left, rate)));
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
  const memberWeights: Cents[] = new Array(lines.length);
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i];
    originalAmount += l.amount;
    itemDiscount += l.discountAmount;
    discountable += l.discountableAmount;
    // Without multiDisc the member discount skips lines that already have an item discount.
    memberWeights[i] = multiDisc || l.discountAmount === 0 ? l.discountableAmount : 0;
    memberBase += memberWeights[i];
    pointable += l.pointableAmount;
    ptAndDisc += l.ptAndDiscAmount;
    if (on(l.src.timeItem)) totalDuration += l.src.duration * l.src.quantity;
  }

  const bill = billDiscounts(cart, settings, ctx, memberBase, discountable);
  // Each line bears the bill discounts in proportion to its discountable amount (the member discount
  // over its own base first). Shares stay exact fractions of a cent: a line's taxes and pointed amount
  // then depend on that line alone, never on the order of the lines.
  const memberPart = memberBase > 0 ? bill.member / memberBase : 0;
  const restBase = discountable - bill.member;
  const restPart = restBase > 0 ? (bill.whole + bill.promo + bill.points) / restBase : 0;
  let lineTax = 0;
  let excludedGst = 0;
  let totalPointedAmount = 0;
  const itemList = lines.map((l, i) => {
    const memberShare = memberWeights[i] * memberPart;
    const share = memberShare + (l.discountableAmount - memberShare) * restPart;
    const it = finishLine(l, Math.max(0, l.amount - l.discountAmount - share), settings);
    lineTax += it.gstAmount;
    if (!includesTax(it, settings)) excludedGst += it.gstAmount;
    // The pointable part bears the bill discount in the share it has of the discountable part.
    const pointedOff = l.discountableAmount > 0 ? Math.round((share * l.ptAndDiscAmount) / l.discountableAmount) : 0;
    totalPointedAmount += l.pointableAmount - pointedOff;
    return it;
  });

  const billDiscount = bill.member + bill.whole + bill.promo + bill.points;
  const discountAmount = itemDiscount + billDiscount;
  const netItems = originalAmount - discountAmount;
  const hasItems = itemList.length > 0;
  const serviceFee =
    settings.serviceFeeRate > 0 ? percentOf(netItems, settings.serviceFeeRate) : hasItems ? settings.serviceFee : 0;
  const otherChargeAmount = percentOf(netItems, settings.otherChargeRate);
  const delivering = cart.showDelivery && hasItems && !!ctx.delivery;
  const freeDelivery = settings.freeDeliveryAmount > 0 && netItems >= settings.freeDeliveryAmount;
  const deliveryFee = delivering && !freeDelivery ? Math.max(0, ctx.delivery!.fee) : 0;
  const expressFee = delivering ? Math.max(0, ctx.delivery!.expressFee ?? 0) : 0;
  const beforeSurcharge = netItems + excludedGst + serviceFee + otherChargeAmount + deliveryFee + expressFee;

  const reservation = cart.billType === RESERVATION_BILL_TYPE;
  const deposit = !reservation
    ? 0
    : settings.depositRate > 0
      ? percentOf(beforeSurcharge, settings.depositRate)
      : settings.depositAmount > 0
        ? Math.min(settings.depositAmount, beforeSurcharge)
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
