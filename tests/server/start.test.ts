// npm start's entry, for real: a child process with in-memory PGlite serves all eight demo venues,
// prints their links, and stops cleanly on SIGINT; through npm, SIGTERM to npm's process stops the server
// (a shell between npm and scripts/start.mjs used to die alone and leave the server running).
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
    await waitFor(/SMS outbox:/, 120_000); // a loaded 2-core machine takes over a minute
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
  }, 150_000);

  it('npm start: SIGTERM to npm stops the server too', async () => {
    const port = PORT + 1;
    let out = '';
    const npm = spawn('npm', ['start', '--', '--memory', '--port', String(port), '--no-build'], {
      env: { ...process.env, LOG: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    npm.stdout!.on('data', (d) => (out += d));
    npm.stderr!.on('data', (d) => (out += d));
    const exited = new Promise<number | null>((resolve) => npm.on('exit', (code) => resolve(code)));
    try {
      const end = Date.now() + 120_000;
      while (!/Venue server on .*\(pid (\d+);/.test(out) && Date.now() < end)
        await new Promise((r) => setTimeout(r, 100));
      const serverPid = Number(/\(pid (\d+);/.exec(out)?.[1]);
      expect(serverPid, out).toBeGreaterThan(0);
      expect(serverPid).not.toBe(npm.pid);
      expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
      npm.kill('SIGTERM');
      await exited;
      const alive = () => {
        try {
          process.kill(serverPid, 0);
          return true;
        } catch {
          return false;
        }
      };
      const gone = Date.now() + 10_000;
      while (alive() && Date.now() < gone) await new Promise((r) => setTimeout(r, 100));
      expect(alive(), out).toBe(false);
      expect(out).toMatch(/SIGTERM: stopping/);
    } finally {
      if (npm.exitCode === null) npm.kill('SIGKILL');
      const pid = Number(/\(pid (\d+);/.exec(out)?.[1]);
      if (pid)
        try {
          process.kill(pid, 'SIGKILL');
        } catch {
          /* stopped */
        }
    }
  }, 150_000);
});
