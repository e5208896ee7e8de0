// The first paint of the kiosk (/self/{shop}/kiosk, issue 19): the splash as static HTML inside #root,
// before any script runs — the venue's name in the splash's title and its lead, in the page's language
// (?lang=, else Accept-Language), with the same sizes as the kiosk's splash step (KioskFlow and
// KioskStep styles), so the drawn splash replaces it without a jump. The texts are the app's own
// (src/i18n/locales/<lang>/kiosk.json), read once. Text only, HTML-escaped; no script (strict CSP).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { escapeHtml } from './escape';
import type { PageLang } from './errorPage';

type KioskTexts = { splashTitle: string; splashTitleAt: string; splashLead: string };
const texts = new Map<PageLang, KioskTexts>();
function textsOf(lang: PageLang): KioskTexts {
  let t = texts.get(lang);
  if (!t) {
    t = JSON.parse(readFileSync(fileURLToPath(new URL(`../../src/i18n/locales/${lang}/kiosk.json`, import.meta.url)), 'utf8')) as KioskTexts;
    texts.set(lang, t);
  }
  return t;
}

/** Whether a page path opens the kiosk flow (the self family's kiosk route). */
export const isKioskPath = (parts: readonly string[]): boolean => parts.length === 3 && parts[0] === 'self' && parts[2] === 'kiosk';

const FONT = "system-ui,-apple-system,'Segoe UI',Roboto,'PingFang SC','Microsoft YaHei',sans-serif";

/** The kiosk splash shell (inside the boot-shell div). */
export function kioskSplashShell(name: string, lang: PageLang): string {
  const t = textsOf(lang);
  const title = name ? t.splashTitleAt.replace('{{name}}', name) : t.splashTitle;
  return [
    `<div style="min-height:100vh;display:flex;flex-direction:column;padding:24px 24px 96px;box-sizing:border-box;font:1.25rem/1.4 ${FONT}">`,
    '<section style="display:flex;flex-direction:column;align-items:center;justify-content:center;gap:32px;min-height:70vh;text-align:center">',
    `<h1 style="margin:0;font-size:28px;line-height:1.2">${escapeHtml(title)}</h1>`,
    `<p style="margin:0;font-size:22px">${escapeHtml(t.splashLead)}</p>`,
    '</section></div>',
  ].join('');
}
