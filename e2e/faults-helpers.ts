// Shared pieces of the fault specs (faults-booking, faults-topup): one fault armed on the next call
// to a step's address, the words a customer must see after a failed call, and a signed-in start that
// signs in through the form once and then reuses the browser's saved sign-in (a fault that logs the
// customer out ends with a fresh sign-in, which is saved again).
import { expect, type Page, type Route } from '@playwright/test';
import { signInUi, start, T, type Lang } from './ordering-helpers';

export type Fault = 'abort' | 'delay' | '500' | '401' | 'notLogged' | 'offline' | 'reload' | 'reopen';
export const FAULTS: readonly Fault[] = ['abort', 'delay', '500', '401', 'notLogged', 'offline', 'reload', 'reopen'];

/** The words a customer must see after a failed call, per language (any of them). */
export const TROUBLE: Record<Lang, RegExp> = {
  'en-gb': /connection|network|try again|could not|unstable|failed|went wrong|problem/i,
  'zh-hans': /网络|连接|重试|失败|稍后|无法|问题/,
};

/** A server fault's own words (English whatever the visitor's language): never what a zh-hans customer reads. */
export const SERVER_WORDS = 'The server failed to answer; please try again.';

/** How long the delayed answer waits (the app's request time-out is 60 s: a slow answer is waited for). */
export const DELAY_MS = 10_000;

/**
 * Arms `fault` on the next request to `url` (the later ones pass). Abort, 500, 401, 'api.not.logged'
 * and the 10 s delay act on the request itself; for reload and reopen the request reaches the server
 * but its answer never reaches the page (`delivered` resolves once the server has answered), and the
 * test then reloads or closes the tab; offline lets it through (the test takes the browser offline).
 */
export async function inject(
  page: Page,
  url: RegExp,
  fault: Fault,
): Promise<{ disarm: () => void; delivered: Promise<void> }> {
  let armed = true;
  let done = () => {};
  const delivered = new Promise<void>((r) => {
    done = r;
  });
  const handler = async (route: Route) => {
    if (!armed) return route.continue().catch(() => undefined);
    armed = false;
    if (fault === 'abort') return route.abort('failed');
    if (fault === '500')
      return route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, dispMsg: SERVER_WORDS }),
      });
    if (fault === '401')
      return route.fulfill({
        status: 401,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, dispMsg: 'Login expired' }),
      });
    if (fault === 'notLogged')
      return route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, result: 'api.not.logged', dispMsg: 'Please log in first.' }),
      });
    if (fault === 'delay') {
      await new Promise((r) => setTimeout(r, DELAY_MS));
      return route.continue().catch(() => undefined);
    }
    if (fault === 'reload' || fault === 'reopen') {
      // The server does the work; its answer is lost on the way (the page is reloaded or closed next).
      await route.fetch({ maxRedirects: 0 }).catch(() => undefined);
      await route.abort('aborted').catch(() => undefined);
      done();
      return;
    }
    return route.continue().catch(() => undefined);
  };
  await page.route(url, handler);
  return {
    disarm: () => {
      armed = false;
    },
    delivered,
  };
}

/** Closes the tab and opens its address again in a new tab of the same browser (a closed tab reopened). */
export async function reopen(page: Page): Promise<Page> {
  const address = page.url();
  const context = page.context();
  await page.close();
  const fresh = await context.newPage();
  await fresh.goto(address);
  return fresh;
}

let saved: Record<string, string> | null = null;

/** Starts a test signed in as Alice on `path`: the sign-in form the first time, the saved sign-in after. */
export async function signedIn(page: Page, lang: Lang, base: string, path: string): Promise<void> {
  if (saved) {
    await start(page, lang, path, saved);
    return;
  }
  await start(page, lang, path);
  await signInUi(page, lang, base, path);
  await keepSignIn(page);
  await page.goto(path);
}

/** Saves the page's sign-in (the token and what signing in stored) for the next tests. */
export async function keepSignIn(page: Page): Promise<void> {
  saved = await page.evaluate(() =>
    Object.fromEntries(
      Object.keys(localStorage)
        .filter((k) => /token|user|member/i.test(k))
        .map((k) => [k, localStorage.getItem(k) ?? '']),
    ),
  );
}

/** A failed test may leave a signed-out browser behind: the next one signs in through the form. */
export function forgetSignIn(): void {
  saved = null;
}

/** On a login screen after a 401 or 'api.not.logged': sign in again as Alice. */
export async function signInAgain(page: Page, lang: Lang): Promise<void> {
  const t = T[lang];
  await page.getByLabel(t.user).fill('0400000001');
  await page.getByLabel(t.password).fill('Demo1234!');
  await page.getByRole('button', { name: t.signIn, exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/, { timeout: 15_000 });
  await expect.poll(() => page.evaluate(() => localStorage.getItem('user-token') ?? '')).not.toBe('');
  await keepSignIn(page);
}

/** The sandbox provider's card page, in the customer's language: a test card, then Pay. */
export const SANDBOX: Record<Lang, { card: string; expiry: string; cvc: string; pay: string }> = {
  'en-gb': { card: 'Card number', expiry: 'Expiry (MM/YY)', cvc: 'CVC', pay: 'Pay' },
  'zh-hans': { card: '卡号', expiry: '有效期 (MM/YY)', cvc: '安全码', pay: '支付' },
};

export async function fillSandboxCard(page: Page, lang: Lang): Promise<void> {
  const w = SANDBOX[lang];
  await page.getByLabel(w.card).fill('4242 4242 4242 4242');
  await page.getByLabel(w.expiry).fill('12/39');
  await page.getByLabel(w.cvc).fill('123');
}

/**
 * Armed before the card page's Pay under abort or offline: resolves once the browser has given up on
 * it (its own error page, what the customer sees). Going back online before that let a submit still on
 * its way through after all (paid, and no 'Pay now' left to find).
 */
export const givenUp = (page: Page, url: RegExp) => page.waitForEvent('requestfailed', (r) => url.test(r.url()));

export const sandboxPay = (page: Page, lang: Lang) =>
  page.getByRole('button', { name: SANDBOX[lang].pay, exact: true });
