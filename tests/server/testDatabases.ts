// The database behind each test server: in-memory PGlite, or, when TEST_DATABASE_URL is set, a fresh
// database of that real Postgres per server. Migrating and seeding (scrypt hashes, eight venues) takes
// seconds, so it is done once per test run into a template database and each server gets a copy
// (`CREATE DATABASE x TEMPLATE tpl`, tens of milliseconds), dropped when the server closes.
// TEST_DATABASE_URL names a role with CREATEDB (scripts/pg-cluster.mjs makes one).
import postgres from 'postgres';
import { openPglite, openPostgres, type Db } from '../../server/db/db';
import { migrate } from '../../server/db/migrate';
import { seedIfEmpty } from '../../server/seed/seed';

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;

/** Names of the databases made here: per run (vitest's main process id), so a run never sees another's. */
const PREFIX = 'venue_t';
const RUN = `${PREFIX}_${process.ppid}`;
const TEMPLATE = `${RUN}_tpl`;
/** One key for pg_advisory_lock: workers of a run build the template one at a time. */
const TEMPLATE_LOCK = 8_042_115;

let admin: postgres.Sql | null = null;
let template: Promise<void> | null = null;
let made = 0;

const adminSql = () => (admin ??= postgres(TEST_DATABASE_URL!, { max: 2, onnotice: () => undefined }));

export function databaseUrl(name: string): string {
  const u = new URL(TEST_DATABASE_URL!);
  u.pathname = `/${name}`;
  return u.toString();
}

/** Leftovers of runs that died before dropping their databases (local clusters only: the id is a local process). */
async function dropDeadRuns(sql: postgres.Sql): Promise<void> {
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(new URL(TEST_DATABASE_URL!).hostname)) return;
  const rows = await sql<{ datname: string }[]>`SELECT datname FROM pg_database WHERE datname LIKE ${`${PREFIX}\\_%`}`;
  for (const { datname } of rows) {
    const pid = Number(/^venue_t_(\d+)_/.exec(datname)?.[1]);
    if (!pid || pid === process.ppid || alive(pid)) continue;
    await sql.unsafe(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
  }
}
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Builds the run's template once (whichever worker comes first; the others wait on the lock). */
function ensureTemplate(now: number): Promise<void> {
  return (template ??= (async () => {
    const conn = await adminSql().reserve();
    try {
      await conn`SELECT pg_advisory_lock(${TEMPLATE_LOCK})`;
      if ((await conn`SELECT 1 FROM pg_database WHERE datname = ${TEMPLATE}`).length) return;
      await dropDeadRuns(conn);
      const building = `${TEMPLATE}_build`;
      await conn.unsafe(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
      await conn.unsafe(`CREATE DATABASE ${building}`);
      const db = await openPostgres(databaseUrl(building));
      // The template is the plain demo seed: a test that asks for the big venue adds it to its own copy.
      const big = process.env.SEED_BIG_CATEGORY;
      delete process.env.SEED_BIG_CATEGORY;
      try {
        await migrate(db, now);
        await seedIfEmpty(db, now);
      } finally {
        if (big !== undefined) process.env.SEED_BIG_CATEGORY = big;
        await db.close();
      }
      // Renamed only when complete, so a worker that died half-way leaves no half-seeded template.
      await conn.unsafe(`ALTER DATABASE ${building} RENAME TO ${TEMPLATE}`);
    } finally {
      await conn`SELECT pg_advisory_unlock(${TEMPLATE_LOCK})`.catch(() => undefined);
      conn.release();
    }
  })().catch((e) => {
    template = null;
    throw e;
  }));
}

/** A new, empty database of the run (for tests of migrate and seed themselves, or a server process). */
export async function createDatabase(opts: {
  seeded: boolean;
  now: number;
}): Promise<{ name: string; url: string; drop(): Promise<void> }> {
  if (opts.seeded) await ensureTemplate(opts.now);
  const name = `${RUN}_${process.pid}_${++made}`;
  await adminSql().unsafe(`CREATE DATABASE ${name}${opts.seeded ? ` TEMPLATE ${TEMPLATE}` : ''}`);
  return {
    name,
    url: databaseUrl(name),
    drop: async () => void (await adminSql().unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)),
  };
}

/** A migrated and seeded database for one test server, and how to throw it away. */
export async function openTestDb(now: number): Promise<{ db: Db; close(): Promise<void> }> {
  if (!TEST_DATABASE_URL) {
    const db = await openPglite();
    await migrate(db, now);
    await seedIfEmpty(db, now);
    return { db, close: () => db.close() };
  }
  const d = await createDatabase({ seeded: true, now });
  const db = await openPostgres(d.url);
  // The same steps as on PGlite: nothing to migrate, and the seed's per-start steps (the big venue) run.
  await migrate(db, now);
  await seedIfEmpty(db, now);
  return {
    db,
    close: async () => {
      await db.close();
      await d.drop();
    },
  };
}
