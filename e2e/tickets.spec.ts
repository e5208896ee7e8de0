// Tickets and passes (issue 17) in Chromium at 390 px, against the real server: parking at
// demo-parking (book for tomorrow, the fee from the tariff, pay on the sandbox card page, find it in
// my tickets with its QR, extend it by an hour and pay the difference, cancel it with the refund shown
// first) in English; a 3-day pass at demo-passes (chosen from the ticket list, dates checked, paid,
// found in my tickets with a QR per ticket) in Chinese. axe-core on every ticket screen.
import { expect, test, type Page } from '@playwright/test';
import { seriousAxeViolations, watchProblems } from './support';
import { SHOTS, signInUi, start } from './ordering-helpers';

test.use({ viewport: { width: 390, height: 844 } });

/** A Brisbane calendar date `days` days after today there (UTC+10, no daylight saving). */
const brisbaneDate = (days: number) =>
  new Date(Date.now() + 10 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

async function payOnSandbox(page: Page, zh = false) {
  await expect(page).toHaveURL(/\/sandbox\/pay\/txn_[0-9a-f]+/, { timeout: 20_000 });
  await page.getByLabel(zh ? '卡号' : 'Card number').fill('4242 4242 4242 4242');
  await page.getByLabel(zh ? '有效期 (MM/YY)' : 'Expiry (MM/YY)').fill('12/39');
  await page.getByLabel(zh ? '安全码' : 'CVC').fill('123');
  await page.getByRole('button', { name: zh ? '支付' : 'Pay', exact: true }).click();
}

async function axeClean(page: Page, report: Record<string, string[]>, name: string) {
  report[name] = await seriousAxeViolations(page);
}

test('parking: book and pay, find it in my tickets, extend it, cancel it with a refund (en-gb)', async ({ page }) => {
  test.setTimeout(150_000);
  const problems = watchProblems(page);
  const axe: Record<string, string[]> = {};
  const day = brisbaneDate(1);
  await start(page, 'en-gb', '/ticket/demo-parking/code/all/home');
  await expect(page.getByRole('heading', { level: 1, name: 'Book parking' })).toBeVisible();
  await expect(page.getByText('First hour $5.00, then $4.00 an hour, at most $35.00 a day.')).toBeVisible();
  await axeClean(page, axe, 'ticket home');
  await signInUi(page, 'en-gb', '/ticket/demo-parking');

  await page.goto('/ticket/demo-parking/code/all/home');
  await page.getByLabel('Entry').fill(`${day}T09:00`);
  await page.getByLabel('Exit').fill(`${day}T08:30`);
  await expect(page.getByText('Exit time must be after entry time')).toBeVisible();
  await page.getByLabel('Exit').fill(`${day}T12:00`);
  await expect(page.getByTestId('parking-fee')).toHaveText('$13.00');
  await page.screenshot({ path: `${SHOTS}/tickets-parking-home-en-gb.png`, fullPage: true });
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/ticket\/demo-parking\/checkout$/);
  await expect(page.getByTestId('checkout-total')).toHaveText('$13.00');
  await expect(page.getByRole('radio', { name: 'Credit card' })).toBeChecked();
  await axeClean(page, axe, 'ticket checkout');
  await page.getByRole('checkbox', { name: /I accept/ }).check();
  await page.getByRole('button', { name: 'Pay $13.00' }).click();
  await payOnSandbox(page);

  await expect(page).toHaveURL(/\/ticket\/demo-parking\/booking\/success\?booking=tb_/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Booking confirmed' })).toBeVisible();
  await expect(page.getByRole('img', { name: /QR code of ticket 1 of 1/ })).toBeVisible();
  await axeClean(page, axe, 'booking success');

  await page.getByRole('main').getByRole('link', { name: 'My tickets' }).click();
  await expect(page).toHaveURL(/\/ticket\/demo-parking\/mytickets$/);
  const ticket = page.getByTestId('ticket').first();
  await expect(ticket.getByTestId('ticket-state')).toHaveText('Booked');
  await expect(ticket.getByTestId('ticket-paid')).toHaveText('$13.00');
  await expect(ticket.getByRole('img', { name: /QR code of ticket 1 of 1/ })).toBeVisible();
  await axeClean(page, axe, 'my tickets');
  await page.screenshot({ path: `${SHOTS}/tickets-mytickets-en-gb.png`, fullPage: true });

  // Extend by an hour: one more hour at $4.00, paid on the card page.
  await ticket.getByRole('button', { name: 'Extend stay' }).click();
  const extend = page.getByRole('dialog', { name: 'Extend your stay' });
  await expect(extend.getByText('Extra cost: $4.00')).toBeVisible();
  await axeClean(page, axe, 'extend dialog');
  await extend.getByRole('button', { name: 'Pay $4.00 and extend' }).click();
  await payOnSandbox(page);
  await expect(page).toHaveURL(/\/ticket\/demo-parking\/booking\/topup\/success\?booking=tb_/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Stay extended' })).toBeVisible();
  await expect(page.getByTestId('ticket-exit')).toContainText('13:00');
  await expect(page.getByTestId('ticket-paid')).toHaveText('$17.00');
  await axeClean(page, axe, 'topup success');

  // Cancel: the refund is shown before confirming, then given.
  await page.getByRole('main').getByRole('link', { name: 'My tickets' }).click();
  await page.getByTestId('ticket').first().getByRole('button', { name: 'Cancel and refund' }).click();
  const refund = page.getByRole('dialog', { name: 'Cancel these tickets?' });
  await expect(refund.getByTestId('refund-amount')).toHaveText('$17.00');
  await axeClean(page, axe, 'refund dialog');
  await refund.getByRole('button', { name: 'Cancel and refund $17.00' }).click();
  await expect(page).toHaveURL(/\/ticket\/demo-parking\/booking\/cancel\/success\?booking=tb_/);
  await expect(page.getByRole('heading', { level: 1, name: 'Booking cancelled' })).toBeVisible();
  await expect(page.getByTestId('refund-done')).toHaveText('$17.00 is on its way back to your Credit card.');
  await expect(page.getByTestId('ticket-state')).toHaveText('Refunded');
  await axeClean(page, axe, 'cancel success');

  expect(axe).toEqual(Object.fromEntries(Object.keys(axe).map((k) => [k, []])));
  expect(problems).toEqual([]);
});

test('date-range pass: chosen from the ticket list, dates checked, paid, in my tickets with a QR per ticket (zh-hans)', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const problems = watchProblems(page);
  const axe: Record<string, string[]> = {};
  await start(page, 'zh-hans', '/company/demo-passes/home');
  await signInUi(page, 'zh-hans', '/company/demo-passes');
  await page.goto('/company/demo-passes/site');
  await expect(page.getByRole('heading', { level: 1, name: '票券' })).toBeVisible();
  await axeClean(page, axe, 'ticket list');
  await page.getByRole('link', { name: '选择日期：三日通票' }).click();

  await expect(page).toHaveURL(/\/company\/demo-passes\/daterange\/home\?pool=ps-3day$/);
  await expect(page.getByRole('radio', { name: '三日通票' })).toBeChecked();
  await page.getByLabel('首日').fill(brisbaneDate(-1));
  await expect(page.getByText('开始日期不能早于今天')).toBeVisible();
  await page.getByLabel('首日').fill(brisbaneDate(7));
  await page.getByLabel('票数').fill('2');
  await expect(page.getByTestId('pass-total')).toHaveText('$220.00');
  await axeClean(page, axe, 'date range');
  await page.screenshot({ path: `${SHOTS}/tickets-daterange-zh-hans.png`, fullPage: true });
  await page.getByRole('button', { name: '继续' }).click();

  await expect(page).toHaveURL(/\/company\/demo-passes\/checkout$/);
  await expect(page.getByTestId('checkout-total')).toHaveText('$220.00');
  await page.getByRole('checkbox', { name: /我接受/ }).check();
  await axeClean(page, axe, 'pass checkout');
  await page.getByRole('button', { name: '支付$220.00' }).click();
  await payOnSandbox(page, true);

  await expect(page).toHaveURL(/\/company\/demo-passes\/booking\/success\?booking=tb_/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: '预订成功' })).toBeVisible();
  await expect(page.getByRole('img', { name: /二维码/ })).toHaveCount(2);
  await axeClean(page, axe, 'pass success');

  await page.getByRole('main').getByRole('link', { name: '我的票券' }).click();
  await expect(page).toHaveURL(/\/company\/demo-passes\/mytickets$/);
  const ticket = page.getByTestId('ticket').first();
  await expect(ticket.getByRole('heading', { name: '三日通票' })).toBeVisible();
  await expect(ticket.getByTestId('ticket-state')).toHaveText('已预订');
  await expect(ticket.getByTestId('ticket-code')).toHaveCount(2);
  await expect(ticket.getByRole('img', { name: /第1张票（共2张）的二维码/ })).toBeVisible();
  await axeClean(page, axe, 'my passes');
  await page.screenshot({ path: `${SHOTS}/tickets-mytickets-zh-hans.png`, fullPage: true });

  expect(axe).toEqual(Object.fromEntries(Object.keys(axe).map((k) => [k, []])));
  expect(problems).toEqual([]);
});
