// A member card scanned at a kiosk (issue 19). The check finds the card at THIS venue only, limited
// per client address and per card number (in the database, like the gift card check), and answers only
// what the kiosk shows (masked number, first name, points, discount) with a short-lived token: an
// HMAC over venue | card | scope | expiry (key derived from TOKEN_SECRET for this one purpose). The
// order and feeCalc present the token; the order is then the member's own (their user id): priced with
// their card (member discount, points to earn) by priceCart and credited by the wallet's trigger, as
// for a signed-in member. Spending points needs the card's PIN (scope 'r'): a card number is printed
// in a QR anyone may photograph.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { maskCardNumber, memberDisplayName, memberPointsSettings, MEMBER_TOKEN_MS, readMemberCode, type RefusalCode } from '../../src/domain/index';
import { count, type Limit } from '../auth/rateLimit';
import { tokenSecret } from '../auth/tokens';
import type { Db } from '../db/db';
import { Refusal } from '../orders/idempotency';
import { checkCardPin, type PinFailure } from '../wallet/pin';
import type { Venue } from '../wire/venue';

/** Checks one client address may make in a window (a kiosk serves many members: generous). */
export const MEMBER_CHECKS_PER_ADDRESS = 60;
/** Checks of one card number in a window, from anywhere (a member scans once or twice a visit). */
export const MEMBER_CHECKS_PER_CARD = 10;
export const MEMBER_WINDOW_MS = 15 * 60_000;
export const MEMBER_ADDRESS_LIMIT: Limit = { kind: 'member.address', max: MEMBER_CHECKS_PER_ADDRESS, windowMs: MEMBER_WINDOW_MS };
export const MEMBER_CARD_LIMIT: Limit = { kind: 'member.card', max: MEMBER_CHECKS_PER_CARD, windowMs: MEMBER_WINDOW_MS };

export type MemberScope = 'e' | 'r';
export type MemberFailure = { ok: false; rtn: number; code: RefusalCode; message: string };
export interface MemberFound {
  ok: true;
  masked: string; name: string; points: number; discountRate: number; typeDescription: string;
  pointsOn: boolean; hasPin: boolean; redeem: boolean; token: string; tokenExpiresAt: number;
  /** The venue's points rules (public: /lot/set/getMemberPoints answers them too), for the kiosk's totals. */
  rules: { state: number; minimumPoints: number; pointsPerDollar: number; pointsPerDollarWhenRedeem: number };
}

const fail = (rtn: number, code: RefusalCode, message: string): MemberFailure => ({ ok: false, rtn, code, message });
export const MEMBER_RATE_LIMITED = fail(-9, 'member.rate-limited', 'Too many member card checks; please wait 15 minutes or ask at the counter.');
const UNKNOWN = fail(-2, 'member.unknown', 'We could not find this member card. Please scan it again or ask at the counter.');
const OTHER_VENUE = fail(-3, 'member.other-venue', 'This member card belongs to another venue and cannot be used here.');
const OFF = fail(-10, 'member.off', 'This venue does not take member cards.');
const NO_PIN = fail(-6, 'member.no-pin', 'This card has no PIN yet: set one in the app\'s wallet to spend points here.');

/** settings.membership / enableMember: on when either is 1. */
export const membershipOn = (venue: Venue): boolean => {
  const s = venue.settings as Record<string, unknown>;
  return Number(s.membership ?? 0) === 1 || Number(s.enableMember ?? 0) === 1;
};

// ---- Tokens: km1.<card>.<scope>.<expiry>.<mac> ----
const TOKEN_RE = /^km1\.([0-9A-Z]{4,40})\.([er])\.(\d{1,15})\.([0-9a-f]{64})$/;
const tokenKey = (): Buffer => createHmac('sha256', tokenSecret()).update('kiosk-member-token').digest();
const mac = (shopId: string, cardNum: string, scope: MemberScope, expiresAt: number): string =>
  createHmac('sha256', tokenKey()).update(`km1|${shopId}|${cardNum}|${scope}|${expiresAt}`).digest('hex');

export function memberToken(shopId: string, cardNum: string, scope: MemberScope, now: number): { token: string; expiresAt: number } {
  const expiresAt = now + MEMBER_TOKEN_MS;
  return { token: `km1.${cardNum}.${scope}.${expiresAt}.${mac(shopId, cardNum, scope, expiresAt)}`, expiresAt };
}

/** The card a token vouches for at this venue now, or why not. */
export function readMemberToken(token: string, shopId: string, now: number): { ok: true; cardNum: string; scope: MemberScope } | { ok: false; state: 'invalid' | 'expired' } {
  const m = TOKEN_RE.exec(token);
  if (!m) return { ok: false, state: 'invalid' };
  const [, cardNum, scope, exp] = m;
  const expiresAt = Number(exp);
  const want = Buffer.from(mac(shopId, cardNum, scope as MemberScope, expiresAt), 'hex');
  const got = Buffer.from(m[4], 'hex');
  if (got.length !== want.length || !timingSafeEqual(got, want)) return { ok: false, state: 'invalid' };
  // A valid MAC over an expiry further away than a fresh token's was not made by these rules.
  if (expiresAt > now + MEMBER_TOKEN_MS) return { ok: false, state: 'invalid' };
  if (expiresAt <= now) return { ok: false, state: 'expired' };
  return { ok: true, cardNum, scope: scope as MemberScope };
}

/** The card number a token names (for the order's idempotency hash), '' when it is not one. */
export const tokenCardNum = (token: unknown): string => (typeof token === 'string' ? TOKEN_RE.exec(token)?.[1] ?? '' : '');

interface CardRow {
  card_num: string; shop_id: string; user_id: string; points_cents: string; discount_rate: number; type_description: string;
  pin_hash: string | null; loyalty: boolean; first_name: string; last_name: string;
}
const CARD_SQL = `SELECT c.card_num, c.shop_id, c.user_id, c.points_cents, c.discount_rate, c.type_description, c.pin_hash, c.loyalty, u.first_name, u.last_name
  FROM member_cards c JOIN users u ON u.user_id = c.user_id WHERE c.card_num = $1 AND c.deleted_at IS NULL AND u.user_status = 1`;

/**
 * The kiosk's check of a scanned card (and, to spend points, its PIN). Each check counts against the
 * address and the card number first; the PIN's own tries and lock are the wallet's (server/wallet/pin.ts).
 */
export async function checkKioskMember(db: Db, venue: Venue, rawNum: string, pin: string | undefined, at: { now: number; ip: string }): Promise<MemberFound | MemberFailure> {
  if (!membershipOn(venue)) return OFF;
  const cardNum = readMemberCode(rawNum);
  const onAddress = await count(db, MEMBER_ADDRESS_LIMIT, at.ip, at.now, 1);
  if (onAddress.hits > MEMBER_CHECKS_PER_ADDRESS) return MEMBER_RATE_LIMITED;
  if (!cardNum) return UNKNOWN;
  const onCard = await count(db, MEMBER_CARD_LIMIT, cardNum, at.now, 1);
  if (onCard.hits > MEMBER_CHECKS_PER_CARD) return MEMBER_RATE_LIMITED;
  const c = (await db.query<CardRow>(CARD_SQL, [cardNum]))[0];
  if (!c) return UNKNOWN;
  if (c.shop_id !== venue.shopId) return OTHER_VENUE;
  let scope: MemberScope = 'e';
  if (pin !== undefined) {
    if (!c.pin_hash) return NO_PIN;
    const wrong: PinFailure | null = await checkCardPin(db, c.card_num, pin, at.now);
    if (wrong) return fail(wrong.rtn, wrong.code, wrong.message);
    scope = 'r';
  }
  const s = venue.settings as Record<string, unknown>;
  const mp = memberPointsSettings(s.memberPoints ?? s);
  const t = memberToken(venue.shopId, c.card_num, scope, at.now);
  return {
    ok: true, masked: maskCardNumber(c.card_num), name: memberDisplayName(c.first_name, c.last_name),
    points: Number(c.points_cents) / 100,
    // The discount applies where the venue gives member discounts (settings.memberDiscount), as in the pricing.
    discountRate: Number(s.memberDiscount) === 1 ? Number(c.discount_rate) || 0 : 0,
    typeDescription: c.type_description, pointsOn: c.loyalty && mp.state === 1,
    hasPin: Boolean(c.pin_hash), redeem: scope === 'r', token: t.token, tokenExpiresAt: t.expiresAt,
    rules: { state: mp.state, minimumPoints: mp.minimumPoints, pointsPerDollar: mp.pointsPerDollar, pointsPerDollarWhenRedeem: mp.pointsPerDollarWhenRedeem },
  };
}

/** The member an order or feeCalc carries: whose order it is, and whether points may be spent. */
export interface OrderMember { userId: string; cardNum: string; redeem: boolean }

const refuse = (code: RefusalCode, dispMsg: string) => new Refusal(422, { success: false, dispMsg, result: { code } });

/** Reads `memberToken` of an order or feeCalc payload; throws a 422 Refusal for a bad or expired one. */
export async function orderMember(db: Db, venue: Venue, payload: Record<string, unknown>, now: number): Promise<OrderMember | null> {
  const token = payload.memberToken;
  if (token === undefined || token === '') return null;
  const t = readMemberToken(String(token), venue.shopId, now);
  if (!t.ok) {
    throw t.state === 'expired'
      ? refuse('member.token-expired', 'The member card check has expired; please scan the card again.')
      : refuse('member.token-invalid', 'This member card check is not valid here; please scan the card again.');
  }
  const c = (await db.query<CardRow>(CARD_SQL, [t.cardNum]))[0];
  if (!c || c.shop_id !== venue.shopId) throw refuse('member.token-invalid', 'This member card check is not valid here; please scan the card again.');
  return { userId: c.user_id, cardNum: c.card_num, redeem: t.scope === 'r' };
}

/** The order payload for its idempotency hash: the token (renewed between two sends) as its card number. */
export function withoutMemberToken(payload: Record<string, unknown>): Record<string, unknown> {
  if (payload.memberToken === undefined) return payload;
  const { memberToken, ...rest } = payload;
  return { ...rest, memberCard: tokenCardNum(memberToken) };
}

/** Payload field of feeCalc and the order call. */
export const MEMBER_TOKEN_PROP = { memberToken: { type: 'string', maxLength: 200 } };

/** Blocked reason of an order that spends points with a card checked without its PIN. */
export const PIN_NEEDED = { code: 'member.pin-needed' as const, message: 'Enter the member card\'s PIN at the member step to spend points.' };
