// Malformed manifests and themes: each is rejected with its intended code and JSON Pointer, and
// nothing crashes the validator.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { gatherContext, validateFiles } from '../../../src/engine/manifest/files';
import { loadText, validateManifestSet } from '../../../src/engine/manifest';

const root = join(__dirname, '../../..');
const table = JSON.parse(readFileSync(join(root, 'tests/engine/fixtures/bad-table.json'), 'utf8')) as Array<{
  file: string;
  code: string;
  pointer: string;
}>;
const ctx = gatherContext(root);
const hasSettings = ctx.settingsSchema !== undefined;

describe('malformed manifests', () => {
  it('has at least 40 fixtures', () => {
    expect(table.length).toBeGreaterThanOrEqual(40);
  });

  it.each(table)('$file is rejected with $code at "$pointer"', ({ file, code, pointer }) => {
    const rel = `tests/engine/fixtures/bad/${file}`;
    const { issues } = validateFiles(root, [rel], ctx);
    expect(issues.every((i) => i.file === rel)).toBe(true);
    if (code === 'config.unknown-key' && !hasSettings) {
      // Without the settings schema the check is skipped (a warning says so).
      expect(issues.some((i) => i.code === code)).toBe(false);
      return;
    }
    const hit = issues.find((i) => i.code === code && i.path === pointer);
    expect(hit, `got ${JSON.stringify(issues.map((i) => `${i.code} ${i.path}`))}`).toBeDefined();
    expect(hit!.severity).toBe('error');
    expect(hit!.message.length).toBeGreaterThan(10);
    expect(hit!.message).not.toMatch(/must NOT|must match pattern|instancePath/); // designer words, not ajv's
  });
});

describe('never crashes', () => {
  const tmp = mkdtempSync(join(tmpdir(), 'manifests-'));
  const check = (name: string, content: string | Buffer) => {
    const file = join(tmp, name);
    writeFileSync(file, content);
    return validateFiles(root, [file], ctx).issues;
  };

  it('reports a 10 MB file as too large', () => {
    const big = JSON.stringify({ kind: 'screen', pad: 'x'.repeat(10 * 1024 * 1024) });
    const started = performance.now();
    const issues = check('big.json', big);
    expect(issues.map((i) => i.code)).toEqual(['file.too-large']);
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('reports nesting 10,000 deep (objects and arrays) as too deep', () => {
    expect(check('deep-obj.json', '{"a":'.repeat(10000) + '1' + '}'.repeat(10000)).map((i) => i.code)).toEqual([
      'json.too-deep',
    ]);
    expect(check('deep-arr.json', '['.repeat(10000) + ']'.repeat(10000)).map((i) => i.code)).toEqual(['json.too-deep']);
  });

  it('reports a missing file', () => {
    expect(validateFiles(root, [join(tmp, 'missing.json')], ctx).issues.map((i) => i.code)).toEqual([
      'file.unreadable',
    ]);
  });

  it('survives arbitrary junk and wrong types everywhere', () => {
    const junk: unknown[] = [
      0,
      -1,
      1e308,
      '',
      'x',
      true,
      null,
      [],
      {},
      [[[]]],
      { $state: 1 },
      { $t: null },
      { kind: 'screen' },
      { kind: 'family', routes: 'x' },
      { kind: 'theme', tokens: [] },
      { kind: 'flow', states: { a: null } },
    ];
    const shapes = (v: unknown) => [
      v,
      { kind: 'screen', schemaVersion: 1, id: 'x', title: v, root: v, elements: v },
      {
        kind: 'screen',
        schemaVersion: 1,
        id: 'x',
        title: 'x',
        root: 'a',
        elements: { a: { type: 'Stack', props: { p: v }, children: v, visible: v, on: { press: [v] } } },
      },
      { kind: 'family', schemaVersion: 1, id: 'x', prefix: v, layout: v, routes: [v], extends: v, omit: v },
      { kind: 'theme', schemaVersion: 1, id: 'x', name: v, tokens: { color: v }, schemes: { d: v } },
      { kind: 'flow', schemaVersion: 1, id: 'x', initial: v, states: { a: v }, timers: v },
      { kind: 'screen', schemaVersion: 0, elements: v },
      { kind: 'family', schemaVersion: 0, routes: [v] },
    ];
    const sources = junk.flatMap((v, i) =>
      shapes(v).map((doc, j) => ({ file: `junk/${i}-${j}.json`, text: JSON.stringify(doc) ?? 'undefined' })),
    );
    const { issues } = validateManifestSet(sources, ctx);
    expect(issues.some((i) => i.code === 'check.failed')).toBe(false);
    for (const s of sources) {
      const r = loadText(s.text, s.file);
      // Each either loads or explains why not.
      expect(r.doc !== undefined || r.issues.length > 0).toBe(true);
    }
  });

  it('handles random bytes', () => {
    let seed = 7;
    const rnd = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
    for (let n = 0; n < 50; n++) {
      const bytes = Buffer.from(Array.from({ length: 1 + Math.floor(rnd() * 300) }, () => Math.floor(rnd() * 256)));
      const r = loadText(bytes.toString('utf8'), 'rand.json');
      expect(r.issues.length + (r.doc ? 1 : 0)).toBeGreaterThan(0);
    }
    rmSync(tmp, { recursive: true, force: true });
  });
});
