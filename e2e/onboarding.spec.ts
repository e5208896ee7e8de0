// A venue from nothing (issue 31), in Chromium against the real server on the demo database: the
// platform administrator opens Venues, creates a cafe from the template, invites its administrator by
// e-mail (the link is shown once: no e-mail sender in the demo); the invitee opens the link, sets a
// password, signs in, sees only their venue, builds a category and a priced item in its menu editor,
// publishes, and marks a template item sold out; a customer opens the new venue's home and finds both.
// The Venues screen in both languages at 1280 and 390 wide, axe with no serious or critical violation;
// the invitation page in Chinese. Screenshots docs/screenshots/onboarding-venues-*.png.
import { expect, test, type Page } from '@playwright/test';
import { signInUi, start, T, type Lang } from './ordering-helpers';
import { freshStorage, seriousAxeViolations, watchProblems } from './support';

test.describe.configure({ mode: 'serial' });
// A new operator's whole path on a slow shared machine.
test.setTimeout(240_000);

const ADMIN = { user: 'admin@example.com', password: 'Admin1234!' };
const SHOTS = 'docs/screenshots';
const VENUE = { id: 'bayside-cafe', en: 'Bayside Cafe', zh: '湾畔咖啡' };
const MANAGER = { user: 'manager@bayside-cafe.example', password: 'Bayside#2026' };

const VENUES_T = {
  'en-gb': { title: 'Venues and administrators', all: /^All venues \(\d+\)$/ },
  'zh-hans': { title: '场所与管理员', all: /^所有场所（\d+）$/ },
} as const;

async function venuesAs(page: Page, lang: Lang, shop: string, who = ADMIN) {
  await freshStorage(page, lang);
  await signInUi(page, lang, `/merchant/${shop}`, `/merchant/${shop}/venues`, who);
  await page.goto(`/merchant/${shop}/venues`);
  await expect(page.getByRole('heading', { level: 1, name: VENUES_T[lang].title })).toBeVisible();
}

/** Nothing of the page hides under the sticky header: the first heading starts below it. */
async function clearOfHeader(page: Page) {
  const header = await page.locator('header').first().boundingBox();
  const h1 = await page.getByRole('heading', { level: 1 }).boundingBox();
  if (header && h1)
    expect(h1.y, 'the title sits below the sticky header').toBeGreaterThanOrEqual(header.y + header.height - 1);
}

test('the platform administrator creates a cafe and invites its administrator, who builds its menu', async ({
  page,
  browser,
}) => {
  const problems = watchProblems(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  const started = Date.now();
  await venuesAs(page, 'en-gb', 'demo-cafe');
  await expect(page.getByRole('heading', { name: VENUES_T['en-gb'].all })).toBeVisible();

  // A new venue from the cafe template; a taken web address is refused next to its field first.
  const form = page.locator('form').filter({ has: page.getByRole('heading', { name: 'New venue' }) });
  await form.getByLabel('Name in English').fill(VENUE.en);
  await form.getByLabel('Name in Chinese').fill(VENUE.zh);
  await form.getByLabel('Web address id').fill('demo-cafe');
  await form.getByLabel('Template').selectOption({ label: 'Cafe with table service' });
  await form.getByLabel('Currency').selectOption('HKD');
  await form.getByLabel('Time zone').fill('Asia/Hong_Kong');
  await form.getByRole('button', { name: 'Create venue' }).click();
  await expect(form.getByText('This web address id is already used by another venue.')).toBeVisible();
  await expect(form.getByLabel('Web address id')).toBeFocused();
  await form.getByLabel('Web address id').fill(VENUE.id);
  await form.getByRole('button', { name: 'Create venue' }).click();
  await page.waitForURL(`**/merchant/${VENUE.id}/console`);

  // Its administrator, invited by e-mail: the link is shown once (no e-mail sender on this server).
  await page.goto(`/merchant/${VENUE.id}/venues`);
  await expect(page.getByRole('heading', { name: `Administrators of ${VENUE.en}` })).toBeVisible();
  await page.getByLabel('Invite by mobile or e-mail').fill(MANAGER.user);
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText('copy the link below and pass it on yourself')).toBeVisible();
  const link = (await page.getByTestId('invite-link').textContent())?.trim() ?? '';
  expect(link).toMatch(/\/invite\?token=/);
  await expect(page.getByText(`${MANAGER.user} link valid until`)).toBeVisible();
  expect(problems).toEqual([]);

  // The invitee, in a browser of their own: sets a password, signs in, sees only this venue.
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const manager = await ctx.newPage();
  await manager.goto(link);
  await expect(manager.getByRole('heading', { level: 1, name: 'Become a venue administrator' })).toBeVisible();
  await manager.getByLabel('Password', { exact: true }).fill('short');
  await manager.getByLabel('Password again').fill('short');
  await manager.getByRole('button', { name: 'Accept the invitation' }).click();
  await expect(manager.getByRole('alert')).toContainText('Choose a strong password');
  await manager.getByLabel('Password', { exact: true }).fill(MANAGER.password);
  await manager.getByLabel('Password again').fill(MANAGER.password);
  await manager.getByRole('button', { name: 'Accept the invitation' }).click();
  await expect(manager.getByRole('status')).toContainText(`You are now an administrator of ${VENUE.en}`);
  await expect(manager.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
    'href',
    `/merchant/${VENUE.id}/login?lang=en-gb`,
  );
  const mine = watchProblems(manager);
  await venuesAs(manager, 'en-gb', VENUE.id, MANAGER);
  await expect(manager.getByRole('heading', { name: 'Your venues (1)' })).toBeVisible();
  const rows = manager.getByRole('listitem').filter({ has: manager.getByRole('link', { name: 'Menu editor' }) });
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(VENUE.en);
  await expect(manager.getByRole('heading', { name: 'New venue' })).toHaveCount(0);

  // Its menu: a category and a priced item, published; a template item sold out.
  await rows.first().getByRole('link', { name: 'Menu editor' }).click();
  await manager.waitForURL(`**/merchant/${VENUE.id}/menu`);
  await expect(manager.getByRole('heading', { level: 1, name: 'Menu' })).toBeVisible();
  await manager.getByRole('button', { name: 'Add a category' }).click();
  await manager.locator('input:focus').fill('Specials');
  await manager.keyboard.press('Tab');
  await manager.locator('input:focus').fill('特价');
  await expect(manager.getByRole('heading', { name: 'Items in Specials' })).toBeVisible();
  await manager.getByRole('button', { name: 'Add an item' }).click();
  const item = manager.getByRole('group', { name: 'New item' });
  await item.getByLabel('Name in English').first().fill('Matcha latte');
  await item.getByLabel('Name in Chinese').first().fill('抹茶拿铁');
  await item.getByLabel('Price ($)').fill('5.20');
  await item.getByRole('button', { name: 'Keep this item' }).click();
  await expect(item).toBeHidden();
  await manager.getByRole('button', { name: 'Save draft' }).click();
  await expect(manager.getByRole('status').filter({ hasText: 'Draft saved.' })).toBeVisible();
  await manager.getByRole('button', { name: 'Publish', exact: true }).click();
  await manager.getByRole('alertdialog').getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(manager.getByRole('status').filter({ hasText: /Version \d+ is live\./ })).toBeVisible();
  await manager.getByRole('button', { name: /^Food: \d+ items?$/ }).click();
  const toast = manager.getByRole('button', { name: 'Toast with jam sold out' });
  await toast.click();
  await expect(toast).toHaveAttribute('aria-pressed', 'true');
  const minutes = (Date.now() - started) / 60_000;
  expect(mine).toEqual([]);
  await ctx.close();

  // A customer opens the new venue's home: the new item on sale, the toast sold out.
  const cctx = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const shopper = await cctx.newPage();
  await start(shopper, 'en-gb', `/shop/${VENUE.id}/home`);
  const nav = shopper.getByRole('navigation', { name: T['en-gb'].categories });
  await nav.getByRole('link', { name: 'Specials' }).click();
  await expect(shopper.getByRole('link', { name: /Matcha latte/ })).toContainText('5.20');
  await nav.getByRole('link', { name: 'Food' }).click();
  await expect(shopper.getByRole('link', { name: /Toast with jam/ })).toContainText('Sold out');
  await cctx.close();
  test.info().annotations.push({ type: 'setup-minutes', description: minutes.toFixed(2) });
  console.log(`cafe from nothing (sign-in to published menu with a sold-out item): ${minutes.toFixed(2)} min`);
});

for (const lang of ['en-gb', 'zh-hans'] as const)
  test(`the Venues screen in ${lang}: axe clean, screenshots at 1280 and 390`, async ({ page }) => {
    const problems = watchProblems(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await venuesAs(page, lang, 'demo-cafe');
    await expect(page.getByRole('heading', { name: VENUES_T[lang].all })).toBeVisible();
    expect(await seriousAxeViolations(page), `axe on Venues (${lang})`).toEqual([]);
    await clearOfHeader(page);
    await page.screenshot({ path: `${SHOTS}/onboarding-venues-${lang}.png`, fullPage: false });
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole('heading', { level: 1, name: VENUES_T[lang].title })).toBeInViewport();
    await clearOfHeader(page);
    expect(await seriousAxeViolations(page), `axe on Venues at 390 (${lang})`).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/onboarding-venues-${lang}-390.png`, fullPage: false });
    if (lang === 'zh-hans') {
      // The invitation page speaks Chinese too: an unknown link is refused in words.
      await page.goto('/invite?token=not-a-real-token&lang=zh-hans');
      await expect(page.getByRole('heading', { level: 1, name: '成为场所管理员' })).toBeVisible();
      await expect(page.getByRole('alert')).toContainText('无法识别此邀请链接');
    }
    expect(problems).toEqual([]);
  });
