// The set-up every two-process test shares: a scratch database on the real Postgres, two server
// processes on it (the first migrates and seeds the empty database, the second starts once it is
// ready) and a direct connection for the checks; all stopped and dropped after the file's tests.
// Call it inside a `describe.skipIf(!TEST_DATABASE_URL)`.
import { afterAll, beforeAll, expect } from 'vitest';
import { openPostgres, type Db } from '../../server/db/db';
import { httpPost, startServerProcess, type ServerProcess } from './serverProcesses';
import { createDatabase } from './testDatabases';

export interface TwoProcesses {
  /** The direct connection (valid once the file's beforeAll ran). */
  readonly db: Db;
  /** The i-th request's server: even to one process, odd to the other. */
  base(i: number): string;
  /** Signs in on the i-th process and answers the session token (expects success). */
  signIn(userName: string, password: string, shop: string, i?: number): Promise<string>;
}

/** `env`: extra environment of both processes (a limit test's own limits). */
export function useTwoProcesses(env: Record<string, string> = {}): TwoProcesses {
  let scratch: Awaited<ReturnType<typeof createDatabase>> | undefined;
  let db: Db | undefined;
  const servers: ServerProcess[] = [];
  beforeAll(async () => {
    scratch = await createDatabase({ seeded: false, now: Date.now() });
    servers.push(await startServerProcess({ databaseUrl: scratch.url, env }));
    servers.push(await startServerProcess({ databaseUrl: scratch.url, env }));
    db = await openPostgres(scratch.url);
  }, 180_000);
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await db?.close();
    // A scratch database that cannot be dropped yet (a backend still closing) is left to the throwaway
    // cluster and to the next run's clean-up of dead runs: a teardown must not fail the tests.
    await scratch
      ?.drop()
      .catch((e: unknown) =>
        console.warn(`scratch database not dropped: ${e instanceof Error ? e.message : String(e)}`),
      );
  }, 30_000);
  const base = (i: number) => servers[i % 2].base;
  return {
    get db() {
      if (!db)
        throw new Error('useTwoProcesses: the database is not open yet (use it inside a test or a later beforeAll)');
      return db;
    },
    base,
    async signIn(userName, password, shop, i = 0) {
      const r = await httpPost(base(i), '/account/signIn', { userName, password, shop });
      expect(r.body.result?.rtn, `sign-in of ${userName}`).toBe(1);
      return r.body.result.userId as string;
    },
  };
}
