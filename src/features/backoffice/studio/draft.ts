// The theme the studio edits: starting points (a shipped theme or blank), the edits (a token, a role),
// the contrast report with a suggested passing colour per failing pair, and the theme file's import
// and export. Pure: the screen keeps the draft in its history (history.ts).
import type { ThemeManifest, ValidationIssue } from '../../../engine/contract';
import { suggestColour } from '../../../engine/manifest/contrastSuggest';
import { checkTheme, rolePairs, THEME_CONTRAST, type RolePair } from '../../../engine/manifest/themeCheck';
import { GROUP_RANGES } from '../../../engine/manifest/themeTokens';

/** The token groups the studio edits, in order: colours (picker + hex), then sizes in px. */
export const SIZE_GROUPS = ['radius', 'space', 'fontSize'] as const;
export type SizeGroup = (typeof SIZE_GROUPS)[number];

/** The range the studio's size fields take as you type: the same as the server's and the app's check. */
export const sizeRange = (group: SizeGroup): { min: number; max: number } => GROUP_RANGES[group];

/** Where an exported file names its schema (any editor can check it; the validator accepts it from anywhere). */
export const SCHEMA_URL = 'https://venue-app.dev/schemas/theme.schema.json';

const BLANK_COLOURS: Record<string, string> = {
  brand: '#333333',
  onBrand: '#FFFFFF',
  background: '#FFFFFF',
  surface: '#FFFFFF',
  onSurface: '#111111',
  surfaceAlt: '#F2F2F2',
  muted: '#595959',
  border: '#BBBBBB',
  danger: '#B00020',
  onDanger: '#FFFFFF',
  success: '#1B5E20',
  onSuccess: '#FFFFFF',
  warning: '#7A4B00',
  onWarning: '#FFFFFF',
  focus: '#333333',
  link: '#1A4FA0',
  overlay: '#00000080',
};

/**
 * A blank theme: every token and role the app's components use, in plain greys that pass every
 * contrast pair, so a designer starts from something whole and adds colour.
 */
export function blankTheme(from: ThemeManifest): ThemeManifest {
  const t = fromShipped(from, 'my-theme');
  return {
    ...t,
    name: { 'en-gb': 'New theme', 'zh-hans': '新主题' },
    tokens: { ...t.tokens, color: { ...BLANK_COLOURS } },
  };
}

/** A shipped theme (its extends chain already merged) as a new venue theme of its own id. */
export function fromShipped(merged: ThemeManifest, id: string): ThemeManifest {
  const t = structuredClone(merged);
  delete t.extends;
  return { ...t, $schema: SCHEMA_URL, id };
}

export function setToken(t: ThemeManifest, group: string, name: string, value: string | number): ThemeManifest {
  return { ...t, tokens: { ...t.tokens, [group]: { ...(t.tokens[group] ?? {}), [name]: value } } };
}

export function setRole(t: ThemeManifest, scheme: string, role: string, ref: string): ThemeManifest {
  return { ...t, schemes: { ...t.schemes, [scheme]: { ...(t.schemes[scheme] ?? {}), [role]: ref } } };
}

export function setMeta(t: ThemeManifest, meta: { id?: string; en?: string; zh?: string }): ThemeManifest {
  return {
    ...t,
    id: meta.id ?? t.id,
    name: { 'en-gb': meta.en ?? t.name['en-gb'], 'zh-hans': meta.zh ?? t.name['zh-hans'] },
  };
}

export const sameTheme = (a: ThemeManifest, b: ThemeManifest): boolean => JSON.stringify(a) === JSON.stringify(b);

export interface Failure extends RolePair {
  /** The colour token the fix changes: the foreground role's token ('color.link' -> link). */
  token: string;
  /** The nearest colour that passes on the pair's background, or null when a colour cannot be read. */
  suggestion: string | null;
}

/** Every role pair with its verdict, and the failing ones with the colour that would fix each. */
export function contrastReport(t: ThemeManifest): { pairs: RolePair[]; failures: Failure[] } {
  const pairs = rolePairs(t);
  const failures = pairs
    .filter((p) => !p.pass)
    .map((p) => ({
      ...p,
      token: p.fgToken.startsWith('color.') ? p.fgToken.slice('color.'.length) : p.fgToken,
      suggestion: p.fgColour && p.bgColour ? suggestColour(p.fgColour, p.bgColour, p.min) : null,
    }));
  return { pairs, failures };
}

/** Applies a failure's suggestion: its foreground token takes the passing colour. */
export function applySuggestion(t: ThemeManifest, f: Failure): ThemeManifest {
  return f.suggestion && f.fgToken.startsWith('color.') ? setToken(t, 'color', f.token, f.suggestion) : t;
}

export interface ImportResult {
  theme?: ThemeManifest;
  /** Every problem with its JSON Pointer ('' is the whole file). */
  problems: Array<Pick<ValidationIssue, 'path' | 'code' | 'message'>>;
}

/**
 * A theme file's text -> the theme, or every problem with its JSON Pointer: not JSON, not a theme,
 * schema, colours, tokens, extends (only a shipped theme) and every contrast pair. A file extending a
 * shipped theme comes in with that theme merged in, so the studio edits every token.
 */
export function importTheme(text: string, shipped: readonly ThemeManifest[]): ImportResult {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    return {
      problems: [
        { path: '', code: 'file.json', message: `The file is not JSON: ${e instanceof Error ? e.message : String(e)}` },
      ],
    };
  }
  const r = checkTheme(value, shipped, 'theme.json');
  const problems = r.issues
    .filter((i) => i.severity === 'error')
    .map(({ path, code, message }) => ({ path, code, message }));
  // A theme whose only problems are contrast pairs comes in: the studio names them and offers fixes.
  const doc =
    r.doc ??
    (problems.length && problems.every((p) => p.code === THEME_CONTRAST) ? (value as ThemeManifest) : undefined);
  if (!doc) return { problems };
  const base = doc.extends ? shipped.find((s) => s.id === doc.extends) : undefined;
  return { theme: base ? withBase(base, doc) : { ...doc }, problems };
}

/** `over` with the tokens and roles of `base` it does not set (a theme's extends chain merged), without `extends`. */
export function withBase(base: ThemeManifest, over: ThemeManifest): ThemeManifest {
  const tokens: ThemeManifest['tokens'] = structuredClone(base.tokens);
  for (const [g, v] of Object.entries(over.tokens)) tokens[g] = { ...(tokens[g] ?? {}), ...v };
  const schemes: ThemeManifest['schemes'] = structuredClone(base.schemes);
  for (const [s, v] of Object.entries(over.schemes)) schemes[s] = { ...(schemes[s] ?? {}), ...v };
  const out: ThemeManifest = { ...over, tokens, schemes };
  delete out.extends;
  return out;
}

/** The file a designer downloads: the theme with its schema named, keys in the manifest's order. */
export function exportTheme(t: ThemeManifest): string {
  const { kind, schemaVersion, id, name, tokens, schemes } = t;
  return `${JSON.stringify({ $schema: SCHEMA_URL, kind, schemaVersion, id, name, tokens, schemes }, null, 2)}\n`;
}
