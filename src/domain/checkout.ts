// Order-level validation of spec 5: checkout, quantities, options, notes, minimum order, delivery,
// redeemable points.
import type { Cart } from './cart/types';
import type { MemberCard } from './memberCard';
import { MEMBER_POINTS_DEFAULTS, centsToPoints, type MemberPointsSettings } from './memberPoints';
import { formatCents, type Cents } from './money';
import { fail, firstFailure, OK, type ValidationResult } from './validation';
import { validateTerms } from './fields';

// The terms rule is a field's (fields.ts: sign-up uses it without the checkout's rules).
export { validateTerms };

/** Item notes longer than this are refused (the spec names a maximum without a number). */
export const NOTES_MAX_LENGTH = 100;

/** Checkout needs accepted terms and a selected payment. */
export function validateCheckout(input: {
  termsAccepted: boolean;
  payment: string | null | undefined;
}): ValidationResult {
  return firstFailure(validateTerms(input.termsAccepted), validatePaymentChosen(input.payment));
}

/** A payment method must be chosen. */
export function validatePaymentChosen(payment: string | null | undefined): ValidationResult {
  return payment ? OK : fail('paymentRequired');
}

/** Sign-up needs a verified phone and accepted terms. */
export function validateSignUp(input: { phoneVerified: boolean; termsAccepted: boolean }): ValidationResult {
  if (!input.phoneVerified) return fail('phoneNotVerified');
  if (!input.termsAccepted) return fail('termsRequired');
  return OK;
}

/** Quantity must not be below the item minimum (1 when the item names none). */
export function validateQuantity(quantity: number, minimum = 1): ValidationResult {
  const min = minimum > 0 ? minimum : 1;
  return quantity >= min ? OK : fail('quantityBelowMinimum', { min });
}

/** An option group: at least `min` and at most `max` selections (0 = no limit). */
export function validateOptionGroup(selected: number, limits: { min?: number; max?: number }): ValidationResult {
  const min = limits.min ?? 0;
  const max = limits.max ?? 0;
  if (min > 0 && selected < min) return fail('optionsTooFew', { min });
  if (max > 0 && selected > max) return fail('optionsTooMany', { max });
  return OK;
}

export function validateNotes(notes: string | null | undefined, max = NOTES_MAX_LENGTH): ValidationResult {
  return (notes ?? '').length <= max ? OK : fail('notesTooLong', { max });
}

/** The order's item total after discounts must reach the minimum order amount (settings.floorFee). */
export function validateMinimumOrder(
  cart: Pick<Cart, 'originalAmount' | 'discountAmount'>,
  minimum: Cents,
  symbol = '$',
): ValidationResult {
  if (minimum <= 0 || cart.originalAmount - cart.discountAmount >= minimum) return OK;
  return fail('minimumOrder', { amount: formatCents(minimum, symbol) });
}

/** Delivery needs an address, a delivery zone, and the minimum delivery amount of items. */
export function validateDelivery(
  input: { address: string | null | undefined; zone: unknown },
  cart: Pick<Cart, 'originalAmount' | 'discountAmount'>,
  minDeliveryAmount: Cents,
  symbol = '$',
): ValidationResult {
  const address = validateDeliveryAddress(input.address);
  if (!address.ok) return address;
  if (!input.zone) return fail('deliveryZoneRequired');
  if (minDeliveryAmount > 0 && cart.originalAmount - cart.discountAmount < minDeliveryAmount) {
    return fail('minimumDelivery', { amount: formatCents(minDeliveryAmount, symbol) });
  }
  return OK;
}

/** A delivery needs an address. */
export function validateDeliveryAddress(address: string | null | undefined): ValidationResult {
  return address?.trim() ? OK : fail('deliveryAddressRequired');
}

/**
 * A delivery needs a delivery zone: the customer's choice in a form ('Please choose a delivery zone');
 * validateDelivery's own zone failure says the address has none.
 */
export function validateDeliveryZone(zone: unknown): ValidationResult {
  return zone ? OK : fail('deliveryZoneNotChosen');
}

export interface RedeemLimits {
  min: number;
  max: number;
}

/**
 * The points a customer may redeem on a calculated cart: at least the card's minimum (or the site's,
 * 10 by default), at most the card's points and no more than pays the discountable amount left after
 * the other discounts. max below min means nothing can be redeemed.
 */
export function redeemLimits(
  cart: Pick<Cart, 'totalDiscountableAmount' | 'userDiscountAmount' | 'wholeDiscount' | 'promoDiscount'>,
  card: Pick<MemberCard, 'points' | 'minimumPoints' | 'minimumDollars' | 'pointDollarRedeem'>,
  memberPoints: MemberPointsSettings = MEMBER_POINTS_DEFAULTS,
): RedeemLimits {
  const left = cart.totalDiscountableAmount - cart.userDiscountAmount - cart.wholeDiscount - cart.promoDiscount;
  const rate = card.pointDollarRedeem > 0 ? card.pointDollarRedeem : memberPoints.pointsPerDollarWhenRedeem;
  const min = card.minimumPoints > 0 ? card.minimumPoints : memberPoints.minimumPoints;
  const max = left >= card.minimumDollars ? Math.min(card.points, centsToPoints(left, rate)) : 0;
  return { min, max };
}

export function validateRedeemPoints(points: number, limits: RedeemLimits): ValidationResult {
  if (points < limits.min) return fail('pointsBelowMinimum', { min: limits.min });
  if (points > limits.max) return fail('pointsAboveMaximum', { max: limits.max });
  return OK;
}
