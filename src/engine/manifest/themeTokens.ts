// Every theme token value checked by its kind (issue 27 finding 13): a value becomes a CSS custom
// property as written (src/app/theme.ts tokenCss), so anything but a plain value of its kind — a
// url(...), a "</style>", braces, semicolons, expressions — is refused, by the server on the theme
// save path (checkTheme) whatever the client sent. The kind comes from the token group; a group the
// app does not know takes a colour, a length or a unitless number, nothing else.
import { isThemeColour } from './contrast';

export const TOKEN_KINDS = ['colour', 'length', 'fontFamily', 'fontWeight', 'number', 'shadow', 'any'] as const;
export type TokenKind = (typeof TOKEN_KINDS)[number];

/** The kind of each known token group. */
export const GROUP_KINDS: Readonly<Record<string, TokenKind>> = {
  color: 'colour',
  colorNight: 'colour',
  radius: 'length',
  space: 'length',
  fontSize: 'length',
  size: 'length',
  borderWidth: 'length',
  font: 'fontFamily',
  fontWeight: 'fontWeight',
  lineHeight: 'number',
  z: 'number',
  shadow: 'shadow',
};

/** Lengths in px (a bare number) up to this; rem/em up to a tenth of it. */
export const LENGTH_MAX_PX = 2000;

/**
 * The usable range of each sized group (issue 32: a radius of -5, spacing of 5000 or a 2 px font
 * size makes pages unusable): px, with rem/em counted at 16 px. A group not listed takes 0..LENGTH_MAX_PX.
 */
export const GROUP_RANGES: Readonly<Record<string, { min: number; max: number; unit: 'px' | '' }>> = {
  radius: { min: 0, max: 999, unit: 'px' },
  space: { min: 0, max: 200, unit: 'px' },
  fontSize: { min: 10, max: 72, unit: 'px' },
  borderWidth: { min: 0, max: 20, unit: 'px' },
  lineHeight: { min: 1, max: 3, unit: '' },
  fontWeight: { min: 100, max: 900, unit: '' },
};

/** Pixels of a length value (a bare number is px; rem/em at 16 px); null for % or not a length. */
export function lengthPx(v: string | number): number | null {
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  const m = LENGTH.exec(v.trim());
  if (!m || m[2] === '%') return null;
  return m[2] === 'rem' || m[2] === 'em' ? Number(m[1]) * 16 : Number(m[1]);
}

/** The problem with a value outside its group's range (GROUP_RANGES), or null. Call after tokenValueProblem. */
export function tokenRangeProblem(group: string, v: unknown): string | null {
  const r = GROUP_RANGES[group];
  if (!r || (typeof v !== 'number' && typeof v !== 'string')) return null;
  const n = r.unit === 'px' ? lengthPx(v) : typeof v === 'number' ? v : null;
  if (n === null) return null;
  return n < r.min || n > r.max ? `is outside ${r.min}${r.unit}..${r.max}${r.unit}, the range of "${group}"` : null;
}
const LENGTH = /^(-?\d{1,4}(?:\.\d{1,3})?)(px|rem|em|%)?$/;
export const FONT_FAMILY_MAX = 300;
export const SHADOW_MAX = 300;

/** Family names: letters (any script), digits, spaces, quotes, hyphens, underscores and dots, separated by commas. */
const FONT_FAMILY = /^[\p{L}\p{N} ,'"_.-]+$/u;

function lengthOk(v: string | number, allowNegative = false): boolean {
  if (typeof v === 'number')
    return Number.isFinite(v) && (allowNegative ? Math.abs(v) : v) <= LENGTH_MAX_PX && (allowNegative || v >= 0);
  const m = LENGTH.exec(v.trim());
  if (!m) return false;
  const n = Number(m[1]);
  if (n < 0 && !allowNegative) return false;
  const max = m[2] === 'rem' || m[2] === 'em' ? LENGTH_MAX_PX / 10 : m[2] === '%' ? 100 : LENGTH_MAX_PX;
  return Math.abs(n) <= max;
}

/** One shadow: [inset] x y [blur [spread]] [colour], lengths in px/rem/em (a bare 0 too). */
function oneShadowOk(s: string): boolean {
  let rest = s.trim().replace(/^inset\s+/, '');
  const colour = /\s*((?:rgba?|hsla?)\([^()]*\)|#[0-9a-fA-F]{3,8}|transparent|currentcolor)$/i.exec(rest);
  if (colour) {
    if (!isThemeColour(colour[1])) return false;
    rest = rest.slice(0, colour.index);
  }
  const lengths = rest.trim().split(/\s+/).filter(Boolean);
  return lengths.length >= 2 && lengths.length <= 4 && lengths.every((l) => !l.endsWith('%') && lengthOk(l, true));
}

/** Splits on commas outside parentheses (a shadow list: colour functions have commas inside). */
function topLevelParts(s: string): string[] {
  const parts: string[] = [];
  let depth = 0,
    start = 0;
  for (let i = 0; i < s.length; i++) {
    if (s[i] === '(') depth++;
    else if (s[i] === ')') depth--;
    else if (s[i] === ',' && depth === 0) {
      parts.push(s.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(s.slice(start));
  return parts;
}

/** The problem with a token value of a kind, or null when it is a plain value of that kind. */
export function tokenValueProblem(kind: TokenKind, v: unknown): string | null {
  if (typeof v !== 'string' && typeof v !== 'number') return 'must be a text or a number';
  switch (kind) {
    case 'colour':
      return isThemeColour(v) ? null : 'is not a colour: use #rrggbb (or #rgb, #rrggbbaa, rgb(), hsl())';
    case 'length':
      return lengthOk(v) ? null : `is not a length: use a number of px from 0 to ${LENGTH_MAX_PX}, or e.g. "1.5rem"`;
    case 'fontFamily':
      return typeof v === 'string' &&
        v.length <= FONT_FAMILY_MAX &&
        FONT_FAMILY.test(v) &&
        v.split(',').every((f) => f.trim() !== '')
        ? null
        : `is not a font family list: family names separated by commas (letters, digits, spaces, quotes, - _ .), at most ${FONT_FAMILY_MAX} characters`;
    case 'fontWeight':
      return (typeof v === 'number' && Number.isInteger(v) && v >= 100 && v <= 1000) || v === 'normal' || v === 'bold'
        ? null
        : 'is not a font weight: use a whole number from 100 to 1000';
    case 'number':
      return typeof v === 'number' && Number.isFinite(v) && Math.abs(v) <= 10_000
        ? null
        : 'must be a number from -10000 to 10000';
    case 'shadow':
      return typeof v === 'string' &&
        v.length <= SHADOW_MAX &&
        (v.trim() === 'none' || topLevelParts(v).every(oneShadowOk))
        ? null
        : 'is not a shadow: use e.g. "0 1px 2px rgba(0, 0, 0, 0.12)" (lengths and a colour, several separated by commas), or "none"';
    case 'any':
      return isThemeColour(v) || lengthOk(v) || tokenValueProblem('number', v) === null
        ? null
        : 'must be a colour, a length or a number';
  }
}

/** The kind of a group's tokens. */
export const kindOfGroup = (group: string): TokenKind => GROUP_KINDS[group] ?? 'any';
