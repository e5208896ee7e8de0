// A guest orders at demo-cafe (options + meal extra, cash, order notes), the order is on the server
// (tracking call), then the guest signs in (demo account) and finds the order in 'my orders' (claimed
// with the device secret the server issued before the order) with its
// notes and status labels; staff move the status (admin call) and 'my orders' follows through order
// tracking, without a reload: placed → preparing → ready in store → completed, unpaid throughout.
import { expect, test } from '@playwright/test';
import { seriousAxeViolations, shownTextKeys, watchProblems } from './support';
import {
  addBurger,
  apiLogin,
  cartToCheckout,
  placeCash,
  SHOTS,
  signInUi,
  staffStatus,
  start,
  track,
} from './ordering-helpers';

test('guest order with notes → on the server → in my orders after sign-in, following the staff status changes', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const problems = watchProblems(page);
  await start(page, 'en-gb', '/shop/demo-cafe/home');
  await addBurger(page, 'en-gb');
  await cartToCheckout(page, 'en-gb');
  await page.getByLabel('Order notes').fill('Please ring the bell twice');
  const sent = page.waitForRequest((r) => r.url().includes('/api/shop/order/add/v2'));
  const txn = await placeCash(page, 'en-gb');
  expect((await sent).postData() ?? '').not.toBe('');
  // The order went with a device id the server issued with a secret; the browser keeps both, and the
  // secret is what later claims the order (a device id alone claims nothing).
  // Values are stored versioned ({ v, data }: src/shared/storage).
  const device = await page.evaluate(() => {
    const data = (k: string) =>
      (JSON.parse(localStorage.getItem(k) ?? 'null') as { data?: string } | null)?.data ?? null;
    return { id: data('device-id'), secret: data('device-secret') };
  });
  expect(device.id).toMatch(/^dev_[0-9a-f]{24}$/);
  expect(device.secret ?? '').toMatch(/^\S{40,}$/);

  // On the server: placed, unpaid, cash, with the notes, the total the screen showed.
  const onServer = await track(request, txn);
  expect(onServer).toMatchObject({
    status: 'placed',
    paid: false,
    payment: 'cash',
    notes: 'Please ring the bell twice',
  });
  const orderNo = await page.getByTestId('order-number').textContent();
  expect(onServer.orderNo).toBe(orderNo);

  // Sign in on the same device: the guest order becomes the member's.
  await signInUi(page, 'en-gb', '/shop/demo-cafe', '/shop/demo-cafe/myorders');
  await expect(page).toHaveURL(/\/shop\/demo-cafe\/myorders$/);
  const mine = page.getByTestId('my-order').filter({ hasText: `Order ${orderNo}` });
  await expect(mine).toBeVisible();
  await expect(mine.getByText('Placed', { exact: true })).toBeVisible();
  await expect(mine.getByText('Unpaid', { exact: true })).toBeVisible();
  await expect(mine.getByText('Notes: Please ring the bell twice')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/myorders-placed-en-gb.png`, fullPage: true });
  expect(await shownTextKeys(page)).toEqual([]);
  expect(await seriousAxeViolations(page)).toEqual([]);

  // Staff move the order; my orders refreshes from order tracking (every 15 s), no reload.
  const admin = await apiLogin(request, 'admin@example.com', 'Admin1234!');
  for (const [status, label] of [
    ['preparing', 'Preparing'],
    ['ready', 'Ready in store'],
    ['completed', 'Completed'],
  ] as const) {
    const tracked = page.waitForResponse((r) => r.url().includes('/pro/api/pos/orderTracking'), { timeout: 25_000 });
    expect((await staffStatus(request, admin, txn, status)).status).toBe(status);
    await tracked;
    await expect(mine.getByText(label, { exact: true })).toBeVisible();
    await expect(mine.getByText('Unpaid', { exact: true })).toBeVisible();
  }
  await page.screenshot({ path: `${SHOTS}/myorders-completed-en-gb.png`, fullPage: true });
  expect(await shownTextKeys(page)).toEqual([]);
  expect((await track(request, txn)).status).toBe('completed');
  expect(problems).toEqual([]);
});
