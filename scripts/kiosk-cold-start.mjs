#!/usr/bin/env node
// Cold start of the installed kiosk (issue 19): starts the reference server (in memory) on a free
// port, installs the kiosk app once in a Chromium profile (the advert screen registers the service
// worker scoped to /self/demo-kiosk/ and it caches the shell), then N times (default 5) starts a
// NEW browser process on that profile and opens the kiosk route, timing first contentful paint (the
// splash of the server's first-paint shell on the kiosk route), the largest contentful paint, and
// the first screen drawn by React: on the kiosk route (default) the flow's splash step, on the self
// home its category navigation. Prints each run and the median.
//   node scripts/kiosk-cold-start.mjs [--runs 5] [--path /self/demo-kiosk/kiosk] [--port 5399]
// Needs dist/ (npm run build).
import { chromium } from '@playwright/test';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const arg = (n, d) => {
  const i = process.argv.indexOf(`--${n}`);
  return i > 0 ? process.argv[i + 1] : d;
};
const RUNS = Number(arg('runs', 5));
const PATH = arg('path', '/self/demo-kiosk/kiosk');
/** The kiosk route runs the flow: React's splash step (the shell has no flow state); another page: the menu's categories. */
const drawnBy = (page) =>
  /\/kiosk$/.test(PATH.split('?')[0])
    ? page.locator('[data-flow-state="splash"] #kiosk-step-title')
    : page.getByRole('navigation', { name: 'Menu categories' });
const PORT = Number(arg('port', 5399));
const BASE = `http://127.0.0.1:${PORT}`;
const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'];
const exe = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const server = spawn(process.execPath, ['scripts/start.mjs', '--memory', '--port', String(PORT)], {
  stdio: 'ignore',
  env: { ...process.env, LOGIN_LIMIT: '1000' },
});
const profile = mkdtempSync(join(tmpdir(), 'kiosk-pwa-'));
try {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${BASE}/healthz`)).ok) break;
    } catch {
      /* starting */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  // Install: the kiosk route (or, for another page, the advert screen) registers the worker; wait
  // until it controls a page of the scope.
  let ctx = await chromium.launchPersistentContext(profile, {
    executablePath: exe,
    args: ARGS,
    viewport: { width: 1080, height: 1920 },
  });
  let page = await ctx.newPage();
  await page.goto(`${BASE}${/\/kiosk$/.test(PATH.split('?')[0]) ? PATH : '/self/demo-kiosk/kiosk-advert'}`);
  for (let i = 0; i < 60; i++) {
    if (
      await page.evaluate(async () =>
        Boolean((await navigator.serviceWorker.getRegistration('/self/demo-kiosk/'))?.active),
      )
    )
      break;
    await page.waitForTimeout(500);
  }
  let controlled = false;
  for (let i = 0; i < 10 && !controlled; i++) {
    await page.goto(`${BASE}${PATH}`);
    await page.waitForLoadState('networkidle');
    controlled = await page.evaluate(() => Boolean(navigator.serviceWorker.controller));
    if (!controlled && process.env.DEBUG_SW)
      console.log(
        await page.evaluate(async () =>
          (await navigator.serviceWorker.getRegistrations()).map((r) => [
            r.scope,
            r.active?.state,
            r.installing?.state,
            r.waiting?.state,
          ]),
        ),
        page.url(),
      );
  }
  if (!controlled) throw new Error('the kiosk service worker never controlled the page');
  await ctx.close();

  const runs = [];
  for (let r = 0; r < RUNS; r++) {
    const t0 = Date.now();
    ctx = await chromium.launchPersistentContext(profile, {
      executablePath: exe,
      args: ARGS,
      viewport: { width: 1080, height: 1920 },
    });
    page = ctx.pages()[0] ?? (await ctx.newPage());
    const launched = Date.now() - t0;
    await page.addInitScript(() => {
      window.__lcp = -1;
      new PerformanceObserver((l) => {
        for (const e of l.getEntries()) window.__lcp = Math.round(e.startTime);
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    await page.goto(`${BASE}${PATH}`);
    // The first screen drawn by React (the static first-paint shell has no flow state and no categories).
    await drawnBy(page).waitFor({ timeout: 30_000 });
    const drawn = await page.evaluate(() => Math.round(performance.now()));
    const m = await page.evaluate(() => {
      const nav = performance.getEntriesByType('navigation')[0];
      const fcp = performance.getEntriesByName('first-contentful-paint')[0];
      return {
        fcp: fcp ? Math.round(fcp.startTime) : -1,
        lcp: window.__lcp,
        controlled: Boolean(navigator.serviceWorker.controller),
        ttfb: Math.round(nav.responseStart),
      };
    });
    runs.push({ ...m, drawn, launched });
    console.log(
      `run ${r + 1}: browser start ${launched} ms, TTFB ${m.ttfb} ms, FCP ${m.fcp} ms, LCP ${m.lcp} ms, first screen drawn by React ${drawn} ms, served by the service worker: ${m.controlled}`,
    );
    await ctx.close();
  }
  const median = (k) => {
    const v = runs.map((x) => x[k]).sort((a, b) => a - b);
    return v[Math.floor(v.length / 2)];
  };
  console.log(
    `median of ${RUNS} on ${PATH}: FCP ${median('fcp')} ms, LCP ${median('lcp')} ms, first screen drawn by React ${median('drawn')} ms (from navigation start), browser start ${median('launched')} ms`,
  );
} finally {
  server.kill();
  rmSync(profile, { recursive: true, force: true });
}
