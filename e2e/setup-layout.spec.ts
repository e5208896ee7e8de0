// The console's "Set up modes" tab on a laptop screen (issue 30): at 1280×800 the first section's first
// field is in the first screen, without scrolling, in both languages. Screenshots
// test-results/setup-first-screen-<lang>.png (the first screen as the operator sees it).
import { expect, test } from '@playwright/test';
import { openSetup } from './setup-helpers';
import type { Lang } from './ordering-helpers';

const TAB: Record<Lang, string> = { 'en-gb': 'Set up modes', 'zh-hans': '设置模式' };

for (const lang of ['en-gb', 'zh-hans'] as const) {
  test(`setup tab at 1280×800: the first field is in the first screen (${lang})`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await openSetup(page, lang, TAB[lang]);
    const panel = page.getByRole('tabpanel');
    const first = panel.locator('section').first().locator('input, select').first();
    await expect(first).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 0));
    const box = (await first.boundingBox())!;
    await page.screenshot({ path: `test-results/setup-first-screen-${lang}.png` });
    console.log(`first field of the setup tab (${lang}) at y=${Math.round(box.y)}`);
    expect(box.y + box.height).toBeLessThan(800);
  });
}
