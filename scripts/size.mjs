#!/usr/bin/env node
// npm run size: builds the app, then prints for one route of each family the initial JavaScript
// in KB gzip — the entry from dist/index.html plus its static imports, and the route's own
// chunks (layout manifest, screen manifest, the components both draw, and their static imports),
// all followed through Vite's dist/.vite/manifest.json. Also prints what start-up loads on top
// (API client, current language, theme) and the engine's own code size. Fails when
// /shop/:shop/home's initial JS exceeds 150 KB gzip or the engine's own code exceeds 25 KB gzip.
// Then (unless --no-network) scripts/size-network.mjs: all JavaScript Chromium downloads until the
// network is idle, per family home and for cart and checkout; fails above 185 KB on demo-cafe's home
// or 200 KB on any other page it measures.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const LIMIT_HOME_KB = 150;
const LIMIT_ENGINE_KB = 25;
const root = process.cwd();
const args = new Set(process.argv.slice(2));

if (!args.has('--no-build')) {
  const r = spawnSync('npm', ['run', 'build'], { stdio: ['ignore', 'ignore', 'inherit'] });
  if (r.status !== 0) {
    console.error('size: the build failed');
    process.exit(1);
  }
}

const dist = join(root, 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const gz = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const kb = (n) => (n / 1024).toFixed(1);

const byFile = new Map(Object.entries(manifest).map(([key, v]) => [v.file, { key, ...v }]));
// Source module -> chunk file, for modules inside grouped chunks (vite.config.ts CHUNK_GROUPS).
const modules = existsSync(join(dist, '.vite/modules.json'))
  ? JSON.parse(readFileSync(join(dist, '.vite/modules.json'), 'utf8'))
  : {};
const entryFile = /<script[^>]+type="module"[^>]+src="\/([^"]+)"/.exec(html)?.[1];
if (!entryFile || !byFile.has(entryFile)) {
  console.error('size: no entry script in dist/index.html');
  process.exit(1);
}

/** A chunk key and everything it imports statically. */
function closure(keys, into = new Set()) {
  const stack = [...keys];
  while (stack.length) {
    const k = stack.pop();
    const c = manifest[k];
    if (!c || into.has(c.file)) continue;
    into.add(c.file);
    for (const i of c.imports ?? []) stack.push(i);
  }
  return into;
}
const sum = (files) => [...files].filter((f) => f.endsWith('.js')).reduce((n, f) => n + gz(f), 0);

const entryKey = byFile.get(entryFile).key;
const entrySet = closure([entryKey]);
// (index.html also modulepreloads the start-up chunks, vite.config.ts: they count under start-up.)

const readJson = (p) => JSON.parse(readFileSync(join(root, p), 'utf8'));
function typesOf(doc) {
  return Object.values(doc.elements ?? {})
    .map((e) => e.type)
    .filter((t) => typeof t === 'string');
}
function key(path) {
  if (manifest[path]) return path;
  const file = modules[path];
  return file && byFile.has(file) ? byFile.get(file).key : null;
}
function routeKeys(layout, screen) {
  const keys = [];
  const layoutPath = `screens/layouts/${layout}.json`;
  const screenPath = `screens/screens/${screen}.json`;
  const types = new Set();
  for (const p of [layoutPath, screenPath]) {
    if (key(p)) keys.push(p);
    if (existsSync(join(root, p))) for (const t of typesOf(readJson(p))) types.add(t);
  }
  for (const t of types) {
    const k = key(`src/components/${t}/${t}.tsx`);
    if (k) keys.push(k);
  }
  return keys;
}

// Start-up loads these dynamically before the first screen: the API client, the manifest loader
// (migrate -> validate), en-gb texts, the theme.
const bootModules = [...new Set([...Object.keys(manifest), ...Object.keys(modules)])].filter(
  (k) =>
    k === 'src/app/venue.ts' ||
    k === 'src/engine/manifest/runtime.ts' ||
    /^src\/i18n\/locales\/en-gb\//.test(k) ||
    k === 'themes/default.json',
);
const bootKeys = [...new Set(bootModules.map(key).filter(Boolean))];
const bootSet = closure(bootKeys);
for (const f of entrySet) bootSet.delete(f);
if (args.has('--files')) {
  console.log('start-up chunks:');
  for (const file of [...bootSet].filter((x) => x.endsWith('.js'))) console.log(`  ${file}: ${kb(gz(file))} KB`);
  console.log('entry chunks:');
  for (const file of [...entrySet].filter((x) => x.endsWith('.js'))) console.log(`  ${file}: ${kb(gz(file))} KB`);
  console.log('/shop/:shop/home chunks beyond the entry:');
}

// The router's own family resolution (TypeScript, loaded through tsx).
const { tsImport } = await import('tsx/esm/api');
const { resolveFamilies } = await tsImport('../src/engine/manifest/resolve.ts', import.meta.url);
const famDocs = readdirSync(join(root, 'screens/families'))
  .filter((f) => f.endsWith('.json'))
  .map((f) => readJson(`screens/families/${f}`));
const families = resolveFamilies(famDocs).families;

const rows = [];
let homeKb = null;
for (const f of families.sort((a, b) => a.id.localeCompare(b.id))) {
  const route =
    f.routes.find((r) => !r.redirect && r.path === f.home) ??
    f.routes.find((r) => !r.redirect && /(^|\/)home$/.test(r.path)) ??
    f.routes.find((r) => !r.redirect);
  if (!route) continue;
  const set = closure(routeKeys(route.layout ?? f.layout, route.screen), new Set(entrySet));
  const initial = sum(set);
  const withBoot = sum(new Set([...set, ...bootSet])); // union: shared chunks count once
  const path = `${f.prefix}/${route.path}`.replace(/\/+/g, '/');
  rows.push([f.id, path, kb(initial), kb(withBoot)]);
  if (path === '/shop/:shop/home') homeKb = initial / 1024;
  if (args.has('--files') && path === '/shop/:shop/home')
    for (const file of [...set].filter((x) => !entrySet.has(x) && x.endsWith('.js')))
      console.log(`  ${file}: ${kb(gz(file))} KB`);
}

// The engine's own code: src/engine/index.ts bundled alone, dependencies external, minified.
const out = mkdtempSync(join(tmpdir(), 'engine-size-'));
const { build } = await import('vite');
await build({
  configFile: false,
  logLevel: 'silent',
  root,
  build: {
    outDir: out,
    emptyOutDir: true,
    minify: true,
    lib: { entry: join(root, 'src/engine/index.ts'), formats: ['es'], fileName: 'engine' },
    rollupOptions: { external: (id) => !id.startsWith('.') && !id.startsWith('/') && !id.startsWith('\0') },
    cssCodeSplit: false,
  },
});
const engineBytes = readdirSync(out)
  .filter((f) => f.endsWith('.js'))
  .reduce((n, f) => n + gzipSync(readFileSync(join(out, f)), { level: 9 }).length, 0);
rmSync(out, { recursive: true, force: true });

console.log(`entry (${entryFile} + static imports): ${kb(sum(entrySet))} KB gzip`);
console.log(`start-up adds (API client, manifest loader, en-gb texts, default theme): ${kb(sum(bootSet))} KB gzip`);
console.log('');
console.log(['family', 'route', 'initial KB gzip', 'incl. start-up KB gzip'].join(' | '));
for (const r of rows) console.log(r.join(' | '));
console.log('');
console.log(`engine's own code (src/engine, dependencies excluded): ${kb(engineBytes)} KB gzip`);

let failed = false;
if (homeKb === null) {
  console.error('size: no /shop/:shop/home route found');
  failed = true;
} else if (homeKb > LIMIT_HOME_KB) {
  console.error(`size: /shop/:shop/home initial JS ${homeKb.toFixed(1)} KB > ${LIMIT_HOME_KB} KB`);
  failed = true;
}
if (engineBytes / 1024 > LIMIT_ENGINE_KB) {
  console.error(`size: engine ${kb(engineBytes)} KB > ${LIMIT_ENGINE_KB} KB`);
  failed = true;
}
console.log(
  failed
    ? 'size: FAILED'
    : `size: ok (home ${homeKb.toFixed(1)} <= ${LIMIT_HOME_KB} KB, engine ${kb(engineBytes)} <= ${LIMIT_ENGINE_KB} KB)`,
);

// The honest figure beside it: everything the browser downloads until the network is idle.
if (!args.has('--no-network')) {
  console.log('');
  const net = spawnSync(process.execPath, ['scripts/size-network.mjs', ...(args.has('--files') ? ['--files'] : [])], {
    stdio: 'inherit',
  });
  if (net.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
