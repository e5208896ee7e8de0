// Node-only: gathers the shipped manifest files and the checking context (component types,
// translation keys, venue settings schema) from the repository. Used by
// scripts/validate-manifests.mjs and the tests; never imported by the browser bundle.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { isAbsolute, join, relative, resolve } from 'node:path';
import type { ValidationIssue } from '../contract';
import { translationKeys, validateManifestSet } from './index';
import type { SemanticContext } from './semantics';
import { ACTION_NAMES } from '../actionCatalogue';

/** The events a component emits: the names its source passes to emit (src/components/<Type>/*.tsx). */
function componentEvents(compDir: string, types: Iterable<string>): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const type of types) {
    const events = new Set<string>();
    for (const f of readdirSync(join(compDir, type)).filter((n) => /\.tsx?$/.test(n)))
      for (const m of readFileSync(join(compDir, type, f), 'utf8').matchAll(/\bemit\??\.?\(\s*['"]([A-Za-z0-9]+)['"]/g))
        events.add(m[1]);
    out.set(type, events);
  }
  return out;
}

function listJson(root: string, dir: string, deep: boolean): string[] {
  const abs = join(root, dir);
  if (!existsSync(abs)) return [];
  const out: string[] = [];
  for (const e of readdirSync(abs, { withFileTypes: true })) {
    if (e.isDirectory() && deep) out.push(...listJson(root, `${dir}/${e.name}`, true));
    else if (e.isFile() && e.name.endsWith('.json')) out.push(`${dir}/${e.name}`);
  }
  return out.sort();
}

/** Every shipped manifest and theme, relative to the repository root. */
export function shippedFiles(root: string): string[] {
  return ['screens/families', 'screens/screens', 'screens/layouts', 'screens/kiosk', 'themes'].flatMap((d) =>
    listJson(root, d, true),
  );
}

function readJsonQuiet(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/** Component types, translation keys and the settings schema, read from the repository. */
export function gatherContext(root: string): SemanticContext {
  const compDir = join(root, 'src/components');
  const componentTypes = new Set(
    existsSync(compDir)
      ? readdirSync(compDir, { withFileTypes: true })
          .filter((d) => d.isDirectory() && existsSync(join(compDir, d.name, 'props.schema.json')))
          .map((d) => d.name)
      : [],
  );
  const en = new Set<string>(),
    zh = new Set<string>();
  for (const [lang, set] of [
    ['en-gb', en],
    ['zh-hans', zh],
  ] as const) {
    for (const f of listJson(root, `src/i18n/locales/${lang}`, false)) {
      const res = readJsonQuiet(join(root, f));
      if (res !== undefined)
        translationKeys(
          f
            .split('/')
            .pop()!
            .replace(/\.json$/, ''),
          res,
          set,
        );
    }
  }
  const ctx: SemanticContext = {
    componentTypes,
    i18n: { en, zh },
    actions: new Set(ACTION_NAMES),
    componentEvents: componentEvents(compDir, componentTypes),
  };
  const settings = join(root, 'schemas/venue-settings.schema.json');
  if (existsSync(settings)) ctx.settingsSchema = readJsonQuiet(settings) ?? {};
  return ctx;
}

export interface ValidateFilesResult {
  issues: ValidationIssue[];
  /** Files reported on. */
  files: string[];
}

/**
 * Validate the shipped set, plus `extra` files (paths relative to root or absolute). With `extra`,
 * only issues of those files are returned (the shipped set is still loaded, as their context).
 */
export function validateFiles(
  root: string,
  extra: string[] = [],
  ctx: SemanticContext = gatherContext(root),
): ValidateFilesResult {
  // A file inside the repository is named from its root; one outside it by its absolute path.
  const rel = (f: string) => {
    const abs = resolve(root, f);
    const r = relative(root, abs);
    return (r.startsWith('..') || isAbsolute(r) ? abs : r).split('\\').join('/');
  };
  const given = extra.map(rel);
  const files = [...new Set([...shippedFiles(root), ...given])];
  const sources: Array<{ file: string; text: string }> = [];
  const issues: ValidationIssue[] = [];
  for (const file of files) {
    try {
      const abs = resolve(root, file);
      if (!statSync(abs).isFile()) throw new Error('is not a file');
      sources.push({ file, text: readFileSync(abs, 'utf8') });
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code;
      issues.push({
        severity: 'error',
        code: 'file.unreadable',
        file,
        path: '',
        message: code === 'ENOENT' ? 'The file does not exist.' : `The file cannot be read (${(e as Error).message}).`,
      });
    }
  }
  issues.push(...validateManifestSet(sources, ctx).issues);
  if (given.length === 0) return { issues, files };
  const keep = new Set(given);
  return { issues: issues.filter((i) => keep.has(i.file)), files: given };
}

/** One line per issue: `FILE#/json/pointer: CODE message`. */
export function formatIssue(i: ValidationIssue): string {
  return `${i.file}#${i.path}: ${i.code} ${i.severity === 'warning' ? 'warning: ' : ''}${i.message.replace(/\s+/g, ' ')}`;
}
