// Account steps shared by the account and wallet journeys (e2e/accounts.spec.ts, e2e/wallet-journey.spec.ts):
// the account screens' words in both languages, a fresh mobile, the SMS code from the dev outbox, and
// sending a code and signing out on the mobile family of demo-cafe.
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export type Lang = 'en-gb' | 'zh-hans';
export const T = {
  'en-gb': {
    mobile: 'Mobile number',
    sendCode: 'Send code',
    code: 'Verification code',
    verify: 'Verify code',
    terms: /I accept the terms/,
    next: 'Continue',
    first: 'First name',
    last: 'Last name',
    email: 'E-mail',
    postcode: 'Post code',
    newPw: 'New password',
    create: 'Create account',
    strong: 'Password strength: Strong',
    signOut: 'Sign out',
    signIn: 'Sign in',
    smsHeading: 'Sign in with an SMS code',
    hello: (n: string) => `Hello, ${n}`,
    noCard: 'You have no member card at this venue yet.',
    save: 'Save',
    saved: 'Your profile is saved.',
    numbersOnly: 'Please input numbers only',
    setPw: 'Set the new password',
    user: 'Mobile or e-mail',
    password: 'Password',
    resetDone: 'Your password is changed. Please sign in with the new password.',
    resendIn: /Resend the code in \d+ s/,
    qr: /Member QR code of card/,
    weak: 'This password is weak. You can continue, or choose a stronger one',
    anyway: 'Use this password anyway',
  },
  'zh-hans': {
    mobile: '手机号码',
    sendCode: '发送验证码',
    code: '验证码',
    verify: '验证',
    terms: /我接受条款和条件/,
    next: '继续',
    first: '名',
    last: '姓',
    email: '电子邮箱',
    postcode: '邮政编码',
    newPw: '新密码',
    create: '创建账户',
    strong: '密码强度: 强',
    signOut: '退出登录',
    signIn: '登录',
    smsHeading: '使用短信验证码登录',
    hello: (n: string) => `您好，${n}`,
    noCard: '您在本店还没有会员卡。',
    save: '保存',
    saved: '个人资料已保存。',
    numbersOnly: '请输入数字',
    setPw: '设置新密码',
    user: '手机号码或电子邮箱',
    password: '密码',
    resetDone: '密码已更改，请使用新密码登录。',
    resendIn: /\d+ 秒后可重新发送/,
    qr: /会员卡 .* 的二维码/,
    weak: '该密码强度较弱。您可以继续，或设置一个更强的密码',
    anyway: '仍然使用此密码',
  },
} as const;

/** A mobile number no earlier run used (the server may outlive a retried test). */
export const freshMobile = (n: number) => `045${String(Date.now() % 1_000_000).padStart(6, '0')}${n}`;

/** The newest code the dev outbox holds for a mobile, newer than `after` (an outbox id). */
export async function codeFor(
  request: APIRequestContext,
  mobile: string,
  after = 0,
): Promise<{ code: string; id: number }> {
  let found: { code: string; id: number } | null = null;
  await expect
    .poll(
      async () => {
        const r = await request.get('/dev/outbox?format=json');
        const rows = ((await r.json()) as { result: { id: number; mobile: string; text: string }[] }).result;
        const row = rows.find((m) => m.mobile === mobile && m.id > after);
        const code = row && /code is (\d{4})/.exec(row.text)?.[1];
        found = code ? { code, id: row!.id } : null;
        return Boolean(found);
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  return found!;
}

export async function sendCodeTo(page: Page, lang: Lang, mobile: string) {
  const t = T[lang];
  await page.getByLabel(t.mobile, { exact: true }).fill(mobile);
  await page.getByRole('button', { name: t.sendCode }).click();
  await expect(page.getByLabel(t.code, { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: t.resendIn })).toBeDisabled();
}

export async function signOutHere(page: Page, lang: Lang) {
  const out = page.waitForResponse((r) => new URL(r.url()).pathname === '/account/logout');
  await page.getByRole('button', { name: T[lang].signOut }).click();
  expect((await out).status()).toBe(200);
  await expect(page).toHaveURL(/\/mobile\/demo-cafe\/login$/);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('user-token') ?? '')).toBe('');
}
