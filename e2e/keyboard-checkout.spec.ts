// Keyboard only, in Chromium, in both languages: the burger's options (arrow keys in the required
// group, Space on an add-on), Add to cart, the cart, checkout; then Tab, arrow keys, Space and Enter
// through order type, payment method, terms and Place order, to the order placed screen (cash).
// No mouse: every step is a key press; `tabTo` presses Tab until the wanted control has the focus.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { SHOTS, start, T, type Lang } from './ordering-helpers';
import { watchProblems } from './support';

const MORE = {
  'en-gb': {
    pickup: 'Pick up',
    takeaway: 'Takeaway',
    orderType: 'How would you like your order?',
    payment: 'Payment method',
    mediumWell: 'Medium well',
  },
  'zh-hans': { pickup: '自取', takeaway: '外带', orderType: '用餐方式', payment: '付款方式', mediumWell: '七分熟' },
} as const;

/** Presses Tab until `target` has the focus (at most `max` presses). */
async function tabTo(page: Page, target: Locator, max = 150): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target}`);
}

const focused = (page: Page) => page.locator(':focus');

/** The focus is drawn: an outline (or a box shadow) on the focused control. */
async function expectFocusRing(page: Page) {
  const ring = await focused(page).evaluate((el) => {
    const s = getComputedStyle(el);
    return (s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0) || s.boxShadow !== 'none';
  });
  expect(ring, 'a visible focus ring').toBe(true);
}

/** Arrow key presses until `wanted` is the checked (and focused) radio of its group. */
async function arrowTo(
  page: Page,
  wanted: Locator,
  key: 'ArrowDown' | 'ArrowRight' | 'ArrowLeft' = 'ArrowDown',
  max = 8,
) {
  for (let i = 0; i < max && !(await wanted.isChecked()); i++) {
    await page.keyboard.press(key);
    // The arrow moves the focus and checks the focused radio: wait for that before the next press, or a
    // slow redraw lets the presses run past the wanted one (CI saw it once).
    await expect(page.locator(':focus')).toHaveAttribute('aria-checked', 'true');
  }
  await expect(wanted).toBeChecked();
  await expect(wanted).toBeFocused();
}

for (const lang of ['en-gb', 'zh-hans'] as Lang[]) {
  test(`keyboard only: options, cart, checkout, cash order placed (${lang})`, async ({ page }) => {
    const t = T[lang];
    const m = MORE[lang];
    const problems = watchProblems(page);
    await start(page, lang, '/shop/demo-cafe/product/beef-burger');
    await expect(page.getByRole('heading', { level: 1, name: t.burger })).toBeVisible();

    // Product options: Tab into the required group, Space chooses, arrow keys move the choice; Space on add-ons.
    const medium = page.getByRole('radio', { name: t.medium, exact: true });
    await tabTo(page, medium);
    await page.keyboard.press('Space');
    await expect(medium).toBeChecked();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('radio', { name: m.mediumWell, exact: true })).toBeChecked();
    await page.keyboard.press('ArrowUp');
    await expect(medium).toBeChecked();
    await tabTo(page, page.getByRole('checkbox', { name: t.bacon }));
    await page.keyboard.press('Space');
    await expect(page.getByRole('checkbox', { name: t.bacon })).toBeChecked();
    await tabTo(page, page.getByRole('checkbox', { name: t.meal }));
    await page.keyboard.press('Space');
    await expect(page.getByRole('checkbox', { name: t.meal })).toBeChecked();
    await tabTo(page, page.getByRole('button', { name: t.add }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: t.added })).toBeVisible();

    // To the cart and on to checkout with Enter on the links.
    await tabTo(page, page.getByRole('link', { name: t.viewCart }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/cart$/);
    await tabTo(page, page.getByRole('link', { name: t.checkout }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/checkout$/);
    const place = page.getByRole('button', { name: t.place });
    await expect(place).toBeVisible();
    // The checkout's own reads (fresh settings, trading hours, totals) answered: nothing redraws the
    // groups under the keyboard after this.
    await page.waitForLoadState('networkidle');

    // Order type: Tab lands on the chosen type; arrow keys choose another and come back.
    const types = page.getByRole('radiogroup', { name: m.orderType });
    const takeaway = types.getByRole('radio', { name: m.takeaway });
    await tabTo(page, types.getByRole('radio', { checked: true }));
    await expectFocusRing(page);
    await arrowTo(page, types.getByRole('radio', { name: m.pickup }), 'ArrowRight');
    await arrowTo(page, takeaway, 'ArrowLeft');

    // Payment method: arrow keys to cash; one Tab stop per group.
    const methods = page.getByRole('radiogroup', { name: m.payment });
    await tabTo(page, methods.getByRole('radio', { checked: true }));
    await expectFocusRing(page);
    await arrowTo(page, methods.getByRole('radio', { name: t.cash }));
    await page.keyboard.press('Tab');
    await expect(methods.getByRole('radio', { checked: true })).not.toBeFocused();

    // Place order without the terms: the error, and the focus goes to the terms.
    await tabTo(page, place);
    await page.keyboard.press('Enter');
    const terms = page.getByRole('checkbox', { name: t.terms });
    await expect(terms).toBeFocused();
    await expect(terms).toHaveAttribute('aria-invalid', 'true');
    await expectFocusRing(page);
    await page.keyboard.press('Space');
    await expect(terms).toBeChecked();
    await expect(terms).toHaveAttribute('aria-invalid', 'false');

    await tabTo(page, place);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/orderplaced\?txn=txn_/, { timeout: 20_000 });
    await expect(page.getByRole('heading', { name: t.placed })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/keyboard-checkout-${lang}.png`, fullPage: true });
    expect(problems).toEqual([]);
  });
}
