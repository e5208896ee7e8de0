// The check of a theme from outside the build (venue themes, imported files) and the contrast
// suggestion the studio offers for a failing pair.
import { describe, expect, it } from 'vitest';
import type { ThemeManifest } from '../../../src/engine/contract';
import { contrastRatio } from '../../../src/engine/manifest/contrast';
import { suggestColour } from '../../../src/engine/manifest/contrastSuggest';
import { AA_CONTROLS, checkTheme, rolePairs } from '../../../src/engine/manifest/themeCheck';
import day from '../../../themes/default.json';
import night from '../../../themes/night.json';

const base = [day, night] as unknown as ThemeManifest[];
const clone = (): ThemeManifest => ({ ...(JSON.parse(JSON.stringify(day)) as ThemeManifest), id: 'venue-blue' });

describe('checkTheme', () => {
  it('accepts the shipped themes under a venue id, and a theme that extends a shipped one', () => {
    expect(checkTheme(clone(), base).issues).toEqual([]);
    expect(checkTheme({ ...night, id: 'venue-night' }, base).doc?.id).toBe('venue-night');
  });

  it('lists each problem with its JSON Pointer', () => {
    const t = clone() as unknown as Record<string, unknown>;
    t.id = 'Not An Id';
    t.extra = 1;
    delete t.name;
    const paths = checkTheme(t, base)
      .issues.map((i) => i.path)
      .sort();
    expect(paths).toEqual(['', '/extra', '/id']);
    expect(checkTheme({ kind: 'screen' }, base).issues[0]).toMatchObject({ path: '/kind', code: 'doc.kind' });
    expect(checkTheme('not json', base).issues.length).toBeGreaterThan(0);
  });

  it('refuses colours a browser does not draw, unknown tokens and unknown extends', () => {
    const t = clone();
    t.tokens.color.brand = 'red;';
    t.schemes.default.text = 'color.nothing';
    const issues = checkTheme(t, base).issues;
    expect(issues.map((i) => [i.path, i.code])).toEqual([
      ['/tokens/color/brand', 'theme.color-invalid'],
      ['/schemes/default/text', 'theme.token-unknown'],
    ]);
    expect(checkTheme({ ...clone(), extends: 'venue-other' }, base).issues[0]).toMatchObject({
      path: '/extends',
      code: 'theme.extends-unknown',
    });
  });

  it('refuses text under 4.5:1 and controls under 3:1 (WCAG 2.2 AA), naming the pair', () => {
    const t = clone();
    t.tokens.color.link = '#7AA7D6';
    t.tokens.color.focus = '#B9CCEB';
    const issues = checkTheme(t, base).issues;
    expect(issues.map((i) => i.path)).toEqual([
      '/schemes/default/link',
      '/schemes/default/link',
      '/schemes/default/link',
      '/schemes/default/focus',
      '/schemes/default/focus',
      '/schemes/default/focus',
    ]);
    expect(issues[3].message).toMatch(/"focus" on "background".*at least 3:1/);
    const pairs = rolePairs(t).filter((p) => !p.pass);
    expect(pairs.map((p) => `${p.fg}/${p.bg}/${p.min}`)).toContain('focus/surface/3');
  });

  it('the shipped themes pass every pair, controls included', () => {
    for (const t of base) expect(rolePairs(t, new Map(base.map((x) => [x.id, x]))).filter((p) => !p.pass)).toEqual([]);
  });
});

describe('suggestColour', () => {
  it('moves a failing colour the least towards black or white until it passes', () => {
    for (const [fg, bg, min] of [
      ['#7AA7D6', '#FFFFFF', 4.5],
      ['#B9CCEB', '#F6F7F9', AA_CONTROLS],
      ['#333344', '#0E0B17', 4.5],
      ['#777777', '#777777', 4.5],
      ['#FF0000', '#FFFFFF', 4.5],
    ] as const) {
      const s = suggestColour(fg, bg, min)!;
      expect(s).toMatch(/^#[0-9A-F]{6}$/);
      expect(contrastRatio(s, bg)!, `${fg} on ${bg}`).toBeGreaterThanOrEqual(min);
    }
    // Light text on a dark page gets lighter, not black.
    expect(contrastRatio(suggestColour('#333344', '#0E0B17', 4.5)!, '#FFFFFF')!).toBeLessThan(
      contrastRatio('#333344', '#FFFFFF')!,
    );
    // The nearest: just enough, not pure black.
    expect(suggestColour('#7AA7D6', '#FFFFFF', 4.5)).not.toBe('#000000');
    expect(contrastRatio(suggestColour('#7AA7D6', '#FFFFFF', 4.5)!, '#FFFFFF')!).toBeLessThan(4.8);
  });
  it('keeps a passing colour and answers null for one it cannot read', () => {
    expect(suggestColour('#1b1f24', '#FFFFFF', 4.5)).toBe('#1B1F24');
    expect(suggestColour('rgb(0,0,0)', '#FFFFFF', 4.5)).toBeNull();
  });
});
