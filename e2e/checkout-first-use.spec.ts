// The checkout is usable at once (issue 25): its form is drawn on native controls before its form code
// (react-hook-form, Radix, swr) arrives, which loads on the customer's first use. Here that code is
// held back (a slow network) while the customer types, chooses and ticks, and even presses Place
// order: nothing is lost when it arrives, and one order is placed. The page looks the same before
// and after the swap (screenshots at 390 x 844 in test-results/screenshots/), a signed-in member's
// too (their points, asked of the venue once by the stand-in; their coupons when they hold any).
import { expect, test, type Page, type Route } from '@playwright/test';
import { addBurger, adminConfig, apiLogin, SHOTS, signInUi, start, T, track, type Lang } from './ordering-helpers';
import { shownTextKeys, watchProblems } from './support';

test.use({ viewport: { width: 390, height: 844 } });

/** Holds the live checkout form's code until `release()`; `asked()` says whether the page asked for it. */
async function holdLiveForm(page: Page) {
  let asked = false;
  let release: () => void = () => undefined;
  const gate = new Promise<void>((r) => (release = r));
  await page.route('**/assets/LiveCheckoutForm-*.js', async (route: Route) => {
    asked = true;
    await gate;
    await route.continue();
  });
  return { asked: () => asked, release };
}

/** The live form is on screen: its choices are Radix buttons (the stand-in's are native inputs). */
const liveRadios = (page: Page) => page.locator('form button[role="radio"]');

/** A guest with the burger in the cart, on a freshly loaded checkout whose form code is held. */
async function checkoutWithCodeHeld(page: Page, lang: Lang = 'en-gb') {
  await start(page, lang, '/shop/demo-cafe/home');
  await addBurger(page, lang);
  const held = await holdLiveForm(page);
  await page.goto('/shop/demo-cafe/checkout');
  await expect(page.getByRole('button', { name: T[lang].place })).toBeVisible();
  await expect(page.getByRole('radio', { name: T[lang].cash })).toBeChecked();
  return held;
}

for (const lang of ['en-gb', 'zh-hans'] as const) {
  test(`the stand-in looks like the live form: the same page before and after the swap (${lang})`, async ({ page }) => {
    const problems = watchProblems(page);
    const held = await checkoutWithCodeHeld(page, lang);
    // The payment methods' icons drawn (both pictures with them).
    await page.waitForLoadState('networkidle');
    expect(held.asked(), 'no form code before first use').toBe(false);
    expect(await liveRadios(page).count()).toBe(0);
    const before = await page.screenshot({ path: `${SHOTS}/checkout-first-use-before-${lang}.png`, fullPage: true });
    expect(await shownTextKeys(page)).toEqual([]);
    // A key pressed in the form (no focus moves, so both pictures have the same focus): the code loads.
    await page.locator('form').dispatchEvent('keydown', { key: 'Shift' });
    await expect.poll(held.asked).toBe(true);
    held.release();
    await expect(liveRadios(page).first()).toBeAttached();
    await expect(page.getByRole('radio', { name: T[lang].cash })).toBeChecked();
    const after = await page.screenshot({ path: `${SHOTS}/checkout-first-use-after-${lang}.png`, fullPage: true });
    expect(after.equals(before), 'the same pixels before and after the swap').toBe(true);
    expect(await shownTextKeys(page)).toEqual([]);
    expect(problems).toEqual([]);
  });
}

/** A signed-in member with the burger in the cart, on a freshly loaded checkout whose form code is held. */
async function memberCheckoutWithCodeHeld(page: Page, lang: Lang) {
  await start(page, lang, '/shop/demo-cafe/home');
  await signInUi(page, lang, '/shop/demo-cafe');
  await page.goto('/shop/demo-cafe/home');
  await addBurger(page, lang);
  const held = await holdLiveForm(page);
  // The stand-in asks the venue once: the member's points.
  const fee = page.waitForResponse((r) => r.url().includes('/api/pos/feeCalc'));
  await page.goto('/shop/demo-cafe/checkout');
  await fee;
  return held;
}

test.describe('a signed-in member', () => {
  test.describe.configure({ mode: 'serial' });
  const POINTS = { memberPoints: { state: 1, minimumPoints: 50, pointsPerDollarWhenRedeem: 10 } };
  test.beforeAll(async ({ request }) => {
    await adminConfig(request, await apiLogin(request, 'admin@example.com', 'Admin1234!'), { settings: POINTS });
  });
  test.afterAll(async ({ request }) => {
    const admin = await apiLogin(request, 'admin@example.com', 'Admin1234!');
    await adminConfig(request, admin, { settings: { memberPoints: { state: 0 } } });
  });

  for (const lang of ['en-gb', 'zh-hans'] as const) {
    test(`the member's points and coupons in the stand-in: the same page before and after the swap, then points used (${lang})`, async ({
      page,
    }) => {
      const problems = watchProblems(page);
      const held = await memberCheckoutWithCodeHeld(page, lang);
      // The member's points (and coupons, when they hold any), on native controls.
      const points = page.locator('[data-field="points"]');
      await expect(points.locator('input#co-points')).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(held.asked(), 'no form code before first use').toBe(false);
      expect(await liveRadios(page).count()).toBe(0);
      const before = await page.screenshot({
        path: `${SHOTS}/checkout-first-use-member-before-${lang}.png`,
        fullPage: true,
      });
      expect(await shownTextKeys(page)).toEqual([]);
      await page.locator('form').dispatchEvent('keydown', { key: 'Shift' });
      await expect.poll(held.asked).toBe(true);
      held.release();
      await expect(liveRadios(page).first()).toBeAttached();
      await page.waitForLoadState('networkidle');
      const after = await page.screenshot({
        path: `${SHOTS}/checkout-first-use-member-after-${lang}.png`,
        fullPage: true,
      });
      expect(after.equals(before), 'the same pixels before and after the swap').toBe(true);
      // Points typed in the live form's box, Use points: the venue's answer takes them off.
      await points.locator('input#co-points').fill('60');
      await page.locator('#co-points-apply').click();
      await expect(points.getByRole('status')).toContainText('60');
      expect(await shownTextKeys(page)).toEqual([]);
      expect(problems).toEqual([]);
    });
  }

  test('points typed and Use points pressed before the form code arrives: taken over and used', async ({ page }) => {
    const problems = watchProblems(page);
    const held = await memberCheckoutWithCodeHeld(page, 'en-gb');
    const box = page.locator('input#co-points');
    await expect(box).toBeVisible();
    await box.fill('20');
    await expect.poll(held.asked).toBe(true);
    expect(await liveRadios(page).count(), 'still the stand-in').toBe(0);
    // Pressed on the stand-in's button: pressed again on the live form's once it is there.
    await page.getByRole('button', { name: 'Use points' }).click();
    held.release();
    await expect(liveRadios(page).first()).toBeAttached();
    await expect(box).toHaveValue('20');
    await expect(page.getByRole('alert').filter({ hasText: 'You need to redeem at least 50 points' })).toBeVisible();
    expect(problems).toEqual([]);
  });
});

test('typed, chosen and ticked before the form code arrives: all kept, then the order is placed with it', async ({
  page,
  request,
}) => {
  const problems = watchProblems(page);
  const held = await checkoutWithCodeHeld(page);
  await page.getByRole('radio', { name: 'Takeaway' }).check();
  const notes = page.getByLabel('Order notes');
  await notes.click();
  await notes.pressSequentially('No onions');
  await page.getByRole('checkbox', { name: /I accept/ }).check();
  await notes.click();
  await notes.press('End');
  expect(held.asked()).toBe(true);
  expect(await liveRadios(page).count(), 'still the stand-in').toBe(0);

  held.release();
  await expect(liveRadios(page).first()).toBeAttached();
  await expect(page.getByRole('radio', { name: 'Takeaway' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: /I accept/ })).toBeChecked();
  await expect(notes).toHaveValue('No onions');
  await expect(notes).toBeFocused();
  // Typing goes on where it was, in the live form.
  await page.keyboard.type(', thanks');
  await expect(notes).toHaveValue('No onions, thanks');

  await page.getByRole('button', { name: /Place order/ }).click();
  await expect(page).toHaveURL(/\/orderplaced\?txn=txn_/, { timeout: 20_000 });
  const txn = new URL(page.url()).searchParams.get('txn')!;
  expect(await track(request, txn)).toMatchObject({ payment: 'cash', notes: 'No onions, thanks' });
  expect(problems).toEqual([]);
});

test('Place order pressed before the form code arrives: busy, then one order once it arrives', async ({
  page,
  request,
}) => {
  const problems = watchProblems(page);
  const held = await checkoutWithCodeHeld(page);
  const orders: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/api/shop/order/add/v2')) orders.push(r.url());
  });
  await page.getByLabel('Order notes').pressSequentially('Early bird');
  await page.getByRole('checkbox', { name: /I accept/ }).check();
  await page.getByRole('button', { name: /Place order/ }).click();
  const busy = page.getByRole('button', { name: 'Placing your order…' });
  await expect(busy).toBeDisabled();
  expect(orders).toEqual([]);

  held.release();
  await expect(page).toHaveURL(/\/orderplaced\?txn=txn_/, { timeout: 20_000 });
  expect(orders).toHaveLength(1);
  const txn = new URL(page.url()).searchParams.get('txn')!;
  expect(await track(request, txn)).toMatchObject({ payment: 'cash', notes: 'Early bird' });
  expect(problems).toEqual([]);
});
