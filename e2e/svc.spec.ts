// Stored-value card (svc) end to end: a signed-in member orders at demo-cafe and pays with the card's
// six-digit PIN. A wrong PIN is refused with the tries-left message and nothing is paid; the right
// PIN (123456, double-clicked) pays once: the card's balance, read through the member card call
// before and after, drops by exactly the order total, and the order is paid on the server.
import { expect, test } from '@playwright/test';
import { seriousAxeViolations, watchProblems } from './support';
import { addBurger, apiLogin, cardValue, cartToCheckout, SHOTS, signInUi, start, T, track } from './ordering-helpers';

test('svc: wrong PIN refused with tries left, right PIN pays once and the balance drops by the total exactly once', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const problems = watchProblems(page);
  const token = await apiLogin(request);
  const before = await cardValue(request, token);

  await start(page, 'en-gb', '/shop/demo-cafe/home');
  await signInUi(page, 'en-gb', '/shop/demo-cafe');
  await page.goto('/shop/demo-cafe/home');
  await addBurger(page, 'en-gb');
  await cartToCheckout(page, 'en-gb');
  await page.getByRole('radio', { name: T['en-gb'].svc }).check();
  await page.getByRole('checkbox', { name: T['en-gb'].terms }).check();
  const total = (await page.getByTestId('checkout-total').textContent())!;
  const placed = page.waitForResponse((r) => r.url().includes('/api/shop/order/add/v2'));
  await page.getByRole('button', { name: T['en-gb'].place }).click();
  const order = (
    (await (await placed).json()) as { result: { transactionId: string; totalCents: number; needsPin: boolean } }
  ).result;
  expect(order.needsPin).toBe(true);
  expect(`$${(order.totalCents / 100).toFixed(2)}`).toBe(total);

  const pin = page.getByLabel('PIN (6 digits)');
  await expect(pin).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/svc-pin-en-gb.png`, fullPage: true });
  await pin.fill('000000');
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Wrong PIN. Tries left before the card is locked for 15 minutes: 4' }),
  ).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/svc-wrong-pin-en-gb.png`, fullPage: true });
  expect(await seriousAxeViolations(page)).toEqual([]);
  expect((await track(request, order.transactionId)).paid).toBe(false);
  expect((await cardValue(request, token)).balanceCents).toBe(before.balanceCents);

  const pays: number[] = [];
  page.on('response', (r) => {
    if (r.url().includes('/pro/pos/payOrder')) pays.push(r.status());
  });
  await pin.fill('123456');
  await page.getByRole('button', { name: 'Pay', exact: true }).dblclick();
  await expect(page).toHaveURL(/\/orderplaced\?txn=txn_/, { timeout: 20_000 });
  await expect(page.getByText('Paid', { exact: true })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/svc-paid-en-gb.png`, fullPage: true });

  const after = await cardValue(request, token);
  expect(after.balanceCents).toBe(before.balanceCents - order.totalCents);
  const onServer = await track(request, order.transactionId);
  expect(onServer).toMatchObject({ paid: true, payment: 'svc' });
  // The double click sent one payment request (the idempotency key would make a second one harmless).
  await page.waitForTimeout(1_000);
  expect(pays).toEqual([200]);
  expect((await cardValue(request, token)).balanceCents).toBe(after.balanceCents);
  expect(problems).toEqual([]);
});
