// Customers on the phone (issue 33): every tap target on the customer families' screens (guest and
// signed in: account, wallet, My orders and an order's detail, My bookings; product, cart, checkout)
// is at least 44×44 CSS px at 320, 390 and 768 px in both languages (e2e/phone-geometry.ts
// smallTargets over walkCustomerScreens; inline links in a sentence exempt, a checkbox or radio
// measured with its label). The offenders are listed by screen, text and size.
import { expect, test } from '@playwright/test';
import { start, type Lang } from './ordering-helpers';
import { smallTargets, walkCustomerScreens } from './phone-geometry';

test.describe.configure({ mode: 'parallel' });

for (const lang of ['en-gb', 'zh-hans'] as Lang[])
  for (const width of [320, 390, 768])
    test(`phone targets (${lang}, ${width} px): every control on the families’ screens is at least 44 × 44 px`, async ({
      page,
    }) => {
      test.setTimeout(300_000);
      await page.setViewportSize({ width, height: 844 });
      const found: string[] = [];
      await walkCustomerScreens(page, lang, async (what) => {
        for (const p of await smallTargets(page)) found.push(`${what}: ${p}`);
      });
      console.log(found.join('\n'));
      expect(found).toEqual([]);
    });

test('phone targets: the check finds a planted small button and a bare drawn radio, exempts a labelled radio and a link in a sentence', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await start(page, 'en-gb', '/shop/demo-cafe/login');
  await page.locator('main').first().waitFor();
  await page.evaluate(() => {
    const tiny = document.createElement('button');
    tiny.textContent = 'tiny';
    tiny.style.cssText = 'width:30px;height:20px;padding:0';
    const p = document.createElement('p');
    p.innerHTML = 'Read our <a href="#t">terms</a> before you pay.';
    // a drawn radio (the UI kit's Radix button) alone, and one inside a 44-px label
    const dot = (name: string) => {
      const b = document.createElement('button');
      b.setAttribute('role', 'radio');
      b.setAttribute('aria-label', name);
      b.style.cssText = 'width:20px;height:20px;padding:0';
      return b;
    };
    const label = document.createElement('label');
    label.style.cssText = 'display:inline-flex;min-height:44px;align-items:center;padding:0 16px';
    label.append(dot('labelled'), 'Takeaway');
    document.querySelector('main')!.append(tiny, p, dot('bare'), label);
  });
  const found = (await smallTargets(page)).join('\n');
  expect(found).toMatch(/small target: button "tiny" 30×20/);
  expect(found).toMatch(/small target: button "bare" 20×20/);
  expect(found).not.toMatch(/"labelled"/);
  expect(found).not.toMatch(/"terms"/);
});
