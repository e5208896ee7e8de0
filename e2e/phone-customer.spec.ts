// Customers on the phone (issue 33), 390x844 touch, both languages: the header's settings menu holds
// language and theme, the cafe's home shows its table reservation, and / in demo mode lists the demo
// venues. The seven journeys with their tap counts are in e2e/phone-journeys.spec.ts; the geometry and
// axe (day and night) of every family's screens at 320, 390 and 768 px in e2e/phone-geometry.spec.ts.
import { expect, test } from '@playwright/test';
import { seriousAxeViolations } from './support';
import { start, type Lang } from './ordering-helpers';

test.use({ viewport: { width: 390, height: 844 } });

const W = {
  'en-gb': { book: 'Book a table', settings: 'Language and theme', cafe: 'Harbour Cafe' },
  'zh-hans': { book: '预订餐桌', settings: '语言和主题', cafe: '海港咖啡馆' },
} as const;

for (const lang of ['en-gb', 'zh-hans'] as Lang[]) {
  const w = W[lang];

  test(`phone (${lang}): the cafe home shows its table reservation; the settings menu holds language and theme`, async ({
    page,
  }) => {
    await start(page, lang, '/shop/demo-cafe/home');
    const menu = page.getByRole('button', { name: w.settings });
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('header select').first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('link', { name: w.book })).toBeVisible();
  });

  test(`phone (${lang}): / in demo mode lists the demo venues and opens one`, async ({ page }) => {
    await start(page, lang, '/');
    const cafe = page.getByRole('link', { name: w.cafe });
    await expect(cafe).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await cafe.click();
    await expect(page).toHaveURL(/\/shop\/demo-cafe\/home$/);
  });
}
