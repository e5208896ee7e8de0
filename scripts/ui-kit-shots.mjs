// Screenshots of the UI kit's examples page (/dev/kit, development server only) for docs/ui-kit.md:
// starts Vite on KIT_PORT (default 8203), opens the page in Debian's Chromium at 390 px and 1024 px in
// both languages and both shipped themes, with a dialog and a sheet open, and writes
// docs/screenshots/ui-kit-*.png. Usage: node scripts/ui-kit-shots.mjs
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';

const PORT = Number(process.env.KIT_PORT ?? 8203);
const OUT = 'docs/screenshots';
const SHOTS = [
  { name: 'ui-kit-en-day', query: 'lang=en-gb&theme=default', width: 1024 },
  { name: 'ui-kit-zh-night', query: 'lang=zh-hans&theme=night', width: 1024 },
  { name: 'ui-kit-phone', query: 'lang=en-gb&theme=default', width: 390 },
  { name: 'ui-kit-dialog', query: 'lang=en-gb&theme=default&open=dialog', width: 390, viewport: true },
  { name: 'ui-kit-sheet', query: 'lang=zh-hans&theme=night&open=sheet', width: 390, viewport: true },
];

async function waitFor(url, ms = 120_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not answer within ${ms} ms`);
}

const vite = spawn('npx', ['vite', '--port', String(PORT), '--strictPort', '--host', '127.0.0.1'], {
  stdio: 'ignore',
  detached: true,
});
try {
  await waitFor(`http://127.0.0.1:${PORT}/`);
  mkdirSync(OUT, { recursive: true });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  for (const s of SHOTS) {
    const page = await browser.newPage({ viewport: { width: s.width, height: 844 } });
    await page.goto(`http://127.0.0.1:${PORT}/dev/kit?${s.query}`);
    // With a dialog open the page behind it is hidden from the accessibility tree: wait for the dialog then.
    await (s.viewport ? page.getByRole('dialog') : page.getByRole('heading', { level: 1 })).waitFor({
      timeout: 180_000,
    });
    // The first invalid submit shows the field's error (the form layer's state).
    if (!s.viewport) await page.getByRole('button', { name: /^(Send|提交)$/ }).click();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${OUT}/${s.name}.png`, fullPage: !s.viewport });
    console.log(`${OUT}/${s.name}.png`);
    await page.close();
  }
  await browser.close();
} finally {
  process.kill(-vite.pid);
}
