// The theme studio (issue 18 part 2), in both languages: a designer (admin@example.com) builds a theme
// from blank at /merchant/demo-store/studio, sees it in the live preview frame, fixes the contrast
// failure the studio names (publishing is refused until then), checks undo/redo, exports the file
// (which validate:manifests accepts from an absolute path), saves it to demo-store and makes it the
// default. A fresh browser then opens demo-store in that theme. The studio has no serious or critical
// axe violation. demo-store's default theme is restored at the end (other specs share the server).
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiLogin, bearer, signInUi, T, type Lang } from './ordering-helpers';
import { freshStorage, seriousAxeViolations, watchProblems } from './support';

const S = {
  'en-gb': {
    title: 'Theme studio',
    blank: 'Start from blank',
    themeId: 'Theme id',
    nameEn: 'Name in English',
    save: 'Save to the venue',
    makeDefault: "Save and make it the venue's default",
    blocked: /contrast pairs? fails?: fix/,
    pair: '“textMuted” on “background” (scheme default):',
    allPass: /All \d+ role pairs pass/,
    export: 'Export the theme file',
    undo: 'Undo',
    redo: 'Redo',
    madeDefault: /made it demo-store's default theme/,
  },
  'zh-hans': {
    title: '主题工作室',
    blank: '从空白开始',
    themeId: '主题 ID',
    nameEn: '英文名称',
    save: '保存到本店',
    makeDefault: '保存并设为本店默认',
    blocked: /组对比度未通过：请先修正再保存/,
    pair: '“textMuted”在“background”上（配色方案 default）：',
    allPass: /全部 \d+ 组角色组合均已通过/,
    export: '导出主题文件',
    undo: '撤销',
    redo: '重做',
    madeDefault: /设为 demo-store 的默认主题/,
  },
} as const;

const BRAND = '#7A1F5C';
const PAGE = '#FFF8EE';

async function restoreDefault(request: APIRequestContext, themeId: string) {
  const admin = await apiLogin(request, 'admin@example.com', 'Admin1234!');
  const set = await request.post('/pro/theme/venue/default', {
    headers: bearer(admin),
    data: { shop: 'demo-store', themeId: 'default' },
  });
  expect(set.status(), 'demo-store back on the shipped default').toBe(200);
  await request.post('/pro/theme/venue/delete', { headers: bearer(admin), data: { shop: 'demo-store', themeId } });
}

const hex = (page: Page, token: string) => page.locator(`#tok-color-${token}`);
const brandIn = (page: Page) =>
  page
    .frameLocator('iframe')
    .locator('html')
    .evaluate((el) => getComputedStyle(el).getPropertyValue('--color-brand').trim());

for (const lang of ['en-gb', 'zh-hans'] as Lang[]) {
  test(`a designer builds a theme from blank, fixes contrast, exports, saves it to demo-store as its default (${lang})`, async ({
    page,
    browser,
    request,
  }) => {
    const s = S[lang];
    const themeId = `e2e-dusk-${lang}`;
    const problems = watchProblems(page);
    try {
      await freshStorage(page, lang);
      await signInUi(page, lang, '/merchant/demo-store', undefined, {
        user: 'admin@example.com',
        password: 'Admin1234!',
      });
      await page.goto('/merchant/demo-store/studio');
      await expect(page.getByRole('heading', { level: 1, name: s.title })).toBeVisible();
      await page.getByRole('button', { name: s.blank }).click();

      await page.getByLabel(s.themeId).fill(themeId);
      await page.getByLabel(s.nameEn).fill('E2E dusk');
      await hex(page, 'brand').fill(BRAND);
      await hex(page, 'background').fill(PAGE);
      // The live preview frame (a real customer page) takes the draft.
      await expect
        .poll(() => brandIn(page), { timeout: 15_000 })
        .toBe(BRAND.toLowerCase().replace(/^#/, '#').toUpperCase());

      // A muted text too light to read: the studio names the pairs and refuses to publish.
      await hex(page, 'muted').fill('#BBBBBB');
      const failing = page.locator('[data-pair="default/textMuted/background"]');
      await expect(failing).toContainText(s.pair);
      await page.getByRole('button', { name: s.save }).click();
      await expect(page.getByRole('alert').filter({ hasText: s.blocked })).toBeVisible();

      // Undo takes the light grey back, redo brings it again.
      await page.keyboard.press('Control+z');
      await expect(failing).toHaveCount(0);
      await expect(hex(page, 'muted')).toHaveValue('#595959');
      await page.keyboard.press('Control+Shift+z');
      await expect(failing).toHaveCount(1);

      // One press per named pair applies the suggested colour, until every pair passes.
      for (let i = 0; i < 6 && (await page.locator('[data-pair]').count()) > 0; i++)
        await page.locator('[data-pair] button').first().click();
      await expect(page.getByText(s.allPass)).toBeVisible();
      const muted = await hex(page, 'muted').inputValue();
      expect(muted).not.toBe('#BBBBBB');
      await page.getByRole('button', { name: s.undo }).click();
      await page.getByRole('button', { name: s.redo }).click();
      await expect(hex(page, 'muted')).toHaveValue(muted);

      // The exported file validates from an absolute path.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: s.export }).click(),
      ]);
      const file = join(mkdtempSync(join(tmpdir(), 'studio-e2e-')), `${themeId}.json`);
      await download.saveAs(file);
      expect(execFileSync('node', ['scripts/validate-manifests.mjs', file], { encoding: 'utf8' }).trim()).toBe('');

      expect(await seriousAxeViolations(page)).toEqual([]);

      await page.getByRole('button', { name: s.makeDefault }).click();
      await expect(page.getByRole('status').filter({ hasText: s.madeDefault })).toBeVisible();

      // A fresh browser opens demo-store in that theme.
      const fresh = await browser.newContext();
      const customer = await fresh.newPage();
      const customerProblems = watchProblems(customer);
      await customer.goto('/shop/demo-store/home');
      await expect(customer.locator('html')).toHaveAttribute('data-theme', themeId);
      expect(await customer.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(255, 248, 238)');
      expect(
        await customer.evaluate(() =>
          getComputedStyle(document.documentElement).getPropertyValue('--color-muted').trim(),
        ),
      ).toBe(muted);
      expect(customerProblems).toEqual([]);
      await fresh.close();
      expect(problems).toEqual([]);
    } finally {
      await restoreDefault(request, themeId);
    }
  });
}

test('the studio refuses a customer: the server decides, the screen says so', async ({ page }) => {
  await freshStorage(page, 'en-gb');
  await signInUi(page, 'en-gb', '/merchant/demo-store');
  await page.goto('/merchant/demo-store/studio');
  await expect(page.getByRole('alert')).toHaveText('Only an administrator of this venue can use the theme studio.');
  expect(T['en-gb'].signIn).toBe('Sign in');
});
