// One tiny query interface over PGlite (embedded, default) and a real Postgres (`postgres` package).
import { retryTransaction } from './retry';

// Parameters are positional ($1...). jsonb parameters are passed as plain objects, never pre-stringified.
import { DEFAULT_POSTGRES_SETTINGS, type PostgresSettings } from './settings';

export interface Db {
  /** Runs one statement and returns its rows. */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  /** Runs fn inside one transaction; it commits when fn resolves and rolls back when it throws. */
  tx<T>(fn: (db: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  readonly kind: 'pglite' | 'postgres';
  /**
   * Listens on a notification channel (pushed updates, server/events/): Postgres on one connection of
   * its own per process (DATABASE_LISTEN_URL or DATABASE_URL), PGlite in process. Resolves to the
   * unlisten function. Absent on a transaction's Db.
   */
  listen?(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
}

interface PgliteLike {
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
  listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>>;
  exec(sql: string): Promise<unknown>;
  transaction<T>(fn: (tx: PgliteTxLike) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
interface PgliteTxLike {
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
  exec(sql: string): Promise<unknown>;
}

/** Opens PGlite: in memory when dataDir is undefined or 'memory://', else a folder created on first start. */
export async function openPglite(dataDir?: string): Promise<Db> {
  const { PGlite } = await import('@electric-sql/pglite');
  // btree_gist: the bookings' exclusion constraint (resource =, time range &&) needs it (migration 014).
  const { btree_gist } = await import('@electric-sql/pglite/contrib/btree_gist');
  const extensions = { btree_gist };
  const pg = (dataDir && dataDir !== 'memory://'
    ? new PGlite(dataDir, { extensions })
    : new PGlite({ extensions })) as unknown as PgliteLike;
  // PGlite runs one statement or transaction at a time (its own exclusive lock), so a transaction's
  // statements never interleave with other requests' statements.
  const wrapTx = (tx: PgliteTxLike): Db => ({
    kind: 'pglite',
    query: async <T>(sql: string, params?: unknown[]) => (await tx.query<T>(sql, params)).rows,
    exec: async (sql: string) => {
      await tx.exec(sql);
    },
    tx: (fn) => fn(wrapTx(tx)),
    close: async () => undefined,
  });
  const db: Db = {
    kind: 'pglite',
    query: async <T>(sql: string, params?: unknown[]) => (await pg.query<T>(sql, params)).rows,
    exec: async (sql) => void (await pg.exec(sql)),
    tx: <T>(fn: (d: Db) => Promise<T>) => pg.transaction((tx) => fn(wrapTx(tx))),
    close: () => pg.close(),
    // PGlite delivers NOTIFY to its own listeners at commit, like Postgres: same triggers, same payloads.
    listen: (channel, onPayload) => pg.listen(channel, onPayload),
  };
  return db;
}

/** Opens a real Postgres from a connection URL (pool size and timeouts: db/settings.ts). */
export async function openPostgres(url: string, settings: Partial<PostgresSettings> = {}): Promise<Db> {
  const { default: postgres } = await import('postgres');
  const s = { ...DEFAULT_POSTGRES_SETTINGS, ...settings };
  // The timeouts are start-up parameters of each connection (no SET, so no session state to leak
  // between pgbouncer clients; behind pgbouncer list them in ignore_startup_parameters and set them
  // on the role instead: docs/production.md).
  const sql = postgres(url, {
    max: s.poolSize,
    prepare: s.prepare,
    onnotice: () => undefined,
    connection: {
      statement_timeout: s.statementTimeoutMs,
      lock_timeout: s.lockTimeoutMs,
      application_name: 'venue-server',
    },
  });
  // The root client and a transaction client share unsafe(); only the root has begin() and end().
  interface Runner {
    unsafe(text: string, params?: never[]): PromiseLike<unknown>;
  }
  // LISTEN needs a session of its own: postgres.js keeps one dedicated connection per client for all
  // of its listeners. Behind pgbouncer in transaction mode point DATABASE_LISTEN_URL at Postgres itself.
  let listener: ReturnType<typeof postgres> | null = null;
  const listen = async (channel: string, onPayload: (payload: string) => void) => {
    listener ??= s.listenUrl ? postgres(s.listenUrl, { max: 1, onnotice: () => undefined }) : sql;
    const sub = await listener.listen(channel, onPayload);
    return () => sub.unlisten();
  };
  const wrap = (s: Runner, root: boolean): Db => ({
    kind: 'postgres',
    query: async <T>(text: string, params: unknown[] = []) => (await s.unsafe(text, params as never[])) as T[],
    exec: async (text: string) => {
      await s.unsafe(text);
    },
    tx: async <T>(fn: (d: Db) => Promise<T>) => {
      if (!root) return fn(wrap(s, false)); // already inside a transaction
      // A deadlock or serialization failure rolled everything back: the whole transaction runs again.
      return retryTransaction(async () => (await sql.begin((t) => fn(wrap(t as unknown as Runner, false)))) as T);
    },
    close: async () => {
      if (!root) return;
      if (listener && listener !== sql) await listener.end({ timeout: 5 });
      await sql.end({ timeout: 5 });
    },
    ...(root ? { listen } : {}),
  });
  return wrap(sql as unknown as Runner, true);
}

/** DATABASE_URL wins; else PGlite in dataDir (or in memory). */
export async function openDb(opts: {
  databaseUrl?: string;
  dataDir?: string;
  memory?: boolean;
  postgres?: Partial<PostgresSettings>;
}): Promise<Db> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl, opts.postgres);
  return openPglite(opts.memory ? undefined : opts.dataDir);
}
