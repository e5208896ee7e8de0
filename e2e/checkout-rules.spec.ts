// Checkout rules end to end, every figure compared with the venue's own feeCalc answer:
// - points: a signed-in member redeems points within the minimum and maximum (outside them is refused
//   with the domain's message), with a promo code too; the order is placed at the feeCalc total and
//   the points leave the card exactly once;
// - delivery below the minimum delivery amount is blocked with the domain's message;
// - a closed venue (licence status 0, set through the admin configuration call) shows 'This restaurant
//   is closed, ordering is currently unavailable' and cannot order.
import { expect, test, type Page, type Response } from '@playwright/test';
import { watchProblems } from './support';
import {
  adminConfig,
  addBurger,
  apiLogin,
  cardValue,
  cartToCheckout,
  SHOTS,
  signInUi,
  start,
  T,
  track,
} from './ordering-helpers';

interface Calc {
  result: {
    totalCents: number;
    cart: { redeemedPoints?: number; pointDiscount?: number; promoDiscount?: number; discountAmount?: number };
    redeem: { points: number; min: number; max: number } | null;
    blocked: { code: string; message: string }[];
  };
}

const money = (c: number) => `$${(c / 100).toFixed(2)}`;
const isFee = (r: Response) => r.url().includes('/api/pos/feeCalc') && r.request().method() === 'POST';

/**
 * The venue's answer to the check `action` asks for: the first feeCalc answer after it, or the first
 * that `answers` (the live form asks once on its own as it arrives: on a busy machine that answer came
 * after a later press, and was read as the press's answer).
 */
async function lastFee(page: Page, action: () => Promise<void>, answers = (_: Calc) => true): Promise<Calc> {
  const res = page.waitForResponse(async (r) => isFee(r) && answers((await r.json()) as Calc));
  await action();
  return (await (await res).json()) as Calc;
}

test.describe.configure({ mode: 'serial' });

test('points within the minimum and maximum and a promo code change the total exactly as feeCalc says; the points leave the card once', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const problems = watchProblems(page);
  const admin = await apiLogin(request, 'admin@example.com', 'Admin1234!');
  await adminConfig(request, admin, {
    settings: { memberPoints: { state: 1, minimumPoints: 50, pointsPerDollarWhenRedeem: 10 } },
  });
  try {
    const token = await apiLogin(request);
    const before = await cardValue(request, token);
    await start(page, 'en-gb', '/shop/demo-cafe/home');
    await signInUi(page, 'en-gb', '/shop/demo-cafe');
    await page.goto('/shop/demo-cafe/home');
    await addBurger(page, 'en-gb');
    const first = await lastFee(page, async () => {
      await cartToCheckout(page, 'en-gb');
    });
    expect(first.result.redeem).not.toBeNull();
    const { min, max, points } = first.result.redeem!;
    expect(min).toBe(50);
    expect(max).toBe(Math.min(points, first.result.totalCents / 10));
    await expect(
      page.getByText(`You have ${points} points. Redeem from ${min} to ${max} points on this order.`),
    ).toBeVisible();
    await expect(page.getByTestId('checkout-total')).toHaveText(money(first.result.totalCents));

    // Outside the limits: the domain's messages, nothing asked of the server.
    await page.getByLabel('Points to redeem').fill('20');
    await page.getByRole('button', { name: 'Use points' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'You need to redeem at least 50 points' })).toBeVisible();
    await page.getByLabel('Points to redeem').fill(String(max + 1));
    await page.getByRole('button', { name: 'Use points' }).click();
    await expect(page.getByRole('alert').filter({ hasText: `You can redeem at most ${max} points` })).toBeVisible();

    // 120 points = $12.00 off (10 points a dollar).
    await page.getByLabel('Points to redeem').fill('120');
    const withPoints = await lastFee(
      page,
      () => page.getByRole('button', { name: 'Use points' }).click(),
      (c) => c.result.cart.redeemedPoints === 120,
    );
    expect(withPoints.result.cart.redeemedPoints).toBe(120);
    expect(withPoints.result.totalCents).toBe(first.result.totalCents - 1200);
    await expect(page.getByTestId('checkout-total')).toHaveText(money(withPoints.result.totalCents));
    await expect(page.getByText('120 points used: −$12.00')).toBeVisible();

    // A promo code on top: 10 % off before the points, as the domain orders discounts.
    await page.getByLabel('Promo code').fill('WELCOME10');
    const both = await lastFee(
      page,
      () => page.getByRole('button', { name: 'Apply' }).click(),
      (c) => c.result.cart.redeemedPoints === 120 && Boolean(c.result.cart.promoDiscount),
    );
    await expect(page.getByText('Promo code applied')).toBeVisible();
    const items = first.result.totalCents;
    expect(both.result.totalCents).toBe(items - Math.round(items * 0.1) - 1200);
    await expect(page.getByTestId('checkout-total')).toHaveText(money(both.result.totalCents));
    await page.screenshot({ path: `${SHOTS}/checkout-points-promo-en-gb.png`, fullPage: true });

    await page.getByRole('radio', { name: T['en-gb'].cash }).check();
    await page.getByRole('checkbox', { name: T['en-gb'].terms }).check();
    await expect(page.getByTestId('checkout-total')).toHaveText(money(both.result.totalCents));
    await page.getByRole('button', { name: new RegExp(`Place order · \\${money(both.result.totalCents)}`) }).click();
    await expect(page).toHaveURL(/\/orderplaced\?txn=txn_/, { timeout: 20_000 });
    const txn = new URL(page.url()).searchParams.get('txn')!;
    expect((await track(request, txn)).totalCents).toBe(both.result.totalCents);
    const after = await cardValue(request, token);
    expect(Math.round((before.points - after.points) * 100)).toBe(120 * 100);
    expect(problems).toEqual([]);
  } finally {
    await adminConfig(request, admin, { settings: { memberPoints: { state: 0 } } });
  }
});

test('delivery below the minimum delivery amount is blocked with the message, then allowed above it', async ({
  page,
}) => {
  await start(page, 'en-gb', '/shop/demo-cafe/product/banana-bread');
  await expect(page.getByRole('heading', { level: 1, name: 'Toasted banana bread' })).toBeVisible();
  await page.getByRole('button', { name: /Add to cart/ }).click();
  await page.getByRole('link', { name: 'View cart' }).click();
  await page.getByRole('link', { name: 'Go to checkout' }).click();
  await page.getByRole('radio', { name: 'Delivery' }).check();
  await page.getByLabel('Delivery address').fill('1 Eagle St, Brisbane');
  const calc = await lastFee(page, async () => {
    await page.getByLabel('Delivery zone').selectOption('4000');
  });
  await page.getByRole('radio', { name: T['en-gb'].cash }).check();
  await page.getByRole('checkbox', { name: T['en-gb'].terms }).check();
  const orders: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/shop/order/add/v2')) orders.push(r.url());
  });
  await page.getByRole('button', { name: T['en-gb'].place }).click();
  const blocked = page.getByRole('alert').filter({ hasText: 'The minimum amount for delivery is $20.00' });
  await expect(blocked).toBeVisible();
  expect(calc.result.blocked.map((b) => b.code)).toContain('delivery.minimumDelivery');
  await page.screenshot({ path: `${SHOTS}/checkout-min-delivery-en-gb.png`, fullPage: true });
  expect(orders).toEqual([]);
  // Three more: $32.00 of items, over the minimum; the venue adds its $5.00 delivery fee.
  await page.goto('/shop/demo-cafe/cart');
  const more = page.getByRole('button', { name: /Increase/ });
  for (let i = 0; i < 3; i++) await more.click();
  await page.getByRole('link', { name: 'Go to checkout' }).click();
  await page.getByRole('radio', { name: 'Delivery' }).check();
  await page.getByLabel('Delivery address').fill('1 Eagle St, Brisbane');
  await page.getByLabel('Delivery zone').selectOption('4000');
  await page.getByRole('radio', { name: T['en-gb'].cash }).check();
  await page.getByRole('checkbox', { name: T['en-gb'].terms }).check();
  await expect(page.getByTestId('checkout-total')).toHaveText('$37.00');
  await page.getByRole('button', { name: T['en-gb'].place }).click();
  await expect(page).toHaveURL(/\/orderplaced\?txn=txn_/, { timeout: 20_000 });
});

test('a closed venue shows the closed notice and cannot order', async ({ page, request }) => {
  // A cart filled while the venue was open, then the venue closes (licence status 0).
  await start(page, 'en-gb', '/shop/demo-cafe/product/banana-bread');
  await page.getByRole('button', { name: /Add to cart/ }).click();
  await expect(page.getByRole('link', { name: 'View cart' })).toBeVisible();
  const admin = await apiLogin(request, 'admin@example.com', 'Admin1234!');
  await adminConfig(request, admin, { licence: { status: 0 } });
  try {
    const closed = 'This restaurant is closed, ordering is currently unavailable';
    const orders: number[] = [];
    page.on('response', (r) => {
      if (r.url().includes('/api/shop/order/add/v2')) orders.push(r.status());
    });
    await page.goto('/shop/demo-cafe/home');
    await expect(page.getByText(closed).first()).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/closed-home-en-gb.png`, fullPage: true });
    // The menu still shows; adding is off, with the reason.
    await page.goto('/shop/demo-cafe/product/banana-bread');
    await expect(page.getByRole('heading', { level: 1, name: 'Toasted banana bread' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Add to cart/ })).toBeDisabled();
    await expect(page.locator('#product-closed')).toHaveText(closed);
    // Checkout: the reason, and no way to place the order.
    await page.goto('/shop/demo-cafe/checkout');
    await page.getByRole('checkbox', { name: T['en-gb'].terms }).check();
    await expect(page.getByRole('alert').filter({ hasText: closed })).toBeVisible();
    await expect(page.getByRole('button', { name: T['en-gb'].place })).toBeDisabled();
    await page.screenshot({ path: `${SHOTS}/closed-checkout-en-gb.png`, fullPage: true });
    // (The server refuses it too: blocked reason venue.closed, tests/server/order.test.ts.)
    expect(orders).toEqual([]);
  } finally {
    await adminConfig(request, admin, { licence: { status: 1 } });
  }
  // Open again: the same cart can be ordered.
  await page.goto('/shop/demo-cafe/checkout');
  await expect(page.getByRole('button', { name: T['en-gb'].place })).toBeEnabled();
});
