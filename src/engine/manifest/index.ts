// Public API of the manifest loader: migrate -> validate -> resolve, and the cross-file checks.
import type { FamilyManifest, ResolvedFamily, ValidationIssue } from '../contract';
import { resolveFamilies as resolveFamiliesImpl } from './resolve';
import { parseManifestText } from './parse';
import { migrate } from './migrate';
import { validateDocument } from './validate';
import { checkSemantics, type LoadedDoc, type SemanticContext } from './semantics';

export { resolveFamilies, joinPath, type ResolveFamiliesResult } from './resolve';
export { migrate, migrations, CURRENT_SCHEMA_VERSION, type Migration, type MigrateResult } from './migrate';
export {
  validateDocument,
  validateComponentProps,
  formatAjvErrors,
  compiledComponentTypes,
  KINDS,
  type Kind,
} from './validate';
export { checkSemantics, settingsHasPointer, idFromFile, type LoadedDoc, type SemanticContext } from './semantics';
export { parseManifestText, MAX_BYTES, MAX_DEPTH, type ParseResult } from './parse';
export {
  contrastRatio,
  parseHex,
  luminance,
  textPairs,
  themeContrast,
  mergedTokens,
  mergedSchemes,
  resolveToken,
  AA_NORMAL_TEXT,
  type ContrastResult,
} from './contrast';

export interface LoadResult {
  /** The migrated document when it is valid against its schema; undefined otherwise. */
  doc?: LoadedDoc['doc'];
  issues: ValidationIssue[];
}

/** migrate -> validate one already parsed document. */
export function loadParsed(value: unknown, file: string): LoadResult {
  const m = migrate(value, file);
  if (m.issues.some((i) => i.severity === 'error')) return { issues: m.issues };
  const issues = [...m.issues, ...validateDocument(m.doc, file)];
  if (issues.some((i) => i.severity === 'error')) return { issues };
  return { doc: m.doc as LoadedDoc['doc'], issues };
}

/** parse -> migrate -> validate one file's text. Never throws. */
export function loadText(text: string, file: string): LoadResult {
  const parsed = parseManifestText(text, file);
  if (parsed.value === undefined) return { issues: parsed.issues };
  const loaded = loadParsed(parsed.value, file);
  return {
    doc: parsed.issues.some((i) => i.severity === 'error') ? undefined : loaded.doc,
    issues: [...parsed.issues, ...loaded.issues],
  };
}

/** Flatten an i18next resource file into 'namespace.key' keys (nested objects join with '.'). */
export function translationKeys(namespace: string, resource: unknown, into = new Set<string>()): Set<string> {
  const stack: Array<[unknown, string]> = [[resource, namespace]];
  while (stack.length) {
    const [v, prefix] = stack.pop()!;
    if (typeof v === 'object' && v !== null && !Array.isArray(v)) {
      for (const [k, x] of Object.entries(v)) stack.push([x, `${prefix}.${k}`]);
    } else if (prefix !== namespace) into.add(prefix);
  }
  return into;
}

export interface ManifestSetResult {
  docs: LoadedDoc[];
  issues: ValidationIssue[];
}

/** Load every file, then run the cross-file checks over those that loaded. */
export function validateManifestSet(
  sources: Array<{ file: string; text: string }>,
  ctx: SemanticContext = {},
): ManifestSetResult {
  const docs: LoadedDoc[] = [];
  const issues: ValidationIssue[] = [];
  for (const { file, text } of sources) {
    const r = loadText(text, file);
    issues.push(...r.issues);
    if (r.doc) docs.push({ file, doc: r.doc });
  }
  try {
    issues.push(...checkSemantics(docs, ctx));
  } catch (e) {
    issues.push({
      severity: 'error',
      code: 'check.failed',
      file: '',
      path: '',
      message: `The cross-file checks stopped: ${e instanceof Error ? e.message : String(e)}`,
    });
  }
  return { docs, issues };
}

/**
 * migrate -> validate -> resolve for family documents given as parsed JSON (e.g. from a Vite glob
 * import), keyed by file. Families that fail validation are left out and reported.
 */
export function loadFamilies(files: Record<string, unknown>): {
  families: ResolvedFamily[];
  issues: ValidationIssue[];
} {
  const issues: ValidationIssue[] = [];
  const docs: FamilyManifest[] = [];
  const fileOf: Record<string, string> = {};
  for (const [file, value] of Object.entries(files)) {
    const r = loadParsed(value, file);
    issues.push(...r.issues);
    if (r.doc?.kind === 'family') {
      docs.push(r.doc);
      fileOf[r.doc.id] ??= file;
    } else if (r.doc) {
      issues.push({
        severity: 'error',
        code: 'doc.kind',
        file,
        path: '/kind',
        message: `Expected a family, found a ${r.doc.kind}.`,
      });
    }
  }
  const resolved = resolveFamiliesImpl(docs, fileOf);
  return { families: resolved.families, issues: [...issues, ...resolved.issues] };
}
