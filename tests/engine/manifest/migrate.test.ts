import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CURRENT_SCHEMA_VERSION, loadText, migrate, migrations } from '../../../src/engine/manifest';

const fixture = (name: string) => readFileSync(join(__dirname, '../fixtures/v0', name), 'utf8');

describe('migrations', () => {
  it('are numbered without gaps up to the current version', () => {
    expect(migrations.map((m) => m.from)).toEqual([...Array(CURRENT_SCHEMA_VERSION).keys()]);
  });

  it('migrates a v0 screen (no schemaVersion, element array) to a valid v1 screen', () => {
    const text = fixture('screen.json');
    const raw = JSON.parse(text);
    const m = migrate(raw, 'v0/screen.json');
    expect(m.steps).toEqual([0, 1]);
    expect(m.doc).toMatchObject({
      schemaVersion: 1,
      elements: { page: { type: 'Stack', children: ['notice'] }, notice: { type: 'PlannedNotice' } },
    });
    expect(raw.elements).toHaveLength(2); // the input is not mutated
    const loaded = loadText(text, 'v0/screen.json');
    expect(loaded.issues).toEqual([]);
    expect(loaded.doc?.schemaVersion).toBe(1);
  });

  it('migrates a v0 family (component, meta.roles) to a valid v1 family', () => {
    const loaded = loadText(fixture('family.json'), 'v0/family.json');
    expect(loaded.issues).toEqual([]);
    expect(loaded.doc).toMatchObject({
      routes: [
        { path: 'home', screen: 'home' },
        { path: 'mycards', screen: 'my-cards', roles: ['user'] },
      ],
    });
  });

  it('migrates a v0 theme (top-level colors) into tokens.color', () => {
    const loaded = loadText(fixture('theme.json'), 'v0/theme.json');
    expect(loaded.issues).toEqual([]);
    expect(loaded.doc).toMatchObject({ tokens: { color: { bg: '#FFFFFF', fg: '#222222' }, radius: { md: 6 } } });
    expect(loaded.doc).not.toHaveProperty('colors');
  });

  it('leaves a current document alone and refuses a newer one', () => {
    const doc = { kind: 'screen', schemaVersion: 1, id: 'x' };
    expect(migrate(doc, 'x.json')).toEqual({ doc, steps: [], issues: [] });
    const newer = migrate({ ...doc, schemaVersion: CURRENT_SCHEMA_VERSION + 1 }, 'x.json');
    expect(newer.issues.map((i) => [i.code, i.path])).toEqual([['schema.version-newer', '/schemaVersion']]);
  });
});
