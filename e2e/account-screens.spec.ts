// Issue 16's account and wallet screens in the browser, Chromium at 390 px: signed in as Alice, one
// page of every account, wallet, coupon, voucher, gift-card and invitation screen (the routes of every
// family are checked statically by tests/engine/manifest/accountRoutes.test.ts) opens a working screen,
// never the "not available yet" notice, with its content drawn and 0 serious or critical axe-core
// violations. Then the staff verify screen (merchant family), in both languages, by keyboard: a
// customer's fresh voucher is verified once, and a second verify is refused with a clear message.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { codeFor, freshMobile } from './account-helpers';
import { apiLogin, bearer, SHOTS, signInUi, start, type Lang } from './ordering-helpers';
import { seriousAxeViolations, watchProblems } from './support';

test.use({ viewport: { width: 390, height: 844 } });

/** One page of each screen; the families differ where the screen differs by family. */
const PAGES = [
  '/shop/demo-cafe/user/profile',
  '/shop/demo-cafe/mycards',
  '/shop/demo-cafe/mywallet',
  '/reservation/demo-cafe/mywallet',
  '/mobile/demo-cafe/me',
  '/mobile/demo-cafe/addtowallet/coupon',
  '/mobile/demo-cafe/addtowallet/voucher',
  '/mobile/demo-cafe/addtowallet/giftCard',
  '/app/demo-cafe/account/edit/home',
  '/app/demo-cafe/my/qrcode/home',
  '/account/demo-cafe/home',
  '/merchant/demo-cafe/me',
  '/shop/demo-cafe/coupon/CALICE000002',
  '/shop/demo-cafe/voucher/VALICE000001',
  '/shop/demo-cafe/coupon/SPRING3/collect',
  '/shop/demo-cafe/voucher/JUICE/collect',
  '/shop/demo-cafe/ticket/harbour-gift/checkout',
  '/company/demo-passes/pinpad',
  '/company/demo-passes/invitation/accepted',
  '/company/demo-passes/member/PASSES26/invitation',
  '/common/commonWallet',
  '/common/commonUserProfile',
  '/common/commonOrders',
  '/common/commonTickets',
  '/merchant/demo-cafe/verify',
];

test('every account, wallet, coupon, voucher, gift-card and invitation screen works and is axe clean (signed in)', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const problems = watchProblems(page);
  await start(page, 'en-gb', '/shop/demo-cafe/home');
  await signInUi(page, 'en-gb', '/shop/demo-cafe');
  const report: Record<string, string[]> = {};
  for (const path of PAGES) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('main'), path).toContainText(/\p{L}{3}/u);
    await expect(page.getByText('not available yet'), path).toHaveCount(0);
    report[path] = await seriousAxeViolations(page);
  }
  expect(report).toEqual(Object.fromEntries(PAGES.map((p) => [p, []])));
  expect(problems).toEqual([]);
});

const V = {
  'en-gb': {
    title: 'Verify a coupon or voucher',
    number: 'Coupon or voucher number',
    done: (n: string) => `Verified: ${n}`,
    again: (n: string) => `${n} was already verified or used: it cannot be verified again.`,
    bad: 'Please enter 4 to 20 letters and digits.',
  },
  'zh-hans': {
    title: '核销优惠券或代金券',
    number: '优惠券或代金券号码',
    done: (n: string) => `已核销：${n}`,
    again: (n: string) => `${n} 已被核销或使用，不能再次核销。`,
    bad: '请输入 4 至 20 位字母和数字。',
  },
} as const;

/** A new customer (registered with the outbox code) collects the juice voucher: a ticket nobody verified yet. */
async function freshVoucher(request: APIRequestContext, n: number): Promise<string> {
  const mobile = freshMobile(n);
  await request.post('/account/getUserIdentifyCode', { data: { mobile } });
  const c = await codeFor(request, mobile);
  expect(
    (
      (await (
        await request.post('/account/register', { data: { mobile, code: c.code, password: 'Verify-me-42' } })
      ).json()) as { success: boolean }
    ).success,
  ).toBe(true);
  const token = await apiLogin(request, mobile, 'Verify-me-42');
  const got = await request.post('/pro/voucher/collect', {
    headers: bearer(token),
    data: { shop: 'demo-cafe', code: 'JUICE', kind: 'voucher' },
  });
  return ((await got.json()) as { result: { ticket: string } }).result.ticket;
}

for (const lang of ['en-gb', 'zh-hans'] as const satisfies readonly Lang[]) {
  test(`staff verify a voucher once by keyboard; a second verify is refused (${lang})`, async ({ page, request }) => {
    const v = V[lang];
    const problems = watchProblems(page);
    const ticket = await freshVoucher(request, lang === 'en-gb' ? 5 : 6);
    await start(page, lang, '/merchant/demo-cafe/home');
    await signInUi(page, lang, '/merchant/demo-cafe', '/merchant/demo-cafe/verify', {
      user: 'admin@example.com',
      password: 'Admin1234!',
    });
    await expect(page).toHaveURL(/\/merchant\/demo-cafe\/verify$/);
    await expect(page.getByRole('heading', { level: 1, name: v.title })).toBeVisible();
    const field = page.getByLabel(v.number);
    await field.focus();
    await page.keyboard.type('ab');
    await page.keyboard.press('Enter');
    await expect(page.getByText(v.bad)).toBeVisible();
    await expect(field).toBeFocused();
    expect(await seriousAxeViolations(page), 'verify, invalid').toEqual([]);
    await field.fill('');
    await page.keyboard.type(ticket.toLowerCase());
    await page.keyboard.press('Enter');
    const result = page.getByTestId('verify-result');
    await expect(result).toContainText(v.done(ticket));
    await expect(result).toBeFocused();
    expect(await seriousAxeViolations(page), 'verify, done').toEqual([]);
    await page.screenshot({ path: `${SHOTS}/verify-done-${lang}.png`, fullPage: true });
    await field.focus();
    await page.keyboard.type(ticket);
    await page.keyboard.press('Enter');
    await expect(result).toHaveText(v.again(ticket));
    await expect(result).toHaveAttribute('role', 'alert');
    expect(await seriousAxeViolations(page), 'verify, refused').toEqual([]);
    expect(problems).toEqual([]);
  });
}
