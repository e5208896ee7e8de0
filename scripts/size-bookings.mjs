#!/usr/bin/env node
// JavaScript (gzip) Chromium downloads to network idle on the signed-in booking screens (issue 17):
// my bookings and the staff's day, with a cold HTTP cache after signing in through the login form.
// The other booking screens are in scripts/size-network.mjs. Exit 1 above --limit KB (default 180).
//   node scripts/size-bookings.mjs [--limit 180]      (npm run build first)
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const LIMIT = Number(process.argv.includes('--limit') ? process.argv[process.argv.indexOf('--limit') + 1] : 180);
const port = await new Promise((res) => {
  const s = createServer();
  s.listen(0, '127.0.0.1', () => {
    const p = s.address().port;
    s.close(() => res(p));
  });
});
const base = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  env: { ...process.env, MEMORY: '1', PORT: String(port), HOST: '127.0.0.1', LOG: '0' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
process.on('exit', () => server.exitCode === null && server.kill('SIGTERM'));
for (const until = Date.now() + 120_000; ;) {
  try {
    if ((await fetch(`${base}/healthz`)).ok) break;
  } catch {
    /* not up */
  }
  if (Date.now() > until) throw new Error('server did not start');
  await new Promise((r) => setTimeout(r, 250));
}
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-quic'],
});
const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
const login = await context.newPage();
async function signIn(user, password) {
  await login.goto(`${base}/massage/demo-massage/login`, { waitUntil: 'networkidle' });
  await login.getByLabel('Mobile or e-mail').fill(user);
  await login.getByLabel('Password').fill(password);
  await login.getByRole('button', { name: 'Sign in', exact: true }).click();
  await login.waitForFunction(() => (localStorage.getItem('user-token') ?? '') !== '');
}
async function measure(path) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  const scripts = [];
  page.on('response', (res) => {
    if (res.request().resourceType() === 'script')
      scripts.push(
        res
          .body()
          .then((b) => gzipSync(b, { level: 9 }).length)
          .catch(() => 0),
      );
  });
  await page.goto(base + path, { waitUntil: 'networkidle' });
  for (let seen = -1, i = 0; seen !== scripts.length && i < 10; i++) {
    seen = scripts.length;
    await page.waitForTimeout(1500);
    await page.waitForLoadState('networkidle');
  }
  const bytes = (await Promise.all(scripts)).reduce((a, b) => a + b, 0);
  await page.close();
  return bytes;
}
let over = false;
await signIn('0400000001', 'Demo1234!');
for (const [name, path] of [
  ['my bookings', '/massage/demo-massage/mybookings'],
  ['reservation my bookings', '/reservation/demo-cafe/mybookings'],
]) {
  const b = await measure(path);
  over ||= b / 1024 > LIMIT;
  console.log(`${name.padEnd(26)} ${(b / 1024).toFixed(1)} KB gzip  ${path}`);
}
await signIn('admin@example.com', 'Admin1234!');
const b = await measure('/massage/demo-massage/staff/bookings');
over ||= b / 1024 > LIMIT;
console.log(`${'staff bookings'.padEnd(26)} ${(b / 1024).toFixed(1)} KB gzip  /massage/demo-massage/staff/bookings`);
await browser.close();
process.exit(over ? 1 : 0);
