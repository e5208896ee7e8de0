// A night version of a designer's colours (issue 32): dark page colours tinted with the brand, light
// text, and the brand, link and focus colours lightened just enough to read on the dark page. The
// brand's own pair (text on the brand, the header) keeps the day's colours. Pure; the studio then
// checks every night pair like the day ones and offers fixes.
import { parseColour, ratioOf, toHex, type Rgb } from './contrastFix';

const mixRgb = (a: Rgb, b: Rgb, t: number): Rgb => [0, 1, 2].map((i) => a[i] + (b[i] - a[i]) * t) as Rgb;

/** `base` tinted with a little of `tint` (#RRGGBB); `base` when the tint cannot be read. */
function tinted(base: string, tint: string, amount: number): string {
  const a = parseColour(base)!,
    b = parseColour(tint);
  return b ? toHex(mixRgb(a, b, amount)) : base;
}

/** The least lightening of `c` towards white that reaches `min` on `bg` (white if nothing less does). */
export function lightenToReach(c: string, bg: string, min: number): string {
  const rgb = parseColour(c);
  if (!rgb) return '#FFFFFF';
  for (let t = 0; t <= 1.0001; t += 0.02) {
    const next = toHex(mixRgb(rgb, [255, 255, 255], t));
    if ((ratioOf(next, bg) ?? 0) >= min) return next;
  }
  return '#FFFFFF';
}

/** Near-black or near-white, whichever reads on `bg` (the stronger when both do). */
const textOn = (bg: string) => ((ratioOf('#111111', bg) ?? 0) >= (ratioOf('#FAFAFA', bg) ?? 0) ? '#111111' : '#FAFAFA');

/** Night colours for the day colours `day` (token name -> colour): the same names, dark page, light text. */
export function nightColours(day: Readonly<Record<string, string>>): Record<string, string> {
  const brand = parseColour(day.brand ?? '') ? day.brand.slice(0, 7).toUpperCase() : '#4C8DFF';
  const background = tinted('#121316', brand, 0.06);
  const surface = tinted('#1B1D21', brand, 0.06);
  const surfaceAlt = tinted('#262A2F', brand, 0.08);
  const lightBrand = lightenToReach(brand, surfaceAlt, 3.2);
  const out: Record<string, string> = {
    ...day,
    background,
    surface,
    surfaceAlt,
    onSurface: '#ECEEF1',
    muted: lightenToReach('#9AA3AE', surfaceAlt, 4.6),
    border: '#50565F',
    link: lightenToReach(day.link ?? brand, surfaceAlt, 4.6),
    focus: lightenToReach(day.focus ?? brand, surfaceAlt, 3.2),
    overlay: '#000000B3',
  };
  // The brand stays as the day's for the header when it reads on the dark page; else a lighter shade of it.
  out.brand = (ratioOf(brand, surfaceAlt) ?? 0) >= 3 ? brand : lightBrand;
  out.onBrand = (ratioOf(day.onBrand ?? '', out.brand) ?? 0) >= 4.5 ? day.onBrand : textOn(out.brand);
  // Only the names the day has: a night colour never adds a token the theme does not use.
  return Object.fromEntries(Object.entries(out).filter(([k]) => k in day));
}
