// The one switch between the demo (plain `npm start`) and production (NODE_ENV=production or
// `--production`). Everything that differs between the two is decided here, once, from the
// environment; buildApp and main.ts only read the resulting Mode.
import { createHash } from 'node:crypto';
import { parseTrustProxy, type TrustProxy } from './trustProxy';
import { verifyPassword } from './auth/passwords';
import { DEV_TOKEN_SECRET } from './auth/tokens';
import type { Db } from './db/db';
import { DEV_PAYMENT_NOTIFY_SECRET } from './payments/provider';
import { MIN_SECRET_BITS, secretBits } from './secretEntropy';
import { DEMO_USERS } from './seed/venues';

export const MODE_NAMES = ['demo', 'production'] as const;
export type ModeName = (typeof MODE_NAMES)[number];

/** Environment variables that carry the secrets, by secret. */
export const SECRET_ENV = {
  paymentNotify: 'PAYMENT_NOTIFY_SECRET',
  token: 'TOKEN_SECRET',
} as const;
export type SecretName = keyof typeof SECRET_ENV;

/** What each secret keys, for the refusal message. */
const SECRET_USE: Record<SecretName, string> = {
  paymentNotify: 'the key that signs payment provider notifications to /api/payments/notify',
  token: 'the key that signs tokens such as gift card verification tokens',
};

/** Shortest secret production accepts (characters). */
export const MIN_SECRET_LENGTH = 32;
/** Secrets written in the source: known to everyone, so never real. */
export const SOURCE_SECRETS: readonly string[] = [DEV_PAYMENT_NOTIFY_SECRET, DEV_TOKEN_SECRET];
/** Passwords the demo seed publishes (README): refused in production, as new passwords and at start. */
export const DEMO_PASSWORDS: readonly string[] = [...new Set(DEMO_USERS.map((u) => u.password))];
/** Env: the proxies in front whose X-Forwarded-For/-Proto are believed (server/trustProxy.ts). */
export const TRUST_PROXY_ENV = 'TRUST_PROXY';

export interface Mode {
  name: ModeName;
  /** /dev/* routes: the SMS outbox page and JSON, the kitchen-offline switch. */
  devRoutes: boolean;
  /** The sandbox payment provider: its hosted page and decision route. */
  sandbox: boolean;
  /** Seed the demo venues, accounts and cards into an empty database. */
  seedDemo: boolean;
  /** DEMO_KITCHEN=1: every sent order moves one status step every 30 s (no staff needed). */
  demoKitchen: boolean;
  /** Passwords refused as a new password (register, reset, change), and at start while an account has one. */
  refusedPasswords: readonly string[];
  secrets: Record<SecretName, string>;
  /** The proxies in front (hop count or addresses) whose X-Forwarded-For/-Proto are believed; false: none. */
  trustProxy: TrustProxy;
}

export type Env = Record<string, string | undefined>;

/** The demo: development doors open, source constants as secrets unless the environment names others. */
export function demoMode(env: Env = {}): Mode {
  return {
    name: 'demo',
    devRoutes: env.DEV_OUTBOX !== '0',
    sandbox: true,
    seedDemo: true,
    demoKitchen: env.DEMO_KITCHEN === '1',
    refusedPasswords: [],
    secrets: {
      paymentNotify: env[SECRET_ENV.paymentNotify] || DEV_PAYMENT_NOTIFY_SECRET,
      token: env[SECRET_ENV.token] || DEV_TOKEN_SECRET,
    },
    trustProxy: parseTrustProxy(env[TRUST_PROXY_ENV]),
  };
}

/** Production: no development doors, no sandbox, no demo seed, no demo passwords, real secrets only. */
export function productionMode(secrets: Record<SecretName, string>, env: Env = {}): Mode {
  return {
    name: 'production',
    devRoutes: false,
    sandbox: false,
    seedDemo: false,
    demoKitchen: false,
    refusedPasswords: DEMO_PASSWORDS,
    secrets,
    trustProxy: parseTrustProxy(env[TRUST_PROXY_ENV]),
  };
}

export const wantsProduction = (env: Env, argv: readonly string[]): boolean =>
  env.NODE_ENV === 'production' || argv.includes('--production');

/** Why a secret is not real, or null. */
export function secretProblem(name: SecretName, value: string | undefined): string | null {
  const what = `${SECRET_ENV[name]} (${SECRET_USE[name]})`;
  if (!value) return `${what} is not set`;
  if (SOURCE_SECRETS.includes(value)) return `${what} is a development constant from the source`;
  if (value.length < MIN_SECRET_LENGTH) return `${what} is shorter than ${MIN_SECRET_LENGTH} characters`;
  const bits = secretBits(value);
  if (bits < MIN_SECRET_BITS)
    return `${what} is too easy to guess: about ${bits} bits of entropy, at least ${MIN_SECRET_BITS} are needed (repeats and patterns count for little)`;
  return null;
}

/** The mode the environment asks for, or every reason production cannot start. */
export function resolveMode(
  env: Env,
  argv: readonly string[] = [],
): { ok: true; mode: Mode } | { ok: false; problems: string[] } {
  let trustProblem: string | null = null;
  try {
    parseTrustProxy(env[TRUST_PROXY_ENV]);
  } catch (e) {
    trustProblem = (e as Error).message;
  }
  if (!wantsProduction(env, argv))
    return trustProblem ? { ok: false, problems: [trustProblem] } : { ok: true, mode: demoMode(env) };
  const names = Object.keys(SECRET_ENV) as SecretName[];
  const problems = names.map((n) => secretProblem(n, env[SECRET_ENV[n]])).filter((p): p is string => p !== null);
  if (trustProblem) problems.push(trustProblem);
  // One leaked key must not open the other door.
  if (!problems.length && env[SECRET_ENV.paymentNotify] === env[SECRET_ENV.token])
    problems.push(`${SECRET_ENV.paymentNotify} and ${SECRET_ENV.token} are the same; give each its own secret`);
  if (problems.length) return { ok: false, problems };
  return {
    ok: true,
    mode: productionMode({ paymentNotify: env[SECRET_ENV.paymentNotify]!, token: env[SECRET_ENV.token]! }, env),
  };
}

/** What a refused production start prints (main.ts, scripts/start.mjs). */
export const refusalMessage = (problems: readonly string[]): string =>
  `PRODUCTION mode: refusing to start.\n${problems.map((p) => `  - ${p}`).join('\n')}\nSet each secret to at least ${MIN_SECRET_LENGTH} random characters with ${MIN_SECRET_BITS} bits of entropy (e.g. openssl rand -hex 32).`;

/** The first line the server prints: which mode, and what that means. */
export function modeBanner(mode: Mode): string {
  return mode.name === 'production'
    ? 'PRODUCTION mode: no demo data, no /dev pages, no payment sandbox, demo passwords refused.'
    : 'DEMO mode (not for production): demo venues and accounts, SMS outbox at /dev/outbox, payment sandbox. Production: NODE_ENV=production or npm start -- --production.';
}

/** The refusal answer for a demo password offered as a new password. */
export const DEMO_PASSWORD_REFUSAL = {
  rtn: -821034,
  dispMsg: 'This password is published with the demo; please choose another.',
} as const;

/** Password checks run at once by accountsWithRefusedPasswords (scrypt runs on libuv's 4 threads). */
const CHECKS_AT_ONCE = 4;

/**
 * Login names of the accounts whose password is one of the mode's refused passwords (production:
 * the demo's). Salted hashes leave no shortcut: one scrypt per account and refused password (about
 * 0.2 s each measured on this shared 2-core machine). A hash found clean is remembered in
 * demo_password_checks (migration 009), so later starts check only passwords changed since.
 */
export async function accountsWithRefusedPasswords(db: Db, mode: Mode): Promise<string[]> {
  if (!mode.refusedPasswords.length) return [];
  const refused = createHash('sha256').update(JSON.stringify(mode.refusedPasswords)).digest('hex');
  const users = await db.query<{ user_id: string; login_name: string; password_hash: string }>(
    `SELECT u.user_id, u.login_name, u.password_hash FROM users u LEFT JOIN demo_password_checks c ON c.user_id = u.user_id
     WHERE u.password_hash IS NOT NULL AND (c.user_id IS NULL OR c.password_hash <> u.password_hash OR c.refused <> $1) ORDER BY u.login_name`,
    [refused],
  );
  const found: string[] = [];
  for (let i = 0; i < users.length; i += CHECKS_AT_ONCE) {
    const batch = users.slice(i, i + CHECKS_AT_ONCE);
    const hits = await Promise.all(
      batch.map(async (u) => {
        for (const pw of mode.refusedPasswords) if (await verifyPassword(pw, u.password_hash)) return true;
        return false;
      }),
    );
    for (const [k, u] of batch.entries()) {
      if (hits[k]) found.push(u.login_name);
      else
        await db.query(
          `INSERT INTO demo_password_checks (user_id, password_hash, refused) VALUES ($1, $2, $3)
          ON CONFLICT (user_id) DO UPDATE SET password_hash = EXCLUDED.password_hash, refused = EXCLUDED.refused`,
          [u.user_id, u.password_hash, refused],
        );
    }
  }
  return found;
}
