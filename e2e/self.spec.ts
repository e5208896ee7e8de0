// The self family (self-service) end to end against the real reference server: at demo-kiosk on a
// kiosk/desktop screen a guest browses a category, customises a burger, checks out at the
// self-service checkout (eat in or take away as the venue allows, payment choice) and sees the
// order number and the service number large; in English and Chinese. The token-expired route of
// the family shows the table-session notice. Screenshots go to test-results/screenshots/.
import { expect, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { seriousAxeViolations, watchProblems, freshStorage } from './support';

const SHOTS = 'test-results/screenshots';
mkdirSync(SHOTS, { recursive: true });

const T = {
  'en-gb': {
    burgers: 'Burgers',
    burger: 'Cheeseburger',
    add: /Add to cart/,
    viewCart: 'View cart',
    checkout: 'Go to checkout',
    heading: 'Self-service checkout',
    eatIn: 'Eat in',
    takeAway: /Take ?away/,
    cash: /Cash \/ pay in store/,
    terms: /I accept/,
    place: /Place order/,
    placed: 'Order placed',
    orderNo: 'Order number',
    serviceNo: 'Service number',
  },
  'zh-hans': {
    burgers: '汉堡',
    burger: '芝士汉堡',
    add: /加入购物车/,
    viewCart: '查看购物车',
    checkout: '去结账',
    heading: '自助结账',
    eatIn: '堂食',
    takeAway: /外带|外卖/,
    cash: /现金 \/ 到店付款/,
    terms: /我接受/,
    place: /提交订单/,
    placed: '下单成功',
    orderNo: '订单号',
    serviceNo: '取餐号',
  },
} as const;

async function start(page: Page, lang: 'en-gb' | 'zh-hans') {
  await page.setViewportSize({ width: 1366, height: 900 });
  await freshStorage(page, lang);
  await page.goto('/self/demo-kiosk/home');
}

for (const lang of ['en-gb', 'zh-hans'] as const) {
  test(`demo-kiosk self family: order end to end at the self-service checkout, take away, cash (${lang})`, async ({
    page,
    request,
  }) => {
    const problems = watchProblems(page);
    const t = T[lang];
    await start(page, lang);
    await page
      .getByRole('navigation', { name: lang === 'en-gb' ? 'Menu categories' : '菜单分类' })
      .getByRole('link', { name: t.burgers })
      .click();
    await expect(page).toHaveURL(/\/self\/demo-kiosk\/category\/k-burgers$/);
    await page.screenshot({ path: `${SHOTS}/self-category-${lang}.png`, fullPage: true });
    await page
      .getByRole('link', { name: new RegExp(t.burger) })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1, name: t.burger })).toBeVisible();
    await page.getByRole('button', { name: t.add }).click();
    await page.getByRole('link', { name: t.viewCart }).click();
    await expect(page).toHaveURL(/\/self\/demo-kiosk\/cart$/);
    await page.getByRole('link', { name: t.checkout }).click();
    await expect(page).toHaveURL(/\/self\/demo-kiosk\/checkout$/);

    // The self-service checkout: eat in or take away only (the venue allows both).
    await expect(page.getByRole('heading', { level: 1, name: t.heading })).toBeVisible();
    await expect(page.getByRole('radio', { name: t.eatIn })).toBeVisible();
    await expect(page.getByRole('radio', { name: t.takeAway })).toBeVisible();
    await expect(page.getByRole('radio', { name: lang === 'en-gb' ? 'Pickup' : '自取' })).toHaveCount(0);
    await expect(page.getByRole('radio', { name: lang === 'en-gb' ? 'Delivery' : '配送' })).toHaveCount(0);
    await page.getByRole('radio', { name: t.takeAway }).check();
    await page.getByRole('radio', { name: t.cash }).check();
    await page.getByRole('checkbox', { name: t.terms }).check();
    await page.screenshot({ path: `${SHOTS}/self-checkout-${lang}.png`, fullPage: true });
    if (lang === 'en-gb') expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: t.place }).click();

    // Order placed: the order number and the service number, both large.
    await expect(page).toHaveURL(/\/self\/demo-kiosk\/orderplaced\?txn=txn_/, { timeout: 20_000 });
    await expect(page.getByRole('heading', { name: t.placed })).toBeVisible();
    await expect(page.getByTestId('order-number')).toHaveText(/^A\d{3}$/);
    const service = page.getByTestId('service-number');
    await expect(service).toHaveText(/^(2\d\d|300)$/);
    await expect(page.getByText(t.orderNo, { exact: true })).toBeVisible();
    await expect(page.getByText(t.serviceNo, { exact: true })).toBeVisible();
    const big = await page.getByTestId('order-number').evaluate((e) => parseFloat(getComputedStyle(e).fontSize));
    const serviceSize = await service.evaluate((e) => parseFloat(getComputedStyle(e).fontSize));
    expect(big).toBeGreaterThanOrEqual(48);
    expect(serviceSize).toBeGreaterThanOrEqual(48);
    await page.screenshot({ path: `${SHOTS}/self-placed-${lang}.png`, fullPage: true });

    // The venue has it: take away, no table.
    const txn = new URL(page.url()).searchParams.get('txn')!;
    const tracked = await request.post('/pro/api/pos/orderTracking', { data: { transactionIds: [txn] } });
    const order = (
      (await tracked.json()) as {
        result: { orderType: string; tableNo: string | null; shop: string; serviceNo: number }[];
      }
    ).result[0];
    expect(order).toMatchObject({ orderType: 'takeaway', tableNo: null, shop: 'demo-kiosk' });
    await expect(service).toHaveText(String(order.serviceNo));
    await expect(page.getByText(lang === 'en-gb' ? 'Pay at the counter' : '请到柜台付款')).toBeVisible();
    // A reload reads the order back from the venue; the next order starts from the menu.
    await page.reload();
    await expect(page.getByTestId('order-number')).toHaveText(/^A\d{3}$/);
    await page.getByRole('link', { name: lang === 'en-gb' ? 'Start a new order' : '开始新订单' }).click();
    await expect(page).toHaveURL(/\/self\/demo-kiosk\/home$/);
    expect(problems).toEqual([]);
  });
}

test('the self family token-expired route shows the table-session notice', async ({ page }) => {
  await start(page, 'en-gb');
  await page.goto('/self/demo-kiosk/tokenexpired');
  await expect(page.getByRole('heading', { level: 1, name: 'Table session expired' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText(
    'Your table session has expired. Please scan the table QR again or contact staff.',
  );
  await expect(page.getByRole('link', { name: 'Back to the menu' })).toHaveAttribute('href', '/self/demo-kiosk/home');
  // An outside 'back' address is ignored (only paths of this app).
  await page.goto('/self/demo-kiosk/tokenexpired?back=%2F%2Fevil.example%2F');
  await expect(page.getByRole('link', { name: 'Back to the menu' })).toHaveAttribute('href', '/self/demo-kiosk/home');
});

test('a table QR link at a venue without table service is just the menu', async ({ page }) => {
  await start(page, 'en-gb');
  await page.goto('/self/demo-kiosk/home?tn=5');
  await expect(page).toHaveURL(/\/self\/demo-kiosk\/home$/);
  await expect(page.getByRole('navigation', { name: 'Menu categories' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('table:demo-kiosk'))).toBeNull();
});
