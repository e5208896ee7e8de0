// The production server as npm run build makes it (scripts/build-server.mjs): bundled to one file, run
// with plain node (no tsx), it finds the files it reads at run time from the repository root (all
// migrations applied, shipped images served), answers /healthz, and stops on
// SIGTERM. And no server module reads files relative to its own URL but server/paths.ts: bundled,
// such a path would resolve from the bundle's folder.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { listMigrations } from '../../server/db/migrate';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const OUT = join(ROOT, `dist-server-test-${process.pid}`);
const PORT = 19300 + (process.pid % 300);
// Random hex, as `openssl rand -hex 32` gives: production refuses secrets under 128 bits of entropy.
const SECRETS = {
  PAYMENT_NOTIFY_SECRET: '9f4c1e7a2b8d3056e1c4a7f90b2d5e8813c6f9a24d7b0e3516a8c2f5d9e0b47a',
  TOKEN_SECRET: 'e3a95d0c7b6f1428d9e2c5b80f3a6d1974e8b2c50d6f9a3172c4e8b0a5d3f169',
};
const script = '../../scripts/build-server.mjs';
const { buildServer } = (await import(script)) as { buildServer(root: string, outDir: string): Promise<string> };

let child: ReturnType<typeof spawn> | null = null;
afterAll(() => {
  if (child && child.exitCode === null) child.kill('SIGKILL');
  rmSync(OUT, { recursive: true, force: true });
});

async function healthz(ms: number, exited: () => boolean): Promise<number> {
  const end = Date.now() + ms;
  while (Date.now() < end && !exited()) {
    const r = await fetch(`http://127.0.0.1:${PORT}/healthz`).catch(() => null);
    if (r) return r.status;
    await new Promise((res) => setTimeout(res, 100));
  }
  return 0;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sourceFiles(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
  );
}

describe('the built server (dist-server/main.js)', () => {
  it('runs with plain node in production: migrations and images found, /healthz answers, SIGTERM stops it', async () => {
    const bundle = await buildServer(ROOT, OUT);
    expect(readFileSync(bundle, 'utf8')).not.toMatch(/from "tsx/);
    const { DATABASE_URL: _u, MEMORY: _m, DATA_DIR: _d, NODE_ENV: _n, ...rest } = process.env;
    child = spawn(process.execPath, [bundle], {
      cwd: ROOT,
      env: { ...rest, ...SECRETS, NODE_ENV: 'production', MEMORY: '1', LOG: '0', PORT: String(PORT) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout!.on('data', (d) => (out += d));
    child.stderr!.on('data', (d) => (out += d));
    const exited = new Promise<number | null>((resolve) => child!.on('exit', (code) => resolve(code)));

    expect(await healthz(150_000, () => child!.exitCode !== null), out).toBe(200);
    expect(out).toMatch(/^PRODUCTION mode/);
    expect(out).toContain(`${listMigrations().length} migrations applied`);
    expect(out).toMatch(new RegExp(`pid ${child.pid};`));
    const image = readdirSync(join(ROOT, 'server/assets/images')).find((f) => f.endsWith('.svg'))!;
    const img = await fetch(`http://127.0.0.1:${PORT}/assets/images/${image}`);
    expect(img.status).toBe(200);
    expect(await img.text()).toBe(readFileSync(join(ROOT, 'server/assets/images', image), 'utf8'));

    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(out).toMatch(/SIGTERM: stopping/);
  }, 200_000);

  it('no server module but server/paths.ts reads files relative to its own URL', () => {
    const serverDir = join(ROOT, 'server');
    const offenders = sourceFiles(serverDir)
      .filter((f) => !f.endsWith('paths.ts') && /import\.meta\.(url|dirname|filename)/.test(readFileSync(f, 'utf8')))
      .map((f) => relative(ROOT, f));
    expect(offenders).toEqual([]);
  });
});
