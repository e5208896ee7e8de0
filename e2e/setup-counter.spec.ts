// Mode setup (issue 30), kiosk, cashier and table service, in Chromium, in both languages: the venue
// administrator of demo-store only opens the console's "Set up modes" tab; a kiosk range whose first
// number is after its last is named in words beside the field (by keyboard); six tables are set and
// the "Print the table QR codes" sheet shows six codes, each with the address that opens the menu at
// that table; Escape closes it and the focus comes back. Nothing is saved (no draft is left behind).
// axe: no serious or critical violations on the section and the sheet; screenshots
// docs/screenshots/setup-kiosk-<lang>.png and setup-tables-qr-<lang>.png.
import { expect, test, type Page } from '@playwright/test';
import type { Lang } from './ordering-helpers';
import { openSetup, SETUP_SHOP } from './setup-helpers';
import { seriousAxeViolations, watchProblems } from './support';

test.describe.configure({ mode: 'serial' });

const L = {
  'en-gb': {
    setupTab: 'Set up modes',
    section: 'Kiosk, cashier and table service',
    first: 'First kiosk number',
    last: 'Last kiosk number',
    save: 'Save setup in the draft',
    firstAfterLast: 'The first number (300) is after the last (201): the first must be the smaller.',
    tables: 'Number of tables',
    open: 'Print the table QR codes',
    sheet: 'QR codes for 6 tables',
    print: 'Print',
    donate: 'Offer a donation',
  },
  'zh-hans': {
    setupTab: '设置模式',
    section: '自助机、收银台和桌台点餐',
    first: '自助机起始号码',
    last: '自助机结束号码',
    save: '将设置保存到草稿',
    firstAfterLast: '起始号码（300）大于结束号码（201）：起始号码应较小。',
    tables: '桌台数量',
    open: '打印桌台二维码',
    sheet: '6 张桌的二维码',
    print: '打印',
    donate: '提供捐款',
  },
} as const;

async function axe(page: Page, what: string) {
  await page.waitForLoadState('load');
  expect(await seriousAxeViolations(page), what).toEqual([]);
}

async function typeInto(page: Page, field: ReturnType<Page['getByRole']>, value: string) {
  await field.focus();
  await page.keyboard.press('Control+A');
  await page.keyboard.type(value);
}

for (const lang of ['en-gb', 'zh-hans'] as Lang[]) {
  test(`sets service numbers, kiosk switches and 6 tables, and prints their QR codes (${lang})`, async ({ page }) => {
    test.setTimeout(180_000);
    const t = L[lang];
    const problems = watchProblems(page);
    await page.setViewportSize({ width: 1100, height: 900 });
    await openSetup(page, lang, t.setupTab);
    const section = page.getByRole('region', { name: t.section, exact: true });
    await expect(section).toBeVisible();

    // A kiosk range the wrong way round is named beside its field; nothing is saved.
    await typeInto(page, section.getByRole('spinbutton', { name: t.first }), '300');
    await typeInto(page, section.getByRole('spinbutton', { name: t.last }), '201');
    await section.getByRole('button', { name: t.save }).focus();
    await page.keyboard.press('Enter');
    await expect(section.getByText(t.firstAfterLast)).toBeVisible();
    await expect(section.getByRole('spinbutton', { name: t.first })).toBeFocused();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('201');
    await typeInto(page, section.getByRole('spinbutton', { name: t.last }), '300');
    await expect(section.getByText(t.firstAfterLast)).toHaveCount(0);

    // A kiosk switch by keyboard, then six tables.
    const donate = section.getByRole('checkbox', { name: t.donate });
    await donate.focus();
    await page.keyboard.press('Space');
    await expect(donate).toBeChecked();
    await typeInto(page, section.getByRole('spinbutton', { name: t.tables }), '6');
    await expect(section.getByRole('listitem')).toHaveCount(6);
    await axe(page, 'the kiosk, cashier and table service setup');
    // Tall enough for the whole section: the console's sticky header stays out of the picture.
    await page.setViewportSize({ width: 1100, height: 2400 });
    await section.screenshot({ path: `docs/screenshots/setup-kiosk-${lang}.png` });
    await page.setViewportSize({ width: 1100, height: 900 });

    // The QR sheet: six codes, each with its table's address.
    const open = section.getByRole('button', { name: t.open });
    await open.focus();
    await page.keyboard.press('Enter');
    const sheet = page.getByRole('dialog', { name: t.sheet });
    await expect(sheet).toBeVisible();
    await expect(sheet.locator('li[data-table] svg[role="img"]')).toHaveCount(6);
    const links = await sheet.getByTestId('table-qr-link').allTextContents();
    const origin = new URL(page.url()).origin;
    expect(links).toEqual([1, 2, 3, 4, 5, 6].map((n) => `${origin}/shop/${SETUP_SHOP}/home?tn=${n}`));
    await expect(sheet.getByRole('button', { name: t.print, exact: true })).toBeVisible();
    await axe(page, 'the table QR sheet');
    await page.screenshot({ path: `docs/screenshots/setup-tables-qr-${lang}.png` });
    // As printed: only the codes, 2 x 3 on an A4 page.
    await page.emulateMedia({ media: 'print' });
    await page.setViewportSize({ width: 794, height: 1123 });
    await page.screenshot({ path: `test-results/setup-tables-qr-print-${lang}.png` });
    await page.emulateMedia({ media: 'screen' });
    await page.setViewportSize({ width: 1100, height: 900 });

    await page.keyboard.press('Escape');
    await expect(sheet).toHaveCount(0);
    await expect(open).toBeFocused();
    expect(problems).toEqual([]);
  });
}
