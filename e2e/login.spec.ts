// Sign in end to end against the real reference server: a user signs in at the shop's login route
// and lands on the home page with a stored token; the server then revokes that token (the logout
// call, as another device would), and the next login-only call (my orders) shows 'Login expired'
// and goes back to the login route. Also: the empty-fields rule, and the sign-in in Chinese.
// Screenshots go to test-results/screenshots/login-*.png.
import { expect, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { watchProblems, freshStorage } from './support';

const SHOTS = 'test-results/screenshots';
mkdirSync(SHOTS, { recursive: true });

const T = {
  'en-gb': {
    user: 'Mobile or e-mail',
    password: 'Password',
    signIn: 'Sign in',
    empty: 'User name or password can not be empty',
    expired: 'Login expired',
    heading: 'Sign in',
  },
  'zh-hans': {
    user: '手机号码或电子邮箱',
    password: '密码',
    signIn: '登录',
    empty: '用户名或密码不能为空',
    expired: '登录已过期',
    heading: '登录',
  },
} as const;

const watch = watchProblems;

async function start(page: Page, lang: 'en-gb' | 'zh-hans') {
  await freshStorage(page, lang);
  await page.goto('/shop/demo-cafe/login');
  await expect(page.getByRole('heading', { level: 1, name: T[lang].heading })).toBeVisible();
}

/** Signs in through the form; returns the session token from the sign-in answer and the call's URL. */
async function signIn(page: Page, lang: 'en-gb' | 'zh-hans', shots: boolean) {
  const t = T[lang];
  await page.getByLabel(t.user).fill('0400000001');
  await page.getByLabel(t.password).fill('Demo1234!');
  if (shots) await page.screenshot({ path: `${SHOTS}/login-form-${lang}.png`, fullPage: true });
  const answer = page.waitForResponse(
    (r) => /\/account\/signIn$/.test(new URL(r.url()).pathname) && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: t.signIn, exact: true }).click();
  const res = await answer;
  const body = (await res.json()) as { result?: { userId?: string; rtn?: number } };
  expect(body.result?.rtn).toBe(1);
  const token = String(body.result?.userId ?? '');
  expect(token.length).toBeGreaterThan(10);
  await expect(page).toHaveURL(/\/shop\/demo-cafe\/home$/);
  await expect(page.getByRole('banner')).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('user-token') ?? '')).not.toBe('');
  return { token, url: res.url() };
}

test('sign in, then a revoked session shows Login expired and goes back to the login route', async ({
  page,
  request,
}) => {
  const problems = watch(page);
  await start(page, 'en-gb');
  const { token, url } = await signIn(page, 'en-gb', true);
  await page.screenshot({ path: `${SHOTS}/login-signed-in-en-gb.png`, fullPage: true });

  // A full reload keeps the session: the saved token is restored before the first role check.
  const mine = page.waitForResponse((r) => /onlinePosOrderRpt/i.test(r.url()));
  await page.goto('/shop/demo-cafe/myorders');
  expect((await mine).status()).toBe(200);
  await expect(page).toHaveURL(/\/shop\/demo-cafe\/myorders$/);

  // The server revokes the session (the logout call with the client's token).
  const out = await request.post(url.replace(/\/account\/signIn$/, '/account/logout'), {
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    data: {},
  });
  expect(out.status()).toBe(200);
  expect(((await out.json()) as { result?: { rtn?: number } }).result?.rtn).toBe(1);

  // A login-only call now answers 401: 'Login expired', then the login route.
  const rpt = page.waitForResponse((r) => /onlinePosOrderRpt/i.test(r.url()));
  await page.reload();
  expect((await rpt).status()).toBe(401);
  await expect(page.getByText(T['en-gb'].expired).first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/login-expired-en-gb.png`, fullPage: true });
  await expect(page).toHaveURL(/\/shop\/demo-cafe\/login(\?|$)/);
  await expect(page.getByRole('button', { name: T['en-gb'].signIn, exact: true })).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('user-token') ?? '')).toBe('');
  expect(problems).toEqual([]);
});

test('a page opened as the sign-in ends (its user details still on their way) arrives signed in', async ({ page }) => {
  await start(page, 'en-gb');
  // The user details answer late (a slow network): the customer opens My orders before they come,
  // and the browser cuts that read off. The sign-in went through: the next page is signed in.
  let release = () => {};
  const held = new Promise<void>((r) => (release = r));
  await page.route(/\/account\/detail$/, async (r) => {
    await held;
    await r.continue().catch(() => undefined);
  });
  const asked = page.waitForRequest(/\/account\/detail$/);
  await page.getByLabel(T['en-gb'].user).fill('0400000001');
  await page.getByLabel(T['en-gb'].password).fill('Demo1234!');
  await page.getByRole('button', { name: T['en-gb'].signIn, exact: true }).click();
  await asked;
  await expect.poll(() => page.evaluate(() => localStorage.getItem('user-token') ?? '')).not.toBe('');
  const mine = page.waitForResponse((r) => /onlinePosOrderRpt/i.test(r.url()));
  await page.goto('/shop/demo-cafe/myorders');
  release();
  expect((await mine).status()).toBe(200);
  await expect(page).toHaveURL(/\/shop\/demo-cafe\/myorders$/);
  expect(await page.evaluate(() => localStorage.getItem('user-token') ?? '')).not.toBe('');
});

test('empty fields show the login-empty rule', async ({ page }) => {
  await start(page, 'en-gb');
  await page.getByRole('button', { name: T['en-gb'].signIn, exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: T['en-gb'].empty })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/login-empty-en-gb.png`, fullPage: true });
  await expect(page).toHaveURL(/\/login$/);
});

test('sign in in Chinese', async ({ page }) => {
  const problems = watch(page);
  await start(page, 'zh-hans');
  await page.getByRole('button', { name: T['zh-hans'].signIn, exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: T['zh-hans'].empty })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/login-empty-zh-hans.png`, fullPage: true });
  await signIn(page, 'zh-hans', true);
  await page.screenshot({ path: `${SHOTS}/login-signed-in-zh-hans.png`, fullPage: true });
  expect(problems).toEqual([]);
});
