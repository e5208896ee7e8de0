// Shared steps of the ordering e2e specs (project issue 5): a fresh browser state in a language,
// the customised burger of demo-cafe (options + meal extra), cart → checkout → cash, and the API
// calls the tests use to check what the server holds (sign-in, tracking, staff status, feeCalc,
// member card, admin configuration).
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { freshStorage } from './support';

export const SHOTS = 'test-results/screenshots';
mkdirSync(SHOTS, { recursive: true });

export type Lang = 'en-gb' | 'zh-hans';

export const T = {
  'en-gb': {
    categories: 'Menu categories',
    burgers: 'Burgers',
    burger: 'Classic beef burger',
    medium: 'Medium',
    bacon: /Bacon/,
    meal: /Make it a meal/,
    add: /Add to cart/,
    viewCart: 'View cart',
    checkout: 'Go to checkout',
    cash: /Cash \/ pay in store/,
    card: /Credit card/,
    svc: /Stored-value card/,
    terms: /I accept/,
    place: /Place order/,
    placed: 'Order placed',
    added: /Classic beef burger is in your cart/,
    user: 'Mobile or e-mail',
    password: 'Password',
    signIn: 'Sign in',
    clearCart: 'Clear cart',
    clearCartTitle: 'Clear the cart?',
    cancel: 'Cancel',
    cartEmpty: 'Your cart is empty.',
  },
  'zh-hans': {
    categories: '菜单分类',
    burgers: '汉堡',
    burger: '经典牛肉汉堡',
    medium: '五分熟',
    bacon: /培根/,
    meal: /升级套餐/,
    add: /加入购物车/,
    viewCart: '查看购物车',
    checkout: '去结账',
    cash: /现金 \/ 到店付款/,
    card: /信用卡/,
    svc: /储值卡/,
    terms: /我接受/,
    place: /提交订单/,
    placed: '下单成功',
    added: /经典牛肉汉堡已在购物车中/,
    user: '手机号码或电子邮箱',
    password: '密码',
    signIn: '登录',
    clearCart: '清空购物车',
    clearCartTitle: '要清空购物车吗？',
    cancel: '取消',
    cartEmpty: '您的购物车是空的。',
  },
} as const;

/** A clean browser state (once per test) in a language, then opens `path`. */
export async function start(page: Page, lang: Lang, path: string, extra: Record<string, string> = {}) {
  await freshStorage(page, lang, extra);
  await page.goto(path);
}

/** On a product screen of the burger: required option, an add-on, the meal extra, then Add to cart. */
export async function customiseBurger(page: Page, lang: Lang) {
  const t = T[lang];
  await expect(page.getByRole('heading', { level: 1, name: t.burger })).toBeVisible();
  await page.getByRole('radio', { name: t.medium, exact: true }).check();
  await page.getByRole('checkbox', { name: t.bacon }).check();
  await page.getByRole('checkbox', { name: t.meal }).check();
  await page.getByRole('button', { name: t.add }).click();
  await expect(page.getByRole('status').filter({ hasText: t.added })).toBeVisible();
}

/** From a shop-family menu: Burgers category → the burger → customised → added. */
export async function addBurger(page: Page, lang: Lang) {
  const t = T[lang];
  await page.getByRole('navigation', { name: t.categories }).getByRole('link', { name: t.burgers }).click();
  await page.getByRole('link', { name: new RegExp(t.burger) }).click();
  await customiseBurger(page, lang);
}

/** From the product screen's 'View cart' to the checkout form. */
export async function cartToCheckout(page: Page, lang: Lang) {
  const t = T[lang];
  await page.getByRole('link', { name: t.viewCart }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByText(t.burger, { exact: true })).toBeVisible();
  await page.getByRole('link', { name: t.checkout }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('button', { name: t.place })).toBeVisible();
}

/** Cash + terms + place; returns the transaction id of the placed order. */
export async function placeCash(page: Page, lang: Lang): Promise<string> {
  const t = T[lang];
  await page.getByRole('radio', { name: t.cash }).check();
  await page.getByRole('checkbox', { name: t.terms }).check();
  await page.getByRole('button', { name: t.place }).click();
  await expect(page).toHaveURL(/\/orderplaced\?txn=txn_/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: t.placed })).toBeVisible();
  await expect(page.getByTestId('order-number')).toHaveText(/^A\d{3,}$/);
  return new URL(page.url()).searchParams.get('txn')!;
}

/** Signs in through the login form of a family (`base` like '/shop/demo-cafe'), optionally going on to `redirect`. */
export async function signInUi(
  page: Page,
  lang: Lang,
  base: string,
  redirect?: string,
  who = { user: '0400000001', password: 'Demo1234!' },
) {
  const t = T[lang];
  await page.goto(`${base}/login${redirect ? `?redirect=${encodeURIComponent(redirect)}` : ''}`);
  await page.getByLabel(t.user).fill(who.user);
  await page.getByLabel(t.password).fill(who.password);
  await page.getByRole('button', { name: t.signIn, exact: true }).click();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('user-token') ?? '')).not.toBe('');
}

// ---- API (the real server) ----

export async function apiLogin(
  request: APIRequestContext,
  userName = '0400000001',
  password = 'Demo1234!',
): Promise<string> {
  const r = await request.post('/account/signIn', { data: { userName, password, shop: 'demo-cafe' } });
  const body = (await r.json()) as { result?: { rtn?: number; userId?: string } };
  expect(body.result?.rtn, 'sign-in through the API').toBe(1);
  return String(body.result?.userId);
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export interface Tracked {
  transactionId: string;
  orderNo: string;
  status: string;
  paid: boolean;
  payment: string;
  totalCents: number;
  notes?: string;
}

export async function track(request: APIRequestContext, txn: string): Promise<Tracked> {
  const r = await request.post('/pro/api/pos/orderTracking', { data: { transactionIds: [txn] } });
  const body = (await r.json()) as { result: Tracked[] };
  expect(body.result, `order ${txn} on the server`).toHaveLength(1);
  return body.result[0];
}

export async function staffStatus(
  request: APIRequestContext,
  adminToken: string,
  txn: string,
  status: string,
  shop = 'demo-cafe',
) {
  const r = await request.post('/pro/pos/order/status', {
    headers: bearer(adminToken),
    data: { shop, transactionId: txn, status },
  });
  expect(r.status(), `staff status ${status}`).toBe(200);
  return ((await r.json()) as { result: Tracked }).result;
}

/** The stored value (cents) and points of a member card, through the member card call (CHECK). */
export async function cardValue(request: APIRequestContext, token: string, cardNum = 'M10000001') {
  const r = await request.post('/pro/acs/card/action', {
    headers: bearer(token),
    data: { action: 'CHECK', cardNum, shop: 'demo-cafe' },
  });
  const body = (await r.json()) as { result: { balanceCents: number; pointFinal: number }[] };
  return { balanceCents: body.result[0].balanceCents, points: body.result[0].pointFinal };
}

/** Admin: merges venue configuration (settings, licence, ...) — used to close a venue or turn points on. */
export async function adminConfig(
  request: APIRequestContext,
  adminToken: string,
  patch: Record<string, unknown>,
  shop = 'demo-cafe',
) {
  const r = await request.post('/pro/lot/config/update', { headers: bearer(adminToken), data: { shop, ...patch } });
  expect(((await r.json()) as { result?: { rtn?: number } }).result?.rtn, 'config update').toBe(1);
  // Venue rows are cached for 1 s on the server.
  await new Promise((res) => setTimeout(res, 1_200));
}
