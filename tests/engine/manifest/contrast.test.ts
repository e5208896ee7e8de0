import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ThemeManifest } from '../../../src/engine/contract';
import {
  contrastRatio,
  isThemeColour,
  parseHex,
  textPairs,
  themeContrast,
} from '../../../src/engine/manifest/contrast';

const load = (id: string) =>
  JSON.parse(readFileSync(join(__dirname, '../../../themes', `${id}.json`), 'utf8')) as ThemeManifest;
const themes = [load('default'), load('night')];
const byId = new Map(themes.map((t) => [t.id, t]));

describe('contrast', () => {
  it('computes WCAG ratios', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrastRatio('#FFF', '#FFF')).toBeCloseTo(1, 5);
    expect(contrastRatio('#767676', '#FFFFFF')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('red', '#FFFFFF')).toBeNull();
    expect(parseHex('#0B5FA5')).toEqual([11, 95, 165]);
  });

  it('tells a colour from what is not one', () => {
    for (const ok of [
      '#fff',
      '#FFFA',
      '#0B5FA5',
      '#00000080',
      'rgb(0, 0, 0)',
      'rgba(0,0,0,.5)',
      'rgb(0 0 0 / 50%)',
      'hsl(210deg 50% 40%)',
      'transparent',
      'currentColor',
    ])
      expect(isThemeColour(ok), ok).toBe(true);
    for (const bad of [
      '#GGGGGG',
      '#12345',
      '#1234567',
      'FFFFFF',
      '',
      'red;',
      'url(x)',
      'rgb(0,0)',
      'rgb(a,b,c)',
      'expression(1)',
      12,
      null,
    ])
      expect(isThemeColour(bad), String(bad)).toBe(false);
  });

  it('pairs onX with x and text/link roles with page backgrounds', () => {
    expect(
      textPairs({ background: 'a', surface: 'b', text: 'c', link: 'd', accent: 'e', onAccent: 'f', border: 'g' }),
    ).toEqual([
      ['text', 'background'],
      ['text', 'surface'],
      ['link', 'background'],
      ['link', 'surface'],
      ['onAccent', 'accent'],
    ]);
  });

  it.each(themes.map((t) => [t.id, t] as const))(
    'theme %s passes WCAG AA for every text-on-background pair',
    (_id, theme) => {
      const results = themeContrast(theme, byId);
      expect(results.length).toBeGreaterThanOrEqual(10);
      const failing = results
        .filter((r) => !r.pass)
        .map((r) => `${r.scheme}: ${r.fg} on ${r.bg} = ${r.ratio?.toFixed(2)}`);
      expect(failing).toEqual([]);
    },
  );

  it('defines complete token sets', () => {
    const d = themes[0].tokens;
    for (const group of ['color', 'radius', 'space', 'font', 'fontSize', 'shadow'])
      expect(Object.keys(d[group] ?? {}).length, group).toBeGreaterThan(0);
    for (const c of [
      'brand',
      'onBrand',
      'surface',
      'onSurface',
      'surfaceAlt',
      'muted',
      'border',
      'danger',
      'onDanger',
      'success',
      'warning',
      'focus',
      'link',
    ]) {
      expect(d.color[c], c).toMatch(/^#/);
      expect(themes[1].tokens.color[c] ?? d.color[c], c).toMatch(/^#/);
    }
  });
});
