// Mode setup (issue 30), table reservations, in Chromium, in both languages: starting from demo-store in
// shop mode, the platform administrator grants the reservation licence in the console's "Set up modes"
// tab (in a browser of their own); demo-store's own administrator (of that venue only) sets up 2 areas
// and 6 tables with a deposit per person and per booking, saves the draft and publishes; a customer
// books a table and pays the deposit through the sandbox; rolling back to the shop is refused while
// the booking is in the future (the booking named); once it is cancelled the rollback goes through and
// the store's plain link opens the shop again. axe: no serious or critical violations on the setup;
// screenshots docs/screenshots/setup-tables-<lang>.png.
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { apiLogin, bearer, signInUi, start, type Lang } from './ordering-helpers';
import { grantLicence, openSetup, SETUP_SHOP, VENUE_ADMIN } from './setup-helpers';
import { seriousAxeViolations, watchProblems } from './support';

test.describe.configure({ mode: 'serial' });

const SHOP = SETUP_SHOP;
const L = {
  'en-gb': {
    setupTab: 'Set up modes',
    needLicence: 'Reservations need the reservation licence.',
    grant: 'Grant the reservation licence',
    granted: /reservation licence is granted in the draft/,
    on: 'This venue takes table reservations',
    addArea: 'Add an area',
    areaEn: 'Area name (English)',
    areaZh: 'Area name (Chinese)',
    areas: [
      ['Dining room', '餐厅'],
      ['Terrace', '露台'],
    ],
    addTable: (a: string) => `Add a table to ${a}`,
    perPerson: 'Deposit per person ($)',
    perBooking: 'Deposit per booking ($)',
    tablesTitle: 'Table reservations',
    save: 'Save setup in the draft',
    saved: /Setup saved in the draft/,
    counts: 'Areas and tables (2 areas, 6 tables)',
    previewTab: 'Preview and publish',
    publish: 'Publish',
    published: /Version (\d+) is live\./,
    history: 'History',
    rollback: (v: number) => `Roll back to version ${v}`,
    rolledBack: /Rolled back: version \d+ is live\./,
    lostTable: /these future bookings would lose their table: B\d+/,
    bookHeading: 'Book a table',
    people: 'People',
    date: 'Date',
    continue: 'Continue',
    terms: /I accept the terms/,
    payLabel: /Pay \$22\.00 and book/,
    card: 'Card number',
    expiry: 'Expiry (MM/YY)',
    cvc: 'CVC',
    pay: 'Pay',
    booked: 'Booked',
  },
  'zh-hans': {
    setupTab: '设置模式',
    needLicence: '餐桌预订需要预订许可。',
    grant: '授予预订许可',
    granted: /预订许可已在草稿中授予/,
    on: '本场所接受餐桌预订',
    addArea: '添加区域',
    areaEn: '区域名称（英文）',
    areaZh: '区域名称（中文）',
    areas: [
      ['Dining room', '餐厅'],
      ['Terrace', '露台'],
    ],
    addTable: (a: string) => `向 ${a} 添加餐桌`,
    perPerson: '每人订金（元）',
    perBooking: '每次预订订金（元）',
    tablesTitle: '餐桌预订',
    save: '将设置保存到草稿',
    saved: /设置已保存到草稿/,
    counts: '区域和餐桌（2 个区域，6 张餐桌）',
    previewTab: '预览并发布',
    publish: '发布',
    published: /版本 (\d+) 已生效。/,
    history: '版本历史',
    rollback: (v: number) => `回滚到版本 ${v}`,
    rolledBack: /已回滚：版本 \d+ 已生效。/,
    lostTable: /以下将来的预订会失去餐桌：B\d+/,
    bookHeading: '预订餐桌',
    people: '人数',
    date: '日期',
    continue: '继续',
    terms: /我接受条款/,
    payLabel: /支付 \$22\.00 并预订/,
    card: '卡号',
    expiry: '有效期 (MM/YY)',
    cvc: '安全码',
    pay: '支付',
    booked: '预订成功',
  },
} as const;

const tomorrow = () =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Australia/Brisbane',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(Date.now() + 86_400_000));

/** Where a customer's plain link to the store lands, in a fresh browser. */
async function customerLanding(browser: Browser): Promise<string> {
  const ctx = await browser.newContext();
  const page = await ctx.newPage();
  await page.goto(`/${SHOP}`);
  await page.waitForURL((u) => u.pathname !== `/${SHOP}`);
  const path = new URL(page.url()).pathname;
  await ctx.close();
  return path;
}

async function axe(page: Page, what: string) {
  await page.waitForLoadState('load');
  expect(await seriousAxeViolations(page), what).toEqual([]);
}

/** The console call as the signed-in administrator (the token the page holds). */
async function consoleCall(request: APIRequestContext, token: string, path: string, data: object = {}) {
  const r = await request.post(`/pro/backoffice/config/${path}`, {
    headers: bearer(token),
    data: { shop: SHOP, ...data },
  });
  return (await r.json()) as { success: boolean; result: Record<string, unknown> };
}

/** A customer books a table for 4 tomorrow at 19:00 and pays the $22 deposit (4 × $5 + $2). */
async function bookTable(browser: Browser, lang: Lang): Promise<{ bookingId: string }> {
  const t = L[lang];
  const ctx = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await ctx.newPage();
  await start(page, lang, `/reservation/${SHOP}/ticket/all/home`);
  await signInUi(page, lang, `/reservation/${SHOP}`, `/reservation/${SHOP}/ticket/all/home`);
  await expect(page.getByRole('heading', { name: t.bookHeading })).toBeVisible();
  await page.getByLabel(t.people).fill('4');
  await page.getByLabel(t.date).fill(tomorrow());
  await page.getByTestId('slots').getByRole('button', { name: '19:00', exact: true }).click();
  await page.getByRole('button', { name: t.continue }).click();
  await page.getByRole('checkbox', { name: t.terms }).check();
  await page.getByRole('button', { name: t.payLabel }).click();
  await expect(page).toHaveURL(/\/sandbox\/pay\/bt_[0-9a-f]+/, { timeout: 20_000 });
  await page.getByLabel(t.card).fill('4242 4242 4242 4242');
  await page.getByLabel(t.expiry).fill('12/39');
  await page.getByLabel(t.cvc).fill('123');
  await page.getByRole('button', { name: t.pay, exact: true }).click();
  await expect(page).toHaveURL(/\/booking\/success\?booking=bk_[0-9a-f]+&result=approved/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: t.booked })).toBeVisible();
  const bookingId = new URL(page.url()).searchParams.get('booking')!;
  await ctx.close();
  return { bookingId };
}

for (const lang of ['en-gb', 'zh-hans'] as Lang[]) {
  test(`sets up table reservations at a shop, a customer books and pays the deposit, rollback (${lang})`, async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(240_000);
    const t = L[lang];
    const problems = watchProblems(page);
    await page.setViewportSize({ width: 1100, height: 900 });
    expect(await customerLanding(browser)).toMatch(new RegExp(`^/shop/${SHOP}/`));
    // The platform administrator grants the reservation licence into the draft, in a browser of their own.
    await grantLicence(browser, lang, t, async (p) => {
      await p.getByRole('checkbox', { name: t.on }).check();
      return p.locator('body');
    });

    // The venue's own administrator (of demo-store only) does the setup; the tab list takes arrow keys.
    await openSetup(page, lang, t.setupTab);
    const on = page.getByRole('checkbox', { name: t.on });
    await on.focus();
    await page.keyboard.press('Space');
    await expect(on).toBeChecked();
    await expect(page.getByText(t.needLicence)).toBeHidden();

    // 2 areas, 3 tables each (4 seats), a deposit of $5 a person and $2 a booking.
    for (const [i, [en, zh]] of t.areas.entries()) {
      await page.getByRole('button', { name: t.addArea }).click();
      await page.getByLabel(t.areaEn).nth(i).fill(en);
      await page.getByLabel(t.areaZh).nth(i).fill(zh);
    }
    for (const [en, zh] of t.areas) {
      const name = lang === 'en-gb' ? en : zh;
      for (let n = 0; n < 3; n++) await page.getByRole('button', { name: t.addTable(name) }).click();
    }
    await page.getByRole('spinbutton', { name: t.perPerson }).fill('5');
    await page.getByRole('spinbutton', { name: t.perBooking }).fill('2');
    await expect(page.getByRole('heading', { name: t.counts })).toBeVisible();
    await axe(page, 'the table setup');
    await page.screenshot({ path: `docs/screenshots/setup-tables-${lang}.png`, fullPage: true });
    await page.getByRole('region', { name: t.tablesTitle }).getByRole('button', { name: t.save }).click();
    await expect(page.getByRole('status').filter({ hasText: t.saved })).toBeVisible();

    // Publish (confirmed).
    await page.getByRole('tab', { name: t.previewTab }).click();
    await page.getByRole('button', { name: t.publish, exact: true }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: t.publish, exact: true }).click();
    const notice = page.getByRole('status').filter({ hasText: t.published });
    await expect(notice).toBeVisible();
    const version = Number(t.published.exec((await notice.textContent()) ?? '')?.[1]);
    await new Promise((r) => setTimeout(r, 1_200)); // venue rows are cached for 1 s

    // A customer books a table for 4 and pays the deposit.
    const booked = await bookTable(browser, lang);

    // Rolling back to the shop would take the booked table off: refused, the booking named.
    await page.getByRole('tab', { name: t.history }).click();
    await page.getByRole('button', { name: t.rollback(version - 1) }).click();
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: t.rollback(version - 1) })
      .click();
    await expect(page.getByText(t.lostTable)).toBeVisible();
    await axe(page, 'the refused rollback');

    // The customer cancels; the rollback goes through and the store is a shop again.
    const cancel = await request.post('/api/booking/cancel', {
      headers: bearer(await apiLogin(request)),
      data: { shop: SHOP, bookingId: booked.bookingId },
    });
    const cancelled = (await cancel.json()) as { success: boolean };
    expect(cancelled.success, JSON.stringify(cancelled)).toBe(true);
    await page.getByRole('button', { name: t.rollback(version - 1) }).click();
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: t.rollback(version - 1) })
      .click();
    await expect(page.getByRole('status').filter({ hasText: t.rolledBack })).toBeVisible();
    await expect.poll(() => customerLanding(browser), { timeout: 10_000 }).toMatch(new RegExp(`^/shop/${SHOP}/`));
    const st = await consoleCall(request, await apiLogin(request, VENUE_ADMIN.user, VENUE_ADMIN.password), 'state');
    expect((st.result.live as { resources: { tables: unknown[] } }).resources.tables).toEqual([]);
    expect(problems).toEqual([]);
  });
}
