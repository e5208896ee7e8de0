// Kiosk operations end to end against the real reference server (issue 19), in English and Chinese,
// by the screens' own routes of the self and merchant families (the kiosk flow runtime sends its
// events to the same screens): staff login and the exit password leave kiosk mode; reports show the
// day's real orders and are refused to a non-admin (by the server: 403); the advert play-list plays
// (images by the 8 s timer, then the video) and a touch leaves it; call staff shows on the staff
// alerts screen within 2 s; a cashier order with cash and change. axe: 0 serious/critical each.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createHash } from 'node:crypto';
import { enrolledKioskUrl, freshStorage, seriousAxeViolations, watchProblems } from './support';
import { adminConfig, apiLogin, bearer, signInUi, type Lang } from './ordering-helpers';

const KIOSK = { shopKey: 'key-demo-kiosk', siteId: 'site-kiosk' };
const ADMIN = { user: 'admin@example.com', password: 'Admin1234!' };
const ALICE = { user: '0400000001', password: 'Demo1234!' };

const T = {
  'en-gb': {
    user: 'User name, mobile or e-mail',
    password: 'Password',
    signIn: 'Sign in',
    menu: 'Staff menu',
    reports: 'Reports',
    exit: 'Exit system',
    exitPassword: 'Exit password',
    leave: 'Leave kiosk mode',
    wrong: 'The exit password is not correct.',
    ended: 'Kiosk mode ended',
    transactions: 'Transactions',
    refused: 'Only an administrator of this venue may see this report.',
    coming: 'Staff will be with you shortly...',
    waiting: /^1 customer waiting$/,
    onMyWay: 'On my way',
    none: 'No one is waiting for staff.',
    advert: 'Advertisement. Touch the screen to start ordering.',
    add: (n: string) => `Add ${n}`,
    tenders: 'Chicken tenders, 4 pieces',
    received: 'Cash received',
    take: 'Take cash and place order',
    placed: (o: string, c: string) => `Order ${o} placed. Give change ${c}.`,
    cashOut: 'Cash out',
    amount: 'Amount',
    reason: 'Reason',
    record: 'Record',
    recorded: 'Recorded Cash out $5.00.',
    category: 'Category',
    chicken: 'Chicken',
  },
  'zh-hans': {
    user: '用户名、手机号或电子邮箱',
    password: '密码',
    signIn: '登录',
    menu: '员工菜单',
    reports: '报表',
    exit: '退出系统',
    exitPassword: '退出密码',
    leave: '退出自助点餐模式',
    wrong: '退出密码不正确。',
    ended: '自助点餐模式已结束',
    transactions: '交易',
    refused: '只有本店管理员可以查看此报表。',
    coming: '员工马上就到……',
    waiting: /^1 位顾客在等待$/,
    onMyWay: '马上过去',
    none: '目前没有顾客等待员工。',
    advert: '广告。触摸屏幕开始点餐。',
    add: (n: string) => `添加 ${n}`,
    tenders: '鸡柳 4条',
    received: '收到现金',
    take: '收取现金并下单',
    placed: (o: string, c: string) => `订单 ${o} 已下单。找零 ${c}。`,
    cashOut: '现金取出',
    amount: '金额',
    reason: '原因',
    record: '记录',
    recorded: '已记录现金取出 $5.00。',
    category: '分类',
    chicken: '炸鸡',
  },
} as const;

async function axeClean(page: Page, where: string) {
  expect(await seriousAxeViolations(page), where).toEqual([]);
}

/** A call as the kiosk sends it: the signed shop identity and the b64 envelope of docs/wire-format.md (2.3, 3). */
async function kioskCall(
  request: APIRequestContext,
  path: string,
  payload: object,
  o: { nest?: boolean; token?: string } = {},
) {
  const tm = Date.now();
  const sign = createHash('sha256').update(`${KIOSK.shopKey}|e2e-kiosk|${tm}`).digest('hex');
  const body = { ...payload, id: KIOSK.shopKey, shp: KIOSK.siteId, device: 'e2e-kiosk', tm, sign };
  const data = Buffer.from(JSON.stringify(o.nest ? { paramIn: body } : body), 'utf8').toString('base64');
  return request.post(path, {
    headers: { 'content-type': 'application/json', 'x-wire-format': 'b64', ...(o.token ? bearer(o.token) : {}) },
    data: JSON.stringify({ data }),
  });
}

/** A kiosk order through the API (priced by feeCalc first): its order number. */
async function kioskOrder(request: APIRequestContext): Promise<{ orderNo: string; totalCents: number }> {
  const cart = {
    itemList: [{ pluId: 'k-tenders', quantity: 2, attrs: [], mealPlus: [], removedIngredients: [] }],
    orderType: 'takeaway',
  };
  const fee = await kioskCall(request, '/api/pos/feeCalc', { cart, payment: 'cash' });
  expect(fee.status(), await fee.text()).toBe(200);
  const total = Number(((await fee.json()) as { result: { totalCents: number } }).result.totalCents);
  const o = await kioskCall(
    request,
    '/api/shop/order/add/v2',
    {
      idempotencyKey: `e2e-${Date.now()}-${Math.random().toString(36).slice(2)}`,
      cart,
      payment: 'cash',
      expectedTotalCents: total,
    },
    { nest: true },
  );
  expect(o.status(), await o.text()).toBe(200);
  return { orderNo: String(((await o.json()) as { result: { orderNo: string } }).result.orderNo), totalCents: total };
}

async function kioskSignIn(page: Page, lang: Lang, who: { user: string; password: string }) {
  const t = T[lang];
  await page.goto('/self/demo-kiosk/kiosk-login');
  await page.getByLabel(t.user).fill(who.user);
  await page.getByLabel(t.password, { exact: true }).fill(who.password);
  await page.getByRole('button', { name: t.signIn, exact: true }).click();
  await expect(page.getByRole('heading', { name: t.menu })).toBeVisible();
}

for (const lang of ['en-gb', 'zh-hans'] as const) {
  const t = T[lang];

  test(`staff login, then the exit password leaves kiosk mode (${lang})`, async ({ page }) => {
    const problems = watchProblems(page);
    await page.setViewportSize({ width: 1080, height: 1920 });
    await freshStorage(page, lang);
    await page.goto('/self/demo-kiosk/kiosk-login');
    await axeClean(page, 'kiosk login');
    await kioskSignIn(page, lang, ADMIN);
    expect(await page.evaluate(() => localStorage.getItem('user-token') ?? '')).not.toBe('');
    await axeClean(page, 'staff menu');
    await page.getByRole('button', { name: t.exit }).click();
    await expect(page).toHaveURL(/\/self\/demo-kiosk\/kiosk-exit$/);
    await page.getByLabel(t.exitPassword).fill('not-my-password');
    await page.getByRole('button', { name: t.leave }).click();
    await expect(page.getByText(t.wrong)).toBeVisible();
    await axeClean(page, 'exit with an error');
    await page.getByLabel(t.exitPassword).fill(ADMIN.password);
    await page.getByRole('button', { name: t.leave }).click();
    await expect(page.getByRole('heading', { name: t.ended })).toBeVisible();
    await axeClean(page, 'kiosk mode ended');
    expect(problems.filter((p) => !/status of 4\d\d/.test(p))).toEqual([]);
  });

  test(`reports show the day's real orders; a non-admin is refused (${lang})`, async ({ page, request }) => {
    const problems = watchProblems(page);
    const placed = await kioskOrder(request);
    await freshStorage(page, lang);
    await kioskSignIn(page, lang, ADMIN);
    await page.getByRole('button', { name: t.reports }).click();
    await expect(page).toHaveURL(/\/self\/demo-kiosk\/kiosk-reports$/);
    // The venue's own figure for the day, and the screen shows the same.
    const admin = await apiLogin(request, ADMIN.user, ADMIN.password);
    const daily = await kioskCall(request, '/pro/kiosk/report', { report: 'daily' }, { token: admin });
    const d = ((await daily.json()) as { result: { orders: number } }).result;
    expect(d.orders).toBeGreaterThanOrEqual(1);
    await expect(page.getByTestId('report-orders')).toHaveText(String(d.orders));
    await axeClean(page, 'daily report');
    await page.getByRole('tab', { name: t.transactions }).click();
    await expect(
      page.getByTestId('report-transaction').getByRole('cell', { name: placed.orderNo, exact: true }),
    ).toBeVisible();
    await axeClean(page, 'transaction report');
    // Alice (a customer) signs in on the kiosk: the server refuses her every report.
    await page.evaluate(() => localStorage.removeItem('user-token'));
    await kioskSignIn(page, lang, ALICE);
    await page.getByRole('button', { name: t.reports }).click();
    await expect(page.getByText(t.refused)).toBeVisible();
    const alice = await apiLogin(request);
    for (const report of ['daily', 'transaction', 'sales', 'cash'])
      expect((await kioskCall(request, '/pro/kiosk/report', { report }, { token: alice })).status(), report).toBe(403);
    await axeClean(page, 'refused report');
    expect(problems.filter((p) => !/status of 4\d\d|403/.test(p))).toEqual([]);
  });

  test(`the advert play-list plays and a touch leaves it (${lang})`, async ({ page }) => {
    const problems = watchProblems(page);
    await page.setViewportSize({ width: 1080, height: 1920 });
    await freshStorage(page, lang);
    await page.clock.install();
    await page.goto('/self/demo-kiosk/kiosk-advert');
    const stage = page.getByTestId('kiosk-advert');
    await expect(page.getByRole('button', { name: new RegExp(t.advert.replace(/[.]/g, '\\.')) })).toBeVisible();
    await expect(stage).toHaveAttribute('data-item', 'advert-kiosk-burger.svg');
    await expect(stage.locator('img')).toHaveJSProperty('complete', true);
    expect(await stage.locator('img').evaluate((i: HTMLImageElement) => i.naturalWidth)).toBeGreaterThan(0);
    await axeClean(page, 'advert');
    await page.clock.runFor(8_100);
    await expect(stage).toHaveAttribute('data-kind', 'video-file');
    await expect
      .poll(() => stage.locator('video').evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 10_000 })
      .toBeGreaterThanOrEqual(2);
    // Installed as the kiosk app: the service worker of /self/demo-kiosk/ and the manifest.
    await expect
      .poll(() =>
        page.evaluate(async () => (await navigator.serviceWorker.getRegistration('/self/demo-kiosk/'))?.scope ?? ''),
      )
      .toMatch(/\/self\/demo-kiosk\/$/);
    expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe(
      '/kiosk.webmanifest?shop=demo-kiosk&family=self',
    );
    await stage.click();
    await expect(page).toHaveURL(/\/self\/demo-kiosk\/home$/);
    expect(problems).toEqual([]);
  });

  test(`call staff shows on the staff screen within 2 s (${lang})`, async ({ page, browser, request }) => {
    const problems = watchProblems(page);
    const staffContext = await browser.newContext();
    const staff = await staffContext.newPage();
    try {
      await freshStorage(staff, lang);
      await signInUi(staff, lang, '/self/demo-kiosk', undefined, ADMIN);
      await staff.goto('/self/demo-kiosk/staff/alerts');
      const open = staff.getByTestId('staff-alerts-open');
      await expect(open).toBeVisible();
      // Earlier runs' calls (other language) are answered first, so this one is the only one waiting.
      while (await staff.getByRole('button', { name: t.onMyWay }).count())
        await staff.getByRole('button', { name: t.onMyWay }).first().click();
      await expect(open).toHaveText(t.none);
      await freshStorage(page, lang);
      await page.goto(await enrolledKioskUrl(request, '/self/demo-kiosk/kiosk-callstaff')); // only an enrolled kiosk calls staff (issue 27)
      await expect(page.getByText(t.coming)).toBeVisible();
      const calledAt = Date.now();
      await expect(open).toHaveText(t.waiting, { timeout: 2_000 });
      expect(Date.now() - calledAt).toBeLessThan(2_000);
      await axeClean(page, 'call staff');
      await axeClean(staff, 'staff alerts');
      await staff.getByRole('button', { name: t.onMyWay }).click();
      await expect(open).toHaveText(t.none);
      expect(problems).toEqual([]);
    } finally {
      await staffContext.close();
    }
  });

  test(`cashier mode: an order at the counter with cash and change; cash out recorded (${lang})`, async ({
    page,
    request,
  }) => {
    const problems = watchProblems(page);
    const admin = await apiLogin(request, ADMIN.user, ADMIN.password);
    await adminConfig(request, admin, { settings: { cashierMode: 1 } }, 'demo-store');
    try {
      await freshStorage(page, lang);
      await signInUi(page, lang, '/merchant/demo-store', undefined, ADMIN);
      await page.goto('/merchant/demo-store/cashier');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await axeClean(page, 'cashier');
      const first = page.getByRole('list', { name: t.category }).getByRole('button').first();
      await first.click();
      const due = await page.getByTestId('cashier-due').textContent();
      const dueCents = Math.round(Number(String(due).replace(/[^0-9.]/g, '')) * 100);
      expect(dueCents % 5).toBe(0);
      const tendered = Math.ceil((dueCents + 1) / 1000) * 1000;
      await page.getByLabel(t.received).fill((tendered / 100).toFixed(2));
      const change = `$${((tendered - dueCents) / 100).toFixed(2)}`;
      await expect(page.getByTestId('cashier-change')).toHaveText(change);
      await page.getByRole('button', { name: t.take }).click();
      const result = page.getByTestId('cashier-result');
      await expect(result).toHaveText(/A\d{3,}/);
      const orderNo = /A\d{3,}/.exec(String(await result.textContent()))![0];
      await expect(result).toHaveText(t.placed(orderNo, change));
      await page.getByLabel(t.cashOut).check();
      await page.getByLabel(t.amount, { exact: true }).fill('5');
      await page.getByLabel(t.reason).fill('e2e');
      await page.getByRole('button', { name: t.record }).click();
      await expect(page.getByText(t.recorded)).toBeVisible();
      await axeClean(page, 'cashier after the order');
      expect(problems).toEqual([]);
    } finally {
      await adminConfig(request, admin, { settings: { cashierMode: 0 } }, 'demo-store');
    }
  });
}
