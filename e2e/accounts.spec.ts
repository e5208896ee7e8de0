// Accounts end to end (issue 16, the first half of the main e2e), Chromium at 390 px, in English and
// Chinese, against the real reference server: sign up with the SMS code read from the dev outbox,
// sign out, sign in by SMS, edit the profile, sign out; and forgot password, then sign in with the
// new password. axe-core finds no serious or critical violation on any account screen on the way
// (sign-up steps, sign-in, me, member QR, profile, forgot password). Screenshots go to
// test-results/screenshots/accounts-*.png.
import { expect, test, type Page } from '@playwright/test';
import { codeFor, freshMobile, sendCodeTo, signOutHere, T } from './account-helpers';
import { mkdirSync } from 'node:fs';
import { freshStorage, seriousAxeViolations, watchProblems } from './support';

const SHOTS = 'test-results/screenshots';
mkdirSync(SHOTS, { recursive: true });
test.use({ viewport: { width: 390, height: 844 } });

async function axeClean(page: Page, report: Record<string, string[]>, name: string) {
  report[name] = await seriousAxeViolations(page);
}

for (const lang of ['en-gb', 'zh-hans'] as const) {
  test(`sign up with the SMS code, sign out, sign in by SMS, edit the profile, sign out (${lang})`, async ({
    page,
    request,
  }) => {
    const t = T[lang];
    const problems = watchProblems(page);
    const report: Record<string, string[]> = {};
    const mobile = freshMobile(lang === 'en-gb' ? 1 : 2);
    const name = lang === 'en-gb' ? 'Nora' : '小明';
    await freshStorage(page, lang);

    // 1. Sign up: mobile, the code from the dev outbox, terms, password (strong, but a dictionary word).
    await page.goto('/mobile/demo-cafe/signup');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await axeClean(page, report, 'signup mobile');
    await sendCodeTo(page, lang, mobile);
    const first = await codeFor(request, mobile);
    await axeClean(page, report, 'signup code');
    await page.getByLabel(t.code, { exact: true }).fill(first.code);
    await page.getByRole('button', { name: t.verify }).click();
    await page.getByRole('checkbox', { name: t.terms }).click();
    await page.getByLabel(t.first, { exact: true }).fill(name);
    await axeClean(page, report, 'signup terms');
    await page.getByRole('button', { name: t.next }).click();
    await page.getByLabel(t.newPw).fill('Password1!');
    await expect(page.getByText(t.strong)).toBeVisible();
    await page.getByRole('button', { name: t.create }).click();
    await expect(page.getByText(t.weak)).toBeVisible();
    await axeClean(page, report, 'signup password warned');
    if (lang === 'en-gb')
      await page.screenshot({ path: `${SHOTS}/accounts-signup-password-${lang}.png`, fullPage: true });
    await page.getByLabel(t.newPw).fill('Kettle-77-Blue');
    await page.getByRole('button', { name: t.create }).click();
    await expect(page).toHaveURL(/\/mobile\/demo-cafe\/home$/);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('user-token') ?? '')).not.toBe('');

    // 2. Me: the greeting and an honest "no member card"; then a real sign-out.
    await page.goto('/mobile/demo-cafe/me');
    await expect(page.getByText(t.hello(name))).toBeVisible();
    await expect(page.getByText(t.noCard)).toBeVisible();
    await axeClean(page, report, 'me');
    await page.screenshot({ path: `${SHOTS}/accounts-me-${lang}.png`, fullPage: true });
    await signOutHere(page, lang);

    // 3. Sign in by SMS (its own code).
    await expect(page.getByRole('heading', { name: t.smsHeading })).toBeVisible();
    await axeClean(page, report, 'login');
    const sms = page.getByRole('region', { name: t.smsHeading });
    await sms.getByLabel(t.mobile, { exact: true }).fill(mobile);
    await sms.getByRole('button', { name: t.sendCode }).click();
    const second = await codeFor(request, mobile, first.id);
    await sms.getByLabel(t.code, { exact: true }).fill(second.code);
    await sms.getByRole('button', { name: t.signIn, exact: true }).click();
    await expect(page).toHaveURL(/\/mobile\/demo-cafe\/home$/);

    // 4. Edit the profile: post code digits only, then saved on the server and read back.
    await page.goto('/mobile/demo-cafe/user/profile');
    await expect(page.getByLabel(t.first, { exact: true })).toHaveValue(name);
    await page.getByLabel(t.last, { exact: true }).fill('Lee');
    await page.getByLabel(t.email, { exact: true }).fill(`nora.${mobile}@example.com`);
    await page.getByLabel(t.postcode).fill('40a0');
    await page.getByRole('button', { name: t.save, exact: true }).click();
    await expect(page.getByText(t.numbersOnly)).toBeVisible();
    await axeClean(page, report, 'profile with errors');
    await page.getByLabel(t.postcode).fill('4000');
    const saved = page.waitForResponse((r) => new URL(r.url()).pathname === '/account/update');
    await page.getByRole('button', { name: t.save, exact: true }).click();
    expect(((await (await saved).json()) as { success: boolean }).success).toBe(true);
    await expect(page.getByText(t.saved)).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/accounts-profile-${lang}.png`, fullPage: true });
    await page.reload();
    await expect(page.getByLabel(t.postcode)).toHaveValue('4000');
    await expect(page.getByLabel(t.last, { exact: true })).toHaveValue('Lee');
    await axeClean(page, report, 'profile');

    // 5. Sign out from the profile.
    await signOutHere(page, lang);

    expect(report).toEqual(Object.fromEntries(Object.keys(report).map((k) => [k, []])));
    expect(problems).toEqual([]);
  });
}

test('forgot password, then sign in with the new password; the member QR of a card holder (zh-hans, en-gb)', async ({
  page,
  request,
}) => {
  const problems = watchProblems(page);
  const report: Record<string, string[]> = {};
  // An account made through the API (the sign-up itself is the test above).
  const mobile = freshMobile(3);
  await request.post('/account/getUserIdentifyCode', { data: { mobile } });
  const c = await codeFor(request, mobile);
  const reg = await request.post('/account/register', { data: { mobile, code: c.code, password: 'First-pass-7' } });
  expect(((await reg.json()) as { result: { rtn: number } }).result.rtn).toBe(1);

  const t = T['zh-hans'];
  await freshStorage(page, 'zh-hans');
  await page.goto('/mobile/demo-cafe/forgotpassword');
  await axeClean(page, report, 'forgot mobile');
  await sendCodeTo(page, 'zh-hans', mobile);
  const reset = await codeFor(request, mobile, c.id);
  await page.getByLabel(t.code, { exact: true }).fill(reset.code);
  await page.getByRole('button', { name: t.next }).click();
  await page.getByLabel(t.newPw).fill('Second-pass-8');
  await axeClean(page, report, 'forgot password');
  await page.getByRole('button', { name: t.setPw }).click();
  await expect(page).toHaveURL(/\/mobile\/demo-cafe\/login$/);
  await expect(page.getByText(t.resetDone)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/accounts-reset-zh-hans.png`, fullPage: true });

  // The old password no longer works; the new one does.
  await page.getByLabel(t.user).fill(mobile);
  await page.getByLabel(t.password, { exact: true }).fill('First-pass-7');
  await page.getByRole('button', { name: t.signIn, exact: true }).first().click();
  await expect(page.getByRole('alert').first()).toBeVisible();
  await page.getByLabel(t.password, { exact: true }).fill('Second-pass-8');
  await page.getByRole('button', { name: t.signIn, exact: true }).first().click();
  await expect(page).toHaveURL(/\/mobile\/demo-cafe\/home$/);

  // A card holder's member QR (app family), drawn in the browser from the card number.
  const e = T['en-gb'];
  await page.evaluate(() => localStorage.setItem('venue_lang', 'en-gb'));
  await page.goto('/mobile/demo-cafe/me');
  await page.getByRole('button', { name: e.signOut }).click();
  await expect(page).toHaveURL(/\/mobile\/demo-cafe\/login$/);
  await page.goto('/app/demo-cafe/login');
  await page.getByLabel(e.user).fill('0400000001');
  await page.getByLabel(e.password, { exact: true }).fill('Demo1234!');
  await page.getByRole('button', { name: e.signIn, exact: true }).first().click();
  await expect(page).toHaveURL(/\/app\/demo-cafe\/home$/);
  await page.goto('/app/demo-cafe/my/qrcode/home');
  await expect(page.getByRole('img', { name: e.qr })).toBeVisible();
  await expect(page.getByTestId('member-qr-number')).toHaveText('M10000001');
  await axeClean(page, report, 'member qr');
  await page.screenshot({ path: `${SHOTS}/accounts-qr-en-gb.png`, fullPage: true });
  await page.goto('/app/demo-cafe/account/edit/home');
  await expect(page.getByLabel(e.first, { exact: true })).toHaveValue('Alice');
  await axeClean(page, report, 'edit account');

  expect(report).toEqual(Object.fromEntries(Object.keys(report).map((k) => [k, []])));
  expect(problems).toEqual([]);
});
