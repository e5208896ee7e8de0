// The built app the server serves, followed across builds without a restart. `npm run build`
// (scripts/build-app.mjs) builds into a fresh folder and only a complete build replaces dist/: the
// live dist/ is renamed to dist-previous/ (the one before that removed), then the new folder to dist/.
// Every request looks again: index.html is read from dist/ (from dist-previous/ in the instant
// between the two renames), and files are looked up in dist/, then dist-previous/, so a page opened
// before the swap still gets the hashed scripts it names.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { resolve, sep } from 'node:path';

/** The folder of the build before the current one, beside it (scripts/build-app.mjs writes the same name). */
export const PREVIOUS_SUFFIX = '-previous';

/** The folders files are served from, newest first: dist/ and dist-previous/. */
export function buildFolders(dist: string): [current: string, previous: string] {
  const current = resolve(dist);
  return [current, `${current}${PREVIOUS_SUFFIX}`];
}

/** index.html of the newest complete build, or null when there is none (not built yet). */
export async function readIndexHtml(folders: readonly string[]): Promise<string | null> {
  for (const dir of folders) {
    const html = await readFile(resolve(dir, 'index.html'), 'utf8').catch(() => null);
    if (html !== null) return html;
  }
  return null;
}

/**
 * A file found by its lookup but gone when opened: the build swapped in between (its folder was
 * renamed to dist-previous/). The request is answered by looking again, once.
 */
export function movedDuringSwap(err: unknown): boolean {
  const e = err as { code?: unknown; syscall?: unknown } | null;
  return e?.code === 'ENOENT' && e.syscall === 'open';
}

/** The newest of `folders` that holds the file a URL names now (never outside them), or null. */
export function folderHolding(folders: readonly string[], url: string): { root: string; file: string } | null {
  let file: string;
  try {
    file = decodeURIComponent(url.split('?')[0]);
  } catch {
    return null;
  }
  for (const root of folders) {
    const full = resolve(root, `.${file}`);
    if (full.startsWith(root + sep) && existsSync(full)) return { root, file };
  }
  return null;
}
