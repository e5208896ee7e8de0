// The kiosk flow (issue 19) at 1080x1920 portrait: demo-cafe switched to kiosk mode with every
// customer step on. By touch in English and by keyboard only in Chinese: splash, language, eat in,
// table locator, an item with options, pay at the counter, thanks, order number, back to the splash.
// Then: the idle check clears the cart; going offline mid-order keeps the cart and the order goes
// through exactly once on reconnecting; axe on every customer step, normal and accessible layout.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { freshStorage, seriousAxeViolations, tabTo, watchPlacedOrders, watchProblems } from './support';

const SHOP = 'demo-cafe';
// donate is on without a donation item (demo-cafe has none): the donate step skips itself to payment
// (e2e/kiosk-donate.spec.ts runs it at demo-kiosk, which has one).
const KIOSK_ON = {
  kioskMode: 1,
  splash: 1,
  chooseLanguage: 1,
  eatInTakeAway: 1,
  tableLocator: 1,
  donate: 1,
  inactivityTimeout: 180,
  returnCountdown: 20,
  orderNumberDisplay: 3,
  thanksDisplay: 2,
};

const T = {
  'en-gb': {
    start: 'Tap to start',
    lang: 'English',
    eatIn: 'Eat In',
    plate: 'Table locator number',
    next: 'Next',
    question: 'Have you grabbed the table locator with the number you entered?',
    yes: 'Yes',
    item: 'Espresso',
    option: 'Small',
    add: /Add to cart/,
    cart: /View cart/,
    checkout: 'Checkout',
    bill: 'Check your order',
    payNow: 'Pay now',
    done: 'Done',
    counter: 'Pay at the counter',
    thanks: 'Thank you!',
    number: 'Your order number',
    still: 'Are you still there?',
    offline: /No network connection/,
  },
  'zh-hans': {
    start: '点击开始',
    lang: '简体中文',
    eatIn: '堂食',
    plate: '桌号牌号码',
    next: '下一步',
    question: '您已经拿到与所输入号码相同的桌号牌了吗？',
    yes: '是',
    item: '意式浓缩',
    option: '小杯',
    add: /加入购物车/,
    cart: /查看购物车/,
    checkout: '结账',
    bill: '请核对您的订单',
    payNow: '现在付款',
    done: '完成',
    counter: '到柜台付款',
    thanks: '谢谢！',
    number: '您的订单号',
    still: '您还在吗？',
    offline: /网络已断开/,
  },
} as const;
type Lang = keyof typeof T;

async function adminToken(request: APIRequestContext): Promise<string> {
  const login = await request.post('/account/signIn', {
    data: { userName: 'admin@example.com', password: 'Admin1234!', shop: SHOP },
  });
  return ((await login.json()) as { result: { userId: string } }).result.userId;
}
async function configure(request: APIRequestContext, settings: Record<string, unknown>) {
  const r = await request.post('/pro/lot/config/update', {
    data: { shop: SHOP, settings },
    headers: { authorization: `Bearer ${await adminToken(request)}` },
  });
  expect(r.status(), await r.text()).toBe(200);
  await new Promise((res) => setTimeout(res, 1_200)); // venue rows are cached for 1 s
}
test.use({ viewport: { width: 1080, height: 1920 }, hasTouch: true, isMobile: false });
test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => configure(request, KIOSK_ON));
test.afterAll(async ({ request }) =>
  configure(request, { kioskMode: 0, splash: 0, chooseLanguage: 0, eatInTakeAway: 0, tableLocator: 0, donate: 0 }),
);

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });

/** Splash to menu by touch. */
async function toMenuByTouch(page: Page, lang: Lang) {
  const t = T[lang];
  await page.getByRole('button', { name: t.start }).tap();
  await page.getByRole('button', { name: t.lang }).tap();
  await page.getByRole('button', { name: t.eatIn }).tap();
  await page.getByLabel(t.plate).fill('12');
  await page.getByRole('button', { name: t.next }).tap();
  await expect(page.getByRole('alertdialog', { name: t.question })).toBeVisible();
  await page.getByRole('button', { name: t.yes, exact: true }).tap();
}

async function addItemByTouch(page: Page, lang: Lang) {
  const t = T[lang];
  await page
    .getByRole('button', { name: new RegExp(t.item) })
    .first()
    .tap();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(t.option, { exact: true }).check();
  await dialog.getByRole('button', { name: t.add }).tap();
  await expect(dialog).toBeHidden();
}

test('the whole flow by touch (en-gb): splash to order number and back to the splash', async ({ page }) => {
  const problems = watchProblems(page);
  await freshStorage(page, 'en-gb');
  const orders = watchPlacedOrders(page);
  await page.goto(`/${SHOP}`);
  await expect(page).toHaveURL(`/self/${SHOP}/kiosk`);
  const t = T['en-gb'];
  await toMenuByTouch(page, 'en-gb');
  await addItemByTouch(page, 'en-gb');
  await page.getByRole('button', { name: t.cart }).tap();
  await page.getByRole('button', { name: t.checkout }).tap();
  await expect(heading(page, t.bill)).toBeVisible();
  await page.getByRole('button', { name: t.payNow }).tap();
  await page.getByRole('button', { name: t.counter }).tap();
  await expect(heading(page, t.thanks)).toBeVisible();
  await expect(heading(page, t.number)).toBeVisible({ timeout: 5_000 });
  // pay at the counter: the number stays until Done (or 30 s)
  await page.getByRole('button', { name: t.done, exact: true }).tap();
  await expect(page.getByRole('button', { name: t.start })).toBeVisible({ timeout: 6_000 });
  expect(orders.placed.size).toBe(1);
  expect(problems).toEqual([]);
});

test('the whole flow by keyboard only (zh-hans): splash to order number and back to the splash', async ({ page }) => {
  const problems = watchProblems(page);
  await freshStorage(page, 'zh-hans');
  const orders = watchPlacedOrders(page);
  const t = T['zh-hans'];
  await page.goto(`/${SHOP}`);
  await expect(page).toHaveURL(`/self/${SHOP}/kiosk`);
  // each visit starts in the venue's language (English), whatever the last customer chose
  await tabTo(page, page.getByRole('button', { name: T['en-gb'].start }));
  await tabTo(page, page.getByRole('button', { name: t.lang }));
  await tabTo(page, page.getByRole('button', { name: t.eatIn }));
  await tabTo(page, page.getByLabel(t.plate), '');
  await page.keyboard.type('7');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alertdialog', { name: t.question })).toBeVisible();
  // Cancel has the focus first (an alert dialog); Yes is the next stop.
  await tabTo(page, page.getByRole('button', { name: t.yes, exact: true }));
  await tabTo(page, page.getByRole('button', { name: new RegExp(t.item) }).first());
  const dialog = page.getByRole('dialog');
  await tabTo(page, dialog.getByLabel(t.option, { exact: true }), 'Space');
  await expect(dialog.getByLabel(t.option, { exact: true })).toBeChecked();
  await tabTo(page, dialog.getByRole('button', { name: t.add }));
  await expect(dialog).toBeHidden();
  await tabTo(page, page.getByRole('button', { name: t.cart }));
  await tabTo(page, page.getByRole('button', { name: t.checkout }));
  await expect(heading(page, t.bill)).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: t.payNow }));
  await tabTo(page, page.getByRole('button', { name: t.counter }));
  await expect(heading(page, t.thanks)).toBeVisible();
  await expect(heading(page, t.number)).toBeVisible({ timeout: 5_000 });
  await tabTo(page, page.getByRole('button', { name: t.done, exact: true }));
  await expect(page.getByRole('button', { name: T['en-gb'].start })).toBeVisible({ timeout: 6_000 });
  // The kiosk's languages (English at each visit's start, the customer's Chinese) were the visit's own:
  // the language a phone customer chose in this browser is still the one stored (here Chinese too, so
  // the visit's resets to English would have shown).
  expect(await page.evaluate(() => localStorage.getItem('venue_lang'))).toContain('zh-hans');
  expect(orders.placed.size).toBe(1);
  expect(problems).toEqual([]);
});

test('idle: "Are you still there?" counts down, then the cart is cleared and the splash shows', async ({
  page,
  request,
}) => {
  await configure(request, { ...KIOSK_ON, inactivityTimeout: 2, returnCountdown: 2 });
  try {
    await freshStorage(page, 'en-gb');
    const t = T['en-gb'];
    await page.goto(`/self/${SHOP}/kiosk`);
    await toMenuByTouch(page, 'en-gb');
    await addItemByTouch(page, 'en-gb');
    await expect(page.getByRole('button', { name: /View cart \(1 item\)/ })).toBeEnabled();
    await expect(page.getByRole('dialog', { name: t.still })).toBeVisible({ timeout: 5_000 });
    await expect(page.getByRole('button', { name: t.start })).toBeVisible({ timeout: 5_000 });
    await toMenuByTouch(page, 'en-gb');
    await expect(page.getByRole('button', { name: /View cart \(0 items\)/ })).toBeDisabled();
  } finally {
    await configure(request, KIOSK_ON);
  }
});

test('offline mid-order: the cart is kept, the kiosk says so, and the order goes through once when back online', async ({
  page,
  context,
}) => {
  await freshStorage(page, 'en-gb');
  const orders = watchPlacedOrders(page);
  const t = T['en-gb'];
  await page.goto(`/self/${SHOP}/kiosk`);
  await toMenuByTouch(page, 'en-gb');
  await addItemByTouch(page, 'en-gb');
  await page.getByRole('button', { name: t.cart }).tap();
  await page.getByRole('button', { name: t.checkout }).tap();
  await page.getByRole('button', { name: t.payNow }).tap();
  await context.setOffline(true);
  await page.getByRole('button', { name: t.counter }).tap();
  await expect(page.getByRole('alert').filter({ hasText: t.offline })).toBeVisible();
  // The cart is still there (kept in storage with the order's key).
  const kept = await page.evaluate(() =>
    Object.keys(localStorage)
      .filter((k) => k.startsWith('cart:'))
      .map((k) => localStorage.getItem(k) ?? '')
      .join(''),
  );
  expect(kept).toContain('espresso');
  await context.setOffline(false);
  await expect(heading(page, t.thanks)).toBeVisible({ timeout: 10_000 });
  await expect(heading(page, t.number)).toBeVisible({ timeout: 5_000 });
  expect(orders.placed.size, 'one order on the server').toBe(1);
});

test('axe: every customer step, normal and accessible layout, has no serious or critical violation', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await configure(request, { ...KIOSK_ON, thanksDisplay: 30, orderNumberDisplay: 30 });
  try {
    await freshStorage(page, 'en-gb');
    const t = T['en-gb'];
    const found: string[] = [];
    const check = async (step: string) => {
      for (const v of await seriousAxeViolations(page)) found.push(`${step}: ${v}`);
    };
    const both = async (step: string) => {
      await check(step);
      await page.getByRole('button', { name: /Accessibility/ }).click();
      await expect(page.locator('[data-accessible="on"]')).toBeVisible();
      await check(`${step} (accessible)`);
      await page.getByRole('button', { name: /Accessibility/ }).click();
    };
    await page.goto(`/self/${SHOP}/kiosk`);
    await expect(page.getByRole('button', { name: t.start })).toBeVisible();
    await both('splash');
    await page.getByRole('button', { name: t.start }).click();
    await both('language');
    await page.getByRole('button', { name: t.lang }).click();
    await both('dining');
    await page.getByRole('button', { name: t.eatIn }).click();
    await both('table-locator');
    await page.getByLabel(t.plate).fill('12');
    await page.getByRole('button', { name: t.next }).click();
    await check('plate question');
    await page.getByRole('button', { name: t.yes, exact: true }).click();
    await expect(heading(page, 'Menu')).toBeVisible();
    await both('categories');
    await page
      .getByRole('button', { name: new RegExp(t.item) })
      .first()
      .click();
    await check('item options');
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(t.option, { exact: true }).check();
    await dialog.getByRole('button', { name: t.add }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'Help' }).click();
    await both('help');
    await page.getByRole('button', { name: 'Back to the menu' }).click();
    // "My last order" is offered only within the visit that placed one (e2e/kiosk-scale.spec.ts)
    await expect(page.getByRole('button', { name: 'My last order' })).toHaveCount(0);
    await page.getByRole('button', { name: t.cart }).click();
    await both('cart');
    await page.getByRole('button', { name: t.checkout }).click();
    await both('checkout');
    await page.getByRole('button', { name: t.payNow }).click();
    await both('payment');
    await page.getByRole('button', { name: t.counter }).click();
    await expect(heading(page, t.thanks)).toBeVisible();
    await both('thanks');
    await expect(heading(page, t.number)).toBeVisible({ timeout: 40_000 });
    await both('order-number');
    expect(found).toEqual([]);
  } finally {
    await configure(request, KIOSK_ON);
  }
});

// The soak runs on demand (KIOSK_SOAK=1, 1.5 min). Measured 2026-11-24 (three runs): +8.4% each,
// after 100 cycles 7.54-7.58 MB, after 500 8.14-8.17, after 1000 8.17-8.22 (500 -> 1000: +0.4%). Heap
// snapshots after 100 and 500 cycles show no application objects growing: the difference is V8's
// optimised code for the hot paths (about 0.3 MB) and the capacity of valtio's WeakMap tables
// (about 0.2 MB), both bounded.
test('soak @soak: 1,000 add/remove cycles keep the JS heap within +10% of its size after the first 100', async ({
  page,
}) => {
  test.skip(!process.env.KIOSK_SOAK, 'set KIOSK_SOAK=1 to run the soak');
  test.setTimeout(120_000);
  await freshStorage(page, 'en-gb');
  const t = T['en-gb'];
  let lastRequest = Date.now();
  page.on('request', () => {
    lastRequest = Date.now();
  });
  await page.goto(`/self/${SHOP}/kiosk`);
  await toMenuByTouch(page, 'en-gb');
  await addItemByTouch(page, 'en-gb');
  await page.getByRole('button', { name: t.cart }).tap();
  await expect(page.getByRole('button', { name: /One more/ })).toBeVisible();
  // Past the splash the kiosk loads every step's code and screen in idle time (so it works offline):
  // the baseline is taken once that is done, so the soak measures what add/remove keeps, not code loading.
  await expect.poll(() => Date.now() - lastRequest, { timeout: 30_000 }).toBeGreaterThan(1_500);
  const cdp = await page.context().newCDPSession(page);
  /** The heap after forced collections: the median of three readings. */
  const heap = async () => {
    const readings: number[] = [];
    for (let i = 0; i < 3; i++) {
      await cdp.send('HeapProfiler.collectGarbage');
      readings.push((await cdp.send('Runtime.getHeapUsage')).usedSize);
    }
    return readings.sort((a, b) => a - b)[1];
  };
  const cycles = (n: number) =>
    page.evaluate(async (count) => {
      const button = (name: RegExp) =>
        [...document.querySelectorAll('button')].find((b) =>
          name.test(b.getAttribute('aria-label') ?? ''),
        ) as HTMLButtonElement;
      const frame = () => new Promise((r) => setTimeout(r, 0));
      for (let i = 0; i < count; i++) {
        button(/^One more/).click();
        await frame();
        button(/^One less/).click();
        await frame();
      }
    }, n);
  await cycles(100);
  const after100 = await heap();
  await cycles(400);
  const after500 = await heap();
  await cycles(500);
  const after1000 = await heap();
  console.log(`kiosk soak: after 500 cycles ${after500} B`);
  console.log(
    `kiosk soak: heap after 100 cycles ${after100} B, after 1000 cycles ${after1000} B (${(((after1000 - after100) / after100) * 100).toFixed(1)}%)`,
  );
  await expect(page.getByLabel('Quantity 1')).toBeVisible();
  expect(after1000).toBeLessThanOrEqual(after100 * 1.1);
});
