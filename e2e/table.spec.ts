// Table service end to end against the real reference server (demo-cafe: spot type 2, tables 1-20).
// The table QR link is /shop/demo-cafe/home?tn=5: the app opens a table session with the venue and
// from then on every address carries tn=5 and the same ses — browse, product, cart, checkout, order
// placed. The order is placed eat-in at table 5 (checked on the server), a reload keeps the session,
// an expired session shows the token-expired screen (English and Chinese), and an unknown table says
// so. Screenshots go to test-results/screenshots/.
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { seriousAxeViolations, watchProblems, freshStorage } from './support';
import { signInUi } from './ordering-helpers';

const SHOTS = 'test-results/screenshots';
mkdirSync(SHOTS, { recursive: true });

const EXPIRED_EN = 'Your table session has expired. Please scan the table QR again or contact staff.';
const EXPIRED_ZH = '您的桌台会话已过期。请重新扫描桌台二维码或联系服务员。';

async function fresh(page: Page, lang: 'en-gb' | 'zh-hans' = 'en-gb') {
  await freshStorage(page, lang);
}

/** Every address the page shows (full loads and in-app navigations). */
function recordUrls(page: Page): string[] {
  const urls: string[] = [];
  page.on('framenavigated', (f) => {
    if (f === page.mainFrame() && f.url() !== 'about:blank') urls.push(f.url());
  });
  return urls;
}

async function openTable(page: Page, tn: string): Promise<string> {
  await page.goto(`/shop/demo-cafe/home?tn=${tn}`);
  await expect(page).toHaveURL(new RegExp(`[?&]tn=${tn}&ses=[0-9a-f]{24}`));
  return new URL(page.url()).searchParams.get('ses')!;
}

test('a table QR link keeps tn and ses through browse, product, cart, checkout and the order placed at table 5', async ({
  page,
  request,
}) => {
  const problems = watchProblems(page);
  await fresh(page);
  const urls = recordUrls(page);
  const ses = await openTable(page, '5');
  await expect(page.getByRole('link', { name: /Classic beef burger/ })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/table-home.png`, fullPage: true });

  // Browse a category and open a product.
  await page.getByRole('navigation', { name: 'Menu categories' }).getByRole('link', { name: 'Burgers' }).click();
  await expect(page).toHaveURL(/\/shop\/demo-cafe\/category\/burgers\?tn=5&ses=/);
  await page.getByRole('link', { name: /Classic beef burger/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Classic beef burger' })).toBeVisible();
  await page.getByRole('radio', { name: 'Medium', exact: true }).check();
  await page.getByRole('button', { name: /Add to cart/ }).click();

  // Cart and checkout: eat in at table 5 is the only order type.
  await page.getByRole('link', { name: 'View cart' }).click();
  await expect(page).toHaveURL(/\/cart\?tn=5&ses=/);
  await page.getByRole('link', { name: 'Go to checkout' }).click();
  await expect(page).toHaveURL(/\/checkout\?tn=5&ses=/);
  await expect(page.getByText('Ordering for table 5 (eat in)')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Eat in' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Takeaway' })).toHaveCount(0);
  await page.getByRole('radio', { name: /Cash \/ pay in store/ }).check();
  await page.getByRole('checkbox', { name: /I accept/ }).check();
  await page.screenshot({ path: `${SHOTS}/table-checkout.png`, fullPage: true });
  await page.getByRole('button', { name: /Place order/ }).click();
  await expect(page).toHaveURL(/\/orderplaced\?txn=txn_[0-9a-f]+&tn=5&ses=/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Order placed' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/table-placed.png`, fullPage: true });
  const txn = new URL(page.url()).searchParams.get('txn')!;

  // Every address visited carried tn=5 and the same session.
  // (The first is the QR link itself, with the table only.)
  expect(urls[0]).toMatch(/\/shop\/demo-cafe\/home\?tn=5$/);
  expect(urls.length).toBeGreaterThanOrEqual(6);
  for (const u of urls.slice(1)) {
    const q = new URL(u).searchParams;
    expect(q.get('tn'), u).toBe('5');
    expect(q.get('ses'), u).toBe(ses);
  }

  // The venue has the order at table 5, eat in.
  const tracked = await request.post('/pro/api/pos/orderTracking', { data: { transactionIds: [txn] } });
  const body = (await tracked.json()) as { result: { tableNo: string; orderType: string }[] };
  expect(body.result[0]).toMatchObject({ tableNo: '5', orderType: 'eatin' });

  // A reload keeps the session (the venue confirms it), and the next link still carries it.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Order placed' })).toBeVisible();
  expect(new URL(page.url()).searchParams.get('ses')).toBe(ses);
  await page.getByRole('link', { name: 'Order more' }).click();
  await expect(page).toHaveURL(new RegExp(`/shop/demo-cafe/home\\?tn=5&ses=${ses}$`));
  expect(problems).toEqual([]);
});

test('the session survives the card payment page and comes back with tn and ses (phone width)', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await fresh(page);
  const ses = await openTable(page, '9');
  await page.goto(`/shop/demo-cafe/product/beef-burger?tn=9&ses=${ses}`);
  await page.getByRole('radio', { name: 'Medium', exact: true }).check();
  await page.getByRole('button', { name: /Add to cart/ }).click();
  await page.getByRole('link', { name: 'View cart' }).click();
  await page.getByRole('link', { name: 'Go to checkout' }).click();
  await expect(page.getByText('Ordering for table 9 (eat in)')).toBeVisible();
  await page.getByRole('radio', { name: /Credit card/ }).check();
  await page.getByRole('checkbox', { name: /I accept/ }).check();
  await page.screenshot({ path: `${SHOTS}/table-checkout-390.png` });
  await page.getByRole('button', { name: /Place order/ }).click();
  await expect(page).toHaveURL(/\/sandbox\/pay\/txn_/, { timeout: 20_000 });
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill('12/39');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/shop/demo-cafe/orderplaced\\?txn=txn_[0-9a-f]+&tn=9&ses=${ses}$`), {
    timeout: 20_000,
  });
  await expect(page.getByText('Paid', { exact: true })).toBeVisible();
});

for (const lang of ['en-gb', 'zh-hans'] as const) {
  test(`an expired table session shows the token-expired screen (${lang})`, async ({ page }) => {
    const problems = watchProblems(page);
    await page.clock.install();
    await fresh(page, lang);
    const ses = await openTable(page, '5');
    await expect(
      page.getByRole('link', { name: lang === 'en-gb' ? /Classic beef burger/ : /经典牛肉汉堡/ }),
    ).toBeVisible();
    // Three hours later (the venue's sessionExpire: 180 minutes) the session is over.
    await page.clock.fastForward('03:00:01');
    await expect(page).toHaveURL(/\/self\/demo-cafe\/tokenexpired\?reason=expired&back=%2Fshop%2Fdemo-cafe%2Fhome$/);
    await expect(page.getByRole('alert')).toHaveText(lang === 'en-gb' ? EXPIRED_EN : EXPIRED_ZH);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      lang === 'en-gb' ? 'Table session expired' : '桌台会话已过期',
    );
    await page.screenshot({ path: `${SHOTS}/table-expired-${lang}.png`, fullPage: true });
    if (lang === 'en-gb') expect(await seriousAxeViolations(page)).toEqual([]);
    // The stale session is reset: no tn/ses any more, the menu link has none.
    const saved = await page.evaluate(() => localStorage.getItem('table:demo-cafe'));
    expect(saved).toBeNull();
    await page.getByRole('link', { name: lang === 'en-gb' ? 'Back to the menu' : '返回菜单' }).click();
    await expect(page).toHaveURL(/\/shop\/demo-cafe\/home$/);
    expect(page.url()).not.toContain(ses);
    expect(problems).toEqual([]);
  });
}

test('a link with an unknown session is refused by the venue: token expired', async ({ page }) => {
  await fresh(page);
  await page.goto('/shop/demo-cafe/cart?tn=5&ses=0123456789abcdef01234567');
  await expect(page).toHaveURL(/\/self\/demo-cafe\/tokenexpired\?reason=expired/);
  await expect(page.getByRole('alert')).toHaveText(EXPIRED_EN);
});

test('a link with an unknown table number says so clearly', async ({ page }) => {
  const problems = watchProblems(page);
  await fresh(page);
  await page.goto('/shop/demo-cafe/home?tn=99');
  await expect(page).toHaveURL(/\/self\/demo-cafe\/tokenexpired\?reason=table&table=99/);
  await expect(page.getByRole('heading', { level: 1, name: 'Table not found' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText(
    'There is no table 99 here. Please scan the QR code on your table again or contact staff.',
  );
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/table-unknown-390.png`, fullPage: true });
  expect(problems).toEqual([]);
});

async function adminSettings(request: APIRequestContext, settings: Record<string, unknown>) {
  const login = await request.post('/account/signIn', {
    data: { userName: 'admin@example.com', password: 'Admin1234!' },
  });
  const token = String(((await login.json()) as { result?: { userId?: string } }).result?.userId ?? '');
  expect(token).not.toBe('');
  const r = await request.post('/pro/lot/config/update', {
    headers: { authorization: `Bearer ${token}` },
    data: { shop: 'demo-cafe', settings },
  });
  expect(((await r.json()) as { result?: { rtn?: number } }).result?.rtn).toBe(1);
}

test('the venue refuses an order whose table session expired on its clock: token-expired screen', async ({
  page,
  request,
}) => {
  // The browser's clock stands still (Date is fixed, timers run); the venue's clock runs on. An
  // administrator shortens the venue's session length to 1 minute (its least: settings are bounded by
  // the schema, issue 27) for one scan, then restores it.
  test.setTimeout(150_000);
  await fresh(page);
  await page.clock.setFixedTime(new Date());
  await adminSettings(request, { sessionExpire: 1 });
  let ses = '';
  try {
    await page.waitForTimeout(1_200); // the server caches venue rows for 1 s
    ses = await openTable(page, '6');
  } finally {
    await adminSettings(request, { sessionExpire: 180 });
  }
  expect(ses).toMatch(/^[0-9a-f]{24}$/);
  const opened = Date.now();
  await page.goto(`/shop/demo-cafe/product/beef-burger?tn=6&ses=${ses}`);
  await page.getByRole('radio', { name: 'Medium', exact: true }).check();
  await page.getByRole('button', { name: /Add to cart/ }).click();
  await page.getByRole('link', { name: 'View cart' }).click();
  await page.getByRole('link', { name: 'Go to checkout' }).click();
  await page.getByRole('radio', { name: /Cash \/ pay in store/ }).check();
  await page.getByRole('checkbox', { name: /I accept/ }).check();
  await page.waitForTimeout(Math.max(0, opened + 61_000 - Date.now()));
  const answer = page.waitForResponse((r) => r.url().includes('/api/shop/order/add/v2'));
  await page.getByRole('button', { name: /Place order/ }).click();
  const res = await answer;
  expect(res.status()).toBe(422);
  expect(((await res.json()) as { result?: { code?: string } }).result?.code).toBe('session.expired');
  await expect(page).toHaveURL(/\/self\/demo-cafe\/tokenexpired\?reason=expired/);
  await expect(page.getByRole('alert').filter({ hasText: 'scan the table QR again' }).first()).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('table:demo-cafe'))).toBeNull();
  await page.screenshot({ path: `${SHOTS}/table-refused.png` });
});

// ---- Issue 5 gaps: already ordered, staff closing a session, the uploading-order screen ----

async function addBananaBread(page: Page, tn: string, ses: string) {
  await page.goto(`/shop/demo-cafe/product/banana-bread?tn=${tn}&ses=${ses}`);
  await page.getByRole('button', { name: /Add to cart/ }).click();
  await page.getByRole('link', { name: 'View cart' }).click();
  await expect(page).toHaveURL(new RegExp(`/cart\\?tn=${tn}&ses=${ses}$`));
}

async function checkoutCash(page: Page) {
  await page.getByRole('link', { name: 'Go to checkout' }).click();
  await page.getByRole('radio', { name: /Cash \/ pay in store/ }).check();
  await page.getByRole('checkbox', { name: /I accept/ }).check();
  await page.getByRole('button', { name: /Place order/ }).click();
}

test('already ordered: the first order at table 5 shows apart in the cart and the total counts only the new item', async ({
  page,
}) => {
  const problems = watchProblems(page);
  await fresh(page);
  const urls = recordUrls(page);
  const ses = await openTable(page, '5');
  await page.goto(`/shop/demo-cafe/product/beef-burger?tn=5&ses=${ses}`);
  await page.getByRole('radio', { name: 'Medium', exact: true }).check();
  await page.getByRole('button', { name: /Add to cart/ }).click();
  await page.getByRole('link', { name: 'View cart' }).click();
  // Nothing ordered yet in this session.
  await expect(page.getByRole('heading', { name: 'Already ordered' })).toHaveCount(0);
  await checkoutCash(page);
  // Paying -> uploading order -> order placed, tn and ses kept all the way.
  await expect(page).toHaveURL(new RegExp(`/orderplaced\\?txn=txn_[0-9a-f]+&tn=5&ses=${ses}$`), { timeout: 20_000 });
  expect(
    urls.some((u) => new RegExp(`/shop/demo-cafe/order\\?txn=txn_[0-9a-f]+&then=placed&tn=5&ses=${ses}$`).test(u)),
  ).toBe(true);
  await page.getByRole('link', { name: 'Order more' }).click();
  await expect(page).toHaveURL(new RegExp(`/home\\?tn=5&ses=${ses}$`));

  await addBananaBread(page, '5', ses);
  const ordered = page.getByRole('region', { name: 'Already ordered' });
  await expect(ordered).toBeVisible();
  await expect(ordered.getByRole('listitem').first()).toContainText('1 × Classic beef burger');
  await expect(ordered).toContainText('Medium');
  await expect(ordered).toContainText('$21.50');
  await expect(ordered).toContainText('not charged again');
  // The new line only: one item, total $8.00 (the burger is not charged again).
  await expect(page.getByText('1 item', { exact: true })).toBeVisible();
  const totals = page.getByLabel('Totals');
  await expect(
    totals
      .locator('div')
      .filter({ hasText: /^Total/ })
      .last(),
  ).toHaveText(/Total\s*\$8\.00/);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/table-already-ordered-390.png`, fullPage: true });
  expect(await seriousAxeViolations(page)).toEqual([]);

  // The checkout charges the new item only, and after this order both are already ordered.
  await checkoutCash(page);
  await expect(page).toHaveURL(/\/orderplaced\?txn=/, { timeout: 20_000 });
  await expect(page.getByTestId('order-total')).toHaveText('$8.00');
  await page.goto(`/shop/demo-cafe/cart?tn=5&ses=${ses}`);
  await expect(page.getByTestId('already-ordered').locator(':scope > li')).toHaveCount(2);
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
  expect(problems).toEqual([]);
});

test('already ordered in Chinese', async ({ page }) => {
  await fresh(page, 'zh-hans');
  const ses = await openTable(page, '3');
  await page.goto(`/shop/demo-cafe/product/banana-bread?tn=3&ses=${ses}`);
  await page.getByRole('button', { name: /加入购物车/ }).click();
  await page.goto(`/shop/demo-cafe/checkout?tn=3&ses=${ses}`);
  await page.getByRole('radio', { name: /现金 \/ 到店付款/ }).check();
  await page.getByRole('checkbox', { name: /我接受/ }).check();
  await page.getByRole('button', { name: /提交订单/ }).click();
  await expect(page).toHaveURL(/\/orderplaced\?txn=/, { timeout: 20_000 });
  await page.goto(`/shop/demo-cafe/cart?tn=3&ses=${ses}`);
  const ordered = page.getByRole('region', { name: '已下单' });
  await expect(ordered).toContainText('1 × 烤香蕉面包');
  await expect(ordered).toContainText('不会重复收费');
});

async function staffPage(browser: Browser): Promise<Page> {
  const ctx = await browser.newContext();
  const staff = await ctx.newPage();
  await freshStorage(staff, 'en-gb');
  await signInUi(staff, 'en-gb', '/merchant/demo-cafe', '/merchant/demo-cafe/tables', {
    user: 'admin@example.com',
    password: 'Admin1234!',
  });
  // Staff reach the screen through the Staff navigation of the merchant layout.
  await staff.goto('/merchant/demo-cafe/home');
  await staff.getByRole('navigation', { name: 'Staff' }).getByRole('link', { name: 'Open tables' }).click();
  await expect(staff).toHaveURL(/\/merchant\/demo-cafe\/tables$/);
  await expect(staff.getByRole('heading', { level: 1, name: 'Open tables' })).toBeVisible();
  return staff;
}

test("staff close a table session: the customer's next cart action lands on token expired, a new scan opens a new session", async ({
  page,
  browser,
}) => {
  const problems = watchProblems(page);
  await fresh(page);
  const ses = await openTable(page, '17');
  await addBananaBread(page, '17', ses);
  await checkoutCash(page);
  await expect(page).toHaveURL(/\/orderplaced\?txn=/, { timeout: 20_000 });

  const staff = await staffPage(browser);
  const row = staff.locator(`[data-session="${ses}"]`);
  await expect(row).toContainText('Table 17');
  await expect(row).toContainText('1 order · $8.00');
  await staff.screenshot({ path: `${SHOTS}/table-staff-list.png`, fullPage: true });
  expect(await seriousAxeViolations(staff)).toEqual([]);
  // Keyboard: focus the Close button, Enter opens the confirmation; Escape keeps the session.
  await row.getByRole('button', { name: 'Close session: Table 17' }).focus();
  await staff.keyboard.press('Enter');
  const dialog = staff.getByRole('dialog', { name: 'Close the session of Table 17?' });
  await expect(dialog).toBeVisible();
  await staff.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(row.getByRole('button', { name: 'Close session: Table 17' })).toBeFocused();
  await staff.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await staff.setViewportSize({ width: 390, height: 844 });
  await staff.screenshot({ path: `${SHOTS}/table-staff-confirm-390.png` });
  await dialog.getByRole('button', { name: 'Close session' }).click();
  await expect(staff.getByText('The session of Table 17 is closed.')).toBeVisible();
  await expect(row).toHaveCount(0);

  // The close is pushed to the customer's page (issue 28: table-session close over Server-Sent
  // Events), which moves to the closed notice by itself; without the stream, the next cart action does.
  const pushed = await page
    .waitForURL(/\/tokenexpired\?reason=closed/, { timeout: 5_000 })
    .then(() => true)
    .catch(() => false);
  if (!pushed) {
    await page.getByRole('link', { name: 'Order more' }).click();
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Cart' }).click();
  }
  await expect(page).toHaveURL(/\/self\/demo-cafe\/tokenexpired\?reason=closed/);
  await expect(page.getByRole('heading', { level: 1, name: 'Table session closed' })).toBeVisible();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Staff have closed this table session' }).first(),
  ).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/table-closed-by-staff.png`, fullPage: true });
  expect(await page.evaluate(() => localStorage.getItem('table:demo-cafe'))).toBeNull();
  // The same link again is refused too; a new scan of the QR code opens a new session.
  await page.goto(`/shop/demo-cafe/home?tn=17&ses=${ses}`);
  await expect(page).toHaveURL(/\/tokenexpired\?reason=closed/);
  const again = await openTable(page, '17');
  expect(again).not.toBe(ses);
  await staff.reload();
  await expect(staff.locator(`[data-session="${again}"]`)).toContainText('0 orders');
  await staff.context().close();
  expect(problems.filter((p) => !/session\.closed|422|closed this table session/.test(p))).toEqual([]);
});

test('a customer account cannot open the staff tables screen', async ({ page }) => {
  await fresh(page);
  await signInUi(page, 'en-gb', '/merchant/demo-cafe', '/merchant/demo-cafe/tables');
  await page.goto('/merchant/demo-cafe/tables');
  await expect(page.getByRole('alert')).toHaveText('Only staff of this venue can see and close table sessions.');
  // No Staff navigation for a customer.
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Staff' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Close session/ })).toHaveCount(0);
});

test('uploading order: the kitchen send fails, the screen offers Resend to Kitchen, then moves on to order placed', async ({
  page,
  request,
}) => {
  await fresh(page);
  const ses = await openTable(page, '11');
  await addBananaBread(page, '11', ses);
  // The kitchen printer is offline for this order: the test switch runs before the app sees the answer.
  let txn = '';
  await page.route('**/api/shop/order/add/v2', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { result?: { transactionId?: string } };
    txn = String(body.result?.transactionId ?? '');
    if (txn) expect((await request.post('/dev/kitchen/offline', { data: { transactionId: txn } })).status()).toBe(200);
    await route.fulfill({ response });
  });
  await checkoutCash(page);
  await expect(page).toHaveURL(new RegExp(`/shop/demo-cafe/order\\?txn=txn_[0-9a-f]+&then=placed&tn=11&ses=${ses}$`), {
    timeout: 20_000,
  });
  await expect(page.getByRole('heading', { name: 'Sending the order to the kitchen failed' })).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/table-upload-failed-390.png`, fullPage: true });
  // It stays here (no moving on while the kitchen does not have it).
  await page.waitForTimeout(1_500);
  await expect(page).toHaveURL(/\/order\?txn=/);
  await page.getByRole('button', { name: 'Resend to Kitchen' }).click();
  await expect(page).toHaveURL(new RegExp(`/orderplaced\\?txn=${txn}&tn=11&ses=${ses}$`), { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Order placed' })).toBeVisible();
  const bill = await request.post('/api/shop/order/bill', { data: { transactionId: txn } });
  expect(((await bill.json()) as { result: { kitchen: string } }).result.kitchen).toBe('sent');
});
