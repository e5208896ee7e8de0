// First run (issue 31): with no platform administrator (an admin of every venue, admin_shops ["*"])
// the server logs a one-time setup link; the page behind it, or `npm run admin -- create`, creates
// that administrator with a strong password (spec 5: 8+ characters with lower and upper case, a
// digit and one of !@#$%^&*, not a common word, not a demo password).
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Db } from '../db/db';
import { hashPassword } from '../auth/passwords';
import { isDictionaryPassword, passwordRules, passwordStrength } from '../../src/domain/password';
import { DEMO_PASSWORDS } from '../mode';

export const SETUP_PROBLEMS = ['email', 'weak', 'tooLong', 'demo', 'mismatch', 'exists', 'token'] as const;
export type SetupProblem = (typeof SETUP_PROBLEMS)[number];

export class SetupRefused extends Error {
  constructor(
    public readonly problem: SetupProblem,
    message: string,
  ) {
    super(message);
  }
}

export const EMAIL = /^[^\s@]{1,64}@[^\s@]{1,190}\.[^\s@]{2,}$/;
const sha = (t: string) => createHash('sha256').update(t).digest('hex');

/** The first thing wrong with a platform administrator's e-mail and password, or null. */
export function platformAdminProblem(email: string, password: string): SetupRefused | null {
  if (!EMAIL.test(email.trim())) return new SetupRefused('email', 'Enter an e-mail address such as name@example.com.');
  return strongPasswordProblem(password);
}

/** The first thing wrong with a new administrator's password (spec 5 strength rules), or null. */
export function strongPasswordProblem(password: string): SetupRefused | null {
  if (password.length > passwordRules.maxLength)
    return new SetupRefused('tooLong', `The password may have at most ${passwordRules.maxLength} characters.`);
  if (DEMO_PASSWORDS.includes(password))
    return new SetupRefused('demo', 'That password is published in the demo: choose another.');
  if (passwordStrength(password) < 2 || isDictionaryPassword(password))
    return new SetupRefused(
      'weak',
      `Choose a strong password: at least ${passwordRules.strongMinLength} characters with lower and upper case letters, a digit and one of ${passwordRules.specials}, not a common word.`,
    );
  return null;
}

/** True while there is no platform administrator. */
export async function needsSetup(db: Db): Promise<boolean> {
  const rows = await db.query<{ n: number }>(
    `SELECT COUNT(*)::int AS n FROM users WHERE admin = 1 AND admin_shops @> '["*"]'::jsonb AND password_hash IS NOT NULL`,
  );
  return Number(rows[0]?.n ?? 0) === 0;
}

/** A new one-time setup token (earlier unused ones stop working); only its hash is stored. */
export async function issueSetupToken(db: Db, now: number): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  await db.tx(async (tx) => {
    await tx.query('DELETE FROM setup_tokens WHERE used_at IS NULL');
    await tx.query('INSERT INTO setup_tokens (token_hash, created_at) VALUES ($1, $2)', [sha(token), now]);
  });
  return token;
}

/** True when `token` is the current unused setup token. */
export async function setupTokenValid(db: Db, token: string): Promise<boolean> {
  if (!token || token.length > 100) return false;
  const rows = await db.query('SELECT 1 FROM setup_tokens WHERE token_hash = $1 AND used_at IS NULL', [sha(token)]);
  return rows.length > 0;
}

async function insertAdmin(tx: Db, login: string, hash: string, now: number): Promise<string> {
  if (!(await needsSetup(tx)))
    throw new SetupRefused('exists', 'There is already a platform administrator: sign in instead.');
  const taken = await tx.query('SELECT 1 FROM users WHERE login_name = $1', [login]);
  if (taken.length) throw new SetupRefused('exists', `An account ${login} already exists.`);
  const userId = `u-${randomUUID()}`;
  await tx.query(
    `INSERT INTO users (user_id, login_name, email, password_hash, admin, admin_shops, created_at) VALUES ($1, $2, $2, $3, 1, '["*"]', $4)`,
    [userId, login, hash, now],
  );
  return userId;
}

/** Creates the platform administrator (the command line); refused when one exists or the details are not good enough. */
export async function createPlatformAdmin(db: Db, email: string, password: string, now: number): Promise<string> {
  const bad = platformAdminProblem(email, password);
  if (bad) throw bad;
  const hash = await hashPassword(password);
  return db.tx((tx) => insertAdmin(tx, email.trim().toLowerCase(), hash, now));
}

/**
 * The setup page's step: the token must be the current unused one. It is used up in the same
 * transaction as the account is made, so two pages sent at once make one administrator.
 */
export async function setupWithToken(
  db: Db,
  token: string,
  email: string,
  password: string,
  now: number,
): Promise<string> {
  const bad = platformAdminProblem(email, password);
  if (bad) throw bad;
  const hash = await hashPassword(password);
  return db.tx(async (tx) => {
    const used = await tx.query(
      'UPDATE setup_tokens SET used_at = $2 WHERE token_hash = $1 AND used_at IS NULL RETURNING token_hash',
      [sha(token.slice(0, 100)), now],
    );
    if (!used.length)
      throw new SetupRefused(
        'token',
        'This setup link has been used or replaced: look in the server log for the current one.',
      );
    return insertAdmin(tx, email.trim().toLowerCase(), hash, now);
  });
}
