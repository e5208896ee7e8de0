// A passing colour for a failing contrast pair: the foreground moved the least distance towards
// black or towards white (in sRGB) that reaches the ratio the pair needs. Pure.
import { contrastRatio, parseHex } from './contrast';

const hex = (c: [number, number, number]) =>
  `#${c
    .map((v) => Math.round(v).toString(16).padStart(2, '0'))
    .join('')
    .toUpperCase()}`;
const mix = (a: [number, number, number], b: [number, number, number], t: number): [number, number, number] =>
  [0, 1, 2].map((i) => a[i] + (b[i] - a[i]) * t) as [number, number, number];

/** The smallest step (0..1) towards `to` at which fg on bg reaches min; null when even `to` does not. */
function stepTowards(
  fg: [number, number, number],
  to: [number, number, number],
  bg: string,
  min: number,
): number | null {
  if ((contrastRatio(hex(to), bg) ?? 0) < min) return null;
  let lo = 0,
    hi = 1;
  for (let i = 0; i < 24; i++) {
    const mid = (lo + hi) / 2;
    if ((contrastRatio(hex(mix(fg, to, mid)), bg) ?? 0) >= min) hi = mid;
    else lo = mid;
  }
  // Rounding to whole channels may land just below the ratio: step on until the written colour passes.
  while (hi < 1 && (contrastRatio(hex(mix(fg, to, hi)), bg) ?? 0) < min) hi = Math.min(1, hi + 0.005);
  return hi;
}

/**
 * The nearest colour to `fg` that has at least `min` contrast on `bg` ('#RRGGBB'); `fg` itself (as
 * '#RRGGBB') when it already passes; null when a colour cannot be read.
 */
export function suggestColour(fg: string, bg: string, min: number): string | null {
  const f = parseHex(fg);
  if (!f || !parseHex(bg)) return null;
  if ((contrastRatio(hex(f), bg) ?? 0) >= min) return hex(f);
  const dark = stepTowards(f, [0, 0, 0], bg, min),
    light = stepTowards(f, [255, 255, 255], bg, min);
  const options = [
    dark === null ? null : { t: dark, c: hex(mix(f, [0, 0, 0], dark)) },
    light === null ? null : { t: light, c: hex(mix(f, [255, 255, 255], light)) },
  ].filter((o): o is { t: number; c: string } => o !== null && (contrastRatio(o.c, bg) ?? 0) >= min);
  if (!options.length)
    return (contrastRatio('#000000', bg) ?? 0) >= (contrastRatio('#FFFFFF', bg) ?? 0) ? '#000000' : '#FFFFFF';
  return options.sort((a, b) => a.t - b.t)[0].c;
}
