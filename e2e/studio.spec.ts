// The theme studio (issues 18 and 32), in both languages: a designer (admin@example.com) builds a theme
// at /merchant/demo-store/studio from blank with a yellow brand, fixes every contrast pair with the
// fixer's first options while the brand stays yellow, picks a heading font, derives the theme's own
// night version, picks the self-hosted fonts for headings (Source Serif 4) and text (Inter), previews cart, desktop and kiosk with the draft, exports the file (validate:manifests
// accepts it), saves it and makes it the default. A fresh browser opens demo-store in that theme, day
// and night (the switch offers the theme's own night). A console rollback to the version before
// restores the previous theme, and the audit log says so. The customer's header draws the uploaded
// logo; the theme's fonts come from our own origin, and a page whose theme uses none loads no font. The studio and the customer pages have no
// serious or critical axe violation. demo-store's default theme is restored at the end. A theme with
// unsaved changes asks before it is dropped: leaving the page or closing it in the studio.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
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
    blocked: /before making it the default/,
    allPass: /All \d+ role pairs pass/,
    export: 'Export the theme file',
    madeDefault: /made it demo-store's default theme/,
    heading: 'Headings',
    body: 'Text',
    restore1: 'Restore version 1 as the draft',
    serif: 'Serif',
    derive: 'Derive a night version from my colours',
    screen: 'Screen',
    cart: 'Cart',
    checkout: 'Checkout',
    booking: 'Booking',
    logo: 'Logo',
    banner: 'Banner',
    uploaded: /Uploaded: customers see it now\./,
    desktop: 'Desktop (1280 px, real size)',
    kiosk: 'Kiosk (1080 × 1920)',
    phone: 'Phone (390 px)',
    night: "Night (this theme's night version)",
    day: 'Day (this theme)',
    theme: 'Theme',
    history: 'History',
    rollback: (v: number) => `Roll back to version ${v}`,
    rolledBack: /Rolled back: version \d+ is live\./,
    close: 'Close this theme',
    closeTitle: 'Close this theme without saving?',
    keep: 'Keep editing',
    closeUnsaved: 'Close without saving',
    console: 'Operator console',
    leaveTitle: 'Leave this page?',
    stay: 'Stay',
  },
  'zh-hans': {
    title: '主题工作室',
    blank: '从空白开始',
    themeId: '主题 ID',
    nameEn: '英文名称',
    save: '保存到本店',
    makeDefault: '保存并设为本店默认',
    blocked: /设为默认前必须修正/,
    allPass: /全部 \d+ 组角色组合均已通过/,
    export: '导出主题文件',
    madeDefault: /设为 demo-store 的默认主题/,
    heading: '标题',
    body: '正文',
    restore1: '将第 1 版恢复为草稿',
    serif: '衬线',
    derive: '根据我的配色生成夜间版本',
    screen: '页面',
    cart: '购物车',
    checkout: '结账',
    booking: '预订',
    logo: '标志',
    banner: '横幅',
    uploaded: /已上传：顾客现在即可看到。/,
    desktop: '桌面（1280 px，实际尺寸）',
    kiosk: '自助点餐机（1080 × 1920）',
    phone: '手机（390 像素）',
    night: '夜间（本主题的夜间版本）',
    day: '日间（此主题）',
    theme: '主题',
    history: '版本历史',
    rollback: (v: number) => `回滚到版本 ${v}`,
    rolledBack: /已回滚：版本 \d+ 已生效。/,
    close: '关闭此主题',
    closeTitle: '不保存就关闭此主题？',
    keep: '继续编辑',
    closeUnsaved: '不保存并关闭',
    console: '运营控制台',
    leaveTitle: '离开此页面？',
    stay: '留下',
  },
} as const;

const YELLOW = '#FFD400';
/** A picture file for the upload fields (the kiosk's PNG icon: a real PNG the browser resizes). */
const PICTURE = readFileSync('server/assets/images/kiosk-icon-512.png');

/** The live configuration version (the test rolls back to it at the end: theme and pictures as they were). */
async function liveVersion(request: APIRequestContext): Promise<number> {
  const admin = await apiLogin(request, 'admin@example.com', 'Admin1234!');
  const state = await request.post('/pro/backoffice/config/state', {
    headers: bearer(admin),
    data: { shop: 'demo-store' },
  });
  return Number((await state.json()).result.latest);
}

async function restoreDefault(request: APIRequestContext, themeId: string, startVersion = 0) {
  const admin = await apiLogin(request, 'admin@example.com', 'Admin1234!');
  // The pictures uploaded and the theme made default: the configuration as it was before the test.
  if (startVersion)
    await request.post('/pro/backoffice/config/rollback', {
      headers: bearer(admin),
      data: { shop: 'demo-store', version: startVersion },
    });
  const set = await request.post('/pro/theme/venue/default', {
    headers: bearer(admin),
    data: { shop: 'demo-store', themeId: 'default' },
  });
  expect(set.status(), 'demo-store back on the shipped default').toBe(200);
  await request.post('/pro/theme/venue/delete', { headers: bearer(admin), data: { shop: 'demo-store', themeId } });
}

const hex = (page: Page, token: string, group = 'color') => page.locator(`#tok-${group}-${token}`);
const cssVar = (page: Page, name: string) =>
  page
    .frameLocator('iframe')
    .locator('html')
    .evaluate((el, n) => getComputedStyle(el).getPropertyValue(n).trim(), name);
/** Serious and critical axe violations of the studio itself (its preview frame is a customer page, checked on its own below). */
async function studioAxe(page: Page): Promise<string[]> {
  await page.evaluate(readFileSync('node_modules/axe-core/axe.min.js', 'utf8'));
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            ctx: object,
            o: object,
          ) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }>;
        };
      }
    ).axe;
    const r = await axe.run({ exclude: [['iframe']] }, { resultTypes: ['violations'], iframes: false });
    return r.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
}
const rootVar = (p: Page, name: string) =>
  p.evaluate((n) => getComputedStyle(document.documentElement).getPropertyValue(n).trim(), name);

for (const lang of ['en-gb', 'zh-hans'] as Lang[]) {
  test(`a designer makes a yellow theme, fixes contrast keeping the brand, previews, makes it default; a rollback restores the old theme (${lang})`, async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(600_000);
    const s = S[lang];
    const themeId = `e2e-sun-${lang}`;
    const problems = watchProblems(page);
    const startVersion = await liveVersion(request);
    try {
      await freshStorage(page, lang);
      await signInUi(page, lang, '/merchant/demo-store', undefined, {
        user: 'admin@example.com',
        password: 'Admin1234!',
      });
      await page.setViewportSize({ width: 1600, height: 1000 });
      await page.goto('/merchant/demo-store/studio');
      await expect(page.getByRole('heading', { level: 1, name: s.title })).toBeVisible();
      await page.getByRole('button', { name: s.blank }).click();
      await page.getByLabel(s.themeId).fill(themeId);
      await page.getByLabel(s.nameEn).fill('E2E sun');

      // A yellow brand: white text on it fails; making it the default is refused, a draft is not.
      await hex(page, 'brand').fill(YELLOW);
      await expect(page.locator('[data-pair="default/onAccent/accent"]')).toHaveCount(1);
      await page.getByRole('button', { name: s.makeDefault }).click();
      await expect(page.getByRole('alert').filter({ hasText: s.blocked })).toBeVisible();

      // The fixer's first option for each pair, until every pair passes: the brand stays yellow.
      for (let i = 0; i < 20 && (await page.locator('[data-pair]').count()) > 0; i++)
        await page.locator('[data-pair] [data-fix] button').first().click();
      await expect(page.getByText(s.allPass)).toBeVisible();
      await expect(hex(page, 'brand')).toHaveValue(YELLOW);
      await expect(hex(page, 'onBrand')).toHaveValue('#111111');

      // A heading font from the system stacks, and the theme's own night version.
      await page.getByLabel(s.heading, { exact: true }).selectOption({ label: s.serif });
      // The open fonts served by us: Source Serif 4 for headings, Inter for text (the fields show a sample in each).
      await page.getByLabel(s.heading, { exact: true }).selectOption('sourceSerif');
      await page.getByLabel(s.body, { exact: true }).selectOption('inter');
      await expect(page.locator('#tok-font-body ~ p').first()).toHaveCSS('font-family', /^"Inter Variable"/);
      await expect(page.locator('style[data-font-faces]').first()).toBeAttached();
      await page.getByRole('button', { name: s.derive }).click();
      await expect(hex(page, 'background', 'colorNight')).toBeVisible();
      await expect(page.getByText(s.allPass)).toBeVisible();

      // A logo and a banner: resized in the browser, stored with the venue, shown in the studio and the preview.
      for (const [slot, label] of [
        ['logo', s.logo],
        ['banner', s.banner],
      ] as const) {
        await page
          .getByLabel(label, { exact: true })
          .setInputFiles({ name: `${slot}.png`, mimeType: 'image/png', buffer: PICTURE });
        await expect(page.getByTestId(`image-${slot}`).getByRole('status')).toHaveText(s.uploaded, { timeout: 20_000 });
        await expect(page.getByTestId(`image-${slot}`).locator('img')).toHaveAttribute(
          'src',
          new RegExp(`/assets/images/venue-demo-store-${slot}-[0-9a-f]{16}\\.(webp|png)$`),
        );
      }
      await expect(page.frameLocator('iframe').locator('img[src*="venue-demo-store-banner-"]')).toHaveCount(1, {
        timeout: 20_000,
      });

      // Preview with content: the cart and checkout with sample lines, a booking screen, the kiosk.
      await page.getByLabel(s.screen, { exact: true }).selectOption({ label: s.checkout });
      await expect(page.frameLocator('iframe').getByTestId('checkout-total')).toBeVisible({ timeout: 20_000 });
      await page.getByLabel(s.screen, { exact: true }).selectOption({ label: s.booking });
      await expect(page.locator('iframe')).toHaveAttribute(
        'src',
        /^\/massage\/demo-massage\/checkout\?studioPreview=1$/,
      );
      await expect.poll(() => cssVar(page, '--color-brand'), { timeout: 20_000 }).toBe(YELLOW);
      await page.getByLabel(s.screen, { exact: true }).selectOption({ label: s.cart });
      await expect(page.frameLocator('iframe').locator('dl').first()).toBeVisible({ timeout: 20_000 });
      await expect.poll(() => cssVar(page, '--color-brand'), { timeout: 20_000 }).toBe(YELLOW);
      await page.getByRole('button', { name: s.desktop }).click();
      expect(await page.locator('iframe').evaluate((f) => (f as HTMLIFrameElement).clientWidth)).toBe(1280);
      await page.getByRole('button', { name: s.night }).click();
      const nightBg = await hex(page, 'background', 'colorNight').inputValue();
      await expect.poll(() => cssVar(page, '--color-background'), { timeout: 20_000 }).toBe(nightBg);
      await page.getByRole('button', { name: s.day }).click();
      await page.getByRole('button', { name: s.phone }).click();
      await expect.poll(() => cssVar(page, '--color-brand'), { timeout: 20_000 }).toBe(YELLOW);
      await page.screenshot({ path: `docs/screenshots/studio-editor-${lang}.png` });
      await page.getByRole('button', { name: s.kiosk }).click();
      await expect(page.locator('iframe')).toHaveAttribute(
        'src',
        /\/self\/demo-kiosk\/cart\?studioPreview=1&sampleCart=1/,
      );
      await expect.poll(() => cssVar(page, '--color-brand'), { timeout: 20_000 }).toBe(YELLOW);
      await page.screenshot({ path: `docs/screenshots/studio-kiosk-${lang}.png` });
      await page.getByRole('button', { name: s.phone }).click();

      // The exported file validates from an absolute path.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: s.export }).click(),
      ]);
      const file = join(mkdtempSync(join(tmpdir(), 'studio-e2e-')), `${themeId}.json`);
      await download.saveAs(file);
      expect(execFileSync('node', ['scripts/validate-manifests.mjs', file], { encoding: 'utf8' }).trim()).toBe('');

      console.log('studio e2e: axe on the studio');
      expect(await studioAxe(page)).toEqual([]);

      console.log('studio e2e: make default');
      await page.getByRole('button', { name: s.makeDefault }).click();
      await expect(page.getByRole('status').filter({ hasText: s.madeDefault })).toBeVisible();
      // The saved theme's versions: the one just saved can be restored as the draft.
      await expect(page.getByRole('button', { name: s.restore1 })).toBeVisible({ timeout: 20_000 });

      // A fresh browser opens demo-store in that theme, by day and by the theme's own night.
      const fresh = await browser.newContext();
      const customer = await fresh.newPage();
      const customerProblems = watchProblems(customer);
      await freshStorage(customer, lang);
      const fontFiles: string[] = [];
      customer.on('request', (r) => (/\.woff2(\?|$)/.test(r.url()) ? fontFiles.push(r.url()) : null));
      await customer.goto('/shop/demo-store/home');
      await expect(customer.locator('html')).toHaveAttribute('data-theme', themeId);
      // The uploaded logo in the header; the fonts from our own origin.
      await expect(customer.getByRole('banner').locator('img[src*="venue-demo-store-logo-"]')).toBeVisible();
      await expect.poll(() => fontFiles.length, { timeout: 20_000 }).toBeGreaterThan(0);
      const origin = new URL(customer.url()).origin;
      expect(fontFiles.every((u) => u.startsWith(`${origin}/`))).toBe(true);
      expect(await customer.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/^"Inter Variable"/);
      expect(await rootVar(customer, '--color-brand')).toBe(YELLOW);
      expect(await seriousAxeViolations(customer)).toEqual([]);
      if (lang === 'en-gb') await customer.screenshot({ path: 'docs/screenshots/studio-customer-day.png' });
      await customer.getByLabel(s.theme, { exact: true }).selectOption(`${themeId}--night`);
      await expect(customer.locator('html')).toHaveAttribute('data-theme', `${themeId}--night`);
      expect(await rootVar(customer, '--color-background')).toBe(nightBg);
      expect(await seriousAxeViolations(customer)).toEqual([]);
      if (lang === 'en-gb') await customer.screenshot({ path: 'docs/screenshots/studio-customer-night.png' });
      expect(customerProblems).toEqual([]);
      await fresh.close();

      // The console: roll back to the version before; customers get the previous theme; the audit says so.
      const admin = await apiLogin(request, 'admin@example.com', 'Admin1234!');
      const state = await request.post('/pro/backoffice/config/state', {
        headers: bearer(admin),
        data: { shop: 'demo-store' },
      });
      const latest = Number((await state.json()).result.latest);
      await page.goto('/merchant/demo-store/console');
      await page.getByRole('tab', { name: s.history }).click();
      await page.getByRole('button', { name: s.rollback(latest - 1) }).click();
      await page
        .getByRole('alertdialog')
        .getByRole('button', { name: s.rollback(latest - 1) })
        .click();
      await expect(page.getByRole('status').filter({ hasText: s.rolledBack })).toBeVisible();
      const after = await browser.newContext();
      const back = await after.newPage();
      await back.goto('/shop/demo-store/home');
      await expect(back.locator('html')).toHaveAttribute('data-theme', 'default');
      await after.close();
      const audit = await request.post('/pro/backoffice/config/audit', {
        headers: bearer(admin),
        data: { shop: 'demo-store' },
      });
      const log = (await audit.json()).result as { action: string; changes: { key: string; before?: unknown }[] }[];
      expect(log[0].action).toBe('rollback');
      expect(log[0].changes).toContainEqual(expect.objectContaining({ key: 'theme', before: themeId }));
      expect(log[1].action).toBe('publish');
      expect(problems).toEqual([]);
    } finally {
      await restoreDefault(request, themeId, startVersion);
    }
  });
}

for (const lang of ['en-gb', 'zh-hans'] as Lang[]) {
  test(`a theme with unsaved changes is not dropped without asking: leaving the studio or closing the theme (${lang})`, async ({
    page,
  }) => {
    const s = S[lang];
    await freshStorage(page, lang);
    await signInUi(page, lang, '/merchant/demo-store', '/merchant/demo-store/studio', {
      user: 'admin@example.com',
      password: 'Admin1234!',
    });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.waitForURL(/\/studio$/);
    await page.getByRole('button', { name: s.blank }).click();
    // Without changes the theme closes at once.
    await page.getByRole('button', { name: s.close }).click();
    await expect(page.getByRole('button', { name: s.blank })).toBeVisible();
    await page.getByRole('button', { name: s.blank }).click();
    await hex(page, 'brand').fill(YELLOW);

    // Another page: asked (the page's leave question); Stay keeps the change.
    await page.getByRole('link', { name: s.console, exact: true }).click();
    const leave = page.getByRole('alertdialog', { name: s.leaveTitle });
    await expect(leave).toBeVisible();
    await leave.getByRole('button', { name: s.stay }).click();
    await expect(leave).toBeHidden();
    await expect(hex(page, 'brand')).toHaveValue(YELLOW);

    // Close this theme: asked; Keep editing (or Escape) keeps it with its change.
    const ask = page.getByRole('alertdialog', { name: s.closeTitle });
    await page.getByRole('button', { name: s.close }).click();
    await expect(ask).toBeVisible();
    await ask.getByRole('button', { name: s.keep }).click();
    await expect(ask).toBeHidden();
    await expect(hex(page, 'brand')).toHaveValue(YELLOW);
    await page.getByRole('button', { name: s.close }).click();
    await expect(ask).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(ask).toBeHidden();
    await expect(hex(page, 'brand')).toHaveValue(YELLOW);

    // Close without saving: the start screen, the focus on its heading.
    await page.getByRole('button', { name: s.close }).click();
    await ask.getByRole('button', { name: s.closeUnsaved }).click();
    await expect(page.getByRole('button', { name: s.blank })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: s.title })).toBeFocused();
  });
}

test('a venue whose theme uses no self-hosted font loads no font file and no font chunk', async ({ page }) => {
  const loaded: string[] = [];
  page.on('request', (r) => (/\.woff2(\?|$)|fontFaces/.test(r.url()) ? loaded.push(r.url()) : null));
  await freshStorage(page, 'en-gb');
  await page.goto('/shop/demo-cafe/home');
  await expect(page.locator('html')).toHaveAttribute('data-theme', /.+/);
  await page.waitForLoadState('networkidle');
  expect(await page.locator('style[data-font-faces]').count()).toBe(0);
  expect(loaded).toEqual([]);
});

test('the studio refuses a customer: the server decides, the screen says so', async ({ page }) => {
  await freshStorage(page, 'en-gb');
  await signInUi(page, 'en-gb', '/merchant/demo-store');
  await page.goto('/merchant/demo-store/studio');
  await expect(page.getByRole('alert')).toHaveText('Only an administrator of this venue can use the theme studio.');
  expect(T['en-gb'].signIn).toBe('Sign in');
});
