// npm run validate:manifests -- FILE... (scripts/validate-manifests.mjs): a file given by an absolute
// path is checked like one given relative to the working folder, and a theme colour that is not a
// colour fails the run, naming the file and the JSON Pointer.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = resolve(__dirname, '../..');
const tmp = mkdtempSync(join(tmpdir(), 'validate-manifests-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

function run(args: string[], cwd = root) {
  const r = spawnSync(process.execPath, [join(root, 'scripts/validate-manifests.mjs'), ...args], {
    cwd,
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

describe('validate:manifests with files', () => {
  it('checks a file given by an absolute path (from any working folder)', () => {
    const abs = join(root, 'screens/screens/cart.json');
    const r = run([abs], tmp);
    expect(r.out).not.toMatch(/file\.unreadable/);
    expect(r.code).toBe(0);
    expect(r.err).toMatch(/1 files, 0 errors/);
  });

  it('refuses an invalid theme colour given by an absolute path outside the repository: an error naming the file and pointer', () => {
    const night = JSON.parse(readFileSync(join(root, 'themes/night.json'), 'utf8')) as {
      id: string;
      tokens: { color: Record<string, string> };
    };
    night.id = 'night-bad';
    night.tokens.color.brand = '#GGGGGG';
    const file = join(tmp, 'night-bad.json');
    writeFileSync(file, JSON.stringify(night));
    const r = run(['--', file]);
    expect(r.code).toBe(1);
    expect(r.out).toContain(`${file}#/tokens/color/brand: theme.color-invalid`);
    expect(r.out).not.toMatch(/warning: .*cannot be checked/); // an error, not a contrast warning
  });

  it('refuses an unknown action and an event the component never emits: errors naming the file and JSON Pointer', () => {
    const screen = JSON.parse(readFileSync(join(root, 'screens/screens/not-found.json'), 'utf8')) as {
      id: string;
      elements: { back: { on: Record<string, unknown> } };
    };
    screen.id = 'not-found-copy';
    const file = join(tmp, 'not-found-copy.json');
    screen.elements.back.on = { press: [{ action: 'navigate.home' }], click: [{ action: 'back' }] };
    writeFileSync(file, JSON.stringify(screen));
    const r = run(['--', file]);
    expect(r.code).toBe(1);
    expect(r.out).toContain(`${file}#/elements/back/on/press/0/action: action.unknown`);
    expect(r.out).toContain(`${file}#/elements/back/on/click: event.unknown`);
    expect(r.out).toMatch(/never emits "click" \(it emits press\)/);
  });

  it('refuses an action without the argument it cannot run without: action.args at its JSON Pointer', () => {
    const screen = JSON.parse(readFileSync(join(root, 'screens/screens/not-found.json'), 'utf8')) as {
      id: string;
      elements: { back: { on: Record<string, unknown> } };
    };
    screen.id = 'not-found-copy';
    const file = join(tmp, 'not-found-copy.json');
    screen.elements.back.on = { press: [{ action: 'toast', tone: 'info' }, { action: 'navigate' }] };
    writeFileSync(file, JSON.stringify(screen));
    const r = run(['--', file]);
    expect(r.code).toBe(1);
    expect(r.out).toContain(`${file}#/elements/back/on/press/0/message: action.args`);
    expect(r.out).toContain(`${file}#/elements/back/on/press/1/to: action.args`);
  });

  it('accepts the same screen with a known action on the event the Button emits', () => {
    const screen = JSON.parse(readFileSync(join(root, 'screens/screens/not-found.json'), 'utf8')) as {
      id: string;
      elements: { back: { on: Record<string, unknown> } };
    };
    screen.id = 'not-found-copy';
    const file = join(tmp, 'not-found-copy.json');
    screen.elements.back.on = { press: [{ action: 'navigate', to: '/' }] };
    writeFileSync(file, JSON.stringify(screen));
    const r = run(['--', file]);
    expect(r.out).not.toMatch(/action\.unknown|event\.unknown/);
    expect(r.code).toBe(0);
  });
});
