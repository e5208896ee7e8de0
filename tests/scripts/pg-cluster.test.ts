// The throwaway cluster of npm test's part pg and the write bench (scripts/pg-cluster.mjs): reachable on
// 127.0.0.1 only, fsync off, C collation like PGlite, a role that may create the tests' databases, and
// gone (processes and folder) after stop(). Skipped where no Postgres binaries are installed.
import { existsSync } from 'node:fs';
import { connect } from 'node:net';
import postgres from 'postgres';
import { describe, expect, it } from 'vitest';

interface Cluster {
  url: string;
  port: number;
  dir: string;
  stop(): Promise<void>;
}
// A plain .mjs script (run by node without a build): imported untyped.
const script = '../../scripts/pg-cluster.mjs';
const { findPgBin, startCluster } = (await import(script)) as {
  findPgBin(): string | null;
  startCluster(): Promise<Cluster>;
};

const refused = (port: number) =>
  new Promise<boolean>((resolve) => {
    const s = connect(port, '127.0.0.1');
    s.once('connect', () => {
      s.destroy();
      resolve(false);
    });
    s.once('error', () => resolve(true));
  });

describe.skipIf(!findPgBin())('scripts/pg-cluster.mjs', () => {
  it('starts a local cluster for the tests and stop() removes it', async () => {
    const c = await startCluster();
    try {
      expect(c.url).toBe(`postgres://venue@127.0.0.1:${c.port}/venue`);
      const sql = postgres(c.url, { max: 1, onnotice: () => undefined });
      try {
        const [row] = await sql`SELECT current_setting('fsync') AS fsync, current_setting('listen_addresses') AS listen,
          current_setting('lc_collate') AS collate, (SELECT rolcreatedb FROM pg_roles WHERE rolname = current_user) AS createdb`;
        expect(row).toEqual({ fsync: 'off', listen: '127.0.0.1', collate: 'C', createdb: true });
      } finally {
        await sql.end({ timeout: 5 });
      }
    } finally {
      await c.stop();
    }
    expect(existsSync(c.dir)).toBe(false);
    expect(await refused(c.port)).toBe(true);
  }, 90_000);
});
