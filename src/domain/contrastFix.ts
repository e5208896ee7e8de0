// The contrast fixer that keeps the brand (issue 32): for a failing colour pair it offers, in order,
// (1) the other colour of the pair at near-white or near-black, (2) nearby shades of the other colour,
// (3) when the brand itself is too light or dark for its background, a companion shade of the brand for
// that one role (e.g. buttons on the page get a deeper yellow while the header keeps the brand), and
// (4) only when asked, shades of the kept (brand) colour. Each option says the ratio it reaches and
// which pairs that pass now it would make fail, so fixing one pair never breaks another silently.
// Pure: colours are keyed by token reference ('color.brand'); the studio maps its theme onto this.

export type Rgb = [number, number, number];

/** A pair the theme must keep legible: `fg` on `bg` (token references) needs at least `min`:1. */
export interface ColourPair {
  id: string;
  fg: string;
  bg: string;
  min: number;
  /** Where the pair is drawn (a theme's scheme and its two roles): a companion option repoints one role. */
  scheme?: string;
  fgRole?: string;
  bgRole?: string;
}

export const FIX_KINDS = ['extreme', 'shade', 'companion', 'brand'] as const;
export type FixKind = (typeof FIX_KINDS)[number];

export interface FixOption {
  kind: FixKind;
  /** The token the option changes, and its new colour (#RRGGBB). */
  token: string;
  colour: string;
  /** The ratio the failing pair reaches with it. */
  ratio: number;
  /** Ids of pairs that pass now and would fail with it (shown next to the option). */
  breaks: string[];
  /** A companion: `token` is a new token and this role of this scheme points at it instead of the brand. */
  role?: { scheme: string; role: string };
}

/** Near-white and near-black: softer than pure white and black, still far from any mid colour. */
export const NEAR_WHITE = '#FAFAFA';
export const NEAR_BLACK = '#111111';

export function parseColour(c: string): Rgb | null {
  const m = /^#([0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i.exec(c.trim());
  if (!m) return null;
  const h = m[1].length === 3 ? [...m[1]].map((x) => x + x).join('') : m[1].slice(0, 6);
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as Rgb;
}

export const toHex = (c: Rgb): string =>
  `#${c
    .map((v) =>
      Math.round(Math.min(255, Math.max(0, v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')
    .toUpperCase()}`;

const channel = (v: number) => {
  const s = v / 255;
  return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
};
const luminance = (c: Rgb) => 0.2126 * channel(c[0]) + 0.7152 * channel(c[1]) + 0.0722 * channel(c[2]);

/** The WCAG 2 contrast ratio of two colours; null when one cannot be read. */
export function ratioOf(a: string, b: string): number | null {
  const x = parseColour(a),
    y = parseColour(b);
  if (!x || !y) return null;
  const [hi, lo] = [luminance(x), luminance(y)].sort((p, q) => q - p);
  return (hi + 0.05) / (lo + 0.05);
}

const mix = (a: Rgb, b: Rgb, t: number): Rgb => [0, 1, 2].map((i) => a[i] + (b[i] - a[i]) * t) as Rgb;

/** The colour nearest `c` towards `to` (black or white) that reaches `min` on `other`; null if even `to` does not. */
function shadeTowards(c: Rgb, to: Rgb, other: string, min: number): string | null {
  if ((ratioOf(toHex(to), other) ?? 0) < min) return null;
  let lo = 0,
    hi = 1;
  for (let i = 0; i < 20; i++) {
    const mid = (lo + hi) / 2;
    if ((ratioOf(toHex(mix(c, to, mid)), other) ?? 0) >= min) hi = mid;
    else lo = mid;
  }
  while (hi < 1 && (ratioOf(toHex(mix(c, to, hi)), other) ?? 0) < min) hi = Math.min(1, hi + 0.005);
  return toHex(mix(c, to, hi));
}

/**
 * A companion shade of the kept token `kept` for the role drawing it in the failing pair: the nearest
 * shade (towards black, else white) with which every pair of that role in that scheme passes.
 */
function companionOption(
  colours: Readonly<Record<string, string>>,
  pairs: readonly ColourPair[],
  failing: ColourPair,
  kept: string,
): FixOption | null {
  const role = kept === failing.fg ? failing.fgRole : failing.bgRole;
  const c = parseColour(colours[kept] ?? '');
  if (!role || failing.scheme === undefined || !c) return null;
  const token = `${kept}${role.charAt(0).toUpperCase()}${role.slice(1)}`;
  const affected = pairs.filter((p) => p.scheme === failing.scheme && (p.fgRole === role || p.bgRole === role));
  const colourOf = (p: ColourPair, side: 'fg' | 'bg', d: string) =>
    (side === 'fg' ? p.fgRole : p.bgRole) === role ? d : (colours[side === 'fg' ? p.fg : p.bg] ?? '');
  const passesWith = (p: ColourPair, d: string) => (ratioOf(colourOf(p, 'fg', d), colourOf(p, 'bg', d)) ?? 0) >= p.min;
  for (const to of [
    [0, 0, 0],
    [255, 255, 255],
  ] as Rgb[]) {
    for (let t = 0.02; t <= 1.0001; t += 0.02) {
      const d = toHex(mix(c, to, t));
      if (!affected.every((p) => passesWith(p, d))) continue;
      const ratio = ratioOf(colourOf(failing, 'fg', d), colourOf(failing, 'bg', d)) ?? 0;
      return { kind: 'companion', token, colour: d, ratio, breaks: [], role: { scheme: failing.scheme, role } };
    }
  }
  return null;
}

/** Pairs that pass with `colours` and fail once `token` is `colour`. */
export function pairsBroken(
  colours: Readonly<Record<string, string>>,
  pairs: readonly ColourPair[],
  token: string,
  colour: string,
): string[] {
  const next = { ...colours, [token]: colour };
  const passes = (c: Record<string, string>, p: ColourPair) => (ratioOf(c[p.fg] ?? '', c[p.bg] ?? '') ?? 0) >= p.min;
  return pairs
    .filter((p) => (p.fg === token || p.bg === token) && passes(colours, p) && !passes(next, p))
    .map((p) => p.id);
}

/**
 * The options for one failing pair. `keep` names the tokens that carry the brand: they change only
 * when `changeKept` is asked for (a pair of two brand colours has no option until then). Options that
 * break no other pair come first.
 */
export function fixOptions(
  colours: Readonly<Record<string, string>>,
  pairs: readonly ColourPair[],
  failing: ColourPair,
  keep: readonly string[],
  changeKept = false,
): FixOption[] {
  const fgKept = keep.includes(failing.fg),
    bgKept = keep.includes(failing.bg);
  // The other colour: the one not carrying the brand; text (fg) when neither or both do.
  const other = fgKept && !bgKept ? failing.bg : !fgKept ? failing.fg : null;
  const out: FixOption[] = [];
  const add = (kind: FixKind, token: string, colour: string | null) => {
    if (!colour || out.some((o) => o.token === token && o.colour === colour)) return;
    const partner = token === failing.fg ? failing.bg : failing.fg;
    const ratio = ratioOf(colour, colours[partner] ?? '');
    if (ratio === null || ratio < failing.min) return;
    out.push({ kind, token, colour, ratio, breaks: pairsBroken(colours, pairs, token, colour) });
  };
  const shades = (kind: FixKind, token: string) => {
    const c = parseColour(colours[token] ?? ''),
      partner = colours[token === failing.fg ? failing.bg : failing.fg] ?? '';
    if (!c) return;
    for (const to of [
      [0, 0, 0],
      [255, 255, 255],
    ] as Rgb[])
      add(kind, token, shadeTowards(c, to, partner, failing.min));
  };
  if (other) {
    for (const c of [NEAR_BLACK, NEAR_WHITE, '#000000', '#FFFFFF']) add('extreme', other, c);
    // Near-white and near-black first, pure only when the near ones do not reach the ratio.
    const near = out.filter((o) => o.colour === NEAR_BLACK || o.colour === NEAR_WHITE);
    if (near.length) out.splice(0, out.length, ...near);
    shades('shade', other);
  }
  const kept = [failing.fg, failing.bg].find((t) => keep.includes(t));
  const companion = kept ? companionOption(colours, pairs, failing, kept) : null;
  if (companion) out.push(companion);
  if (changeKept) for (const token of [failing.fg, failing.bg].filter((t) => keep.includes(t))) shades('brand', token);
  // Options that break nothing first, then by kind (the other colour, its shades, a companion, the brand).
  const rank = (o: FixOption) => (o.breaks.length ? FIX_KINDS.length : 0) + FIX_KINDS.indexOf(o.kind);
  return out
    .map((o, i) => ({ o, i }))
    .sort((a, b) => rank(a.o) - rank(b.o) || a.i - b.i)
    .map(({ o }) => o);
}
