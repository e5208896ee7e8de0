// Themes at run time: tokens of themes/*.json become CSS custom properties on :root
// (--color-brand, --space-md, --font-size-lg), the 'default' scheme becomes --role-* and other
// schemes --scheme-<name>-*. The venue's settings colours and font sizes and its branding overlay
// the chosen theme. Switching needs no reload: only the properties change.
import type { Settings } from '../domain';
import type { ThemeManifest } from '../engine/contract';
import { manifestLoader } from './manifests';
import { dayIdOf, hasNight, nightAsDay, nightIdOf } from '../engine/manifest/nightVersion';
import { addFontFaces } from '../shared/fonts/selfHostedFonts';

const files = import.meta.glob<{ default: ThemeManifest }>('/themes/*.json');

const kebab = (s: string) => s.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

export function themeIds(): string[] {
  return Object.keys(files)
    .map((p) => p.replace(/^.*\/([^/]+)\.json$/, '$1'))
    .sort();
}

/** A theme after migrate -> validate; an invalid one is reported and left out (the default applies). */
export async function loadTheme(id: string): Promise<ThemeManifest | null> {
  const load = files[`/themes/${id}.json`];
  if (!load) return null;
  const [raw, m] = await Promise.all([load(), manifestLoader()]);
  const r = m.prepareDocument<ThemeManifest>(raw.default, `themes/${id}.json`, 'theme');
  for (const i of r.issues) if (i.severity === 'error') console.error(`${i.file}#${i.path} ${i.code}: ${i.message}`);
  return r.doc ?? null;
}

/** A theme with its extends chain merged (base first). */
export async function loadMerged(id: string): Promise<ThemeManifest | null> {
  const chain: ThemeManifest[] = [];
  let next: string | undefined = id;
  while (next && chain.length < 8 && !chain.some((t) => t.id === next)) {
    const t = await loadTheme(next);
    if (!t) break;
    chain.unshift(t);
    next = t.extends;
  }
  if (!chain.length) return null;
  return chain.reduce((acc, t) => mergeTheme(acc, t));
}

export function mergeTheme(base: ThemeManifest, over: ThemeManifest): ThemeManifest {
  const tokens: ThemeManifest['tokens'] = { ...base.tokens };
  for (const [g, v] of Object.entries(over.tokens ?? {})) tokens[g] = { ...(tokens[g] ?? {}), ...v };
  const schemes: ThemeManifest['schemes'] = { ...base.schemes };
  for (const [s, v] of Object.entries(over.schemes ?? {})) schemes[s] = { ...(schemes[s] ?? {}), ...v };
  return { ...base, ...over, tokens, schemes };
}

/** Settings keys that overlay theme tokens (spec 3 "many theme colours and font sizes"). */
export const SETTINGS_OVERLAY: readonly (readonly [keyof Settings, string, string])[] = [
  ['themeColor', 'color', 'brand'],
  ['buttonColor', 'color', 'brand'],
  ['buttonFontColor', 'color', 'onBrand'],
  ['backgroundColor', 'color', 'background'],
  ['fontColor', 'color', 'onSurface'],
  ['fontSize', 'fontSize', 'md'],
  ['titleFontSize', 'fontSize', 'xl'],
];

const COLOR = /^(#[0-9a-fA-F]{3,8}|rgba?\([\d\s.,%]+\)|hsla?\([\d\s.,%deg]+\))$/;

/** Only plain colours and sizes from the server reach CSS (no url(), no expressions). */
export function safeTokenValue(group: string, v: unknown): string | number | null {
  if (typeof v === 'number' && Number.isFinite(v) && v > 0 && v < 200) return v;
  if (typeof v !== 'string') return null;
  const s = v.trim();
  if (group === 'color') return COLOR.test(s) ? s : null;
  if (group === 'fontSize' && /^\d+(\.\d+)?(px)?$/.test(s)) return Number.parseFloat(s);
  return null;
}

/** The venue's overlay: settings colours and font sizes (header colours go to the brand scheme). */
export function settingsOverlay(settings: Partial<Settings>): {
  tokens: ThemeManifest['tokens'];
  header: Record<string, string>;
} {
  const tokens: ThemeManifest['tokens'] = {};
  for (const [key, group, name] of SETTINGS_OVERLAY) {
    const v = safeTokenValue(group, settings[key]);
    if (v === null || (group === 'fontSize' && settings[key] === undefined)) continue;
    (tokens[group] ??= {})[name] = v;
  }
  const header: Record<string, string> = {};
  const hc = safeTokenValue('color', settings.headerColor);
  const hf = safeTokenValue('color', settings.headerFontColor);
  if (typeof hc === 'string') header.background = hc;
  if (typeof hf === 'string') header.text = hf;
  return { tokens, header };
}

function tokenCss(group: string, v: string | number): string {
  if (typeof v !== 'number') return v;
  if (group === 'fontWeight' || group === 'lineHeight' || group === 'z') return String(v);
  return `${v}px`;
}

/** Every custom property of a theme, as name -> value. Pure (tested). */
export function themeToCssVars(
  theme: ThemeManifest,
  overlay?: { tokens?: ThemeManifest['tokens']; header?: Record<string, string> },
): Record<string, string> {
  const merged = overlay?.tokens ? mergeTheme(theme, { ...theme, tokens: overlay.tokens, schemes: {} }) : theme;
  const out: Record<string, string> = {};
  for (const [group, values] of Object.entries(merged.tokens ?? {})) {
    for (const [name, v] of Object.entries(values)) out[`--${kebab(group)}-${kebab(name)}`] = tokenCss(group, v);
  }
  const ref = (r: string) => {
    const [g, n] = r.split('.');
    return g && n && merged.tokens?.[g]?.[n] !== undefined ? `var(--${kebab(g)}-${kebab(n)})` : null;
  };
  for (const [scheme, roles] of Object.entries(merged.schemes ?? {})) {
    const prefix = scheme === 'default' ? '--role-' : `--scheme-${kebab(scheme)}-`;
    for (const [role, r] of Object.entries(roles)) {
      const v = ref(r);
      if (v) out[`${prefix}${kebab(role)}`] = v;
    }
  }
  // The brand scheme colours the header; a venue's header colours win.
  if (overlay?.header?.background) out['--scheme-brand-background'] = overlay.header.background;
  if (overlay?.header?.text) out['--scheme-brand-text'] = overlay.header.text;
  return out;
}

let applied: string[] = [];

/** Puts a theme's properties on :root, replacing the previous theme's. */
export function applyCssVars(vars: Record<string, string>, themeId: string): void {
  const root = document.documentElement;
  for (const name of applied) if (!(name in vars)) root.style.removeProperty(name);
  for (const [name, v] of Object.entries(vars)) root.style.setProperty(name, v);
  applied = Object.keys(vars);
  root.dataset.theme = themeId;
  // A self-hosted font gets its @font-face rules only when the theme names it (none otherwise).
  void addFontFaces([vars['--font-heading'], vars['--font-body']]);
}

/** The venue's own theme (made in the theme studio) once loaded and checked: the theme switch offers it. */
let venueOwn: ThemeManifest | null = null;

/** A theme by id: a shipped one, else the venue's own, read and checked at run time (src/app/venueTheme.ts, its own chunk). */
async function themeById(id: string, shop: string): Promise<ThemeManifest | null> {
  if (themeIds().includes(id)) return loadMerged(id);
  // The night version of the venue's own theme ('<id>--night'); its day version when it has none.
  const dayId = dayIdOf(id);
  if (dayId) {
    const day = await themeById(dayId, shop);
    return day && (nightAsDay(day) ?? day);
  }
  if (!shop) return null;
  return (venueOwn = await (await import('./venueTheme')).venueTheme(shop, id, venueOwn, loadTheme, loadMerged));
}

/**
 * Loads, overlays and applies a theme (shipped, or the venue's own for `shop`). Falls back to the
 * shipped 'default' when the id is unknown or the venue's theme is invalid (the reason is logged).
 */
export async function applyTheme(id: string, settings: Partial<Settings> = {}, shop = ''): Promise<string> {
  const theme = (await themeById(id, shop)) ?? (await loadMerged('default'));
  if (!theme) return id;
  applyCssVars(themeToCssVars(theme, settingsOverlay(settings)), theme.id);
  return theme.id;
}

/** How the switch names a venue theme's night version (after the theme's own name). */
const NIGHT_NAME = { 'en-gb': ' (night)', 'zh-hans': '（夜间）' } as const;

/** Theme ids with display names in a language, for the theme switch (the venue's own theme first). */
export async function themeChoices(lang: string): Promise<{ id: string; name: string }[]> {
  const out: { id: string; name: string }[] = [];
  const named = (t: ThemeManifest) => (lang === 'zh-hans' ? t.name?.['zh-hans'] : t.name?.['en-gb']) ?? t.id;
  if (venueOwn) out.push({ id: venueOwn.id, name: named(venueOwn) });
  // A venue theme with its own night version: the switch is its day and its night.
  if (venueOwn && hasNight(venueOwn)) {
    out.push({
      id: nightIdOf(venueOwn.id),
      name: `${named(venueOwn)}${NIGHT_NAME[lang === 'zh-hans' ? 'zh-hans' : 'en-gb']}`,
    });
    return out;
  }
  for (const id of themeIds()) {
    const t = await loadTheme(id);
    if (t) out.push({ id, name: named(t) });
  }
  return out;
}
