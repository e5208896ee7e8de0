// A build swapped under a running server (scripts/build-app.mjs swapBuild, server/site/builds.ts):
// pages keep answering 200 with the HTML of a complete build, every script a page names loads, the new
// build is served without a restart, and a page opened before the swap still gets its old scripts.
import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { rename } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './helpers';

const script = '../../scripts/build-app.mjs';
const { swapBuild, PREVIOUS } = (await import(script)) as {
  swapBuild(root: string, next: string): void;
  PREVIOUS: string;
};

let root: string;
let s: TestServer;
let base: string;

/** A complete build n in `dir`: index.html naming its own hashed script. */
function writeBuild(dir: string, n: number): string {
  const hash = `b${String(n).padStart(7, '0')}`;
  mkdirSync(join(dir, 'assets'), { recursive: true });
  writeFileSync(join(dir, 'assets', `index-${hash}.js`), `export const build = ${n};\n`);
  writeFileSync(
    join(dir, 'index.html'),
    `<!doctype html><html><head><script type="module" src="/assets/index-${hash}.js"></script></head><body><div id="root"></div></body></html>`,
  );
  return `/assets/index-${hash}.js`;
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'swap-'));
  writeBuild(join(root, 'dist'), 0);
  s = await startServer({ distDir: join(root, 'dist') });
  base = await s.app.listen({ port: 0, host: '127.0.0.1' });
}, 120_000);
afterAll(async () => {
  await s?.close();
  rmSync(root, { recursive: true, force: true });
});

/** A visit: the page, then the script it names. */
async function visit(): Promise<{ page: number; type: string; script?: string; scriptStatus?: number }> {
  const page = await fetch(`${base}/shop/demo-cafe/home`);
  const html = await page.text();
  const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  const js = script ? await fetch(`${base}${script}`) : null;
  if (js) await js.arrayBuffer();
  return { page: page.status, type: page.headers.get('content-type') ?? '', script, scriptStatus: js?.status };
}

describe('a build swapped under a running server', () => {
  it('never answers a page with an error or names a script it cannot serve, while builds swap again and again', async () => {
    // Visitors load pages without pause; a swap starts only once every visit that overlapped the
    // previous swap has finished (a page left open across two builds loses its scripts by design:
    // one previous build is kept).
    let swapping = true;
    let generation = 0;
    const seen: Awaited<ReturnType<typeof visit>>[] = [];
    const finished = [0, 0, 0, 0];
    const visitors = finished.map(async (_x, i) => {
      while (swapping) {
        const started = generation;
        seen.push(await visit());
        finished[i] = Math.max(finished[i], started);
      }
    });
    const settled = async () => {
      while (finished.some((g) => g < generation)) await new Promise((r) => setTimeout(r, 2));
    };
    for (let n = 1; n <= 12; n++) {
      const next = join(root, `dist-next-${n}`);
      writeBuild(next, n);
      if (n % 2) swapBuild(root, next);
      else {
        // The same two renames, with time between them for requests to land in the gap.
        rmSync(join(root, PREVIOUS), { recursive: true, force: true });
        await rename(join(root, 'dist'), join(root, PREVIOUS));
        await new Promise((r) => setTimeout(r, 30));
        await rename(next, join(root, 'dist'));
      }
      generation = n;
      await settled();
    }
    swapping = false;
    await Promise.all(visitors);
    expect(seen.length).toBeGreaterThan(40);
    const bad = seen.filter(
      (v) => v.page !== 200 || !v.type.startsWith('text/html') || !v.script || v.scriptStatus !== 200,
    );
    expect(bad).toEqual([]);
    // Without a restart, the newest build is what pages name now.
    expect((await visit()).script).toBe('/assets/index-b0000012.js');
  }, 60_000);

  it('a page opened before the swap still loads its scripts (the previous build); the one before that is gone', async () => {
    const old = (await visit()).script!;
    const next = join(root, 'dist-next-x');
    const fresh = writeBuild(next, 13);
    swapBuild(root, next);
    expect((await visit()).script).toBe(fresh);
    const r = await fetch(`${base}${old}`);
    expect(r.status).toBe(200);
    expect(r.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await r.text()).toContain('build = 12');
    expect((await fetch(`${base}/assets/index-b0000011.js`)).status).toBe(404);
  });

  it('an incomplete build is refused: the live build stays', async () => {
    const half = join(root, 'dist-next-half');
    mkdirSync(join(half, 'assets'), { recursive: true });
    expect(() => swapBuild(root, half)).toThrow(/not a complete build/);
    expect((await visit()).script).toBe('/assets/index-b0000013.js');
  });

  it('no build at all: pages answer 503 with the HTML page (try again soon), never JSON; a build landing later is served', async () => {
    renameSync(join(root, 'dist'), join(root, 'gone'));
    rmSync(join(root, PREVIOUS), { recursive: true, force: true });
    const r = await fetch(`${base}/shop/demo-cafe/home`, { headers: { 'accept-language': 'en-GB,en;q=0.9' } });
    expect(r.status).toBe(503);
    expect(r.headers.get('content-type')).toMatch(/^text\/html/);
    expect(r.headers.get('retry-after')).toBe('5');
    expect(await r.text()).toContain('The site is being updated');
    renameSync(join(root, 'gone'), join(root, 'dist'));
    expect((await visit()).page).toBe(200);
  });
});
