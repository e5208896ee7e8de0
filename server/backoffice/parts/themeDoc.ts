// The `themeDoc` part of the venue document (docs/venue-document.md, issue 32): a copy of the default
// theme's document taken when it was made default. Its live store is the venue's theme row
// (venue_themes); publish and rollback write it back, so a rollback restores the theme customers saw,
// not only its id. A shipped default theme has no document here ({}): it is in the app's bundle.
import type { Db } from '../../db/db';
import type { ConfigSnapshot } from '../../../src/domain/configVersions';
import type { ThemeManifest } from '../../../src/engine/contract';
import { checkTheme } from '../../../src/engine/manifest/themeCheck';
import { isShippedTheme, shippedThemes } from '../../themes/shipped';
import { getVenueTheme, saveVenueTheme } from '../../themes/store';

export interface PartIssue {
  path: string;
  code: string;
  message: string;
}

const isEmpty = (v: Record<string, unknown>) => Object.keys(v).length === 0;

/** The live value: the document of the venue's default theme `theme`, {} when it is shipped or missing. */
export async function read(db: Db, shopId: string, theme: string): Promise<Record<string, unknown>> {
  if (isShippedTheme(theme)) return {};
  return ((await getVenueTheme(db, shopId, theme)) as unknown as Record<string, unknown> | null) ?? {};
}

/**
 * The document a version making `s.theme` the default records: the snapshot's own copy when it is of
 * that theme, else the theme's saved row (a console draft names only the id), {} for a shipped one.
 */
export async function forSnapshot(db: Db, shopId: string, s: ConfigSnapshot): Promise<Record<string, unknown>> {
  if (isShippedTheme(s.theme)) return {};
  if (s.themeDoc.id === s.theme) return s.themeDoc;
  return read(db, shopId, s.theme);
}

/** Every problem with a stored theme document (schema, tokens, ranges, contrast), with its JSON Pointer. */
export function check(value: Record<string, unknown>): PartIssue[] {
  if (isEmpty(value)) return [];
  return checkTheme(value, shippedThemes(), 'themeDoc')
    .issues.filter((i) => i.severity === 'error')
    .map(({ path, code, message }) => ({ path: `/themeDoc${path}`, code, message }));
}

/**
 * Writes the snapshot's theme document back to the venue's theme row (inside the publish or rollback
 * transaction). Nothing to write for a shipped theme or a version without a copy. Throws the first
 * problem when the copy no longer passes the checks (the caller refuses the whole step).
 */
export async function apply(db: Db, shopId: string, s: ConfigSnapshot, userId: string, now: number): Promise<void> {
  if (isShippedTheme(s.theme) || isEmpty(s.themeDoc) || s.themeDoc.id !== s.theme) return;
  const problems = check(s.themeDoc);
  if (problems.length) throw new ThemeDocRefused(problems);
  await saveVenueTheme(db, shopId, s.themeDoc as unknown as ThemeManifest, userId, now);
}

/** A theme document that may not go live: each problem with its JSON Pointer. */
export class ThemeDocRefused extends Error {
  constructor(public readonly problems: PartIssue[]) {
    super(`The theme cannot go live: ${problems[0]?.message ?? ''}`);
  }
}
