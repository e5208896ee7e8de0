// Member points settings (spec 3) with the defaults of spec 5 and 9, and the earn/redeem arithmetic.
// Points are kept to 2 decimals; arithmetic runs on integer hundredths of a point so 0.29 points
// never turns into 0.28999999.
import { readNonNegativeInt, readNum, readText, asObject } from './coerce';
import { mulDivFloor, mulDivRound, roundDecimal, type Cents } from './money';

export interface MemberPointsSettings {
  /** 1 = points enabled for the site; 0 = off (also the fallback when the load fails). */
  state: number;
  minimumPoints: number;
  /** Points worth one dollar when redeemed (10 points = $1 by default). */
  pointsPerDollarWhenRedeem: number;
  /** Points earned per dollar of pointable spend. */
  pointsPerDollar: number;
  invitationCode: string;
}

export const MEMBER_POINTS_DEFAULTS: Readonly<MemberPointsSettings> = Object.freeze({
  state: 0,
  minimumPoints: 10,
  pointsPerDollarWhenRedeem: 10,
  pointsPerDollar: 1,
  invitationCode: '',
});

const positive = (v: unknown, d: number) => {
  const n = readNum(v, d);
  return n > 0 ? n : d;
};

/** Member points settings from the server answer (or its result object); absent values take the defaults. */
export function memberPointsSettings(raw: unknown): MemberPointsSettings {
  const o = asObject(raw);
  const r = asObject(o?.result) ?? o ?? {};
  return {
    state: readNonNegativeInt(r.state, MEMBER_POINTS_DEFAULTS.state),
    minimumPoints: readNum(r.minimumPoints, MEMBER_POINTS_DEFAULTS.minimumPoints),
    pointsPerDollarWhenRedeem: positive(r.pointsPerDollarWhenRedeem, MEMBER_POINTS_DEFAULTS.pointsPerDollarWhenRedeem),
    pointsPerDollar: readNum(r.pointsPerDollar, MEMBER_POINTS_DEFAULTS.pointsPerDollar),
    invitationCode: readText(r.invitationCode),
  };
}

/** Points (2 decimals) as integer hundredths. */
export const toPointHundredths = (points: number): number => Math.max(0, Math.round(roundDecimal(points, 2) * 100));
export const fromPointHundredths = (h: number): number => h / 100;

/** Money off for redeemed points: points / pointsPerDollarWhenRedeem dollars, rounded down to a cent. */
export function pointsToCents(points: number, pointsPerDollarWhenRedeem: number): Cents {
  const rateH = toPointHundredths(pointsPerDollarWhenRedeem);
  if (rateH === 0) return 0;
  return mulDivFloor(toPointHundredths(points), 100, rateH);
}

/** The fewest points that pay `cents` in full (rounded up to a hundredth of a point). */
export function centsToPoints(cents: Cents, pointsPerDollarWhenRedeem: number): number {
  const rateH = toPointHundredths(pointsPerDollarWhenRedeem);
  return fromPointHundredths(Math.ceil((Math.max(0, cents) * rateH) / 100));
}

/** Points earned on a pointable amount: dollars x pointsPerDollar, rounded to 2 decimals. */
export function pointsEarned(pointableCents: Cents, pointsPerDollar: number): number {
  if (pointableCents <= 0 || !(pointsPerDollar > 0)) return 0;
  // dollars * rate = cents * rateH / 10000 points = cents * rateH / 100 hundredths
  return fromPointHundredths(mulDivRound(pointableCents, toPointHundredths(pointsPerDollar), 100));
}
