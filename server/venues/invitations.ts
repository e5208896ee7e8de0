// Venue administrators invited by a link (issue 31). The platform administrator, or an administrator
// of the venue, invites by mobile or e-mail; the link's token is shown once (only its SHA-256 is
// stored), expires after 7 days and is used once. Accepting sets a strong password (spec 5, the first
// run's rule) and makes the account an administrator of that venue only. Every change is a line of
// the venue's audit log (config_audit).
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Db } from '../db/db';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { audit } from '../backoffice/versions';
import { EMAIL, strongPasswordProblem } from '../setup/firstRun';

export const INVITE_DAYS = 7;
const DAY_MS = 86_400_000;
const MOBILE = /^\+?[0-9]{8,15}$/;
const sha = (t: string) => createHash('sha256').update(t).digest('hex');

export const INVITE_PROBLEMS = [
  'contact',
  'weak',
  'tooLong',
  'demo',
  'mismatch',
  'used',
  'expired',
  'password',
  'self',
  'unknown',
] as const;
export type InviteProblem = (typeof INVITE_PROBLEMS)[number];

export class InviteRefused extends Error {
  constructor(
    public readonly problem: InviteProblem,
    message: string,
  ) {
    super(message);
  }
}

/** The invitee's login: the e-mail lower-cased, else the mobile without spaces. */
export function contactOf(mobile: string, email: string): { mobile: string | null; email: string | null } {
  const m = mobile.replace(/[\s-]/g, '');
  const e = email.trim().toLowerCase();
  if ((!m && !e) || (m && !MOBILE.test(m)) || (e && !EMAIL.test(e)))
    throw new InviteRefused(
      'contact',
      'Enter a mobile number (8 to 15 digits) or an e-mail address such as name@example.com.',
    );
  return { mobile: m || null, email: e || null };
}

export interface Invitation {
  token: string;
  expiresAt: number;
}

/** A new invitation to administer `shopId`; the token is returned once and never stored. */
export async function invite(
  db: Db,
  shopId: string,
  by: string,
  contact: { mobile: string | null; email: string | null },
  now: number,
): Promise<Invitation> {
  const token = randomBytes(24).toString('base64url');
  const expiresAt = now + INVITE_DAYS * DAY_MS;
  await db.tx(async (tx) => {
    await tx.query(
      'INSERT INTO admin_invitations (token_hash, shop_id, mobile, email, invited_by, created_at, expires_at) VALUES ($1, $2, $3, $4, $5, $6, $7)',
      [sha(token), shopId, contact.mobile, contact.email, by, now, expiresAt],
    );
    await audit(
      tx,
      shopId,
      by,
      'adminInvited',
      null,
      [{ key: 'administrator', after: contact.email ?? contact.mobile }],
      now,
    );
  });
  return { token, expiresAt };
}

interface InviteRow {
  token_hash: string;
  shop_id: string;
  mobile: string | null;
  email: string | null;
  expires_at: string | number;
  used_at: string | number | null;
  revoked_at: string | number | null;
}

/** The open invitation behind `token`, or why it cannot be used. */
export async function openInvitation(db: Db, token: string, now: number, lock = false): Promise<InviteRow> {
  const rows =
    token && token.length <= 100
      ? await db.query<InviteRow>(
          `SELECT token_hash, shop_id, mobile, email, expires_at, used_at, revoked_at FROM admin_invitations WHERE token_hash = $1${lock ? ' FOR UPDATE' : ''}`,
          [sha(token)],
        )
      : [];
  const r = rows[0];
  if (!r) throw new InviteRefused('unknown', 'This invitation link is not known: ask for a new one.');
  if (r.used_at !== null || r.revoked_at !== null)
    throw new InviteRefused('used', 'This invitation has been used or withdrawn: ask for a new one.');
  if (Number(r.expires_at) <= now)
    throw new InviteRefused('expired', `This invitation expired (they last ${INVITE_DAYS} days): ask for a new one.`);
  return r;
}

/**
 * Accepts an invitation: a new account with `password` (strong), or an existing one whose password
 * it is, becomes an administrator of the venue. The invitation is used up in the same transaction.
 */
export async function acceptInvitation(
  db: Db,
  token: string,
  password: string,
  now: number,
): Promise<{ shopId: string; login: string }> {
  const inv = await openInvitation(db, token, now);
  const login = inv.email ?? inv.mobile!;
  const existing = await db.query<{ user_id: string; password_hash: string | null }>(
    'SELECT user_id, password_hash FROM users WHERE login_name = $1 OR ($2::text IS NOT NULL AND mobile = $2)',
    [login, inv.mobile],
  );
  const user = existing[0];
  if (user) {
    if (!(await verifyPassword(password, user.password_hash)))
      throw new InviteRefused('password', `An account ${login} already exists: enter its password to accept.`);
  } else {
    const bad = strongPasswordProblem(password);
    if (bad) throw new InviteRefused(bad.problem as InviteProblem, bad.message);
  }
  const hash = user ? null : await hashPassword(password);
  return db.tx(async (tx) => {
    const r = await openInvitation(tx, token, now, true);
    let userId = user?.user_id;
    if (!userId) {
      userId = `u-${randomUUID()}`;
      await tx.query(
        `INSERT INTO users (user_id, login_name, mobile, email, password_hash, admin, admin_shops, created_at) VALUES ($1, $2, $3, $4, $5, 1, $6::text::jsonb, $7)`,
        [userId, login, r.mobile, r.email, hash, JSON.stringify([r.shop_id]), now],
      );
    } else
      await tx.query(
        `UPDATE users SET admin = 1, admin_shops = CASE WHEN admin_shops ? $2 OR admin_shops ? '*' THEN admin_shops ELSE admin_shops || $3::text::jsonb END WHERE user_id = $1`,
        [userId, r.shop_id, JSON.stringify([r.shop_id])],
      );
    await tx.query('UPDATE admin_invitations SET used_at = $2, used_by = $3 WHERE token_hash = $1', [
      r.token_hash,
      now,
      userId,
    ]);
    await audit(tx, r.shop_id, userId, 'adminJoined', null, [{ key: 'administrator', after: login }], now);
    return { shopId: r.shop_id, login };
  });
}

export interface VenueAdmins {
  admins: { userId: string; login: string; platform: boolean }[];
  invitations: { id: string; contact: string; createdAt: number; expiresAt: number }[];
}

/** The venue's administrators (the platform's too, marked) and its open invitations. */
export async function venueAdmins(db: Db, shopId: string, now: number): Promise<VenueAdmins> {
  const admins = await db.query<{ user_id: string; login_name: string; platform: boolean }>(
    `SELECT user_id, login_name, admin_shops ? '*' AS platform FROM users
      WHERE admin = 1 AND (admin_shops ? $1 OR admin_shops ? '*') ORDER BY platform DESC, login_name`,
    [shopId],
  );
  const inv = await db.query<{
    token_hash: string;
    mobile: string | null;
    email: string | null;
    created_at: string;
    expires_at: string;
  }>(
    `SELECT token_hash, mobile, email, created_at, expires_at FROM admin_invitations
      WHERE shop_id = $1 AND used_at IS NULL AND revoked_at IS NULL AND expires_at > $2 ORDER BY created_at DESC`,
    [shopId, now],
  );
  return {
    admins: admins.map((a) => ({ userId: a.user_id, login: a.login_name, platform: !!a.platform })),
    // The id is a prefix of the token's hash: enough to withdraw it, never enough to use it.
    invitations: inv.map((i) => ({
      id: i.token_hash.slice(0, 16),
      contact: i.email ?? i.mobile ?? '',
      createdAt: Number(i.created_at),
      expiresAt: Number(i.expires_at),
    })),
  };
}

/** Takes `userId` off the venue's administrators (never the platform administrator, never oneself). */
export async function removeAdmin(db: Db, shopId: string, userId: string, by: string, now: number): Promise<void> {
  if (userId === by) throw new InviteRefused('self', 'You cannot remove yourself: ask another administrator.');
  await db.tx(async (tx) => {
    const rows = await tx.query<{ login_name: string; admin_shops: string[] }>(
      `SELECT login_name, admin_shops FROM users WHERE user_id = $1 AND admin = 1 AND admin_shops ? $2 AND NOT admin_shops ? '*' FOR UPDATE`,
      [userId, shopId],
    );
    const u = rows[0];
    if (!u) throw new InviteRefused('unknown', 'That person is not an administrator of this venue.');
    const rest = u.admin_shops.filter((s) => s !== shopId);
    await tx.query('UPDATE users SET admin_shops = $2::text::jsonb, admin = $3 WHERE user_id = $1', [
      userId,
      JSON.stringify(rest),
      rest.length ? 1 : 0,
    ]);
    await audit(tx, shopId, by, 'adminRemoved', null, [{ key: 'administrator', before: u.login_name }], now);
  });
}

/** Withdraws an open invitation of the venue by its id (a prefix of its hash). */
export async function revokeInvitation(db: Db, shopId: string, id: string, by: string, now: number): Promise<void> {
  await db.tx(async (tx) => {
    const rows = await tx.query<{ mobile: string | null; email: string | null }>(
      `UPDATE admin_invitations SET revoked_at = $3 WHERE shop_id = $1 AND left(token_hash, 16) = $2 AND used_at IS NULL AND revoked_at IS NULL RETURNING mobile, email`,
      [shopId, id, now],
    );
    if (!rows[0]) throw new InviteRefused('unknown', 'That invitation is no longer open.');
    await audit(
      tx,
      shopId,
      by,
      'inviteRevoked',
      null,
      [{ key: 'administrator', before: rows[0].email ?? rows[0].mobile }],
      now,
    );
  });
}
