// The first-run setup page (issue 31): plain HTML, no script (the CSP allows none inline), every
// value escaped, English or Simplified Chinese (?lang=zh-hans). It posts an HTML form.
import { escapeHtml as esc } from '../site/escape';
import type { SetupProblem } from './firstRun';

export const SETUP_LANGS = ['en-gb', 'zh-hans'] as const;
export type SetupLang = (typeof SETUP_LANGS)[number];
export const setupLangOf = (v: unknown): SetupLang => (v === 'zh-hans' ? 'zh-hans' : 'en-gb');

const T: Record<SetupLang, Record<string, string>> = {
  'en-gb': {
    title: 'Set up the venue server',
    lead: 'Create the platform administrator: the account that creates venues and invites their administrators.',
    email: 'E-mail',
    password: 'Password',
    confirm: 'Password again',
    rules: 'At least 8 characters with lower and upper case letters, a digit and one of !@#$%^&*.',
    create: 'Create the administrator',
    done: 'The platform administrator is ready. Sign in to the console to create your first venue.',
    signIn: 'Sign in',
    used: 'This setup link has been used or replaced. Look in the server log for the current one, or sign in.',
    other: '中文',
    email_: 'Enter an e-mail address such as name@example.com.',
    weak: 'Choose a strong password: at least 8 characters with lower and upper case letters, a digit and one of !@#$%^&*, not a common word.',
    tooLong: 'The password may have at most 20 characters.',
    demo: 'That password is published in the demo: choose another.',
    mismatch: 'The two passwords are not the same.',
    exists: 'There is already a platform administrator: sign in instead.',
    token: 'This setup link has been used or replaced: look in the server log for the current one.',
  },
  'zh-hans': {
    title: '设置场所服务器',
    lead: '创建平台管理员：用来创建场所并邀请场所管理员的帐户。',
    email: '电子邮件',
    password: '密码',
    confirm: '再次输入密码',
    rules: '至少 8 个字符，包含小写和大写字母、数字以及 !@#$%^&* 之一。',
    create: '创建管理员',
    done: '平台管理员已创建。请登录控制台创建第一个场所。',
    signIn: '登录',
    used: '此设置链接已被使用或替换。请在服务器日志中查找当前链接，或直接登录。',
    other: 'English',
    email_: '请输入电子邮件地址，例如 name@example.com。',
    weak: '请选择强密码：至少 8 个字符，包含小写和大写字母、数字以及 !@#$%^&* 之一，且不是常见单词。',
    tooLong: '密码最多 20 个字符。',
    demo: '此密码已在演示中公开，请另选一个。',
    mismatch: '两次输入的密码不一致。',
    exists: '平台管理员已存在，请直接登录。',
    token: '此设置链接已被使用或替换，请在服务器日志中查找当前链接。',
  },
};

export const page = (lang: SetupLang, body: string) => `<!doctype html>
<html lang="${lang === 'zh-hans' ? 'zh-Hans' : 'en-GB'}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${esc(T[lang].title)}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a}
label{display:block;margin-top:1rem;font-weight:600}input{display:block;width:100%;box-sizing:border-box;font:inherit;padding:.6rem;margin-top:.25rem;border:1px solid #555;border-radius:6px}
button{margin-top:1.5rem;font:inherit;font-weight:600;padding:.7rem 1.2rem;border:0;border-radius:6px;background:#1d4ed8;color:#fff;cursor:pointer}
button:focus-visible,input:focus-visible,a:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
[role=alert]{border-left:4px solid #b91c1c;background:#fef2f2;padding:.6rem .8rem;margin-top:1rem}.hint{color:#444;font-size:.9rem}</style>
</head><body><main>${body}</main></body></html>`;

/** The form (with the problem of the last try, and the e-mail typed, when there was one). */
export function setupFormPage(lang: SetupLang, token: string, problem?: SetupProblem, email = ''): string {
  const t = T[lang];
  const other = lang === 'zh-hans' ? 'en-gb' : 'zh-hans';
  const msg = problem ? t[problem === 'email' ? 'email_' : problem] : '';
  return page(
    lang,
    `<h1>${esc(t.title)}</h1>
<p><a href="/setup?token=${encodeURIComponent(token)}&amp;lang=${other}" lang="${other === 'zh-hans' ? 'zh-Hans' : 'en-GB'}">${esc(t.other)}</a></p>
<p>${esc(t.lead)}</p>
${msg ? `<p role="alert" id="setup-problem">${esc(msg)}</p>` : ''}
<form method="post" action="/setup">
<input type="hidden" name="token" value="${esc(token)}"><input type="hidden" name="lang" value="${lang}">
<label for="email">${esc(t.email)}</label><input id="email" name="email" type="email" autocomplete="username" required maxlength="254" value="${esc(email)}"${problem === 'email' ? ' aria-invalid="true" aria-describedby="setup-problem"' : ''}>
<label for="password">${esc(t.password)}</label><input id="password" name="password" type="password" autocomplete="new-password" required maxlength="20" ${['weak', 'tooLong', 'demo', 'mismatch'].includes(problem ?? '') ? ' aria-invalid="true" aria-describedby="setup-problem rules"' : ' aria-describedby="rules"'}>
<p class="hint" id="rules">${esc(t.rules)}</p>
<label for="confirm">${esc(t.confirm)}</label><input id="confirm" name="confirm" type="password" autocomplete="new-password" required maxlength="20">
<button type="submit">${esc(t.create)}</button>
</form>`,
  );
}

/** Where the platform administrator signs in with no venue yet: then the Venues screen (general family routes). */
export const PLATFORM_SIGN_IN = '/platform/login?redirect=%2Fplatform%2Fvenues';

export function setupMessagePage(lang: SetupLang, kind: 'done' | 'used'): string {
  const t = T[lang];
  return page(
    lang,
    `<h1>${esc(t.title)}</h1><p${kind === 'used' ? ' role="alert"' : ''}>${esc(t[kind])}</p><p><a href="${PLATFORM_SIGN_IN}">${esc(t.signIn)}</a></p>`,
  );
}
