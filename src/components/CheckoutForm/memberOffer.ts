// The member's part of the checkout as the stand-in (StillMemberOffer) and the live form (PointsField,
// CouponPicker) both draw it: the names of its controls (by them the live form takes over what was
// typed, chosen or pressed before it came: FormOnFirstUse) and the words of the points offer.
import type { useTranslation } from '../../i18n';

type TFunction = ReturnType<typeof useTranslation>['t'];

/** The Use points button (pressed again on the live form). */
export const POINTS_APPLY_ID = 'co-points-apply';
/** The points typed (the live PointsField starts with them). */
export const POINTS_INPUT = 'points';
/** The coupon picker's radios: a ticket, or '' for none. */
export const COUPON_INPUT = 'coupon-ticket';

/** The member's points and what this order may redeem ('You have 500 points. Redeem from 50 to 100…'). */
export function pointsOffer(t: TFunction, limits: { points: number; min: number; max: number }) {
  const canRedeem = limits.max >= limits.min;
  const available = canRedeem
    ? t('orders.pointsAvailable', { points: limits.points, min: limits.min, max: limits.max })
    : t('orders.pointsNotEnough', { points: limits.points, min: limits.min });
  return { canRedeem, available };
}
