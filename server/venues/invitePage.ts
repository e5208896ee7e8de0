// The invitation page (issue 31): plain HTML like the setup page (no script, every value escaped,
// English or Simplified Chinese with ?lang=zh-hans). The invitee sets a password and becomes an
// administrator of the venue; then signs in at the venue's back office.
import { escapeHtml as esc } from '../site/escape';
import { page, type SetupLang } from '../setup/setupPage';
import type { InviteProblem } from './invitations';

const T: Record<SetupLang, Record<string, string>> = {
  'en-gb': {
    title: 'Become a venue administrator',
    lead: 'You are invited to administer {venue}. Choose a password for your account {login}.',
    leadExisting: 'You are invited to administer {venue}. Your account {login} exists: enter its password to accept.',
    password: 'Password',
    confirm: 'Password again',
    rules: 'At least 8 characters with lower and upper case letters, a digit and one of !@#$%^&*.',
    accept: 'Accept the invitation',
    done: 'You are now an administrator of {venue}. Sign in with {login} to open the menu and the console.',
    signIn: 'Sign in',
    other: '中文',
    weak: 'Choose a strong password: at least 8 characters with lower and upper case letters, a digit and one of !@#$%^&*, not a common word.',
    tooLong: 'The password may have at most 20 characters.',
    demo: 'That password is published in the demo: choose another.',
    mismatch: 'The two passwords are not the same.',
    password_: 'That is not the password of this account.',
    used: 'This invitation has been used or withdrawn: ask the person who invited you for a new one.',
    expired: 'This invitation expired (invitations last 7 days): ask the person who invited you for a new one.',
    unknown: 'This invitation link is not known: check that you copied all of it, or ask for a new one.',
  },
  'zh-hans': {
    title: '成为场所管理员',
    lead: '您受邀管理 {venue}。请为您的帐户 {login} 设置密码。',
    leadExisting: '您受邀管理 {venue}。您的帐户 {login} 已存在：请输入其密码以接受邀请。',
    password: '密码',
    confirm: '再次输入密码',
    rules: '至少 8 个字符，包含小写和大写字母、数字以及 !@#$%^&* 之一。',
    accept: '接受邀请',
    done: '您现在是 {venue} 的管理员。请用 {login} 登录以打开菜单和控制台。',
    signIn: '登录',
    other: 'English',
    weak: '请选择强密码：至少 8 个字符，包含小写和大写字母、数字以及 !@#$%^&* 之一，且不是常见单词。',
    tooLong: '密码最多 20 个字符。',
    demo: '此密码已在演示中公开，请另选一个。',
    mismatch: '两次输入的密码不一致。',
    password_: '这不是此帐户的密码。',
    used: '此邀请已被使用或撤回：请向邀请您的人索取新邀请。',
    expired: '此邀请已过期（邀请有效期为 7 天）：请向邀请您的人索取新邀请。',
    unknown: '无法识别此邀请链接：请检查是否完整复制，或索取新邀请。',
  },
};

const fill = (s: string, v: Record<string, string>) => s.replace(/\{(\w+)\}/g, (_, k: string) => v[k] ?? '');

export interface InviteView {
  venue: string;
  login: string;
  /** The account exists: the page asks for its password, not a new one. */
  existing: boolean;
}

export function inviteFormPage(lang: SetupLang, token: string, view: InviteView, problem?: InviteProblem): string {
  const t = T[lang];
  const other = lang === 'zh-hans' ? 'en-gb' : 'zh-hans';
  const msg = problem ? t[problem === 'password' ? 'password_' : problem] : '';
  const rules = view.existing ? '' : 'rules';
  const described = [problem ? 'invite-problem' : '', rules].filter(Boolean).join(' ');
  const invalid = `${problem ? ' aria-invalid="true"' : ''}${described ? ` aria-describedby="${described}"` : ''}`;
  return page(
    lang,
    `<h1>${esc(t.title)}</h1>
<p><a href="/invite?token=${encodeURIComponent(token)}&amp;lang=${other}" lang="${other === 'zh-hans' ? 'zh-Hans' : 'en-GB'}">${esc(t.other)}</a></p>
<p>${esc(fill(view.existing ? t.leadExisting : t.lead, { venue: view.venue, login: view.login }))}</p>
${msg ? `<p role="alert" id="invite-problem">${esc(msg)}</p>` : ''}
<form method="post" action="/invite">
<input type="hidden" name="token" value="${esc(token)}"><input type="hidden" name="lang" value="${lang}">
<input type="hidden" name="username" autocomplete="username" value="${esc(view.login)}">
<label for="password">${esc(t.password)}</label><input id="password" name="password" type="password" autocomplete="${view.existing ? 'current-password' : 'new-password'}" required maxlength="20"${invalid}>
${view.existing ? '' : `<p class="hint" id="rules">${esc(t.rules)}</p>\n<label for="confirm">${esc(t.confirm)}</label><input id="confirm" name="confirm" type="password" autocomplete="new-password" required maxlength="20">`}
<button type="submit">${esc(t.accept)}</button>
</form>`,
  );
}

export function inviteDonePage(lang: SetupLang, venue: string, login: string, signInPath: string): string {
  const t = T[lang];
  return page(
    lang,
    `<h1>${esc(t.title)}</h1><p role="status">${esc(fill(t.done, { venue, login }))}</p><p><a href="${esc(signInPath)}">${esc(t.signIn)}</a></p>`,
  );
}

export function inviteRefusedPage(lang: SetupLang, problem: 'used' | 'expired' | 'unknown'): string {
  const t = T[lang];
  return page(lang, `<h1>${esc(t.title)}</h1><p role="alert">${esc(t[problem])}</p>`);
}
