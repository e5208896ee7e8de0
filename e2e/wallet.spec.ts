// The wallet end to end (issue 16), Chromium at 390 px, in both languages: Alice signs in (the login
// form), opens her wallet (one screen, a tab per kind), tops up $20 on her Harbour Cafe stored-value
// card through the sandbox card page (4242 4242 4242 4242) and lands on the top-up success screen,
// pays an order with the card and its PIN, and reads the card's statement (the payment and the top-up,
// newest first). axe-core finds no serious or critical violation on any wallet screen.
import { expect, test, type Page } from '@playwright/test';
import { seriousAxeViolations, watchProblems } from './support';
import {
  addBurger,
  apiLogin,
  cardValue,
  cartToCheckout,
  SHOTS,
  signInUi,
  start,
  T,
  type Lang,
} from './ordering-helpers';

const W = {
  'en-gb': {
    wallet: 'My wallet',
    stored: 'Stored value',
    loyalty: 'Loyalty',
    coupons: 'Coupons',
    aliceCoupon: '$5 off orders over $20',
    topup: 'Top up',
    amount: 'Amount (dollars)',
    pay20: 'Top up $20.00',
    card: 'Card number',
    expiry: 'Expiry (MM/YY)',
    cvc: 'CVC',
    sandboxPay: 'Pay',
    done: 'Your card was topped up with $20.00.',
    back: 'Back to my wallet',
    pin: 'PIN (6 digits)',
    payPin: 'Pay',
    statement: 'Statement',
    paidOrder: 'Paid for an order',
    topupLine: 'Top-up',
    pinpad: 'Change PIN',
  },
  'zh-hans': {
    wallet: '我的钱包',
    stored: '储值卡',
    loyalty: '积分卡',
    coupons: '优惠券',
    aliceCoupon: '满20元减5元',
    topup: '充值',
    amount: '金额（元）',
    pay20: '充值 $20.00',
    card: '卡号',
    expiry: '有效期 (MM/YY)',
    cvc: '安全码',
    sandboxPay: '支付',
    done: '您的卡已充值 $20.00。',
    back: '返回我的钱包',
    pin: '密码（6 位数字）',
    payPin: '付款',
    statement: '明细',
    paidOrder: '订单付款',
    topupLine: '充值',
    pinpad: '修改密码',
  },
} as const;

const cafeCard = (page: Page) => page.getByRole('tabpanel').getByRole('listitem').filter({ hasText: 'M100**001' });

async function axeClean(page: Page, what: string) {
  expect(await seriousAxeViolations(page), what).toEqual([]);
}

for (const lang of ['en-gb', 'zh-hans'] as const satisfies readonly Lang[]) {
  test(`wallet (${lang}): top up $20 by card, pay an order with stored value and PIN, read the statement`, async ({
    page,
    request,
  }) => {
    test.setTimeout(150_000);
    await page.setViewportSize({ width: 390, height: 844 });
    const w = W[lang];
    const problems = watchProblems(page);
    const token = await apiLogin(request);
    const before = (await cardValue(request, token)).balanceCents;

    await start(page, lang, '/shop/demo-cafe/home');
    await signInUi(page, lang, '/shop/demo-cafe');
    await page.goto('/shop/demo-cafe/mywallet');
    await expect(page.getByRole('heading', { level: 1, name: w.wallet })).toBeVisible();
    await expect(page.getByRole('tab', { name: w.loyalty })).toHaveAttribute('aria-selected', 'true');
    await expect(cafeCard(page).getByTestId('pass-amount')).toHaveText(/^[\d,]+\.\d{2} /);
    await page.screenshot({ path: `${SHOTS}/wallet-loyalty-${lang}.png`, fullPage: true });
    await axeClean(page, 'wallet, loyalty tab');
    await page.getByRole('tab', { name: w.coupons }).click();
    await expect(page.getByText(w.aliceCoupon).first()).toBeVisible(); // Alice's seeded coupon (server/seed/coupons.ts)

    // Top up $20 through the sandbox card page.
    await page.getByRole('tab', { name: w.stored }).click();
    await cafeCard(page).getByRole('button', { name: w.topup }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(w.amount).fill('20');
    await page.screenshot({ path: `${SHOTS}/wallet-topup-${lang}.png`, fullPage: true });
    await axeClean(page, 'top-up dialog');
    await dialog.getByRole('button', { name: w.pay20 }).click();
    await expect(page).toHaveURL(/\/sandbox\/pay\/txn_[0-9a-f]+/, { timeout: 20_000 });
    await page.getByLabel(w.card).fill('4242 4242 4242 4242');
    await page.getByLabel(w.expiry).fill('12/39');
    await page.getByLabel(w.cvc).fill('123');
    await page.getByRole('button', { name: w.sandboxPay, exact: true }).click();
    await expect(page).toHaveURL(
      /\/callback\/demo-cafe\/payment\/dps\/requirement\/topup\/txn\/txn_[0-9a-f]+\?result=approved/,
      { timeout: 20_000 },
    );
    await expect(page.getByTestId('topup-done')).toHaveText(w.done);
    await expect(page.getByTestId('topup-balance')).toHaveText(`$${((before + 2000) / 100).toFixed(2)}`);
    await page.screenshot({ path: `${SHOTS}/wallet-topup-success-${lang}.png`, fullPage: true });
    await axeClean(page, 'top-up success');
    expect((await cardValue(request, token)).balanceCents).toBe(before + 2000);
    await page.getByRole('link', { name: w.back }).click();
    await expect(page).toHaveURL(/\/shop\/demo-cafe\/mywallet$/);

    // Pay an order with the stored-value card and its PIN.
    await page.goto('/shop/demo-cafe/home');
    await addBurger(page, lang);
    await cartToCheckout(page, lang);
    await page.getByRole('radio', { name: T[lang].svc }).check();
    await page.getByRole('checkbox', { name: T[lang].terms }).check();
    const placed = page.waitForResponse((r) => r.url().includes('/api/shop/order/add/v2'));
    await page.getByRole('button', { name: T[lang].place }).click();
    const order = (
      (await (await placed).json()) as { result: { transactionId: string; orderNo: string; totalCents: number } }
    ).result;
    await page.getByLabel(w.pin).fill('123456');
    await page.getByRole('button', { name: w.payPin, exact: true }).click();
    await expect(page).toHaveURL(/\/orderplaced\?txn=txn_/, { timeout: 20_000 });
    expect((await cardValue(request, token)).balanceCents).toBe(before + 2000 - order.totalCents);

    // The statement: the payment (with its order), then the top-up.
    await page.goto('/shop/demo-cafe/mywallet');
    await page.getByRole('tab', { name: w.stored }).click();
    await cafeCard(page).getByRole('button', { name: w.statement }).click();
    const lines = page.getByRole('dialog').getByTestId('statement-line');
    await expect(lines.first()).toContainText(w.paidOrder);
    await expect(lines.first()).toContainText(`−$${(order.totalCents / 100).toFixed(2)}`);
    await expect(lines.first()).toContainText(order.orderNo);
    await expect(lines.nth(1)).toContainText(w.topupLine);
    await expect(lines.nth(1)).toContainText('+$20.00');
    await page.screenshot({ path: `${SHOTS}/wallet-statement-${lang}.png`, fullPage: true });
    await axeClean(page, 'statement dialog');
    await page.keyboard.press('Escape');

    // The other wallet screens: my cards, the common wallet and the company family's pinpad.
    for (const path of ['/shop/demo-cafe/mycards', '/common/commonWallet']) {
      await page.goto(path);
      await expect(page.getByRole('tablist')).toBeVisible();
      await expect(cafeCard(page)).toBeVisible();
      await axeClean(page, path);
    }
    await page.goto('/company/demo-passes/pinpad');
    await expect(page.getByRole('button', { name: w.pinpad }).first()).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/wallet-pinpad-${lang}.png`, fullPage: true });
    await axeClean(page, 'pinpad');
    expect(problems).toEqual([]);
  });
}
