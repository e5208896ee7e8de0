// Faults at a table booking with a deposit (demo-cafe, 2 people, $20.00 paid through the sandbox card
// page). One test per fault: abort, a 10 s delay, 500, 401, 'api.not.logged', offline, a reload and a
// closed tab reopened (its address opened again in a new tab), each injected at every step that talks
// to the server, one after the other:
// - slots: the free times of the chosen day (POST /api/booking/slots);
// - create: the booking with its payment (POST /api/booking/create);
// - pay: the card page's Pay (POST /sandbox/pay/<txn>/decide) for abort, delay, offline, reload and
//   reopen; 500, 401 and 'api.not.logged' where the app talks to the server after paying (the booking
//   read on the success screen; the provider's own page is not the venue's to word).
// After each: the customer's choice (people, day, time) is still on the screen, they read a clear
// message in their language (or sign in again and come back to where they were), and the server holds
// at most one booking: none after the slots, one awaiting its deposit after create, and one confirmed
// with its deposit charged once after paying. Half the faults run in zh-hans (every step in both).
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiLogin, bearer, type Lang } from './ordering-helpers';
import {
  DELAY_MS,
  FAULTS,
  fillSandboxCard,
  forgetSignIn,
  givenUp,
  inject,
  keepSignIn,
  reopen,
  sandboxPay,
  SERVER_WORDS,
  signedIn,
  signInAgain,
  TROUBLE,
  type Fault,
} from './faults-helpers';

const HOME = '/reservation/demo-cafe/ticket/all/home';
const W = {
  'en-gb': {
    noSlots: 'No free times on this day. Try another day.',
    date: 'Date',
    people: 'People',
    continue: 'Continue',
    terms: /I accept the terms/,
    payBook: /Pay \$20\.00 and book/,
    booked: 'Booked',
    retry: 'Try again',
    payNow: 'Pay $20.00 now',
    back: 'Back to the venue',
  },
  'zh-hans': {
    noSlots: '这一天没有空闲时间，请换一天。',
    date: '日期',
    people: '人数',
    continue: '继续',
    terms: /我接受条款/,
    payBook: /支付 \$20\.00 并预订/,
    booked: '预订成功',
    retry: '重试',
    payNow: '立即支付 $20.00',
    back: '返回商户',
  },
} as const;

const URLS = {
  slots: /\/api\/booking\/slots/,
  create: /\/api\/booking\/create/,
  decide: /\/sandbox\/pay\/bt_[0-9a-f]+\/decide/,
  read: /\/api\/booking\/mine/,
};

/** A day `n` days ahead at the venue (Brisbane). */
const dayAhead = (n: number) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Australia/Brisbane',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(Date.now() + n * 86_400_000));

interface Booked {
  bookingId: string;
  status: string;
  payCents: number;
  paidCents: number;
}

async function myBookings(request: APIRequestContext, token: string): Promise<Booked[]> {
  const r = await request.post('/api/booking/mine', { headers: bearer(token), data: { shop: 'demo-cafe' } });
  return ((await r.json()) as { result: { bookings: Booked[] } }).result.bookings;
}

const answeredAFault = (f: Fault) => f === 'abort' || f === '500' || f === 'offline';
const signsOut = (f: Fault) => f === '401' || f === 'notLogged';

/** The message after a failed call: in the customer's language, never the server's English words in zh-hans. */
async function troubleShown(page: Page, lang: Lang) {
  await expect(page.getByRole('alert').filter({ hasText: TROUBLE[lang] }).first()).toBeVisible({ timeout: 20_000 });
  if (lang === 'zh-hans') await expect(page.getByText(SERVER_WORDS)).toHaveCount(0);
}

/** The choice is on the screen: the home's people and day, or the checkout's time and button. */
async function choiceIntact(page: Page, lang: Lang, day: string, time?: string) {
  const w = W[lang];
  if (time) {
    await expect(page).toHaveURL(/\/checkout\?start=\d+/);
    await expect(page.getByText(new RegExp(`${time}–`))).toBeVisible({ timeout: 20_000 });
    // The button follows the payment part's own read, after the time (CI under load: 5 s was not always enough).
    await expect(page.getByRole('button', { name: w.payBook })).toBeVisible({ timeout: 20_000 });
    return;
  }
  await expect(page.getByLabel(w.people)).toHaveValue('2', { timeout: 20_000 });
  await expect(page.getByLabel(w.date)).toHaveValue(day);
}

/** Slots: the day's free times are read under the fault; the customer's people and day stay. */
async function slotsStep(page: Page, lang: Lang, fault: Fault, day: string): Promise<Page> {
  const w = W[lang];
  const { disarm, delivered } = await inject(page, URLS.slots, fault);
  if (fault === 'offline') await page.context().setOffline(true);
  await page.getByLabel(w.people).fill('2');
  await page.getByLabel(w.date).fill(day);
  if (answeredAFault(fault)) {
    await troubleShown(page, lang);
    await page.context().setOffline(false);
    // Back online the page reads again by itself (its Try again goes), or the customer presses Try again.
    const retry = page.getByRole('button', { name: w.retry });
    await expect(page.getByTestId('slots').or(retry)).toBeVisible({ timeout: 20_000 });
    // (A press waits for the button at most a moment: it goes when the page's own read starts.)
    if (await retry.isVisible()) await retry.click({ timeout: 5_000 }).catch(() => undefined);
  } else if (signsOut(fault)) {
    await expect(page).toHaveURL(/\/login/, { timeout: 20_000 });
    await signInAgain(page, lang);
    await expect(page).toHaveURL(/\/ticket\/all\/home\?/); // back where the customer was
  } else if (fault === 'reload') {
    await delivered;
    await page.reload();
  } else if (fault === 'reopen') {
    await delivered;
    page = await reopen(page);
  }
  disarm();
  await choiceIntact(page, lang, day);
  await expect(page.getByTestId('slots')).toBeVisible({ timeout: DELAY_MS + 10_000 });
  return page;
}

/** Create: Pay and book under the fault; the customer ends on the payment page with the same booking. */
async function createStep(page: Page, lang: Lang, fault: Fault, day: string, time: string): Promise<Page> {
  const w = W[lang];
  const { disarm, delivered } = await inject(page, URLS.create, fault);
  if (fault === 'offline') await page.context().setOffline(true);
  await page.getByRole('button', { name: w.payBook }).click();
  if (answeredAFault(fault)) {
    await troubleShown(page, lang);
    await page.context().setOffline(false);
  } else if (signsOut(fault)) {
    await expect(page).toHaveURL(/\/login/, { timeout: 20_000 });
    await signInAgain(page, lang);
  } else if (fault === 'reload') {
    await delivered;
    await page.reload();
  } else if (fault === 'reopen') {
    await delivered;
    page = await reopen(page);
  }
  disarm();
  if (fault !== 'delay') {
    // Still at the checkout with the choice; pressing again (the same attempt) goes on to pay.
    await choiceIntact(page, lang, day, time);
    const terms = page.getByRole('checkbox', { name: w.terms });
    if (!(await terms.isChecked())) await terms.check();
    await page.getByRole('button', { name: w.payBook }).click();
  }
  await expect(page).toHaveURL(/\/sandbox\/pay\/bt_[0-9a-f]+/, { timeout: DELAY_MS + 20_000 });
  return page;
}

/** Pay: the card page's Pay (or the read after it) under the fault; the customer ends on 'Booked'. */
async function payStep(page: Page, lang: Lang, fault: Fault, bookingId: string): Promise<Page> {
  const w = W[lang];
  await fillSandboxCard(page, lang);
  const { disarm, delivered } = await inject(page, signsOut(fault) || fault === '500' ? URLS.read : URLS.decide, fault);
  if (fault === 'offline') await page.context().setOffline(true);
  const failed = fault === 'abort' || fault === 'offline' ? givenUp(page, URLS.decide) : null;
  await sandboxPay(page, lang).click();
  if (failed) {
    // No answer from the card page (the browser's own error page). The venue's app, opened again,
    // shows the booking not paid yet, its time held, and the way to pay it.
    await failed;
    await expect(page).not.toHaveURL(/\/booking\/success/);
    await page.context().setOffline(false);
    await page.goto('/reservation/demo-cafe/mybookings');
    const pay = page.locator(`[data-booking="${bookingId}"]`).getByRole('link', { name: w.payNow });
    await expect(pay).toBeVisible({ timeout: 20_000 });
    await pay.click();
    await fillSandboxCard(page, lang);
    await sandboxPay(page, lang).click();
  } else if (fault === '500') {
    await troubleShown(page, lang);
    await page.getByRole('button', { name: w.retry }).click();
  } else if (signsOut(fault)) {
    await expect(page).toHaveURL(/\/login/, { timeout: 20_000 });
    await signInAgain(page, lang);
  } else if (fault === 'reload' || fault === 'reopen') {
    await delivered;
    if (fault === 'reload') await page.reload();
    else page = await reopen(page);
    // The card page again: this payment is already made; back to the venue.
    await page.getByRole('link', { name: w.back }).click();
  }
  disarm();
  await expect(page).toHaveURL(new RegExp(`/booking/success\\?booking=${bookingId}`), { timeout: DELAY_MS + 20_000 });
  await expect(page.getByRole('heading', { name: w.booked })).toBeVisible({ timeout: 20_000 });
  return page;
}

// eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures from an object pattern; this hook needs none
test.afterEach(({}, info) => {
  if (info.status !== info.expectedStatus) forgetSignIn();
});

FAULTS.forEach((fault, n) => {
  const lang: Lang = n % 2 ? 'zh-hans' : 'en-gb';
  test(`booking under '${fault}' at the slots, the booking and the payment (${lang})`, async ({ page, request }) => {
    test.setTimeout(fault === 'delay' ? 120_000 : 90_000);
    const w = W[lang];
    const token = await apiLogin(request);
    const before = await myBookings(request, token);
    const fresh = async () =>
      (await myBookings(request, token)).filter((b) => !before.some((x) => x.bookingId === b.bookingId));
    const states = async () => (await fresh()).map((b) => `${b.status} ${b.paidCents}/${b.payCents}`);
    const day = dayAhead(2 + (n % 6));
    await signedIn(page, lang, '/reservation/demo-cafe', HOME);
    // The home has read today's free times (late in the venue's evening there are none left today).
    await expect(page.getByTestId('slots').or(page.getByText(w.noSlots))).toBeVisible({ timeout: 20_000 });

    page = await slotsStep(page, lang, fault, day);
    expect(await states(), 'nothing booked by reading the free times').toEqual([]);

    const slot = page.getByTestId('slots').getByRole('button').nth(n);
    const time = (await slot.textContent())!.trim();
    await slot.click();
    await page.getByRole('button', { name: w.continue }).click();
    await expect(page).toHaveURL(/\/checkout\?start=\d+/);
    await page.getByRole('checkbox', { name: w.terms }).check();

    page = await createStep(page, lang, fault, day, time);
    expect(await states(), 'one booking, awaiting its deposit').toEqual(['received 0/2000']);
    const bookingId = (await fresh())[0].bookingId;

    page = await payStep(page, lang, fault, bookingId);
    expect(await states(), 'one booking, its deposit charged once').toEqual(['confirmed 2000/2000']);
    await keepSignIn(page);
  });
});
