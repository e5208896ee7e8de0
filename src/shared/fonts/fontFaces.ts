// The @font-face rules of the self-hosted fonts (loaded only by selfHostedFonts.ts when a theme uses
// one). Only the latin and latin-ext woff2 files are served, imported through Vite so they are
// hashed assets of our own origin; each rule carries its unicode-range, so a browser fetches the
// latin-ext file only for a page with such letters. font-display: swap keeps text visible meanwhile.
import interLatin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';
import interLatinExt from '@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2?url';
import serifLatin from '@fontsource-variable/source-serif-4/files/source-serif-4-latin-wght-normal.woff2?url';
import serifLatinExt from '@fontsource-variable/source-serif-4/files/source-serif-4-latin-ext-wght-normal.woff2?url';
import type { SelfHostedFamily } from './selfHostedFonts';

const LATIN =
  'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';
const LATIN_EXT =
  'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF';

/** Each family's files (latin first) and weight range. */
export const FONT_FILES: Readonly<Record<SelfHostedFamily, { latin: string; latinExt: string; weight: string }>> = {
  'Inter Variable': { latin: interLatin, latinExt: interLatinExt, weight: '100 900' },
  'Source Serif 4 Variable': { latin: serifLatin, latinExt: serifLatinExt, weight: '200 900' },
};

const face = (family: string, url: string, weight: string, range: string) =>
  `@font-face{font-family:'${family}';font-style:normal;font-display:swap;font-weight:${weight};` +
  `src:url(${JSON.stringify(url)}) format('woff2-variations'),url(${JSON.stringify(url)}) format('woff2');unicode-range:${range}}`;

/** The family's @font-face rules (latin and latin-ext). */
export function fontFaceCss(family: SelfHostedFamily): string {
  const f = FONT_FILES[family];
  return [face(family, f.latinExt, f.weight, LATIN_EXT), face(family, f.latin, f.weight, LATIN)].join('\n');
}
