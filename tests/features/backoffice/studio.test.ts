// The theme studio's pure parts: undo/redo, the draft's edits and contrast report with one-press
// fixes, import (each problem with its JSON Pointer) and export (a file the validator accepts).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ThemeManifest } from '../../../src/engine/contract';
import {
  applySuggestion,
  blankTheme,
  canRedo,
  canUndo,
  contrastReport,
  exportTheme,
  fromShipped,
  HISTORY_LIMIT,
  importTheme,
  record,
  redo,
  sameTheme,
  setRole,
  setToken,
  startHistory,
  undo,
  withBase,
} from '../../../src/features/backoffice/studio';
import day from '../../../themes/default.json';
import nightOwn from '../../../themes/night.json';

const base = day as unknown as ThemeManifest;
const night = withBase(base, nightOwn as unknown as ThemeManifest);
const shipped = [base, { ...night, extends: 'default' }];

describe('undo and redo', () => {
  it('steps back and forth; a new step after undo drops what was undone', () => {
    let h = startHistory(1);
    h = record(h, 2);
    h = record(h, 3);
    expect([h.present, canUndo(h), canRedo(h)]).toEqual([3, true, false]);
    h = undo(undo(h));
    expect([h.present, canUndo(h), canRedo(h)]).toEqual([1, false, true]);
    expect(undo(h)).toBe(h);
    h = redo(h);
    expect(h.present).toBe(2);
    h = record(h, 9);
    expect([h.present, canRedo(h)]).toEqual([9, false]);
    expect(undo(h).present).toBe(2);
  });
  it('a change equal to the present is no step; a burst on one field is one step', () => {
    let h = startHistory('#000000');
    expect(record(h, '#000000')).toBe(h);
    for (const v of ['#1', '#12', '#123', '#1234']) h = record(h, v, 'color.brand');
    expect(h.past).toEqual(['#000000']);
    h = record(h, 'x', 'color.link');
    expect(undo(undo(h)).present).toBe('#000000');
  });
  it('keeps at most HISTORY_LIMIT steps', () => {
    let h = startHistory(0);
    for (let i = 1; i <= HISTORY_LIMIT + 50; i++) h = record(h, i);
    expect(h.past).toHaveLength(HISTORY_LIMIT);
  });
});

describe('the draft', () => {
  it('blank passes every pair and names itself; a shipped start loses its extends', () => {
    const b = blankTheme(base);
    expect(b.id).toBe('my-theme');
    expect(contrastReport(b).failures).toEqual([]);
    expect('extends' in fromShipped({ ...night, extends: 'default' }, 'night-copy')).toBe(false);
  });
  it('a failing pair is named with a suggestion; applying it fixes the pair (one step of history)', () => {
    let t = blankTheme(base);
    t = setToken(t, 'color', 'brand', '#F5C542');
    const { failures } = contrastReport(t);
    const accent = failures.find((f) => f.fg === 'onAccent' && f.bg === 'accent' && f.scheme === 'default')!;
    expect(accent).toMatchObject({ token: 'onBrand', min: 4.5, kind: 'text' });
    expect(accent.suggestion).toMatch(/^#[0-9A-F]{6}$/);
    let h = record(startHistory(t), applySuggestion(t, accent), undefined, sameTheme);
    expect(contrastReport(h.present).failures.filter((f) => f.fg === 'onAccent' && f.scheme === 'default')).toEqual([]);
    h = undo(h);
    expect(h.present.tokens.color.onBrand).toBe('#FFFFFF');
  });
  it('roles follow the tokens they name', () => {
    const t = setRole(blankTheme(base), 'default', 'textMuted', 'color.border');
    expect(contrastReport(t).failures.map((f) => f.fg)).toContain('textMuted');
  });
});

describe('import', () => {
  it('a bad file lists each problem with its JSON Pointer and gives no theme', () => {
    expect(importTheme('{"kind": "theme",', shipped)).toMatchObject({ problems: [{ path: '', code: 'file.json' }] });
    const bad = {
      ...blankTheme(base),
      id: 'Bad Id',
      colours: {},
      tokens: { ...base.tokens, color: { ...base.tokens.color, brand: 'blue;' } },
    };
    const r = importTheme(JSON.stringify(bad), shipped);
    expect(r.theme).toBeUndefined();
    expect(r.problems.map((p) => p.path).sort()).toEqual(['/colours', '/id']);
    const colour = importTheme(JSON.stringify({ ...bad, id: 'ok-id', colours: undefined }), shipped);
    expect(colour.problems).toEqual([
      expect.objectContaining({ path: '/tokens/color/brand', code: 'theme.color-invalid' }),
    ]);
  });
  it('a file whose only problems are contrast pairs comes in, with the pairs listed; extends are merged in', () => {
    const low = setToken(blankTheme(base), 'color', 'muted', '#BBBBBB');
    const r = importTheme(JSON.stringify(low), shipped);
    expect(r.theme?.tokens.color.muted).toBe('#BBBBBB');
    expect(r.problems.every((p) => p.code === 'theme.contrast' && p.path === '/schemes/default/textMuted')).toBe(true);
    const ext = importTheme(JSON.stringify({ ...nightOwn, id: 'my-night' }), shipped);
    expect(ext.problems).toEqual([]);
    expect(ext.theme?.tokens.radius).toEqual(base.tokens.radius);
    expect(ext.theme && 'extends' in ext.theme).toBe(false);
  });
});

describe('export', () => {
  it('the exported file imports back as the same theme and passes validate:manifests from an absolute path', () => {
    const t = setToken(blankTheme(base), 'color', 'brand', '#0B5FA5');
    const text = exportTheme(t);
    expect(importTheme(text, shipped).theme).toEqual({
      ...t,
      $schema: 'https://venue-app.dev/schemas/theme.schema.json',
    });
    const file = join(mkdtempSync(join(tmpdir(), 'studio-')), 'my-theme.json');
    writeFileSync(file, text);
    const out = execFileSync('node', ['scripts/validate-manifests.mjs', file], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    expect(out.trim()).toBe('');
  }, 60_000);
});
