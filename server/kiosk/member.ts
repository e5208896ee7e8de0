// A member card scanned at an ENROLLED kiosk (issue 19; issue 27 findings 4 and 5). The check finds the
// card at THIS venue only (a card of another venue reads as unknown), limited per enrolled device and
// per card number (in the database, like every limit), and answers a short-lived token: an HMAC over
// venue | card | scope | expiry (key derived from TOKEN_SECRET for this one purpose). Without the card's
// PIN it says no more than "found" (the masked number the scanner already has, the discount the order
// will get anyway, the venue's public points rules): no name, no points, not whether a PIN is set.
// With the PIN, the holder's first name and points too (scope 'r': points may be spent). Wrong PINs at
// kiosks count per device and per card in their own kiosk-scope limit: they never touch the card's PIN
// lock (server/wallet/pin.ts), so a stranger at a kiosk cannot lock the owner out of the app or payments.
// The order and feeCalc present the token; the order is then the member's own (their user id).
import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  maskCardNumber,
  memberDisplayName,
  memberPointsSettings,
  MEMBER_TOKEN_MS,
  readMemberCode,
  type RefusalCode,
} from '../../src/domain/index';
import type { LimitConfig } from '../auth/limitConfig';
import { verifyPassword } from '../auth/passwords';
import { count } from '../auth/rateLimit';
import { tokenSecret } from '../auth/tokens';
import type { Db } from '../db/db';
import { Refusal } from '../orders/idempotency';
import type { Venue } from '../wire/venue';
import type { ApiKioskMemberCheckResult } from '../../src/generated/calls';

export type MemberScope = 'e' | 'r';
export type MemberFailure = { ok: false; rtn: number; code: RefusalCode; message: string };
/**
 * A card found: the member check's answer (schemas/calls/api.kiosk.member.check.json) without its rtn. With the
 * PIN only: the holder's first name, the points and the card type; the venue's points rules are public.
 */
export type MemberFound = { ok: true } & Omit<ApiKioskMemberCheckResult, 'rtn'>;

const fail = (rtn: number, code: RefusalCode, message: string): MemberFailure => ({ ok: false, rtn, code, message });
export const MEMBER_RATE_LIMITED = fail(
  -9,
  'member.rate-limited',
  'Too many member card checks; please wait 15 minutes or ask at the counter.',
);
const UNKNOWN = fail(
  -2,
  'member.unknown',
  'We could not find this member card. Please scan it again or ask at the counter.',
);
const OFF = fail(-10, 'member.off', 'This venue does not take member cards.');
const NO_PIN = fail(-6, 'member.no-pin', "This card has no PIN yet: set one in the app's wallet to spend points here.");
const WRONG_PIN = fail(-8, 'member.wrong-pin', 'Wrong PIN. Please try again, or ask at the counter.');
const PIN_LOCKED = fail(
  -7,
  'member.pin-locked',
  'Too many wrong PINs for this card at the kiosks; please wait 15 minutes or ask at the counter. Your app and payments are not affected.',
);

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

export function memberToken(
  shopId: string,
  cardNum: string,
  scope: MemberScope,
  now: number,
): { token: string; expiresAt: number } {
  const expiresAt = now + MEMBER_TOKEN_MS;
  return { token: `km1.${cardNum}.${scope}.${expiresAt}.${mac(shopId, cardNum, scope, expiresAt)}`, expiresAt };
}

/** The card a token vouches for at this venue now, or why not. */
export function readMemberToken(
  token: string,
  shopId: string,
  now: number,
): { ok: true; cardNum: string; scope: MemberScope } | { ok: false; state: 'invalid' | 'expired' } {
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
export const tokenCardNum = (token: unknown): string =>
  typeof token === 'string' ? (TOKEN_RE.exec(token)?.[1] ?? '') : '';

interface CardRow {
  card_num: string;
  shop_id: string;
  user_id: string;
  points_cents: string;
  discount_rate: number;
  type_description: string;
  pin_hash: string | null;
  loyalty: boolean;
  first_name: string;
  last_name: string;
}
const CARD_SQL = `SELECT c.card_num, c.shop_id, c.user_id, c.points_cents, c.discount_rate, c.type_description, c.pin_hash, c.loyalty, u.first_name, u.last_name
  FROM member_cards c JOIN users u ON u.user_id = c.user_id WHERE c.card_num = $1 AND c.deleted_at IS NULL AND u.user_status = 1`;

/**
 * The kiosk's check of a scanned card (and, to spend points, its PIN), from enrolled device `device`.
 * Each check counts against the device and the card number first. A PIN check reserves one hit of the
 * card's and the device's kiosk PIN limits before comparing (so parallel guesses compare at most the
 * limit) and gives it back when the PIN is right: only wrong PINs count.
 */
export async function checkKioskMember(
  db: Db,
  venue: Venue,
  rawNum: string,
  pin: string | undefined,
  at: { now: number; device: string; limits: LimitConfig },
): Promise<MemberFound | MemberFailure> {
  if (!membershipOn(venue)) return OFF;
  const { limits, now, device } = at;
  const cardNum = readMemberCode(rawNum);
  if ((await count(db, limits.memberDevice, device, now, 1)).hits > limits.memberDevice.max) return MEMBER_RATE_LIMITED;
  if (!cardNum) return UNKNOWN;
  if ((await count(db, limits.memberCard, cardNum, now, 1)).hits > limits.memberCard.max) return MEMBER_RATE_LIMITED;
  const c = (await db.query<CardRow>(CARD_SQL, [cardNum]))[0];
  // Another venue's card answers exactly like no card: the check confirms nothing outside this venue.
  if (!c || c.shop_id !== venue.shopId) return UNKNOWN;
  let scope: MemberScope = 'e';
  if (pin !== undefined) {
    const wrong = await checkKioskPin(db, limits, c, device, pin, now);
    if (wrong) return wrong;
    scope = 'r';
  }
  const s = venue.settings as Record<string, unknown>;
  const mp = memberPointsSettings(s.memberPoints ?? s);
  const t = memberToken(venue.shopId, c.card_num, scope, now);
  const holder =
    scope === 'r'
      ? {
          name: memberDisplayName(c.first_name, c.last_name),
          points: Number(c.points_cents) / 100,
          typeDescription: c.type_description,
          hasPin: true,
        }
      : {};
  return {
    ok: true,
    masked: maskCardNumber(c.card_num),
    ...holder,
    // The discount applies where the venue gives member discounts (settings.memberDiscount), as in the
    // pricing: the kiosk shows it so its totals are the ones the order is charged (feeCalc would tell it anyway).
    discountRate: Number(s.memberDiscount) === 1 ? Number(c.discount_rate) || 0 : 0,
    pointsOn: c.loyalty && mp.state === 1,
    redeem: scope === 'r',
    token: t.token,
    tokenExpiresAt: t.expiresAt,
    rules: {
      state: mp.state,
      minimumPoints: mp.minimumPoints,
      pointsPerDollar: mp.pointsPerDollar,
      pointsPerDollarWhenRedeem: mp.pointsPerDollarWhenRedeem,
    },
  };
}

/** The card's PIN at a kiosk; null when right. Wrong ones count in the kiosk scope only. */
async function checkKioskPin(
  db: Db,
  limits: LimitConfig,
  c: CardRow,
  device: string,
  pin: string,
  now: number,
): Promise<MemberFailure | null> {
  if (!c.pin_hash) return NO_PIN;
  const onCard = await count(db, limits.memberPinCard, c.card_num, now, 1);
  const onDevice = await count(db, limits.memberPinDevice, device, now, 1);
  const giveBack = async () => {
    await count(db, limits.memberPinCard, c.card_num, now, -1);
    await count(db, limits.memberPinDevice, device, now, -1);
  };
  if (onCard.hits > limits.memberPinCard.max || onDevice.hits > limits.memberPinDevice.max) {
    await giveBack(); // refused before comparing: not a wrong PIN
    return PIN_LOCKED;
  }
  if (await verifyPassword(pin, c.pin_hash)) {
    await giveBack();
    return null;
  }
  return WRONG_PIN;
}

/** The member an order or feeCalc carries: whose order it is, and whether points may be spent. */
export interface OrderMember {
  userId: string;
  cardNum: string;
  redeem: boolean;
}

const refuse = (code: RefusalCode, dispMsg: string) => new Refusal(422, { success: false, dispMsg, result: { code } });

/** Reads `memberToken` of an order or feeCalc payload; throws a 422 Refusal for a bad or expired one. */
export async function orderMember(
  db: Db,
  venue: Venue,
  payload: Record<string, unknown>,
  now: number,
): Promise<OrderMember | null> {
  const token = payload.memberToken;
  if (token === undefined || token === '') return null;
  const t = readMemberToken(String(token), venue.shopId, now);
  if (!t.ok) {
    throw t.state === 'expired'
      ? refuse('member.token-expired', 'The member card check has expired; please scan the card again.')
      : refuse('member.token-invalid', 'This member card check is not valid here; please scan the card again.');
  }
  const c = (await db.query<CardRow>(CARD_SQL, [t.cardNum]))[0];
  if (!c || c.shop_id !== venue.shopId)
    throw refuse('member.token-invalid', 'This member card check is not valid here; please scan the card again.');
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
export const PIN_NEEDED = {
  code: 'member.pin-needed' as const,
  message: "Enter the member card's PIN at the member step to spend points.",
};
