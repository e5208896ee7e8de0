// The kiosk at kiosk scale (issue 34), 1080x1920 portrait by touch only, in both languages: eat in with
// the table locator typed on the on-screen keypad, an item with options (shown in the cart with their
// prices), a note typed on the on-screen keyboard, pay at the counter, the number stays until Done; the
// next visit starts in English with an empty cart. On every step: the geometry rules (e2e/kiosk-geometry.ts)
// and axe, in the normal and the accessible layout; a screenshot of each step (docs/screenshots/kiosk-*.png).

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { measureKiosk } from './kiosk-geometry';
import { freshStorage, seriousAxeViolations, watchPlacedOrders, watchProblems } from './support';

const SHOP = 'demo-cafe';
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
    lang: 'English',
    eatIn: 'Eat In',
    plate: 'Table locator number',
    next: 'Next',
    yes: 'Yes',
    menu: 'Menu',
    item: 'Espresso',
    option: 'Small',
    notes: 'Notes',
    // the note: letters tapped on the keyboard, each group then the character it is to be (none: as typed)
    note: { typed: [['hot', '']], value: 'hot' },
    add: /Add to cart/,
    cart: /View cart/,
    checkout: 'Checkout',
    check: 'Check your order',
    pay: 'Pay now',
    counter: 'Pay at the counter',
    number: 'Your order number',
    payWith: /Pay \$[\d.]+ at the counter with number \d+/,
    done: 'Done',
    keyDone: 'Done',
    printed: 'Your receipt is printed',
  },
  'zh-hans': {
    lang: '简体中文',
    eatIn: '堂食',
    plate: '桌号牌号码',
    next: '下一步',
    yes: '是',
    menu: '菜单',
    item: '意式浓缩',
    option: '小杯',
    notes: '备注',
    // pinyin: bu → 不, yao → 要 (on the bar's second page), la → 辣
    note: {
      typed: [
        ['bu', '不'],
        ['yao', '要'],
        ['la', '辣'],
      ],
      value: '不要辣',
    },
    add: /加入购物车/,
    cart: /查看购物车/,
    checkout: '结账',
    check: '请核对您的订单',
    pay: '现在付款',
    counter: '到柜台付款',
    number: '您的订单号',
    payWith: /请凭号码 \d+ 到柜台支付 \$[\d.]+/,
    done: '完成',
    keyDone: '完成',
    printed: '收据已打印',
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

/**
 * A local test print service (spec 3's print settings, features/kiosk/receipt.ts): it answers the
 * kiosk origin's CORS preflight and keeps every receipt posted to /print.
 */
const receipts: { serviceNo: string; lines: { name1: string; parts: { name1: string }[]; notes: string }[] }[] = [];
let printServer: Server;
let printUrl = '';

test.use({ viewport: { width: 1080, height: 1920 }, hasTouch: true, isMobile: false });
test.describe.configure({ mode: 'serial' });
test.beforeAll(async ({ request }) => {
  printServer = createServer((req, res) => {
    const cors = {
      'access-control-allow-origin': req.headers.origin ?? '*',
      'access-control-allow-methods': 'POST',
      'access-control-allow-headers': 'content-type',
    };
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => {
      if (req.method === 'POST' && req.url === '/print') receipts.push(JSON.parse(body) as (typeof receipts)[number]);
      res.writeHead(req.method === 'OPTIONS' ? 204 : 200, cors);
      res.end();
    });
  });
  await new Promise<void>((r) => printServer.listen(0, '127.0.0.1', r));
  printUrl = `http://127.0.0.1:${(printServer.address() as AddressInfo).port}/print`;
  await configure(request, { ...KIOSK_ON, printReceipt: 1, printer: 'Counter', printServiceUrl: printUrl });
});
test.afterAll(async ({ request }) => {
  await configure(request, {
    kioskMode: 0,
    splash: 0,
    chooseLanguage: 0,
    eatInTakeAway: 0,
    tableLocator: 0,
    donate: 0,
    printReceipt: 0,
    printServiceUrl: '',
  });
  printServer.closeAllConnections();
  await new Promise<void>((r) => printServer.close(() => r()));
});

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });

/** The geometry rules and axe on the step as it stands, in the normal and then the accessible layout. */
async function checkStep(page: Page, step: string, found: string[], shot?: string, both = true) {
  await page.waitForTimeout(150);
  if (shot) await page.screenshot({ path: `docs/screenshots/kiosk-${shot}.png` });
  const layouts: [string, number][] = both
    ? [
        ['', 1],
        [' (accessible)', 1.5],
      ]
    : [['', 1]];
  for (const [name, scale] of layouts) {
    if (scale > 1) {
      await page.getByRole('button', { name: /Accessibility|无障碍/ }).tap();
      await expect(page.locator('[data-accessible="on"]')).toBeVisible();
      await page.waitForTimeout(150);
      if (shot) await page.screenshot({ path: `docs/screenshots/kiosk-${shot}-accessible.png` });
    }
    const g = await measureKiosk(page, scale);
    if (g.span < 0.6) found.push(`${step}${name}: content spans ${(g.span * 100).toFixed(0)}% of the height`);
    for (const s of g.small) found.push(`${step}${name}: control under ${64 * scale}px: ${s}`);
    for (const s of g.tinyText) found.push(`${step}${name}: text under ${28 * scale}px: ${s}`);
    for (const v of await seriousAxeViolations(page)) found.push(`${step}${name}: axe ${v}`);
    // the menu fits the screen in both layouts: the page itself never scrolls to reach "View cart"
    if (step === 'menu') {
      const over = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
      if (over > 1) found.push(`${step}${name}: the page is ${over}px taller than the screen`);
    }
    if (scale > 1) {
      await page.getByRole('button', { name: /Accessibility|无障碍/ }).tap();
      await expect(page.locator('[data-accessible="off"]')).toBeVisible();
    }
  }
}

/**
 * Taps a character on the pinyin candidate bar, paging on until it shows; with `shot`, first takes
 * docs/screenshots/kiosk-keyboard-pinyin.png (the bar over the keyboard, the note so far in the field).
 */
async function pickCandidate(page: Page, ch: string, shot: boolean) {
  const bar = page.getByRole('dialog').getByRole('group', { name: /的候选字/ });
  await expect(bar.getByRole('button').first()).toBeVisible({ timeout: 10_000 }); // the characters load at first use
  if (shot) await page.screenshot({ path: 'docs/screenshots/kiosk-keyboard-pinyin.png' });
  for (let i = 0; i < 20 && !(await bar.getByRole('button', { name: ch, exact: true }).isVisible()); i++) {
    await bar.getByRole('button', { name: '更多候选字' }).tap();
  }
  await bar.getByRole('button', { name: ch, exact: true }).tap();
}

async function journey(page: Page, lang: Lang, found: string[], shots: boolean) {
  const t = T[lang];
  const shot = (name: string) => (shots ? name : undefined);
  // the first page of a cold server on a loaded machine may take longer than the default 5 s
  await expect(page.getByRole('button', { name: 'Tap to start' })).toBeVisible({ timeout: 30_000 });
  await checkStep(page, 'splash', found, shot('splash'));
  await page.getByRole('button', { name: 'Tap to start' }).tap();
  await expect(page.getByRole('button', { name: t.lang })).toBeVisible();
  await checkStep(page, 'language', found, shot('language'));
  await page.getByRole('button', { name: t.lang }).tap();
  await page.getByRole('button', { name: t.eatIn }).tap();
  // the table locator typed on the on-screen keypad
  await expect(page.getByLabel(t.plate)).toBeVisible();
  await page.getByRole('button', { name: '1', exact: true }).tap();
  await page.getByRole('button', { name: '2', exact: true }).tap();
  await expect(page.getByLabel(t.plate)).toHaveValue('12');
  await checkStep(page, 'table-locator', found, shot('table-locator'));
  await page.getByRole('button', { name: t.next }).tap();
  await page.getByRole('button', { name: t.yes, exact: true }).tap();
  await expect(heading(page, t.menu)).toBeVisible();
  await checkStep(page, 'menu', found, shot('menu'));
  // an item with an option and a note typed on the on-screen keyboard
  await page
    .getByRole('button', { name: new RegExp(t.item) })
    .first()
    .tap();
  const dialog = page.getByRole('dialog');
  await dialog.getByText(t.option, { exact: true }).tap();
  await expect(dialog.getByLabel(t.option, { exact: true })).toBeChecked();
  await dialog.getByRole('textbox').tap();
  for (const [letters, ch] of t.note.typed) {
    for (const k of letters) await dialog.getByRole('button', { name: k, exact: true }).tap();
    if (ch) await pickCandidate(page, ch, lang === 'zh-hans' && ch === '辣');
  }
  await expect(dialog.getByRole('textbox')).toHaveValue(t.note.value);
  await checkStep(page, 'item', found, shot('item'), false);
  await dialog.getByRole('button', { name: t.keyDone, exact: true }).tap();
  await dialog.getByRole('button', { name: t.add }).tap();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: t.cart }).tap();
  // the cart lists the option with its price, and the note
  const line = page.getByRole('list', { name: new RegExp(t.item) });
  await expect(line).toContainText(t.option);
  await expect(line).toContainText(/\$\d+\.\d\d|included|已含/);
  await expect(line).toContainText(t.note.value);
  await checkStep(page, 'cart', found, shot('cart'));
  await page.getByRole('button', { name: t.checkout }).tap();
  await expect(heading(page, t.check)).toBeVisible();
  await expect(page.getByRole('list', { name: new RegExp(t.item) })).toContainText(t.option);
  await checkStep(page, 'checkout', found, shot('checkout'));
  await page.getByRole('button', { name: t.pay }).tap();
  await expect(page.getByRole('button', { name: t.counter })).toBeVisible();
  await checkStep(page, 'payment', found, shot('payment'));
  await page.getByRole('button', { name: t.counter }).tap();
  // the number stays (past the old 3 s) until Done, with what to do next
  await expect(heading(page, t.number)).toBeVisible({ timeout: 8_000 });
  await expect(page.getByText(t.payWith)).toBeVisible();
  // the receipt went to the local print service, with the option and the note, and the screen says so
  await expect(page.getByRole('status').filter({ hasText: t.printed })).toBeVisible();
  const number = /(?:number|号码) (\d+)/.exec((await page.getByText(t.payWith).textContent()) ?? '')?.[1];
  const receipt = receipts.find((r) => String(r.serviceNo) === number); // the server may send it as a number
  expect(receipt, `a receipt for ${number}`).toBeTruthy();
  expect(receipt!.lines[0].parts.map((p) => p.name1).join(' ')).toMatch(/Small|小杯/);
  expect(receipt!.lines[0].notes).toBe(t.note.value);
  await checkStep(page, 'order-number', found, shot('order-number'));
  await page.waitForTimeout(3_500);
  await expect(heading(page, t.number)).toBeVisible();
  await page.getByRole('button', { name: t.done, exact: true }).tap();
}

for (const lang of ['en-gb', 'zh-hans'] as const) {
  test(`by touch at 1080x1920 (${lang}): keypad locator, options in the cart, keyboard note, number until Done; next visit clean`, async ({
    page,
  }) => {
    test.setTimeout(300_000); // two layouts of axe and geometry on nine steps: minutes on a loaded machine
    const problems = watchProblems(page);
    await freshStorage(page, 'en-gb');
    const orders = watchPlacedOrders(page);
    await page.goto(`/self/${SHOP}/kiosk`);
    const found: string[] = [];
    await journey(page, lang, found, lang === 'en-gb');
    // the next visit: English, an empty cart, no "My last order" of the previous customer
    await expect(page.getByRole('button', { name: 'Tap to start' })).toBeVisible();
    await page.getByRole('button', { name: 'Tap to start' }).tap();
    await page.getByRole('button', { name: 'English' }).tap();
    await page.getByRole('button', { name: 'Eat In' }).tap();
    await page.getByRole('button', { name: '5', exact: true }).tap();
    await page.getByRole('button', { name: 'Next' }).tap();
    await page.getByRole('button', { name: 'Yes', exact: true }).tap();
    await expect(page.getByRole('button', { name: /View cart \(0 items\)/ })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'My last order' })).toHaveCount(0);
    expect(orders.placed.size).toBe(1);
    expect(found).toEqual([]);
    expect(problems).toEqual([]);
  });
}

test('landscape 1920x1080: the geometry rules and axe on every step, normal and accessible layout', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1920, height: 1080 });
  await freshStorage(page, 'en-gb');
  await page.goto(`/self/${SHOP}/kiosk`);
  const t = T['en-gb'];
  const found: string[] = [];
  await expect(page.getByRole('button', { name: 'Tap to start' })).toBeVisible();
  await checkStep(page, 'splash', found);
  await page.getByRole('button', { name: 'Tap to start' }).tap();
  await expect(page.getByRole('button', { name: t.lang })).toBeVisible();
  await checkStep(page, 'language', found);
  await page.getByRole('button', { name: t.lang }).tap();
  await expect(page.getByRole('button', { name: t.eatIn })).toBeVisible();
  await checkStep(page, 'dining', found, 'landscape-dining');
  await page.getByRole('button', { name: t.eatIn }).tap();
  await page.getByRole('button', { name: '3', exact: true }).tap();
  await checkStep(page, 'table-locator', found);
  await page.getByRole('button', { name: t.next }).tap();
  await page.getByRole('button', { name: t.yes, exact: true }).tap();
  await expect(heading(page, t.menu)).toBeVisible();
  await checkStep(page, 'menu', found, 'landscape-menu');
  await page.getByRole('button', { name: 'Help' }).tap();
  await expect(heading(page, 'How to order')).toBeVisible();
  await checkStep(page, 'help', found, 'help');
  await page.getByRole('button', { name: 'Back to the menu' }).tap();
  await page
    .getByRole('button', { name: new RegExp(t.item) })
    .first()
    .tap();
  const dialog = page.getByRole('dialog');
  await dialog.getByText(t.option, { exact: true }).tap();
  await checkStep(page, 'item', found, 'landscape-item', false);
  await dialog.getByRole('button', { name: t.add }).tap();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: t.cart }).tap();
  await expect(heading(page, 'Your order')).toBeVisible();
  await checkStep(page, 'cart', found);
  await page.getByRole('button', { name: t.checkout }).tap();
  await expect(heading(page, t.check)).toBeVisible();
  await checkStep(page, 'checkout', found);
  expect(found).toEqual([]);
});

/**
 * INP of the menu, item and cart steps at 4x CPU slowdown: five taps on each, each tap's longest event
 * (Event Timing, interactions only; under 16 ms reports none and counts as 16), the median of five.
 */
test('INP at 4x CPU slowdown: menu, item and cart taps, median of 5 each', async ({ page }) => {
  test.setTimeout(180_000);
  await freshStorage(page, 'en-gb');
  await page.addInitScript(() => {
    const w = window as unknown as { __ev: number[] };
    w.__ev = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { interactionId?: number })[])
        if (e.interactionId) w.__ev.push(e.duration);
    }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  });
  await page.goto(`/self/${SHOP}/kiosk`);
  const t = T['en-gb'];
  await page.getByRole('button', { name: 'Tap to start' }).tap();
  await page.getByRole('button', { name: t.lang }).tap();
  await page.getByRole('button', { name: t.eatIn }).tap();
  await page.getByRole('button', { name: '5', exact: true }).tap();
  await page.getByRole('button', { name: t.next }).tap();
  await page.getByRole('button', { name: t.yes, exact: true }).tap();
  await expect(heading(page, t.menu)).toBeVisible();
  await page.waitForTimeout(1_500); // the steps' code loads in idle time
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const timed = async (tap: () => Promise<void>) => {
    await page.evaluate(() => {
      (window as unknown as { __ev: number[] }).__ev = [];
    });
    await tap();
    await page.waitForTimeout(400);
    return page.evaluate(() => Math.max(16, ...(window as unknown as { __ev: number[] }).__ev));
  };
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const menu: number[] = [];
  const rail = page.getByRole('navigation').getByRole('button');
  for (let i = 0; i < 5; i++) menu.push(await timed(() => rail.nth((i + 1) % 5).tap()));
  await rail.first().tap();
  const item: number[] = [];
  for (let i = 0; i < 5; i++) {
    item.push(
      await timed(() =>
        page
          .getByRole('button', { name: new RegExp(t.item) })
          .first()
          .tap(),
      ),
    );
    await page.getByRole('button', { name: 'Close' }).tap();
    await expect(page.getByRole('dialog')).toBeHidden();
  }
  await page
    .getByRole('button', { name: new RegExp(t.item) })
    .first()
    .tap();
  await page.getByRole('dialog').getByText(t.option, { exact: true }).tap();
  await page.getByRole('dialog').getByRole('button', { name: t.add }).tap();
  await page.getByRole('button', { name: t.cart }).tap();
  const cart: number[] = [];
  for (let i = 0; i < 5; i++) cart.push(await timed(() => page.getByRole('button', { name: /One more/ }).tap()));
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  const report = { menu: median(menu), item: median(item), cart: median(cart) };
  console.log(
    `kiosk INP at 4x CPU (median of 5, ms): ${JSON.stringify(report)} all ${JSON.stringify({ menu, item, cart })}`,
  );
  test.info().annotations.push({ type: 'INP', description: JSON.stringify(report) });
  // measured once on the shared 2-core machine: the figure is reported, the bound is generous
  expect(report.menu).toBeLessThan(500);
  expect(report.cart).toBeLessThan(500);
});
