// The screen engine end to end: every family's layout shell around a venue info page (or about
// us) from the real reference server, in both languages and both themes, with a screenshot of
// each in test-results/screenshots/. Also 404, contact us, terms and the language switch.
import { expect, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { seriousAxeViolations } from './support';

const SHOTS = 'test-results/screenshots';
mkdirSync(SHOTS, { recursive: true });

interface Case {
  family: string;
  path: string;
  /** Heading text the server's info page or profile gives, per language; null = brand only. */
  heading: { 'en-gb': string; 'zh-hans': string } | null;
  brand: string;
  /** The link the screen offers when it has no server heading; default 'Back to home'. */
  link?: { 'en-gb': string; 'zh-hans': string };
}

const about = (en: string, zh: string) => ({ 'en-gb': `About ${en}`, 'zh-hans': `关于${zh}` });
const CASES: Case[] = [
  {
    family: 'shop',
    path: '/shop/demo-cafe/page/about',
    heading: about('Harbour Cafe', '海港咖啡馆'),
    brand: 'Harbour Cafe',
  },
  {
    family: 'mobile',
    path: '/mobile/demo-cafe/page/about',
    heading: about('Harbour Cafe', '海港咖啡馆'),
    brand: 'Harbour Cafe',
  },
  { family: 'app', path: '/app/demo-cafe/page/about', heading: about('Harbour Cafe', '海港咖啡馆'), brand: '' },
  {
    family: 'self',
    path: '/self/demo-kiosk/page/about',
    heading: about('Burger Kiosk', '汉堡自助点餐'),
    brand: 'Burger Kiosk',
  },
  {
    family: 'account',
    path: '/account/demo-cafe/page/about',
    heading: about('Harbour Cafe', '海港咖啡馆'),
    brand: 'Harbour Cafe',
  },
  {
    family: 'reservation',
    path: '/reservation/demo-cafe/page/about',
    heading: about('Harbour Cafe', '海港咖啡馆'),
    brand: 'Harbour Cafe',
  },
  {
    family: 'massage',
    path: '/massage/demo-massage/page/about',
    heading: about('Lotus Massage', '莲花按摩'),
    brand: 'Lotus Massage',
  },
  {
    family: 'partyroom',
    path: '/partyroom/demo-partyroom/page/about',
    heading: about('Party Place', '欢乐派对屋'),
    brand: 'Party Place',
  },
  { family: 'ktv', path: '/ktv/demo-ktv/page/about', heading: about('Star KTV', '星光KTV'), brand: 'Star KTV' },
  {
    family: 'ticket',
    path: '/ticket/demo-parking/page/about',
    heading: about('City Parking', '城市停车场'),
    brand: 'City Parking',
  },
  {
    family: 'company',
    path: '/company/demo-passes/page/about',
    heading: about('Adventure Park Passes', '探险乐园通票'),
    brand: 'Adventure Park Passes',
  },
  {
    family: 'merchant',
    path: '/merchant/demo-store/aboutus',
    heading: about('Corner Store', '街角商店'),
    brand: 'Corner Store',
  },
  // callback and pay have no info page. The callback screen is the payment result: for an unknown
  // transaction it says no order was found and offers the menu.
  {
    family: 'callback',
    path: '/callback/demo-cafe/payment/dps/requirement/order/txn/T1',
    heading: null,
    brand: 'Harbour Cafe',
    link: { 'en-gb': 'Browse the menu', 'zh-hans': '浏览菜单' },
  },
  { family: 'pay', path: '/pay/demo-cafe/singlepay/T1/request/pay/by/user', heading: null, brand: 'Harbour Cafe' },
];

async function open(page: Page, path: string, lang: string, theme: string) {
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error' || /Content Security Policy/i.test(m.text())) problems.push(`console: ${m.text()}`);
  });
  await page.addInitScript(
    ([l, t]) => {
      localStorage.setItem('venue_lang', l);
      localStorage.setItem('venue_theme', t);
    },
    [lang, theme],
  );
  await page.goto(path);
  return problems;
}

for (const lang of ['en-gb', 'zh-hans'] as const) {
  for (const theme of ['default', 'night'] as const) {
    for (const c of CASES) {
      test(`${c.family} ${lang} ${theme}: ${c.path}`, async ({ page }) => {
        const problems = await open(page, c.path, lang, theme);
        if (c.heading) {
          await expect(page.getByRole('heading', { name: c.heading[lang] })).toBeVisible();
        } else {
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          const link = c.link ?? { 'en-gb': 'Back to home', 'zh-hans': '返回首页' };
          // The payment result polls order tracking for a few seconds before it says no order was found.
          await expect(page.getByRole('link', { name: link[lang] })).toBeVisible({ timeout: 15_000 });
        }
        if (c.heading) await expect(page.locator('main p').first()).toBeVisible();
        if (c.brand) await expect(page.getByRole('banner')).toContainText(c.brand);
        await page.waitForLoadState('networkidle');
        await expect(page.locator('main')).toBeVisible();
        await expect(page.locator('[data-engine-error]')).toHaveCount(0);
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        await expect(page.locator('html')).toHaveAttribute('lang', lang === 'en-gb' ? 'en-GB' : 'zh-Hans');
        const bg = await page.evaluate(() =>
          getComputedStyle(document.documentElement).getPropertyValue('--color-background').trim(),
        );
        expect(bg.toUpperCase()).toBe(theme === 'night' ? '#0E0B17' : '#F6F7F9');
        await page.screenshot({ path: `${SHOTS}/${c.family}-${lang}-${theme}.png`, fullPage: true });
        expect(problems).toEqual([]);
      });
    }
  }
}

test('an unknown path shows the 404 screen', async ({ page }) => {
  await open(page, '/shop/demo-cafe/no-such-screen', 'en-gb', 'default');
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/shop/demo-cafe/home');
});

test('the empty family path goes home', async ({ page }) => {
  await open(page, '/shop/demo-cafe', 'en-gb', 'default');
  await expect(page).toHaveURL(/\/shop\/demo-cafe\/home$/);
  // The shop home is the menu: its category navigation is there.
  await expect(
    page.getByRole('navigation', { name: 'Menu categories' }).getByRole('link', { name: 'Burgers' }),
  ).toBeVisible();
});

test('contact us shows the shop profile with tel: and mailto: links', async ({ page }) => {
  await open(page, '/shop/demo-cafe/contactus', 'en-gb', 'default');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
  await expect(page.getByRole('link', { name: '07 3000 0101' })).toHaveAttribute('href', 'tel:0730000101');
  await expect(page.getByRole('link', { name: 'hello@demo-cafe.example' })).toHaveAttribute(
    'href',
    'mailto:hello@demo-cafe.example',
  );
  await page.screenshot({ path: `${SHOTS}/shop-contactus-en-gb.png`, fullPage: true });
});

test('terms and privacy come from the venue info codes', async ({ page }) => {
  await open(page, '/shop/demo-cafe/terms', 'en-gb', 'default');
  await expect(page.getByRole('heading', { level: 1, name: 'Terms and conditions' })).toBeVisible();
  await expect(page.getByText(/confirmed when payment succeeds/)).toBeVisible();
  await page.goto('/shop/demo-cafe/privacy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
});

test('an unknown info page shows the empty state', async ({ page }) => {
  await open(page, '/shop/demo-cafe/page/nothing-here', 'en-gb', 'default');
  await expect(page.getByText('This information has not been published yet.')).toBeVisible();
});

test('the language and theme switches change the page without a reload', async ({ page }) => {
  await open(page, '/shop/demo-cafe/page/about', 'en-gb', 'default');
  await expect(page.getByRole('heading', { level: 1, name: 'About Harbour Cafe' })).toBeVisible();
  await page.evaluate(() => {
    (window as unknown as { marker: number }).marker = 1;
  });
  await page.getByLabel('Language').selectOption('zh-hans');
  await expect(page.getByRole('heading', { level: 1, name: '关于海港咖啡馆' })).toBeVisible();
  await page.getByLabel('主题').selectOption('night');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'night');
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
});

test('the mobile family has a bottom tab bar', async ({ page }) => {
  await open(page, '/mobile/demo-cafe/page/about', 'en-gb', 'default');
  const tabs = page.getByRole('navigation', { name: 'Tabs' });
  await expect(tabs).toBeVisible();
  const box = await tabs.boundingBox();
  const vp = page.viewportSize();
  expect(box && vp && box.y + box.height).toBeGreaterThan((vp?.height ?? 0) - 5);
});

test('the merchant shell has a back button; its login screen turns it off, leaving login turns it on', async ({
  page,
}) => {
  await open(page, '/merchant/demo-cafe/aboutus', 'en-gb', 'default');
  const back = page.getByRole('banner').getByRole('button', { name: 'Go back' });
  await expect(back).toBeVisible();
  await page.goto('/merchant/demo-cafe/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(back).toHaveCount(0);
  // In-app navigation away from login: the router turns it back on.
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Contact us' }).click();
  await expect(page).toHaveURL(/\/merchant\/demo-cafe\/contactus$/);
  await expect(back).toBeVisible();
  await back.click();
  await expect(page).toHaveURL(/\/merchant\/demo-cafe\/login$/);
  await expect(back).toHaveCount(0);
});

test('no serious accessibility violations (axe-core) in the shop shell, both themes and languages', async ({
  page,
}) => {
  for (const [lang, theme] of [
    ['en-gb', 'default'],
    ['zh-hans', 'night'],
  ] as const) {
    await open(page, '/shop/demo-cafe/contactus', lang, theme);
    await expect(page.locator('main dl')).toBeVisible();
    const result = await seriousAxeViolations(page);
    expect(result, `${lang} ${theme}`).toEqual([]);
  }
});
