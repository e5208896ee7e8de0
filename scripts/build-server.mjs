#!/usr/bin/env node
// The last step of npm run build: the reference server bundled to one JavaScript file with esbuild
// (dist-server/main.js, ESM for Node), so production runs it with plain `node` — no TypeScript
// compiler at run time (tsx stays for development and scripts). Packages stay external: they load
// from node_modules as usual. The files the server reads at run time (SQL migrations, themes, the
// kiosk's texts, images) are not copied: server/paths.ts finds them from the repository root, which
// is one folder above dist-server/ as it is above server/.
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

/** The built server's folder; its entry is main.js. */
export const SERVER_OUT = 'dist-server';

/**
 * Packages stay external, but Node's ESM loader (unlike tsx and bundlers) wants a file's extension in a
 * deep import of a package without an `exports` map (`crypto-js/aes`): such imports get it here.
 */
const nodeDeepImports = (root) => ({
  name: 'node-deep-imports',
  setup(b) {
    b.onResolve({ filter: /^(@[^/]+\/)?[^./@][^/]*\/[^.]+$/ }, ({ path }) => {
      const parts = path.split('/');
      const pkg = parts.slice(0, path.startsWith('@') ? 2 : 1).join('/');
      const manifest = join(root, 'node_modules', pkg, 'package.json');
      if (!existsSync(manifest) || JSON.parse(readFileSync(manifest, 'utf8')).exports) return undefined;
      return existsSync(join(root, 'node_modules', `${path}.js`)) ? { path: `${path}.js`, external: true } : undefined;
    });
  },
});

/** Bundles server/main.ts into `<outDir>/main.js` (outDir must sit directly below `root`). */
export async function buildServer(root = process.cwd(), outDir = join(root, SERVER_OUT)) {
  if (resolve(outDir, '..') !== resolve(root))
    throw new Error(`${outDir} is not directly below ${root}: server/paths.ts would not find the repository`);
  const r = await build({
    absWorkingDir: root,
    entryPoints: ['server/main.ts'],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: 'linked',
    outfile: join(outDir, 'main.js'),
    write: false,
    plugins: [nodeDeepImports(root)],
    logLevel: 'warning',
  });
  // Written beside, then renamed: a server starting during a build never reads half a file.
  mkdirSync(outDir, { recursive: true });
  for (const f of r.outputFiles) {
    const part = `${f.path}.${process.pid}.part`;
    writeFileSync(part, f.contents);
    renameSync(part, f.path);
  }
  return join(outDir, 'main.js');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    const started = Date.now();
    const file = await buildServer();
    console.log(`build:server: ${file} in ${Date.now() - started} ms`);
  } catch (e) {
    console.error(`build:server: ${e?.message ?? e}`);
    process.exit(1);
  }
}
