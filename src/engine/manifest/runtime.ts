// The browser's manifest loader: every family, layout, screen and theme the app uses passes
// migrate -> validate -> resolve before it is used, with the build-time compiled document
// validators (src/generated/document-validators.js; no schema compiler, no eval). The app loads
// this module as its own chunk, in parallel with the first texts. `npm run build` has already
// refused invalid shipped manifests, so in production this guards against files changed after the
// build (or a stale cached chunk of an older schema version); in development it names the problem
// the moment a designer saves a broken file.
import type { ValidationIssue } from '../contract';
import { migrate } from './migrate';
import { validateDocument, type Kind } from './documents';

/** A manifest that cannot be used: every problem as `{severity, code, file, path, message}`. */
export class ManifestError extends Error {
  readonly issues: ValidationIssue[];
  readonly file: string;
  constructor(file: string, issues: ValidationIssue[]) {
    const first = issues.find((i) => i.severity === 'error') ?? issues[0];
    super(first ? `${file}#${first.path}: ${first.code} ${first.message}` : `${file} cannot be used`);
    this.name = 'ManifestError';
    this.file = file;
    this.issues = issues;
  }
}

export function isManifestError(e: unknown): e is ManifestError {
  return e instanceof ManifestError || (typeof e === 'object' && e !== null && (e as { name?: unknown }).name === 'ManifestError' && Array.isArray((e as { issues?: unknown }).issues));
}

export interface Prepared<T> {
  /** The migrated document when it is valid and of the expected kind. */
  doc?: T;
  issues: ValidationIssue[];
}

/** migrate -> validate one document, which must be of `kind`. Never throws. */
export function prepareDocument<T>(raw: unknown, file: string, kind: Kind): Prepared<T> {
  const m = migrate(raw, file);
  if (m.issues.some((i) => i.severity === 'error')) return { issues: m.issues };
  const issues = [...m.issues, ...validateDocument(m.doc, file)];
  if (issues.some((i) => i.severity === 'error')) return { issues };
  const got = (m.doc as { kind?: unknown }).kind;
  if (got !== kind) {
    return { issues: [...issues, { severity: 'error', code: 'doc.kind-mismatch', file, path: '/kind', message: `This file is loaded as a ${kind} but its "kind" is ${JSON.stringify(got)}.` }] };
  }
  return { doc: m.doc as T, issues };
}

/** Like prepareDocument, but throws a ManifestError naming every problem. */
export function requireDocument<T>(raw: unknown, file: string, kind: Kind): T {
  const r = prepareDocument<T>(raw, file, kind);
  if (!r.doc) throw new ManifestError(file, r.issues);
  return r.doc;
}

/** Every family that passes; the others are left out with their issues (their routes then 404). */
export function prepareFamilies<T>(files: Array<{ file: string; raw: unknown }>): { docs: T[]; issues: ValidationIssue[] } {
  const docs: T[] = [];
  const issues: ValidationIssue[] = [];
  for (const { file, raw } of files) {
    const r = prepareDocument<T>(raw, file, 'family');
    issues.push(...r.issues);
    if (r.doc) docs.push(r.doc);
  }
  return { docs, issues };
}
