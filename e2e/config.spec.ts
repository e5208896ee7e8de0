// A venue's configuration decides its screens (issue 15), in Chromium, both languages:
// - every demo venue: a family it does not offer shows the not-offered screen, whose link goes home;
// - demo-cafe switched to kiosk mode by the admin call: its plain link opens the kiosk start on the
//   next load; switched back, the shop;
// - a closed venue (trading hours in its stored configuration) shows the closed notice on its first page.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { freshStorage, seriousAxeViolations, watchProblems } from './support';

type Lang = 'en-gb' | 'zh-hans';
const T = {
  'en-gb': {
    title: 'Not offered at this venue',
    home: (v: string) => `Go to ${v}`,
    closed: 'This restaurant is closed, ordering is currently unavailable',
  },
  'zh-hans': { title: '本店不提供此服务', home: (v: string) => `前往${v}`, closed: '本店已打烊，暂时无法点餐' },
} as const;

/** Per demo venue: a page of a family it does not offer, its name, and its own home. */
const NOT_OFFERED: { shop: string; path: string; name: Record<Lang, string>; home: string; lang: Lang }[] = [
  {
    shop: 'demo-cafe',
    path: '/massage/demo-cafe/ticket/all/home',
    name: { 'en-gb': 'Harbour Cafe', 'zh-hans': 'Harbour Cafe' },
    home: '/shop/demo-cafe/home',
    lang: 'en-gb',
  },
  {
    shop: 'demo-store',
    path: '/self/demo-store/home',
    name: { 'en-gb': 'Corner Store', 'zh-hans': 'Corner Store' },
    home: '/shop/demo-store/home',
    lang: 'zh-hans',
  },
  {
    shop: 'demo-kiosk',
    path: '/shop/demo-kiosk/category',
    name: { 'en-gb': 'Burger Kiosk', 'zh-hans': 'Burger Kiosk' },
    home: '/self/demo-kiosk/kiosk',
    lang: 'en-gb',
  },
  {
    shop: 'demo-massage',
    path: '/shop/demo-massage/home',
    name: { 'en-gb': 'Lotus Massage', 'zh-hans': 'Lotus Massage' },
    home: '/massage/demo-massage/ticket/all/home',
    lang: 'zh-hans',
  },
  {
    shop: 'demo-partyroom',
    path: '/ktv/demo-partyroom/ticket/all/home',
    name: { 'en-gb': 'Party Place', 'zh-hans': 'Party Place' },
    home: '/partyroom/demo-partyroom/ticket/all/home',
    lang: 'en-gb',
  },
  {
    shop: 'demo-ktv',
    path: '/reservation/demo-ktv/login',
    name: { 'en-gb': 'Star KTV', 'zh-hans': 'Star KTV' },
    home: '/ktv/demo-ktv/ticket/all/home',
    lang: 'zh-hans',
  },
  {
    shop: 'demo-parking',
    path: '/company/demo-parking/home',
    name: { 'en-gb': 'City Parking', 'zh-hans': 'City Parking' },
    home: '/ticket/demo-parking/code/all/home',
    lang: 'en-gb',
  },
  {
    shop: 'demo-passes',
    path: '/ticket/demo-passes/code/all/home',
    name: { 'en-gb': 'Adventure Park Passes', 'zh-hans': 'Adventure Park Passes' },
    home: '/company/demo-passes/home',
    lang: 'zh-hans',
  },
];

async function adminToken(request: APIRequestContext): Promise<string> {
  const login = await request.post('/account/signIn', {
    data: { userName: 'admin@example.com', password: 'Admin1234!', shop: 'demo-cafe' },
  });
  return ((await login.json()) as { result: { userId: string } }).result.userId;
}
/** The admin call of issue 15: changes a venue's stored configuration (takes effect on the next load). */
async function configure(request: APIRequestContext, shop: string, change: Record<string, unknown>) {
  const r = await request.post('/pro/lot/config/update', {
    data: { shop, ...change },
    headers: { authorization: `Bearer ${await adminToken(request)}` },
  });
  expect(r.status(), await r.text()).toBe(200);
}

async function notOffered(page: Page, lang: Lang, name: string) {
  await expect(page.getByRole('heading', { level: 1, name: T[lang].title })).toBeVisible();
  await expect(page).toHaveTitle(T[lang].title);
  return page.getByRole('link', { name: T[lang].home(name) });
}

test.describe('configuration decides which screens exist', () => {
  for (const v of NOT_OFFERED) {
    test(`${v.shop}: ${v.path} is not offered (${v.lang}); its link opens ${v.home}`, async ({ page }) => {
      const problems = watchProblems(page);
      await freshStorage(page, v.lang);
      await page.goto(v.path);
      const home = await notOffered(page, v.lang, v.name[v.lang]);
      // Nothing of the family's own screen or navigation is drawn.
      await expect(page.getByRole('navigation')).toHaveCount(0);
      if (v.shop === 'demo-cafe') expect(await seriousAxeViolations(page)).toEqual([]);
      await home.click();
      await expect(page).toHaveURL(v.home);
      await expect(page.getByRole('heading', { level: 1, name: T[v.lang].title })).toHaveCount(0);
      expect(problems).toEqual([]);
    });
  }

  test('demo-cafe in kiosk mode: its plain links open the kiosk start; back in online mode, the shop', async ({
    page,
    request,
  }) => {
    const problems = watchProblems(page);
    await freshStorage(page, 'zh-hans');
    try {
      await configure(request, 'demo-cafe', { settings: { kioskMode: 1 } });
      await page.goto('/demo-cafe');
      await expect(page).toHaveURL('/self/demo-cafe/kiosk');
      // The kiosk's first step (demo-cafe's kiosk opens on its menu) is drawn, and like every kiosk visit it
      // is in the venue's own language (English here), whatever a phone customer of this browser chose.
      await expect(
        page.getByRole('main', { name: 'Self-service kiosk' }).getByRole('heading', { level: 1, name: 'Menu' }),
      ).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', /^en/);
      // The kiosk's language is its visit's own: the phone customer's stored choice (Chinese) stays.
      expect(await page.evaluate(() => localStorage.getItem('venue_lang'))).toContain('zh-hans');
      await page.goto('/shop/demo-cafe');
      await expect(page).toHaveURL('/self/demo-cafe/kiosk');
      await expect(
        page.getByRole('main', { name: 'Self-service kiosk' }).getByRole('heading', { level: 1, name: 'Menu' }),
      ).toBeVisible();
      // The shop family is no longer offered: its pages say so (in the phone customer's Chinese) and link to
      // the kiosk start.
      await page.goto('/shop/demo-cafe/home');
      await (await notOffered(page, 'zh-hans', 'Harbour Cafe')).click();
      await expect(page).toHaveURL('/self/demo-cafe/kiosk');
      // The kiosk starts again in English.
      await expect(
        page.getByRole('main', { name: 'Self-service kiosk' }).getByRole('heading', { level: 1, name: 'Menu' }),
      ).toBeVisible();
    } finally {
      await configure(request, 'demo-cafe', { settings: { kioskMode: 0 } });
    }
    // Back in online mode, the shop is in the phone customer's Chinese.
    await page.goto('/shop/demo-cafe');
    await expect(page).toHaveURL('/shop/demo-cafe/home');
    await expect(page.locator('html')).toHaveAttribute('lang', /^zh/);
    await expect(page.getByRole('heading', { level: 1, name: T['zh-hans'].title })).toHaveCount(0);
    // A table QR holding the plain link keeps its table number (table service opens the session).
    await page.goto('/demo-cafe?tn=5');
    await expect(page).toHaveURL(/\/shop\/demo-cafe\/home\?tn=5/);
    expect(problems).toEqual([]);
  });

  test('a venue closed by its trading hours shows the closed notice on its first page, before any cart', async ({
    page,
    request,
  }) => {
    const always = Object.fromEntries(
      ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'].map((d) => [d, [['00:00', '24:00']]]),
    );
    await freshStorage(page, 'en-gb');
    try {
      await configure(request, 'demo-store', {
        hours: { tz: 'Australia/Brisbane', week: {}, closedMessage: 'Closed for stocktake today' },
      });
      await page.goto('/shop/demo-store/home');
      await expect(page.getByRole('status').filter({ hasText: 'Closed for stocktake today' })).toBeVisible();
      expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.includes('cart')))).toEqual([]);
      await configure(request, 'demo-store', { hours: { tz: 'Australia/Brisbane', week: always, closedDates: [] } });
      await page.reload();
      await expect(page.getByRole('heading', { name: 'Popular' })).toBeVisible();
      await expect(page.getByText('Closed for stocktake today')).toHaveCount(0);
      // A licence turned off: the closed notice of spec 8 (no server message).
      await configure(request, 'demo-store', { licence: { status: 0 } });
      await page.reload();
      await expect(page.getByRole('status').filter({ hasText: T['en-gb'].closed })).toBeVisible();
    } finally {
      await configure(request, 'demo-store', {
        hours: { tz: 'Australia/Brisbane', week: always, closedDates: [] },
        licence: { status: 1 },
      });
    }
  });

  test('tracking: nothing loads without a gtmCode; with one, the tag manager loads after the first paint, allowed by the CSP', async ({
    page,
    request,
  }) => {
    const problems = watchProblems(page);
    const asked: string[] = [];
    // No real network: the tag manager's host answers from here.
    await page.route('https://www.googletagmanager.com/**', (route) => {
      asked.push(route.request().url());
      return route.fulfill({ contentType: 'text/javascript', body: 'window.__gtmRanAt = performance.now();' });
    });
    await freshStorage(page, 'en-gb');
    await page.goto('/shop/demo-store/home');
    await expect(page.getByRole('heading', { name: 'Popular' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(asked).toEqual([]);
    expect(await page.evaluate(() => 'dataLayer' in window)).toBe(false);
    try {
      await configure(request, 'demo-store', { licence: { gtmCode: 'GTM-TEST123' } });
      await page.reload();
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { __gtmRanAt?: number }).__gtmRanAt ?? 0))
        .toBeGreaterThan(0);
      expect(asked).toEqual(['https://www.googletagmanager.com/gtm.js?id=GTM-TEST123']);
      const { ranAt, paint, layer } = await page.evaluate(() => ({
        ranAt: (window as unknown as { __gtmRanAt: number }).__gtmRanAt,
        paint: performance.getEntriesByType('paint').find((e) => e.name === 'first-paint')?.startTime ?? Infinity,
        layer: (window as unknown as { dataLayer: { event: string; page_path?: string }[] }).dataLayer.map((e) =>
          `${e.event} ${e.page_path ?? ''}`.trim(),
        ),
      }));
      expect(ranAt).toBeGreaterThan(paint);
      expect(layer).toEqual(['gtm.js', 'page_view /shop/demo-store/home']);
    } finally {
      await configure(request, 'demo-store', { licence: { gtmCode: '' } });
    }
    expect(problems).toEqual([]);
  });
});
