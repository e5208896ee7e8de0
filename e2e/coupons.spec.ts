// Coupons, gift cards and invitations end to end (issue 16), Chromium at 390 px against the real
// server: a coupon collected by a signed link (made by staff) is used at checkout and priced by the
// server; a gift card bought through the sandbox page is redeemed in another customer's order; a new
// user (registered through the API with the SMS code from the dev outbox) accepts a member invitation
// (in Chinese). axe finds no serious or critical violation on these screens.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { seriousAxeViolations, watchProblems } from './support';
import { addBurger, apiLogin, bearer, cartToCheckout, SHOTS, signInUi, start, T } from './ordering-helpers';

test.use({ viewport: { width: 390, height: 844 } });

const cafe = { shop: 'demo-cafe' };
const post = async (request: APIRequestContext, url: string, data: Record<string, unknown>, token?: string) =>
  (await (await request.post(url, { data, headers: token ? bearer(token) : {} })).json()) as {
    success: boolean;
    result: Record<string, any>;
  };

async function axe(page: Page, where: string) {
  expect(await seriousAxeViolations(page), `axe on ${where}`).toEqual([]);
}

test('a coupon collected by a signed link is used at checkout, once, and has a receipt', async ({ page, request }) => {
  test.setTimeout(120_000);
  const problems = watchProblems(page);
  const admin = await apiLogin(request, 'admin@example.com', 'Admin1234!');
  const link = await post(request, '/api/coupon/link', { ...cafe, code: 'LINK4', hours: 1 }, admin);
  expect(link.result.path).toMatch(/^coupon\/LINK4\/token\//);

  await start(page, 'en-gb', '/shop/demo-cafe/home');
  await signInUi(page, 'en-gb', '/shop/demo-cafe');
  await page.goto(`/shop/demo-cafe/${link.result.path}`);
  await expect(page.getByRole('heading', { name: '$4 off, from a link' })).toBeVisible();
  await expect(page.getByText('This link works once')).toBeVisible();
  await axe(page, 'collect by link');
  await page.getByRole('button', { name: 'Collect this coupon' }).click();
  await expect(page).toHaveURL(/\/shop\/demo-cafe\/coupon\/C[0-9A-Z]{12}$/);
  const ticket = page.url().split('/').pop()!;
  await expect(page.getByRole('img', { name: 'QR code of your coupon for staff to scan' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/coupon-view-en-gb.png`, fullPage: true });
  await axe(page, 'coupon view');

  // The same link again: it has been used.
  await page.goto(`/shop/demo-cafe/${link.result.path}`);
  await page.getByRole('button', { name: 'Collect this coupon' }).click();
  await expect(page.getByTestId('collect-error')).toHaveText('This link has already been used. Each link works once.');

  await page.goto('/shop/demo-cafe/home');
  await addBurger(page, 'en-gb');
  await cartToCheckout(page, 'en-gb');
  await page.getByRole('radio', { name: T['en-gb'].cash }).check();
  const before = await page.getByTestId('checkout-total').textContent();
  const fee = page.waitForResponse(
    (r) => r.url().includes('/api/pos/feeCalc') && (r.request().postData() ?? '').length > 0,
  );
  await page
    .getByTestId('coupon-picker')
    .getByRole('radio', { name: /\$4 off, from a link/ })
    .check();
  await fee;
  await expect(page.getByTestId('checkout-total')).not.toHaveText(before!);
  await page.screenshot({ path: `${SHOTS}/coupon-checkout-en-gb.png`, fullPage: true });
  await page.getByRole('checkbox', { name: T['en-gb'].terms }).check();
  const placed = page.waitForResponse((r) => r.url().includes('/api/shop/order/add/v2'));
  await page.getByRole('button', { name: T['en-gb'].place }).click();
  const order = ((await (await placed).json()) as { result: { transactionId: string } }).result;
  await expect(page).toHaveURL(/\/orderplaced\?txn=txn_/, { timeout: 20_000 });

  const alice = await apiLogin(request);
  const held = await post(request, '/pro/report/voucherPool/list', { ...cafe, ticket }, alice);
  expect(held.result[0]).toMatchObject({ status: 'used', usedTxn: order.transactionId, discountCents: 400 });
  await page.goto(`/shop/demo-cafe/coupon/${ticket}`);
  await expect(page.getByTestId('ticket-state')).toHaveText('Used');
  await page.getByRole('link', { name: 'See the receipt' }).click();
  await expect(page.getByTestId('receipt-saved')).toHaveText('−$4.00');
  await axe(page, 'coupon receipt');
  expect(problems).toEqual([]);
});

test("a gift card bought online is redeemed in another customer's order", async ({ page, request }) => {
  test.setTimeout(150_000);
  const problems = watchProblems(page);
  await start(page, 'en-gb', '/shop/demo-cafe/home');
  await signInUi(page, 'en-gb', '/shop/demo-cafe');
  await page.goto('/shop/demo-cafe/ticket/harbour-gift/checkout');
  await expect(page.getByRole('heading', { name: 'Harbour Cafe gift card' })).toBeVisible();
  await axe(page, 'gift card checkout');
  await page.getByRole('radio', { name: '$20.00' }).click();
  await page.getByRole('button', { name: 'Pay for $20.00' }).click();
  await expect(page).toHaveURL(/\/sandbox\/pay\/txn_/, { timeout: 20_000 });
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill('12/30');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(
    /\/shop\/demo-cafe\/ticket\/harbour-gift\/txn_[0-9a-f]+\/7\d{15}\/callback\?result=approved/,
    { timeout: 20_000 },
  );
  await axe(page, 'gift card callback');
  await page.getByTestId('gift-receipt-link').click();
  const num = (await page.getByTestId('gift-card-number').textContent())!.replace(/\s/g, '');
  const code = (await page.getByTestId('gift-card-code').textContent())!;
  expect(code).toMatch(/^\d{8}$/);
  await page.screenshot({ path: `${SHOTS}/gift-card-receipt-en-gb.png`, fullPage: true });
  await axe(page, 'gift card receipt');

  // Bob, on a fresh browser state, pays with Alice's card number and code.
  await start(page, 'en-gb', '/shop/demo-cafe/home');
  await signInUi(page, 'en-gb', '/shop/demo-cafe', undefined, { user: '0400000002', password: 'Demo1234!' });
  await page.goto('/shop/demo-cafe/home');
  await addBurger(page, 'en-gb');
  await cartToCheckout(page, 'en-gb');
  await page.getByRole('radio', { name: T['en-gb'].cash }).check();
  await page.getByLabel('Gift card number').fill(num);
  await page.getByLabel('Code', { exact: true }).fill(code);
  await page.getByRole('button', { name: 'Use gift card' }).click();
  await expect(page.getByText(/applied, balance \$20\.00/)).toBeVisible();
  await expect(page.getByText('Gift cards pay $20.00;', { exact: false })).toBeVisible();
  await page.getByRole('checkbox', { name: T['en-gb'].terms }).check();
  await page.getByRole('button', { name: T['en-gb'].place }).click();
  await expect(page).toHaveURL(/\/orderplaced\?txn=txn_/, { timeout: 20_000 });
  const alice = await apiLogin(request);
  const cards = await post(request, '/pro/report/voucherPool/list', { ...cafe, kind: 'giftcard' }, alice);
  expect(cards.result.find((c: { cardNum: string }) => c.cardNum === num)?.balanceCents).toBe(0);
  expect(problems).toEqual([]);
});

test('a new user accepts a member invitation (Chinese); Alice sees who joined', async ({ page, request }) => {
  test.setTimeout(120_000);
  const problems = watchProblems(page);
  const mobile = `04${String(Date.now() % 100_000_000).padStart(8, '0')}`;
  expect((await post(request, '/account/getUserIdentifyCode', { mobile, shop: 'demo-passes' })).success).toBe(true);
  const outbox = (await (await request.get('/dev/outbox?format=json')).json()) as {
    result: { mobile: string; text: string }[];
  };
  const sms = outbox.result.find((m) => m.mobile === mobile)!;
  const smsCode = /(\d{4})/.exec(sms.text)![1];
  const reg = await post(request, '/account/register', {
    mobile,
    code: smsCode,
    password: 'Invited-2026!',
    firstName: 'Mei',
    acceptTerms: true,
    shop: 'demo-passes',
  });
  expect(reg.success).toBe(true);

  await start(page, 'zh-hans', '/company/demo-passes/member/PASSES26/invitation');
  await expect(page.getByRole('heading', { name: 'Alice邀请您加入' })).toBeVisible({ timeout: 20_000 });
  await axe(page, 'member invitation (signed out)');
  await signInUi(page, 'zh-hans', '/company/demo-passes', '/company/demo-passes/member/PASSES26/invitation', {
    user: mobile,
    password: 'Invited-2026!',
  });
  await expect(page).toHaveURL(/\/member\/PASSES26\/invitation$/);
  await page.getByRole('button', { name: '接受邀请' }).click();
  await expect(page).toHaveURL(/\/company\/demo-passes\/invitation\/accepted\?inviter=Alice/);
  await expect(page.getByTestId('invitation-accepted')).toHaveText('已接受邀请');
  await expect(page.getByTestId('my-invitation-code')).toHaveText(/^[A-Z0-9]{8}$/);
  // Accepting made the member card (issue 33): said here, and in the wallet one tap away (its
  // stored-value tab: the passes venue has no points).
  const card = /会员卡号 (M\d{8})。/.exec(await page.getByTestId('invitation-member-card').innerText())![1];
  await page.screenshot({ path: `${SHOTS}/invitation-accepted-zh-hans.png`, fullPage: true });
  await axe(page, 'invitation accepted');
  await page.getByRole('link', { name: '查看会员卡' }).click();
  await expect(page).toHaveURL(/\/mywallet$/);
  await page.getByRole('tab', { name: '储值卡' }).click();
  await expect(page.locator('main')).toContainText(`${card.slice(0, 4)}**${card.slice(-3)}`);
  await page.screenshot({ path: `${SHOTS}/invitation-wallet-zh-hans.png`, fullPage: true });
  await axe(page, 'wallet after accepting');
  // Accepting again is refused: the invitation screen says so.
  await page.goto('/company/demo-passes/member/PASSES26/invitation');
  await expect(page.getByText('您已接受过此邀请。')).toBeVisible();
  const alice = await apiLogin(request);
  const mine = await post(request, '/api/invitation/mine', { shop: 'demo-passes' }, alice);
  expect(mine.result.joined.map((j: { firstName: string }) => j.firstName)).toContain('Mei');
  expect(problems).toEqual([]);
});
