#!/usr/bin/env node
// The refusal codes each call's own code can answer, found in the source: the route file that registers
// the call and every server module it imports (transitively), read for the codes of src/domain/refusals.ts.
// An over-approximation per route file (a handler is listed with the codes of its file's neighbours), never
// an under-approximation of what the code names. Writes x-call.refusals of schemas/calls/*.json;
// `--check` exits 1 when a contract lists fewer codes than its source names (npm run gen:calls --check runs it too).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dir = join(root, 'schemas/calls');

/** The codes of src/domain/refusals.ts (REFUSALS), read from its text. */
export function refusalCodes() {
  const text = readFileSync(join(root, 'src/domain/refusals.ts'), 'utf8');
  const block = /export const REFUSALS = \[([\s\S]*?)\] as const/.exec(text)?.[1] ?? '';
  return [...block.replace(/\/\/.*$/gm, '').matchAll(/'([^']+)'/g)].map((m) => m[1]);
}

const strip = (t) => t.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');

const DECL =
  /^(?:export\s+)?(?:default\s+)?(?:async\s+)?(?:function\*?\s+(\w+)|(?:const|let)\s+(\w+)\s*[:=]|class\s+(\w+))/;
const TOP = /^(?:export\s|async\s|function\s|const\s|let\s|class\s|interface\s|type\s|import\s|registerCall\(|app\.)/;

/** A declaration inside a function (a route file's `const place = (atTable) => async (ctx) => {...}`). */
const NESTED =
  /^(\s+)(?:async\s+)?(?:function\*?\s+(\w+)|const\s+(\w+)\s*(?::[^=]+)?=\s*(?:async\s*)?(?:\(.*\)|\w+)\s*(?::.+)?=>)/;

/** The lines of a nested declaration: from its line to the line that closes it at its own indentation. */
function nestedBody(lines, at, indent) {
  const out = [lines[at]];
  for (let i = at + 1; i < lines.length; i++) {
    const l = lines[i];
    if (l.trim() && l.length - l.trimStart().length <= indent) {
      if (/^\s*[)}\]]/.test(l)) out.push(l);
      break;
    }
    out.push(l);
  }
  return out.join('\n');
}

/**
 * Each file's declarations by name: its top-level ones (function, const, class), and the functions declared
 * inside a function (a route file's handler factories) under names no top-level declaration of the file has.
 */
function declarations(files) {
  const byFile = new Map();
  for (const [file, text] of files) {
    const mine = new Map();
    let name = null;
    let body = [];
    const flush = () => name && mine.set(name, `${mine.get(name) ?? ''}\n${body.join('\n')}`);
    const lines = text.split('\n');
    for (const line of lines) {
      if (TOP.test(line)) {
        flush();
        const m = DECL.exec(line);
        name = m ? (m[1] ?? m[2] ?? m[3]) : null;
        body = [];
      }
      body.push(line);
    }
    flush();
    const nested = new Map();
    lines.forEach((line, i) => {
      // Prettier breaks a curried arrow after `=`: `const place =` then `(atTable: boolean) =>` on the next line.
      const wrapped = /^\s*(?:async\s*)?\(.*\)\s*(?::.+)?=>/.test(lines[i + 1] ?? '') ? ` ${lines[i + 1].trim()}` : '';
      const m = NESTED.exec(/=\s*$/.test(line) ? line + wrapped : line);
      const n = m && (m[2] ?? m[3]);
      if (n && !mine.has(n)) nested.set(n, `${nested.get(n) ?? ''}\n${nestedBody(lines, i, m[1].length)}`);
    });
    for (const [n, t] of nested) mine.set(n, t);
    byFile.set(file, mine);
  }
  return byFile;
}

/** Each file's imported names: local name -> [file, exported name]; and its `export * from` files. */
function importsOf(files) {
  const byFile = new Map();
  for (const [file, text] of files) {
    const names = new Map();
    const stars = [];
    for (const m of text.matchAll(/(import|export)\s+(type\s+)?(\{[^}]*\}|\*|\w+)[^'"]*?from\s+'([^']+)'/g)) {
      const target = resolveImport(file, m[4]);
      if (!target) continue;
      if (m[3] === '*') {
        if (m[1] === 'export') stars.push(target);
        continue;
      }
      if (!m[3].startsWith('{')) {
        names.set(m[3], [target, 'default']);
        continue;
      }
      for (const part of m[3].slice(1, -1).split(',')) {
        const [orig, alias] = part
          .replace(/^\s*type\s+/, '')
          .trim()
          .split(/\s+as\s+/);
        if (orig) names.set((alias ?? orig).trim(), [target, orig.trim()]);
      }
    }
    byFile.set(file, { names, stars });
  }
  return byFile;
}

function resolveImport(from, spec) {
  if (!spec.startsWith('.')) return null;
  const base = join(dirname(from), spec);
  for (const c of [base, `${base}.ts`, join(base, 'index.ts')]) if (c.endsWith('.ts') && known.has(c)) return c;
  return null;
}
let known = new Set();

/** The declaration a name means in a file: its own, or the one it imports (following re-exports). */
function lookup(file, name, decls, imports, depth = 0) {
  if (depth > 8) return null;
  const own = decls.get(file)?.get(name);
  if (own !== undefined) return { file, text: own };
  const imp = imports.get(file);
  const via = imp?.names.get(name);
  if (via) return lookup(via[0], via[1], decls, imports, depth + 1);
  for (const star of imp?.stars ?? []) {
    const hit = lookup(star, name, decls, imports, depth + 1);
    if (hit) return hit;
  }
  return null;
}

/** The codes a handler's text names, and those of every declaration it reaches (scoped by imports). */
function codesReached(start, decls, imports, codes) {
  const found = new Set();
  const seen = new Set();
  const todo = [start];
  while (todo.length) {
    const { file, text } = todo.pop();
    for (const m of text.matchAll(/'([a-z]+\.[a-zA-Z][a-zA-Z-]*)'/g)) if (codes.has(m[1])) found.add(m[1]);
    for (const m of text.matchAll(/\b[A-Za-z_$][\w$]*\b/g)) {
      const d = lookup(file, m[0], decls, imports);
      if (!d || seen.has(`${d.file}#${m[0]}`)) continue;
      seen.add(`${d.file}#${m[0]}`);
      todo.push(d);
    }
  }
  return found;
}

const constantsByFiles = new WeakMap();
/** The names of the string constants whose value is `path`, in any of `files`. */
function pathConstants(files, path) {
  let byValue = constantsByFiles.get(files);
  if (!byValue) {
    byValue = new Map();
    for (const [, text] of files)
      for (const m of text.matchAll(/const\s+(\w+)\s*=\s*['`]([^'`$]+)['`]/g))
        byValue.set(m[2], [...(byValue.get(m[2]) ?? []), m[1]]);
    constantsByFiles.set(files, byValue);
  }
  return byValue.get(path) ?? [];
}

/**
 * The text of a call's registration: from its path to the next registered path of the same file. A
 * registration (`path: '/api/…'`) is preferred to another mention of the path (a handler's `Ctx<'/api/…'>` type).
 */
function handlerText(path, files, allPaths) {
  const tail = path.replace(/^\/(api|pro)(?=\/)/, '');
  const quoted = (p) => [`'${p}'`, `\`${p}\``];
  // A path named by a constant (`export const DEVICE_REGISTER_PATH = '/api/device/register'`) is registered as `path: NAME,`.
  // A path may be registered by its constant (`path: DEVICE_REGISTER_PATH,`).
  const registered = (p) => [
    ...quoted(p).map((q) => `path: ${q}`),
    ...pathConstants(files, p).map((n) => `path: ${n},`),
  ];
  const first = (text, needles, from = 0) =>
    Math.min(...needles.map((n) => text.indexOf(n, from)).filter((i) => i >= from));
  for (const byRegistration of [true, false])
    for (const [file, text] of files) {
      const at = first(text, byRegistration ? registered(path) : [...quoted(path), `}${tail}\``, `}${tail}'`]);
      if (!Number.isFinite(at)) continue;
      let end = text.length;
      for (const p of allPaths) {
        if (p === path) continue;
        const i = first(text, byRegistration ? registered(p) : quoted(p), at + 1);
        if (i < end) end = i;
      }
      return { file, text: text.slice(at, end) };
    }
  return null;
}

export function refusalsByCall() {
  const codes = new Set(refusalCodes());
  const serverFiles = (d) =>
    readdirSync(d, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? serverFiles(join(d, e.name)) : e.name.endsWith('.ts') ? [join(d, e.name)] : [],
    );
  // The wire door's own codes (payload.invalid, wire.text-*) are answered before any handler runs.
  const files = serverFiles(join(root, 'server'))
    .filter((f) => !relative(root, f).startsWith('server/wire/'))
    .sort((a, b) => Number(!a.includes('/routes/')) - Number(!b.includes('/routes/')))
    .map((f) => [f, strip(readFileSync(f, 'utf8'))]);
  known = new Set(files.map(([f]) => f));
  const decls = declarations(files);
  const imports = importsOf(files);
  const docs = readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .map((file) => ({ file, doc: JSON.parse(readFileSync(join(dir, file), 'utf8')) }));
  const allPaths = docs.map((d) => d.doc['x-call'].path);
  const out = {};
  for (const { file, doc } of docs) {
    const h = handlerText(doc['x-call'].path, files, allPaths);
    if (!h) throw new Error(`${file}: no server file registers ${doc['x-call'].path}`);
    out[file] = { route: relative(root, h.file), doc, found: [...codesReached(h, decls, imports, codes)].sort() };
  }
  return out;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const check = process.argv.includes('--check');
  let bad = 0;
  for (const [file, { doc, found }] of Object.entries(refusalsByCall())) {
    const listed = doc['x-call'].refusals ?? [];
    const missing = found.filter((c) => !listed.includes(c));
    if (!missing.length) continue;
    if (check) {
      console.error(`schemas/calls/${file}: x-call.refusals misses ${missing.join(', ')}`);
      bad++;
    } else {
      doc['x-call'].refusals = [...new Set([...listed, ...found])].sort();
      writeFileSync(join(dir, file), JSON.stringify(doc, null, 2) + '\n');
    }
  }
  if (bad) process.exit(1);
}
