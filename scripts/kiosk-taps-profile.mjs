#!/usr/bin/env node
// What runs on a kiosk tap (issue 34's 100 ms budget): starts the reference server (in memory) on a
// port, switches demo-cafe to kiosk mode, walks to the menu at 1080x1920 by touch, then at 4x CPU
// slowdown (CDP Emulation.setCPUThrottlingRate) taps N times (default 5) a category on the rail, an
// item (the dialog opens; closed again) and "One more" in the cart. Each tap is timed with Event
// Timing (the interaction's longest event: input delay, handlers and the next paint) and sampled
// with the CDP Profiler; prints each tap, the median per step, and the functions with the most self
// time per step (bundled names; the file and line say which).
//   node scripts/kiosk-taps-profile.mjs [--runs 5] [--port 5398] [--top 12]
// Needs dist/ (npm run build).
/* global window */
import { chromium } from '@playwright/test';
import { spawn } from 'node:child_process';

const arg = (n, d) => {
  const i = process.argv.indexOf(`--${n}`);
  return i > 0 ? process.argv[i + 1] : d;
};
const RUNS = Number(arg('runs', 5));
const PORT = Number(arg('port', 5398));
const TOP = Number(arg('top', 12));
const BASE = `http://127.0.0.1:${PORT}`;
const SHOP = 'demo-cafe';

const server = spawn(process.execPath, ['scripts/start.mjs', '--memory', '--port', String(PORT)], {
  stdio: 'ignore',
  env: { ...process.env, LOGIN_LIMIT: '1000', LIMIT_GUEST_ORDERS_ADDRESS: '100000' },
});

async function up() {
  for (let i = 0; i < 480; i++) {
    try {
      if ((await fetch(`${BASE}/healthz`)).ok) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not start');
}

async function kioskOn() {
  const login = await fetch(`${BASE}/account/signIn`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userName: 'admin@example.com', password: 'Admin1234!', shop: SHOP }),
  });
  const token = (await login.json()).result.userId;
  const r = await fetch(`${BASE}/pro/lot/config/update`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      shop: SHOP,
      settings: { kioskMode: 1, splash: 1, chooseLanguage: 1, eatInTakeAway: 1, tableLocator: 1, donate: 0 },
    }),
  });
  if (!r.ok) throw new Error(`config: ${r.status} ${await r.text()}`);
  await new Promise((res) => setTimeout(res, 1_200));
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Self time per function (ms) of one CPU profile. */
function selfTimes(profile, into) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const dt = profile.timeDeltas ?? [];
  profile.samples.forEach((id, i) => {
    const f = byId.get(id).callFrame;
    const file = f.url ? f.url.split('/').pop() : '';
    const key = `${f.functionName || '(anonymous)'} ${file}${file ? `:${f.lineNumber + 1}:${f.columnNumber + 1}` : ''}`;
    into.set(key, (into.get(key) ?? 0) + (dt[i] ?? 0) / 1000);
  });
}

try {
  await up();
  await kioskOn();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  const context = await browser.newContext({ viewport: { width: 1080, height: 1920 }, hasTouch: true, baseURL: BASE });
  const page = await context.newPage();
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('init')) {
      localStorage.clear();
      sessionStorage.setItem('init', '1');
    }
    window.__ev = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) if (e.interactionId) window.__ev.push(e.duration);
    }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  });
  await page.goto(`/self/${SHOP}/kiosk`);
  await page.getByRole('button', { name: 'Tap to start' }).tap();
  await page.getByRole('button', { name: 'English' }).tap();
  await page.getByRole('button', { name: 'Eat In' }).tap();
  await page.getByRole('button', { name: '5', exact: true }).tap();
  await page.getByRole('button', { name: 'Next' }).tap();
  await page.getByRole('button', { name: 'Yes', exact: true }).tap();
  await page.getByRole('heading', { level: 1, name: 'Menu' }).waitFor();
  await page.waitForTimeout(1_500);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const steps = { menu: [], item: [], cart: [] };
  const fns = { menu: new Map(), item: new Map(), cart: new Map() };
  const timed = async (step, tap) => {
    await page.evaluate(() => (window.__ev = []));
    await cdp.send('Profiler.start');
    await tap();
    await page.waitForTimeout(400);
    const { profile } = await cdp.send('Profiler.stop');
    selfTimes(profile, fns[step]);
    steps[step].push(await page.evaluate(() => Math.max(16, ...window.__ev)));
  };
  const rail = page.getByRole('navigation').getByRole('button');
  for (let i = 0; i < RUNS; i++) await timed('menu', () => rail.nth((i + 1) % 5).tap());
  await rail.first().tap();
  const espresso = page.getByRole('button', { name: /Espresso/ }).first();
  for (let i = 0; i < RUNS; i++) {
    await timed('item', () => espresso.tap());
    await page.getByRole('dialog').getByText('Small', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Close' }).tap();
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
  }
  await espresso.tap();
  await page.getByRole('dialog').getByText('Small', { exact: true }).tap();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Add to cart/ })
    .tap();
  await page.getByRole('button', { name: /View cart/ }).tap();
  for (let i = 0; i < RUNS; i++) await timed('cart', () => page.getByRole('button', { name: /One more/ }).tap());
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  for (const [step, xs] of Object.entries(steps)) {
    console.log(`${step}: median ${median(xs)} ms of ${JSON.stringify(xs)}`);
    const top = [...fns[step].entries()]
      .filter(([k]) => !/^\((idle|program|garbage collector)\)/.test(k))
      .sort((a, b) => b[1] - a[1])
      .slice(0, TOP);
    for (const [k, ms] of top) console.log(`   ${(ms / RUNS).toFixed(1).padStart(6)} ms/tap  ${k}`);
    const gc = fns[step].get('(garbage collector) ') ?? 0;
    const prog = fns[step].get('(program) ') ?? 0;
    console.log(
      `   (program) ${(prog / RUNS).toFixed(1)} ms/tap, (garbage collector) ${(gc / RUNS).toFixed(1)} ms/tap`,
    );
  }
  await browser.close();
} finally {
  server.kill('SIGTERM');
}
