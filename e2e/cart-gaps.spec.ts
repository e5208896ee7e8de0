// The cart pieces of issue 5 end to end: the cart badge on the header's cart link (count in the
// link's name, follows add / quantity / remove, survives a reload of a menu screen), editing a cart
// line through cartitem/{line}, stock at a showStock venue (demo-store: shown, cannot add beyond
// it), and a failed sign-in saying so once (inline, announced), not twice.
import { expect, test } from '@playwright/test';
import { seriousAxeViolations, watchProblems } from './support';
import { addBurger, SHOTS, start } from './ordering-helpers';

test('cart badge follows add, quantity and remove, and a menu screen reload keeps it', async ({ page }) => {
  const problems = watchProblems(page);
  await start(page, 'en-gb', '/shop/demo-cafe/home');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link', { name: 'Cart', exact: true })).toBeVisible();
  await addBurger(page, 'en-gb');
  await expect(nav.getByRole('link', { name: /^Cart \(1 item\)$/ })).toBeVisible();
  await expect(nav.getByRole('status')).toHaveText('Cart updated: 1 item in your cart');
  await page.screenshot({ path: `${SHOTS}/cart-badge-en-gb.png` });
  // A reload of the menu (which does not load the cart store) reads the saved cart.
  await page.goto('/shop/demo-cafe/home');
  await expect(nav.getByRole('link', { name: /^Cart \(1 item\)$/ })).toBeVisible();
  await expect(nav.getByTestId('cart-badge')).toHaveText('1');
  await nav.getByRole('link', { name: /^Cart \(1 item\)$/ }).click();
  await page.getByRole('button', { name: 'Increase Classic beef burger' }).click();
  await expect(nav.getByRole('link', { name: /^Cart \(2 items\)$/ })).toBeVisible();
  await expect(nav.getByRole('status')).toHaveText('Cart updated: 2 items in your cart');
  await page.getByRole('button', { name: 'Remove Classic beef burger' }).click();
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Cart', exact: true })).toBeVisible();
  await expect(nav.getByTestId('cart-badge')).toHaveCount(0);
  await expect(nav.getByRole('status')).toHaveText('Cart updated: 0 items in your cart');
  expect(await seriousAxeViolations(page)).toEqual([]);
  expect(problems).toEqual([]);
});

test('cartitem/{line} edits the line: options prefilled, changed, price and cart updated', async ({ page }) => {
  const problems = watchProblems(page);
  await start(page, 'en-gb', '/shop/demo-cafe/home');
  await addBurger(page, 'en-gb');
  await page.getByRole('link', { name: 'View cart' }).click();
  await expect(page.getByText('Add-ons: Bacon (+$3.00)')).toBeVisible();
  await page.getByRole('link', { name: 'Edit Classic beef burger' }).click();
  await expect(page).toHaveURL(/\/shop\/demo-cafe\/cartitem\/1$/);
  await expect(page.getByRole('radio', { name: 'Medium', exact: true })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: /Bacon/ })).toBeChecked();
  await page.getByRole('radio', { name: 'Well done', exact: true }).check();
  await page.getByRole('checkbox', { name: /Bacon/ }).uncheck();
  await page.getByRole('checkbox', { name: /Cheese/ }).check();
  await page.screenshot({ path: `${SHOTS}/cartitem-edit-en-gb.png`, fullPage: true });
  // 21.50 + cheese 1.50 + meal 5.50
  await page.getByRole('button', { name: 'Update item · $28.50' }).click();
  await expect(page).toHaveURL(/\/shop\/demo-cafe\/cart$/);
  await expect(page.getByText('Doneness: Well done')).toBeVisible();
  await expect(page.getByText('Add-ons: Cheese (+$1.50)')).toBeVisible();
  await expect(page.getByText(/Bacon/)).toHaveCount(0);
  await expect(page.getByRole('definition').filter({ hasText: '$28.50' }).last()).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Classic beef burger' })).toHaveCount(1);
  // An unknown line says so.
  await page.goto('/shop/demo-cafe/cartitem/99');
  await expect(page.getByRole('alert')).toBeVisible();
  expect(problems).toEqual([]);
});

test('showStock (demo-store): stock is shown, and the cart cannot hold more than it', async ({ page, request }) => {
  const problems = watchProblems(page);
  const r = await request.get('/api/shop/catalogue?shop=demo-store');
  const plus = (
    (await r.json()) as { result: { plus: { pluId: string; pluName1: string; stock?: number; attr?: unknown[] }[] } }
  ).result.plus;
  const item = plus
    .filter(
      (p) =>
        typeof p.stock === 'number' &&
        p.stock > 0 &&
        !(p.attr ?? []).some((a) => Number((a as { min?: number }).min) > 0),
    )
    .sort((a, b) => a.stock! - b.stock!)[0];
  expect(item).toBeTruthy();
  const stock = item.stock!;
  await start(page, 'en-gb', `/shop/demo-store/product/${item.pluId}`);
  await expect(page.getByRole('heading', { level: 1, name: item.pluName1 })).toBeVisible();
  await expect(page.getByTestId('stock')).toHaveText(`In stock: ${stock}`);
  const more = page.getByRole('button', { name: `Increase ${item.pluName1}` });
  for (let i = 1; i < stock; i++) await more.click();
  await expect(more).toBeDisabled();
  await page.getByRole('button', { name: /Add to cart/ }).click();
  await expect(page.getByTestId('stock')).toHaveText(
    `In stock: ${stock} All of them (${stock}) are already in your cart.`,
  );
  await expect(page.getByRole('button', { name: /Add to cart/ })).toBeDisabled();
  await page.screenshot({ path: `${SHOTS}/stock-full-en-gb.png`, fullPage: true });
  // The cart's own stepper stops at the stock too.
  await page.getByRole('link', { name: 'View cart' }).click();
  // The product page has a stepper with the same names: wait for the cart screen itself.
  await expect(page).toHaveURL(/\/shop\/demo-store\/cart$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your cart' })).toBeVisible();
  await expect(page.getByRole('button', { name: `Increase ${item.pluName1}` })).toBeDisabled();
  await page.getByRole('button', { name: `Decrease ${item.pluName1}` }).click();
  await expect(page.getByRole('button', { name: `Increase ${item.pluName1}` })).toBeEnabled();
  await page.getByRole('button', { name: `Increase ${item.pluName1}` }).click();
  await expect(page.getByRole('button', { name: `Increase ${item.pluName1}` })).toBeDisabled();
  await page.getByRole('link', { name: 'Go to checkout' }).click();
  await page.getByRole('radio', { name: /Cash \/ pay in store/ }).check();
  await page.getByRole('checkbox', { name: /I accept/ }).check();
  await page.getByRole('button', { name: /Place order/ }).click();
  await expect(page).toHaveURL(/\/orderplaced\?txn=txn_/, { timeout: 20_000 });
  expect(problems).toEqual([]);
});

test('a failed sign-in says so once, inline and announced (no second toast)', async ({ page }) => {
  await start(page, 'en-gb', '/shop/demo-cafe/login');
  await page.getByLabel('Mobile or e-mail').fill('0400000001');
  await page.getByLabel('Password').fill('Wrong1234!');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  const inline = page.locator('#login-error');
  await expect(inline).toHaveText('User name or password not match');
  await expect(inline).toHaveAttribute('role', 'alert');
  await page.waitForTimeout(500);
  await expect(page.getByText('User name or password not match')).toHaveCount(1);
  await page.screenshot({ path: `${SHOTS}/login-failed-once-en-gb.png`, fullPage: true });
});
