// A room's bill (issue 17: party room and KTV) in Chromium at 390 px, both languages: from an active
// stay in my bookings the customer opens the room bill, orders from the venue's menu in room mode (the
// ordering catalogue and cart), charges it to the room, sees the room time and every order, and pays
// the bill once on the sandbox card page; back on the bill it is settled and cannot be paid again.
// The demo stays (server/seed/bookings2.ts) are Alice's, arrived, from an hour ago for four hours.
// axe-core on the bill screen: no serious or critical violations.
import { expect, test, type Page } from '@playwright/test';
import { seriousAxeViolations, watchProblems } from './support';
import { SHOTS, signInUi, start, type Lang } from './ordering-helpers';

test.use({ viewport: { width: 390, height: 844 } });

const W = {
  'en-gb': {
    my: 'My bookings',
    open: /Room bill and orders of booking/,
    title: /Room bill · /,
    add: (n: string) => `Add ${n} to your order`,
    charge: /Put \$[\d.,]+ on the room's bill/,
    charged: /Added to the room's bill/,
    pay: /Pay the bill: \$/,
    card: 'Card number',
    expiry: 'Expiry (MM/YY)',
    cvc: 'CVC',
    payBtn: 'Pay',
    settled: /Paid in full: \$/,
    increase: (n: string) => `Increase ${n}`,
  },
  'zh-hans': {
    my: '我的预订',
    open: /的包房账单与点单/,
    title: /包房账单 · /,
    add: (n: string) => `添加${n}到点单`,
    charge: /将 \$[\d.,]+ 记入包房账单/,
    charged: /已记入包房账单/,
    pay: /支付账单：\$/,
    card: '卡号',
    expiry: '有效期 (MM/YY)',
    cvc: '安全码',
    payBtn: '支付',
    settled: /已全额支付：\$/,
    increase: (n: string) => `增加${n}`,
  },
} as const;

const cents = (text: string | null) =>
  Math.round(Number(/\$([\d,]+\.\d{2})/.exec(text ?? '')![1].replace(/,/g, '')) * 100);

async function orderAndSettle(
  page: Page,
  lang: Lang,
  o: { family: string; shop: string; booking: string; first: string; second: string; addedCents: number },
) {
  const w = W[lang];
  await start(page, lang, `/${o.family}/${o.shop}/mybookings`);
  await signInUi(page, lang, `/${o.family}/${o.shop}`, `/${o.family}/${o.shop}/mybookings`);
  await page.goto(`/${o.family}/${o.shop}/mybookings`);
  await page.locator(`[data-booking="${o.booking}"]`).getByRole('link', { name: w.open }).click();
  await expect(page).toHaveURL(new RegExp(`/${o.family}/${o.shop}/room/${o.booking}$`));
  await expect(page.getByRole('heading', { level: 1, name: w.title })).toBeVisible();
  const due = page.getByTestId('room-bill-due');
  await expect(due).toHaveText(/\$/);
  const before = cents(await due.textContent());
  // The menu in room mode: two of the first item, one of the second, into the cart; then onto the bill.
  await page.getByRole('button', { name: w.add(o.first) }).click();
  await page.getByRole('button', { name: w.add(o.second) }).click();
  await page
    .getByTestId('room-order')
    .getByRole('button', { name: w.increase(o.first) })
    .click();
  await expect(page.getByTestId('room-order').getByRole('listitem')).toHaveCount(2);
  expect(await seriousAxeViolations(page), 'room bill with an order').toEqual([]);
  await page.getByRole('button', { name: w.charge }).click();
  await expect(page.getByText(w.charged)).toBeVisible();
  const lines = page.getByTestId('room-bill-lines');
  await expect(lines).toContainText(`2 × ${o.first}`);
  await expect(lines).toContainText(`1 × ${o.second}`);
  await expect.poll(async () => cents(await due.textContent())).toBe(before + o.addedCents);
  await expect(page.getByTestId('room-order')).toHaveCount(0); // the cart is empty once the bill has it
  await page.screenshot({ path: `${SHOTS}/room-bill-${o.family}-${lang}.png`, fullPage: true });
  // Paying the bill at the end: everything due, once.
  const payButton = page.getByRole('button', { name: w.pay });
  expect(cents(await payButton.textContent())).toBe(before + o.addedCents);
  await payButton.click();
  await expect(page).toHaveURL(/\/sandbox\/pay\/bs_[0-9a-f]+/, { timeout: 20_000 });
  await page.getByLabel(w.card).fill('4242 4242 4242 4242');
  await page.getByLabel(w.expiry).fill('12/39');
  await page.getByLabel(w.cvc).fill('123');
  await page.getByRole('button', { name: w.payBtn, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/${o.family}/${o.shop}/room/${o.booking}\\?result=approved`), {
    timeout: 20_000,
  });
  await expect(page.getByTestId('room-bill-settled')).toHaveText(w.settled);
  expect(cents(await page.getByTestId('room-bill-settled').textContent())).toBe(before + o.addedCents);
  await expect(due).toHaveText(/\$0\.00/);
  await expect(page.getByRole('button', { name: w.pay })).toHaveCount(0);
  await expect(page.getByRole('button', { name: w.charge })).toHaveCount(0);
  expect(await seriousAxeViolations(page), 'room bill settled').toEqual([]);
  await page.screenshot({ path: `${SHOTS}/room-bill-settled-${o.family}-${lang}.png`, fullPage: true });
}

test("en-gb: the party room's bill: food ordered in room mode goes on the bill, which is paid once at the end", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const problems = watchProblems(page);
  // Pizza platter $45 × 2 + cake $60.
  await orderAndSettle(page, 'en-gb', {
    family: 'partyroom',
    shop: 'demo-partyroom',
    booking: 'bk_demo_stay_partyroom',
    first: 'Party pizza platter',
    second: 'Celebration cake',
    addedCents: 15000,
  });
  expect(problems).toEqual([]);
});

test("zh-hans: the KTV room's bill: drinks and snacks ordered in room mode, paid once at the end", async ({ page }) => {
  test.setTimeout(120_000);
  const problems = watchProblems(page);
  // 啤酒桶 $42 × 2 + 鲜果盘 $22.
  await orderAndSettle(page, 'zh-hans', {
    family: 'ktv',
    shop: 'demo-ktv',
    booking: 'bk_demo_stay_ktv',
    first: '啤酒桶 6瓶',
    second: '鲜果盘',
    addedCents: 10600,
  });
  expect(problems).toEqual([]);
});
