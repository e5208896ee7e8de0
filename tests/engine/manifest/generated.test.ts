// The committed generated files must equal what the generators produce from the schemas now.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
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
    // @ts-expect-error plain ESM script without types
    const { componentTypes } = await import('../../../scripts/build-validators.mjs');
    expect(Object.keys(files).sort()).toEqual(
      [
        'src/generated/document-validators.d.ts',
        'src/generated/document-validators.js',
        ...(componentTypes(root) as string[]).map((t) => `src/generated/props/${t}.js`),
        'src/generated/validators.d.ts',
        'src/generated/validators.js',
        // The operator console's settings form (issue 18): the venue-settings schema and its validator.
        'src/generated/settings-schema.json',
        'src/generated/settings-validator.d.ts',
        'src/generated/settings-validator.js',
      ].sort(),
    );
    expect(readdirSync(join(root, 'src/generated/props')).sort(), 'no stale props validator').toEqual(
      Object.keys(files)
        .filter((f) => f.startsWith('src/generated/props/'))
        .map((f) => f.slice('src/generated/props/'.length))
        .sort(),
    );
    for (const [file, text] of Object.entries(files)) {
      expect(readFileSync(join(root, file), 'utf8'), `${file} is stale: run npm run build:validators`).toBe(text);
    }
  });

  it.each(['validators.js', 'document-validators.js'])(
    '%s is plain ESM: no require, no eval, no new Function',
    async (name) => {
      const js = readFileSync(join(root, 'src/generated', name), 'utf8');
      expect(js).not.toMatch(/\brequire\(/);
      expect(js).not.toMatch(/\bnew Function\b|\beval\(/);
      const m = await import(`../../../src/generated/${name}`);
      expect(Object.values(m).every((f) => typeof f === 'function' || typeof f === 'object')).toBe(true);
    },
  );

  it('resolved-props validators take resolved values and refuse bindings and wrong types', async () => {
    const file: string = '../../../src/generated/props/Heading.js'; // generated module without its own .d.ts
    const { validate } = (await import(file)) as {
      validate: ((d: unknown) => boolean) & { errors?: { instancePath: string }[] | null };
    };
    expect(validate({ text: 'Menu', level: 2 })).toBe(true);
    expect(validate({ text: { $t: 'screen.home' } })).toBe(false); // a binding left unresolved
    expect(validate({ text: 'Menu', level: 7 })).toBe(false);
    expect(validate.errors?.[0]?.instancePath).toBe('/level');
    expect(validate({ text: 'Menu', colour: 'red' })).toBe(false);
  });

  it('has a props validator for every component with a props.schema.json', async () => {
    const { componentPropsValidators } = await import('../../../src/generated/validators.js');
    // @ts-expect-error plain ESM script without types
    const { componentTypes } = await import('../../../scripts/build-validators.mjs');
    expect(Object.keys(componentPropsValidators).sort()).toEqual(componentTypes(root));
  });
});
