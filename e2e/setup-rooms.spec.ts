// Mode setup (issue 30), party rooms, in Chromium, in both languages: starting from demo-store in shop
// mode, the platform administrator grants the reservation licence (a browser of their own), then
// demo-store's own administrator (of that venue only) sets up a party room in the console's "Set up modes" tab (name in both
// languages, 10 people, a $60 day rate and a $90 evening band from 18:00, 2 to 6 hours, a 50 % deposit),
// sees a problem named by meaning beside its field (fewest hours above the most), saves the draft and
// publishes; a customer books 17:00-20:00 tomorrow across both bands ($60 + 2 × $90 = $240, $120 paid
// online) and pays through the sandbox; rolling back to the shop is refused while the booking is in the
// future (the booking named); once it is cancelled the rollback goes through. axe: no serious or
// critical violations; screenshots docs/screenshots/setup-rooms-<lang>.png.
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { apiLogin, bearer, signInUi, start, type Lang } from './ordering-helpers';
import { grantLicence, openSetup, VENUE_ADMIN } from './setup-helpers';
import { seriousAxeViolations, watchProblems } from './support';

test.describe.configure({ mode: 'serial' });

const SHOP = 'demo-store';
const L = {
  'en-gb': {
    setupTab: 'Set up modes',
    section: 'Party rooms and KTV rooms',
    on: 'This venue takes room bookings',
    needLicence: 'Room bookings need the reservation licence.',
    grant: 'Grant the reservation licence',
    granted: /reservation licence is granted in the draft/,
    deposit: 'Deposit paid online (% of the price)',
    add: 'Add a room',
    nameEn: 'Name (English)',
    nameZh: 'Name (Chinese)',
    room: ['Garden room', '花园房'],
    capacity: (n: string) => `People ${n} takes`,
    minHours: 'Fewest hours',
    hoursIssue: 'Rooms are booked for 1 to 12 hours, the fewest no more than the most.',
    save: 'Save setup in the draft',
    saved: /Setup saved in the draft/,
    fixFirst: 'Some of the setup needs fixing first: see the marked fields.',
    previewTab: 'Preview and publish',
    publish: 'Publish',
    published: /Version (\d+) is live\./,
    history: 'History',
    rollback: (v: number) => `Roll back to version ${v}`,
    rolledBack: /Rolled back: version \d+ is live\./,
    lost: /these future bookings would lose their room.*: B\d+ \(Garden room, 17:00/,
    choose: /^Garden room/,
    date: 'Date',
    hours: 'Hours',
    people: 'People',
    continue: 'Continue',
    terms: /I accept the terms/,
    payLabel: /Pay \$120\.00 and book/,
    card: 'Card number',
    expiry: 'Expiry (MM/YY)',
    cvc: 'CVC',
    pay: 'Pay',
    booked: 'Booked',
  },
  'zh-hans': {
    setupTab: '设置模式',
    section: '派对房与KTV包房',
    on: '本店接受房间预订',
    needLicence: '房间预订需要预订许可。',
    grant: '授予预订许可',
    granted: /预订许可已在草稿中授予/,
    deposit: '在线支付的订金（价格的百分比）',
    add: '添加房间',
    nameEn: '名称（英文）',
    nameZh: '名称（中文）',
    room: ['Garden room', '花园房'],
    capacity: (n: string) => `${n}可容纳人数`,
    minHours: '最少小时数',
    hoursIssue: '房间可预订1至12小时，最少小时数不能多于最多小时数。',
    save: '将设置保存到草稿',
    saved: /设置已保存到草稿/,
    fixFirst: '部分设置需要先修正：请查看标出的字段。',
    previewTab: '预览并发布',
    publish: '发布',
    published: /版本 (\d+) 已生效。/,
    history: '版本历史',
    rollback: (v: number) => `回滚到版本 ${v}`,
    rolledBack: /已回滚：版本 \d+ 已生效。/,
    lost: /以下将来的预订会失去房间.*：B\d+ \(Garden room, 17:00/,
    choose: /^花园房/,
    date: '日期',
    hours: '时长',
    people: '人数',
    continue: '继续',
    terms: /我接受条款/,
    payLabel: /支付 \$120\.00 并预订/,
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

async function axe(page: Page, what: string) {
  await page.waitForLoadState('load');
  expect(await seriousAxeViolations(page), what).toEqual([]);
}

async function consoleCall(request: APIRequestContext, token: string, path: string, data: object = {}) {
  const r = await request.post(`/pro/backoffice/config/${path}`, {
    headers: bearer(token),
    data: { shop: SHOP, ...data },
  });
  return (await r.json()) as { success: boolean; result: Record<string, unknown> };
}

/** A customer books the room tomorrow 17:00-20:00 (one day hour, two evening hours) and pays the deposit. */
async function bookRoom(browser: Browser, lang: Lang): Promise<{ bookingId: string }> {
  const t = L[lang];
  const ctx = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await ctx.newPage();
  const home = `/partyroom/${SHOP}/ticket/all/home`;
  await start(page, lang, home);
  await signInUi(page, lang, `/partyroom/${SHOP}`, home);
  await page.getByRole('radio', { name: t.choose }).check();
  await page.getByLabel(t.people).fill('6');
  await page.getByLabel(t.hours, { exact: true }).selectOption('3');
  await page.getByLabel(t.date).fill(tomorrow());
  await page.getByTestId('slots').getByRole('button', { name: '17:00', exact: true }).click();
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

/** Types into a field reached by keyboard focus (select all, then the text). */
async function typeInto(page: Page, field: ReturnType<Page['getByRole']>, text: string) {
  await field.focus();
  await page.keyboard.press('Control+A');
  await page.keyboard.type(text);
}

for (const lang of ['en-gb', 'zh-hans'] as Lang[]) {
  test(`sets up a party room at a shop, a customer books across two time bands, rollback (${lang})`, async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(300_000);
    const t = L[lang];
    const name = lang === 'en-gb' ? t.room[0] : t.room[1];
    const problems = watchProblems(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    // The platform administrator grants the reservation licence into the draft, in a browser of their own.
    await grantLicence(browser, lang, t, async (p) => {
      const scope = p.getByRole('region', { name: t.section, exact: true });
      await scope.getByRole('checkbox', { name: t.on }).check();
      return scope;
    });

    // The venue's own administrator (of demo-store only) does the setup.
    await openSetup(page, lang, t.setupTab);
    const section = page.getByRole('region', { name: t.section, exact: true });
    const on = section.getByRole('checkbox', { name: t.on });
    await on.focus();
    await page.keyboard.press('Space');
    await expect(on).toBeChecked();
    await expect(section.getByText(t.needLicence)).toBeHidden();
    await typeInto(page, section.getByRole('spinbutton', { name: t.deposit }), '50');

    await section.getByRole('button', { name: t.add }).focus();
    await page.keyboard.press('Enter');
    const card = section.getByRole('region').first();
    await typeInto(page, card.getByRole('textbox', { name: t.nameZh }), t.room[1]);
    await typeInto(page, card.getByRole('textbox', { name: t.nameEn }), t.room[0]);
    await typeInto(page, card.getByRole('spinbutton', { name: t.capacity(name) }), '10');

    // The fewest hours above the most is refused by meaning beside the field; nothing is sent.
    const fewest = card.getByRole('spinbutton', { name: t.minHours });
    await typeInto(page, fewest, '8');
    await section.getByRole('button', { name: t.save }).click();
    await expect(section.getByText(t.fixFirst)).toBeVisible();
    await expect(section.getByText(t.hoursIssue)).toBeVisible();
    await typeInto(page, fewest, '2');
    await axe(page, 'the rooms setup');
    // A viewport tall enough for the whole section: the console's sticky header does not cover it.
    await page.setViewportSize({ width: 1280, height: 2200 });
    await section.screenshot({ path: `docs/screenshots/setup-rooms-${lang}.png` });
    await page.setViewportSize({ width: 1280, height: 900 });
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

    const booked = await bookRoom(browser, lang);

    // Rolling back to the shop would take the booking's room away: refused, the booking named.
    await page.getByRole('tab', { name: t.history }).click();
    await page.getByRole('button', { name: t.rollback(version - 1) }).click();
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: t.rollback(version - 1) })
      .click();
    await expect(page.getByText(t.lost)).toBeVisible();
    await axe(page, 'the refused rollback');

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
    const st = await consoleCall(request, await apiLogin(request, VENUE_ADMIN.user, VENUE_ADMIN.password), 'state');
    expect((st.result.live as { resources: { rooms: unknown } }).resources.rooms).toBeNull();
    expect(problems).toEqual([]);
  });
}
