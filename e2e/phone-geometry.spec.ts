// Customers on the phone (issue 33): the geometry of every customer family's main screens at 320, 390
// and 768 px, both languages (e2e/phone-geometry.ts): no two fields or buttons overlap, no field is
// clipped sideways, and a focused field (Tab down the page, or focused from below) is under no sticky
// or fixed part. At 390 px, in the day and the night theme, axe finds no serious or critical
// violation on the same screens. One page load per screen per width; the tests run on the workers.
import { expect, test } from '@playwright/test';
import { seriousAxeViolations, watchProblems } from './support';
import { customiseBurger, signInUi, start, T, type Lang } from './ordering-helpers';
import { coveredWhenFocused, layoutProblems } from './phone-geometry';

test.describe.configure({ mode: 'parallel' });

/** Screens a guest sees, by address. */
const GUEST = [
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
  '/company/demo-passes/daterange/home?pool=ps-3day',
];
/** Screens of a signed-in customer, by address. */
const ACCOUNT = [
  '/shop/demo-cafe/me',
  '/shop/demo-cafe/mywallet',
  '/shop/demo-cafe/myorders',
  '/massage/demo-massage/mybookings',
  '/company/demo-passes/mytickets',
];

const tomorrow = () =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Australia/Brisbane',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(Date.now() + 86_400_000));

const RUNS: { width: number; theme: string }[] = [
  { width: 320, theme: 'default' },
  { width: 390, theme: 'default' },
  { width: 768, theme: 'default' },
  { width: 390, theme: 'night' },
];

for (const lang of ['en-gb', 'zh-hans'] as Lang[])
  for (const { width, theme } of RUNS)
    test(`phone geometry (${lang}, ${width} px, ${theme}): no overlap, nothing clipped, no covered focused field${width === 390 ? ', axe' : ''}`, async ({
      page,
    }) => {
      test.setTimeout(300_000);
      const problems = watchProblems(page);
      const found: string[] = [];
      await page.setViewportSize({ width, height: 844 });
      const check = async (what: string) => {
        await page.waitForLoadState('networkidle');
        await page.locator('main').first().waitFor();
        await page.waitForTimeout(200);
        for (const p of await layoutProblems(page)) found.push(`${what}: ${p}`);
        for (const p of await coveredWhenFocused(page)) found.push(`${what}: ${p}`);
        if (width === 390) for (const v of await seriousAxeViolations(page)) found.push(`${what}: axe ${v}`);
      };
      const visit = async (path: string) => {
        await page.goto(path);
        await check(path);
      };
      await start(page, lang, GUEST[0], { venue_theme: theme });
      await check(GUEST[0]);
      for (const path of GUEST.slice(1)) await visit(path);

      // The shop's product, cart and checkout, as a customer gets there.
      const t = T[lang];
      await page.goto('/shop/demo-cafe/home');
      await page.getByRole('navigation', { name: t.categories }).getByRole('link', { name: t.burgers }).click();
      await page.getByRole('link', { name: new RegExp(t.burger) }).click();
      await check('product');
      await customiseBurger(page, lang);
      await visit('/shop/demo-cafe/cart');
      await visit('/shop/demo-cafe/checkout');

      // A booking's checkout: a massage tomorrow, the first free time.
      await page.goto('/massage/demo-massage/ticket/all/home');
      await page.getByLabel(lang === 'en-gb' ? 'Date' : '日期').fill(tomorrow());
      await page.getByTestId('slots').getByRole('button').first().click();
      await page.getByRole('button', { name: lang === 'en-gb' ? 'Continue' : '继续' }).click();
      await expect(page).toHaveURL(/\/checkout\?start=\d+/);
      await check('booking checkout');

      await signInUi(page, lang, '/shop/demo-cafe');
      for (const path of ACCOUNT) await visit(path);
      // Last: table service (the table's session stays with the browser); its home from the table's QR.
      await page.goto('/shop/demo-cafe/home?tn=5');
      await expect(page).toHaveURL(/\/shop\/demo-cafe\/home\?tn=5&ses=/);
      await check('table 5');
      expect(found).toEqual([]);
      expect(problems).toEqual([]);
    });

test('phone geometry: the checks find a planted overlap, a clipped field and a field under a fixed bar', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await start(page, 'en-gb', '/shop/demo-cafe/login');
  await page.locator('main input').first().waitFor();
  expect(await layoutProblems(page)).toEqual([]);
  await page.evaluate(() => {
    const field = document.querySelector('main input')!;
    const r = field.getBoundingClientRect();
    const over = document.createElement('button');
    over.textContent = 'planted';
    over.style.cssText = `position:absolute;left:${r.left + scrollX}px;top:${r.top + scrollY}px;width:80px;height:30px`;
    document.body.append(over);
    const wide = document.createElement('input');
    wide.setAttribute('aria-label', 'wide');
    wide.style.cssText = 'display:block;width:600px';
    document.querySelector('main')!.append(wide);
    const bar = document.createElement('div');
    bar.style.cssText = 'position:fixed;left:0;right:0;bottom:0;height:844px;background:#fff8';
    document.body.append(bar);
  });
  const layout = (await layoutProblems(page)).join('\n');
  expect(layout).toMatch(/overlap: .*"planted"/);
  expect(layout).toMatch(/clipped: input "wide"/);
  expect(layout).toMatch(/the page scrolls sideways/);
  const covered = (await coveredWhenFocused(page)).join('\n');
  expect(covered).toMatch(/^Tab: .*under div/m);
  expect(covered).toMatch(/^from below: .*under div/m);
});
