// Customers on the phone (issue 33): tapping a category shows its products in the first screen.
// At 390x844, in both languages, the first product card of the shop family's category screen and
// of the other families' menu screens (mobile, app, self) starts within the first screen below
// the sticky header (inner pages draw the banner compact, the category pills as one sideways row);
// axe finds 0 serious or critical violations in day and night.
import { expect, test, type Page } from '@playwright/test';
import { seriousAxeViolations, watchProblems } from './support';
import { SHOTS, start, T, type Lang } from './ordering-helpers';

const HEIGHT = 844;

/** Top of the first product card and the bottom of the sticky parts above it, in px. */
const firstCard = (page: Page) =>
  page.evaluate(() => {
    const card = document.querySelector('main [role="listitem"] a[href*="/product/"]');
    let sticky = 0;
    for (const el of document.querySelectorAll<HTMLElement>('body *')) {
      const s = getComputedStyle(el);
      if ((s.position === 'sticky' || s.position === 'fixed') && el.offsetParent !== null) {
        const r = el.getBoundingClientRect();
        // Parts at the top of the screen cover what is under them; a bottom bar covers the end.
        if (r.top <= 1 && r.height < window.innerHeight / 2) sticky = Math.max(sticky, r.bottom);
      }
    }
    const bottomBar = [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((el) => getComputedStyle(el).position === 'fixed' && el.getBoundingClientRect().top > 200)
      .reduce((m, el) => Math.min(m, el.getBoundingClientRect().top), window.innerHeight);
    return { top: card ? card.getBoundingClientRect().top : null, sticky, bottom: bottomBar };
  });

const INNER = [
  '/mobile/demo-cafe/infinitycategory',
  '/app/demo-cafe/infinitycategory',
  '/self/demo-cafe/infinitycategory',
];

for (const lang of ['en-gb', 'zh-hans'] as Lang[]) {
  test(`phone category (${lang}): the products of a tapped category start in the first screen`, async ({ page }) => {
    test.setTimeout(120_000);
    const problems = watchProblems(page);
    await page.setViewportSize({ width: 390, height: HEIGHT });
    await start(page, lang, '/shop/demo-cafe/category');
    await page
      .getByRole('navigation', { name: T[lang].categories })
      .getByRole('link', { name: T[lang].burgers })
      .click();
    await expect(page).toHaveURL(/\/shop\/demo-cafe\/category\/[^/]+$/);
    await expect(page.getByRole('link', { name: new RegExp(T[lang].burger) }).first()).toBeVisible();
    const shopCategory = page.url();
    const shop = await firstCard(page);
    expect(shop.top, 'a product card is drawn').not.toBeNull();
    expect(shop.top!, 'below the sticky header').toBeGreaterThanOrEqual(shop.sticky);
    // The card's top and at least the start of its picture in the first screen.
    expect(shop.top! + 80, `first card top ${shop.top}`).toBeLessThanOrEqual(Math.min(HEIGHT, shop.bottom));
    await page.screenshot({ path: `${SHOTS}/phone-category-${lang}.png` });
    for (const path of INNER) {
      await page.goto(path);
      await page.locator('main [role="listitem"] a[href*="/product/"]').first().waitFor();
      const r = await firstCard(page);
      expect(r.top!, `${path} below the sticky parts`).toBeGreaterThanOrEqual(r.sticky);
      expect(r.top! + 80, `${path} first card top ${r.top}`).toBeLessThanOrEqual(Math.min(HEIGHT, r.bottom));
      await page.screenshot({ path: `${SHOTS}/phone-category${path.split('/')[1]}-${lang}.png` });
    }
    for (const theme of ['default', 'night']) {
      await page.evaluate((th) => localStorage.setItem('venue_theme', th), theme);
      for (const path of [shopCategory, ...INNER]) {
        await page.goto(path);
        await page.locator('main [role="listitem"] a[href*="/product/"]').first().waitFor();
        expect(await seriousAxeViolations(page), `${theme} ${path}`).toEqual([]);
      }
    }
    expect(problems).toEqual([]);
  });
}
