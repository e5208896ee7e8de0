// Migrations under an advisory lock (server/db/migrate.ts), on a real Postgres: any number of servers
// started at the same moment on an empty database all come up, and each migration is applied once.
// Needs TEST_DATABASE_URL (a role that may CREATE DATABASE); each test makes its own scratch database
// and drops it after. Skipped otherwise.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { openPostgres, type Db } from '../../server/db/db';
import { listMigrations, migrate } from '../../server/db/migrate';

const url = process.env.TEST_DATABASE_URL;
const SERVERS = 4;
const BASE_PORT = 18900 + (process.pid % 100) * SERVERS;

const children: ChildProcess[] = [];
const scratch: string[] = [];
let admin: Db | null = null;

afterAll(async () => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
  for (const name of scratch) await admin?.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
  await admin?.close();
});

/** A new empty database beside TEST_DATABASE_URL's; its URL. */
async function scratchDb(): Promise<string> {
  admin ??= await openPostgres(url!);
  const name = `migrate_lock_${randomBytes(6).toString('hex')}`;
  await admin.query(`CREATE DATABASE ${name}`);
  scratch.push(name);
  const u = new URL(url!);
  u.pathname = `/${name}`;
  return u.toString();
}

async function migrationRows(dbUrl: string) {
  const db = await openPostgres(dbUrl);
  try {
    return await db.query<{ version: number; n: number }>(
      'SELECT version, count(*)::int AS n FROM schema_migrations GROUP BY version ORDER BY version',
    );
  } finally {
    await db.close();
  }
}
const eachOnce = () => listMigrations().map((m) => ({ version: m.version, n: 1 }));

describe.skipIf(!url)('migrations under an advisory lock (real Postgres)', () => {
  it('migrate() called at once on one empty database from separate connections: all succeed, each migration applied once', async () => {
    const dbUrl = await scratchDb();
    const dbs = await Promise.all(Array.from({ length: SERVERS }, () => openPostgres(dbUrl)));
    try {
      const results = await Promise.allSettled(dbs.map((db) => migrate(db)));
      expect(results.map((r) => r.status)).toEqual(Array(SERVERS).fill('fulfilled'));
      // Exactly one caller applied them; the others waited and found nothing to do.
      const applied = results.map((r) => (r as PromiseFulfilledResult<string[]>).value.length).sort();
      expect(applied).toEqual([...Array(SERVERS - 1).fill(0), listMigrations().length]);
    } finally {
      await Promise.all(dbs.map((db) => db.close()));
    }
    expect(await migrationRows(dbUrl)).toEqual(eachOnce());
  });

  it(`${SERVERS} real servers started at the same instant on an empty database all come up`, async () => {
    const dbUrl = await scratchDb();
    const { MEMORY: _m, DATA_DIR: _d, NODE_ENV: _n, ...env } = process.env;
    const outputs: string[] = Array(SERVERS).fill('');
    const exits: (number | null)[] = Array(SERVERS).fill(null);
    for (let i = 0; i < SERVERS; i++) {
      const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
        env: { ...env, DATABASE_URL: dbUrl, PORT: String(BASE_PORT + i), LOG: '0' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child.stdout!.on('data', (d) => (outputs[i] += d));
      child.stderr!.on('data', (d) => (outputs[i] += d));
      child.on('exit', (code) => (exits[i] = code ?? -1));
      children.push(child);
    }
    const up = async (i: number): Promise<number> => {
      const end = Date.now() + 120_000;
      while (Date.now() < end && exits[i] === null) {
        const r = await fetch(`http://127.0.0.1:${BASE_PORT + i}/healthz`).catch(() => null);
        if (r) return r.status;
        await new Promise((res) => setTimeout(res, 200));
      }
      throw new Error(`server ${i} did not come up (exit ${exits[i]}):\n${outputs[i]}`);
    };
    expect(await Promise.all(Array.from({ length: SERVERS }, (_, i) => up(i)))).toEqual(Array(SERVERS).fill(200));
    expect(await migrationRows(dbUrl)).toEqual(eachOnce());
    await Promise.all(
      children.map(
        (c) => new Promise((res) => (c.exitCode !== null ? res(null) : (c.on('exit', res), c.kill('SIGINT')))),
      ),
    );
  }, 180_000);
});
