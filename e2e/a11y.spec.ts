// axe-core (WCAG 2.0/2.1 A and AA, WCAG 2.2 AA) finds no serious or critical violation on the
// login, product, cart and checkout screens and on an open dialog (the cart's Clear cart confirm
// step), in the day (default) and night themes. The app runs
// under a strict CSP: axe's source goes in through page.evaluate, not an inline script. The theme
// is the one the ThemeSwitch remembers (localStorage 'venue_theme'), as a returning visitor has it.
import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { customiseBurger, start, T } from './ordering-helpers';
import { watchProblems } from './support';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const axeSource = readFileSync('node_modules/axe-core/axe.min.js', 'utf8');

interface Violation {
  id: string;
  impact: string;
  help: string;
  nodes: { target: string[] }[];
}

/** Serious and critical violations of the WCAG tags on the page as it stands. */
async function axeViolations(page: Page): Promise<string[]> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(axeSource);
  const found = await page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, o: object) => Promise<unknown> } }).axe;
    const r = (await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] })) as {
      violations: Violation[];
      passes: unknown[];
    };
    if (r.passes.length < 10) return [`axe checked only ${r.passes.length} rules`];
    return r.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id} (${v.help}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  }, TAGS);
  return found;
}

/** The page's background is dark in the night theme and light in the day theme. */
async function expectTheme(page: Page, theme: string) {
  const luminance = await page.evaluate(() => {
    const [r, g, b] = (
      getComputedStyle(document.body).backgroundColor.match(/\d+(\.\d+)?/g) ?? ['255', '255', '255']
    ).map(Number);
    return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
  });
  if (theme === 'night') expect(luminance, 'night theme background').toBeLessThan(0.35);
  else expect(luminance, 'day theme background').toBeGreaterThan(0.6);
}

for (const theme of ['default', 'night']) {
  test(`no serious or critical axe violations: login, product, cart, an open dialog, checkout (${theme} theme)`, async ({
    page,
  }) => {
    const t = T['en-gb'];
    const problems = watchProblems(page);
    const report: Record<string, string[]> = {};

    await start(page, 'en-gb', '/shop/demo-cafe/login', { venue_theme: theme });
    await expect(page.getByRole('button', { name: t.signIn, exact: true })).toBeVisible();
    await expectTheme(page, theme);
    report.login = await axeViolations(page);
    // The login form with its errors drawn.
    await page.getByRole('button', { name: t.signIn, exact: true }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    report['login with errors'] = await axeViolations(page);

    await page.goto('/shop/demo-cafe/product/beef-burger');
    await expect(page.getByRole('heading', { level: 1, name: t.burger })).toBeVisible();
    report.product = await axeViolations(page);
    await customiseBurger(page, 'en-gb');

    await page.getByRole('link', { name: t.viewCart }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole('link', { name: t.checkout })).toBeVisible();
    report.cart = await axeViolations(page);
    // An open dialog: the cart's Clear cart confirm step (Radix AlertDialog), then Cancel.
    await page.getByRole('button', { name: t.clearCart, exact: true }).click();
    await expect(page.getByRole('alertdialog', { name: t.clearCartTitle })).toBeVisible();
    await expect(page.getByRole('button', { name: t.cancel })).toBeFocused();
    report['cart, clear-cart dialog open'] = await axeViolations(page);
    await page.getByRole('button', { name: t.cancel }).click();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);

    await page.getByRole('link', { name: t.checkout }).click();
    await expect(page.getByRole('button', { name: t.place })).toBeVisible();
    await expect(page.getByTestId('checkout-total')).toHaveText(/\$/);
    report.checkout = await axeViolations(page);
    // Checkout with its field errors drawn (terms not accepted, delivery without address and zone).
    await page.getByRole('radio', { name: 'Delivery' }).click();
    await page.getByRole('button', { name: t.place }).click();
    await expect(page.getByRole('checkbox', { name: t.terms })).toHaveAttribute('aria-invalid', 'true');
    report['checkout with errors'] = await axeViolations(page);

    expect(report).toEqual({
      login: [],
      'login with errors': [],
      product: [],
      cart: [],
      'cart, clear-cart dialog open': [],
      checkout: [],
      'checkout with errors': [],
    });
    expect(problems).toEqual([]);
  });
}
