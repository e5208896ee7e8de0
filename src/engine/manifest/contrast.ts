// WCAG 2.x contrast for theme schemes. Pure: no DOM, no I/O.
import type { ThemeManifest } from '../contract';

export const AA_NORMAL_TEXT = 4.5;

/** Parses '#rgb', '#rrggbb' (or '#rrggbbaa', alpha ignored) into 0..255 channels; null otherwise. */
export function parseHex(color: string): [number, number, number] | null {
  const m = /^#([0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i.exec(color.trim());
  if (!m) return null;
  let h = m[1];
  if (h.length === 3)
    h = h
      .split('')
      .map((c) => c + c)
      .join('');
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as [number, number, number];
}

const HEX_COLOUR = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const FUNCTION_COLOUR = /^(rgba?|hsla?)\(([^()]*)\)$/i;
const NUMBER_ARG = /^[+-]?(\d+\.?\d*|\.\d+)(%|deg|turn|rad)?$/i;

/**
 * Whether a theme colour token is a colour a browser draws: '#rgb', '#rgba', '#rrggbb', '#rrggbbaa',
 * rgb()/rgba()/hsl()/hsla() with three numbers (and an alpha), 'transparent' or 'currentColor'.
 * Anything else ('#GGGGGG', '#12345', 'red;', 'url(...)') is refused.
 */
export function isThemeColour(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const v = value.trim();
  if (HEX_COLOUR.test(v) || /^(transparent|currentcolor)$/i.test(v)) return true;
  const m = FUNCTION_COLOUR.exec(v);
  if (!m) return false;
  const args = m[2]
    .trim()
    .split(/\s*[,/]\s*|\s+/)
    .filter(Boolean);
  return (args.length === 3 || args.length === 4) && args.every((a) => NUMBER_ARG.test(a));
}

/** Relative luminance (WCAG 2.x). */
export function luminance([r, g, b]: [number, number, number]): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** Contrast ratio between two colours, 1..21; null when either is not a hex colour. */
export function contrastRatio(a: string, b: string): number | null {
  const pa = parseHex(a),
    pb = parseHex(b);
  if (!pa || !pb) return null;
  const la = luminance(pa),
    lb = luminance(pb);
  const [hi, lo] = la > lb ? [la, lb] : [lb, la];
  return (hi + 0.05) / (lo + 0.05);
}

/** Roles that are text (or icons) drawn on the page backgrounds. */
const TEXT_ROLES = /^(text|link)([A-Z].*)?$/;
const PAGE_BACKGROUNDS = ['background', 'surface', 'surfaceAlt'];

/**
 * Text-on-background role pairs a scheme defines: every `onX` role on role `x`, and every text or
 * link role (text, textMuted, link...) on each page background it has (background, surface, surfaceAlt).
 */
export function textPairs(scheme: Record<string, string>): Array<[fg: string, bg: string]> {
  const pairs: Array<[string, string]> = [];
  for (const role of Object.keys(scheme)) {
    const m = /^on([A-Z].*)$/.exec(role);
    if (m) {
      const bg = m[1][0].toLowerCase() + m[1].slice(1);
      if (bg in scheme) pairs.push([role, bg]);
    } else if (TEXT_ROLES.test(role)) {
      for (const bg of PAGE_BACKGROUNDS) if (bg in scheme) pairs.push([role, bg]);
    }
  }
  return pairs;
}

/** Merged tokens of a theme and the themes it extends (nearest wins). Cycles stop the walk. */
export function mergedTokens(
  theme: ThemeManifest,
  byId: Map<string, ThemeManifest>,
): Record<string, Record<string, string | number>> {
  const chain: ThemeManifest[] = [];
  const seen = new Set<string>();
  for (
    let t: ThemeManifest | undefined = theme;
    t && !seen.has(t.id);
    t = t.extends ? byId.get(t.extends) : undefined
  ) {
    seen.add(t.id);
    chain.unshift(t);
  }
  const out: Record<string, Record<string, string | number>> = {};
  for (const t of chain) {
    for (const [group, tokens] of Object.entries(t.tokens ?? {})) out[group] = { ...(out[group] ?? {}), ...tokens };
  }
  return out;
}

/** Merged schemes (scheme by scheme, role by role). */
export function mergedSchemes(
  theme: ThemeManifest,
  byId: Map<string, ThemeManifest>,
): Record<string, Record<string, string>> {
  const chain: ThemeManifest[] = [];
  const seen = new Set<string>();
  for (
    let t: ThemeManifest | undefined = theme;
    t && !seen.has(t.id);
    t = t.extends ? byId.get(t.extends) : undefined
  ) {
    seen.add(t.id);
    chain.unshift(t);
  }
  const out: Record<string, Record<string, string>> = {};
  for (const t of chain) {
    for (const [name, roles] of Object.entries(t.schemes ?? {})) out[name] = { ...(out[name] ?? {}), ...roles };
  }
  return out;
}

export function resolveToken(
  ref: string,
  tokens: Record<string, Record<string, string | number>>,
): string | number | undefined {
  const dot = ref.indexOf('.');
  if (dot < 0) return undefined;
  return tokens[ref.slice(0, dot)]?.[ref.slice(dot + 1)];
}

export interface ContrastResult {
  scheme: string;
  fg: string;
  bg: string;
  ratio: number | null;
  pass: boolean;
}

/** Every text-on-background pair of every scheme of a theme, with its ratio against WCAG AA. */
export function themeContrast(
  theme: ThemeManifest,
  byId: Map<string, ThemeManifest> = new Map([[theme.id, theme]]),
): ContrastResult[] {
  const tokens = mergedTokens(theme, byId);
  const results: ContrastResult[] = [];
  for (const [name, scheme] of Object.entries(mergedSchemes(theme, byId))) {
    for (const [fg, bg] of textPairs(scheme)) {
      const a = resolveToken(scheme[fg], tokens),
        b = resolveToken(scheme[bg], tokens);
      const ratio = typeof a === 'string' && typeof b === 'string' ? contrastRatio(a, b) : null;
      results.push({ scheme: name, fg, bg, ratio, pass: ratio !== null && ratio >= AA_NORMAL_TEXT });
    }
  }
  return results;
}
