// A cafe from nothing (issue 31, "Done when"), on an EMPTY PRODUCTION database on real Postgres: the
// spec starts its own Postgres cluster and its own server in production mode (no demo seed) and stops
// both at the end (e2e/first-run-helpers.ts). The one-time setup link is read from the server's log;
// the platform administrator is created there (a weak password refused first), signs in with no venue
// yet (/platform/login), creates a cafe from the template and invites its administrator (no e-mail
// sender on this server: the link is shown once on screen). The invitee sets a password and builds
// the menu: a CSV file of 3 categories and 9 items with options imported through the editor (checked
// first), one more item added by keyboard only, saved and published. A customer orders with options,
// paying in store; staff mark an item sold out from a 390-px phone and the customer's menu shows it
// on reload. axe finds no serious or critical violation in the menu editor; the editor in Chinese.
// Each part is timed (test-results/first-run-timings.json, docs/walkthrough.md "A cafe from
// nothing"); screenshots docs/screenshots/first-run-*.png.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { postgresInstalled, startProduction, stopwatch, type Production } from './first-run-helpers';
import { T, type Lang } from './ordering-helpers';
import { freshStorage, tabTo, watchProblems } from './support';

test.describe.configure({ mode: 'serial' });
// Postgres, migrations and a new operator's whole path on a slow shared machine.
test.setTimeout(420_000);

const SHOTS = 'docs/screenshots';
const PLATFORM = { user: 'owner@harbour-group.example', password: 'Qv7#Lm2$Rt9x' };
const VENUE = { id: 'harbour-cafe', en: 'Harbour Cafe', zh: '海港咖啡馆' };
const MANAGER = { user: 'manager@harbour-cafe.example', password: 'Hc#2026ops!Q' };
const MENU_CSV = 'e2e/fixtures/first-run-menu.csv';

let prod: Production;
const clock = stopwatch();
let axeSource: string | null = null;

test.beforeAll(async () => {
  // Without Postgres (a developer's machine) there is nothing to run on; CI has it and must run this.
  test.skip(!process.env.CI && !(await postgresInstalled()), 'Postgres (initdb, pg_ctl) is not installed');
  prod = await startProduction();
});

test.afterAll(async () => {
  if (clock.parts.length) clock.save('test-results/first-run-timings.json');
  await prod?.stop();
});

async function newPage(browser: Browser, lang: Lang, width = 1280, height = 900): Promise<Page> {
  const ctx = await browser.newContext({ baseURL: prod.base, viewport: { width, height } });
  const page = await ctx.newPage();
  await freshStorage(page, lang);
  return page;
}

/** Serious or critical axe violations, the shared merchant header left out (as menu.spec.ts). */
async function axeClean(page: Page, view: string) {
  await page.waitForLoadState('load');
  axeSource ??= readFileSync('node_modules/axe-core/axe.min.js', 'utf8');
  await page.evaluate(axeSource);
  const found = await page.evaluate(async () => {
    type Result = { violations: { id: string; impact: string; nodes: { target: string[] }[] }[] };
    const axe = (window as unknown as { axe: { run: (c: object, o: object) => Promise<Result> } }).axe;
    const r = await axe.run({ exclude: [['header']] }, { resultTypes: ['violations'] });
    return r.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
  expect(found, `axe on ${view}`).toEqual([]);
}

/** The weekday and whether it is within the cafe template's hours, now in Hong Kong (UTC+8). */
function hongKongNow(): { weekday: string; weekend: boolean; inTemplateHours: boolean } {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Hong_Kong',
    weekday: 'long',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date());
  const get = (t: string) => parts.find((p) => p.type === t)?.value ?? '';
  const weekday = get('weekday');
  const weekend = weekday === 'Saturday' || weekday === 'Sunday';
  const hhmm = `${get('hour')}:${get('minute')}`;
  const inTemplateHours = weekend ? hhmm >= '08:00' && hhmm < '17:00' : hhmm >= '07:00' && hhmm < '18:00';
  return { weekday, weekend, inTemplateHours };
}

/** Signs in on the page's login form (`path` its address), waiting for the token. */
async function signIn(page: Page, lang: Lang, path: string, who: { user: string; password: string }) {
  await page.goto(path);
  await page.getByLabel(T[lang].user).fill(who.user);
  await page.getByLabel(T[lang].password).fill(who.password);
  await page.getByRole('button', { name: T[lang].signIn, exact: true }).click();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('user-token') ?? '')).not.toBe('');
}

test('from an empty production database: setup link, platform administrator, a cafe, its administrator, its menu, an order, sold out', async ({
  browser,
}) => {
  // ---- 1. The setup link from the log; the platform administrator.
  const link = (await prod.waitForLog(/First run: create the platform administrator at (http:\/\/\S+)/))[1];
  expect(prod.log()).toContain('PRODUCTION mode');
  expect(prod.log()).not.toContain('demo data seeded');
  clock.restart();
  const owner = await newPage(browser, 'en-gb');
  const problems = watchProblems(owner);
  await owner.goto(link.replace(/^http:\/\/[^/]+/, ''));
  await expect(owner.getByRole('heading', { level: 1, name: 'Set up the venue server' })).toBeVisible();
  await owner.screenshot({ path: `${SHOTS}/first-run-1-setup.png` });
  await owner.getByLabel('E-mail').fill(PLATFORM.user);
  await owner.getByLabel('Password', { exact: true }).fill('password1');
  await owner.getByLabel('Password again').fill('password1');
  await owner.getByRole('button', { name: 'Create the administrator' }).click();
  await expect(owner.getByRole('alert')).toContainText('Choose a strong password');
  await owner.getByLabel('Password', { exact: true }).fill(PLATFORM.password);
  await owner.getByLabel('Password again').fill(PLATFORM.password);
  await owner.getByRole('button', { name: 'Create the administrator' }).click();
  await expect(owner.getByText('The platform administrator is ready.')).toBeVisible();
  // The link is used up: opened again it creates nothing.
  expect((await owner.request.get(link)).status()).toBe(410);
  clock.lap('Create the platform administrator (setup link)', 5);

  // ---- 2. Signed in with no venue yet: the Venues screen; a cafe from the template.
  await owner.getByRole('link', { name: 'Sign in' }).click();
  await expect(owner).toHaveURL(/\/platform\/login\?redirect=/);
  await owner.getByLabel(T['en-gb'].user).fill(PLATFORM.user);
  await owner.getByLabel(T['en-gb'].password).fill(PLATFORM.password);
  await owner.getByRole('button', { name: T['en-gb'].signIn, exact: true }).click();
  await owner.waitForURL('**/platform/venues');
  await expect(owner.getByRole('heading', { level: 1, name: 'Venues and administrators' })).toBeVisible();
  await expect(owner.getByRole('heading', { name: 'All venues (0)' })).toBeVisible();
  const form = owner.locator('form').filter({ has: owner.getByRole('heading', { name: 'New venue' }) });
  await form.getByLabel('Name in English').fill(VENUE.en);
  await form.getByLabel('Name in Chinese').fill(VENUE.zh);
  await form.getByLabel('Web address id').fill(VENUE.id);
  await form.getByLabel('Template').selectOption({ label: 'Cafe with table service' });
  await form.getByLabel('Currency').selectOption('HKD');
  await form.getByLabel('Time zone').fill('Asia/Hong_Kong');
  await owner.screenshot({ path: `${SHOTS}/first-run-2-new-venue.png` });
  await form.getByRole('button', { name: 'Create venue' }).click();
  await owner.waitForURL(`**/merchant/${VENUE.id}/console`);
  clock.lap('Sign in, create the cafe from its template', 10);

  // ---- 3. Its administrator, invited by e-mail: no sender on this server, so the link is shown once.
  await owner.goto(`/merchant/${VENUE.id}/venues`);
  await expect(owner.getByRole('heading', { name: `Administrators of ${VENUE.en}` })).toBeVisible();
  await owner.getByLabel('Invite by mobile or e-mail').fill(MANAGER.user);
  await owner.getByRole('button', { name: 'Send invitation' }).click();
  await expect(owner.getByText('copy the link below and pass it on yourself')).toBeVisible();
  const invite = (await owner.getByTestId('invite-link').textContent())?.trim() ?? '';
  expect(invite).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/invite\?token=/);
  expect(prod.log(), 'the invitation link is never logged').not.toContain(invite.split('token=')[1]);
  await owner.screenshot({ path: `${SHOTS}/first-run-3-invite.png` });
  expect(problems).toEqual([]);
  await owner.context().close();
  clock.lap('Invite the cafe administrator (link shown once)', 4);

  // ---- 4. The invitee sets a password and opens the menu editor.
  const manager = await newPage(browser, 'en-gb');
  const mine = watchProblems(manager);
  await manager.goto(invite.replace(/^http:\/\/[^/]+/, ''));
  await expect(manager.getByRole('heading', { level: 1, name: 'Become a venue administrator' })).toBeVisible();
  await manager.getByLabel('Password', { exact: true }).fill(MANAGER.password);
  await manager.getByLabel('Password again').fill(MANAGER.password);
  await manager.getByRole('button', { name: 'Accept the invitation' }).click();
  await expect(manager.getByRole('status')).toContainText(`You are now an administrator of ${VENUE.en}`);
  await signIn(
    manager,
    'en-gb',
    `/merchant/${VENUE.id}/login?redirect=${encodeURIComponent(`/merchant/${VENUE.id}/menu`)}`,
    MANAGER,
  );
  await manager.waitForURL(`**/merchant/${VENUE.id}/menu`);
  await expect(manager.getByRole('heading', { level: 1, name: 'Menu' })).toBeVisible();
  await expect(manager.getByRole('heading', { name: 'Categories' })).toBeVisible();
  clock.lap('Accept the invitation, sign in, open the menu', 6);

  // ---- 5. The menu from a CSV file: checked first, then the draft.
  const file = manager.getByLabel(/Menu file to import/);
  await file.setInputFiles(MENU_CSV);
  await manager.getByRole('button', { name: 'Check the file' }).click();
  await expect(
    manager.getByRole('status').filter({ hasText: 'The file is good: 3 categories, 9 items.' }),
  ).toBeVisible();
  await manager.getByRole('button', { name: 'Import as draft' }).click();
  await expect(manager.getByRole('status').filter({ hasText: 'The file is now the draft.' })).toBeVisible();
  await expect(manager.getByRole('button', { name: 'Tea: 3 items' })).toBeVisible();
  clock.lap('Import the menu file (3 categories, 9 items)', 3);

  // ---- 6. One item by keyboard only: open Tea, Add an item, type, Tab, Keep.
  await manager.getByRole('button', { name: 'Tea: 3 items' }).focus();
  await manager.keyboard.press('Enter');
  await expect(manager.getByRole('heading', { name: 'Items in Tea' })).toBeVisible();
  await tabTo(manager, manager.getByRole('button', { name: 'Add an item' }));
  const item = manager.getByRole('group', { name: 'New item' });
  await expect(item.getByLabel('Name in English').first()).toBeFocused();
  await manager.keyboard.type('Iced lemon tea');
  await manager.keyboard.press('Tab');
  await manager.keyboard.type('冻柠檬茶');
  await tabTo(manager, item.getByLabel('Price ($)'), '');
  await manager.keyboard.type('4.20');
  await tabTo(manager, item.getByRole('button', { name: 'Keep this item' }));
  await expect(item).toBeHidden();
  await expect(manager.getByRole('status').filter({ hasText: 'Iced lemon tea is in the draft' })).toBeVisible();
  await expect(
    manager.getByRole('button', { name: 'Add an item' }),
    'the keyboard goes back to Add an item',
  ).toBeFocused();
  await expect(manager.getByRole('button', { name: 'Tea: 4 items' })).toBeVisible();
  await axeClean(manager, 'the menu editor');
  await manager.screenshot({ path: `${SHOTS}/first-run-4-menu-editor.png` });
  clock.lap('Add one item by keyboard (name, Chinese name, price)', 5);

  // ---- 7. Save and publish.
  await manager.getByRole('button', { name: 'Save draft' }).click();
  await expect(manager.getByRole('status').filter({ hasText: 'Draft saved.' })).toBeVisible();
  await manager.getByRole('button', { name: 'Publish', exact: true }).click();
  const confirm = manager.getByRole('alertdialog');
  await axeClean(manager, 'the publish confirmation');
  await confirm.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(manager.getByRole('status').filter({ hasText: /Version \d+ is live\./ })).toBeVisible();
  clock.lap('Save the draft and publish', 3);

  // ---- 8. Opening hours. The template opened the cafe 07:00-18:00 on weekdays and 08:00-17:00 at the
  // weekend (Hong Kong time); outside them the customer reads when it opens. The administrator finds
  // the hours in the console; this run opens today's all day, so it passes at any hour.
  const shopper = await newPage(browser, 'en-gb', 390, 844);
  const theirs = watchProblems(shopper);
  const hk = hongKongNow();
  await shopper.goto(`/shop/${VENUE.id}/home`);
  const nav = shopper.getByRole('navigation', { name: T['en-gb'].categories });
  await expect(nav.getByRole('link', { name: 'Tea' })).toBeVisible({ timeout: 15_000 });
  const closedNotice = shopper.getByRole('status').filter({ hasText: 'This restaurant is closed' });
  if (!hk.inTemplateHours) {
    await expect(closedNotice).toContainText(/Opens (today|tomorrow) at 0[78]:00\./);
    await shopper.screenshot({ path: `${SHOTS}/first-run-5-closed-390.png` });
  } else await expect(closedNotice).toHaveCount(0);
  await manager.goto(`/merchant/${VENUE.id}/console`);
  const sections = manager.getByRole('navigation', { name: 'Console sections' });
  await sections.getByRole('button', { name: 'Opening hours and closures' }).click();
  await expect(manager.getByLabel('Time zone', { exact: true })).toHaveValue('Asia/Hong_Kong');
  const today = manager.getByLabel(new RegExp(`^${hk.weekday}: open`));
  await expect(today).toHaveValue(hk.weekend ? '08:00-17:00' : '07:00-18:00');
  await today.fill('00:00-24:00');
  await manager.getByRole('button', { name: 'Save draft' }).click();
  await expect(manager.getByRole('status').filter({ hasText: 'Draft saved.' })).toBeVisible();
  await manager.getByRole('tab', { name: 'Preview and publish' }).click();
  await manager.getByRole('button', { name: 'Publish', exact: true }).click();
  await manager.getByRole('alertdialog').getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(manager.getByRole('status').filter({ hasText: /Version \d+ is live\./ })).toBeVisible();
  expect(mine).toEqual([]);
  await manager.context().close();
  await shopper.reload();
  await expect(nav.getByRole('link', { name: 'Tea' })).toBeVisible({ timeout: 15_000 });
  await expect(closedNotice).toHaveCount(0);
  clock.lap('Check the opening hours in the console (today all day), publish', 4);

  // ---- 9. A customer orders a flat white, large with oat milk, paying in store.
  await nav.getByRole('link', { name: 'Coffee' }).click();
  await shopper.getByRole('link', { name: /Flat white/ }).click();
  await expect(shopper.getByRole('heading', { level: 1, name: 'Flat white' })).toBeVisible();
  await shopper.getByRole('radio', { name: /Large/ }).check();
  await shopper.getByRole('radio', { name: /Oat milk/ }).check();
  await shopper.getByRole('button', { name: T['en-gb'].add }).click();
  await shopper.getByRole('link', { name: T['en-gb'].viewCart }).click();
  await expect(shopper.getByText('Flat white', { exact: true })).toBeVisible();
  await shopper.getByRole('link', { name: T['en-gb'].checkout }).click();
  await shopper.getByRole('radio', { name: T['en-gb'].cash }).check();
  await shopper.getByRole('checkbox', { name: T['en-gb'].terms }).check();
  await shopper.getByRole('button', { name: T['en-gb'].place }).click();
  await expect(shopper).toHaveURL(/\/orderplaced\?txn=txn_/, { timeout: 20_000 });
  await expect(shopper.getByRole('heading', { name: T['en-gb'].placed })).toBeVisible();
  await expect(shopper.getByTestId('order-number')).toHaveText(/\S/);
  await shopper.screenshot({ path: `${SHOTS}/first-run-5-order-placed-390.png` });
  expect(theirs).toEqual([]);
  clock.lap("A customer's first order (options, pay in store)", 9);

  // ---- 10. Staff mark the toast sold out from a phone; the customer's menu shows it on reload.
  const staff = await newPage(browser, 'en-gb', 390, 844);
  await signIn(
    staff,
    'en-gb',
    `/merchant/${VENUE.id}/login?redirect=${encodeURIComponent(`/merchant/${VENUE.id}/soldout`)}`,
    MANAGER,
  );
  await staff.waitForURL(`**/merchant/${VENUE.id}/soldout`);
  const title = staff.getByRole('heading', { level: 1, name: 'Sold out' });
  await expect(title, "the page's own content is in the phone's first screen").toBeInViewport();
  await staff.getByRole('searchbox', { name: 'Find an item' }).fill('toast');
  const sw = staff.getByRole('switch', { name: 'Toast with jam sold out' });
  await expect(sw).toHaveAttribute('aria-checked', 'false');
  await sw.click();
  await expect(sw).toHaveAttribute('aria-checked', 'true');
  await axeClean(staff, 'the sold-out board');
  await staff.screenshot({ path: `${SHOTS}/first-run-6-soldout-390.png` });
  await expect
    .poll(
      async () => {
        await shopper.goto(`/shop/${VENUE.id}/home`);
        await nav.getByRole('link', { name: 'Food' }).click();
        const card = shopper.getByRole('link', { name: /Toast with jam/ });
        await card.waitFor();
        return (await card.textContent()) ?? '';
      },
      { timeout: 30_000 },
    )
    .toMatch(/Sold out/);
  await shopper.getByRole('link', { name: /Toast with jam/ }).scrollIntoViewIfNeeded();
  await shopper.screenshot({ path: `${SHOTS}/first-run-7-customer-sold-out-390.png` });
  await staff.context().close();
  await shopper.context().close();
  clock.lap('Staff: sold out from the phone (sign in, find, tap)', 5);
});

test('the menu editor in Chinese: the imported menu, axe clean, a file checked in Chinese', async ({ browser }) => {
  const page = await newPage(browser, 'zh-hans');
  const problems = watchProblems(page);
  await signIn(
    page,
    'zh-hans',
    `/merchant/${VENUE.id}/login?redirect=${encodeURIComponent(`/merchant/${VENUE.id}/menu`)}`,
    MANAGER,
  );
  await page.waitForURL(`**/merchant/${VENUE.id}/menu`);
  await expect(page.getByRole('heading', { level: 1, name: '菜单' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '分类' })).toBeVisible();
  await expect(page.getByRole('button', { name: '茶：4 个菜品' })).toBeVisible();
  await page.getByRole('button', { name: '咖啡：4 个菜品' }).click();
  await expect(page.getByRole('heading', { name: '咖啡 中的菜品' })).toBeVisible();
  await expect(page.getByText('馥芮白', { exact: true })).toBeVisible();
  await page.getByLabel(/要导入的菜单文件/).setInputFiles(MENU_CSV);
  await page.getByRole('button', { name: '检查文件' }).click();
  await expect(page.getByRole('status').filter({ hasText: '文件没有问题：3 个分类，9 个菜品。' })).toBeVisible();
  await axeClean(page, 'the menu editor in Chinese');
  await page.screenshot({ path: `${SHOTS}/first-run-8-menu-editor-zh-hans.png` });
  expect(problems).toEqual([]);
  await page.context().close();
});
