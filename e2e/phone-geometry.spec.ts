// Customers on the phone (issue 33): the geometry of every customer family's main screens at 320, 390
// and 768 px, both languages (e2e/phone-geometry.ts): no two fields or buttons overlap, no field is
// clipped sideways, and a focused field (Tab down the page, or focused from below) is under no sticky
// or fixed part. At 390 px, in the day and the night theme, axe finds no serious or critical
// violation on the same screens. One page load per screen per width; the tests run on the workers.
import { expect, test } from '@playwright/test';
import { seriousAxeViolations, watchProblems } from './support';
import { start, type Lang } from './ordering-helpers';
import { coveredWhenFocused, layoutProblems, walkCustomerScreens } from './phone-geometry';

test.describe.configure({ mode: 'parallel' });

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
      await walkCustomerScreens(
        page,
        lang,
        async (what) => {
          for (const p of await layoutProblems(page)) found.push(`${what}: ${p}`);
          for (const p of await coveredWhenFocused(page)) found.push(`${what}: ${p}`);
          if (width === 390) for (const v of await seriousAxeViolations(page)) found.push(`${what}: axe ${v}`);
        },
        { venue_theme: theme },
      );
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
