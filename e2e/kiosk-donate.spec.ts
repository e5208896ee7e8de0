// The kiosk's donate step at demo-kiosk (1080x1920 portrait), against the real reference server: its
// donation item k-donation (hidden from the menu; levels $1, $2, $5) is offered after "Yes, pay now".
// By touch in English: $1, Back, $2 again (one line, replaced), axe in the normal and accessible
// layouts; by keyboard only in Chinese: $2; by touch: $5 then "No thanks". Each order is read back
// from the server: its donation line at the chosen price and its total.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { KIOSK_TEXTS } from './kiosk-texts';
import { freshStorage, seriousAxeViolations, tabTo, watchPlacedOrders, watchProblems } from './support';

const SHOP = 'demo-kiosk';
const SHOTS = 'test-results/screenshots';
const TENDERS = 890;
const T = {
  'en-gb': {
    ...KIOSK_TEXTS['en-gb'],
    bill: 'Check your order',
    title: 'Would you like to make a donation?',
    cause: 'Donation to OzHarvest food rescue',
    amounts: 'Choose an amount',
    give: (a: string) => `Donate ${a}`,
    chosen: (a: string, total: string) => `Thank you! Your ${a} donation is in your order. Total ${total}`,
    continue: 'Continue to payment',
    back: 'Back',
    menu: 'Menu',
  },
  'zh-hans': {
    ...KIOSK_TEXTS['zh-hans'],
    bill: '请核对您的订单',
    title: '您愿意捐款吗？',
    cause: '捐助 OzHarvest 食物救援',
    amounts: '请选择金额',
    give: (a: string) => `捐款 ${a}`,
    chosen: (a: string, total: string) => `谢谢！您的 ${a} 捐款已加入订单。 合计 ${total}`,
    continue: '继续付款',
    back: '返回',
    menu: '菜单',
  },
} as const;
type Lang = keyof typeof T;

test.use({ viewport: { width: 1080, height: 1920 }, hasTouch: true, isMobile: false });

const heading = (page: Page, name: string | RegExp, level = 1) => page.getByRole('heading', { level, name });

/** The order as the server stored it: its lines and its total. */
async function serverOrder(request: APIRequestContext, transactionId: string) {
  const r = await request.post('/pro/pos/cart/action', { data: { shop: SHOP, transactionId, action: 'CART' } });
  expect(r.status(), await r.text()).toBe(200);
  const [o] = ((await r.json()) as { result: { billInfo: string; totalCents: number }[] }).result;
  const cart = JSON.parse(o.billInfo) as {
    amountDue: number;
    itemList: { pluId: string; price: number; priceIndex: number; quantity: number }[];
  };
  return {
    total: o.totalCents,
    amountDue: cart.amountDue,
    lines: cart.itemList.map((l) => [l.pluId, l.price, l.priceIndex, l.quantity]),
  };
}

/** Splash to the donate step by touch: take away, chicken tenders, cart, checkout, pay now. */
async function toDonateByTouch(page: Page, lang: Lang) {
  const t = T[lang];
  await page.goto(`/self/${SHOP}/kiosk`);
  await page.getByRole('button', { name: t.start }).tap();
  await page.getByRole('button', { name: t.lang }).tap();
  await page.getByRole('button', { name: t.takeAway }).tap();
  await expect(heading(page, t.menu)).toBeVisible();
  // The hidden donation item is on no menu.
  await expect(page.getByRole('button', { name: new RegExp(t.cause) })).toHaveCount(0);
  await page.getByRole('button', { name: t.chicken, exact: true }).tap();
  await page.getByRole('button', { name: t.item }).first().tap();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: t.add }).tap();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: t.cart }).tap();
  await page.getByRole('button', { name: t.checkout }).tap();
  await expect(heading(page, t.bill)).toBeVisible();
  await page.getByRole('button', { name: t.payNow }).tap();
  await expect(heading(page, t.title)).toBeVisible();
}

test('by touch (en-gb): $1, back to checkout, then $2 replaces it; axe clean in both layouts; the order has one $2 donation line', async ({
  page,
  request,
}) => {
  const problems = watchProblems(page);
  await freshStorage(page, 'en-gb');
  const placed = watchPlacedOrders(page).placed;
  const t = T['en-gb'];
  await toDonateByTouch(page, 'en-gb');
  await expect(heading(page, t.cause, 2)).toBeVisible();
  const group = page.getByRole('group', { name: t.amounts });
  await expect(group.getByRole('button')).toHaveText(['$1.00', '$2.00', '$5.00']);
  for (const b of await group.getByRole('button').all())
    expect((await b.boundingBox())!.height).toBeGreaterThanOrEqual(44);

  await group.getByRole('button', { name: t.give('$1.00') }).tap();
  await expect(page.getByRole('status')).toHaveText(t.chosen('$1.00', '$9.90'));
  await page.getByRole('button', { name: t.back, exact: true }).tap();
  await expect(page.getByText('Total $9.90')).toBeVisible();
  await page.getByRole('button', { name: t.payNow }).tap();
  await expect(group.getByRole('button', { name: t.give('$1.00') })).toHaveAttribute('aria-pressed', 'true');
  await group.getByRole('button', { name: t.give('$2.00') }).tap();
  await expect(page.getByRole('status')).toHaveText(t.chosen('$2.00', '$10.90'));
  await expect(group.getByRole('button', { name: t.give('$2.00') })).toHaveAttribute('aria-pressed', 'true');
  await expect(group.getByRole('button', { name: t.give('$1.00') })).toHaveAttribute('aria-pressed', 'false');

  await page.screenshot({ path: `${SHOTS}/kiosk-donate-en-gb.png` });
  expect(await seriousAxeViolations(page), 'donate step').toEqual([]);
  await page.getByRole('button', { name: /Accessibility/ }).tap();
  await expect(page.locator('[data-accessible="on"]')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/kiosk-donate-accessible-en-gb.png` });
  expect(await seriousAxeViolations(page), 'donate step (accessible layout)').toEqual([]);
  for (const b of await group.getByRole('button').all())
    expect((await b.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await page.getByRole('button', { name: /Accessibility/ }).tap();

  await page.getByRole('button', { name: t.continue }).tap();
  await page.getByRole('button', { name: t.counter }).tap();
  await expect(heading(page, t.thanks)).toBeVisible();
  expect(placed.size).toBe(1);
  expect(await serverOrder(request, [...placed][0])).toEqual({
    total: TENDERS + 200,
    amountDue: TENDERS + 200,
    lines: [
      ['k-tenders', TENDERS, 0, 1],
      ['k-donation', 200, 1, 1],
    ],
  });
  expect(problems).toEqual([]);
});

test('by keyboard only (zh-hans): $2, continue, pay at the counter; the order has the $2 donation line', async ({
  page,
  request,
}) => {
  const problems = watchProblems(page);
  await freshStorage(page, 'zh-hans');
  const placed = watchPlacedOrders(page).placed;
  const t = T['zh-hans'];
  await page.goto(`/self/${SHOP}/kiosk`);
  // each visit starts in the venue's language (English)
  await tabTo(page, page.getByRole('button', { name: T['en-gb'].start }));
  await tabTo(page, page.getByRole('button', { name: t.lang }));
  await tabTo(page, page.getByRole('button', { name: t.takeAway }));
  await tabTo(page, page.getByRole('button', { name: t.chicken, exact: true }));
  await tabTo(page, page.getByRole('button', { name: t.item }).first());
  const dialog = page.getByRole('dialog');
  await tabTo(page, dialog.getByRole('button', { name: t.add }));
  await expect(dialog).toBeHidden();
  await tabTo(page, page.getByRole('button', { name: t.cart }));
  await tabTo(page, page.getByRole('button', { name: t.checkout }));
  await expect(heading(page, t.bill)).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: t.payNow }));
  await expect(heading(page, t.title)).toBeVisible();
  await expect(heading(page, t.cause, 2)).toBeVisible();
  const group = page.getByRole('group', { name: t.amounts });
  await tabTo(page, group.getByRole('button', { name: t.give('$2.00') }));
  await expect(page.getByRole('status')).toHaveText(t.chosen('$2.00', '$10.90'));
  await page.screenshot({ path: `${SHOTS}/kiosk-donate-zh-hans.png` });
  await tabTo(page, page.getByRole('button', { name: t.continue }));
  await tabTo(page, page.getByRole('button', { name: t.counter }));
  await expect(heading(page, t.thanks)).toBeVisible();
  expect(placed.size).toBe(1);
  expect(await serverOrder(request, [...placed][0])).toEqual({
    total: TENDERS + 200,
    amountDue: TENDERS + 200,
    lines: [
      ['k-tenders', TENDERS, 0, 1],
      ['k-donation', 200, 1, 1],
    ],
  });
  expect(problems).toEqual([]);
});

test('"No thanks" after choosing $5 takes the donation out: the order has no donation line', async ({
  page,
  request,
}) => {
  await freshStorage(page, 'en-gb');
  const placed = watchPlacedOrders(page).placed;
  const t = T['en-gb'];
  await toDonateByTouch(page, 'en-gb');
  await page.getByRole('button', { name: t.give('$5.00') }).tap();
  await expect(page.getByRole('status')).toHaveText(t.chosen('$5.00', '$13.90'));
  await page.getByRole('button', { name: t.noThanks }).tap();
  await page.getByRole('button', { name: t.counter }).tap();
  await expect(heading(page, t.thanks)).toBeVisible();
  expect(placed.size).toBe(1);
  expect(await serverOrder(request, [...placed][0])).toEqual({
    total: TENDERS,
    amountDue: TENDERS,
    lines: [['k-tenders', TENDERS, 0, 1]],
  });
});
