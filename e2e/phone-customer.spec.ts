// Customers on the phone (issue 33), 390x844 touch, both languages: the header's settings menu holds
// language and theme, the cafe's home shows its table reservation, and / in demo mode lists the demo
// venues. The seven journeys with their tap counts are in e2e/phone-journeys.spec.ts; the geometry and
// axe (day and night) of every family's screens at 320, 390 and 768 px in e2e/phone-geometry.spec.ts.
import { expect, test } from '@playwright/test';
import { seriousAxeViolations } from './support';
import { start, type Lang } from './ordering-helpers';
import { codeFor, freshMobile, sendCodeTo, T as A } from './account-helpers';

test.use({ viewport: { width: 390, height: 844 } });

const W = {
  'en-gb': {
    book: 'Book a table',
    settings: 'Language and theme',
    cafe: 'Harbour Cafe',
    table: 'Table 5',
    tabs: 'Tabs',
  },
  'zh-hans': { book: '预订餐桌', settings: '语言和主题', cafe: '海港咖啡馆', table: '5 号桌', tabs: '标签栏' },
} as const;

/** The home of every customer family; the booking families' navigation has My bookings. */
const HOMES = [
  ['/shop/demo-cafe/home', false],
  ['/reservation/demo-cafe/ticket/all/home', true],
  ['/massage/demo-massage/ticket/all/home', true],
  ['/partyroom/demo-partyroom/ticket/all/home', true],
  ['/ktv/demo-ktv/ticket/all/home', true],
  ['/ticket/demo-parking/code/all/home', false],
  ['/company/demo-passes/home', false],
] as const;

/** Words a customer should never read (issue 33): internal terms and raw time-zone ids. */
const INTERNAL = /bill type|Store value card|'s membership|\bspot\b|\b(Australia|Asia|Europe|America)\/[A-Z]/i;

/** WCAG contrast of an element's text against the first opaque background behind it. */
const textContrast = (el: Element) => {
  const rgb = (c: string) => (c.match(/[\d.]+/g) ?? []).map(Number);
  const lum = ([r, g, b]: number[]) => {
    const f = (v: number) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
    return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
  };
  let bg: number[] = [255, 255, 255];
  for (let n: Element | null = el; n; n = n.parentElement) {
    const c = rgb(getComputedStyle(n).backgroundColor);
    if (c.length === 3 || (c.length === 4 && c[3] === 1)) {
      bg = c.slice(0, 3);
      break;
    }
  }
  const [a, b] = [lum(rgb(getComputedStyle(el).color)), lum(bg)].sort((x, y) => y - x);
  return (a + 0.05) / (b + 0.05);
};

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

  test(`phone (${lang}): every family's header offers sign-in; the booking families link My bookings; table service names the table; the active tab stands out`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await start(page, lang, HOMES[0][0]);
    for (const [home, bookings] of HOMES) {
      await page.goto(home);
      await expect(page.getByRole('banner').getByTestId('account-link'), home).toBeVisible();
      await expect(page.getByRole('banner').getByTestId('account-link')).toHaveAttribute('href', /\/login\?redirect=/);
      if (bookings) await expect(page.getByRole('banner').locator('nav a[href$="/mybookings"]'), home).toHaveCount(1);
      // Words for customers: no two navigation items of one name, no internal term or time-zone id.
      const names = (await page.getByRole('banner').locator('nav a').allInnerTexts()).map((x) => x.trim());
      expect(new Set(names).size, `${home}: ${names.join(', ')}`).toBe(names.length);
      await expect(page.locator('body')).not.toContainText(INTERNAL);
    }
    // Table service: the table from the first page, in the shop and the mobile family.
    for (const home of ['/shop/demo-cafe/home?tn=5', '/mobile/demo-cafe/home?tn=5']) {
      await page.goto(home);
      await expect(page.getByTestId('header-table'), home).toHaveText(w.table);
    }
    // The mobile family's active tab: its words at 4.5:1 or more on the bar, in the day and the night theme.
    for (const theme of ['default', 'night']) {
      await page.evaluate((t) => localStorage.setItem('venue_theme', t), theme);
      await page.goto('/mobile/demo-cafe/home');
      const active = page.getByRole('navigation', { name: w.tabs }).locator('a[aria-current="page"]');
      await expect(active).toHaveCount(1);
      expect(await active.evaluate(textContrast), theme).toBeGreaterThanOrEqual(4.5);
    }
  });

  test(`phone (${lang}): each sign-up step opens with its focus in view, under no sticky header`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const a = A[lang];
    /** The focused element (the new step's first field or heading): below the sticky header, on the screen. */
    const focusInView = async (step: string) => {
      await page.waitForTimeout(400);
      const r = await page.evaluate(() => {
        const f = document.activeElement as HTMLElement | null;
        const h = document.querySelector('header');
        const top = h && getComputedStyle(h).position === 'sticky' ? h.getBoundingClientRect().bottom : 0;
        const b = f && f !== document.body ? f.getBoundingClientRect() : null;
        return { what: f ? `${f.tagName} ${f.textContent?.slice(0, 30) ?? ''}` : '', top, b, height: innerHeight };
      });
      expect(r.b, `${step}: nothing focused`).not.toBeNull();
      expect(r.b!.top, `${step}: ${r.what} under the header`).toBeGreaterThanOrEqual(r.top - 1);
      expect(r.b!.bottom, `${step}: ${r.what} below the screen`).toBeLessThanOrEqual(r.height);
    };
    const mobile = freshMobile(lang === 'en-gb' ? 3 : 4);
    await start(page, lang, '/shop/demo-cafe/signup');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await sendCodeTo(page, lang, mobile);
    await focusInView('code');
    await page.getByLabel(a.code, { exact: true }).fill((await codeFor(request, mobile)).code);
    await page.getByRole('button', { name: a.verify }).click();
    await focusInView('terms and name');
    await page.getByRole('checkbox', { name: a.terms }).click();
    await page.getByLabel(a.first, { exact: true }).fill('Ivy');
    await page.getByRole('button', { name: a.next }).click();
    await focusInView('password');
    await expect(page.getByLabel(a.newPw)).toBeInViewport();
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
