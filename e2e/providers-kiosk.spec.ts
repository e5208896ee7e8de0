// Card-present payment at the kiosk in PRODUCTION mode (issue 35), in Chromium at 1080x1920: the
// production server against the Stripe contract server (e2e/providers-helpers.ts), demo-kiosk's Stripe
// configured (e2e/providers-seed.ts) and a Stripe Terminal reader registered to the kiosk by its
// administrator (POST /pro/kiosk/device/reader, as the console does). A walk-up customer orders, chooses
// "Pay by card", the kiosk says "tap, insert or swipe", and the card is presented on the reader with
// Stripe's test helper (POST /v1/test_helpers/terminal/readers/:id/present_payment_method): approved →
// the order number; declined (4000 0000 0000 0002) → the kiosk says so in words, and the card again
// pays (in Chinese); cancelled at the kiosk while waiting → nothing charged, the customer pays another way.
// Screenshots: test-results/screenshots/providers-kiosk-*.png.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { SHOTS } from './ordering-helpers';
import { startProviders, type Providers } from './providers-helpers';
import { KIOSK_TEXTS } from './kiosk-texts';
import { freshStorage } from './support';
import { CONTRACT_KEY } from '../tests/server/providers/stripeContract';

test.describe.configure({ mode: 'serial' });
test.setTimeout(180_000);
test.use({ viewport: { width: 1080, height: 1920 }, hasTouch: true, isMobile: false });

const SHOP = 'demo-kiosk';
const READER = 'tmr_e2ekiosk0001';
const APPROVES = '4242424242424242';
const DECLINES = '4000000000000002';
/** Chicken tenders by card: $8.90 and demo-kiosk's 1.5% card surcharge (13.35 cents, rounded). */
const BY_CARD = 903;
const T = {
  'en-gb': {
    ...KIOSK_TEXTS['en-gb'],
    card: 'Pay by card',
    tap: 'Tap, insert or swipe your card on the reader',
    declined: 'The card was declined. Nothing was charged. Try another card or pay another way.',
    cancelled: 'The card payment was cancelled. Nothing was charged.',
    cancel: 'Cancel card payment',
    again: 'Try the card again',
    otherWay: 'Pay another way',
    number: 'Your order number',
    paid: 'Paid. We will call your number.',
  },
  'zh-hans': {
    ...KIOSK_TEXTS['zh-hans'],
    card: '刷卡付款',
    tap: '请在刷卡机上拍卡、插卡或刷卡',
    declined: '银行卡被拒绝，未产生任何扣款。请换一张卡或选择其他付款方式。',
    cancelled: '刷卡付款已取消，未产生任何扣款。',
    cancel: '取消刷卡付款',
    again: '再次刷卡',
    otherWay: '选择其他付款方式',
    number: '您的订单号',
    paid: '已付款。我们会叫您的号码。',
  },
} as const;
type Lang = keyof typeof T;

let providers: Providers;

test.beforeAll(async () => {
  test.setTimeout(420_000);
  providers = await startProviders('providers-kiosk');
  // The reader as Stripe knows it (registered in Stripe's dashboard), idle.
  providers.stripe.readers.set(READER, {
    id: READER,
    object: 'terminal.reader',
    device_type: 'bbpos_wisepos_e',
    action: null,
  });
});

test.afterAll(async () => {
  await providers?.stop();
});

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });

async function adminAuth(request: APIRequestContext) {
  const login = await request.post('/account/signIn', {
    data: { userName: 'admin@example.com', password: providers.password, shop: SHOP },
  });
  expect(login.status(), await login.text()).toBe(200);
  const token = String(((await login.json()) as { result: { userId: string } }).result.userId);
  return { authorization: `Bearer ${token}` };
}

/** A fresh kiosk, enrolled by the venue's administrator, with the reader registered to it. */
async function enrolledKiosk(page: Page, lang: Lang): Promise<void> {
  const request = page.request;
  const headers = await adminAuth(request);
  const name = `e2e reader kiosk ${randomBytes(3).toString('hex')}`;
  const code = await request.post('/pro/kiosk/enrolment/code', { data: { shop: SHOP, name }, headers });
  const enrol = ((await code.json()) as { result: { code: string } }).result.code;
  await freshStorage(page, lang);
  await page.goto(`/self/${SHOP}/kiosk?enrol=${enrol}`);
  await expect(page.getByRole('button', { name: T['en-gb'].start })).toBeVisible({ timeout: 30_000 });
  let deviceId = '';
  await expect(async () => {
    const r = await request.post('/pro/kiosk/devices', { data: { shop: SHOP }, headers });
    const devices = ((await r.json()) as { result: { devices: { deviceId: string; name: string }[] } }).result.devices;
    deviceId = devices.find((d) => d.name === name)?.deviceId ?? '';
    expect(deviceId).not.toBe('');
  }).toPass({ timeout: 15_000 });
  const set = await request.post('/pro/kiosk/device/reader', {
    data: { shop: SHOP, deviceId, readerId: READER },
    headers,
  });
  expect(set.status(), await set.text()).toBe(200);
}

/** Splash to "Pay by card" by touch: take away, chicken tenders, checkout, pay now, no donation. */
async function payByCard(page: Page, lang: Lang) {
  const t = T[lang];
  await page.getByRole('button', { name: T['en-gb'].start }).tap();
  await page.getByRole('button', { name: t.lang }).tap();
  await page.getByRole('button', { name: t.takeAway }).tap();
  await page.getByRole('button', { name: t.chicken, exact: true }).tap();
  await page.getByRole('button', { name: t.item }).first().tap();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: t.add }).tap();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: t.cart }).tap();
  await page.getByRole('button', { name: t.checkout }).tap();
  await page.getByRole('button', { name: t.payNow }).tap();
  await page.getByRole('button', { name: t.noThanks }).tap();
  await expect(heading(page, t.payment)).toBeVisible();
  await page.getByRole('button', { name: t.card }).tap();
  await expect(page.getByTestId('reader-wait').getByText(t.tap)).toBeVisible({ timeout: 20_000 });
}

/** The customer presents a card on the reader (Stripe's test helper, as the contract implements it). */
async function present(number: string) {
  const r = await fetch(
    `http://127.0.0.1:${providers.stripe.port}/v1/test_helpers/terminal/readers/${READER}/present_payment_method`,
    {
      method: 'POST',
      headers: {
        authorization: `Bearer ${CONTRACT_KEY}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ 'card_present[number]': number }).toString(),
    },
  );
  expect(r.status, await r.text()).toBe(200);
}

/** The reader's PaymentIntents, newest last: amount and status. */
const intents = () =>
  [...providers.stripe.intents.values()].map((pi) => ({
    amount: pi.amount,
    status: pi.status,
    types: pi.payment_method_types,
  }));

async function newKiosk(browser: import('@playwright/test').Browser) {
  const ctx = await browser.newContext({
    baseURL: providers.prod.base,
    viewport: { width: 1080, height: 1920 },
    hasTouch: true,
  });
  return ctx.newPage();
}

test('approved on the reader: "tap, insert or swipe", then the order number, paid', async ({ browser }) => {
  const page = await newKiosk(browser);
  await enrolledKiosk(page, 'en-gb');
  const t = T['en-gb'];
  await payByCard(page, 'en-gb');
  // The amount the reader charges, with the card's surcharge.
  await expect(page.getByText(`To pay: $${(BY_CARD / 100).toFixed(2)}`)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/providers-kiosk-tap-en-gb.png` });
  expect(providers.stripe.readers.get(READER)!.action).toMatchObject({ status: 'in_progress' });
  await present(APPROVES);
  await expect(heading(page, t.number)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(t.paid)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/providers-kiosk-approved-en-gb.png` });
  expect(intents()).toEqual([{ amount: BY_CARD, status: 'succeeded', types: ['card_present'] }]);
  await page.context().close();
});

test('declined on the reader (zh-hans): said in words, nothing charged; the card again is approved', async ({
  browser,
}) => {
  const page = await newKiosk(browser);
  await enrolledKiosk(page, 'zh-hans');
  const t = T['zh-hans'];
  const before = providers.stripe.intents.size;
  await payByCard(page, 'zh-hans');
  await present(DECLINES);
  const wait = page.getByTestId('reader-wait');
  await expect(wait.getByRole('alert')).toHaveText(t.declined, { timeout: 20_000 });
  await expect(wait.getByRole('button', { name: t.again })).toBeVisible();
  await expect(wait.getByRole('button', { name: t.otherWay })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/providers-kiosk-declined-zh-hans.png` });
  await wait.getByRole('button', { name: t.again }).tap();
  await expect(wait.getByText(t.tap)).toBeVisible({ timeout: 20_000 });
  await present(APPROVES);
  await expect(heading(page, t.number)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(t.paid)).toBeVisible();
  // Two attempts at the reader: the declined one took nothing, the second was approved.
  expect(intents().slice(before)).toEqual([
    { amount: BY_CARD, status: 'requires_payment_method', types: ['card_present'] },
    { amount: BY_CARD, status: 'succeeded', types: ['card_present'] },
  ]);
  await page.context().close();
});

/** The venue's orders placed since `since` (ms): payment, paid, sent to the kitchen, total. */
async function ordersSince(since: number) {
  const { default: postgres } = await import('postgres');
  const sql = postgres(providers.prod.databaseUrl, { max: 1, onnotice: () => undefined });
  try {
    return await sql.unsafe<{ payment: string; paid: boolean; sent: boolean; total_cents: string }[]>(
      'SELECT payment, paid, sent, total_cents FROM orders WHERE shop_id = $1 AND created_at >= $2 ORDER BY created_at',
      [SHOP, since],
    );
  } finally {
    await sql.end({ timeout: 5 });
  }
}

test('declined, then another way: the same order is paid at the counter, without the card surcharge', async ({
  browser,
}) => {
  const page = await newKiosk(browser);
  await enrolledKiosk(page, 'en-gb');
  const t = T['en-gb'];
  const since = Date.now();
  await payByCard(page, 'en-gb');
  await present(DECLINES);
  const wait = page.getByTestId('reader-wait');
  await expect(wait.getByRole('alert')).toHaveText(t.declined, { timeout: 20_000 });
  await page.screenshot({ path: `${SHOTS}/providers-kiosk-declined-en-gb.png` });
  await wait.getByRole('button', { name: t.otherWay }).tap();
  await expect(page.getByTestId('reader-wait')).toHaveCount(0);
  await page.getByRole('button', { name: t.counter }).tap();
  await expect(heading(page, t.number)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(/^Pay \$8\.90 at the counter with number \d+\.$/)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/providers-kiosk-counter-en-gb.png` });
  // One order: the declined card's, moved to the counter ($8.90, no card surcharge) and sent to the kitchen.
  expect(await ordersSince(since)).toEqual([{ payment: 'cash', paid: false, sent: true, total_cents: '890' }]);
  await page.context().close();
});

test('cancelled at the kiosk while the reader waits: the reader stops, nothing charged, pay another way', async ({
  browser,
}) => {
  const page = await newKiosk(browser);
  await enrolledKiosk(page, 'en-gb');
  const t = T['en-gb'];
  const before = providers.stripe.intents.size;
  await payByCard(page, 'en-gb');
  const wait = page.getByTestId('reader-wait');
  await wait.getByRole('button', { name: t.cancel }).tap();
  await expect(wait.getByRole('alert')).toHaveText(t.cancelled, { timeout: 20_000 });
  expect(providers.stripe.readers.get(READER)!.action).toMatchObject({ status: 'failed', failure_code: 'canceled' });
  await page.screenshot({ path: `${SHOTS}/providers-kiosk-cancelled-en-gb.png` });
  expect(intents().slice(before)).toEqual([
    { amount: BY_CARD, status: 'requires_payment_method', types: ['card_present'] },
  ]);
  await wait.getByRole('button', { name: t.otherWay }).tap();
  await expect(page.getByRole('button', { name: t.counter })).toBeVisible();
  await expect(page.getByRole('button', { name: t.card })).toBeVisible();
  await page.context().close();
});
