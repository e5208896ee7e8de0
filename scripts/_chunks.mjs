import { spawn } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
const port = 8207;
const base = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { env: { ...process.env, MEMORY: '1', PORT: String(port), HOST: '127.0.0.1', LOG: '0' }, stdio: ['ignore', 'ignore', 'inherit'] });
process.on('exit', () => server.kill('SIGTERM'));
for (;;) { try { if ((await fetch(`${base}/healthz`)).ok) break; } catch {} await new Promise((r) => setTimeout(r, 250)); }
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox'] });
const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
for (const path of process.argv.slice(2)) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  const scripts = [];
  page.on('response', (res) => { if (res.request().resourceType() === 'script') scripts.push(res.body().then((b) => [res.url().split('/').pop(), gzipSync(b, { level: 9 }).length]).catch(() => null)); });
  await page.goto(base + path, { waitUntil: 'networkidle' });
  for (let seen = -1, i = 0; seen !== scripts.length && i < 10; i++) { seen = scripts.length; await page.waitForTimeout(1500); await page.waitForLoadState('networkidle'); }
  const files = (await Promise.all(scripts)).filter(Boolean).sort((a, b) => b[1] - a[1]);
  console.log(path, (files.reduce((n, f) => n + f[1], 0) / 1024).toFixed(1));
  for (const [f, n] of files) console.log('  ', (n / 1024).toFixed(1), f);
  await page.close();
}
await browser.close();
process.exit(0);
