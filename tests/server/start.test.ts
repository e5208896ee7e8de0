// npm start's entry, for real: a child process with in-memory PGlite serves all eight demo venues,
// prints their links, and stops cleanly on SIGINT.
import { spawn, type ChildProcess } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_SHOP_IDS } from '../../server/seed/venues';

const PORT = 18000 + (process.pid % 1000);
let child: ChildProcess | null = null;
let output = '';

afterAll(() => {
  if (child && child.exitCode === null) child.kill('SIGKILL');
});

function waitFor(re: RegExp, ms: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const t = setTimeout(() => reject(new Error(`timed out waiting for ${re}; output:\n${output}`)), ms);
    const check = () => {
      if (re.test(output)) {
        clearTimeout(t);
        resolve();
      } else setTimeout(check, 100);
    };
    check();
  });
}

describe('scripts/start.mjs', () => {
  it('starts, serves the eight demo venues on 127.0.0.1, and stops on SIGINT', async () => {
    child = spawn(process.execPath, ['scripts/start.mjs', '--memory', '--port', String(PORT), '--no-build'], {
      env: { ...process.env, LOG: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.on('data', (d) => (output += d));
    child.stderr!.on('data', (d) => (output += d));
    await waitFor(/SMS outbox:/, 60_000);
    // The first line says this is the demo, and how to ask for production.
    expect(output.split('\n')[0]).toMatch(/^DEMO mode \(not for production\).*NODE_ENV=production/);
    expect(output).toContain(`http://127.0.0.1:${PORT}/shop/demo-cafe/home`);
    for (const id of DEMO_SHOP_IDS) {
      expect(output).toContain(id);
      const r = await fetch(`http://127.0.0.1:${PORT}/api/shop/profile?shop=${id}`);
      expect(r.status).toBe(200);
      expect(((await r.json()) as { success: boolean }).success).toBe(true);
    }
    const exited = new Promise<number | null>((resolve) => child!.on('exit', (code) => resolve(code)));
    child.kill('SIGINT');
    expect(await exited).toBe(0);
    expect(output).toMatch(/SIGINT: stopping/);
  }, 90_000);
});
