import { readFile, stat } from 'node:fs/promises';

/** Files kept at most; a venue has one banner, so this covers every venue a process serves. */
const MAX_ENTRIES = 256;

type Entry = { mtimeMs: number; size: number; dataUrl: string | null };

/**
 * A banner image as a `data:` URL for the static shell, or null when the file is missing or larger
 * than `maxBytes`. The file is read once and kept while its modification time and size stay the
 * same (a replaced image is read again); each page request costs one stat, not a read.
 */
export function createBannerInliner(maxBytes: number) {
  const cache = new Map<string, Entry>();
  return async function inlineBanner(file: string, mime: string): Promise<string | null> {
    const info = await stat(file).catch(() => null);
    if (!info || !info.isFile()) {
      cache.delete(file);
      return null;
    }
    const hit = cache.get(file);
    if (hit && hit.mtimeMs === info.mtimeMs && hit.size === info.size) return hit.dataUrl;
    const dataUrl =
      info.size > maxBytes
        ? null
        : await readFile(file)
            .then((data) => (data.length <= maxBytes ? `data:${mime};base64,${data.toString('base64')}` : null))
            .catch(() => null);
    if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
    cache.set(file, { mtimeMs: info.mtimeMs, size: info.size, dataUrl });
    return dataUrl;
  };
}
