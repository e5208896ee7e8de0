// Customers on the phone (issue 33, second part), 390x844 touch, both languages: true order states
// (a declined card order says so and what to do, never "Placed · Unpaid"), an order opens its
// detail (venue, items with options, address, time, payment), order placed shows the items and the
// wanted time, checkout choices survive a reload, and the general routes /redirect/..., /aboutus and
// /contactus resolve their venue. axe 0 serious/critical on every screen touched.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { seriousAxeViolations } from './support';
import { addBurger, cartToCheckout, start, T as O, type Lang } from './ordering-helpers';

const SHOTS = 'test-results/screenshots';
const W = {
  'en-gb': {
    myOrders: 'My orders',
    declined: 'Payment declined',
    orderAgain: 'Order again',
    details: 'Details',
    venue: 'Harbour Cafe',
    asap: 'As soon as possible',
    about: 'About us',
    contact: 'Contact us',
    home: 'Back to home',
    sandbox: { card: 'Card number', expiry: 'Expiry (MM/YY)', cvc: 'CVC', pay: 'Pay' },
    failed: 'Payment failed',
    notes: 'Order notes',
  },
  'zh-hans': {
    myOrders: '我的订单',
    declined: '付款被拒',
    orderAgain: '重新下单',
    details: '详情',
    venue: 'Harbour Cafe',
    asap: '尽快',
    about: '关于我们',
    contact: '联系我们',
    home: '返回首页',
    sandbox: { card: '卡号', expiry: '有效期 (MM/YY)', cvc: '安全码', pay: '支付' },
    failed: '付款失败',
    notes: '订单备注',
  },
} as const;

/** A line's options read in this language: the medium/bacon/meal choices of addBurger, none in the other. */
async function expectOptions(where: Locator, lang: Lang, all = true) {
  const other = lang === 'en-gb' ? 'zh-hans' : 'en-gb';
  const text = (await where.innerText()).trim();
  if (all) {
    expect(text).toMatch(O[lang].bacon);
    expect(text).toMatch(O[lang].meal);
  }
  expect(text).not.toMatch(O[other].bacon);
  expect(text).not.toMatch(O[other].meal);
}

async function phone(page: Page) {
  await page.setViewportSize({ width: 390, height: 844 });
}

async function signIn(page: Page, lang: Lang) {
  await page.getByTestId('account-link').click();
  await page.getByLabel(O[lang].user).fill('0400000001');
  await page.getByLabel(O[lang].password).fill('Demo1234!');
  await page.getByRole('button', { name: O[lang].signIn, exact: true }).click();
  await expect(page).toHaveURL(/\/shop\/demo-cafe\/home$/);
}

for (const lang of ['en-gb', 'zh-hans'] as Lang[]) {
  const w = W[lang];

  test(`phone states (${lang}): a declined card order says so in My orders and opens its detail`, async ({ page }) => {
    test.setTimeout(180_000);
    await phone(page);
    await start(page, lang, '/shop/demo-cafe/home');
    await signIn(page, lang);
    await addBurger(page, lang);
    await cartToCheckout(page, lang);
    await page.getByRole('radio', { name: O[lang].card }).check();
    await page.getByRole('checkbox', { name: O[lang].terms }).check();
    await page.getByRole('button', { name: O[lang].place }).click();
    await expect(page).toHaveURL(/\/sandbox\/pay\/txn_/, { timeout: 20_000 });
    await page.getByLabel(w.sandbox.card).fill('4000 0000 0000 0002');
    await page.getByLabel(w.sandbox.expiry).fill('12/39');
    await page.getByLabel(w.sandbox.cvc).fill('123');
    await page.getByRole('button', { name: w.sandbox.pay, exact: true }).click();
    await expect(page.getByRole('heading', { name: w.failed })).toBeVisible({ timeout: 20_000 });
    await page.goto('/shop/demo-cafe/myorders');
    const mine = page.getByTestId('my-order').first();
    await expect(mine.getByText(w.declined, { exact: true })).toBeVisible();
    await expect(mine.getByText(O[lang].placed, { exact: true })).toHaveCount(0);
    await expect(mine.getByText(w.venue, { exact: true }).first()).toBeVisible();
    await expect(mine.getByTestId('my-order-items')).toContainText(O[lang].burger);
    await expect(mine.getByRole('link', { name: w.orderAgain })).toBeVisible();
    // The detail: one tap.
    await mine.locator('summary', { hasText: w.details }).click();
    const detail = mine.getByTestId('order-detail');
    await expect(detail.getByRole('listitem').first()).toContainText(O[lang].burger);
    // Option names in the customer's language (the order keeps both catalogue names), never the other one.
    await expectOptions(detail, lang);
    await expectOptions(mine.getByTestId('my-order-items'), lang, false);
    await page.screenshot({ path: `${SHOTS}/phone-myorders-declined-${lang}.png`, fullPage: true });
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  test(`phone states (${lang}): choices survive a reload; order placed shows the items and the time`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await phone(page);
    await start(page, lang, '/shop/demo-cafe/home');
    await addBurger(page, lang);
    await page.getByRole('link', { name: O[lang].viewCart }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expectOptions(page.locator('main'), lang);
    await page.getByRole('link', { name: O[lang].checkout }).click();
    await expect(page.getByRole('button', { name: O[lang].place })).toBeVisible();
    await expectOptions(page.locator('main'), lang, false); // the summary lists items without their options
    await page.getByRole('radio', { name: O[lang].cash }).check();
    await page.getByLabel(w.notes).fill('Window seat');
    await page.getByRole('checkbox', { name: O[lang].terms }).check();
    await page.reload();
    await expect(page.getByRole('radio', { name: O[lang].cash })).toBeChecked({ timeout: 30_000 });
    await expect(page.getByLabel(w.notes)).toHaveValue('Window seat');
    await expect(page.getByRole('checkbox', { name: O[lang].terms })).toBeChecked();
    await page.getByRole('button', { name: O[lang].place }).click();
    await expect(page.getByRole('heading', { name: O[lang].placed })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('order-lines')).toContainText(O[lang].burger);
    await expectOptions(page.getByTestId('order-lines'), lang);
    await expect(page.getByTestId('order-time')).toHaveText(w.asap);
    await page.screenshot({ path: `${SHOTS}/phone-orderplaced-${lang}.png`, fullPage: true });
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  test(`phone states (${lang}): /redirect/..., /aboutus and /contactus resolve their venue`, async ({ page }) => {
    test.setTimeout(120_000);
    await phone(page);
    await start(page, lang, '/redirect/shop/demo-cafe/home');
    await expect(page).toHaveURL(/\/shop\/demo-cafe\/home$/);
    await expect(page.getByRole('navigation', { name: O[lang].categories })).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('header')).toContainText(/Harbour Cafe|海港咖啡馆/);
    for (const [path, heading] of [
      ['/aboutus', w.about],
      ['/contactus', w.contact],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.locator('main')).toContainText(/\S/);
      await page.screenshot({ path: `${SHOTS}/phone-${path.slice(1)}-${lang}.png`, fullPage: true });
      expect(await seriousAxeViolations(page), path).toEqual([]);
    }
    // An empty order placed in a booking family (it has no menu) leads to the family's home, not a 404.
    for (const f of ['reservation/demo-cafe', 'massage/demo-massage', 'partyroom/demo-partyroom', 'ktv/demo-ktv']) {
      await page.goto(`/${f}/orderplaced`);
      await page.getByRole('main').getByRole('link', { name: w.home }).click();
      await expect(page).toHaveURL(new RegExp(`/${f}/ticket/all/home$`));
    }
  });
}
