// migrate -> validate -> kind check for documents the browser loads, with the validation step
// given by the caller: the full document validators (runtime.ts) or none for documents the build
// has already validated (shipped.ts). Both answer the same shapes and the same ManifestError.
import type { ValidationIssue } from '../contract';
import { migrate } from './migrate';
import type { Kind } from './documents';

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
  return (
    e instanceof ManifestError ||
    (typeof e === 'object' &&
      e !== null &&
      (e as { name?: unknown }).name === 'ManifestError' &&
      Array.isArray((e as { issues?: unknown }).issues))
  );
}

export interface Prepared<T> {
  /** The migrated document when it is valid and of the expected kind. */
  doc?: T;
  issues: ValidationIssue[];
}

export interface Preparer {
  /** migrate -> validate one document, which must be of `kind`. Never throws. */
  prepareDocument<T>(raw: unknown, file: string, kind: Kind): Prepared<T>;
  /** Like prepareDocument, but throws a ManifestError naming every problem. */
  requireDocument<T>(raw: unknown, file: string, kind: Kind): T;
  /** Every family that passes; the others are left out with their issues (their routes then 404). */
  prepareFamilies<T>(files: Array<{ file: string; raw: unknown }>): { docs: T[]; issues: ValidationIssue[] };
}

export function makePreparer(validate: (doc: unknown, file: string) => ValidationIssue[]): Preparer {
  function prepareDocument<T>(raw: unknown, file: string, kind: Kind): Prepared<T> {
    const m = migrate(raw, file);
    if (m.issues.some((i) => i.severity === 'error')) return { issues: m.issues };
    const issues = [...m.issues, ...validate(m.doc, file)];
    if (issues.some((i) => i.severity === 'error')) return { issues };
    const got = (m.doc as { kind?: unknown }).kind;
    if (got !== kind) {
      return {
        issues: [
          ...issues,
          {
            severity: 'error',
            code: 'doc.kind-mismatch',
            file,
            path: '/kind',
            message: `This file is loaded as a ${kind} but its "kind" is ${JSON.stringify(got)}.`,
          },
        ],
      };
    }
    return { doc: m.doc as T, issues };
  }
  return {
    prepareDocument,
    requireDocument<T>(raw: unknown, file: string, kind: Kind): T {
      const r = prepareDocument<T>(raw, file, kind);
      if (!r.doc) throw new ManifestError(file, r.issues);
      return r.doc;
    },
    prepareFamilies<T>(files: Array<{ file: string; raw: unknown }>) {
      const docs: T[] = [];
      const issues: ValidationIssue[] = [];
      for (const { file, raw } of files) {
        const r = prepareDocument<T>(raw, file, 'family');
        issues.push(...r.issues);
        if (r.doc) docs.push(r.doc);
      }
      return { docs, issues };
    },
  };
}
