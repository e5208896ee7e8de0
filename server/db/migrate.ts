// Applies the numbered SQL files in ./migrations once each, in order, all in one transaction that
// first takes a Postgres advisory lock: servers starting at the same moment on one database wait for
// each other instead of racing (two concurrent CREATE TABLE IF NOT EXISTS collide on pg_type).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fromRoot } from '../paths';
import type { Db } from './db';

const MIGRATIONS_DIR = fromRoot('server', 'db', 'migrations');

/** Postgres advisory lock keys of start-up work that servers sharing a database must not do twice at once. */
/** Advisory lock keys; giftCheck is the seed of the per card-and-address lock of the gift card check (orders/giftcards.ts). */
export const ADVISORY_LOCKS = { migrations: 7_316_245_009, demoSeed: 7_316_245_010, giftCheck: 7_316_245_011 } as const;

export function listMigrations(dir = MIGRATIONS_DIR): { version: number; name: string; sql: string }[] {
  return readdirSync(dir)
    .filter((f) => /^\d{3}_[\w-]+\.sql$/.test(f))
    .sort()
    .map((f) => ({ version: Number(f.slice(0, 3)), name: f, sql: readFileSync(join(dir, f), 'utf8') }));
}

/**
 * Lifts the connection's lock and statement timeouts (db/settings.ts) for the rest of the transaction:
 * start-up work waits for another process's migration or seed as long as it takes, and a migration
 * over a long history may run longer than one request should. SET LOCAL ends with the transaction.
 */
export async function withoutTimeouts(tx: Db): Promise<void> {
  await tx.exec('SET LOCAL lock_timeout = 0; SET LOCAL statement_timeout = 0');
}

/**
 * Returns the names of the migrations applied by this call. The transaction-level lock is released at
 * commit or rollback, so a failed migration never leaves it held; a server that waited finds the
 * migrations applied and applies none. PGlite runs the same SQL (one connection: the lock is free).
 */
export async function migrate(db: Db, now = Date.now()): Promise<string[]> {
  return db.tx(async (tx) => {
    await withoutTimeouts(tx);
    await tx.query('SELECT pg_advisory_xact_lock($1)', [ADVISORY_LOCKS.migrations]);
    await tx.exec(
      'CREATE TABLE IF NOT EXISTS schema_migrations (version integer PRIMARY KEY, name text NOT NULL, applied_at bigint NOT NULL)',
    );
    const done = new Set(
      (await tx.query<{ version: number }>('SELECT version FROM schema_migrations')).map((r) => Number(r.version)),
    );
    const applied: string[] = [];
    for (const m of listMigrations()) {
      if (done.has(m.version)) continue;
      await tx.exec(m.sql);
      await tx.query('INSERT INTO schema_migrations (version, name, applied_at) VALUES ($1, $2, $3)', [
        m.version,
        m.name,
        now,
      ]);
      applied.push(m.name);
    }
    return applied;
  });
}
