// The open fonts the app serves from its own origin (issue 32; the CSP allows no outside font host):
// their family names, and `addFontFaces`, which adds their @font-face rules only when a theme's font
// values name one. The rules and the woff2 addresses live in a chunk of their own (fontFaces.ts), so
// a page whose theme uses system fonts downloads neither that chunk nor any font file.

/** The family names a theme's font stack may start with to use a self-hosted font. */
export const SELF_HOSTED_FAMILIES = ['Inter Variable', 'Source Serif 4 Variable'] as const;
export type SelfHostedFamily = (typeof SELF_HOSTED_FAMILIES)[number];

/** The self-hosted families a list of font-family values names (each family once). */
export function familiesIn(values: readonly (string | undefined)[]): SelfHostedFamily[] {
  return SELF_HOSTED_FAMILIES.filter((f) => values.some((v) => typeof v === 'string' && v.includes(f)));
}

const added = new Set<SelfHostedFamily>();

/**
 * Adds the @font-face rules of every self-hosted family named in `values` (once per family); a page
 * whose values name none loads nothing. Answers when the rules are in the document.
 */
export async function addFontFaces(values: readonly (string | undefined)[]): Promise<void> {
  const wanted = familiesIn(values).filter((f) => !added.has(f));
  if (!wanted.length || typeof document === 'undefined') return;
  for (const f of wanted) added.add(f);
  const { fontFaceCss } = await import('./fontFaces');
  const style = document.createElement('style');
  style.dataset.fontFaces = wanted.join(',');
  style.textContent = wanted.map(fontFaceCss).join('\n');
  document.head.appendChild(style);
}
