// Pay-only screens end to end against the real reference server: a cash table order (placed through
// the API) is paid by card from pay/{txn}/{requestby}/table/{table} in the sandbox, then its receipt
// says paid; a paid bill says so; an unknown bill says not found; the receipt in English and
// Chinese; /redirect/ to an outside address goes home; the uploading-order screen offers 'Resend to
// Kitchen' after the test switch POST /dev/kitchen/offline made the kitchen send fail.
// Screenshots (390 px and desktop) go to test-results/screenshots/.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { seriousAxeViolations, watchProblems, freshStorage } from './support';

const SHOTS = 'test-results/screenshots';
mkdirSync(SHOTS, { recursive: true });
const CAFE = { shopKey: 'key-demo-cafe', siteId: 'site-cafe', device: 'e2e-payonly' };
const CART = {
  itemList: [
    { pluId: 'flat-white', quantity: 2, attrs: [{ attrId: 'size', optionId: 'regular', quantity: 1 }] },
    { pluId: 'banana-bread', quantity: 1 },
  ],
  orderType: 'eatin',
  tableNo: '7',
};

/** A signed call in the plain wire variant (the sign of docs/wire-format.md: SHA-256 of key|device|tm). */
async function signed(request: APIRequestContext, path: string, payload: object, nest = false) {
  const tm = Date.now();
  const sign = createHash('sha256').update(`${CAFE.shopKey}|${CAFE.device}|${tm}`).digest('hex');
  const body = { ...payload, id: CAFE.shopKey, shp: CAFE.siteId, device: CAFE.device, tm, sign };
  const res = await request.post(path, { data: nest ? { paramIn: body } : body });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as { result: Record<string, any> };
}

/** A cash order for table 7, placed through the API as the checkout does (feeCalc, then the order). */
async function cashOrder(request: APIRequestContext): Promise<{ transactionId: string; orderNo: string }> {
  const fee = await signed(request, '/api/pos/feeCalc', { cart: CART, payment: 'cash' });
  const key = `e2e-payonly-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const o = await signed(
    request,
    '/api/shop/order/add/v2',
    { idempotencyKey: key, cart: CART, payment: 'cash', expectedTotalCents: fee.result.totalCents },
    true,
  );
  return o.result as { transactionId: string; orderNo: string };
}

async function start(page: Page, lang: 'en-gb' | 'zh-hans' = 'en-gb') {
  await freshStorage(page, lang);
}

test('a cash table bill paid by card in the sandbox: paid, then the receipt says paid; opened again it says already paid', async ({
  page,
  request,
}) => {
  const problems = watchProblems(page);
  const o = await cashOrder(request);
  await start(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/shop/demo-cafe/pay/${o.transactionId}/anna/table/7`);
  await expect(page.getByRole('heading', { level: 1, name: 'Your bill' })).toBeVisible();
  await expect(page.getByText('Requested by anna')).toBeVisible();
  await expect(page.getByText(o.orderNo, { exact: true })).toBeVisible();
  await expect(page.getByRole('radio', { name: /Credit card/ })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/payonly-bill-390.png`, fullPage: true });
  expect(await seriousAxeViolations(page)).toEqual([]);
  // Nothing chosen: the button asks for a method first.
  await page.getByRole('button', { name: /^Pay/ }).click();
  await expect(page.getByRole('alert')).toHaveText('Choose how to pay');
  await page.getByRole('radio', { name: /Credit card/ }).check();
  const due = (
    await page
      .getByRole('radio', { name: /Credit card/ })
      .locator('xpath=..')
      .innerText()
  ).match(/\$\d+\.\d\d/)![0];
  await expect(page.getByRole('button', { name: `Pay ${due}` })).toBeVisible();
  await page.getByRole('button', { name: `Pay ${due}` }).click();
  await expect(page).toHaveURL(/\/sandbox\/pay\/txn_/, { timeout: 20_000 });
  await expect(page.getByText(due)).toBeVisible();
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill('12/39');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  // Back from the provider: the receipt of the bill, paid.
  await expect(page).toHaveURL(new RegExp(`/receipt/${o.transactionId}$`), { timeout: 20_000 });
  await expect(page.getByTestId('receipt-paid')).toHaveText('Paid');
  await expect(page.getByTestId('row-total')).toContainText(due);
  await expect(page.getByTestId('row-surcharge')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/payonly-receipt-paid-390.png`, fullPage: true });
  // The bill link again: already paid, with the receipt.
  await page.goto(`/shop/demo-cafe/pay/${o.transactionId}/anna`);
  await expect(page.getByRole('heading', { name: 'This bill is already paid.' })).toBeVisible();
  await page.getByRole('link', { name: 'View receipt' }).click();
  await expect(page.getByTestId('receipt-paid')).toHaveText('Paid');
  expect(problems).toEqual([]);
});

test('a declined card returns to the bill with a retry; /common/toPay continues the waiting payment', async ({
  page,
  request,
}) => {
  const o = await cashOrder(request);
  await start(page);
  await page.goto(`/shop/demo-cafe/pay/${o.transactionId}/anna`);
  await page.getByRole('radio', { name: /Credit card/ }).check();
  await page.getByRole('button', { name: /^Pay/ }).click();
  await expect(page).toHaveURL(/\/sandbox\/pay\/txn_/, { timeout: 20_000 });
  await page.getByLabel('Card number').fill('4000 0000 0000 0002');
  await page.getByLabel('Expiry (MM/YY)').fill('12/39');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Payment failed' })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('link', { name: 'Try again' }).click();
  await expect(page).toHaveURL(new RegExp(`/pay/${o.transactionId}/anna$`));
  await expect(page.getByRole('heading', { name: 'Your bill' })).toBeVisible();
  // The waiting payment of the session.
  await page.goto('/common/toPay');
  await expect(page.getByRole('heading', { name: 'Payment waiting' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page).toHaveURL(/\/sandbox\/pay\/txn_/, { timeout: 20_000 });
});

test('an unknown bill says not found; the receipt in English and Chinese with a print button', async ({
  page,
  request,
}) => {
  const problems = watchProblems(page);
  await start(page);
  await page.goto('/shop/demo-cafe/pay/txn_000000000000000000000000/anna');
  await expect(page.getByRole('heading', { name: 'We could not find this bill.' })).toBeVisible();
  const o = await cashOrder(request);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/receipt/${o.transactionId}`);
  await expect(page.getByRole('heading', { name: 'Receipt' })).toBeVisible();
  await expect(page.getByText('Harbour Cafe')).toBeVisible();
  await expect(page.getByTestId('receipt-order-number')).toHaveText(o.orderNo);
  await expect(page.getByTestId('receipt-paid')).toHaveText('Not paid');
  await expect(page.getByText('Flat white')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print receipt' })).toBeVisible();
  const dateEn = await page.getByTestId('receipt-date').innerText();
  expect(dateEn).toMatch(/\d{1,2} [A-Z][a-z]{2} 20\d\d/);
  await page.screenshot({ path: `${SHOTS}/payonly-receipt-desktop-en.png`, fullPage: true });
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.evaluate(() => localStorage.setItem('venue_lang', 'zh-hans'));
  await page.reload();
  await expect(page.getByRole('heading', { name: '收据' })).toBeVisible();
  await expect(page.getByTestId('receipt-paid')).toHaveText('未付款');
  await expect(page.getByRole('button', { name: '打印收据' })).toBeVisible();
  expect(await page.getByTestId('receipt-date').innerText()).toMatch(/20\d\d年/);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/payonly-receipt-390-zh.png`, fullPage: true });
  expect(problems).toEqual([]);
});

test('/redirect/ follows in-app paths only: an outside address goes home', async ({ page }) => {
  await start(page);
  await page.goto('/shop/demo-cafe/home');
  await expect(page.locator('main')).toBeVisible();
  const go = (to: string) =>
    page.evaluate((u) => {
      history.pushState({}, '', u);
      dispatchEvent(new PopStateEvent('popstate'));
    }, to);
  await go('/redirect/https:%2F%2Fevil.example%2Fsteal');
  await expect(page).toHaveURL(/\/shop\/demo-cafe\/home$/);
  await go('/redirect//evil.example');
  await expect(page).toHaveURL(/\/shop\/demo-cafe\/home$/);
  await go('/redirect/shop/demo-cafe/contactus');
  await expect(page).toHaveURL(/\/shop\/demo-cafe\/contactus$/);
  // Opened cold, with no home known: not followed, and says so.
  await page.goto('/redirect/https:%2F%2Fevil.example');
  await expect(page.getByRole('heading', { name: /does not lead to a page of this app/ })).toBeVisible();
  expect(page.url()).not.toContain('evil.example/');
});

test('uploading order: the kitchen send failed (test switch), Resend to Kitchen sends it once', async ({
  page,
  request,
}) => {
  const problems = watchProblems(page);
  const o = await cashOrder(request);
  const off = await request.post('/dev/kitchen/offline', { data: { transactionId: o.transactionId } });
  expect(off.status()).toBe(200);
  await start(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/shop/demo-cafe/order?txn=${o.transactionId}`);
  await expect(page.getByRole('heading', { name: 'Sending the order to the kitchen failed' })).toBeVisible();
  await expect(page.getByTestId('upload-order-number')).toHaveText(o.orderNo);
  await page.screenshot({ path: `${SHOTS}/payonly-kitchen-failed-390.png`, fullPage: true });
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Resend to Kitchen' }).click();
  await expect(page.getByRole('heading', { name: 'Order placed' })).toBeVisible();
  await expect(page.getByText('Your order is on its way to the kitchen.')).toBeVisible();
  const again = await request.post('/api/shop/order/kitchen/resend', { data: { transactionId: o.transactionId } });
  expect(((await again.json()) as { result: { changed: boolean } }).result.changed).toBe(false);
  // An unknown order: order failed, with a retry.
  await page.goto('/shop/demo-cafe/order?txn=txn_000000000000000000000000');
  await expect(page.getByRole('heading', { name: 'Order failed' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  // A payment terminal's result page for the (cash, unpaid) order.
  await page.goto(`/common/site/site-cafe/payment/cash/transaction/${o.transactionId}/terminal/T001/billNo/B1/result`);
  await expect(page.getByRole('heading', { name: 'Payment result' })).toBeVisible();
  await expect(page.getByText('The payment has not been received yet.')).toBeVisible();
  // The venue info page of the app family.
  await page.goto('/app/demo-cafe/info/about/home');
  await expect(page.getByRole('heading', { level: 1, name: 'About Harbour Cafe' })).toBeVisible();
  // The poster of the order.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/poster/demo-cafe/${o.transactionId}/1/tv`);
  await expect(page.getByTestId('poster-number')).toHaveText(o.orderNo);
  await page.screenshot({ path: `${SHOTS}/payonly-poster-desktop.png`, fullPage: true });
  expect(problems).toEqual([]);
});

test('single pay: an amount with no cart, paid by card in the sandbox, then its receipt', async ({ page }) => {
  const problems = watchProblems(page);
  await start(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/pay/demo-cafe/singlepay/topup/by/front-desk');
  await expect(page.getByRole('heading', { name: 'Make a payment' })).toBeVisible();
  await page.getByLabel('Amount ($)').fill('12.345');
  await page.getByLabel('Amount ($)').blur();
  await expect(page.getByText(/Enter an amount between/)).toBeVisible();
  await page.getByLabel('Amount ($)').fill('20');
  await page.getByRole('radio', { name: /Credit card/ }).check();
  await page.screenshot({ path: `${SHOTS}/payonly-singlepay-desktop.png`, fullPage: true });
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Pay $20.30' }).click();
  await expect(page).toHaveURL(/\/sandbox\/pay\/txn_/, { timeout: 20_000 });
  await expect(page.getByText('$20.30')).toBeVisible();
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill('12/39');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(/\/pay\/demo-cafe\/singlepay\/txn_[0-9a-f]+\/topup\/receipt$/, { timeout: 20_000 });
  await expect(page.getByTestId('receipt-paid')).toHaveText('Paid');
  await expect(page.getByTestId('row-total')).toContainText('$20.30');
  await expect(page.getByText('topup · requested by front-desk')).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/payonly-singlepay-receipt-390.png`, fullPage: true });
  expect(problems).toEqual([]);
});
