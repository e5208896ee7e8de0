#!/usr/bin/env node
// npm run validate:manifests [-- FILE...]
// Checks every shipped manifest and theme (or only the files given, against the shipped set):
// schema, then the cross-file rules of src/engine/manifest/semantics.ts. Prints one line per
// problem, `FILE#/json/pointer: CODE message`, and exits 1 when any is an error.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const rel = (f) => relative(root, resolve(f)).split('\\').join('/');

function listJson(dir, deep) {
  const abs = join(root, dir);
  if (!existsSync(abs)) return [];
  const out = [];
  for (const e of readdirSync(abs, { withFileTypes: true })) {
    if (e.isDirectory() && deep) out.push(...listJson(`${dir}/${e.name}`, true));
    else if (e.isFile() && e.name.endsWith('.json')) out.push(`${dir}/${e.name}`);
  }
  return out.sort();
}

export function shippedFiles() {
  return [
    ...listJson('screens/families', true),
    ...listJson('screens/screens', true),
    ...listJson('screens/layouts', true),
    ...listJson('screens/kiosk', true),
    ...listJson('themes', true),
  ];
}

function readText(file) {
  try {
    const st = statSync(join(root, file));
    if (!st.isFile()) return { error: 'is not a file' };
    return { text: readFileSync(join(root, file), 'utf8') };
  } catch (e) {
    return { error: e.code === 'ENOENT' ? 'does not exist' : String(e.message ?? e) };
  }
}

function readJsonQuiet(file) {
  try { return JSON.parse(readFileSync(join(root, file), 'utf8')); } catch { return undefined; }
}

export async function gatherContext(api) {
  const ctx = {};
  const compDir = join(root, 'src/components');
  ctx.componentTypes = new Set(existsSync(compDir)
    ? readdirSync(compDir, { withFileTypes: true }).filter((d) => d.isDirectory() && existsSync(join(compDir, d.name, 'props.schema.json'))).map((d) => d.name)
    : []);
  const en = new Set(), zh = new Set();
  for (const [lang, set] of [['en-gb', en], ['zh-hans', zh]]) {
    for (const f of listJson(`src/i18n/locales/${lang}`, false)) {
      const ns = f.split('/').pop().replace(/\.json$/, '');
      const res = readJsonQuiet(f);
      if (res !== undefined) api.translationKeys(ns, res, set);
    }
  }
  ctx.i18n = { en, zh };
  if (existsSync(join(root, 'schemas/venue-settings.schema.json'))) ctx.settingsSchema = readJsonQuiet('schemas/venue-settings.schema.json') ?? {};
  return ctx;
}

export async function run(args) {
  const started = performance.now();
  const api = await tsImport('../src/engine/manifest/index.ts', import.meta.url);
  const shipped = shippedFiles();
  const given = args.filter((a) => !a.startsWith('--')).map(rel);
  const report = given.length ? new Set(given) : null;
  const sources = [];
  const lines = [];
  let errors = 0, warnings = 0;
  const files = [...new Set([...shipped, ...given])];
  for (const file of files) {
    const r = readText(file);
    if (r.error) {
      lines.push(`${file}#: file.unreadable The file ${r.error}.`);
      errors++;
      continue;
    }
    sources.push({ file, text: r.text });
  }
  const ctx = await gatherContext(api);
  const { issues } = api.validateManifestSet(sources, ctx);
  for (const i of issues) {
    if (report && !report.has(i.file)) continue;
    if (i.severity === 'error') errors++; else warnings++;
    lines.push(`${i.file}#${i.path}: ${i.code} ${i.severity === 'warning' ? 'warning: ' : ''}${i.message.replace(/\s+/g, ' ')}`);
  }
  const ms = performance.now() - started;
  return { lines, errors, warnings, files: report ? given.length : files.length, ms };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  let code = 1;
  try {
    const r = await run(process.argv.slice(2));
    for (const l of r.lines) console.log(l);
    console.error(`validate:manifests: ${r.files} files, ${r.errors} errors, ${r.warnings} warnings (${Math.round(r.ms)} ms)`);
    code = r.errors ? 1 : 0;
  } catch (e) {
    console.log(`#: check.failed The validator stopped unexpectedly: ${e?.stack ?? e}`);
  }
  process.exit(code);
}
