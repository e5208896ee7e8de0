// Session and refresh tokens: 32 random bytes (base64url), stored only as SHA-256 hashes, expiring.
// Session length comes from the venue's sessionExpire setting (minutes); default 3 hours (spec 9).
// Also the key of HMAC-signed tokens (tokenSecret).
import { sessionLengthMs } from '../../src/domain/session';
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/db';

export const DEFAULT_SESSION_MS = 10_800_000;
export const REFRESH_MS = 30 * 24 * 3_600_000;

export interface AuthUser {
  userId: string;
  admin: 0 | 1;
  adminShops: string[];
  shopId: string | null;
  expiresAt: number;
  /** Lifetime the token was issued with (ms). */
  lifetimeMs: number;
}

/** The demo's HMAC key for signed tokens (a constant anyone can read here): production refuses it (server/mode.ts). */
export const DEV_TOKEN_SECRET = 'token-dev-secret-change-me';
// One key per process: buildApp installs the mode's secret before any route runs. Signed tokens are
// made deep inside order code (gift card verification), which has no app options at hand.
let signingSecret = DEV_TOKEN_SECRET;
export const tokenSecret = (): string => signingSecret;
export function useTokenSecret(secret: string): void {
  signingSecret = secret;
}

export const hashToken = (t: string): string => createHash('sha256').update(t).digest('hex');
export const newToken = (): string => randomBytes(32).toString('base64url');

export interface TokenService {
  /** `family` continues a sign-in (refresh); a new sign-in starts its own. */
  issue(
    db: Db,
    userId: string,
    shopId: string | null,
    now: number,
    sessionMs: number,
    family?: string,
  ): Promise<{ token: string; refreshToken: string; expiresAt: number }>;
  verify(token: string, now: number): Promise<AuthUser | null>;
  refresh(
    db: Db,
    refreshToken: string,
    now: number,
    sessionMs: (shopId: string | null) => Promise<number>,
  ): Promise<{ token: string; refreshToken: string; expiresAt: number; userId: string } | null>;
  /** Ends the sign-in the session token belongs to: every token of its family, refresh credentials included. */
  revoke(token: string): Promise<void>;
  /**
   * Sliding session: when the token is past half its life, issue (once per token) a new session token
   * with the same lifetime. The old one stays valid until its own expiry, so requests in flight work.
   */
  renew(token: string, user: AuthUser, now: number): Promise<string | null>;
}

export function tokenService(db: Db): TokenService {
  return {
    async issue(tx, userId, shopId, now, sessionMs, family = newToken()) {
      const token = newToken();
      const refreshToken = newToken();
      const expiresAt = now + sessionMs;
      await tx.query(
        `INSERT INTO tokens (token_hash, user_id, kind, shop_id, expires_at, created_at, family) VALUES ($1, $2, 'session', $3, $4, $6, $8), ($5, $2, 'refresh', $3, $7, $6, $8)`,
        [hashToken(token), userId, shopId, expiresAt, hashToken(refreshToken), now, now + REFRESH_MS, family],
      );
      return { token, refreshToken, expiresAt };
    },
    async verify(token, now) {
      if (token.length > 200) return null;
      const rows = await db.query<{
        user_id: string;
        admin: number;
        admin_shops: string[];
        shop_id: string | null;
        expires_at: string;
        created_at: string;
        user_status: number;
      }>(
        `SELECT t.user_id, t.shop_id, t.expires_at, t.created_at, u.admin, u.admin_shops, u.user_status FROM tokens t JOIN users u ON u.user_id = t.user_id
         WHERE t.token_hash = $1 AND t.kind = 'session' AND NOT t.revoked`,
        [hashToken(token)],
      );
      const r = rows[0];
      if (!r || Number(r.expires_at) <= now || r.user_status !== 1) return null;
      return {
        userId: r.user_id,
        admin: r.admin === 1 ? 1 : 0,
        adminShops: r.admin_shops ?? [],
        shopId: r.shop_id,
        expiresAt: Number(r.expires_at),
        lifetimeMs: Number(r.expires_at) - Number(r.created_at),
      };
    },
    async refresh(tx, refreshToken, now, sessionMs) {
      // Rotation: the refresh token is used once; a new pair replaces it.
      const rows = await tx.query<{ user_id: string; shop_id: string | null; family: string | null }>(
        `UPDATE tokens SET revoked = true WHERE token_hash = $1 AND kind = 'refresh' AND NOT revoked AND expires_at > $2 RETURNING user_id, shop_id, family`,
        [hashToken(refreshToken), now],
      );
      const r = rows[0];
      if (!r) return null;
      // The new pair stays in the sign-in's family, so a later logout ends it too.
      const issued = await this.issue(tx, r.user_id, r.shop_id, now, await sessionMs(r.shop_id), r.family ?? undefined);
      return { ...issued, userId: r.user_id };
    },
    async renew(token, user, now) {
      if (user.expiresAt - now > user.lifetimeMs / 2) return null;
      return db.tx(async (tx) => {
        const claimed = await tx.query(
          `UPDATE tokens SET renewed = true WHERE token_hash = $1 AND NOT renewed RETURNING 1`,
          [hashToken(token)],
        );
        if (!claimed.length) return null;
        const fresh = newToken();
        await tx.query(
          `INSERT INTO tokens (token_hash, user_id, kind, shop_id, expires_at, created_at, family)
           SELECT $1, $2, 'session', $3, $4, $5, family FROM tokens WHERE token_hash = $6`,
          [hashToken(fresh), user.userId, user.shopId, now + user.lifetimeMs, now, hashToken(token)],
        );
        return fresh;
      });
    },
    async revoke(token) {
      const h = hashToken(token);
      await db.query(
        `UPDATE tokens SET revoked = true WHERE token_hash = $1
           OR family = (SELECT family FROM tokens WHERE token_hash = $1 AND family IS NOT NULL)`,
        [h],
      );
    },
  };
}

/** The venue's session length: settings.sessionExpire in minutes, else 3 hours. */
export function sessionMsOf(settings: Record<string, unknown> | null | undefined): number {
  const m = Number(settings?.sessionExpire);
  // Capped: a huge stored value made the expiry an impossible date, and every sign-in at the venue failed.
  return Number.isFinite(m) && m > 0 ? sessionLengthMs(m) : DEFAULT_SESSION_MS;
}
