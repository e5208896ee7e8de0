// The main e2e of issue 16, one continuous journey per language (en-gb, zh-hans), Chromium at 390 px,
// against the real reference server: a new customer signs up with the SMS code from the dev outbox;
// signs out, then in by SMS; edits the profile; joins the venue's membership in the wallet, sets the
// card's PIN and tops up $20 on the sandbox card page; pays an order (banana bread, $8 and its
// fees) with the stored value and PIN;
// reads the statement (the top-up and the payment, the balance their sum); signs out.
import { expect, test, type Page } from '@playwright/test';
import { codeFor, freshMobile, sendCodeTo, signOutHere, T as A } from './account-helpers';
import { SHOTS, T as O, type Lang } from './ordering-helpers';
import { freshStorage, seriousAxeViolations, watchProblems } from './support';

test.use({ viewport: { width: 390, height: 844 } });

const W = {
  'en-gb': {
    stored: 'Stored value',
    setPin: 'Set PIN',
    pinNew: 'New PIN',
    pinAgain: 'New PIN again',
    pinSave: 'Save PIN',
    pinSaved: 'Your PIN was saved.',
    done: 'Done',
    topup: 'Top up',
    amount: 'Amount (dollars)',
    pay20: 'Top up $20.00',
    card: 'Card number',
    expiry: 'Expiry (MM/YY)',
    cvc: 'CVC',
    sandboxPay: 'Pay',
    topped: 'Your card was topped up with $20.00.',
    back: 'Back to my wallet',
    pin: 'PIN (6 digits)',
    payPin: 'Pay',
    statement: 'Statement',
    paidOrder: 'Paid for an order',
    topupLine: 'Top-up',
    balance: (a: string) => `Balance: ${a}`,
  },
  'zh-hans': {
    stored: '储值卡',
    setPin: '设置密码',
    pinNew: '新密码',
    pinAgain: '再次输入新密码',
    pinSave: '保存密码',
    pinSaved: '密码已保存。',
    done: '完成',
    topup: '充值',
    amount: '金额（元）',
    pay20: '充值 $20.00',
    card: '卡号',
    expiry: '有效期 (MM/YY)',
    cvc: '安全码',
    sandboxPay: '支付',
    topped: '您的卡已充值 $20.00。',
    back: '返回我的钱包',
    pin: '密码（6 位数字）',
    payPin: '付款',
    statement: '明细',
    paidOrder: '订单付款',
    topupLine: '充值',
    balance: (a: string) => `余额：${a}`,
  },
} as const;

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;
const myCard = (page: Page) => page.getByRole('tabpanel').getByRole('listitem').first();

for (const lang of ['en-gb', 'zh-hans'] as const satisfies readonly Lang[]) {
  test(`wallet journey (${lang}): sign up, sign out and in by SMS, profile, top up $20, pay with stored value and PIN, statement, sign out`, async ({
    page,
    request,
  }) => {
    test.setTimeout(100_000);
    const a = A[lang];
    const w = W[lang];
    const problems = watchProblems(page);
    const axe: Record<string, string[]> = {};
    const mobile = freshMobile(lang === 'en-gb' ? 7 : 8);
    const name = lang === 'en-gb' ? 'Ivy' : '小红';
    await freshStorage(page, lang);

    // 1. Sign up with the SMS code from the dev outbox.
    await page.goto('/mobile/demo-cafe/signup');
    await sendCodeTo(page, lang, mobile);
    const first = await codeFor(request, mobile);
    await page.getByLabel(a.code, { exact: true }).fill(first.code);
    await page.getByRole('button', { name: a.verify }).click();
    await page.getByRole('checkbox', { name: a.terms }).click();
    await page.getByLabel(a.first, { exact: true }).fill(name);
    await page.getByRole('button', { name: a.next }).click();
    await page.getByLabel(a.newPw).fill('Kettle-77-Blue');
    await page.getByRole('button', { name: a.create }).click();
    await expect(page).toHaveURL(/\/mobile\/demo-cafe\/home$/);

    // 2. Sign out, then sign in by SMS.
    await page.goto('/mobile/demo-cafe/me');
    await expect(page.getByText(a.hello(name))).toBeVisible();
    await signOutHere(page, lang);
    const sms = page.getByRole('region', { name: a.smsHeading });
    await sms.getByLabel(a.mobile, { exact: true }).fill(mobile);
    await sms.getByRole('button', { name: a.sendCode }).click();
    const second = await codeFor(request, mobile, first.id);
    await sms.getByLabel(a.code, { exact: true }).fill(second.code);
    await sms.getByRole('button', { name: a.signIn, exact: true }).click();
    await expect(page).toHaveURL(/\/mobile\/demo-cafe\/home$/);

    // 3. Edit the profile.
    await page.goto('/mobile/demo-cafe/user/profile');
    await expect(page.getByLabel(a.first, { exact: true })).toHaveValue(name);
    await page.getByLabel(a.last, { exact: true }).fill('Chen');
    await page.getByLabel(a.email, { exact: true }).fill(`ivy.${mobile}@example.com`);
    await page.getByLabel(a.postcode).fill('4000');
    await page.getByRole('button', { name: a.save, exact: true }).click();
    await expect(page.getByText(a.saved)).toBeVisible();

    // 4. The wallet: join the venue's membership, set the card's PIN, top up $20 by sandbox card.
    await page.goto('/mobile/demo-cafe/mywallet');
    await page.getByRole('tab', { name: w.stored }).click();
    await page.getByTestId('join-membership').getByRole('button').click();
    await expect(myCard(page)).toBeVisible();
    axe['wallet, new card'] = await seriousAxeViolations(page);
    await myCard(page).getByRole('button', { name: w.setPin }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(w.pinNew, { exact: true }).fill('246810');
    await dialog.getByLabel(w.pinAgain, { exact: true }).fill('246810');
    await dialog.getByRole('button', { name: w.pinSave }).click();
    await expect(dialog.getByText(w.pinSaved)).toBeVisible();
    await dialog.getByRole('button', { name: w.done }).click();
    await myCard(page).getByRole('button', { name: w.topup }).click();
    await dialog.getByLabel(w.amount).fill('20');
    await dialog.getByRole('button', { name: w.pay20 }).click();
    await expect(page).toHaveURL(/\/sandbox\/pay\/txn_[0-9a-f]+/, { timeout: 20_000 });
    await page.getByLabel(w.card).fill('4242 4242 4242 4242');
    await page.getByLabel(w.expiry).fill('12/39');
    await page.getByLabel(w.cvc).fill('123');
    await page.getByRole('button', { name: w.sandboxPay, exact: true }).click();
    await expect(page.getByTestId('topup-done')).toHaveText(w.topped, { timeout: 20_000 });
    await expect(page.getByTestId('topup-balance')).toHaveText('$20.00');
    axe['top-up success'] = await seriousAxeViolations(page);

    // 5. Pay an order with the stored value and the PIN.
    await page.goto('/mobile/demo-cafe/product/banana-bread');
    await page.getByRole('button', { name: O[lang].add }).click();
    await page.getByRole('link', { name: O[lang].viewCart }).click();
    await page.getByRole('link', { name: O[lang].checkout }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await page.getByRole('radio', { name: O[lang].svc }).check();
    await page.getByRole('checkbox', { name: O[lang].terms }).check();
    const placed = page.waitForResponse((r) => r.url().includes('/api/shop/order/add/v2'));
    await page.getByRole('button', { name: O[lang].place }).click();
    const order = ((await (await placed).json()) as { result: { orderNo: string; totalCents: number } }).result;
    expect(order.totalCents).toBeLessThanOrEqual(2000);
    await page.getByLabel(w.pin).fill('246810');
    await page.getByRole('button', { name: w.payPin, exact: true }).click();
    await expect(page).toHaveURL(/\/orderplaced\?txn=txn_/, { timeout: 20_000 });

    // 6. The statement: the payment, then the top-up; the balance is their sum.
    await page.goto('/mobile/demo-cafe/mywallet');
    await page.getByRole('tab', { name: w.stored }).click();
    await myCard(page).getByRole('button', { name: w.statement }).click();
    const lines = dialog.getByTestId('statement-line');
    await expect(lines).toHaveCount(2);
    await expect(lines.first()).toContainText(w.paidOrder);
    await expect(lines.first()).toContainText(`−${dollars(order.totalCents)}`);
    await expect(lines.first()).toContainText(order.orderNo);
    await expect(lines.nth(1)).toContainText(w.topupLine);
    await expect(lines.nth(1)).toContainText('+$20.00');
    await expect(dialog.getByText(w.balance(dollars(2000 - order.totalCents)))).toBeVisible();
    axe['statement'] = await seriousAxeViolations(page);
    await page.screenshot({ path: `${SHOTS}/wallet-journey-statement-${lang}.png`, fullPage: true });
    await page.keyboard.press('Escape');

    // 7. Sign out.
    await page.goto('/mobile/demo-cafe/me');
    await signOutHere(page, lang);

    expect(axe).toEqual(Object.fromEntries(Object.keys(axe).map((k) => [k, []])));
    expect(problems).toEqual([]);
  });
}
