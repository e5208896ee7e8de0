// The menu in the back office (issue 31), in Chromium against the real server: demo-cafe's
// administrator opens the menu editor, adds a category and an item with a required option group,
// moves the category by keyboard, saves the draft and publishes; a customer finds the new item and
// orders it; staff mark it sold out from a phone (390 × 844) and the customer's menu shows it sold
// out on reload. The editor in Chinese, an import refused with its rows and columns. axe finds no
// serious or critical violation on the editor and the sold-out board. Screenshots in
// docs/screenshots/menu-*.png. afterAll rolls the cafe back to the version it had.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiLogin, bearer, placeCash, signInUi, start, T, type Lang } from './ordering-helpers';
import { readFileSync } from 'node:fs';
import { freshStorage, watchProblems } from './support';

let axeSource: string | null = null;

test.describe.configure({ mode: 'serial' });
// A new operator's whole path on a slow shared machine.
test.setTimeout(180_000);

const ADMIN = { user: 'admin@example.com', password: 'Admin1234!' };
const SHOP = 'demo-cafe';
const SHOTS = 'docs/screenshots';
let before = 0;

async function menuState(request: APIRequestContext, token: string) {
  const r = await request.post('/pro/backoffice/menu/state', { headers: bearer(token), data: { shop: SHOP } });
  return (
    (await r.json()) as { result: { latest: number; live: { items: { id: string; name: Record<string, string> }[] } } }
  ).result;
}

/** Serious or critical axe violations on the whole page, the merchant header's "Go back" included. */
async function axeClean(page: Page, view: string) {
  await page.waitForLoadState('load');
  axeSource ??= readFileSync('node_modules/axe-core/axe.min.js', 'utf8');
  await page.evaluate(axeSource);
  const found = await page.evaluate(async () => {
    type Result = { violations: { id: string; impact: string; nodes: { target: string[] }[] }[] };
    const axe = (window as unknown as { axe: { run: (c: object, o: object) => Promise<Result> } }).axe;
    const r = await axe.run(document, { resultTypes: ['violations'] });
    return r.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
  expect(found, `axe on ${view}`).toEqual([]);
}

async function adminPage(page: Page, lang: Lang, to: string) {
  await page.addInitScript((l) => {
    if (!sessionStorage.getItem('e2e-init')) {
      localStorage.clear();
      localStorage.setItem('venue_lang', l);
      sessionStorage.setItem('e2e-init', '1');
    }
  }, lang);
  await signInUi(page, lang, `/merchant/${SHOP}`, to, ADMIN);
  await page.goto(to);
}

test.beforeAll(async ({ request }) => {
  const token = await apiLogin(request, ADMIN.user, ADMIN.password);
  before = (await menuState(request, token)).latest;
});

test.afterAll(async ({ request }) => {
  // The other specs find the cafe's menu as it was: the new item back on sale, the version before live.
  const token = await apiLogin(request, ADMIN.user, ADMIN.password);
  const live = await menuState(request, token);
  const matcha = live.live.items.find((i) => i.name['en-gb'] === 'Matcha latte');
  if (matcha)
    await request.post('/pro/backoffice/menu/soldout', {
      headers: bearer(token),
      data: { shop: SHOP, itemId: matcha.id, soldOut: false },
    });
  if (before && live.latest !== before)
    await request.post('/pro/backoffice/config/rollback', {
      headers: bearer(token),
      data: { shop: SHOP, version: before },
    });
});

test('an administrator adds a category and an item, publishes; a customer orders it', async ({ page, browser }) => {
  const problems = watchProblems(page);
  await page.setViewportSize({ width: 1200, height: 900 });
  const started = Date.now();
  await adminPage(page, 'en-gb', `/merchant/${SHOP}/menu`);
  await expect(page.getByRole('heading', { level: 1, name: 'Menu' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Categories' })).toBeVisible();
  await axeClean(page, 'the menu editor');
  await page.screenshot({ path: `${SHOTS}/menu-editor-en-gb.png`, fullPage: false });

  // A category, named in both languages.
  await page.getByRole('button', { name: 'Add a category' }).click();
  const catEn = page.locator('input:focus');
  await expect(catEn).toHaveAttribute('id', /^menu-cat-en-/);
  await catEn.fill('Specials');
  await page.keyboard.press('Tab');
  await page.locator('input:focus').fill('特价');
  await expect(page.getByRole('heading', { name: 'Items in Specials' })).toBeVisible();

  // Its item, with a required size.
  await page.getByRole('button', { name: 'Add an item' }).click();
  const form = page.getByRole('group', { name: 'New item' });
  await form.getByRole('button', { name: 'Keep this item' }).click();
  await expect(form.getByText('Required.').first()).toBeVisible();
  await form.getByLabel('Name in English').first().fill('Matcha latte');
  await form.getByLabel('Name in Chinese').first().fill('抹茶拿铁');
  await form.getByLabel('Description in English').fill('Stone-ground matcha with steamed milk.');
  await form.getByLabel('Description in Chinese').fill('石磨抹茶配蒸奶。');
  await form.getByLabel('Price ($)').fill('5.20');
  await form.getByRole('button', { name: 'Add an option group' }).click();
  let group = form.getByRole('group', { name: 'Option group 1' });
  await group.getByLabel('Name in English').first().fill('Size');
  group = form.getByRole('group', { name: 'Size' });
  await group.getByLabel('Name in Chinese').first().fill('杯型');
  await group.getByLabel('Customer picks at least').fill('1');
  for (const [en, zh, price] of [
    ['Regular', '常规', '0'],
    ['Large', '大杯', '1'],
  ]) {
    await group.getByRole('button', { name: 'Add an option to Size' }).click();
    await group.getByLabel('Name in English').last().fill(en);
    await group.getByLabel('Name in Chinese').last().fill(zh);
    await group.getByLabel('Added price ($)').last().fill(price);
  }
  await form.getByRole('button', { name: 'Keep this item' }).click();
  await expect(
    form,
    (await form.locator('[aria-invalid="true"], [role="alert"]').allTextContents()).join(' | '),
  ).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Matcha latte is in the draft' })).toBeVisible();

  // First place, by keyboard: focus its handle, Home.
  const handle = page.getByRole('button', { name: /^Move Specials \(position \d+ of \d+\)$/ });
  await handle.focus();
  await page.keyboard.press('Home');
  await expect(page.getByRole('status').filter({ hasText: /Specials moved to position 1 of/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Move Specials \(position 1 of/ })).toBeFocused();

  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Draft saved.' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Preview as a customer' })).toHaveAttribute('href', /\?preview=/);
  await page.getByRole('heading', { name: 'Items in Specials' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/menu-editor-item-en-gb.png`, fullPage: false });

  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toBeVisible();
  await axeClean(page, 'the publish confirmation');
  await confirm.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: /Version \d+ is live\./ })).toBeVisible();
  const setupSeconds = (Date.now() - started) / 1000;
  expect(problems).toEqual([]);

  // A customer: the new category first, the item, its size, ordered with cash.
  const ctx = await browser.newContext();
  const shopper = await ctx.newPage();
  await start(shopper, 'en-gb', `/shop/${SHOP}/home`);
  const nav = shopper.getByRole('navigation', { name: T['en-gb'].categories });
  await expect(nav.getByRole('link').first()).toHaveText(/Specials/, { timeout: 15_000 });
  await nav.getByRole('link', { name: 'Specials' }).click();
  await shopper.getByRole('link', { name: /Matcha latte/ }).click();
  await expect(shopper.getByRole('heading', { level: 1, name: 'Matcha latte' })).toBeVisible();
  await shopper.getByRole('radio', { name: /Large/ }).check();
  await shopper.getByRole('button', { name: T['en-gb'].add }).click();
  await shopper.getByRole('link', { name: T['en-gb'].viewCart }).click();
  await expect(shopper.getByText('Matcha latte', { exact: true })).toBeVisible();
  await shopper.getByRole('link', { name: T['en-gb'].checkout }).click();
  const txn = await placeCash(shopper, 'en-gb');
  expect(txn).toMatch(/^txn_/);
  await ctx.close();
  test.info().annotations.push({ type: 'setup-seconds', description: setupSeconds.toFixed(1) });
  console.log(`menu setup (sign-in to published item): ${setupSeconds.toFixed(1)} s`);
});

test('staff mark the item sold out from a phone; the customer sees it on reload', async ({ page, browser }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await adminPage(page, 'en-gb', `/merchant/${SHOP}/soldout`);
  await expect(page.getByRole('heading', { level: 1, name: 'Sold out' })).toBeVisible();
  // The header at 390 px: the venue's name, "Go back" on one line, the settings behind one button.
  const back = page.getByRole('banner').getByRole('button', { name: 'Go back' });
  expect((await back.boundingBox())!.height).toBeLessThanOrEqual(48);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Harbour Cafe home' })).toBeVisible();
  expect((await page.getByRole('banner').boundingBox())!.height).toBeLessThanOrEqual(0.12 * 844);
  await page.getByRole('searchbox', { name: 'Find an item' }).fill('matcha');
  const sw = page.getByRole('switch', { name: 'Matcha latte sold out' });
  await expect(sw).toHaveAttribute('aria-checked', 'false');
  await sw.click();
  await expect(sw).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByRole('status').filter({ hasText: 'Matcha latte is sold out now.' })).toBeVisible();
  await axeClean(page, 'the sold-out board');
  await page.getByRole('searchbox', { name: 'Find an item' }).fill('');
  await page.screenshot({ path: `${SHOTS}/menu-soldout-phone-en-gb.png`, fullPage: false });

  const ctx = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const shopper = await ctx.newPage();
  await freshStorage(shopper, 'en-gb');
  await expect
    .poll(
      async () => {
        await shopper.goto(`/shop/${SHOP}/home`);
        const nav = shopper.getByRole('navigation', { name: T['en-gb'].categories });
        await nav.getByRole('link', { name: 'Specials' }).click();
        const card = shopper.getByRole('link', { name: /Matcha latte/ });
        await card.waitFor();
        return (await card.textContent()) ?? '';
      },
      { timeout: 20_000 },
    )
    .toMatch(/Sold out/);
  await shopper.getByRole('link', { name: /Matcha latte/ }).scrollIntoViewIfNeeded();
  await shopper.screenshot({ path: `${SHOTS}/menu-soldout-customer-en-gb.png`, fullPage: false });
  await ctx.close();

  // Back on sale with a second tap.
  await page.getByRole('searchbox', { name: 'Find an item' }).fill('matcha');
  await sw.click();
  await expect(sw).toHaveAttribute('aria-checked', 'false');
});

test('the editor in Chinese; an import is refused with each row and column, nothing changed', async ({ page }) => {
  await page.setViewportSize({ width: 1200, height: 900 });
  await adminPage(page, 'zh-hans', `/merchant/${SHOP}/menu`);
  await expect(page.getByRole('heading', { level: 1, name: '菜单' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '分类' })).toBeVisible();
  await axeClean(page, 'the menu editor in Chinese');
  await page.screenshot({ path: `${SHOTS}/menu-editor-zh-hans.png`, fullPage: false });
  const csv =
    'category_code,category_en,category_zh,item_code,name_en,name_zh,description_en,description_zh,price,stock,hidden,options\n' +
    'tea,Tea,茶,green,Green tea,绿茶,,,abc,,no,\n' +
    'cakes,,,cake,Cake,蛋糕,,,4.00,,maybe,\n';
  await page
    .getByLabel(/要导入的菜单文件/)
    .setInputFiles({ name: 'menu.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await page.getByRole('button', { name: '检查文件' }).click();
  const table = page.getByRole('table', { name: /文件中有 \d+ 个问题/ });
  await expect(table).toBeVisible();
  await expect(table.getByRole('cell', { name: 'price', exact: true })).toBeVisible();
  await expect(table.getByRole('cell', { name: 'hidden', exact: true })).toBeVisible();
  await axeClean(page, 'the import problems');
  await table.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/menu-import-problems-zh-hans.png`, fullPage: false });
});
