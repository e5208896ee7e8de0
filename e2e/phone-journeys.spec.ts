// The seven customer journeys of issue 33 at 390x844, both languages, with the customer's taps
// counted (clicks and checks; typing into a field and opening an address are not taps) and each
// count held to its target: from /demo-cafe sign in, then reach the wallet in two taps; book a
// table from the cafe's home; cancel that paid booking and read "Cancelled" and the refund in My
// bookings; pay with the stored-value card with the PIN field in view; open that order's detail;
// read the terms at checkout and tap the terms sentence without losing a choice. The counts are
// in docs/customer-journeys.md; the screenshots in docs/screenshots/phone-*.png.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { watchProblems } from './support';
import { customiseBurger, start, T as O, type Lang } from './ordering-helpers';

test.use({ viewport: { width: 390, height: 844 } });

const DOCS = 'docs/screenshots';
const W = {
  'en-gb': {
    wallet: 'My wallet',
    myOrders: 'My orders',
    details: 'Details',
    book: 'Book a table',
    people: 'People',
    date: 'Date',
    continue: 'Continue',
    terms: /I accept the terms/,
    payBook: /Pay \$\d+\.\d\d and book/,
    card: 'Card number',
    expiry: 'Expiry (MM/YY)',
    cvc: 'CVC',
    pay: 'Pay',
    booked: 'Booked',
    myBookings: 'My bookings',
    cancelNamed: /Cancel booking B?\d+/,
    confirmCancel: 'Cancel booking',
    cancelled: 'Cancelled',
    refunded: /Refunded \$\d+\.\d\d the way you paid/,
    pin: 'PIN (6 digits)',
    payPin: 'Pay',
    readTerms: 'Read the terms and conditions',
    termsTitle: 'Terms and conditions',
    close: 'Close',
    sentence: 'I accept the terms and conditions',
  },
  'zh-hans': {
    wallet: '我的钱包',
    myOrders: '我的订单',
    details: '详情',
    book: '预订餐桌',
    people: '人数',
    date: '日期',
    continue: '继续',
    terms: /我接受条款/,
    payBook: /支付 \$\d+\.\d\d 并预订/,
    card: '卡号',
    expiry: '有效期 (MM/YY)',
    cvc: '安全码',
    pay: '支付',
    booked: '预订成功',
    myBookings: '我的预订',
    cancelNamed: /取消预订 B?\d+/,
    confirmCancel: '取消预订',
    cancelled: '已取消',
    refunded: /已按原付款方式退款 \$\d+\.\d\d/,
    pin: '密码（6 位数字）',
    payPin: '付款',
    readTerms: '阅读条款和条件',
    termsTitle: '条款和条件',
    close: '关闭',
    sentence: '我接受条款和条件',
  },
} as const;

/** The most taps each journey may take (the Done-when). */
export const TARGET = {
  signIn: 2,
  wallet: 2,
  bookTable: 6,
  cancelBooking: 3,
  payWithPin: 6,
  orderDetail: 3,
  termsKeepChoice: 6,
} as const;
type Journey = keyof typeof TARGET;

/** The customer's taps, counted per journey. */
function customer(page: Page) {
  const counts = {} as Record<Journey, number>;
  let now: Journey = 'signIn';
  return {
    counts,
    journey(j: Journey) {
      now = j;
      counts[j] = 0;
    },
    async tap(l: Locator) {
      counts[now]++;
      await l.click();
    },
    async check(l: Locator) {
      counts[now]++;
      await l.check();
    },
    page,
  };
}

/** The sticky header's foot (0 when none). */
const headerBottom = (page: Page) =>
  page.evaluate(() => {
    const h = document.querySelector('header');
    return h && getComputedStyle(h).position === 'sticky' ? h.getBoundingClientRect().bottom : 0;
  });

/** A date at the cafe (Brisbane) `days` from today. */
const dayAhead = (days: number) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Australia/Brisbane',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(Date.now() + days * 86_400_000));

for (const lang of ['en-gb', 'zh-hans'] as Lang[]) {
  const w = W[lang];
  const o = O[lang];

  test(`phone journeys (${lang}): the seven journeys within their taps`, async ({ page }) => {
    test.setTimeout(300_000);
    const problems = watchProblems(page);
    const c = customer(page);

    // 1. Sign in from the plain link /demo-cafe: the header's Sign in, the form, back on the home.
    await start(page, lang, '/demo-cafe');
    await expect(page).toHaveURL(/\/shop\/demo-cafe\/home$/);
    await page.getByTestId('account-link').waitFor();
    expect(await headerBottom(page)).toBeLessThanOrEqual(844 * 0.12);
    await page.screenshot({ path: `${DOCS}/phone-cafe-home-${lang}.png` });
    c.journey('signIn');
    await c.tap(page.getByTestId('account-link'));
    await expect(page).toHaveURL(/\/shop\/demo-cafe\/login\?redirect=/);
    await page.getByLabel(o.user).fill('0400000001');
    await page.getByLabel(o.password).fill('Demo1234!');
    await c.tap(page.getByRole('button', { name: o.signIn, exact: true }));
    await expect(page).toHaveURL(/\/shop\/demo-cafe\/home$/);

    // 2. The wallet: Account, then My wallet.
    c.journey('wallet');
    await c.tap(page.getByTestId('account-link'));
    await expect(page).toHaveURL(/\/shop\/demo-cafe\/me$/);
    await c.tap(page.getByRole('main').getByRole('link', { name: w.wallet, exact: true }));
    await expect(page).toHaveURL(/\/shop\/demo-cafe\/mywallet$/);

    // 3. A table from the cafe's home, its deposit paid by card (three days ahead: free to cancel).
    await page.goto('/shop/demo-cafe/home');
    c.journey('bookTable');
    await c.tap(page.getByRole('link', { name: w.book }));
    await expect(page).toHaveURL(/\/reservation\/demo-cafe\/ticket\/all\/home$/);
    await page.getByLabel(w.people).fill('2');
    await page.getByLabel(w.date).fill(dayAhead(3));
    await c.tap(page.getByTestId('slots').getByRole('button', { name: '18:00', exact: true }));
    await c.tap(page.getByRole('button', { name: w.continue }));
    await expect(page).toHaveURL(/\/checkout\?start=\d+/);
    await c.check(page.getByRole('checkbox', { name: w.terms }));
    await c.tap(page.getByRole('button', { name: w.payBook }));
    await expect(page).toHaveURL(/\/sandbox\/pay\/bt_[0-9a-f]+/, { timeout: 20_000 });
    await page.getByLabel(w.card).fill('4242 4242 4242 4242');
    await page.getByLabel(w.expiry).fill('12/39');
    await page.getByLabel(w.cvc).fill('123');
    await c.tap(page.getByRole('button', { name: w.pay, exact: true }));
    await expect(page).toHaveURL(/\/booking\/success\?booking=bk_[0-9a-f]+&result=approved/, { timeout: 20_000 });
    await expect(page.getByRole('heading', { name: w.booked })).toBeVisible();
    const booking = new URL(page.url()).searchParams.get('booking')!;

    // 4. Cancel it from My bookings; it reads cancelled and refunded there.
    await page.goto('/reservation/demo-cafe/mybookings');
    const mine = page.locator(`[data-booking="${booking}"]`);
    c.journey('cancelBooking');
    await c.tap(mine.getByRole('button', { name: w.cancelNamed }));
    await c.tap(page.getByRole('dialog').getByRole('button', { name: w.confirmCancel, exact: true }));
    await expect(page).toHaveURL(/\/booking\/cancel\/success\?booking=bk_/);
    await c.tap(page.getByRole('main').getByRole('link', { name: w.myBookings }).first());
    await expect(mine.getByText(w.cancelled, { exact: true })).toBeVisible();
    await expect(mine).toContainText(w.refunded);
    await page.screenshot({ path: `${DOCS}/phone-my-bookings-${lang}.png` });

    // 5. Pay with the stored-value card: the PIN field and Pay in view below the header.
    await page.goto('/shop/demo-cafe/home');
    await page.getByRole('navigation', { name: o.categories }).getByRole('link', { name: o.burgers }).click();
    await expect(page.getByRole('link', { name: new RegExp(o.burger) }).first()).toBeVisible();
    await page.screenshot({ path: `${DOCS}/phone-category-${lang}.png` });
    await page.getByRole('link', { name: new RegExp(o.burger) }).click();
    await customiseBurger(page, lang);
    c.journey('payWithPin');
    await c.tap(page.getByRole('link', { name: o.viewCart }));
    await c.tap(page.getByRole('link', { name: o.checkout }));
    await c.check(page.getByRole('radio', { name: o.svc }));
    await c.check(page.getByRole('checkbox', { name: o.terms }));
    await c.tap(page.getByRole('button', { name: o.place }));
    const pin = page.getByLabel(w.pin);
    await expect(pin).toBeInViewport();
    await page.waitForTimeout(300);
    const top = await headerBottom(page);
    expect((await pin.boundingBox())!.y).toBeGreaterThanOrEqual(top);
    const payBox = (await page.getByRole('button', { name: w.payPin, exact: true }).boundingBox())!;
    expect(payBox.y).toBeGreaterThanOrEqual(top);
    expect(payBox.y + payBox.height).toBeLessThanOrEqual(844);
    await page.screenshot({ path: `${DOCS}/phone-pin-step-${lang}.png` });
    await pin.fill('123456');
    await c.tap(page.getByRole('button', { name: w.payPin, exact: true }));
    await expect(page).toHaveURL(/\/orderplaced\?txn=txn_/, { timeout: 20_000 });

    // 6. That order's detail: Account, My orders, Details.
    c.journey('orderDetail');
    await c.tap(page.getByTestId('account-link'));
    await c.tap(page.getByRole('main').getByRole('link', { name: w.myOrders, exact: true }));
    const order = page.getByTestId('my-order').first();
    await c.tap(order.locator('summary', { hasText: w.details }));
    await expect(order.getByTestId('order-detail').getByRole('listitem').first()).toContainText(o.burger);

    // 7. At checkout: a choice made, the terms read in a sheet and closed, the sentence tapped.
    await page.goto('/shop/demo-cafe/home');
    await page.getByRole('navigation', { name: o.categories }).getByRole('link', { name: o.burgers }).click();
    await page.getByRole('link', { name: new RegExp(o.burger) }).click();
    await customiseBurger(page, lang);
    c.journey('termsKeepChoice');
    await c.tap(page.getByRole('link', { name: o.viewCart }));
    await c.tap(page.getByRole('link', { name: o.checkout }));
    await c.check(page.getByRole('radio', { name: o.card }));
    await c.tap(page.getByRole('button', { name: w.readTerms }));
    const sheet = page.getByRole('dialog', { name: w.termsTitle });
    await expect(sheet).toBeVisible();
    await expect(page).toHaveURL(/\/checkout$/);
    await c.tap(sheet.getByRole('button', { name: w.close }).first());
    await expect(sheet).toBeHidden();
    await expect(page.getByRole('radio', { name: o.card })).toBeChecked();
    await c.tap(page.locator('label').filter({ hasText: w.sentence }).first());
    await expect(page.getByRole('checkbox', { name: o.terms })).toBeChecked();
    await expect(page.getByRole('radio', { name: o.card })).toBeChecked();

    console.log(`taps ${lang}: ${JSON.stringify(c.counts)}`);
    for (const j of Object.keys(TARGET) as Journey[])
      expect(c.counts[j], `${j}: ${c.counts[j]} taps`).toBeLessThanOrEqual(TARGET[j]);
    expect(problems).toEqual([]);
  });
}
