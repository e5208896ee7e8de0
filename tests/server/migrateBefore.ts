// A database as it was before a migration: every earlier migration applied (and recorded), then the
// demo seed, so a migration's test can write rows in the older shape and run `migrate` over them.
import { openPglite, type Db } from '../../server/db/db';
import { listMigrations } from '../../server/db/migrate';
import { seedIfEmpty } from '../../server/seed/seed';

export async function migratedBefore(version: number, now: number): Promise<Db> {
  const db = await openPglite();
  await db.exec(
    'CREATE TABLE schema_migrations (version integer PRIMARY KEY, name text NOT NULL, applied_at bigint NOT NULL)',
  );
  for (const m of listMigrations().filter((x) => x.version < version)) {
    await db.exec(m.sql);
    await db.query('INSERT INTO schema_migrations (version, name, applied_at) VALUES ($1, $2, $3)', [
      m.version,
      m.name,
      now,
    ]);
  }
  await seedIfEmpty(db, now);
  return db;
}
