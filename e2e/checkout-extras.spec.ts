// Checkout extras end to end against the real reference server (fresh in-memory database): a pickup
// pre-ordered for tomorrow at demo-cafe is placed and stored; a time the venue now finds too early is
// blocked with the message; a gift card pays part of the order and cash the rest; a gift card pays the
// whole order (no payment page, paid); a wrong code is refused; a gift card with the sandbox card page
// cancelled is back at checkout with the cart intact and the card's value restored, and paying that
// order again takes the value once; a receipt in Chinese names items and options in Chinese. English,
// and Chinese checks. Demo gift cards: server/README.md. Screenshots go to test-results/screenshots/.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { seriousAxeViolations, watchProblems, freshStorage } from './support';

const SHOTS = 'test-results/screenshots';
mkdirSync(SHOTS, { recursive: true });

async function start(page: Page, lang: 'en-gb' | 'zh-hans' = 'en-gb') {
  await freshStorage(page, lang);
}

/** Banana bread ($8.00) × n into the cart, then the checkout. */
async function breadToCheckout(page: Page, n: number, lang: 'en-gb' | 'zh-hans' = 'en-gb') {
  await page.goto('/shop/demo-cafe/product/banana-bread');
  const add = page.getByRole('button', { name: lang === 'en-gb' ? /Add to cart/ : /加入购物车/ });
  await expect(add).toBeVisible();
  for (let i = 0; i < n; i++) {
    await add.click();
    await expect(page.getByRole('link', { name: lang === 'en-gb' ? 'View cart' : '查看购物车' })).toBeVisible();
  }
  await page.goto('/shop/demo-cafe/checkout');
  await expect(page.getByRole('button', { name: lang === 'en-gb' ? /Place order/ : /提交订单/ })).toBeVisible();
}

async function adminSettings(request: APIRequestContext, settings: Record<string, unknown>) {
  const login = await request.post('/account/signIn', {
    data: { userName: 'admin@example.com', password: 'Admin1234!', shop: 'demo-cafe' },
  });
  const token = ((await login.json()) as { result: { userId: string } }).result.userId;
  const r = await request.post('/pro/lot/config/update', {
    data: { shop: 'demo-cafe', settings },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(r.status()).toBe(200);
  await new Promise((res) => setTimeout(res, 1_200)); // venue rows are cached for 1 s
}

async function applyCard(page: Page, num: string, code: string, lang: 'en-gb' | 'zh-hans' = 'en-gb') {
  await page.getByLabel(lang === 'en-gb' ? 'Gift card number' : '礼品卡号').fill(num);
  await page.getByLabel(lang === 'en-gb' ? 'Code' : '密码', { exact: true }).fill(code);
  await page.getByRole('button', { name: lang === 'en-gb' ? 'Use gift card' : '使用礼品卡' }).click();
}

const terms = (page: Page) => page.getByRole('checkbox', { name: /I accept/ }).check();

test('a pickup pre-ordered for tomorrow is placed and stored with its time', async ({ page, request }) => {
  const problems = watchProblems(page);
  await start(page);
  await breadToCheckout(page, 1);
  // Eat-in at demo-cafe has no pre-order (settings.preOrder 0): the section appears for pickup.
  await expect(page.getByText('As soon as possible')).toHaveCount(0);
  await page.getByRole('radio', { name: 'Pick up' }).check();
  const when = page.getByRole('group', { name: 'When would you like it?' });
  await expect(when).toBeVisible();
  await expect(when.getByText(/Ready from \d{2}:\d{2}/)).toBeVisible();
  await expect(when.getByRole('radio', { name: /As soon as possible/ })).toBeChecked();
  await when.getByRole('radio', { name: 'Choose a date and time' }).check();
  const day = when.getByLabel('Date', { exact: true });
  await expect(day.locator('option').first()).toHaveText(/^Today, /);
  await day.selectOption({ index: 1 });
  await expect(day.locator('option:checked')).toHaveText(/^Tomorrow, /);
  const time = when.getByLabel('Time', { exact: true });
  await time.selectOption({ label: '10:30' });
  const chosen = Number(await time.inputValue());
  expect(new Date(chosen).getHours()).toBe(10);
  // Tomorrow's calendar date whatever the hour the test runs (10:30 tomorrow is under 12 h away after 22:30).
  const tomorrow = new Date();
  tomorrow.setDate(tomorrow.getDate() + 1);
  expect(new Date(chosen).toDateString()).toBe(tomorrow.toDateString());
  expect(chosen).toBeGreaterThan(Date.now());
  await page.getByRole('radio', { name: /Cash/ }).check();
  await terms(page);
  await page.screenshot({ path: `${SHOTS}/extras-preorder-en-gb.png`, fullPage: true });
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: /Place order/ }).click();
  await expect(page).toHaveURL(/\/orderplaced\?txn=txn_/, { timeout: 20_000 });
  const txn = new URL(page.url()).searchParams.get('txn')!;
  const cart = await request.post('/pro/pos/cart/action', {
    data: { action: 'CART', transactionId: txn, shop: 'demo-cafe' },
  });
  const bill = JSON.parse(((await cart.json()) as { result: { billInfo: string }[] }).result[0].billInfo) as {
    preorder: boolean;
    preorderTime: number;
    orderType: number;
  };
  expect(bill).toMatchObject({ preorder: true, preorderTime: chosen, orderType: 3 });
  expect(problems).toEqual([]);
});

test('a time the venue finds too early is blocked with the message and nothing is placed', async ({
  page,
  request,
}) => {
  await start(page);
  await breadToCheckout(page, 1);
  await page.getByRole('radio', { name: 'Pick up' }).check();
  const when = page.getByRole('group', { name: 'When would you like it?' });
  await when.getByRole('radio', { name: 'Choose a date and time' }).check();
  await expect(when.getByLabel('Time', { exact: true })).toBeVisible();
  // The venue now needs two hours (its page still offers times from 15 minutes).
  await adminSettings(request, { minWaitingTime: 120 });
  try {
    await page.getByRole('radio', { name: /Cash/ }).check();
    await terms(page);
    const orders: string[] = [];
    page.on('response', (r) => {
      if (r.url().includes('/api/shop/order/add/v2')) orders.push(r.url());
    });
    await page.getByRole('button', { name: /Place order/ }).click();
    await expect(when.getByRole('alert')).toHaveText(
      'That time is too soon: please choose a time at least 120 minutes from now.',
    );
    await expect(page.getByText('Please choose a time at least 120 minutes from now.', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/checkout$/);
    expect(orders).toEqual([]);
    // The section now offers times from the venue's two hours.
    await expect(when.getByText('Orders need at least 120 minutes.')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/extras-preorder-blocked-en-gb.png`, fullPage: true });
    // As soon as possible is always fine.
    await when.getByRole('radio', { name: /As soon as possible/ }).check();
    await expect(when.getByRole('alert')).toHaveCount(0);
    await page.getByRole('button', { name: /Place order/ }).click();
    await expect(page).toHaveURL(/\/orderplaced\?txn=txn_/, { timeout: 20_000 });
  } finally {
    await adminSettings(request, { minWaitingTime: 0 });
  }
});

test('a gift card pays part of the order and cash the rest; the card is then empty', async ({ page }) => {
  const problems = watchProblems(page);
  await start(page);
  await breadToCheckout(page, 2); // $16.00
  await applyCard(page, '6000 1000 0000 0001', '135790'); // $10.00
  const gift = page.getByRole('group', { name: 'Gift card' });
  await expect(gift.getByTestId('gift-card')).toContainText('6000*********001');
  await expect(gift.getByTestId('gift-used')).toHaveText('Using $10.00');
  await expect(gift.getByTestId('gift-rest')).toHaveText(
    'Gift cards pay $10.00; $6.00 is left to pay with the method below.',
  );
  await page.getByRole('radio', { name: /Cash/ }).check();
  await terms(page);
  await expect(page.getByRole('button', { name: 'Place order · $6.00' })).toBeVisible();
  await page.setViewportSize({ width: 390, height: 900 });
  await page.screenshot({ path: `${SHOTS}/extras-giftcard-part-390.png`, fullPage: true });
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Place order · $6.00' }).click();
  await expect(page).toHaveURL(/\/orderplaced\?txn=txn_/, { timeout: 20_000 });
  await expect(page.getByTestId('order-total')).toHaveText('$6.00');
  // The card gave its $10.00 with that order.
  await breadToCheckout(page, 1);
  await applyCard(page, '6000100000000001', '135790');
  await expect(page.getByRole('group', { name: 'Gift card' }).getByRole('alert')).toHaveText(
    'This gift card has no value left.',
  );
  expect(problems).toEqual([]);
});

test('a gift card covering the whole order pays it: no payment page, placed and paid', async ({ page }) => {
  await start(page);
  await breadToCheckout(page, 2);
  await page.getByRole('radio', { name: /Credit card/ }).check();
  await applyCard(page, '6000100000000002', '246801'); // $500.00
  const gift = page.getByRole('group', { name: 'Gift card' });
  await expect(gift.getByTestId('gift-used')).toHaveText('Using $16.00');
  await expect(gift.getByTestId('gift-rest')).toHaveText('Your gift cards pay the whole order ($16.00).');
  await expect(gift.getByLabel('Gift card number')).toHaveCount(0);
  await terms(page);
  await page.screenshot({ path: `${SHOTS}/extras-giftcard-all-en-gb.png`, fullPage: true });
  await page.getByRole('button', { name: 'Place order · $0.00' }).click();
  await expect(page).toHaveURL(/\/shop\/demo-cafe\/orderplaced\?txn=txn_/, { timeout: 20_000 });
  await expect(page.getByText('Paid', { exact: true })).toBeVisible();
  // Remove works: a card taken off the checkout gives nothing.
  await breadToCheckout(page, 1);
  await applyCard(page, '6000100000000002', '246801');
  await expect(page.getByRole('group', { name: 'Gift card' }).getByTestId('gift-used')).toHaveText('Using $8.00');
  await page.getByRole('button', { name: 'Remove gift card 6000*********002' }).click();
  await expect(page.getByTestId('gift-card')).toHaveCount(0);
  await expect(page.getByTestId('checkout-total')).toHaveText('$8.00');
});

test("a wrong code is refused and counts; another venue's card is refused", async ({ page }) => {
  await start(page);
  await breadToCheckout(page, 1);
  const gift = page.getByRole('group', { name: 'Gift card' });
  await applyCard(page, '6000100000000003', '000000');
  await expect(gift.getByRole('alert')).toHaveText(
    'The gift card number or code is wrong. 4 tries left before the card is locked for 15 minutes.',
  );
  await expect(gift.getByLabel('Code', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByTestId('gift-card')).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/extras-giftcard-wrong-en-gb.png`, fullPage: true });
  await applyCard(page, '6000200000000001', '102030');
  await expect(gift.getByRole('alert')).toHaveText('This gift card belongs to another venue and cannot be used here.');
});

test("Chinese: the time section and a gift card refusal in the venue's language", async ({ page }) => {
  const problems = watchProblems(page);
  await start(page, 'zh-hans');
  await breadToCheckout(page, 1, 'zh-hans');
  await page.getByRole('radio', { name: '自取' }).check();
  const when = page.getByRole('group', { name: '您希望何时取餐？' });
  await expect(when.getByText(/最早 \d{2}:\d{2} 可取/)).toBeVisible();
  await when.getByRole('radio', { name: '选择日期和时间' }).check();
  await expect(when.getByLabel('日期', { exact: true }).locator('option').first()).toHaveText(/^今天，/);
  await applyCard(page, '6000100000000005', '778899', 'zh-hans');
  await expect(page.getByRole('group', { name: '礼品卡' }).getByRole('alert')).toHaveText('此礼品卡未激活。');
  await page.screenshot({ path: `${SHOTS}/extras-zh-hans.png`, fullPage: true });
  expect(problems).toEqual([]);
});

test("gift card + card page cancelled: back at checkout with the cart intact and the card's value back; paying again takes it once", async ({
  page,
}) => {
  const problems = watchProblems(page);
  await start(page);
  await breadToCheckout(page, 2); // $16.00
  await page.getByRole('radio', { name: /Credit card/ }).check();
  await applyCard(page, '6000100000000003', '112233'); // $5.00
  const gift = page.getByRole('group', { name: 'Gift card' });
  await expect(gift.getByTestId('gift-used')).toHaveText('Using $5.00');
  await terms(page);
  const place = page.getByRole('button', { name: /^Place order · \$11\.\d\d$/ });
  await expect(place).toBeVisible();
  const label = await place.innerText();
  await place.click();
  await expect(page).toHaveURL(/\/sandbox\/pay\/txn_/, { timeout: 20_000 });
  const txn = /\/sandbox\/pay\/(txn_[0-9a-f]+)/.exec(page.url())![1];
  await page.getByRole('button', { name: 'Cancel' }).click();
  // Back at checkout: the toast, the cart as it was, the card applied again with its whole value.
  await expect(page).toHaveURL(/\/shop\/demo-cafe\/checkout$/, { timeout: 20_000 });
  await expect(page.getByText('Payment cancelled. Your cart is unchanged.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart (2 items)' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: /^1 × Toasted banana bread\s*\$8\.00$/ })).toHaveCount(2);
  await expect(gift.getByTestId('gift-card')).toContainText('6000*********003');
  await expect(gift.getByTestId('gift-used')).toHaveText('Using $5.00');
  // The venue says so too: taken off and checked again, the card has its $5.00.
  await page.getByRole('button', { name: 'Remove gift card 6000*********003' }).click();
  await expect(gift.getByTestId('gift-card')).toHaveCount(0);
  await applyCard(page, '6000100000000003', '112233');
  await expect(gift.getByTestId('gift-card')).toContainText('Balance $5.00');
  await expect(gift.getByTestId('gift-used')).toHaveText('Using $5.00');
  await page.setViewportSize({ width: 390, height: 900 });
  await page.screenshot({ path: `${SHOTS}/extras-giftcard-cancelled-390.png`, fullPage: true });
  // Paying again: the same order and amount; the card gives its value once.
  await page.getByRole('radio', { name: /Credit card/ }).check();
  await expect(page.getByRole('button', { name: label })).toBeVisible();
  if (!(await page.getByRole('checkbox', { name: /I accept/ }).isChecked())) await terms(page);
  await page.getByRole('button', { name: label }).click();
  await expect(page).toHaveURL(new RegExp(`/sandbox/pay/${txn}`), { timeout: 20_000 });
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill('12/30');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(new RegExp(`/orderplaced\\?txn=${txn}`), { timeout: 20_000 });
  await breadToCheckout(page, 1);
  await applyCard(page, '6000100000000003', '112233');
  await expect(page.getByRole('group', { name: 'Gift card' }).getByRole('alert')).toHaveText(
    'This gift card has no value left.',
  );
  expect(problems).toEqual([]);
});

test('Chinese receipt: item and option names in Chinese', async ({ page, request }) => {
  const problems = watchProblems(page);
  // A flat white (size Regular = 中杯) and a banana bread, placed through the API as the checkout does.
  const id = { shopKey: 'key-demo-cafe', siteId: 'site-cafe', device: 'e2e-extras-receipt' };
  const signed = async (path: string, payload: object, nest = false) => {
    const tm = Date.now();
    const sign = createHash('sha256').update(`${id.shopKey}|${id.device}|${tm}`).digest('hex');
    const body = { ...payload, id: id.shopKey, shp: id.siteId, device: id.device, tm, sign };
    const res = await request.post(path, { data: nest ? { paramIn: body } : body });
    expect(res.status(), await res.text()).toBe(200);
    return ((await res.json()) as { result: Record<string, any> }).result;
  };
  const cart = {
    itemList: [
      { pluId: 'flat-white', quantity: 1, attrs: [{ attrId: 'size', optionId: 'regular', quantity: 1 }] },
      { pluId: 'banana-bread', quantity: 1 },
    ],
    orderType: 'takeaway',
  };
  const fee = await signed('/api/pos/feeCalc', { cart, payment: 'cash' });
  const o = await signed(
    '/api/shop/order/add/v2',
    { idempotencyKey: `e2e-extras-${Date.now()}`, cart, payment: 'cash', expectedTotalCents: fee.totalCents },
    true,
  );
  await start(page, 'zh-hans');
  await page.goto(`/receipt/${o.transactionId}`);
  await expect(page.getByRole('heading', { name: '收据' })).toBeVisible();
  await expect(page.getByText('澳白')).toBeVisible();
  await expect(page.getByText('中杯', { exact: true })).toBeVisible();
  await expect(page.getByText('Regular')).toHaveCount(0);
  await expect(page.getByText('Flat white')).toHaveCount(0);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/extras-receipt-zh-390.png`, fullPage: true });
  expect(problems).toEqual([]);
});
