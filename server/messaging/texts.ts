// Message texts (issue 35) from the app's i18n resources, src/i18n/locales/<lang>/messages.json, in
// the customer's language; the venue's name cleaned and bounded (sms/senderName.ts) before it goes in.
import { readFileSync } from 'node:fs';
import { fromRoot } from '../paths';
import { smsSenderName } from '../sms/senderName';

export const MESSAGE_LANGS = ['en-gb', 'zh-hans'] as const;
export type MessageLang = (typeof MESSAGE_LANGS)[number];
export const MESSAGE_KEYS = ['smsCode', 'inviteSubject', 'inviteBody', 'inviteSms'] as const;
export type MessageKey = (typeof MESSAGE_KEYS)[number];

/** en-gb or zh-hans from a language tag or an Accept-Language value ("zh-CN,zh;q=0.9" is zh-hans). */
export function messageLang(tag: unknown): MessageLang {
  const first = String(tag ?? '')
    .split(',')[0]
    .trim()
    .toLowerCase();
  return first.startsWith('zh') || first === 'cn' ? 'zh-hans' : 'en-gb';
}

const cache = new Map<MessageLang, Record<MessageKey, string>>();
function textsOf(lang: MessageLang): Record<MessageKey, string> {
  let t = cache.get(lang);
  if (!t) {
    t = JSON.parse(readFileSync(fromRoot(`src/i18n/locales/${lang}/messages.json`), 'utf8')) as Record<
      MessageKey,
      string
    >;
    cache.set(lang, t);
  }
  return t;
}

/** The text of `key` with {{name}} values filled in; `venue` is always cleaned and bounded. */
export function messageText(lang: MessageLang, key: MessageKey, values: Record<string, string | number>): string {
  const v: Record<string, string> = {};
  for (const [k, x] of Object.entries(values)) v[k] = k === 'venue' ? smsSenderName(x) : String(x);
  return textsOf(lang)[key].replace(/\{\{\s*(\w+)\s*\}\}/g, (m, k: string) => v[k] ?? m);
}

/** An invitation e-mail to administer a venue, for the back office's invitation code. */
export function invitationEmail(lang: MessageLang, p: { to: string; venue: string; link: string; days: number }) {
  return {
    to: p.to,
    subject: messageText(lang, 'inviteSubject', { venue: p.venue }),
    text: messageText(lang, 'inviteBody', { venue: p.venue, link: p.link, days: p.days }),
  };
}
