// The committed generated files must equal what the generators produce from the schemas now.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(__dirname, '../../..');

describe('generated files do not drift from the schemas', () => {
  it('src/generated types match json-schema-to-typescript output', async () => {
    // @ts-expect-error plain ESM script without types
    const { generateTypes } = await import('../../../scripts/gen-types.mjs');
    const files = (await generateTypes(root)) as Record<string, string>;
    expect(Object.keys(files)).toContain('src/generated/manifests.ts');
    for (const [file, text] of Object.entries(files)) {
      expect(existsSync(join(root, file)), `${file} missing: run npm run gen:types`).toBe(true);
      expect(readFileSync(join(root, file), 'utf8'), `${file} is stale: run npm run gen:types`).toBe(text);
    }
  });

  it('src/generated/*validators.js match the standalone ajv output', async () => {
    // @ts-expect-error plain ESM script without types
    const { buildValidatorFiles } = await import('../../../scripts/build-validators.mjs');
    const files = buildValidatorFiles(root) as Record<string, string>;
    expect(Object.keys(files).sort()).toEqual([
      'src/generated/data-validators.d.ts', 'src/generated/data-validators.js',
      'src/generated/document-validators.d.ts', 'src/generated/document-validators.js',
      'src/generated/validators.d.ts', 'src/generated/validators.js',
    ]);
    for (const [file, text] of Object.entries(files)) {
      expect(readFileSync(join(root, file), 'utf8'), `${file} is stale: run npm run build:validators`).toBe(text);
    }
  });

  it.each(['validators.js', 'document-validators.js', 'data-validators.js'])('%s is plain ESM: no require, no eval, no new Function', async (name) => {
    const js = readFileSync(join(root, 'src/generated', name), 'utf8');
    expect(js).not.toMatch(/\brequire\(/);
    expect(js).not.toMatch(/\bnew Function\b|\beval\(/);
    const m = await import(`../../../src/generated/${name}`);
    expect(Object.values(m).every((f) => typeof f === 'function' || typeof f === 'object')).toBe(true);
  });

  it('has a props validator for every component with a props.schema.json', async () => {
    const { componentPropsValidators } = await import('../../../src/generated/validators.js');
    // @ts-expect-error plain ESM script without types
    const { componentTypes } = await import('../../../scripts/build-validators.mjs');
    expect(Object.keys(componentPropsValidators).sort()).toEqual(componentTypes(root));
  });
});
