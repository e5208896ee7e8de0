#!/usr/bin/env node
// A throwaway Postgres cluster for tests and benches: initdb in a temp folder (as user `postgres` when
// run as root: initdb refuses root), listening on 127.0.0.1 only, fsync off (its data is thrown away),
// one role with CREATEDB and its database. Stopped and removed on exit.
//   node scripts/pg-cluster.mjs [--port N]                 prints the URL, runs until Ctrl-C
//   node scripts/pg-cluster.mjs [--port N] -- CMD ARGS...  runs CMD with TEST_DATABASE_URL set, then stops
// The port is a free one unless --port or PG_PORT names it.
// Imported: `const c = await startCluster(); ... await c.stop()`.
import { spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROLE = 'venue';

/** Folder holding initdb and pg_ctl: PATH first, then Debian's /usr/lib/postgresql/<major>/bin, newest first. */
export function findPgBin() {
  const onPath = spawnSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' }).stdout.trim();
  if (onPath) return onPath.replace(/\/initdb$/, '');
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const majors = readdirSync(root)
    .filter((d) => existsSync(join(root, d, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return majors.length ? join(root, majors[0], 'bin') : null;
}

/** A port nobody listens on right now on 127.0.0.1. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

function owner() {
  if (process.getuid?.() !== 0) return {};
  const id = (flag) => Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout.trim());
  const uid = id('-u');
  if (!Number.isInteger(uid) || uid <= 0)
    throw new Error('running as root needs a `postgres` user to own the cluster (initdb refuses root)');
  return { uid, gid: id('-g') };
}

function must(bin, args, o) {
  const r = spawnSync(bin, args, { encoding: 'utf8', ...o });
  if (r.status !== 0)
    throw new Error(`${bin} ${args[0]} failed: ${r.error?.message ?? ''}${r.stderr ?? ''}${r.stdout ?? ''}`.trim());
}

/** Starts a cluster; resolves to { url, port, dir, stop() } (stop is idempotent and also runs on exit). */
export async function startCluster(o = {}) {
  const bin = o.bin ?? findPgBin();
  if (!bin) throw new Error("no Postgres binaries (initdb, pg_ctl): install Debian's postgresql");
  const port = o.port ?? (process.env.PG_PORT ? Number(process.env.PG_PORT) : await freePort());
  const dir = mkdtempSync(join(tmpdir(), 'venue-pg-'));
  const as = owner();
  if (as.uid !== undefined) chownSync(dir, as.uid, as.gid);
  const data = join(dir, 'data');
  const opts = { ...as, cwd: dir, env: { ...process.env, LC_ALL: 'C' } };
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    if (existsSync(join(data, 'postmaster.pid')))
      spawnSync(join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop'], { ...opts, stdio: 'ignore' });
    rmSync(dir, { recursive: true, force: true });
  };
  process.once('exit', stop);
  try {
    // C locale like PGlite, so text ordering is the same on both.
    must(join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C'], opts);
    const settings = [
      '-p',
      String(port),
      '-k',
      dir,
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'fsync=off',
      '-c',
      'synchronous_commit=off',
      '-c',
      'full_page_writes=off',
      '-c',
      'max_connections=300',
      // No autovacuum worker holds a test database open while a test drops it WITH (FORCE).
      '-c',
      'autovacuum=off',
    ];
    must(
      join(bin, 'pg_ctl'),
      ['-D', data, '-o', settings.join(' '), '-l', join(dir, 'log'), '-w', '-t', '60', 'start'],
      opts,
    );
    const { default: postgres } = await import('postgres');
    const su = postgres({
      host: '127.0.0.1',
      port,
      user: 'postgres',
      database: 'postgres',
      max: 1,
      onnotice: () => undefined,
    });
    try {
      // pg_signal_backend: DROP DATABASE ... WITH (FORCE) may end any other backend still on a test database.
      await su.unsafe(`CREATE ROLE ${ROLE} LOGIN CREATEDB IN ROLE pg_signal_backend`);
      await su.unsafe(`CREATE DATABASE ${ROLE} OWNER ${ROLE}`);
    } finally {
      await su.end({ timeout: 5 });
    }
  } catch (e) {
    const log = existsSync(join(dir, 'log')) ? readFileSync(join(dir, 'log'), 'utf8').slice(-2000) : '';
    stop();
    throw new Error(`${e instanceof Error ? e.message : e}${log ? `\n${log}` : ''}`);
  }
  return { url: `postgres://${ROLE}@127.0.0.1:${port}/${ROLE}`, port, dir, stop: async () => stop() };
}

async function cli() {
  const args = process.argv.slice(2);
  const sep = args.indexOf('--');
  const own = sep >= 0 ? args.slice(0, sep) : args;
  const cmd = sep >= 0 ? args.slice(sep + 1) : [];
  const p = own.indexOf('--port');
  const c = await startCluster({ port: p >= 0 ? Number(own[p + 1]) : undefined });
  for (const sig of ['SIGINT', 'SIGTERM'])
    process.on(sig, () => {
      void c.stop();
      process.exit(130);
    });
  if (!cmd.length) {
    console.log(c.url);
    console.log('(Ctrl-C stops and removes the cluster)');
    setInterval(() => undefined, 1 << 30);
    return;
  }
  const child = spawn(cmd[0], cmd.slice(1), { stdio: 'inherit', env: { ...process.env, TEST_DATABASE_URL: c.url } });
  child.on('exit', (code, signal) => {
    void c.stop();
    process.exit(code ?? (signal ? 1 : 0));
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  cli().catch((e) => {
    console.error(e instanceof Error ? e.message : e);
    process.exit(1);
  });
}
