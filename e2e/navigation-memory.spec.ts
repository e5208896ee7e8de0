// Issue 25, in Chromium on the built app: back and forward find the page where it was left (a
// category returned to from a product, a long paged menu), a new page opens at its top; and leaving
// the operator console (or its draft's tab) with unsaved edits asks first (Stay keeps the edit, Leave
// goes), in both languages; so does leaving a half-filled checkout.
import { expect, test, type Page } from '@playwright/test';
import { signInUi, type Lang } from './ordering-helpers';
import { freshStorage, watchProblems } from './support';

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));
const cards = (page: Page) => page.locator('main [role=listitem] a');

/** Scrolls card `n` of the list to the middle of the screen, clicks it, and returns the position it left. */
async function openCard(page: Page, n: number): Promise<{ y: number; name: string }> {
  const card = cards(page).nth(n);
  await card.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  // Let the scroll settle (and any page it brings in draw) before reading it.
  await page.waitForTimeout(300);
  const y = await scrollY(page);
  const name = (await card.textContent()) ?? '';
  await card.click();
  await page.waitForURL(/\/product\//);
  return { y, name };
}

// The category's pill row once centred its active pill with scrollIntoView, which scrolled the page
// too: 20 ms after the restore to 1054 px the page jumped to 581 (the pills in view). It now scrolls
// the row only.
test('a category returned to from a product is where it was left; the product opened at its top', async ({ page }) => {
  const problems = watchProblems(page);
  await freshStorage(page, 'en-gb');
  await page.setViewportSize({ width: 390, height: 600 });
  await page.goto('/shop/demo-cafe/category/breakfast');
  await expect(cards(page).first()).toBeVisible();
  const count = await cards(page).count();
  const { y } = await openCard(page, count - 1);
  expect(y, 'the category scrolls at 390 x 600').toBeGreaterThan(150);
  await expect(page.getByRole('button', { name: /Add to cart/ })).toBeVisible();
  expect(await scrollY(page)).toBe(0);

  await page.goBack();
  await page.waitForURL(/\/category\/breakfast$/);
  await expect.poll(() => scrollY(page)).toBeGreaterThan(y - 4);
  expect(Math.abs((await scrollY(page)) - y)).toBeLessThanOrEqual(3);
  // Forward: the product comes back at the position it was left at (its top).
  await page.goForward();
  await page.waitForURL(/\/product\//);
  await expect.poll(() => scrollY(page)).toBe(0);
  // A new navigation from a scrolled page opens the next one at its top.
  await page.goBack();
  await page.waitForURL(/\/category\/breakfast$/);
  await expect.poll(() => scrollY(page)).toBeGreaterThan(y - 4);
  await page.getByRole('link', { name: 'View cart' }).or(page.locator('a[href$="/cart"]')).first().click();
  await page.waitForURL(/\/cart$/);
  await expect.poll(() => scrollY(page)).toBe(0);
  expect(problems).toEqual([]);
});

test('back to a long paged menu shows the pages it had and lands on the same card', async ({ page }) => {
  await freshStorage(page, 'en-gb');
  await page.setViewportSize({ width: 390, height: 700 });
  await page.goto('/mobile/demo-cafe/infinitycategory');
  await expect(cards(page).first()).toBeVisible();
  // Scroll to the end until the second page has come in (pages of 24, loaded as the end nears).
  const status = page.getByText(/^All \d+ shown$/);
  for (let i = 0; i < 40 && !(await status.isVisible()); i++) {
    await page.mouse.wheel(0, 1500);
    await page.waitForTimeout(150);
  }
  const shown = await cards(page).count();
  expect(shown).toBeGreaterThan(24);
  const last = shown - 2;
  const { y, name } = await openCard(page, last);
  expect(y).toBeGreaterThan(2000);

  await page.goBack();
  await page.waitForURL(/\/infinitycategory$/);
  await expect.poll(() => scrollY(page)).toBeGreaterThan(y - 4);
  expect(Math.abs((await scrollY(page)) - y)).toBeLessThanOrEqual(3);
  expect(await cards(page).count()).toBe(shown);
  await expect(cards(page).nth(last)).toHaveText(name);
  await expect(cards(page).nth(last)).toBeInViewport();
});

const L = {
  'en-gb': {
    layout: 'Menu display',
    perRow: 'Menu items per row',
    products: 'Products',
    title: 'Leave this page?',
    preview: 'Preview and publish',
    draftTab: 'Edit draft',
    tabTitle: 'Leave the draft?',
    stay: 'Stay',
    leave: 'Leave',
  },
  'zh-hans': {
    layout: '菜单显示',
    perRow: '每行菜品数',
    products: '商品',
    title: '离开此页面？',
    preview: '预览并发布',
    draftTab: '编辑草稿',
    tabTitle: '离开草稿？',
    stay: '留下',
    leave: '离开',
  },
} as const;

for (const lang of ['en-gb', 'zh-hans'] as Lang[]) {
  test(`leaving the console with unsaved edits asks first: Stay keeps the edit, Leave goes (${lang})`, async ({
    page,
  }) => {
    const t = L[lang];
    await freshStorage(page, lang);
    await page.setViewportSize({ width: 1100, height: 900 });
    await signInUi(page, lang, '/merchant/demo-cafe', '/merchant/demo-cafe/console', {
      user: 'admin@example.com',
      password: 'Admin1234!',
    });
    await page.waitForURL(/\/merchant\/demo-cafe\/console$/);
    // Without edits nothing asks: to the products and back (forward is then an in-app move).
    const products = page.getByRole('link', { name: t.products, exact: true }).first();
    await products.click();
    await page.waitForURL(/\/merchant\/demo-cafe\/home$/);
    await page.goBack();
    await page.waitForURL(/\/merchant\/demo-cafe\/console$/);
    await page.getByRole('button', { name: t.layout, exact: true }).click();
    const perRow = page.getByLabel(t.perRow, { exact: true });
    const before = await perRow.inputValue();
    const edited = before === '4' ? '5' : '4';
    await perRow.fill(edited);

    // Another tab of the console (the draft's form goes with its tab): asked too; Stay keeps the
    // draft's tab open, the focus on it (a tab opens on focus: not asked again) and the edit.
    await page.getByRole('tab', { name: t.preview }).click();
    const askTab = page.getByRole('alertdialog', { name: t.tabTitle });
    await expect(askTab).toBeVisible();
    await askTab.getByRole('button', { name: t.stay }).click();
    await expect(askTab).toBeHidden();
    await expect(page.getByRole('tab', { selected: true })).toHaveText(t.draftTab);
    await expect(page.getByRole('tab', { selected: true })).toBeFocused();
    await expect(perRow).toHaveValue(edited);

    // A link to another page: asked; Stay keeps the console and the edit.
    await products.click();
    const ask = page.getByRole('alertdialog', { name: t.title });
    await expect(ask).toBeVisible();
    await ask.getByRole('button', { name: t.stay }).click();
    await expect(ask).toBeHidden();
    expect(new URL(page.url()).pathname).toBe('/merchant/demo-cafe/console');
    await expect(perRow).toHaveValue(edited);

    // Forward (a history move) is asked too; Stay again.
    await page.goForward();
    await expect(ask).toBeVisible();
    await ask.getByRole('button', { name: t.stay }).click();
    await expect(ask).toBeHidden();
    expect(new URL(page.url()).pathname).toBe('/merchant/demo-cafe/console');
    await expect(perRow).toHaveValue(edited);

    // Leave: the link goes where it points, and the unsaved edit is gone with the console.
    await products.click();
    await ask.getByRole('button', { name: t.leave }).click();
    await page.waitForURL(/\/merchant\/demo-cafe\/home$/);
    await expect(ask).toBeHidden();
  });
}

const C = {
  'en-gb': {
    add: /Add to cart/,
    notes: 'Order notes',
    menu: 'Menu',
    title: 'Leave the checkout?',
    text: 'Your order has not been placed.',
    stay: 'Stay',
    leave: 'Leave',
  },
  'zh-hans': {
    add: /加入购物车/,
    notes: '订单备注',
    menu: '菜单',
    title: '离开结账？',
    text: '您的订单尚未提交。',
    stay: '留下',
    leave: '离开',
  },
} as const;

for (const lang of ['en-gb', 'zh-hans'] as Lang[]) {
  test(`leaving a half-filled checkout asks first, in its own true words; Escape and Stay keep it (${lang})`, async ({
    page,
  }) => {
    const t = C[lang];
    const problems = watchProblems(page);
    await freshStorage(page, lang);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/shop/demo-cafe/product/latte');
    await page.getByRole('radio').first().check();
    await page.getByRole('button', { name: t.add }).click();
    await page.goto('/shop/demo-cafe/checkout');
    const notes = page.getByLabel(t.notes, { exact: true });
    await notes.fill('No sugar please');

    // Typed at once (the form's code may not have come yet). The header's menu link: asked, the focus
    // inside; Escape stays on the checkout with the notes.
    const menu = page.getByRole('link', { name: t.menu, exact: true }).first();
    await menu.click();
    const ask = page.getByRole('alertdialog', { name: t.title });
    await expect(ask).toBeVisible();
    await expect(ask).toContainText(t.text);
    await expect(ask.getByRole('button', { name: t.stay })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(ask.getByRole('button', { name: t.leave })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(ask.getByRole('button', { name: t.stay })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(ask).toBeHidden();
    expect(new URL(page.url()).pathname).toBe('/shop/demo-cafe/checkout');
    await expect(notes).toHaveValue('No sugar please');

    // Stay keeps it too. Leave goes, and the checkout come back to keeps the notes (the question
    // says the order is not placed, not that the choices are lost).
    await menu.click();
    await expect(ask).toBeVisible();
    await ask.getByRole('button', { name: t.stay }).click();
    await expect(ask).toBeHidden();
    await expect(notes).toHaveValue('No sugar please');
    await menu.click();
    await ask.getByRole('button', { name: t.leave }).click();
    await page.waitForURL(/\/shop\/demo-cafe\/category$/);
    await page.goBack();
    await page.waitForURL(/\/checkout$/);
    await expect(notes).toHaveValue('No sugar please');
    expect(problems).toEqual([]);
  });
}
