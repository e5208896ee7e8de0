// The first paint of the kiosk (/self/{shop}/kiosk, issue 19): the splash as static HTML inside #root,
// before any script runs — the venue's name in the splash's title, its lead and its "Tap to start",
// in the page's language (?lang=, else Accept-Language) and the venue theme's colours and kiosk sizes, laid out as
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
type ThemeTokens = { color?: Record<string, string>; kiosk?: Record<string, unknown> };

/** The splash's sizes from a theme's `tokens.kiosk`: each a positive number of px, else the default. */
export function kioskSizesOf(tokens: Record<string, unknown>): KioskSizes {
  const size = (k: keyof KioskSizes) => {
    const v = tokens[k];
    return typeof v === 'number' && Number.isFinite(v) && v > 0 && v <= 1000 ? v : DEFAULT_SIZES[k];
  };
  return Object.fromEntries(Object.keys(DEFAULT_SIZES).map((k) => [k, size(k as keyof KioskSizes)])) as KioskSizes;
}

/** Theme documents as the splash reads them: a shipped file or a venue's own (theme studio) document. */
type ThemeDoc = { extends?: string; tokens?: ThemeTokens };
const readShipped = (name: string): ThemeDoc | null => {
  try {
    return JSON.parse(fileText(`themes/${name}.json`)) as ThemeDoc;
  } catch {
    return null;
  }
};

/** A theme's tokens with those of the themes it extends under them (default's at the bottom). */
function mergedTokens(doc: ThemeDoc | null, seen: Set<string> = new Set()): Required<ThemeTokens> {
  const parent = doc?.extends && !seen.has(doc.extends) ? doc.extends : doc ? undefined : 'default';
  const base =
    parent && /^[a-z0-9-]+$/.test(parent)
      ? mergedTokens(readShipped(parent) ?? (parent === 'default' ? {} : readShipped('default')), seen.add(parent))
      : { color: {}, kiosk: {} };
  return {
    color: { ...base.color, ...(doc?.tokens?.color ?? {}) },
    kiosk: { ...base.kiosk, ...(doc?.tokens?.kiosk ?? {}) },
  };
}

function looksFrom(all: Required<ThemeTokens>): Looks {
  const pick = (k: string, dflt: string) => (HEX.test(all.color[k] ?? '') ? all.color[k] : dflt);
  return {
    colours: {
      background: pick('background', '#F6F7F9'),
      text: pick('onSurface', '#1B1F24'),
      accent: pick('brand', '#0B5FA5'),
      onAccent: pick('onBrand', '#FFFFFF'),
    },
    sizes: kioskSizesOf(all.kiosk),
  };
}

const shippedLooks = new Map<string, Looks>();
/**
 * The theme's colours and kiosk sizes: a venue's own document (made in the theme studio) when it has one,
 * else the shipped file of that id (read once), each over the themes it extends and the default theme.
 */
function looksOf(theme: string, venueDoc: ThemeDoc | null): Looks {
  if (venueDoc) return looksFrom(mergedTokens(venueDoc, new Set([theme])));
  const id = /^[a-z0-9-]+$/.test(theme) ? theme : 'default';
  let l = shippedLooks.get(id);
  if (!l) {
    l = looksFrom(mergedTokens(readShipped(id) ?? readShipped('default'), new Set([id])));
    shippedLooks.set(id, l);
  }
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
  venueDoc: ThemeDoc | null = null,
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
