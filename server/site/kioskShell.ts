// The first paint of the kiosk (/self/{shop}/kiosk, issue 19): the splash as static HTML inside #root,
// before any script runs — the venue's name in the splash's title, its lead and its "Tap to start",
// in the page's language (?lang=, else Accept-Language) and the venue theme's colours and kiosk sizes, laid out as
// the kiosk's splash step draws them (KioskFlow and KioskStep styles), so the drawn splash replaces
// it in place. The texts are the app's own (src/i18n/locales/<lang>/kiosk.json), the colours and sizes the
// theme's (a studio theme's document, else the shipped file, with its extends chain). Text only, HTML-escaped; no script (strict CSP). The
// start is drawn, not a button: it answers once the app has drawn the splash over it (a moment later).
import { readFileSync } from 'node:fs';
import { mergedSchemes, mergedTokens, resolveToken } from '../../src/engine/manifest/contrast';
import type { ThemeManifest } from '../../src/engine/contract';
import { fromRoot } from '../paths';
import { shippedThemes } from '../themes/shipped';
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
/** The kiosk tokens the splash uses, in px (themes/default.json `tokens.kiosk`, the defaults of KioskFlow's styles). */
export type KioskSizes = {
  title: number;
  price: number;
  total: number;
  tile: number;
  gap: number;
  pad: number;
  bar: number;
};
const DEFAULT_SIZES: KioskSizes = { title: 52, price: 34, total: 44, tile: 168, gap: 16, pad: 32, bar: 136 };
type Looks = { colours: Colours; sizes: KioskSizes };
const DEFAULT_COLOURS: Colours = { background: '#F6F7F9', text: '#1B1F24', accent: '#0B5FA5', onAccent: '#FFFFFF' };

/** The splash's sizes from a theme's `tokens.kiosk`: each a positive number of px, else the default. */
export function kioskSizesOf(tokens: Record<string, unknown>): KioskSizes {
  const size = (k: keyof KioskSizes) => {
    const v = tokens[k];
    return typeof v === 'number' && Number.isFinite(v) && v > 0 && v <= 1000 ? v : DEFAULT_SIZES[k];
  };
  return Object.fromEntries(Object.keys(DEFAULT_SIZES).map((k) => [k, size(k as keyof KioskSizes)])) as KioskSizes;
}

/** A theme's default-scheme colours (the roles the kiosk draws with) and kiosk sizes, its extends chain merged. */
function looksFrom(theme: ThemeManifest, byId: Map<string, ThemeManifest>): Looks {
  const tokens = mergedTokens(theme, byId);
  const roles = mergedSchemes(theme, byId).default ?? {};
  const colour = (role: keyof Colours) => {
    const v = resolveToken(roles[role] ?? '', tokens);
    return typeof v === 'string' && HEX.test(v) ? v : DEFAULT_COLOURS[role];
  };
  return {
    colours: {
      background: colour('background'),
      text: colour('text'),
      accent: colour('accent'),
      onAccent: colour('onAccent'),
    },
    sizes: kioskSizesOf(tokens.kiosk ?? {}),
  };
}

const shippedLooks = new Map<string, Looks>();
/**
 * The looks of the venue's theme: its own document (made in the theme studio) when it has one, else the
 * shipped theme of that id (server/themes/shipped.ts, computed once), else the default theme's.
 */
function looksOf(theme: string, venueDoc: ThemeManifest | null): Looks {
  if (!venueDoc && shippedLooks.has(theme)) return shippedLooks.get(theme)!;
  const byId = new Map(shippedThemes().map((t) => [t.id, t]));
  if (venueDoc) return looksFrom(venueDoc, byId);
  const shipped = byId.get(theme) ?? byId.get('default');
  const l = shipped ? looksFrom(shipped, byId) : { colours: DEFAULT_COLOURS, sizes: DEFAULT_SIZES };
  // Keyed by the id asked for: an id that is not shipped reads as the default theme.
  if (byId.has(theme) || theme === 'default') shippedLooks.set(theme, l);
  return l;
}

/** Whether a page path opens the kiosk flow (the self family's kiosk route). */
export const isKioskPath = (parts: readonly string[]): boolean =>
  parts.length === 3 && parts[0] === 'self' && parts[2] === 'kiosk';

const FONT = "system-ui,-apple-system,'Segoe UI',Roboto,'PingFang SC','Microsoft YaHei',sans-serif";

/** The kiosk splash shell (inside the boot-shell div). */
export function kioskSplashShell(
  name: string,
  lang: PageLang,
  theme: string,
  venueDoc: ThemeManifest | null = null,
): string {
  const t = textsOf(lang);
  const { colours: c, sizes: k } = looksOf(theme, venueDoc);
  const title = name ? t.splashTitleAt.replace('{{name}}', name) : t.splashTitle;
  // The sizes are the splash step's at the theme's kiosk scale (KioskFlow/KioskStep styles): the title
  // 1.6 × title, the lead at the price size, the start 1.5 × tile tall in 1.2 × total type, the flow's
  // padding and its foot (bar + gap), so the drawn splash takes the same place and the largest paint is
  // the shell's, not a second, larger title.
  const px = (n: number) => `${Math.round(n * 100) / 100}px`;
  return [
    `<div style="min-height:100vh;display:flex;flex-direction:column;box-sizing:border-box;padding:${px(k.pad)} ${px(k.pad)} ${px(k.bar + k.gap)};font:28px/1.5 ${FONT};background:${c.background};color:${c.text}">`,
    `<section style="display:flex;flex-direction:column;align-items:center;justify-content:center;gap:${px(2 * k.pad)};flex:1;min-height:calc(100vh - ${px(k.bar + 2 * k.pad)});text-align:center">`,
    `<h1 style="margin:0;font-size:${px(1.6 * k.title)};line-height:1.15">${escapeHtml(title)}</h1>`,
    `<p style="margin:0;font-size:${px(k.price)}">${escapeHtml(t.splashLead)}</p>`,
    `<span aria-hidden="true" style="box-sizing:border-box;min-width:60%;min-height:${px(1.5 * k.tile)};display:flex;align-items:center;justify-content:center;padding:${px(k.gap)} ${px(k.pad)};font-size:${px(1.2 * k.total)};font-weight:700;line-height:1.2;border-radius:16px;border:3px solid ${c.accent};background:${c.accent};color:${c.onAccent}">${escapeHtml(t.splashStart)}</span>`,
    '</section></div>',
  ].join('');
}
