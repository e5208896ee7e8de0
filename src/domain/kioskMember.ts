// A member card scanned at the kiosk (issue 19): the rules the kiosk step and the reference server
// share. A scanner types the card number of the member's QR (src/components/MemberQr) and Enter; the
// number is read the same way on both sides, the card's pricing context comes from what the venue's
// check answered, and the check's token is only used while it is still good. Pure.
import { calculateCart, type PricingContext, type PricingSettings } from './cart/calculate';
import type { Cart } from './cart/types';
import { redeemLimits } from './checkout';
import { memberPointsSettings, type MemberPointsSettings } from './memberPoints';

/** Card numbers: letters and digits, 4 to 40 of them once spaces and dashes are taken out. */
export const MEMBER_CODE_PATTERN = /^[0-9A-Z]{4,40}$/;
/** How long a kiosk member check's token is good for (the order presents it). */
export const MEMBER_TOKEN_MS = 15 * 60_000;
/** A token this close to its end is checked again before an order goes with it. */
export const MEMBER_TOKEN_MARGIN_MS = 60_000;
/** The member card's PIN (the wallet's six-digit card PIN) that unlocks spending points at a kiosk. */
export const MEMBER_PIN_PATTERN = /^[0-9]{6}$/;

/**
 * The card number in what a scanner or a person typed: spaces, dashes and a trailing Enter's
 * control characters dropped, upper case. A QR holding a link (`...?card=M1001` or `.../M1001`) gives
 * its last part. '' when nothing card-like is left.
 */
export function readMemberCode(raw: string): string {
  let s = String(raw ?? '').trim();
  const q = /[?&](?:card|cardNum|code)=([^&#]+)/i.exec(s);
  if (q) {
    try {
      s = decodeURIComponent(q[1]);
    } catch {
      s = q[1];
    }
  } else if (/^[a-z]+:\/\//i.test(s))
    s =
      s
        .replace(/[?#].*$/, '')
        .replace(/\/+$/, '')
        .split('/')
        .pop() ?? '';
  // eslint-disable-next-line no-control-regex -- control characters are what the scan text loses
  const out = s.replace(/[\s\u0000-\u001f-]/g, '').toUpperCase();
  return MEMBER_CODE_PATTERN.test(out) ? out : '';
}

/** What the venue's check tells the kiosk about the card (nothing more leaves the server). */
export interface KioskMember {
  /** The card number masked for display (M100**006). */
  masked: string;
  /** The holder's first name, or their name masked ('' when the card has none). */
  name: string;
  /** Points on the card (2 decimals); null until the card's PIN was given (issue 27: a scan alone tells no balance). */
  points: number | null;
  /** Member discount in percent off (0: none for this card type). */
  discountRate: number;
  /** The card type's name ('Member', 'Gold'...). */
  typeDescription: string;
  /** Whether the venue earns and redeems points (memberPoints.state 1). */
  pointsOn: boolean;
  /** Whether the card has a PIN (needed to spend points at a kiosk); null when the check did not say (without the PIN). */
  hasPin: boolean | null;
  /** Whether this check was made with the card's PIN: points may be spent on this order. */
  redeem: boolean;
  /** The venue's token for the order (bound to venue and card), and when it ends (server clock, ms). */
  token: string;
  tokenExpiresAt: number;
  /** The venue's points rules (earn and redeem rates, minimum points). */
  rules: MemberPointsSettings;
}

/** The answer of the kiosk member check as a KioskMember, or null when it is not one. */
export function parseKioskMember(raw: unknown): KioskMember | null {
  if (!raw || typeof raw !== 'object') return null;
  const r = raw as Record<string, unknown>;
  const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : Number.NaN);
  // Without the PIN the venue answers no points (null here); an answer with points must have a number.
  const points = r.points === undefined || r.points === null ? null : num(r.points);
  const exp = num(r.tokenExpiresAt);
  if (
    typeof r.masked !== 'string' ||
    typeof r.token !== 'string' ||
    !r.token ||
    Number.isNaN(points) ||
    Number.isNaN(exp)
  )
    return null;
  return {
    masked: r.masked,
    name: typeof r.name === 'string' ? r.name : '',
    points: points === null ? null : Math.round(points * 100) / 100,
    discountRate: Math.max(0, Math.min(100, num(r.discountRate) || 0)),
    typeDescription: typeof r.typeDescription === 'string' ? r.typeDescription : '',
    pointsOn: r.pointsOn === true,
    hasPin: typeof r.hasPin === 'boolean' ? r.hasPin : null,
    redeem: r.redeem === true,
    token: r.token,
    tokenExpiresAt: exp,
    rules: memberPointsSettings(r.rules ?? { state: 0 }),
  };
}

/** The holder's name as the kiosk may show it: the first name, else the first letter and stars. */
export function memberDisplayName(first: string, last = ''): string {
  const f = first.trim();
  if (f) return f;
  const l = last.trim();
  return l ? `${l[0]}${'*'.repeat(Math.min(5, Math.max(2, l.length - 1)))}` : '';
}

/** Whether the member's token still carries an order (with a margin before its end). */
export function memberTokenUsable(m: Pick<KioskMember, 'tokenExpiresAt'> | null, now: number): boolean {
  return !!m && m.tokenExpiresAt - MEMBER_TOKEN_MARGIN_MS > now;
}

/**
 * The member card as the cart calculator takes it (ctx.card), from the check's answer: its discount
 * and its points; the venue's points settings decide earning and redeeming. The same context the
 * server builds for a signed-in member, so the kiosk's totals are the order's.
 */
export function memberPricingCard(m: Pick<KioskMember, 'discountRate' | 'points'> | null): PricingContext['card'] {
  if (!m) return null;
  return {
    status: 1,
    discountRate: m.discountRate,
    multiDisc: false,
    points: m.points ?? 0,
    minimumPoints: 0,
    minimumDollars: 0,
    dollarPointCalc: 0,
    pointDollarRedeem: 0,
  };
}

/** The cart with the member's card: its discount, the points it earns, and the points it spends. */
export interface MemberCart {
  cart: Cart;
  /** Points spent on this cart (whole points; 0 when none). */
  redeemPoints: number;
  /** The most points this cart could take (whole points), 0 when the card's points cannot be used on it. */
  redeemable: number;
}

/**
 * Prices the cart with the member's card as the venue does (the domain's calculateCart with the card
 * and the venue's points rules). With `usePoints` and a PIN-checked card, it spends as many whole points
 * as the cart takes (redeemLimits), or none when that is below the minimum.
 */
export function memberCart(
  cart: Cart,
  settings: PricingSettings,
  m: KioskMember | null,
  usePoints: boolean,
): MemberCart {
  const card = memberPricingCard(m);
  if (!m || !card) return { cart: calculateCart({ ...cart, points: 0 }, settings), redeemPoints: 0, redeemable: 0 };
  // The check answers a discount only where the venue gives member discounts (settings.memberDiscount).
  const s = { ...settings, memberDiscount: m.discountRate > 0 || settings.memberDiscount };
  const ctx = { card, memberPoints: m.rules };
  const base = calculateCart({ ...cart, points: 0 }, s, ctx);
  const { min, max } = redeemLimits(base, card, m.rules);
  const redeemable = m.pointsOn && m.rules.state === 1 && Math.floor(max) >= min ? Math.floor(max) : 0;
  if (!usePoints || !m.redeem || !redeemable) return { cart: base, redeemPoints: 0, redeemable };
  return { cart: calculateCart({ ...cart, points: redeemable }, s, ctx), redeemPoints: redeemable, redeemable };
}
