// Customers on the phone (issue 33): every tap target on the customer families' screens is at least
// 44×44 CSS px at 390 px (e2e/phone-geometry.ts smallTargets; inline links in a sentence exempt, a
// checkbox or radio measured with its label). The offenders are listed by page, text and size.
import { expect, test } from '@playwright/test';
import { start } from './ordering-helpers';
import { smallTargets } from './phone-geometry';

const PAGES = [
  '/shop/demo-cafe/login',
  '/shop/demo-cafe/signup',
  '/shop/demo-cafe/home',
  '/shop/demo-cafe/category',
  '/mobile/demo-cafe/home',
  '/reservation/demo-cafe/ticket/all/home',
  '/massage/demo-massage/ticket/all/home',
  '/partyroom/demo-partyroom/ticket/all/home',
  '/ktv/demo-ktv/ticket/all/home',
  '/ticket/demo-parking/code/all/home',
  '/company/demo-passes/home',
  '/company/demo-passes/site',
];

test('phone targets: every control on the families’ guest screens is at least 44 × 44 px', async ({ page }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await start(page, 'en-gb', PAGES[0]);
  const found: string[] = [];
  for (const path of PAGES) {
    if (path !== PAGES[0]) await page.goto(path);
    await page.waitForLoadState('networkidle');
    await page.locator('main').first().waitFor();
    for (const p of await smallTargets(page)) found.push(`${path}: ${p}`);
  }
  console.log(found.join('\n'));
  expect(found).toEqual([]);
});

test('phone targets: the check finds a planted small button and exempts a link in a sentence', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await start(page, 'en-gb', '/shop/demo-cafe/login');
  await page.locator('main').first().waitFor();
  await page.evaluate(() => {
    const tiny = document.createElement('button');
    tiny.textContent = 'tiny';
    tiny.style.cssText = 'width:30px;height:20px;padding:0';
    const p = document.createElement('p');
    p.innerHTML = 'Read our <a href="#t">terms</a> before you pay.';
    document.querySelector('main')!.append(tiny, p);
  });
  const found = (await smallTargets(page)).join('\n');
  expect(found).toMatch(/small target: button "tiny" 30×20/);
  expect(found).not.toMatch(/"terms"/);
});
