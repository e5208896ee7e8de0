// How the server uses a real Postgres, from the environment (issue 28; docs/production.md):
//   DATABASE_POOL_SIZE             query connections per process (default 3; with the one LISTEN connection of
//                                  pushed updates 4 a process: 20 processes use 80 of Postgres's default
//                                  max_connections of 100, which keeps 3 for superusers)
//   DATABASE_STATEMENT_TIMEOUT_MS  longest statement before Postgres cancels it (default 15000)
//   DATABASE_LOCK_TIMEOUT_MS       longest wait for a row lock (default 2000): an order queued behind a busy
//                                  venue gives its connection back instead of holding it idle (orders/venueQueue.ts)
//   DATABASE_PREPARE               0 turns off named prepared statements (needed behind pgbouncer in
//                                  transaction mode before 1.21; the server keeps no other session state)
//   DATABASE_LISTEN_URL            where the one LISTEN connection of pushed updates goes (default DATABASE_URL;
//                                  behind pgbouncer in transaction mode, Postgres itself: LISTEN needs a session)
// A wrong value stops the server at start with the variable's name, never a silent default.

export interface PostgresSettings {
  poolSize: number;
  statementTimeoutMs: number;
  lockTimeoutMs: number;
  prepare: boolean;
  /** The LISTEN connection's URL when it is not the pool's (pgbouncer in transaction mode). */
  listenUrl?: string;
}

export const POSTGRES_ENV = [
  'DATABASE_POOL_SIZE',
  'DATABASE_STATEMENT_TIMEOUT_MS',
  'DATABASE_LOCK_TIMEOUT_MS',
  'DATABASE_PREPARE',
] as const;
export type PostgresEnv = (typeof POSTGRES_ENV)[number];

/** Connections a process holds beside its pool: the LISTEN connection of pushed updates (server/events/). */
export const LISTEN_CONNECTIONS = 1;

export const DEFAULT_POSTGRES_SETTINGS: PostgresSettings = {
  poolSize: 3,
  statementTimeoutMs: 15_000,
  lockTimeoutMs: 2_000,
  prepare: true,
};

function whole(
  env: Partial<Record<string, string | undefined>>,
  name: PostgresEnv,
  fallback: number,
  min: number,
  max: number,
): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max)
    throw new Error(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`);
  return n;
}

/** The settings of the environment; throws naming the variable when one is not valid. */
export function postgresSettings(env: Partial<Record<string, string | undefined>> = process.env): PostgresSettings {
  const d = DEFAULT_POSTGRES_SETTINGS;
  const prepare = env.DATABASE_PREPARE;
  if (prepare !== undefined && !['0', '1', ''].includes(prepare))
    throw new Error(`DATABASE_PREPARE must be 0 or 1 (got "${prepare}")`);
  return {
    poolSize: whole(env, 'DATABASE_POOL_SIZE', d.poolSize, 1, 1000),
    // 0 means no limit, as in Postgres itself.
    statementTimeoutMs: whole(env, 'DATABASE_STATEMENT_TIMEOUT_MS', d.statementTimeoutMs, 0, 86_400_000),
    lockTimeoutMs: whole(env, 'DATABASE_LOCK_TIMEOUT_MS', d.lockTimeoutMs, 0, 86_400_000),
    prepare: prepare === undefined || prepare === '' ? d.prepare : prepare === '1',
    ...(env.DATABASE_LISTEN_URL ? { listenUrl: env.DATABASE_LISTEN_URL } : {}),
  };
}

/** Postgres's answer codes the server treats as "busy, try again": a lock wait or a statement that ran out of time. */
export const BUSY_SQLSTATES = { lockNotAvailable: '55P03', queryCanceled: '57014' } as const;

export const isLockTimeout = (e: unknown): boolean =>
  (e as { code?: string } | null)?.code === BUSY_SQLSTATES.lockNotAvailable;
export const isBusyError = (e: unknown): boolean =>
  Object.values(BUSY_SQLSTATES).includes((e as { code?: string } | null)?.code as never);
