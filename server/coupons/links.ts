// Signed collect links (coupon/{code}/token/{token}/get, voucher/{code}/token/{token}/get). A token is
// HMAC-SHA256 (key derived from TOKEN_SECRET for this one purpose) over venue | collect code | expiry |
// nonce, so the venue can hand links out without a row per link; a token works once, whoever opens it
// first: its nonce is claimed by one INSERT (collect_link_uses' primary key) in the collect transaction.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { tokenSecret } from '../auth/tokens';

/** How long a link is valid unless the venue says otherwise. */
export const LINK_MS = 7 * 24 * 3_600_000;
/** The longest a link may live. */
export const LINK_MAX_MS = 366 * 24 * 3_600_000;
export const LINK_TOKEN_RE = /^cl1\.(\d{1,15})\.([A-Za-z0-9_-]{16})\.([0-9a-f]{64})$/;

const key = (): Buffer => createHmac('sha256', tokenSecret()).update('coupon-collect-link').digest();
const mac = (shopId: string, code: string, expiresAt: number, nonce: string): string =>
  createHmac('sha256', key()).update(`cl1|${shopId}|${code.toUpperCase()}|${expiresAt}|${nonce}`).digest('hex');

/** A new signed link token for a collect code of a venue. */
export function linkToken(
  shopId: string,
  code: string,
  expiresAt: number,
  nonce = randomBytes(12).toString('base64url'),
): string {
  return `cl1.${expiresAt}.${nonce}.${mac(shopId, code, expiresAt, nonce)}`;
}

export type LinkState = { ok: true; linkId: string; expiresAt: number } | { ok: false; why: 'invalid' | 'expired' };

/** Checks a token against the venue and code: made-up, edited or another code's tokens are invalid. */
export function readLinkToken(token: string, shopId: string, code: string, now: number): LinkState {
  const m = LINK_TOKEN_RE.exec(token);
  if (!m) return { ok: false, why: 'invalid' };
  const expiresAt = Number(m[1]);
  const want = Buffer.from(mac(shopId, code, expiresAt, m[2]), 'hex');
  const got = Buffer.from(m[3], 'hex');
  if (got.length !== want.length || !timingSafeEqual(got, want)) return { ok: false, why: 'invalid' };
  if (expiresAt <= now) return { ok: false, why: 'expired' };
  return { ok: true, linkId: m[2], expiresAt };
}
