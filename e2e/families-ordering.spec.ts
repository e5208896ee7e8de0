// The ordering flow in the other families that show the ordering screens, against the real server:
// - mobile at 390 px: menu → product → cart (bottom tab, with the cart badge) → checkout → placed;
// - app in Chinese: both layouts (the app layout for menu/product/cart/checkout/placed, the
//   app-secondary layout for my orders with its back link);
// - merchant: the home is the product list; product → cart (side list) → checkout → placed; sign-in;
// - account: sign in, then my orders lists the order placed in another family;
// - the whole card flow in Chinese (shop family): the provider page in Chinese, approved, paid.
import { expect, test } from '@playwright/test';
import { seriousAxeViolations, watchProblems } from './support';
import { cartToCheckout, customiseBurger, placeCash, SHOTS, signInUi, start, T, track } from './ordering-helpers';

test('mobile family at 390 px: menu → product → cart (badge on the tab) → checkout → placed', async ({
  page,
  request,
}) => {
  const problems = watchProblems(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await start(page, 'en-gb', '/mobile/demo-cafe/home');
  const tabs = page.getByRole('navigation', { name: 'Tabs' });
  await expect(tabs.getByRole('link', { name: 'Cart', exact: true })).toBeVisible();
  await page.getByRole('navigation', { name: T['en-gb'].categories }).getByRole('link', { name: 'Burgers' }).click();
  await expect(page).toHaveURL(/\/mobile\/demo-cafe\/category\/burgers$/);
  await page.getByRole('link', { name: /Classic beef burger/ }).click();
  await customiseBurger(page, 'en-gb');
  await expect(tabs.getByRole('link', { name: /^Cart \(1 item\)$/ })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/families-mobile-product.png`, fullPage: true });
  await tabs.getByRole('link', { name: /^Cart \(1 item\)$/ }).click();
  await expect(page).toHaveURL(/\/mobile\/demo-cafe\/cart$/);
  await page.screenshot({ path: `${SHOTS}/families-mobile-cart.png`, fullPage: true });
  await page.getByRole('link', { name: 'Go to checkout' }).click();
  await expect(page).toHaveURL(/\/mobile\/demo-cafe\/checkout$/);
  await page.screenshot({ path: `${SHOTS}/families-mobile-checkout.png`, fullPage: true });
  const txn = await placeCash(page, 'en-gb');
  await expect(page).toHaveURL(/\/mobile\/demo-cafe\/orderplaced\?txn=/);
  await page.screenshot({ path: `${SHOTS}/families-mobile-placed.png`, fullPage: true });
  expect((await track(request, txn)).status).toBe('placed');
  await expect(tabs.getByRole('link', { name: 'Cart', exact: true })).toBeVisible();
  // Nothing wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(problems).toEqual([]);
});

test('app family in Chinese: ordering in the app layout, my orders in the app-secondary layout', async ({
  page,
  request,
}) => {
  const problems = watchProblems(page);
  const t = T['zh-hans'];
  await start(page, 'zh-hans', '/app/demo-cafe/home');
  await page.getByRole('navigation', { name: t.categories }).getByRole('link', { name: t.burgers }).click();
  await expect(page).toHaveURL(/\/app\/demo-cafe\/category\/burgers$/);
  await page.getByRole('link', { name: new RegExp(t.burger) }).click();
  await customiseBurger(page, 'zh-hans');
  await page.screenshot({ path: `${SHOTS}/families-app-product-zh-hans.png`, fullPage: true });
  await cartToCheckout(page, 'zh-hans');
  await expect(page).toHaveURL(/\/app\/demo-cafe\/checkout$/);
  await page.screenshot({ path: `${SHOTS}/families-app-checkout-zh-hans.png`, fullPage: true });
  const txn = await placeCash(page, 'zh-hans');
  await expect(page).toHaveURL(/\/app\/demo-cafe\/orderplaced\?txn=/);
  await page.screenshot({ path: `${SHOTS}/families-app-placed-zh-hans.png`, fullPage: true });
  const orderNo = (await track(request, txn)).orderNo;

  await signInUi(page, 'zh-hans', '/app/demo-cafe', '/app/demo-cafe/myorders');
  await expect(page).toHaveURL(/\/app\/demo-cafe\/myorders$/);
  await expect(page.getByTestId('my-order').filter({ hasText: orderNo })).toBeVisible();
  await expect(page.getByTestId('my-order').filter({ hasText: orderNo }).getByText('未付款')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/families-app-myorders-zh-hans.png`, fullPage: true });
  expect(await seriousAxeViolations(page)).toEqual([]);
  // The secondary layout's way back home.
  await page.getByRole('link', { name: /返回首页/ }).click();
  await expect(page).toHaveURL(/\/app\/demo-cafe\/home$/);
  expect(problems).toEqual([]);
});

test('merchant family: the home is the product list; product → cart → checkout → placed; sign-in', async ({
  page,
  request,
}) => {
  const problems = watchProblems(page);
  await start(page, 'en-gb', '/merchant/demo-cafe/home');
  const burger = page.getByRole('link', { name: /Classic beef burger/ });
  await expect(burger).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/families-merchant-home.png`, fullPage: true });
  await burger.click();
  await expect(page).toHaveURL(/\/merchant\/demo-cafe\/product\//);
  await customiseBurger(page, 'en-gb');
  const side = page.getByRole('navigation', { name: 'Main navigation' });
  await side.getByRole('link', { name: /^Cart \(1 item\)$/ }).click();
  await expect(page).toHaveURL(/\/merchant\/demo-cafe\/cart$/);
  await page.getByRole('link', { name: 'Go to checkout' }).click();
  await expect(page).toHaveURL(/\/merchant\/demo-cafe\/checkout$/);
  const txn = await placeCash(page, 'en-gb');
  await expect(page).toHaveURL(/\/merchant\/demo-cafe\/orderplaced\?txn=/);
  await page.screenshot({ path: `${SHOTS}/families-merchant-placed.png`, fullPage: true });
  expect((await track(request, txn)).payment).toBe('cash');
  await signInUi(page, 'en-gb', '/merchant/demo-cafe');
  await expect(page).toHaveURL(/\/merchant\/demo-cafe\/home$/);
  expect(problems).toEqual([]);
});

test('account family: sign in, my orders lists the order placed in the shop family', async ({ page, request }) => {
  const problems = watchProblems(page);
  await start(page, 'en-gb', '/shop/demo-cafe/product/banana-bread');
  await page.getByRole('button', { name: /Add to cart/ }).click();
  await page.getByRole('link', { name: 'View cart' }).click();
  await page.getByRole('link', { name: 'Go to checkout' }).click();
  const txn = await placeCash(page, 'en-gb');
  const { orderNo } = await track(request, txn);
  await signInUi(page, 'en-gb', '/account/demo-cafe', '/account/demo-cafe/myorders');
  await expect(page).toHaveURL(/\/account\/demo-cafe\/myorders$/);
  const mine = page.getByTestId('my-order').filter({ hasText: `Order ${orderNo}` });
  await expect(mine).toBeVisible();
  await expect(mine.getByText('Placed', { exact: true })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/families-account-myorders.png`, fullPage: true });
  expect(problems).toEqual([]);
});

test('the whole card flow in Chinese: provider page in Chinese, approved, back to the app, paid', async ({
  page,
  request,
}) => {
  const problems = watchProblems(page);
  const t = T['zh-hans'];
  await start(page, 'zh-hans', '/shop/demo-cafe/home');
  await page.getByRole('navigation', { name: t.categories }).getByRole('link', { name: t.burgers }).click();
  await page.getByRole('link', { name: new RegExp(t.burger) }).click();
  await customiseBurger(page, 'zh-hans');
  await cartToCheckout(page, 'zh-hans');
  await page.getByRole('radio', { name: t.card }).check();
  await page.getByRole('checkbox', { name: t.terms }).check();
  const total = (await page.getByTestId('checkout-total').textContent())!;
  await page.getByRole('button', { name: t.place }).click();
  await expect(page).toHaveURL(/\/sandbox\/pay\/txn_[0-9a-f]+\?lang=zh-hans$/, { timeout: 20_000 });
  const txn = /txn_[0-9a-f]+/.exec(page.url())![0];
  await expect(page.getByText(total.replace('$', '')).first()).toBeVisible();
  await page.getByLabel('卡号').fill('4242 4242 4242 4242');
  await page.getByLabel('有效期 (MM/YY)').fill('12/39');
  await page.getByLabel('安全码').fill('123');
  await page.screenshot({ path: `${SHOTS}/families-card-provider-zh-hans.png`, fullPage: true });
  await page.getByRole('button', { name: '支付', exact: true }).click();
  await expect(page).toHaveURL(/\/shop\/demo-cafe\/orderplaced\?txn=txn_/, { timeout: 20_000 });
  await expect(page.getByText('已付款', { exact: true })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/families-card-paid-zh-hans.png`, fullPage: true });
  expect(await track(request, txn)).toMatchObject({ paid: true, payment: 'dps' });
  await page.goto('/shop/demo-cafe/cart');
  await expect(page.getByText('购物车是空的。')).toBeVisible();
  expect(problems).toEqual([]);
});
