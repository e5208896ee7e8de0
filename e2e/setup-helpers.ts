// What the mode-setup specs (e2e/setup-*.spec.ts) share: who does what, and the platform
// administrator's one step. The setup itself is the venue's own administrator's work (an
// administrator of demo-store only); a licence is a platform decision (issue 30: "the reference
// server's platform administrator grants it from the console; a venue administrator never edits a
// licence string"), so where a mode needs the reservation licence the platform administrator grants
// it first, in a browser of their own, into the venue's draft; the venue administrator then finds it
// there and sets the mode up.
import { expect, type Browser, type Locator, type Page } from '@playwright/test';
import { signInUi, start, type Lang } from './ordering-helpers';

export const SETUP_SHOP = 'demo-store';
/** The platform administrator: grants licences. */
export const PLATFORM_ADMIN = { user: 'admin@example.com', password: 'Admin1234!' };
/** An administrator of demo-store only: does every setup. */
export const VENUE_ADMIN = { user: 'manager-store@example.com', password: 'Admin1234!' };

/** Signs `page` in as `who` and opens the console's "Set up modes" tab. */
export async function openSetup(page: Page, lang: Lang, setupTab: string, who = VENUE_ADMIN) {
  await start(page, lang, `/merchant/${SETUP_SHOP}/console`);
  await signInUi(page, lang, `/merchant/${SETUP_SHOP}`, `/merchant/${SETUP_SHOP}/console`, who);
  await page.goto(`/merchant/${SETUP_SHOP}/console`);
  await page.getByRole('tab', { name: setupTab }).click();
}

/**
 * The platform administrator, in a browser of their own, turns the mode on in the setup tab (`turnOn`
 * answers the part of the page that holds the licence note), reads that it needs the licence, grants
 * it into the draft and leaves.
 */
export async function grantLicence(
  browser: Browser,
  lang: Lang,
  t: { setupTab: string; needLicence: string; grant: string; granted: RegExp },
  turnOn: (page: Page) => Promise<Locator>,
) {
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await ctx.newPage();
  await openSetup(page, lang, t.setupTab, PLATFORM_ADMIN);
  const scope = await turnOn(page);
  await expect(scope.getByText(t.needLicence)).toBeVisible();
  await scope.getByRole('button', { name: t.grant }).click();
  await expect(page.getByRole('status').filter({ hasText: t.granted })).toBeVisible();
  await ctx.close();
}
