// The rotating service (order) number of spec 4 and 9.
import { readNumber } from './money';

export interface ServiceNumberRange {
  min: number;
  max: number;
}

export const DEFAULT_SERVICE_RANGE: Readonly<ServiceNumberRange> = Object.freeze({ min: 201, max: 300 });

/**
 * The range to use: an empty range (missing, zero or unreadable bounds, or min above max) falls back
 * to 201-300. Bounds may arrive as strings from the server.
 */
export function serviceNumberRange(
  range: Partial<Record<'min' | 'max', unknown>> | null | undefined,
): ServiceNumberRange {
  const min = Math.trunc(readNumber(range?.min));
  const max = Math.trunc(readNumber(range?.max));
  if (!(min > 0) || !(max > 0) || min > max) return { ...DEFAULT_SERVICE_RANGE };
  return { min, max };
}

/**
 * Increments the counter. Numbers run from min to max inclusive: a current number below the minimum
 * or at (or past) the maximum wraps to the minimum. The caller saves the result.
 */
export function nextServiceNumber(
  current: number | string | null | undefined,
  range?: Partial<Record<'min' | 'max', unknown>> | null,
): number {
  const { min, max } = serviceNumberRange(range);
  const n = Math.trunc(readNumber(current));
  if (!Number.isFinite(n) || n < min || n >= max) return min;
  return n + 1;
}
