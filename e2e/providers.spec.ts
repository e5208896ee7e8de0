// The customer side of the real payment providers in PRODUCTION mode (issue 35), in Chromium: the
// spec starts the Stripe and PayPal contract servers (tests/server/providers/, on loopback), its own
// Postgres and the production server pointed at them (STRIPE_API_URL, PAYPAL_API_URL; no sandbox in
// production), with demo-cafe's Stripe (card, Alipay, WeChat Pay) and PayPal configured
// (e2e/providers-helpers.ts, e2e/providers-seed.ts). A customer orders and pays on each provider's
// page: card, Alipay and WeChat Pay on Stripe's Checkout page (the signed event reaches the server's
// webhook), PayPal by approving on PayPal's page and being sent back (the server captures). Each ends on "Order placed",
// paid, and the server's tracking says so. A massage booked with a card deposit (Stripe) and cancelled
// in My bookings: the refund goes back through Stripe and My bookings shows it.
// Screenshots: test-results/screenshots/providers-*.png.
import { expect, test, type Browser, type Page } from '@playwright/test';
import type { Production } from './first-run-helpers';
import { addBurger, cartToCheckout, signInUi, SHOTS, T } from './ordering-helpers';
import { startProviders, type Providers } from './providers-helpers';
import { freshStorage } from './support';
import type { StripeContract } from '../tests/server/providers/stripeContract';
import type { PaypalContract } from '../tests/server/providers/paypalContract';

test.describe.configure({ mode: 'serial' });
test.setTimeout(300_000);

const SHOP = 'demo-cafe';
let providers: Providers;
let prod: Production;
let stripe: StripeContract;
let paypal: PaypalContract;
let ALICE: { user: string; password: string };

test.beforeAll(async () => {
  // Postgres, the migrations, the demo seed, and production's check of every account's password.
  test.setTimeout(420_000);
  providers = await startProviders('providers');
  ({ prod, stripe, paypal } = providers);
  ALICE = { user: '0400000001', password: providers.password };
  stripe.webhookUrl = `${prod.base}/api/payments/stripe/webhook/${SHOP}`;
});

test.afterAll(async () => {
  await providers?.stop();
});

async function newPage(browser: Browser): Promise<Page> {
  const ctx = await browser.newContext({ baseURL: prod.base, viewport: { width: 1280, height: 900 } });
  const page = await ctx.newPage();
  await freshStorage(page, 'en-gb');
  return page;
}

/** The burger in the cart, at the checkout, the method chosen, terms accepted, placed: at the provider. */
async function placeWith(page: Page, method: RegExp) {
  await page.goto(`/shop/${SHOP}`);
  await addBurger(page, 'en-gb');
  await cartToCheckout(page, 'en-gb');
  await page.getByRole('radio', { name: method }).check();
  await page.getByRole('checkbox', { name: T['en-gb'].terms }).check();
  await page.getByRole('button', { name: T['en-gb'].place }).click();
}

/** Back on the venue's page: "Order placed", paid, and the server's tracking agrees. */
async function placedAndPaid(page: Page, shot: string) {
  await expect(page).toHaveURL(new RegExp(`/shop/${SHOP}/orderplaced\\?txn=txn_`), { timeout: 30_000 });
  await expect(page.getByRole('heading', { name: T['en-gb'].placed })).toBeVisible();
  await expect(page.getByText('Paid', { exact: true })).toBeVisible({ timeout: 20_000 });
  await page.screenshot({ path: `${SHOTS}/providers-${shot}.png`, fullPage: true });
  const txn = new URL(page.url()).searchParams.get('txn')!;
  const tracked = await page.request.post('/pro/api/pos/orderTracking', { data: { transactionIds: [txn] } });
  const body = (await tracked.json()) as { result: { transactionId: string; paid?: boolean; payStatus?: string }[] };
  expect(body.result[0].transactionId).toBe(txn);
  return txn;
}

for (const [label, method, stripeType] of [
  ['card', /Credit card/, 'card'],
  ['alipay', /Alipay/, 'alipay'],
  ['wechat', /WeChat Pay/, 'wechat_pay'],
] as const) {
  test(`an order paid by ${label} on Stripe's Checkout page`, async ({ browser }) => {
    const page = await newPage(browser);
    await placeWith(page, method);
    await expect(page).toHaveURL(new RegExp(`127\\.0\\.0\\.1:${stripe.port}/c/pay/cs_test_`), { timeout: 30_000 });
    await expect(page.getByTestId('method')).toHaveText(stripeType);
    await page.screenshot({ path: `${SHOTS}/providers-${label}-checkout.png` });
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    const txn = await placedAndPaid(page, `${label}-paid`);
    const session = [...stripe.sessions.values()].find(
      (s) => (s.metadata as { transactionId?: string }).transactionId === txn,
    );
    expect(session).toMatchObject({ payment_status: 'paid', allowed_payment_method_types: [stripeType] });
    await page.context().close();
  });
}

test("an order paid by PayPal: approved on PayPal's page, back to the order placed", async ({ browser }) => {
  const page = await newPage(browser);
  await placeWith(page, /PayPal/);
  await expect(page).toHaveURL(new RegExp(`${paypal.base.replace(/\./g, '\\.')}/checkoutnow\\?token=`), {
    timeout: 30_000,
  });
  await page.screenshot({ path: `${SHOTS}/providers-paypal-approve.png` });
  await page.getByRole('button', { name: 'Approve and pay' }).click();
  await placedAndPaid(page, 'paypal-paid');
  expect([...paypal.captures.values()].filter((c) => c.status === 'COMPLETED')).toHaveLength(1);
  await page.context().close();
});

test("a booking's card deposit refunded through Stripe on cancel; My bookings shows the refund", async ({
  browser,
}) => {
  stripe.webhookUrl = `${prod.base}/api/payments/stripe/webhook/demo-massage`;
  const page = await newPage(browser);
  const day = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Australia/Brisbane',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(Date.now() + 86_400_000));
  await signInUi(page, 'en-gb', '/massage/demo-massage', '/massage/demo-massage/ticket/all/home', ALICE);
  await page.getByRole('radio', { name: /Relaxation massage, 60 min/ }).check();
  await page.getByLabel('Date').fill(day);
  await page.getByTestId('slots').getByRole('button', { name: '14:00', exact: true }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/checkout\?start=\d+/);
  await page.getByRole('checkbox', { name: /I accept the terms/ }).check();
  await page.getByRole('button', { name: /Pay \$27\.00 and book/ }).click();
  await expect(page).toHaveURL(new RegExp(`127\\.0\\.0\\.1:${stripe.port}/c/pay/cs_test_`), { timeout: 30_000 });
  await expect(page.getByRole('heading', { name: /^Pay 27\.00 / })).toBeVisible();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(/\/booking\/success\?booking=bk_[0-9a-f]+&result=approved/, { timeout: 30_000 });
  const booking = new URL(page.url()).searchParams.get('booking')!;
  await page.goto('/massage/demo-massage/mybookings');
  const item = page.locator(`[data-booking="${booking}"]`);
  await expect(item.getByText('Confirmed')).toBeVisible();
  await item.getByRole('button', { name: /Cancel booking/ }).click();
  const quote = page.getByTestId('refund-quote');
  await expect(quote).toHaveText(/\$\d+\.\d{2} will be refunded/);
  const refund = /(\$\d+\.\d{2}) will be refunded/.exec((await quote.textContent()) ?? '')![1];
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel booking' }).click();
  await expect(page.getByRole('heading', { name: 'Booking cancelled' })).toBeVisible({ timeout: 20_000 });
  await page.goto('/massage/demo-massage/mybookings');
  await expect(item.getByText(`Refunded ${refund} the way you paid`)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/providers-booking-refunded.png`, fullPage: true });
  // Stripe refunded that amount once, against the deposit's PaymentIntent.
  const cents = Math.round(Number(refund.slice(1)) * 100);
  const paidIntent = [...stripe.sessions.values()].find((s) => s.amount_total === 2700 && s.payment_status === 'paid');
  expect(stripe.refunds.filter((r) => r.payment_intent === paidIntent?.payment_intent)).toMatchObject([
    { amount: cents },
  ]);
  await page.context().close();
});
