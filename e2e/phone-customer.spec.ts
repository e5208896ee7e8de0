// Customers on the phone (issue 33), 390x844 touch, both languages: the header's way into the
// account from the cafe (sign in returns where the customer was; the account offers the wallet), the
// cafe home's table reservation, the stored-value PIN step with its field and Pay in view, and a
// geometry check over every customer family at 320, 390 and 768 px: a header of at most 12 % of the
// screen, no overlapping fields, no focused field under a sticky part; axe day and night.
import { expect, test, type Page } from '@playwright/test';
import { seriousAxeViolations, watchProblems } from './support';
import { addBurger, cartToCheckout, start, T as O, type Lang } from './ordering-helpers';

const SHOTS = 'test-results/screenshots';
const W = {
  'en-gb': {
    signIn: 'Sign in',
    account: 'Account',
    wallet: 'My wallet',
    book: 'Book a table',
    pin: 'PIN (6 digits)',
    pay: 'Pay',
    settings: 'Language and theme',
  },
  'zh-hans': {
    signIn: '登录',
    account: '我的账户',
    wallet: '我的钱包',
    book: '预订餐桌',
    pin: '密码（6 位数字）',
    pay: '付款',
    settings: '语言和主题',
  },
} as const;

const HOMES = [
  '/shop/demo-cafe/home',
  '/shop/demo-cafe/category',
  '/mobile/demo-cafe/home',
  '/reservation/demo-cafe/ticket/all/home',
  '/massage/demo-massage/ticket/all/home',
  '/partyroom/demo-partyroom/ticket/all/home',
  '/ktv/demo-ktv/ticket/all/home',
  '/ticket/demo-parking/code/all/home',
  '/company/demo-passes/home',
  '/shop/demo-cafe/login',
  '/shop/demo-cafe/signup',
];

async function phone(page: Page, width = 390) {
  await page.setViewportSize({ width, height: 844 });
}

/** Height of the sticky header (0 when none). */
const headerBottom = (page: Page) =>
  page.evaluate(() => {
    const h = document.querySelector('header');
    return h && getComputedStyle(h).position === 'sticky' ? h.getBoundingClientRect().bottom : 0;
  });

/** Pairs of visible form fields whose boxes overlap, as 'a | b'. */
const overlaps = (page: Page) =>
  page.evaluate(() => {
    const els = [...document.querySelectorAll<HTMLElement>('main input, main select, main textarea, main button')]
      .filter((e) => e.offsetParent !== null && (e as HTMLInputElement).type !== 'hidden')
      .map((e) => ({ e, r: e.getBoundingClientRect() }))
      .filter(({ r }) => r.width > 2 && r.height > 2);
    const out: string[] = [];
    const name = (e: HTMLElement) =>
      `${e.tagName.toLowerCase()}#${e.id || e.getAttribute('name') || e.textContent?.trim().slice(0, 20)}`;
    for (let i = 0; i < els.length; i++)
      for (let j = i + 1; j < els.length; j++) {
        const a = els[i].r;
        const b = els[j].r;
        const w = Math.min(a.right, b.right) - Math.max(a.left, b.left);
        const h = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
        if (w > 2 && h > 2 && !els[i].e.contains(els[j].e) && !els[j].e.contains(els[i].e))
          out.push(`${name(els[i].e)} | ${name(els[j].e)}`);
      }
    return out;
  });

/** Focuses every field of the screen in turn; the ones left under the sticky header or off screen. */
const coveredWhenFocused = (page: Page) =>
  page.evaluate(() => {
    const header = document.querySelector('header');
    const out: string[] = [];
    const fields = [...document.querySelectorAll<HTMLElement>('main input, main select, main textarea')].filter(
      (e) => e.offsetParent !== null && (e as HTMLInputElement).type !== 'hidden',
    );
    for (const f of fields) {
      window.scrollTo(0, document.documentElement.scrollHeight);
      f.focus();
      const top = header && getComputedStyle(header).position === 'sticky' ? header.getBoundingClientRect().bottom : 0;
      const r = f.getBoundingClientRect();
      if (r.top < top - 1 || r.bottom > window.innerHeight + 1) out.push(f.id || f.getAttribute('name') || f.tagName);
    }
    return out;
  });

for (const lang of ['en-gb', 'zh-hans'] as Lang[]) {
  const w = W[lang];

  test(`phone (${lang}): from /demo-cafe sign in from the header, back where you were, account then wallet`, async ({
    page,
  }) => {
    const problems = watchProblems(page);
    await phone(page);
    await start(page, lang, '/demo-cafe');
    await expect(page).toHaveURL(/\/shop\/demo-cafe\/home$/);
    expect(await headerBottom(page)).toBeLessThanOrEqual(844 * 0.12);
    await page.screenshot({ path: `${SHOTS}/phone-cafe-home-${lang}.png` });
    // Tap 1: Sign in (the header); the form; back on the cafe home.
    await page.getByTestId('account-link').click();
    await expect(page).toHaveURL(/\/shop\/demo-cafe\/login\?redirect=/);
    await page.getByLabel(O[lang].user).fill('0400000001');
    await page.getByLabel(O[lang].password).fill('Demo1234!');
    await page.getByRole('button', { name: O[lang].signIn, exact: true }).click();
    await expect(page).toHaveURL(/\/shop\/demo-cafe\/home$/);
    // Taps 2 and 3: Account, then Wallet.
    await page.getByTestId('account-link').click();
    await expect(page).toHaveURL(/\/shop\/demo-cafe\/me$/);
    await page.getByRole('main').getByRole('link', { name: w.wallet, exact: true }).click();
    await expect(page).toHaveURL(/\/shop\/demo-cafe\/mywallet$/);
    expect(problems).toEqual([]);
  });

  test(`phone (${lang}): the cafe home links to its table reservation; the settings menu holds language and theme`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await phone(page);
    await start(page, lang, '/shop/demo-cafe/home');
    const menu = page.getByRole('button', { name: w.settings });
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('header select').first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await page.getByRole('link', { name: w.book }).click();
    await expect(page).toHaveURL(/\/reservation\/demo-cafe\/ticket\/all\/home$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    for (const theme of ['default', 'night']) {
      await page.evaluate((th) => localStorage.setItem('venue_theme', th), theme);
      for (const path of ['/shop/demo-cafe/home', '/shop/demo-cafe/login', '/reservation/demo-cafe/ticket/all/home']) {
        await page.goto(path);
        await page.getByTestId('account-link').waitFor();
        expect(await seriousAxeViolations(page), `${theme} ${path}`).toEqual([]);
      }
    }
  });

  test(`phone (${lang}): paying with the stored-value card shows the PIN field and Pay below the header`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await phone(page);
    await start(page, lang, '/shop/demo-cafe/home');
    await page.getByTestId('account-link').click();
    await page.getByLabel(O[lang].user).fill('0400000001');
    await page.getByLabel(O[lang].password).fill('Demo1234!');
    await page.getByRole('button', { name: O[lang].signIn, exact: true }).click();
    await expect(page).toHaveURL(/\/shop\/demo-cafe\/home$/);
    await addBurger(page, lang);
    await cartToCheckout(page, lang);
    await page.getByRole('radio', { name: O[lang].svc }).check();
    await page.getByRole('checkbox', { name: O[lang].terms }).check();
    await page.getByRole('button', { name: O[lang].place }).click();
    const pin = page.getByLabel(w.pin);
    await expect(pin).toBeVisible();
    await page.waitForTimeout(300);
    const top = await headerBottom(page);
    const box = (await pin.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(top);
    const pay = (await page.getByRole('button', { name: w.pay, exact: true }).boundingBox())!;
    expect(pay.y + pay.height).toBeLessThanOrEqual(844);
    await page.screenshot({ path: `${SHOTS}/phone-pin-${lang}.png` });
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
}

test('phone geometry: every customer family at 320, 390 and 768 px: short header, no overlapping fields, no covered focused field', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await start(page, 'en-gb', '/shop/demo-cafe/home');
  const found: string[] = [];
  for (const width of [320, 390, 768]) {
    await phone(page, width);
    for (const path of HOMES) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(300);
      const h = await headerBottom(page);
      if (h > 844 * 0.12) found.push(`${width} ${path}: header ${h}px`);
      for (const o of await overlaps(page)) found.push(`${width} ${path}: overlap ${o}`);
      for (const c of await coveredWhenFocused(page)) found.push(`${width} ${path}: covered ${c}`);
    }
  }
  expect(found).toEqual([]);
});

for (const lang of ['en-gb', 'zh-hans'] as Lang[]) {
  test(`phone (${lang}): / in demo mode lists the demo venues and opens one`, async ({ page }) => {
    await phone(page);
    await start(page, lang, '/');
    const cafe = page.getByRole('link', { name: lang === 'en-gb' ? 'Harbour Cafe' : '海港咖啡馆' });
    await expect(cafe).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await cafe.click();
    await expect(page).toHaveURL(/\/shop\/demo-cafe\/home$/);
  });
}

test('phone (en-gb): reading the terms at checkout opens a sheet and keeps every choice', async ({ page }) => {
  test.setTimeout(120_000);
  await phone(page);
  await start(page, 'en-gb', '/shop/demo-cafe/home');
  await addBurger(page, 'en-gb');
  await cartToCheckout(page, 'en-gb');
  await page.getByRole('radio', { name: O['en-gb'].card }).check();
  await page.getByRole('button', { name: 'Read the terms and conditions' }).click();
  const sheet = page.getByRole('dialog', { name: 'Terms and conditions' });
  await expect(sheet).toBeVisible();
  await expect(page).toHaveURL(/\/checkout$/);
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  await expect(page.getByRole('radio', { name: O['en-gb'].card })).toBeChecked();
  await page.getByText('I accept the terms and conditions').click();
  await expect(page.getByRole('checkbox', { name: O['en-gb'].terms })).toBeChecked();
});
