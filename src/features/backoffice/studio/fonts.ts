// The font families a designer picks for headings and text: system stacks and two open fonts served
// from our own origin (src/shared/fonts; the CSP allows no outside font host), each ending in Chinese
// fallbacks so zh-hans text never falls back to a random face. Every stack passes the theme's font
// family grammar (engine/manifest/themeTokens.ts).
import { addFontFaces, SELF_HOSTED_FAMILIES } from '../../../shared/fonts/selfHostedFonts';

export const FONT_STACK_IDS = [
  'system',
  'inter',
  'sourceSerif',
  'humanist',
  'geometric',
  'serif',
  'rounded',
  'mono',
] as const;
export type FontStack = (typeof FONT_STACK_IDS)[number];

const CJK_SANS = "'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', 'Source Han Sans SC'";
const CJK_SERIF = "'Songti SC', STSong, SimSun, 'Noto Serif CJK SC', 'Source Han Serif SC'";

export const FONT_STACKS: Readonly<Record<FontStack, string>> = {
  inter: `'Inter Variable', system-ui, -apple-system, 'Segoe UI', Roboto, ${CJK_SANS}, sans-serif`,
  sourceSerif: `'Source Serif 4 Variable', Charter, Georgia, 'Times New Roman', ${CJK_SERIF}, serif`,
  system: `system-ui, -apple-system, 'Segoe UI', Roboto, ${CJK_SANS}, sans-serif`,
  humanist: `'Gill Sans', 'Gill Sans MT', Seravek, 'Trebuchet MS', Calibri, ${CJK_SANS}, sans-serif`,
  geometric: `Avenir, 'Avenir Next', Montserrat, Futura, 'Century Gothic', ${CJK_SANS}, sans-serif`,
  serif: `Charter, 'Bitstream Charter', Georgia, Cambria, 'Times New Roman', ${CJK_SERIF}, serif`,
  rounded: `ui-rounded, 'SF Pro Rounded', 'Arial Rounded MT Bold', Quicksand, ${CJK_SANS}, sans-serif`,
  mono: `ui-monospace, Menlo, Consolas, 'Liberation Mono', 'Noto Sans Mono CJK SC', monospace`,
};

/** The stack a font token holds, or null when it is a list the designer typed elsewhere (kept as is). */
export function fontStackOf(value: unknown): FontStack | null {
  return FONT_STACK_IDS.find((id) => FONT_STACKS[id] === value) ?? null;
}

/** The stacks that use a font served from our own origin (the studio's font field says so). */
export const SELF_HOSTED_STACKS: readonly FontStack[] = FONT_STACK_IDS.filter((id) =>
  SELF_HOSTED_FAMILIES.some((f) => FONT_STACKS[id].includes(f)),
);

/** Loads the @font-face rules of every self-hosted choice, so the studio's font field shows each one. */
export const loadFontChoices = (): Promise<void> => addFontFaces(SELF_HOSTED_STACKS.map((id) => FONT_STACKS[id]));
