// Bookings (issue 17) in Chromium at 390 px, both languages: book and pay through the sandbox card page
// at the reservation (deposit, bill type 4), massage, party room and KTV venues, and find each booking in
// my bookings; one is rescheduled (status "time changed"), one cancelled with the refund shown first.
// axe-core on every booking screen: no serious or critical violations.
import { expect, test, type Page } from '@playwright/test';
import { seriousAxeViolations, watchProblems } from './support';
import { SHOTS, signInUi, start, type Lang } from './ordering-helpers';

test.use({ viewport: { width: 390, height: 844 } });

const W = {
  'en-gb': {
    date: 'Date',
    people: 'People',
    hours: 'Hours',
    continue: 'Continue',
    terms: /I accept the terms/,
    booked: 'Booked',
    my: 'My bookings',
    card: 'Card number',
    expiry: 'Expiry (MM/YY)',
    cvc: 'CVC',
    pay: 'Pay',
  },
  'zh-hans': {
    date: '日期',
    people: '人数',
    hours: '时长',
    continue: '继续',
    terms: /我接受条款/,
    booked: '预订成功',
    my: '我的预订',
    card: '卡号',
    expiry: '有效期 (MM/YY)',
    cvc: '安全码',
    pay: '支付',
  },
} as const;

/** Tomorrow's date at a venue in time zone tz. */
const tomorrow = (tz: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: tz, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(Date.now() + 86_400_000),
  );

async function axe(page: Page, what: string) {
  expect(await seriousAxeViolations(page), what).toEqual([]);
}

/** On a family home: the date, then a free time, Continue; then the checkout: terms and pay. */
async function chooseAndPay(page: Page, lang: Lang, o: { date: string; time: string; payLabel: RegExp; shot: string }) {
  const w = W[lang];
  await page.getByLabel(w.date).fill(o.date);
  await page.getByTestId('slots').getByRole('button', { name: o.time, exact: true }).click();
  await axe(page, `${o.shot} home`);
  await page.screenshot({ path: `${SHOTS}/booking-${o.shot}-home-${lang}.png`, fullPage: true });
  await page.getByRole('button', { name: w.continue }).click();
  await expect(page).toHaveURL(/\/checkout\?start=\d+/);
  await page.getByRole('checkbox', { name: w.terms }).check();
  await axe(page, `${o.shot} checkout`);
  await page.screenshot({ path: `${SHOTS}/booking-${o.shot}-checkout-${lang}.png`, fullPage: true });
  await page.getByRole('button', { name: o.payLabel }).click();
  await expect(page).toHaveURL(/\/sandbox\/pay\/bt_[0-9a-f]+/, { timeout: 20_000 });
  await page.getByLabel(w.card).fill('4242 4242 4242 4242');
  await page.getByLabel(w.expiry).fill('12/39');
  await page.getByLabel(w.cvc).fill('123');
  await page.getByRole('button', { name: w.pay, exact: true }).click();
  await expect(page).toHaveURL(/\/booking\/success\?booking=bk_[0-9a-f]+&result=approved/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: w.booked })).toBeVisible();
  await axe(page, `${o.shot} success`);
  await page.screenshot({ path: `${SHOTS}/booking-${o.shot}-success-${lang}.png`, fullPage: true });
  return new URL(page.url()).searchParams.get('booking')!;
}

test('en-gb: a table with a deposit at the cafe, a massage with a deposit; both in my bookings; the massage is rescheduled', async ({
  page,
}) => {
  test.setTimeout(170_000);
  const problems = watchProblems(page);
  const day = tomorrow('Australia/Brisbane');
  await start(page, 'en-gb', '/reservation/demo-cafe/ticket/all/home');
  await signInUi(page, 'en-gb', '/reservation/demo-cafe', '/reservation/demo-cafe/ticket/all/home');
  await expect(page.getByRole('heading', { name: 'Book a table' })).toBeVisible();
  // Above 10 people: the venue's answer.
  await page.getByLabel('People').fill('11');
  await expect(page.getByText('Please call us.')).toBeVisible();
  await page.getByLabel('People').fill('4');
  const table = await chooseAndPay(page, 'en-gb', {
    date: day,
    time: '19:00',
    payLabel: /Pay \$40\.00 and book/,
    shot: 'reservation',
  });
  await expect(page.getByRole('img', { name: /Check-in code of booking B\d+/ })).toBeVisible();
  await page.getByRole('link', { name: 'My bookings' }).first().click();
  const mine = page.locator(`[data-booking="${table}"]`);
  await expect(mine.getByText('Confirmed')).toBeVisible();
  await expect(mine).toContainText('19:00–20:30');

  await page.goto('/massage/demo-massage/ticket/all/home');
  await page.getByRole('radio', { name: /Relaxation massage, 60 min/ }).check();
  const massage = await chooseAndPay(page, 'en-gb', {
    date: day,
    time: '14:00',
    payLabel: /Pay \$27\.00 and book/,
    shot: 'massage',
  });
  await page.goto('/massage/demo-massage/mybookings');
  const item = page.locator(`[data-booking="${massage}"]`);
  await expect(item.getByText('Confirmed')).toBeVisible();
  await axe(page, 'my bookings');
  await item.getByRole('button', { name: /Reschedule booking/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: '15:30', exact: true }).click();
  await axe(page, 'reschedule dialog');
  await dialog.getByRole('button', { name: 'Move to 15:30' }).click();
  await expect(item.getByText('Time changed')).toBeVisible();
  await expect(item).toContainText('15:30–16:30');
  await page.screenshot({ path: `${SHOTS}/booking-mybookings-en-gb.png`, fullPage: true });
  expect(problems).toEqual([]);
});

test('zh-hans: a party room by the hour (evening rate) and a KTV room in Sydney; the KTV booking is cancelled with its refund', async ({
  page,
}) => {
  test.setTimeout(170_000);
  const problems = watchProblems(page);
  await start(page, 'zh-hans', '/partyroom/demo-partyroom/ticket/all/home');
  await signInUi(page, 'zh-hans', '/partyroom/demo-partyroom', '/partyroom/demo-partyroom/ticket/all/home');
  await expect(page.getByRole('heading', { name: '预订派对房' })).toBeVisible();
  await page.getByRole('radio', { name: /小包间/ }).check();
  await page.getByLabel('人数').fill('8');
  // 17:00-19:00: $60 + the evening hour at $90 = $150; deposit 50 %.
  const party = await chooseAndPay(page, 'zh-hans', {
    date: tomorrow('Australia/Brisbane'),
    time: '17:00',
    payLabel: /支付 \$75\.00 并预订/,
    shot: 'partyroom',
  });
  await page.goto('/partyroom/demo-partyroom/mybookings');
  await expect(page.locator(`[data-booking="${party}"]`).getByText('已确认')).toBeVisible();

  await page.goto('/ktv/demo-ktv/ticket/all/home');
  await page.getByRole('radio', { name: /小包 2-4人/ }).check();
  await page.getByLabel('人数').fill('3');
  await page.getByLabel('时长').selectOption('2');
  // 19:00-21:00 Sydney, both evening hours at $52: paid in full (no deposit at this venue).
  const ktv = await chooseAndPay(page, 'zh-hans', {
    date: tomorrow('Australia/Sydney'),
    time: '19:00',
    payLabel: /支付 \$104\.00 并预订/,
    shot: 'ktv',
  });
  await page.goto('/ktv/demo-ktv/mybookings');
  const item = page.locator(`[data-booking="${ktv}"]`);
  await expect(item.getByText('已确认')).toBeVisible();
  await expect(item).toContainText('19:00–21:00');
  await axe(page, 'my bookings zh');
  await item.getByRole('button', { name: /取消预订/ }).click();
  // Tomorrow evening is within the 24 free hours or not, depending on the hour now: the quote says which.
  const quote = page.getByTestId('refund-quote');
  await expect(quote).toHaveText(/将退款 \$\d+\.\d{2}/);
  const refund = /将退款 (\$\d+\.\d{2})/.exec((await quote.textContent()) ?? '')![1];
  await axe(page, 'cancel dialog');
  await page.getByRole('dialog').getByRole('button', { name: '取消预订' }).click();
  await expect(page).toHaveURL(/\/ktv\/demo-ktv\/booking\/cancel\/success\?booking=bk_/);
  await expect(page.getByRole('heading', { name: '预订已取消' })).toBeVisible();
  await expect(page.getByText(`${refund} 将按原付款方式退回`)).toBeVisible();
  await axe(page, 'cancel success');
  await page.screenshot({ path: `${SHOTS}/booking-cancelled-zh-hans.png`, fullPage: true });
  await page.goto('/ktv/demo-ktv/mybookings');
  await expect(page.locator(`[data-booking="${ktv}"]`).getByText('已取消')).toBeVisible();
  expect(problems).toEqual([]);
});

// Each venue kind in the other language too: book, pay, find it in my bookings.
test('zh-hans: a table with a deposit and a massage; both confirmed in my bookings', async ({ page }) => {
  test.setTimeout(170_000);
  const problems = watchProblems(page);
  const day = tomorrow('Australia/Brisbane');
  await start(page, 'zh-hans', '/reservation/demo-cafe/ticket/all/home');
  await signInUi(page, 'zh-hans', '/reservation/demo-cafe', '/reservation/demo-cafe/ticket/all/home');
  await expect(page.getByRole('heading', { name: '预订餐桌' })).toBeVisible();
  await page.getByLabel('人数').fill('2');
  const table = await chooseAndPay(page, 'zh-hans', {
    date: day,
    time: '18:00',
    payLabel: /支付 \$20\.00 并预订/,
    shot: 'reservation',
  });
  await page.goto('/reservation/demo-cafe/mybookings');
  await expect(page.locator(`[data-booking="${table}"]`).getByText('已确认')).toBeVisible();
  await page.goto('/massage/demo-massage/ticket/all/home');
  await page.getByRole('radio', { name: /放松按摩 60分钟/ }).check();
  const massage = await chooseAndPay(page, 'zh-hans', {
    date: day,
    time: '10:00',
    payLabel: /支付 \$27\.00 并预订/,
    shot: 'massage',
  });
  await page.goto('/massage/demo-massage/mybookings');
  await expect(page.locator(`[data-booking="${massage}"]`).getByText('已确认')).toBeVisible();
  expect(problems).toEqual([]);
});

test('en-gb: a party room with a deposit and a KTV room paid in full; both confirmed in my bookings', async ({
  page,
}) => {
  test.setTimeout(170_000);
  const problems = watchProblems(page);
  await start(page, 'en-gb', '/partyroom/demo-partyroom/ticket/all/home');
  await signInUi(page, 'en-gb', '/partyroom/demo-partyroom', '/partyroom/demo-partyroom/ticket/all/home');
  await page.getByRole('radio', { name: /Small room, up to 10 guests/ }).check();
  await page.getByLabel('People').fill('6');
  // 14:00-16:00 at $60 an hour = $120; deposit 50 %.
  const party = await chooseAndPay(page, 'en-gb', {
    date: tomorrow('Australia/Brisbane'),
    time: '14:00',
    payLabel: /Pay \$60\.00 and book/,
    shot: 'partyroom',
  });
  await page.goto('/partyroom/demo-partyroom/mybookings');
  await expect(page.locator(`[data-booking="${party}"]`).getByText('Confirmed')).toBeVisible();
  await page.goto('/ktv/demo-ktv/ticket/all/home');
  await page.getByRole('radio', { name: /Small room, 2-4 people/ }).check();
  await page.getByRole('spinbutton', { name: 'People' }).fill('3');
  await page.getByLabel('Hours', { exact: true }).selectOption('2');
  // 15:00-17:00 Sydney at $38 an hour, paid in full.
  const ktv = await chooseAndPay(page, 'en-gb', {
    date: tomorrow('Australia/Sydney'),
    time: '15:00',
    payLabel: /Pay \$76\.00 and book/,
    shot: 'ktv',
  });
  await page.goto('/ktv/demo-ktv/mybookings');
  const item = page.locator(`[data-booking="${ktv}"]`);
  await expect(item.getByText('Confirmed')).toBeVisible();
  await expect(item).toContainText('15:00–17:00');
  expect(problems).toEqual([]);
});
