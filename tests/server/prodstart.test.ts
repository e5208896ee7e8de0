// server/main.ts in production, as a real process: it refuses to start without real secrets or while
// an account has a demo password (exit 2, each reason named), and otherwise starts with no demo data
// and no development pages, saying so in its first line.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from '../../server/db/db';
import { migrate } from '../../server/db/migrate';
import { seedIfEmpty } from '../../server/seed/seed';

const PORT = 18600 + (process.pid % 300);
// Random hex: production refuses low-entropy secrets (issue 27).
const SECRETS = {
  PAYMENT_NOTIFY_SECRET: 'a0138c729898d2b3f2a50ce596abf9a87381919fbbd5765bd7641342c710ce33',
  TOKEN_SECRET: '2b8b1cfe0422e2f789851bdccf7f132e5d30f8a37cfc46f212ca519efeb5d8e0',
};
const dirs: string[] = [];
const children: ReturnType<typeof spawn>[] = [];

afterAll(() => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

/** The server with a clean environment (none of the caller's secrets or database settings). */
function server(env: Record<string, string>, args: string[] = []) {
  const {
    PAYMENT_NOTIFY_SECRET: _a,
    TOKEN_SECRET: _b,
    DATABASE_URL: _c,
    MEMORY: _d,
    DATA_DIR: _e,
    NODE_ENV: _f,
    ...rest
  } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts', ...args], {
    env: { ...rest, LOG: '0', PORT: String(PORT), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  const out = { stdout: '', stderr: '' };
  child.stdout!.on('data', (d) => (out.stdout += d));
  child.stderr!.on('data', (d) => (out.stderr += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, out, exited };
}

async function waitFor(test: () => boolean, ms: number, what: () => string) {
  const end = Date.now() + ms;
  while (!test()) {
    if (Date.now() > end) throw new Error(`timed out: ${what()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('server/main.ts in production', () => {
  it('refuses to start without the secrets, naming each, before touching any database', async () => {
    const s = server({ NODE_ENV: 'production', MEMORY: '1' });
    expect(await s.exited).toBe(2);
    expect(s.out.stdout).toBe('');
    expect(s.out.stderr).toMatch(/^PRODUCTION mode: refusing to start\./);
    expect(s.out.stderr).toMatch(/PAYMENT_NOTIFY_SECRET .* is not set/);
    expect(s.out.stderr).toMatch(/TOKEN_SECRET .* is not set/);
  }, 60_000);

  it('refuses to start while accounts have a demo password, naming them', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'prodstart-'));
    dirs.push(dir);
    const db = await openPglite(dir);
    await migrate(db);
    await seedIfEmpty(db);
    await db.close();
    const s = server({ ...SECRETS, DATA_DIR: dir, NODE_ENV: 'production' });
    expect(await s.exited).toBe(2);
    expect(s.out.stdout.split('\n')[0]).toMatch(/^PRODUCTION mode/);
    expect(s.out.stderr).toMatch(/still have a demo password .*0400000001, 0400000002, admin@example\.com/);
  }, 120_000);

  it('starts with real secrets (--production): first line says so, no demo venues, no /dev pages', async () => {
    // --production on the command line works like NODE_ENV=production.
    const s = server({ ...SECRETS, MEMORY: '1' }, ['--production']);
    await waitFor(
      () => /Venue server on/.test(s.out.stdout) || s.child.exitCode !== null,
      90_000,
      () => s.out.stdout + s.out.stderr,
    );
    expect(s.out.stdout.split('\n')[0]).toMatch(/^PRODUCTION mode/);
    expect(s.out.stdout).toMatch(/Venue server on/);
    expect(s.out.stdout).not.toMatch(/SMS outbox|Demo venues|demo data seeded/);
    const base = `http://127.0.0.1:${PORT}`;
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
    expect((await fetch(`${base}/dev/outbox?format=json`)).status).toBe(404);
    expect(
      ((await (await fetch(`${base}/api/shop/profile?shop=demo-cafe`)).json()) as { success: boolean }).success,
    ).toBe(false);
    s.child.kill('SIGINT');
    expect(await s.exited).toBe(0);
  }, 120_000);
});
