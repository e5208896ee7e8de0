// Mode setup (issue 30), parking, in Chromium, in both languages: starting from demo-store in shop
// mode, demo-store's own administrator (of that venue only) sets up a car park in the console's "Set up modes" tab (10 bays, a
// tariff of $3 the first hour and $2 each further hour, a $15 daily cap, 15 minutes' grace), saves
// the draft and publishes; a customer books a 3-hour stay tomorrow and pays the $7.00 the tariff gives
// through the sandbox; rolling back to the shop is refused while the stay is in the future (the stay
// named); once it is cancelled and refunded the rollback goes through and the store is a shop again.
// axe: no serious or critical violations; screenshots docs/screenshots/setup-parking-<lang>.png.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { signInUi, start, type Lang } from './ordering-helpers';
import { openSetup } from './setup-helpers';
import { seriousAxeViolations, watchProblems } from './support';

test.describe.configure({ mode: 'serial' });

const SHOP = 'demo-store';
const L = {
  'en-gb': {
    setupTab: 'Set up modes',
    section: 'Parking',
    on: 'This venue sells parking',
    bays: 'Bays (vehicles a day)',
    firstHour: 'First hour ($)',
    perHour: 'Each further hour ($)',
    dailyMax: 'Most a vehicle pays a day ($)',
    grace: 'Grace time (minutes)',
    example: 'A 3-hour stay costs $7.00.',
    addBand: 'Add a band',
    bandLine: 'Every day 18:00–06:00: $1.00 an hour, at most $5.00.',
    save: 'Save setup in the draft',
    saved: /Setup saved in the draft/,
    fixFirst: 'Some of the setup needs fixing first: see the marked fields.',
    capIssue: 'The daily cap is 0 (none) or at least the first hour.',
    previewTab: 'Preview and publish',
    publish: 'Publish',
    published: /Version (\d+) is live\./,
    history: 'History',
    rollback: (v: number) => `Roll back to version ${v}`,
    rolledBack: /Rolled back: version \d+ is live\./,
    bookHeading: 'Book parking',
    tariff: 'First hour $3.00, then $2.00 an hour, at most $15.00 a day. Stays of up to 15 minutes are free.',
    entry: 'Entry',
    exit: 'Exit',
    continue: 'Continue',
    terms: /I accept/,
    pay: 'Pay $7.00',
    card: 'Card number',
    expiry: 'Expiry (MM/YY)',
    cvc: 'CVC',
    payCard: 'Pay',
    booked: 'Booking confirmed',
    myTickets: 'My tickets',
    cancel: 'Cancel and refund',
    refundDialog: 'Cancel these tickets?',
    refundConfirm: 'Cancel and refund $7.00',
  },
  'zh-hans': {
    setupTab: '设置模式',
    section: '停车',
    on: '本场所提供停车',
    bays: '车位（每天车辆数）',
    firstHour: '首小时（元）',
    perHour: '之后每小时（元）',
    dailyMax: '每车每天最多收费（元）',
    grace: '免费时间（分钟）',
    example: '停车 3 小时收费 $7.00。',
    addBand: '添加时段',
    bandLine: '每天 18:00–06:00：每小时 $1.00，最多 $5.00。',
    save: '将设置保存到草稿',
    saved: /设置已保存到草稿/,
    fixFirst: '部分设置需要先修正：请查看标出的字段。',
    capIssue: '每日上限为 0（不设）或不低于首小时收费。',
    previewTab: '预览并发布',
    publish: '发布',
    published: /版本 (\d+) 已生效。/,
    history: '版本历史',
    rollback: (v: number) => `回滚到版本 ${v}`,
    rolledBack: /已回滚：版本 \d+ 已生效。/,
    bookHeading: '预订停车',
    tariff: /首小时.*\$3\.00.*停车不超过 15 分钟免费。/,
    entry: '入场',
    exit: '离场',
    continue: '继续',
    terms: /我接受/,
    pay: /支付\s*\$7\.00/,
    card: '卡号',
    expiry: '有效期 (MM/YY)',
    cvc: '安全码',
    payCard: '支付',
    booked: '预订成功',
    myTickets: '我的票券',
    cancel: '取消并退款',
    refundDialog: '取消这些票券？',
    refundConfirm: /取消并退款\s*\$7\.00/,
  },
} as const;

/** A Brisbane calendar date `days` days after today there (UTC+10, no daylight saving). */
const brisbaneDate = (days: number) =>
  new Date(Date.now() + 10 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Where a customer's plain link to the store lands, in a fresh browser. A page that stays on the
 * plain link (still loading on a busy machine, or a screen of its own) answers with what it shows,
 * so a poll retries it and a failure says what the customer saw instead of timing out blind.
 */
async function customerLanding(browser: Browser): Promise<string> {
  const ctx = await browser.newContext();
  try {
    const page = await ctx.newPage();
    await page.goto(`/${SHOP}`);
    const moved = await page
      .waitForURL((u) => u.pathname !== `/${SHOP}`, { timeout: 8_000 })
      .then(() => true)
      .catch(() => false);
    const path = new URL(page.url()).pathname;
    if (moved) return path;
    const shown = (
      await page
        .locator('body')
        .innerText()
        .catch(() => '')
    )
      .replace(/\s+/g, ' ')
      .slice(0, 200);
    return `${path} (stayed: ${shown})`;
  } finally {
    await ctx.close();
  }
}

async function axe(page: Page, what: string) {
  await page.waitForLoadState('load');
  expect(await seriousAxeViolations(page), what).toEqual([]);
}

async function payOnSandbox(page: Page, lang: Lang) {
  const t = L[lang];
  await expect(page).toHaveURL(/\/sandbox\/pay\/txn_[0-9a-f]+/, { timeout: 20_000 });
  await page.getByLabel(t.card).fill('4242 4242 4242 4242');
  await page.getByLabel(t.expiry).fill('12/39');
  await page.getByLabel(t.cvc).fill('123');
  await page.getByRole('button', { name: t.payCard, exact: true }).click();
}

/** A customer books one car from 09:00 to 12:00 tomorrow and pays $7.00 ($3 + 2 × $2). */
async function buyStay(
  browser: Browser,
  lang: Lang,
): Promise<{ ctx: Awaited<ReturnType<Browser['newContext']>>; page: Page; bookingId: string }> {
  const t = L[lang];
  const ctx = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await ctx.newPage();
  const home = `/ticket/${SHOP}/code/all/home`;
  await start(page, lang, home);
  await signInUi(page, lang, `/ticket/${SHOP}`, home);
  await expect(page.getByRole('heading', { level: 1, name: t.bookHeading })).toBeVisible();
  await expect(page.getByText(t.tariff)).toBeVisible();
  await expect(page.getByText(t.bandLine)).toBeVisible();
  const day = brisbaneDate(1);
  await page.getByLabel(t.entry).fill(`${day}T09:00`);
  await page.getByLabel(t.exit).fill(`${day}T12:00`);
  await expect(page.getByTestId('parking-fee')).toHaveText('$7.00');
  await page.getByRole('button', { name: t.continue }).click();
  await expect(page.getByTestId('checkout-total')).toHaveText('$7.00');
  await page.getByRole('checkbox', { name: t.terms }).check();
  await page.getByRole('button', { name: t.pay }).click();
  await payOnSandbox(page, lang);
  await expect(page).toHaveURL(new RegExp(`/ticket/${SHOP}/booking/success\\?booking=tb_`), { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: t.booked })).toBeVisible();
  const bookingId = new URL(page.url()).searchParams.get('booking')!;
  return { ctx, page, bookingId };
}

for (const lang of ['en-gb', 'zh-hans'] as Lang[]) {
  test(`sets up parking at a shop, a customer buys a stay at the tariff, rollback (${lang})`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(240_000);
    const t = L[lang];
    const problems = watchProblems(page);
    await page.setViewportSize({ width: 1100, height: 900 });
    await expect.poll(() => customerLanding(browser), { timeout: 30_000 }).toMatch(new RegExp(`^/shop/${SHOP}/`));
    // The venue's own administrator (of demo-store only) does the setup.
    await openSetup(page, lang, t.setupTab);

    // By keyboard: tick, then the bays and the tariff (typed into the number fields).
    const section = page.getByRole('region', { name: t.section, exact: true });
    const on = section.getByRole('checkbox', { name: t.on });
    await on.focus();
    await page.keyboard.press('Space');
    await expect(on).toBeChecked();
    const bays = page.getByRole('spinbutton', { name: t.bays });
    await expect(bays).toHaveValue('10');
    for (const [label, value] of [
      [t.firstHour, '3'],
      [t.perHour, '2'],
      [t.dailyMax, '1'],
      [t.grace, '15'],
    ] as const) {
      await section.getByRole('spinbutton', { name: label }).focus();
      await page.keyboard.press('Control+A');
      await page.keyboard.type(value);
    }
    // A daily cap under the first hour is refused by meaning beside its field; nothing is sent.
    await section.getByRole('button', { name: t.save }).click();
    await expect(section.getByText(t.fixFirst)).toBeVisible();
    await expect(section.getByText(t.capIssue)).toBeVisible();
    const cap = section.getByRole('spinbutton', { name: t.dailyMax });
    await expect(cap).toBeFocused();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('15');
    await expect(page.getByText(t.example)).toBeVisible();
    // A night rate (the new band's defaults: 18:00 to 06:00, $1 an hour, at most $5), by keyboard.
    await section.getByRole('button', { name: t.addBand }).focus();
    await page.keyboard.press('Enter');
    await axe(page, 'the parking setup');
    await expect(section.getByText(t.fixFirst)).toBeHidden();
    await section.screenshot({ path: `docs/screenshots/setup-parking-${lang}.png` });
    await section.getByRole('button', { name: t.save }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: t.saved })).toBeVisible();

    await page.getByRole('tab', { name: t.previewTab }).click();
    await page.getByRole('button', { name: t.publish, exact: true }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: t.publish, exact: true }).click();
    const notice = page.getByRole('status').filter({ hasText: t.published });
    await expect(notice).toBeVisible();
    const version = Number(t.published.exec((await notice.textContent()) ?? '')?.[1]);
    await new Promise((r) => setTimeout(r, 1_200)); // venue rows are cached for 1 s
    await expect.poll(() => customerLanding(browser), { timeout: 30_000 }).toMatch(new RegExp(`^/ticket/${SHOP}`));

    const stay = await buyStay(browser, lang);

    // Rolling back to the shop would take the booked bay away: refused, the stay named.
    await page.getByRole('tab', { name: t.history }).click();
    await page.getByRole('button', { name: t.rollback(version - 1) }).click();
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: t.rollback(version - 1) })
      .click();
    await expect(page.getByText(new RegExp(stay.bookingId))).toBeVisible();
    await axe(page, 'the refused rollback');

    // The customer cancels and is refunded; the rollback goes through and the store is a shop again.
    await stay.page.getByRole('main').getByRole('link', { name: t.myTickets }).click();
    await stay.page.getByTestId('ticket').first().getByRole('button', { name: t.cancel }).click();
    await stay.page
      .getByRole('dialog', { name: t.refundDialog })
      .getByRole('button', { name: t.refundConfirm })
      .click();
    await expect(stay.page).toHaveURL(/\/booking\/cancel\/success\?booking=tb_/);
    await stay.ctx.close();
    await page.getByRole('button', { name: t.rollback(version - 1) }).click();
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: t.rollback(version - 1) })
      .click();
    await expect(page.getByRole('status').filter({ hasText: t.rolledBack })).toBeVisible();
    await expect.poll(() => customerLanding(browser), { timeout: 30_000 }).toMatch(new RegExp(`^/shop/${SHOP}`));
    expect(problems).toEqual([]);
  });
}
