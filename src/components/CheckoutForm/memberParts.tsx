// A signed-in member's parts of the live checkout: the points field and the coupon picker. Lazy, so a
// guest's checkout never loads them; when the stand-in drew them (StillMemberOffer) they load before
// the swap (preloadMemberParts), and the live form draws them in its first commit, so nothing drawn
// goes missing for a frame and the typed points and the focus are taken over.
import { lazy, useState, type ComponentType } from 'react';
import { preloadCouponPicker } from './useCouponPicker';
import type { PointsFieldProps } from './PointsField';

let points: ComponentType<PointsFieldProps> | null = null;
const loadPoints = () =>
  import('./PointsField').then((m) => {
    points = m.default;
    return m;
  });
const LazyPoints = lazy(loadPoints);

/** The points field: drawn at once when it is already loaded, else lazily. */
export function usePointsField(): ComponentType<PointsFieldProps> {
  const [Points] = useState(() => points ?? LazyPoints);
  return Points;
}

/** Loads the member's parts (a part that fails loads lazily later, its own way). */
export function preloadMemberParts(): Promise<unknown> {
  return Promise.all([loadPoints().catch(() => undefined), preloadCouponPicker().catch(() => undefined)]);
}
