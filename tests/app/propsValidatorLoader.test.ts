// The app loads props validators per component type, on demand, a batch per render.
import { describe, expect, it, vi } from 'vitest';
import { propsValidatorLoader } from '../../src/app/App';

const tick = () => new Promise((r) => setTimeout(r, 5));
const validator = (name: string) => Object.assign((d: unknown) => d === name, { errors: null });

describe('propsValidatorLoader', () => {
  it('loads each asked type once, in one batch, and hands over the grown set', async () => {
    const loads: string[] = [];
    const files = Object.fromEntries(
      ['Heading', 'Text', 'Stack'].map((t) => [
        `../generated/props/${t}.js`,
        vi.fn(async () => {
          loads.push(t);
          return validator(t);
        }),
      ]),
    );
    const sets: Record<string, unknown>[] = [];
    const want = propsValidatorLoader(
      (all) => sets.push(all),
      (f) => files[f]?.(),
    );
    want('Heading');
    want('Text');
    want('Heading');
    expect(loads).toEqual([]); // after the render that asked, not during it
    await tick();
    expect(loads).toEqual(['Heading', 'Text']);
    expect(Object.keys(sets.at(-1)!)).toEqual(['Heading', 'Text']);
    want('Text');
    want('Stack');
    await tick();
    expect(loads).toEqual(['Heading', 'Text', 'Stack']);
    expect(Object.keys(sets.at(-1)!).sort()).toEqual(['Heading', 'Stack', 'Text']);
    expect(sets).toHaveLength(2);
  });

  it('a type with no validator module, or one that fails to load, is left unvalidated without a crash', async () => {
    const sets: Record<string, unknown>[] = [];
    const broken: Record<string, () => Promise<never>> = {
      '../generated/props/Broken.js': () => Promise.reject(new Error('chunk')),
    };
    const want = propsValidatorLoader(
      (all) => sets.push(all),
      (f) => broken[f]?.(),
    );
    want('Unknown');
    want('Broken');
    await tick();
    expect(sets).toEqual([]);
  });

  it('imports the menu types from the start-up chunk and every other type from one of the loaders chunks, none twice', async () => {
    const { menuValidatorFiles } = await import('../../src/app/App');
    const { OTHER_VALIDATOR_FILES } = await import('../../src/app/validatorLoaders');
    const { LATER_VALIDATOR_FILES } = await import('../../src/app/laterValidatorLoaders');
    const { MENU_TYPES } = await import('../../vite.config');
    const { componentTypes } = await import('../../scripts/build-validators.mjs' as string);
    expect(Object.keys(menuValidatorFiles).sort()).toEqual(MENU_TYPES.map((t) => `../generated/props/${t}.js`).sort());
    const other = Object.keys(OTHER_VALIDATOR_FILES);
    const later = Object.keys(LATER_VALIDATOR_FILES);
    expect(other.length).toBeGreaterThan(5);
    expect(later.length).toBeGreaterThan(5);
    expect([...other, ...later].filter((f) => f in menuValidatorFiles)).toEqual([]);
    expect(other.filter((f) => later.includes(f))).toEqual([]);
    const shipped = (componentTypes() as string[]).map((t) => `../generated/props/${t}.js`);
    expect([...Object.keys(menuValidatorFiles), ...other, ...later].sort()).toEqual(shipped.sort());
  });

  it('finds a type of the later loaders through the first loaders chunk', async () => {
    const { otherValidatorFile } = await import('../../src/app/validatorLoaders');
    expect(typeof (await otherValidatorFile('../generated/props/CheckoutForm.js'))).toBe('function');
    expect(typeof (await otherValidatorFile('../generated/props/Wallet.js'))).toBe('function');
    await expect(otherValidatorFile('../generated/props/Nope.js')).rejects.toThrow(/no validator/);
  });

  it('knows a validator module for every shipped component type', async () => {
    const { componentTypes } = await import('../../scripts/build-validators.mjs' as string);
    const seen: Record<string, unknown> = {};
    const want = propsValidatorLoader((all) => Object.assign(seen, all));
    for (const t of componentTypes() as string[]) want(t);
    // Loading 60-odd modules takes a while on a busy machine: wait for all of them, not a fixed time.
    await vi.waitFor(() => expect(Object.keys(seen).sort()).toEqual([...(componentTypes() as string[])].sort()), {
      timeout: 20_000,
      interval: 50,
    });
  });
});
