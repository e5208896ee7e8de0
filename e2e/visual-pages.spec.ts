// Visual comparison pages (issue 25, the UI kit migration): screenshots of demo-cafe's home, a product,
// the cart, the checkout, the wallet and the operator console at 390×844, into VISUAL_SHOTS (a folder),
// taken before and after a change of the shared look and compared by eye. Skipped unless VISUAL_SHOTS
// is set: it asserts nothing a person has not looked at.
import { expect, test } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { addBurger, signInUi, start, T } from './ordering-helpers';

const ADMIN = { user: 'admin@example.com', password: 'Admin1234!' };

const DIR = process.env.VISUAL_SHOTS;

test.skip(!DIR, 'set VISUAL_SHOTS=<folder> to take the comparison screenshots');

test('visual pages at 390×844: home, product, cart, checkout, wallet, console', async ({ page }) => {
  test.setTimeout(120_000);
  mkdirSync(DIR!, { recursive: true });
  const shot = (name: string) => page.screenshot({ path: `${DIR}/${name}.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  const t = T['en-gb'];
  await start(page, 'en-gb', '/shop/demo-cafe/home');
  await expect(page.getByRole('navigation', { name: t.categories })).toBeVisible();
  await shot('home');
  await addBurger(page, 'en-gb');
  await shot('product');
  await page.getByRole('link', { name: t.viewCart }).click();
  await expect(page.getByText(t.burger, { exact: true })).toBeVisible();
  await shot('cart');
  await page.getByRole('link', { name: t.checkout }).click();
  await expect(page.getByRole('button', { name: t.place })).toBeVisible();
  await shot('checkout');
  await signInUi(page, 'en-gb', '/shop/demo-cafe');
  await page.goto('/shop/demo-cafe/mywallet');
  await expect(page.getByRole('tab', { name: 'Loyalty' })).toHaveAttribute('aria-selected', 'true');
  await shot('wallet');
  await signInUi(page, 'en-gb', '/merchant/demo-cafe', '/merchant/demo-cafe/console', ADMIN);
  await page.goto('/merchant/demo-cafe/console');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await shot('console');
});
