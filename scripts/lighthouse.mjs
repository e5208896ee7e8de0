#!/usr/bin/env node
// npm run lighthouse: Lighthouse (mobile preset: Moto G power screen, slow 4G and 4x CPU slow-down,
// simulated) on demo-cafe's home, a category, a product, the cart and the checkout with one item,
// login, sign-up, the wallet
// (signed in as Alice), the massage home, the parking checkout (signed in, with a stay chosen) and the
// kiosk start, 3 runs each, in
// Debian's Chromium against the reference server on a fresh in-memory database. Prints the median
// performance score per page with its LCP, TBT and CLS, and exits 1 when a median is below 95.
// Builds the app first when dist/ is missing (--build builds anyway). Not part of npm test (slow).
//   node scripts/lighthouse.mjs [--build] [--runs N] [--port N] [--min 95] [--only home,cart]
// The reports of the median runs go to test-results/lighthouse/<page>.html and .json.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

const args = process.argv.slice(2);
const flag = (name, dflt) => {
  const i = args.indexOf(name);
  return i >= 0 && args[i + 1] ? args[i + 1] : dflt;
};
const RUNS = Math.max(1, Number(flag('--runs', '3')) || 3);
const MIN = Number(flag('--min', '95'));
const ONLY = flag('--only', '');
const CHROME = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const SHOP = 'demo-cafe';
const PAGES = [
  { id: 'home', path: `/shop/${SHOP}/home` },
  { id: 'category', path: `/shop/${SHOP}/category/burgers` },
  { id: 'product', path: `/shop/${SHOP}/product/cheesecake` },
  // A Lighthouse run normally starts with empty storage: the cart gets one item first (through the
  // product screen) and its runs keep storage, with the HTTP cache cleared before each.
  {
    id: 'cart',
    path: `/shop/${SHOP}/cart`,
    withItem: { product: `/shop/${SHOP}/product/cheesecake`, add: /add to cart/i },
  },
  // Issue 25: the checkout (one item, as the cart) and login are held to the same minimum.
  {
    id: 'checkout',
    path: `/shop/${SHOP}/checkout`,
    withItem: { product: `/shop/${SHOP}/product/cheesecake`, add: /add to cart/i },
  },
  { id: 'login', path: `/shop/${SHOP}/login` },
  // The pages the capability issues add (16: sign-up; 17: a booking family home; 19: the kiosk start).
  { id: 'signup', path: `/shop/${SHOP}/signup` },
  // The wallet (issue 16) is Alice's: she signs in through the login form first and its runs keep
  // storage (her token), with the HTTP cache cleared before each, as the cart's do.
  { id: 'wallet', path: `/shop/${SHOP}/mywallet`, signIn: `/shop/${SHOP}/login` },
  { id: 'massage', path: '/massage/demo-massage/ticket/all/home' },
  // The parking checkout as a customer meets it: Alice signed in, a stay chosen on the ticket home (its
  // defaults: the next quarter hour for 2 hours, one car; kept in the tab's session storage), so the run
  // happens in that tab with storage kept and the HTTP cache cleared.
  {
    id: 'parking',
    path: '/ticket/demo-parking/checkout',
    signIn: '/ticket/demo-parking/login',
    choose: '/ticket/demo-parking/code/all/home',
  },
  { id: 'kiosk', path: '/self/demo-kiosk/kiosk' },
].filter((p) => !ONLY || ONLY.split(',').includes(p.id));

const root = process.cwd();
const out = join(root, 'test-results/lighthouse');

function freePort() {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.on('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

if (!existsSync(CHROME)) {
  console.error(`lighthouse: no Chromium at ${CHROME} (apt-get install chromium, or set CHROMIUM_PATH)`);
  process.exit(2);
}
if (args.includes('--build') || !existsSync(join(root, 'dist/index.html'))) {
  console.log('lighthouse: building the app…');
  const r = spawnSync('npm', ['run', 'build'], { stdio: ['ignore', 'ignore', 'inherit'] });
  if (r.status !== 0) {
    console.error('lighthouse: the build failed');
    process.exit(1);
  }
}

const port = Number(flag('--port', '0')) || (await freePort());
const base = `http://127.0.0.1:${port}`;
const server = spawn(
  process.execPath,
  ['scripts/start.mjs', '--memory', '--port', String(port), '--host', '127.0.0.1'],
  {
    env: { ...process.env, LOG: '0' },
    stdio: ['ignore', 'ignore', 'inherit'],
  },
);
let chrome = null;
let stopping = false;
async function stop(code) {
  if (stopping) return;
  stopping = true;
  try {
    await chrome?.kill();
  } catch {
    /* already gone */
  }
  if (server.exitCode === null) {
    const gone = new Promise((r) => server.once('exit', r));
    server.kill('SIGTERM');
    await Promise.race([gone, new Promise((r) => setTimeout(r, 5000))]);
    if (server.exitCode === null) server.kill('SIGKILL');
  }
  process.exit(code);
}
process.on('SIGINT', () => void stop(130));
process.on('SIGTERM', () => void stop(143));

try {
  const until = Date.now() + 240_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the reference server stopped (exit ${server.exitCode})`);
    try {
      if ((await fetch(`${base}/healthz`)).ok) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > until) throw new Error('the reference server did not start within 240 s');
    await new Promise((r) => setTimeout(r, 500));
  }

  const { default: lighthouse, generateReport } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const puppeteer = await import('puppeteer-core');
  chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: CHROME_FLAGS });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });

  /** Puts one item in the cart through the product screen, then clears the HTTP cache (storage stays). */
  async function addItem(p) {
    const page = await browser.newPage();
    await page.goto(`${base}${p.withItem.product}`, { waitUntil: 'networkidle0' });
    const buttons = await page.$$('button');
    let clicked = false;
    for (const b of buttons) {
      const text = await b.evaluate((el) => el.textContent ?? '');
      if (p.withItem.add.test(text)) {
        await b.click();
        clicked = true;
        break;
      }
    }
    if (!clicked) throw new Error(`no "add to cart" button on ${p.withItem.product}`);
    await page.waitForFunction(
      (shop) =>
        Object.keys(localStorage).some(
          (k) => k.includes(shop) && /cart/i.test(k) && /itemList"\s*:\s*\[\s*\{/.test(localStorage.getItem(k) ?? ''),
        ),
      { timeout: 15_000 },
      SHOP,
    );
    const cdp = await page.createCDPSession();
    await cdp.send('Network.clearBrowserCache');
    await page.close();
  }

  /** Alice signs in through the login form (the token stays in localStorage). */
  async function signIn(p) {
    const page = await browser.newPage();
    await page.goto(`${base}${p.signIn}`, { waitUntil: 'networkidle0' });
    await page.locator('::-p-aria(Mobile or e-mail)').fill('0400000001');
    await page.locator('::-p-aria(Password)').fill('Demo1234!');
    await page.locator('::-p-aria(Sign in[role="button"])').click();
    await page.waitForFunction(() => (localStorage.getItem('user-token') ?? '') !== '', { timeout: 15_000 });
    await page.close();
  }

  /** A tab with the choice made on `p.choose` (Continue on its defaults), at the checkout, HTTP cache cleared. */
  async function chosenTab(p) {
    const page = await browser.newPage();
    await page.goto(`${base}${p.choose}`, { waitUntil: 'networkidle0' });
    await page.locator('::-p-aria(Continue[role="button"])').click();
    await page.waitForFunction((path) => location.pathname === path, { timeout: 15_000 }, p.path);
    const cdp = await page.createCDPSession();
    await cdp.send('Network.clearBrowserCache');
    return page;
  }

  /** Clears the HTTP cache (storage kept): a signed-in run starts with a cold cache like the others. */
  async function clearCache() {
    const page = await browser.newPage();
    const cdp = await page.createCDPSession();
    await cdp.send('Network.clearBrowserCache');
    await page.close();
  }

  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const rows = [];
  mkdirSync(out, { recursive: true });
  for (const p of PAGES) {
    const runs = [];
    if (p.signIn) await signIn(p);
    for (let i = 0; i < RUNS; i++) {
      if (p.withItem) await addItem(p);
      const tab = p.choose ? await chosenTab(p) : undefined;
      if (p.signIn && !tab) await clearCache();
      const r = await lighthouse(
        `${base}${p.path}`,
        {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
          disableStorageReset: Boolean(p.withItem || p.signIn),
        },
        undefined,
        tab,
      );
      await tab?.close();
      const lhr = r.lhr;
      if (lhr.runtimeError) throw new Error(`${p.id}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      const n = (id) => lhr.audits[id]?.numericValue ?? NaN;
      runs.push({
        score: Math.round((lhr.categories.performance.score ?? 0) * 100),
        lcp: n('largest-contentful-paint'),
        tbt: n('total-blocking-time'),
        cls: n('cumulative-layout-shift'),
        fcp: n('first-contentful-paint'),
        lhr,
      });
      process.stdout.write(`  ${p.id} run ${i + 1}: ${runs.at(-1).score}\n`);
    }
    const m = median(runs.map((x) => x.score));
    const mid = runs.find((x) => x.score === m);
    writeFileSync(join(out, `${p.id}.html`), generateReport(mid.lhr, 'html'));
    writeFileSync(join(out, `${p.id}.json`), JSON.stringify(mid.lhr));
    rows.push({
      page: p.id,
      path: p.path,
      score: m,
      runs: runs.map((x) => x.score).join('/'),
      fcp: mid.fcp,
      lcp: mid.lcp,
      tbt: mid.tbt,
      cls: mid.cls,
    });
  }
  await browser.disconnect();

  console.log('');
  console.log(['page', 'url', 'median score', 'runs', 'FCP s', 'LCP s', 'TBT ms', 'CLS'].join(' | '));
  for (const r of rows)
    console.log(
      [
        r.page,
        r.path,
        r.score,
        r.runs,
        (r.fcp / 1000).toFixed(2),
        (r.lcp / 1000).toFixed(2),
        Math.round(r.tbt),
        r.cls.toFixed(3),
      ].join(' | '),
    );
  const low = rows.filter((r) => r.score < MIN);
  console.log(
    low.length
      ? `lighthouse: FAILED (below ${MIN}: ${low.map((r) => `${r.page} ${r.score}`).join(', ')})`
      : `lighthouse: ok (every median >= ${MIN}); reports in test-results/lighthouse/`,
  );
  await stop(low.length ? 1 : 0);
} catch (e) {
  console.error(`lighthouse: ${e instanceof Error ? e.message : e}`);
  await stop(1);
}
