// The first paint of the kiosk (/self/{shop}/kiosk, issue 19): the splash as static HTML inside #root,
// before any script runs — the venue's name in the splash's title, its lead and its "Tap to start",
// in the page's language (?lang=, else Accept-Language) and the venue theme's colours, laid out as
// the kiosk's splash step draws them (KioskFlow and KioskStep styles), so the drawn splash replaces
// it in place. The texts are the app's own (src/i18n/locales/<lang>/kiosk.json) and the colours the
// theme files' (themes/<id>.json), read once. Text only, HTML-escaped; no script (strict CSP). The
// start is drawn, not a button: it answers once the app has drawn the splash over it (a moment later).
import { readFileSync } from 'node:fs';
import { fromRoot } from '../paths';
import { escapeHtml } from './escape';
import type { PageLang } from './errorPage';

type KioskTexts = { splashTitle: string; splashTitleAt: string; splashLead: string; splashStart: string };
type Colours = { background: string; text: string; accent: string; onAccent: string };

const fileText = (rel: string): string => readFileSync(fromRoot(rel), 'utf8');

const texts = new Map<PageLang, KioskTexts>();
function textsOf(lang: PageLang): KioskTexts {
  let t = texts.get(lang);
  if (!t) {
    t = JSON.parse(fileText(`src/i18n/locales/${lang}/kiosk.json`)) as KioskTexts;
    texts.set(lang, t);
  }
  return t;
}

const HEX = /^#[0-9a-fA-F]{3,8}$/;
const colours = new Map<string, Colours>();
/** The theme's background, text and accent colours (its own, else those it extends, else the default theme's). */
function coloursOf(theme: string): Colours {
  const id = /^[a-z0-9-]+$/.test(theme) ? theme : 'default';
  let c = colours.get(id);
  if (!c) {
    const read = (name: string): Record<string, string> => {
      try {
        const doc = JSON.parse(fileText(`themes/${name}.json`)) as {
          extends?: string;
          tokens?: { color?: Record<string, string> };
        };
        const base = doc.extends && doc.extends !== name ? read(doc.extends) : {};
        return { ...base, ...(doc.tokens?.color ?? {}) };
      } catch {
        return name === 'default' ? {} : read('default');
      }
    };
    const all = read(id);
    const pick = (k: string, dflt: string) => (HEX.test(all[k] ?? '') ? all[k] : dflt);
    c = {
      background: pick('background', '#F6F7F9'),
      text: pick('onSurface', '#1B1F24'),
      accent: pick('brand', '#0B5FA5'),
      onAccent: pick('onBrand', '#FFFFFF'),
    };
    colours.set(id, c);
  }
  return c;
}

/** Whether a page path opens the kiosk flow (the self family's kiosk route). */
export const isKioskPath = (parts: readonly string[]): boolean =>
  parts.length === 3 && parts[0] === 'self' && parts[2] === 'kiosk';

const FONT = "system-ui,-apple-system,'Segoe UI',Roboto,'PingFang SC','Microsoft YaHei',sans-serif";

/** The kiosk splash shell (inside the boot-shell div). */
export function kioskSplashShell(name: string, lang: PageLang, theme: string): string {
  const t = textsOf(lang);
  const c = coloursOf(theme);
  const title = name ? t.splashTitleAt.replace('{{name}}', name) : t.splashTitle;
  // The sizes are the splash step's at the default kiosk scale (KioskFlow/KioskStep styles): the
  // title 1.6 × 52 px, the lead 34 px, the start 1.5 × 168 px tall in 1.2 × 44 px type, so the drawn
  // splash takes the same place and the largest paint is the shell's, not a second, larger title.
  return [
    `<div style="min-height:100vh;display:flex;flex-direction:column;box-sizing:border-box;padding:32px 32px 152px;font:28px/1.5 ${FONT};background:${c.background};color:${c.text}">`,
    '<section style="display:flex;flex-direction:column;align-items:center;justify-content:center;gap:64px;flex:1;min-height:calc(100vh - 200px);text-align:center">',
    `<h1 style="margin:0;font-size:83.2px;line-height:1.15">${escapeHtml(title)}</h1>`,
    `<p style="margin:0;font-size:34px">${escapeHtml(t.splashLead)}</p>`,
    `<span aria-hidden="true" style="box-sizing:border-box;min-width:60%;min-height:252px;display:flex;align-items:center;justify-content:center;padding:16px 32px;font-size:52.8px;font-weight:700;line-height:1.2;border-radius:16px;border:3px solid ${c.accent};background:${c.accent};color:${c.onAccent}">${escapeHtml(t.splashStart)}</span>`,
    '</section></div>',
  ].join('');
}
