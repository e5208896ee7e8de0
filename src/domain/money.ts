// Money is integer cents everywhere inside the domain. Floats only appear at the edges
// (server dollars in, display dollars out), and every conversion goes through a decimal
// string shift, never `x * 100`, so 1.005 rounds like a person expects (1.01).

/** An integer number of cents. A plain number at run time; the alias documents intent. */
export type Cents = number;

/**
 * Rounds `n` to `places` decimals, half away from zero, exactly as the decimal text of `n` reads.
 * Shifting through the exponent of the decimal string avoids the binary error of `n * 10 ** places`
 * (1.005 * 100 is 100.49999999999999). Non-finite input gives 0: money never shows NaN.
 */
export function roundDecimal(n: number, places: number): number {
  if (!Number.isFinite(n)) return 0;
  const back = shiftDecimal(Math.round(shiftDecimal(Math.abs(n), places)), -places);
  return n < 0 && back !== 0 ? -back : back;
}

/** n x 10^k by editing the exponent of n's shortest decimal text (exact, unlike multiplication). */
function shiftDecimal(n: number, k: number): number {
  const [mantissa, exponent = '0'] = String(n).split('e');
  return Number(`${mantissa}e${Number(exponent) + k}`);
}

/** The spec's money rounding (section 5): 2 decimals, for display values in dollars. */
export function roundMoney(n: number): number {
  return roundDecimal(n, 2);
}

/** Member points are rounded to 2 decimals (sections 3 and 9). */
export function roundPoints(n: number): number {
  return roundDecimal(n, 2);
}

/** Reads a number from server data: numbers pass, numeric strings parse, anything else is NaN. */
export function readNumber(v: unknown): number {
  if (typeof v === 'number') return v;
  if (typeof v === 'string' && v.trim() !== '') return Number(v.trim());
  return Number.NaN;
}

/** Dollars (a number or a numeric string such as "12.50") to integer cents; unreadable input is 0. */
export function toCents(dollars: number | string | null | undefined): Cents {
  const n = readNumber(dollars);
  // roundDecimal leaves at most 2 decimals, so x * 100 is within an ulp of an integer.
  const c = Math.round(roundDecimal(n, 2) * 100);
  return c === 0 ? 0 : c; // no -0
}

/** Integer cents to dollars (a number with at most 2 decimals). */
export function fromCents(cents: Cents): number {
  return cents / 100;
}

/** Cents as fixed 2-decimal dollars text (its own module, so the menu loads it alone). */
export { formatCents } from './formatMoney';

/**
 * round(a * b / d), half up, for non-negative integers. Stays exact past 2^53 by switching to BigInt,
 * which only large carts with fine-grained rates ever need.
 */
export function mulDivRound(a: number, b: number, d: number): number {
  const p = a * b;
  if (p <= Number.MAX_SAFE_INTEGER) return Math.floor((2 * p + d) / (2 * d));
  const big = (2n * BigInt(a) * BigInt(b) + BigInt(d)) / (2n * BigInt(d));
  return Number(big);
}

/** floor(a * b / d) for non-negative integers, exact (see mulDivRound). */
export function mulDivFloor(a: number, b: number, d: number): number {
  const p = a * b;
  if (p <= Number.MAX_SAFE_INTEGER) return Math.floor(p / d);
  return Number((BigInt(a) * BigInt(b)) / BigInt(d));
}

/**
 * A percentage rate such as 1.5 (%) as an integer count of 1/10000 of a percent. Rates carry at most
 * 4 decimals, so the binary error of `rate * 10000` is far below the 0.5 that Math.round resolves.
 */
export function ratePpm(ratePercent: number): number {
  return ratePercent > 0 ? Math.round(ratePercent * 10000) : 0;
}

/** `rate` percent of `cents`, rounded half up to a cent. Negative or unreadable rates give 0. */
export function percentOf(cents: Cents, ratePercent: number): Cents {
  if (cents <= 0 || !(ratePercent > 0)) return 0;
  return mulDivRound(cents, ratePpm(ratePercent), 1_000_000);
}

/**
 * Australian cash rounding (spec 9: pattern 0 0 0 5 5 5 5 5 10 10 on the last digit of the cents):
 * 1 and 2 round down to 0, 3 to 7 go to 5, 8 and 9 go up to the next 10. Negative amounts (refunds)
 * round symmetrically. The result is always a multiple of 5 and at most 2 cents away.
 */
export function cashRound(cents: Cents): Cents {
  if (cents < 0) return -cashRound(-cents);
  const c = Math.round(cents);
  const d = c % 10;
  const base = c - d;
  if (d <= 2) return base;
  if (d <= 7) return base + 5;
  return base + 10;
}
