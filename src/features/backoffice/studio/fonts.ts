// The font families a designer picks for headings and text: system stacks only (the CSP allows no
// outside font host), each ending in Chinese fallbacks so zh-hans text never falls back to a random
// face. Every stack passes the theme's font family grammar (engine/manifest/themeTokens.ts).

export const FONT_STACK_IDS = ['system', 'humanist', 'geometric', 'serif', 'rounded', 'mono'] as const;
export type FontStack = (typeof FONT_STACK_IDS)[number];

const CJK_SANS = "'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', 'Source Han Sans SC'";
const CJK_SERIF = "'Songti SC', STSong, SimSun, 'Noto Serif CJK SC', 'Source Han Serif SC'";

export const FONT_STACKS: Readonly<Record<FontStack, string>> = {
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
