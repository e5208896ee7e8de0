// The cart's Clear cart confirm step (ConfirmDialog, a Radix AlertDialog) by keyboard, in both
// languages: Enter opens it with the focus on Cancel, Tab stays inside, Escape closes it and gives
// the focus back to Clear cart without touching the cart; the second answer clears the cart, the
// empty cart takes the focus, and a reload shows it empty (the saved cart was cleared too).
import { expect, test } from '@playwright/test';
import { customiseBurger, SHOTS, start, T, type Lang } from './ordering-helpers';
import { watchProblems } from './support';

test.use({ viewport: { width: 390, height: 844 } });

for (const lang of ['en-gb', 'zh-hans'] as Lang[]) {
  test(`Clear cart asks first, by keyboard (${lang})`, async ({ page }) => {
    const t = T[lang];
    const problems = watchProblems(page);
    await start(page, lang, '/shop/demo-cafe/product/beef-burger');
    await customiseBurger(page, lang);
    await page.getByRole('link', { name: t.viewCart }).click();
    await expect(page).toHaveURL(/\/cart$/);

    const clear = page.getByRole('button', { name: t.clearCart, exact: true });
    await clear.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog', { name: t.clearCartTitle });
    await expect(dialog).toBeVisible();
    const cancel = dialog.getByRole('button', { name: t.cancel });
    const confirm = dialog.getByRole('button', { name: t.clearCart });
    await expect(cancel).toBeFocused();
    await page.screenshot({ path: `${SHOTS}/confirm-dialog-${lang}.png` });
    // The focus stays inside: Tab goes Cancel -> Clear cart -> Cancel.
    await page.keyboard.press('Tab');
    await expect(confirm).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(cancel).toBeFocused();
    // Escape answers no: nothing removed, the focus is back on Clear cart.
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(clear).toBeFocused();
    await expect(page.getByRole('link', { name: t.checkout })).toBeVisible();

    // Yes: Enter opens, Tab to Clear cart, Space presses it.
    await page.keyboard.press('Enter');
    await expect(cancel).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await expect(dialog).toHaveCount(0);
    const cart = page.getByRole('region', { name: lang === 'en-gb' ? 'Cart' : '购物车', exact: true });
    await expect(cart).toContainText(t.cartEmpty);
    await expect(cart).toBeFocused();
    await page.reload();
    await expect(page.getByText(t.cartEmpty)).toBeVisible();
    expect(problems).toEqual([]);
  });
}
