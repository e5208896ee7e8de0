// Ordering end to end against the real reference server: a guest browses the menu, customises a
// burger (options, a meal extra), adds it to the cart, checks out with cash and sees the order
// placed with a number — in English and in Chinese. A reload during checkout keeps the cart; a
// double click on the order button places one order. Screenshots go to test-results/screenshots/.
import { expect, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { seriousAxeViolations, shownTextKeys, watchProblems, freshStorage } from './support';

const SHOTS = 'test-results/screenshots';
mkdirSync(SHOTS, { recursive: true });

const T = {
  'en-gb': {
    burgers: 'Burgers',
    burger: 'Classic beef burger',
    medium: 'Medium',
    bacon: /Bacon/,
    meal: /Make it a meal/,
    add: /Add to cart/,
    viewCart: 'View cart',
    checkout: 'Go to checkout',
    cash: /Cash \/ pay in store/,
    terms: /I accept/,
    place: /Place order/,
    placed: 'Order placed',
    doneness: 'Required: choose 1',
  },
  'zh-hans': {
    burgers: '汉堡',
    burger: '经典牛肉汉堡',
    medium: '五分熟',
    bacon: /培根/,
    meal: /升级套餐/,
    add: /加入购物车/,
    viewCart: '查看购物车',
    checkout: '去结账',
    cash: /现金 \/ 到店付款/,
    terms: /我接受/,
    place: /提交订单/,
    placed: '下单成功',
    doneness: '必选：选择 1 项',
  },
} as const;

const watch = watchProblems;

async function start(page: Page, lang: 'en-gb' | 'zh-hans') {
  await freshStorage(page, lang);
  await page.goto('/shop/demo-cafe/home');
}

async function addBurger(page: Page, lang: 'en-gb' | 'zh-hans', shots: boolean) {
  const t = T[lang];
  await page
    .getByRole('navigation', { name: lang === 'en-gb' ? 'Menu categories' : '菜单分类' })
    .getByRole('link', { name: t.burgers })
    .click();
  await expect(page).toHaveURL(/\/category\/burgers$/);
  const card = page.getByRole('link', { name: new RegExp(t.burger) });
  await expect(card).toBeVisible();
  await expect(page.getByRole('img', { name: t.burger })).toBeVisible();
  if (shots) await page.screenshot({ path: `${SHOTS}/ordering-category-${lang}.png`, fullPage: true });
  await card.click();
  await expect(page.getByRole('heading', { level: 1, name: t.burger })).toBeVisible();
  // The required group is enforced before anything is added.
  await page.getByRole('button', { name: t.add }).click();
  await expect(page.getByRole('alert').first()).toBeVisible();
  await expect(page.getByText(t.doneness)).toBeVisible();
  await page.getByRole('radio', { name: t.medium, exact: true }).check();
  await page.getByRole('checkbox', { name: t.bacon }).check();
  await page.getByRole('checkbox', { name: t.meal }).check();
  if (shots) await page.screenshot({ path: `${SHOTS}/ordering-product-${lang}.png`, fullPage: true });
  expect(await shownTextKeys(page)).toEqual([]);
  await page.getByRole('button', { name: t.add }).click();
  await expect(page.getByRole('link', { name: t.viewCart })).toBeVisible();
}

async function toCheckout(page: Page, lang: 'en-gb' | 'zh-hans', shots: boolean) {
  const t = T[lang];
  await page.getByRole('link', { name: t.viewCart }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByText(t.burger, { exact: true })).toBeVisible();
  if (shots) await page.screenshot({ path: `${SHOTS}/ordering-cart-${lang}.png`, fullPage: true });
  // The cart's and checkout's texts are a deferred namespace ('orders'): words, never keys.
  expect(await shownTextKeys(page)).toEqual([]);
  await page.getByRole('link', { name: t.checkout }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('button', { name: t.place })).toBeVisible();
  expect(await shownTextKeys(page)).toEqual([]);
}

async function placeCash(page: Page, lang: 'en-gb' | 'zh-hans', shots: boolean) {
  const t = T[lang];
  await page.getByRole('radio', { name: t.cash }).check();
  await page.getByRole('checkbox', { name: t.terms }).check();
  if (shots) await page.screenshot({ path: `${SHOTS}/ordering-checkout-${lang}.png`, fullPage: true });
  await page.getByRole('button', { name: t.place }).click();
  await expect(page).toHaveURL(/\/orderplaced\?txn=txn_/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: t.placed })).toBeVisible();
  await expect(page.getByTestId('order-number')).toHaveText(/^A\d{3,}$/);
  if (shots) await page.screenshot({ path: `${SHOTS}/ordering-placed-${lang}.png`, fullPage: true });
  expect(await shownTextKeys(page)).toEqual([]);
}

for (const lang of ['en-gb', 'zh-hans'] as const) {
  test(`guest orders a customised burger with cash (${lang})`, async ({ page }) => {
    const problems = watch(page);
    await start(page, lang);
    await expect(page.getByRole('link', { name: new RegExp(T[lang].burger) })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/ordering-home-${lang}.png`, fullPage: true });
    if (lang === 'en-gb') {
      await page.getByRole('searchbox', { name: 'Search the menu' }).fill('latte');
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await expect(page).toHaveURL(/\/search\?q=latte$/);
      await expect(page.getByRole('link', { name: /Iced latte/ })).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/ordering-search-${lang}.png`, fullPage: true });
      await page.goto('/shop/demo-cafe/category');
      await expect(page.getByRole('link', { name: 'Burgers' })).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/ordering-categories-${lang}.png`, fullPage: true });
      await page.goto('/shop/demo-cafe/home');
    }
    await addBurger(page, lang, true);
    await toCheckout(page, lang, true);
    await placeCash(page, lang, true);
    expect(problems).toEqual([]);
  });
}

test('a reload in the middle of checkout keeps the cart', async ({ page }) => {
  await start(page, 'en-gb');
  await addBurger(page, 'en-gb', false);
  await toCheckout(page, 'en-gb', false);
  await page.reload();
  await expect(page.getByRole('button', { name: T['en-gb'].place })).toBeVisible();
  await expect(page.getByText(/1 × Classic beef burger/)).toBeVisible();
  await placeCash(page, 'en-gb', false);
});

test('a double click on the order button creates one order', async ({ page, request }) => {
  await start(page, 'en-gb');
  await addBurger(page, 'en-gb', false);
  await toCheckout(page, 'en-gb', false);
  const answers: Promise<string>[] = [];
  page.on('response', (r) => {
    if (r.url().includes('/api/shop/order/add/v2')) {
      answers.push(
        r.json().then(
          (b) => String((b as { result?: { transactionId?: string } }).result?.transactionId),
          () => '?',
        ),
      );
    }
  });
  await page.getByRole('radio', { name: T['en-gb'].cash }).check();
  await page.getByRole('checkbox', { name: T['en-gb'].terms }).check();
  await page.getByRole('button', { name: T['en-gb'].place }).dblclick();
  await expect(page).toHaveURL(/\/orderplaced\?txn=txn_/, { timeout: 20_000 });
  const txn = new URL(page.url()).searchParams.get('txn')!;
  const placed = await Promise.all(answers);
  expect(placed.length).toBeGreaterThanOrEqual(1);
  expect(new Set(placed)).toEqual(new Set([txn]));
  const tracked = await request.post('/pro/api/pos/orderTracking', { data: { transactionIds: [txn] } });
  const body = (await tracked.json()) as { result: { transactionId: string; status: string }[] };
  expect(body.result).toHaveLength(1);
  expect(body.result[0].status).toBe('placed');
});

async function payByCard(page: Page, card: string | null) {
  await page.getByRole('radio', { name: /Credit card/ }).check();
  await page.getByRole('checkbox', { name: T['en-gb'].terms }).check();
  await page.getByRole('button', { name: T['en-gb'].place }).click();
  await expect(page).toHaveURL(/\/sandbox\/pay\/txn_/, { timeout: 20_000 });
  if (card === null) {
    await page.getByRole('button', { name: 'Cancel' }).click();
    return;
  }
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel('Expiry (MM/YY)').fill('12/39');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
}

test('card payment approved on the provider page: back to the app, order placed and paid', async ({ page }) => {
  await start(page, 'en-gb');
  await addBurger(page, 'en-gb', false);
  await toCheckout(page, 'en-gb', false);
  await payByCard(page, '4242 4242 4242 4242');
  await expect(page).toHaveURL(/\/shop\/demo-cafe\/orderplaced\?txn=txn_/, { timeout: 20_000 });
  await expect(page.getByText('Paid', { exact: true })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/ordering-paid-en-gb.png`, fullPage: true });
  await page.goto('/shop/demo-cafe/cart');
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
});

test('card payment declined: payment failed with a retry; cancelled: back to checkout with the cart', async ({
  page,
}) => {
  await start(page, 'en-gb');
  await addBurger(page, 'en-gb', false);
  await toCheckout(page, 'en-gb', false);
  await payByCard(page, '4000 0000 0000 0002');
  await expect(page.getByRole('heading', { name: 'Payment failed' })).toBeVisible({ timeout: 20_000 });
  await page.screenshot({ path: `${SHOTS}/ordering-declined-en-gb.png`, fullPage: true });
  await page.getByRole('link', { name: 'Try again' }).click();
  await expect(page).toHaveURL(/\/shop\/demo-cafe\/checkout$/);
  // The customer's choices before the provider page: a promo code and notes.
  await page.getByLabel('Promo code').fill('WELCOME10');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Promo code applied')).toBeVisible();
  await page.getByLabel('Order notes').fill('Window seat please');
  const total = '$27.41'; // $30.00 less 10 %, plus the card's 1.5 % surcharge
  await expect(page.getByTestId('checkout-total')).toHaveText(total);
  await payByCard(page, null);
  await expect(page).toHaveURL(/\/shop\/demo-cafe\/checkout$/, { timeout: 20_000 });
  await expect(page.getByText(/1 × Classic beef burger/)).toBeVisible();
  // Back from a cancelled payment, nothing the customer chose is lost.
  await expect(page.getByRole('radio', { name: /Credit card/ })).toBeChecked();
  await expect(page.getByLabel('Promo code')).toHaveValue('WELCOME10');
  await expect(page.getByText('Promo code applied')).toBeVisible();
  await expect(page.getByLabel('Order notes')).toHaveValue('Window seat please');
  await expect(page.getByTestId('checkout-total')).toHaveText(total);
  await page.screenshot({ path: `${SHOTS}/ordering-cancelled-en-gb.png`, fullPage: true });
  // And the same choices pay: approved this time, the order is placed.
  await payByCard(page, '4242 4242 4242 4242');
  await expect(page).toHaveURL(/\/shop\/demo-cafe\/orderplaced\?txn=txn_/, { timeout: 20_000 });
  await expect(page.getByText('Paid', { exact: true })).toBeVisible();
});

test('Chinese: a cancelled card payment comes back to checkout with the method, promo code and notes kept', async ({
  page,
}) => {
  await start(page, 'zh-hans');
  await addBurger(page, 'zh-hans', false);
  await toCheckout(page, 'zh-hans', false);
  await page.getByRole('radio', { name: /信用卡/ }).check();
  await page.getByLabel('优惠码').fill('WELCOME10');
  await page.getByRole('button', { name: '使用', exact: true }).click();
  await expect(page.getByText('优惠码已使用')).toBeVisible();
  await page.getByLabel('订单备注').fill('靠窗座位');
  const total = (await page.getByTestId('checkout-total').innerText()).trim();
  await page.getByRole('checkbox', { name: T['zh-hans'].terms }).check();
  await page.getByRole('button', { name: T['zh-hans'].place }).click();
  await expect(page).toHaveURL(/\/sandbox\/pay\/txn_/, { timeout: 20_000 });
  await page.getByRole('button', { name: '取消' }).click();
  await expect(page).toHaveURL(/\/shop\/demo-cafe\/checkout$/, { timeout: 20_000 });
  await expect(page.getByRole('radio', { name: /信用卡/ })).toBeChecked();
  await expect(page.getByLabel('优惠码')).toHaveValue('WELCOME10');
  await expect(page.getByText('优惠码已使用')).toBeVisible();
  await expect(page.getByLabel('订单备注')).toHaveValue('靠窗座位');
  await expect(page.getByTestId('checkout-total')).toHaveText(total);
  await page.screenshot({ path: `${SHOTS}/ordering-cancelled-zh-hans.png`, fullPage: true });
});

test('a promo code is checked by the venue and the order is placed at its total', async ({ page }) => {
  await start(page, 'en-gb');
  await addBurger(page, 'en-gb', false);
  await toCheckout(page, 'en-gb', false);
  await page.getByRole('radio', { name: T['en-gb'].cash }).check();
  await page.getByLabel('Promo code').fill('NOPE');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.locator('#co-promo-msg')).toBeVisible();
  await page.getByLabel('Promo code').fill('WELCOME10');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Promo code applied')).toBeVisible();
  await expect(page.getByTestId('checkout-total')).toHaveText('$27.00');
  await page.screenshot({ path: `${SHOTS}/ordering-promo-en-gb.png`, fullPage: true });
  await page.getByRole('checkbox', { name: T['en-gb'].terms }).check();
  await page.getByRole('button', { name: /Place order · \$27\.00/ }).click();
  await expect(page).toHaveURL(/\/orderplaced\?txn=txn_/, { timeout: 20_000 });
  await expect(page.getByTestId('order-total')).toHaveText('$27.00');
});

test('mobile family, narrow screen, night theme: menu and product', async ({ page }) => {
  const problems = watch(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await freshStorage(page, 'en-gb', { venue_theme: 'night' });
  await page.goto('/mobile/demo-cafe/category/burgers');
  await expect(page.getByRole('link', { name: /Classic beef burger/ })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/ordering-mobile-category-night.png`, fullPage: true });
  await page.getByRole('link', { name: /Classic beef burger/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Classic beef burger' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/ordering-mobile-product-night.png`, fullPage: true });
  expect(problems).toEqual([]);
});

test('no serious accessibility violations (axe-core) on the menu, product, cart and checkout', async ({ page }) => {
  const check = async (what: string) => {
    expect(await seriousAxeViolations(page), what).toEqual([]);
  };
  await start(page, 'en-gb');
  await expect(page.getByRole('link', { name: /Classic beef burger/ })).toBeVisible();
  await check('home');
  await addBurger(page, 'en-gb', false);
  await check('product');
  await toCheckout(page, 'en-gb', false);
  await check('checkout');
  await page.goto('/shop/demo-cafe/cart');
  await expect(page.getByRole('link', { name: 'Go to checkout' })).toBeVisible();
  await check('cart');
});

test('delivery needs an address and a zone, then the venue adds its delivery fee', async ({ page }) => {
  await start(page, 'en-gb');
  await addBurger(page, 'en-gb', false);
  await toCheckout(page, 'en-gb', false);
  await page.getByRole('radio', { name: 'Delivery' }).check();
  await page.getByRole('radio', { name: T['en-gb'].cash }).check();
  await page.getByRole('checkbox', { name: T['en-gb'].terms }).check();
  await page.getByRole('button', { name: T['en-gb'].place }).click();
  await expect(page.getByText('Please enter a delivery address')).toBeVisible();
  await expect(page.getByText('Please choose a delivery zone')).toBeVisible();
  await page.getByLabel('Delivery address').fill('1 Eagle St, Brisbane');
  await page.getByLabel('Delivery zone').selectOption('4000');
  await expect(page.getByTestId('checkout-total')).toHaveText('$35.00');
  await expect(page.getByRole('button', { name: /Place order · \$35\.00/ })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/ordering-delivery-en-gb.png`, fullPage: true });
  await page.getByRole('button', { name: T['en-gb'].place }).click();
  await expect(page).toHaveURL(/\/orderplaced\?txn=txn_/, { timeout: 20_000 });
  await expect(page.getByTestId('order-total')).toHaveText('$35.00');
});
