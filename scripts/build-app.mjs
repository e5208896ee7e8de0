#!/usr/bin/env node
// The last step of npm run build: Vite builds into a fresh folder beside dist/ (dist-next-<pid>/), and
// only a complete build replaces the live one. The swap is two renames on one file system: dist/ ->
// dist-previous/ (the build before it is removed first), then the new folder -> dist/. A running
// reference server looks both up on every request (server/site/builds.ts): it serves the previous
// build until the new one is whole (in the instant between the renames from dist-previous/), picks up
// the new one without a restart, and still serves the previous build's hashed files to pages opened
// before the swap. A build that fails leaves dist/ as it was.
import { existsSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** Beside dist/: the build before the live one (server/site/builds.ts PREVIOUS_SUFFIX). */
export const PREVIOUS = 'dist-previous';
const NEXT_PREFIX = 'dist-next-';

/** Makes the complete build in `next` the live dist/ of `root`; the live one becomes dist-previous/. */
export function swapBuild(root, next) {
  if (!existsSync(join(next, 'index.html'))) throw new Error(`${next} holds no index.html: not a complete build`);
  const dist = join(root, 'dist');
  const previous = join(root, PREVIOUS);
  rmSync(previous, { recursive: true, force: true });
  if (existsSync(dist)) renameSync(dist, previous);
  renameSync(next, dist);
}

const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return e.code === 'EPERM';
  }
};

/** Folders of builds that were stopped half-way (their process is gone). */
function staleNextFolders(root) {
  return readdirSync(root).filter((n) => n.startsWith(NEXT_PREFIX) && !alive(Number(n.slice(NEXT_PREFIX.length))));
}

/** Builds the app into a fresh folder, then swaps it in. */
export async function buildAndSwap(root = process.cwd()) {
  for (const n of staleNextFolders(root)) rmSync(join(root, n), { recursive: true, force: true });
  const next = join(root, `${NEXT_PREFIX}${process.pid}`);
  try {
    const { build } = await import('vite');
    await build({ root, build: { outDir: next, emptyOutDir: true } });
    swapBuild(root, next);
  } finally {
    rmSync(next, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    await buildAndSwap();
  } catch (e) {
    console.error(`build: ${e?.message ?? e}; dist/ is unchanged`);
    process.exit(1);
  }
}
