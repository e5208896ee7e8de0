// Mode setup (issue 30), date-range passes, in Chromium, in both languages: starting from demo-store in
// shop mode, the venue administrator (of that venue only) sets up a pass type in the console's "Set up
// modes" tab by keyboard (a nameless pass is refused by meaning beside its field), saves the draft and
// publishes; the plain link now opens the pass page; a customer buys a day pass for tomorrow through
// the sandbox; rolling back to the shop is refused while that pass is in the future (the pass named);
// once it is refunded the rollback goes through and the store is a shop again.
// axe: no serious or critical violations; screenshots docs/screenshots/setup-passes-<lang>.png.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { signInUi, start, type Lang } from './ordering-helpers';
import { openSetup } from './setup-helpers';
import { seriousAxeViolations, watchProblems } from './support';

test.describe.configure({ mode: 'serial' });

const SHOP = 'demo-store';
const L = {
  'en-gb': {
    setupTab: 'Set up modes',
    section: 'Passes',
    on: /This venue sells passes/,
    add: 'Add a pass type',
    nameEn: 'Pass 1 name (English)',
    nameZh: 'Pass 1 name (Chinese)',
    days: 'Pass 1: valid for (days)',
    capacity: 'Pass 1: passes a day',
    price: 'Pass 1: price ($)',
    nameIssue: 'Give the pass a name.',
    save: 'Save setup in the draft',
    saved: /Setup saved in the draft/,
    fixFirst: 'Some of the setup needs fixing first: see the marked fields.',
    previewTab: 'Preview and publish',
    publish: 'Publish',
    published: /Version (\d+) is live\./,
    history: 'History',
    rollback: (v: number) => `Roll back to version ${v}`,
    rolledBack: /Rolled back: version \d+ is live\./,
    passLink: /Day pass/,
    firstDay: 'First day',
    continue: 'Continue',
    terms: /I accept/,
    pay: /Pay\s*\$20\.00/,
    card: 'Card number',
    expiry: 'Expiry (MM/YY)',
    cvc: 'CVC',
    payCard: 'Pay',
    booked: 'Booking confirmed',
    refused: /these future passes would lose their pass type/,
    myTickets: 'My tickets',
    cancel: 'Cancel and refund',
    refundDialog: 'Cancel these tickets?',
    refundConfirm: /Cancel and refund/,
  },
  'zh-hans': {
    setupTab: '设置模式',
    section: '通票',
    on: /本场所出售通票/,
    add: '添加通票类型',
    nameEn: '通票 1 名称（英文）',
    nameZh: '通票 1 名称（中文）',
    days: '通票 1：有效天数',
    capacity: '通票 1：每天可售数量',
    price: '通票 1：价格（元）',
    nameIssue: '请为通票命名。',
    save: '将设置保存到草稿',
    saved: /设置已保存到草稿/,
    fixFirst: '部分设置需要先修正：请查看标出的字段。',
    previewTab: '预览并发布',
    publish: '发布',
    published: /版本 (\d+) 已生效。/,
    history: '版本历史',
    rollback: (v: number) => `回滚到版本 ${v}`,
    rolledBack: /已回滚：版本 \d+ 已生效。/,
    passLink: /一日通票/,
    firstDay: '首日',
    continue: '继续',
    terms: /我接受/,
    pay: /支付\s*\$20\.00/,
    card: '卡号',
    expiry: '有效期 (MM/YY)',
    cvc: '安全码',
    payCard: '支付',
    booked: '预订成功',
    refused: /以下将来的通票会失去其通票类型/,
    myTickets: '我的票券',
    cancel: '取消并退款',
    refundDialog: '取消这些票券？',
    refundConfirm: /取消并退款/,
  },
} as const;

/** A Brisbane calendar date `days` days after today there (UTC+10, no daylight saving). */
const brisbaneDate = (days: number) =>
  new Date(Date.now() + 10 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

/** Where a customer's plain link to the store lands, in a fresh browser (what it shows when it stays). */
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

/** A customer buys one day pass for tomorrow and pays $20.00 through the sandbox. */
async function buyPass(browser: Browser, lang: Lang) {
  const t = L[lang];
  const ctx = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await ctx.newPage();
  const home = `/company/${SHOP}/home`;
  await start(page, lang, home);
  await signInUi(page, lang, `/company/${SHOP}`, home);
  await page.goto(`/company/${SHOP}/site`);
  await page.getByRole('link', { name: t.passLink }).click();
  await page.getByLabel(t.firstDay).fill(brisbaneDate(1));
  await expect(page.getByTestId('pass-total')).toHaveText('$20.00');
  await page.getByRole('button', { name: t.continue }).click();
  await expect(page.getByTestId('checkout-total')).toHaveText('$20.00');
  await page.getByRole('checkbox', { name: t.terms }).check();
  await page.getByRole('button', { name: t.pay }).click();
  await expect(page).toHaveURL(/\/sandbox\/pay\/txn_[0-9a-f]+/, { timeout: 20_000 });
  await page.getByLabel(t.card).fill('4242 4242 4242 4242');
  await page.getByLabel(t.expiry).fill('12/39');
  await page.getByLabel(t.cvc).fill('123');
  await page.getByRole('button', { name: t.payCard, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/company/${SHOP}/booking/success\\?booking=tb_`), { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: t.booked })).toBeVisible();
  return { ctx, page, bookingId: new URL(page.url()).searchParams.get('booking')! };
}

for (const lang of ['en-gb', 'zh-hans'] as Lang[]) {
  test(`sets up a pass at a shop, a customer buys it, rollback refused then done (${lang})`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(300_000);
    const t = L[lang];
    const problems = watchProblems(page);
    await page.setViewportSize({ width: 1100, height: 900 });
    await expect.poll(() => customerLanding(browser), { timeout: 30_000 }).toMatch(new RegExp(`^/shop/${SHOP}/`));
    // The venue's own administrator (of demo-store only) does the setup.
    await openSetup(page, lang, t.setupTab);

    // By keyboard: tick, add a pass type, leave its names empty: refused beside the field.
    const section = page.getByRole('region', { name: t.section, exact: true });
    const on = section.getByRole('checkbox', { name: t.on });
    await on.focus();
    await page.keyboard.press('Space');
    await expect(on).toBeChecked();
    await section.getByRole('button', { name: t.add }).focus();
    await page.keyboard.press('Enter');
    await section.getByRole('button', { name: t.save }).focus();
    await page.keyboard.press('Enter');
    await expect(section.getByText(t.fixFirst)).toBeVisible();
    await expect(section.getByText(t.nameIssue)).toBeVisible();
    await expect(section.getByRole('textbox', { name: t.nameEn })).toBeFocused();
    await page.keyboard.type('Day pass');
    await page.keyboard.press('Tab');
    await page.keyboard.type('一日通票');
    for (const [label, value] of [
      [t.days, '1'],
      [t.capacity, '50'],
      [t.price, '20'],
    ] as const) {
      await section.getByRole('spinbutton', { name: label }).focus();
      await page.keyboard.press('Control+A');
      await page.keyboard.type(value);
    }
    await axe(page, 'the passes setup');
    await section.screenshot({ path: `docs/screenshots/setup-passes-${lang}.png` });
    await section.getByRole('button', { name: t.save }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: t.saved })).toBeVisible();

    await page.getByRole('tab', { name: t.previewTab }).click();
    await page.getByRole('button', { name: t.publish, exact: true }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: t.publish, exact: true }).click();
    const notice = page.getByRole('status').filter({ hasText: t.published });
    await expect(notice).toBeVisible();
    const version = Number(t.published.exec((await notice.textContent()) ?? '')?.[1]);
    await expect.poll(() => customerLanding(browser), { timeout: 30_000 }).toMatch(new RegExp(`^/company/${SHOP}`));

    const pass = await buyPass(browser, lang);

    // Rolling back to the shop would take the sold pass's type away: refused, the pass named.
    await page.getByRole('tab', { name: t.history }).click();
    const rollback = async () => {
      await page.getByRole('button', { name: t.rollback(version - 1) }).click();
      await page
        .getByRole('alertdialog')
        .getByRole('button', { name: t.rollback(version - 1) })
        .click();
    };
    await rollback();
    await expect(page.getByText(t.refused)).toBeVisible();
    await expect(page.getByText(new RegExp(pass.bookingId))).toBeVisible();
    await axe(page, 'the refused rollback');

    // The customer cancels and is refunded; the rollback goes through and the store is a shop again.
    await pass.page.getByRole('main').getByRole('link', { name: t.myTickets }).click();
    await pass.page.getByTestId('ticket').first().getByRole('button', { name: t.cancel }).click();
    await pass.page
      .getByRole('dialog', { name: t.refundDialog })
      .getByRole('button', { name: t.refundConfirm })
      .click();
    await expect(pass.page).toHaveURL(/\/booking\/cancel\/success\?booking=tb_/);
    await pass.ctx.close();
    await rollback();
    await expect(page.getByRole('status').filter({ hasText: t.rolledBack })).toBeVisible();
    await expect.poll(() => customerLanding(browser), { timeout: 30_000 }).toMatch(new RegExp(`^/shop/${SHOP}`));
    expect(problems).toEqual([]);
  });
}
