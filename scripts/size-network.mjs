#!/usr/bin/env node
// All JavaScript the browser downloads until the network is idle, gzip, in Chromium at 390 px: per
// family home, and for the cart and checkout with one item in the cart. This is the honest figure
// (the chunk-graph figures of size.mjs leave out what loads after start-up: texts, validators,
// components fetched by the renderer). Uses the built dist/ and the reference server on a free port
// with an in-memory database; stops both by itself. The wallet (mywallet) is measured signed in as Alice.
//
// Usage: node scripts/size-network.mjs [--limit-home KB] [--limit KB] [--runs N] [--json FILE] [--only PATH,...] [--files [--files-of PATH|all]]
// Budgets (issue 25): /shop/demo-cafe/home at most --limit-home KB (default 185), every other page
// measured at most --limit KB (default 200): login, sign-up, account home, cart and checkout among
// them. Exit 1 when a measured page is over its budget (each one is named).
import { spawn } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const argv = process.argv.slice(2);
const opt = (name, dflt) => {
  const i = argv.indexOf(name);
  return i >= 0 ? argv[i + 1] : dflt;
};
const LIMIT_HOME_KB = Number(opt('--limit-home', 185));
const LIMIT_KB = Number(opt('--limit', 200));
const HOME = '/shop/demo-cafe/home';
/** A page's budget in KB gzip: the shop home's, or every other page's. */
const budgetOf = (path) => (path === HOME ? LIMIT_HOME_KB : LIMIT_KB);
const RUNS = Number(opt('--runs', 1));
/** `--only <path>[,<path>...]`: measure those pages of the lists (a quick look with `--files --files-of <path>`). */
const ONLY = opt('--only', '');
const wanted = ([, path]) => !ONLY || ONLY.split(',').includes(path);

/** The pages measured: one home per family (its demo venue), then cart and checkout. */
export const PAGES = [
  ['shop home', '/shop/demo-cafe/home'],
  ['shop category', '/shop/demo-cafe/category/burgers'],
  ['shop product', '/shop/demo-cafe/product/banana-bread'],
  ['mobile home', '/mobile/demo-cafe/home'],
  ['app home', '/app/demo-cafe/home'],
  ['self home', '/self/demo-kiosk/home'],
  ['kiosk start', '/self/demo-kiosk/kiosk'],
  ['account home', '/account/demo-cafe/home'],
  ['merchant home', '/merchant/demo-cafe/home'],
  ['reservation home', '/reservation/demo-cafe/ticket/all/home'],
  ['massage home', '/massage/demo-massage/ticket/all/home'],
  ['partyroom home', '/partyroom/demo-partyroom/ticket/all/home'],
  ['ktv home', '/ktv/demo-ktv/ticket/all/home'],
  ['ticket home', '/ticket/demo-parking/code/all/home'],
  ['company home', '/company/demo-passes/home'],
  ['shop login', '/shop/demo-cafe/login'],
  ['shop signup', '/shop/demo-cafe/signup'],
  ['company ticket list', '/company/demo-passes/site'],
  // Booking screens (issue 17): checkouts with a chosen time, the result screens.
  ['reservation checkout', '/reservation/demo-cafe/checkout?start=4102444800000&people=4'],
  ['massage checkout', '/massage/demo-massage/checkout?start=4102444800000&people=1&pluId=m-relax-60'],
  ['ktv checkout', '/ktv/demo-ktv/checkout?start=4102444800000&people=3&pluId=t-room-s&hours=2'],
  ['booking success', '/massage/demo-massage/booking/success'],
  ['booking cancel success', '/ktv/demo-ktv/booking/cancel/success'],
];

/** Booking screens that need a signed-in customer (tickets and passes, issue 17). */
export const SIGNED_IN_PAGES = [
  ['ticket checkout', '/ticket/demo-parking/checkout'],
  ['company checkout', '/company/demo-passes/checkout'],
  ['ticket my tickets', '/ticket/demo-parking/mytickets'],
  ['company my tickets', '/company/demo-passes/mytickets'],
];

if (!existsSync('dist/index.html')) {
  console.error('size-network: dist/index.html is missing (npm run build first)');
  process.exit(1);
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  env: { ...process.env, MEMORY: '1', PORT: String(port), HOST: '127.0.0.1', LOG: '0' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const stopServer = () => {
  if (server.exitCode === null) server.kill('SIGTERM');
};
process.on('exit', stopServer);
const deadline = Date.now() + 120_000;
for (;;) {
  try {
    if ((await fetch(`${base}/healthz`)).ok) break;
  } catch {
    /* not up yet */
  }
  if (Date.now() > deadline || server.exitCode !== null) {
    console.error('size-network: the server did not start');
    process.exit(1);
  }
  await new Promise((r) => setTimeout(r, 250));
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
});

/** Opens `path` with a cold HTTP cache and sums the gzip size of every script until network idle. */
async function measure(context, path) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  const scripts = [];
  page.on('response', (res) => {
    const type = res.request().resourceType();
    const ct = res.headers()['content-type'] ?? '';
    if (type === 'script' || /javascript/.test(ct))
      scripts.push(
        res
          .body()
          .then((b) => ({ url: res.url(), gz: gzipSync(b, { level: 9 }).length }))
          .catch(() => null),
      );
  });
  await page.goto(base + path, { waitUntil: 'networkidle' });
  // Chunks asked for after the first render (validators, texts) can start after a busy main thread
  // left the network quiet for 500 ms: wait until no script has been asked for during 1.5 s.
  for (let seen = -1, i = 0; seen !== scripts.length && i < 10; i++) {
    seen = scripts.length;
    await page.waitForTimeout(1500);
    await page.waitForLoadState('networkidle');
  }
  const files = (await Promise.all(scripts)).filter(Boolean);
  await page.close();
  return { bytes: files.reduce((n, f) => n + f.gz, 0), requests: files.length, files };
}

/** One item (demo-cafe's banana bread: no options) in the cart. */
async function withItem(context) {
  const page = await context.newPage();
  await page.goto(`${base}/shop/demo-cafe/product/banana-bread`, { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: /Add to cart/ }).click();
  await page.getByRole('link', { name: 'View cart' }).waitFor();
  await page.close();
}

/** Alice signs in through the family's login form (the token stays in the context's localStorage). */
async function signIn(context, familyBase) {
  const page = await context.newPage();
  await page.goto(`${base}${familyBase}/login`, { waitUntil: 'networkidle' });
  await page.getByLabel('Mobile or e-mail').fill('0400000001');
  await page.getByLabel('Password').fill('Demo1234!');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForFunction(() => (localStorage.getItem('user-token') ?? '') !== '');
  await page.close();
}

const kb = (n) => (n / 1024).toFixed(1);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const results = [];
try {
  for (const [name, path] of PAGES.filter(wanted)) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      runs.push(await measure(context, path));
      await context.close();
    }
    results.push({
      name,
      path,
      kb: median(runs.map((r) => r.bytes)) / 1024,
      requests: median(runs.map((r) => r.requests)),
      files: runs[0].files,
    });
  }
  for (const [name, path, before] of [
    ['cart (1 item)', '/shop/demo-cafe/cart', withItem],
    ['checkout (1 item)', '/shop/demo-cafe/checkout', withItem],
    [
      'checkout (1 item, signed in)',
      '/shop/demo-cafe/checkout',
      async (c) => {
        await signIn(c, '/shop/demo-cafe');
        await withItem(c);
      },
    ],
    ['wallet (signed in)', '/shop/demo-cafe/mywallet', (c) => signIn(c, '/shop/demo-cafe')],
  ].filter(wanted)) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      await before(context);
      runs.push(await measure(context, path));
      await context.close();
    }
    results.push({
      name,
      path,
      kb: median(runs.map((r) => r.bytes)) / 1024,
      requests: median(runs.map((r) => r.requests)),
      files: runs[0].files,
    });
  }
  for (const [name, path] of SIGNED_IN_PAGES.filter(wanted)) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      await signIn(context, path.split('/').slice(0, 3).join('/'));
      runs.push(await measure(context, path));
      await context.close();
    }
    results.push({
      name: `${name} (signed in)`,
      path,
      kb: median(runs.map((r) => r.bytes)) / 1024,
      requests: median(runs.map((r) => r.requests)),
      files: runs[0].files,
    });
  }
} finally {
  await browser.close();
  stopServer();
}

console.log(`All JavaScript to network idle, gzip, Chromium 390 px, cold cache (median of ${RUNS}):`);
console.log('page | path | KB gzip | script requests');
for (const r of results) console.log(`${r.name} | ${r.path} | ${kb(r.kb * 1024)} | ${r.requests}`);
if (argv.includes('--files')) {
  const of = opt('--files-of', '/shop/demo-cafe/home');
  const listed = of === 'all' ? results : [results.find((r) => r.path === of) ?? results[0]].filter(Boolean);
  if (!listed.length) console.log('\nNo page measured: --only names pages by their path (/shop/demo-cafe/home).');
  for (const r of listed) {
    console.log(`\n${r.path} scripts:`);
    for (const f of [...r.files].sort((a, b) => b.gz - a.gz))
      console.log(`  ${kb(f.gz)} KB  ${new URL(f.url).pathname}`);
  }
}
const json = opt('--json');
if (json)
  writeFileSync(
    json,
    JSON.stringify(
      results.map(({ files: _files, ...r }) => r),
      null,
      2,
    ),
  );
const over = results.filter((r) => r.kb > budgetOf(r.path));
for (const r of over)
  console.error(
    `size-network: ${r.name} (${r.path}) downloads ${kb(r.kb * 1024)} KB gzip of JavaScript > ${budgetOf(r.path)} KB`,
  );
if (over.length) process.exit(1);
console.log(
  `size-network: ok (${results.length} pages within budget: ${HOME} <= ${LIMIT_HOME_KB} KB, the others <= ${LIMIT_KB} KB)`,
);
