// The theme studio's side of issue 32: the size fields' ranges as you type are the server's; an
// imported file with a token out of range or CSS smuggled in is refused with each pointer; the app
// refuses such a theme before applying it (shipped default instead, reason logged); the contrast
// fixer keeps a yellow brand while every pair comes to pass; every font stack passes the grammar.
import { describe, expect, it, vi } from 'vitest';
import type { ThemeManifest } from '../../../src/engine/contract';
import { checkTheme } from '../../../src/engine/manifest/themeCheck';
import { tokenValueProblem } from '../../../src/engine/manifest/themeTokens';
import {
  applyFix,
  blankTheme,
  contrastReport,
  deriveNight,
  FONT_STACK_IDS,
  FONT_STACKS,
  fixesFor,
  fontStackOf,
  importTheme,
  setToken,
  sizeRange,
} from '../../../src/features/backoffice/studio';
import { checkedVenueTheme } from '../../../src/app/venueTheme';
import day from '../../../themes/default.json';

const base = day as unknown as ThemeManifest;
const shipped = [base];
const YELLOW = '#FFD400';

describe('ranges: the studio, an import and the app refuse the same values', () => {
  it('the size fields take the ranges the check enforces', () => {
    expect(sizeRange('fontSize')).toEqual({ min: 10, max: 72, unit: 'px' });
    expect(sizeRange('radius')).toMatchObject({ min: 0, max: 999 });
    expect(sizeRange('space')).toMatchObject({ min: 0, max: 200 });
    const t = setToken(blankTheme(base), 'fontSize', 'md', sizeRange('fontSize').max);
    expect(checkTheme(t, shipped).issues).toEqual([]);
  });

  it('an imported file with radius -5, spacing 5000, font size 2 and CSS in a font is refused with each pointer', () => {
    const t = blankTheme(base);
    const bad = {
      ...t,
      tokens: {
        ...t.tokens,
        radius: { ...t.tokens.radius, sm: -5 },
        space: { ...t.tokens.space, md: 5000 },
        fontSize: { ...t.tokens.fontSize, sm: 2 },
        lineHeight: { body: 9 },
        font: { ...t.tokens.font, body: 'a } </style><script>' },
        shadow: { sm: 'url(x)' },
      },
    };
    const r = importTheme(JSON.stringify(bad), shipped);
    expect(r.theme).toBeUndefined();
    expect(r.problems.map((p) => p.path).sort()).toEqual([
      '/tokens/font/body',
      '/tokens/fontSize/sm',
      '/tokens/lineHeight/body',
      '/tokens/radius/sm',
      '/tokens/shadow/sm',
      '/tokens/space/md',
    ]);
    expect(r.problems.find((p) => p.path === '/tokens/fontSize/sm')?.message).toMatch(/outside 10px\.\.72px/);
  });

  it('the app given such a theme applies nothing of it and logs why', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const t = { ...setToken(blankTheme(base), 'space', 'md', 5000), id: 'venue-bad' };
    expect(checkedVenueTheme(t, 'venue-bad', shipped)).toBeNull();
    expect(String(warn.mock.calls[0][0])).toMatch(/\/tokens\/space\/md .*shipped default theme applies/);
    warn.mockRestore();
  });
});

describe('the contrast fixer keeps the brand', () => {
  it('a yellow brand: applying the best option of each failure ends with every pair passing and the brand unchanged', () => {
    let t = setToken(blankTheme(base), 'color', 'brand', YELLOW);
    const first = contrastReport(t).failures.length;
    expect(first).toBeGreaterThan(0);
    const seen: number[] = [first];
    for (let i = 0; i < 20 && contrastReport(t).failures.length; i++) {
      const f = contrastReport(t).failures[0];
      const options = fixesFor(t, f);
      expect(options.length).toBeGreaterThan(0);
      // The first option never silently breaks a passing pair.
      expect(options[0].breaks).toEqual([]);
      t = applyFix(t, options[0]);
      seen.push(contrastReport(t).failures.length);
    }
    expect(contrastReport(t).failures).toEqual([]);
    expect(t.tokens.color.brand).toBe(YELLOW);
    // Failures only ever go down.
    for (let i = 1; i < seen.length; i++) expect(seen[i]).toBeLessThan(seen[i - 1]);
    // The text on the brand became near-black, not a muddier yellow.
    expect(t.tokens.color.onBrand).toBe('#111111');
  });

  it('the brand changes only when asked', () => {
    const t = setToken(blankTheme(base), 'color', 'brand', YELLOW);
    const f = contrastReport(t).failures.find((x) => x.scheme === 'default' && x.fg === 'onAccent')!;
    expect(fixesFor(t, f).some((o) => o.token === 'color.brand')).toBe(false);
    expect(fixesFor(t, f, true).some((o) => o.kind === 'brand' && o.token === 'color.brand')).toBe(true);
  });
});

describe('the night version of your own', () => {
  it('derives dark colours from the day ones, every night pair passes, the day is untouched', () => {
    for (const brand of [YELLOW, '#0B5FA5', '#7A1F5C']) {
      const dayFixed = (() => {
        let t = setToken(blankTheme(base), 'color', 'brand', brand);
        for (let i = 0; i < 20 && contrastReport(t).failures.length; i++)
          t = applyFix(t, fixesFor(t, contrastReport(t).failures[0])[0]);
        return t;
      })();
      const t = deriveNight(dayFixed);
      expect(t.tokens.color).toEqual(dayFixed.tokens.color);
      expect(Object.keys(t.tokens.colorNight).sort()).toEqual(Object.keys(t.tokens.color).sort());
      expect(contrastReport(t).failures).toEqual([]);
      expect(contrastReport(t).pairs.filter((p) => p.scheme === 'default-night').length).toBeGreaterThan(10);
      expect(checkTheme(t, shipped).issues).toEqual([]);
    }
  });

  it('a night colour too light is named with its night token pointer', () => {
    const t = setToken(deriveNight(blankTheme(base)), 'colorNight', 'muted', '#2A2A2A');
    const issues = checkTheme(t, shipped).issues;
    expect(issues.length).toBeGreaterThan(0);
    expect(issues.every((i) => i.code === 'theme.contrast' && i.path === '/tokens/colorNight/muted')).toBe(true);
  });
});

describe('font stacks', () => {
  it('every stack passes the font family grammar and is recognised back', () => {
    for (const id of FONT_STACK_IDS) {
      expect(tokenValueProblem('fontFamily', FONT_STACKS[id])).toBeNull();
      expect(fontStackOf(FONT_STACKS[id])).toBe(id);
    }
    expect(fontStackOf('Comic Sans MS')).toBeNull();
  });
});
