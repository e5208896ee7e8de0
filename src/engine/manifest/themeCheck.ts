// One check for a theme that did not ship with the build: a venue's theme saved by the studio, read
// by the server on save and by the app at run time, and a file a designer imports. Pure: no DOM, no
// I/O, no schema compiler (the build-time compiled theme validator). Every problem carries its JSON
// Pointer. Contrast: WCAG 2.2 AA for every role pair of every scheme — 4.5:1 for text (text, link,
// onX roles on their backgrounds), 3:1 for controls (accent and focus on the page backgrounds).
import { kindOfGroup, tokenRangeProblem, tokenValueProblem } from './themeTokens';
import type { ThemeManifest, ValidationIssue } from '../contract';
import {
  AA_NORMAL_TEXT,
  contrastRatio,
  isThemeColour,
  mergedSchemes,
  mergedTokens,
  resolveToken,
  textPairs,
} from './contrast';
import { validateDocument } from './documents';
import { NIGHT_GROUP, NIGHT_SCHEME_SUFFIX, nightVersion } from './nightVersion';

/** The issue code of a colour pair below its WCAG 2.2 AA contrast (a theme that is otherwise valid). */
export const THEME_CONTRAST = 'theme.contrast';

/** WCAG 2.2 AA for large text and for user-interface components (1.4.3, 1.4.11). */
export const AA_CONTROLS = 3;

/** Roles drawn as controls or their outlines (buttons, the focus ring) on the page backgrounds. */
const CONTROL_ROLES = ['accent', 'focus'] as const;
const PAGE_BACKGROUNDS = ['background', 'surface', 'surfaceAlt'] as const;

export interface RolePair {
  scheme: string;
  fg: string;
  bg: string;
  kind: 'text' | 'control';
  /** The ratio the pair needs. */
  min: number;
  /** Token references of the two roles ('color.brand'), and the colours they resolve to. */
  fgToken: string;
  bgToken: string;
  fgColour: string | null;
  bgColour: string | null;
  ratio: number | null;
  pass: boolean;
}

const esc = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');

/**
 * Every role pair of every scheme of a theme (its extends chain merged), with its ratio and verdict;
 * then those of its own night version (schemes named '<scheme>-night'), when it has one.
 */
export function rolePairs(
  theme: ThemeManifest,
  byId: Map<string, ThemeManifest> = new Map([[theme.id, theme]]),
): RolePair[] {
  const day = schemePairs(theme, byId);
  const night = nightVersion(theme);
  if (!night) return day;
  const nightById = new Map(byId).set(night.id, night);
  return [...day, ...schemePairs(night, nightById).map((p) => ({ ...p, scheme: `${p.scheme}${NIGHT_SCHEME_SUFFIX}` }))];
}

function schemePairs(theme: ThemeManifest, byId: Map<string, ThemeManifest>): RolePair[] {
  const tokens = mergedTokens(theme, byId);
  const out: RolePair[] = [];
  for (const [scheme, roles] of Object.entries(mergedSchemes(theme, byId))) {
    const pairs: Array<[string, string, RolePair['kind']]> = textPairs(roles).map(([fg, bg]) => [fg, bg, 'text']);
    for (const fg of CONTROL_ROLES)
      for (const bg of PAGE_BACKGROUNDS)
        if (fg in roles && bg in roles && roles[fg] !== roles[bg]) pairs.push([fg, bg, 'control']);
    for (const [fg, bg, kind] of pairs) {
      const a = resolveToken(roles[fg], tokens),
        b = resolveToken(roles[bg], tokens);
      const fgColour = typeof a === 'string' ? a : null,
        bgColour = typeof b === 'string' ? b : null;
      const ratio = fgColour && bgColour ? contrastRatio(fgColour, bgColour) : null;
      const min = kind === 'text' ? AA_NORMAL_TEXT : AA_CONTROLS;
      out.push({
        scheme,
        fg,
        bg,
        kind,
        min,
        fgToken: roles[fg],
        bgToken: roles[bg],
        fgColour,
        bgColour,
        ratio,
        pass: ratio !== null && ratio >= min - 1e-9,
      });
    }
  }
  return out;
}

export interface ThemeCheck {
  /** The theme when it has no error. */
  doc?: ThemeManifest;
  issues: ValidationIssue[];
}

/**
 * Checks a theme from outside the build: schema (with JSON Pointers), kind, `extends` naming one of
 * `base` (the shipped themes), colours a browser draws, roles naming tokens that exist, and every
 * role pair's contrast. `file` names the source in each issue.
 */
export function checkTheme(value: unknown, base: readonly ThemeManifest[], file = 'theme.json'): ThemeCheck {
  // Themes have one format so far (schemaVersion 1, which the schema requires): nothing to migrate.
  const kind = (value as { kind?: unknown } | null)?.kind;
  if (value && typeof value === 'object' && !Array.isArray(value) && kind !== 'theme') {
    return {
      issues: [
        {
          severity: 'error',
          code: 'doc.kind',
          file,
          path: '/kind',
          message: `This is not a theme: "kind" must be "theme" (it is ${JSON.stringify(kind ?? null)}).`,
        },
      ],
    };
  }
  const issues: ValidationIssue[] = validateDocument(value, file);
  if (issues.some((i) => i.severity === 'error')) return { issues };
  const doc = value as ThemeManifest;
  const byId = new Map(base.map((t) => [t.id, t]));
  if (doc.extends !== undefined && (!byId.has(doc.extends) || doc.extends === doc.id)) {
    issues.push({
      severity: 'error',
      code: 'theme.extends-unknown',
      file,
      path: '/extends',
      message: `A theme may extend only a shipped theme (${[...byId.keys()].join(', ')}); "${doc.extends}" is not one.`,
    });
    return { issues };
  }
  byId.set(doc.id, doc);
  for (const [name, v] of Object.entries(doc.tokens.color ?? {})) {
    if (!isThemeColour(v))
      issues.push({
        severity: 'error',
        code: 'theme.color-invalid',
        file,
        path: `/tokens/color/${esc(name)}`,
        message: `Colour "${name}" is ${JSON.stringify(v)}, which is not a colour: use #rrggbb (or #rgb, #rrggbbaa, rgb(), hsl()).`,
      });
  }
  // Every other token by its group's kind: a value goes into the page's CSS as written.
  for (const [group, values] of Object.entries(doc.tokens)) {
    if (group === 'color') continue;
    for (const [name, v] of Object.entries(values ?? {})) {
      const problem = tokenValueProblem(kindOfGroup(group), v) ?? tokenRangeProblem(group, v);
      if (problem)
        issues.push({
          severity: 'error',
          code: 'theme.token-invalid',
          file,
          path: `/tokens/${esc(group)}/${esc(name)}`,
          message: `Token "${group}.${name}" is ${JSON.stringify(v).slice(0, 80)}, which ${problem}.`,
        });
    }
  }
  const tokens = mergedTokens(doc, byId);
  for (const [scheme, roles] of Object.entries(doc.schemes)) {
    for (const [role, ref] of Object.entries(roles)) {
      if (resolveToken(ref, tokens) === undefined)
        issues.push({
          severity: 'error',
          code: 'theme.token-unknown',
          file,
          path: `/schemes/${esc(scheme)}/${esc(role)}`,
          message: `Role "${role}" of scheme "${scheme}" uses the token "${ref}", which the theme does not define.`,
        });
    }
  }
  if (issues.some((i) => i.severity === 'error')) return { issues };
  for (const p of rolePairs(doc, byId)) {
    if (p.pass) continue;
    const what = p.kind === 'text' ? 'text needs' : 'controls and large text need';
    issues.push({
      severity: 'error',
      code: THEME_CONTRAST,
      file,
      // A night pair points at the night colour of its foreground (its scheme is the day one's).
      path:
        p.scheme.endsWith(NIGHT_SCHEME_SUFFIX) && p.fgToken.startsWith(`${NIGHT_GROUP}.`)
          ? `/tokens/${NIGHT_GROUP}/${esc(p.fgToken.slice(NIGHT_GROUP.length + 1))}`
          : `/schemes/${esc(p.scheme.replace(new RegExp(`${NIGHT_SCHEME_SUFFIX}$`), ''))}/${esc(p.fg)}`,
      message:
        p.ratio === null
          ? `Contrast of "${p.fg}" on "${p.bg}" in scheme "${p.scheme}" cannot be checked: use #rrggbb colours.`
          : `"${p.fg}" on "${p.bg}" in scheme "${p.scheme}" has contrast ${p.ratio.toFixed(2)}:1; ${what} at least ${p.min}:1 (WCAG 2.2 AA).`,
    });
  }
  return issues.some((i) => i.severity === 'error') ? { issues } : { doc, issues };
}
