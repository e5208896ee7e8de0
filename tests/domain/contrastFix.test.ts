// The contrast fixer that keeps the brand (issue 32): the other colour first (near-black or near-white,
// then nearby shades), a companion shade for a role when the brand itself is too light, the brand
// only when asked; every option names the ratio it reaches and the passing pairs it would break.
import { describe, expect, it } from 'vitest';
import { type ColourPair, fixOptions, NEAR_BLACK, pairsBroken, ratioOf } from '../../src/domain/contrastFix';

const YELLOW = '#FFD400';
const colours = {
  'color.brand': YELLOW,
  'color.onBrand': '#FFFFFF',
  'color.background': '#FFFFFF',
  'color.onSurface': '#1B1F24',
  'color.danger': '#B42318',
};
const pair = (id: string, fg: string, bg: string, min: number, fgRole: string, bgRole: string): ColourPair => ({
  id,
  fg: `color.${fg}`,
  bg: `color.${bg}`,
  min,
  scheme: 'default',
  fgRole,
  bgRole,
});
const onAccent = pair('onAccent', 'onBrand', 'brand', 4.5, 'onAccent', 'accent');
const accentOnPage = pair('accentOnPage', 'brand', 'background', 3, 'accent', 'background');
const text = pair('text', 'onSurface', 'background', 4.5, 'text', 'background');
const onDanger = pair('onDanger', 'onBrand', 'danger', 4.5, 'onDanger', 'danger');
const pairs = [onAccent, accentOnPage, text, onDanger];
const keep = ['color.brand'];

describe('fixOptions', () => {
  it('offers the text on the brand at near-black first, with its ratio, and never touches the brand unasked', () => {
    const options = fixOptions(colours, [onAccent, text], onAccent, keep);
    expect(options[0]).toMatchObject({ kind: 'extreme', token: 'color.onBrand', colour: NEAR_BLACK, breaks: [] });
    expect(options[0].ratio).toBeCloseTo(ratioOf(NEAR_BLACK, YELLOW)!, 5);
    expect(options[0].ratio).toBeGreaterThanOrEqual(4.5);
    expect(options.some((o) => o.kind === 'shade' && o.token === 'color.onBrand')).toBe(true);
    expect(options.filter((o) => o.kind !== 'companion').every((o) => o.token !== 'color.brand')).toBe(true);
    for (const o of options) expect(o.ratio).toBeGreaterThanOrEqual(4.5);
  });

  it('names the passing pairs an option would break, and ranks the options that break nothing first', () => {
    // onBrand is also the text on danger: near-black on dark red fails there.
    const options = fixOptions(colours, pairs, onAccent, keep);
    const black = options.find((o) => o.colour === NEAR_BLACK)!;
    expect(black.breaks).toEqual(['onDanger']);
    const kinds = options.map((o) => `${o.kind}:${o.breaks.length ? 'breaks' : 'clean'}`);
    expect(kinds.indexOf('extreme:breaks')).toBeGreaterThan(-1);
    expect(pairsBroken(colours, pairs, 'color.onBrand', NEAR_BLACK)).toEqual(['onDanger']);
  });

  it('a brand too light for the page: a companion shade for the accent role keeps the brand and passes every pair of that role', () => {
    const options = fixOptions({ ...colours, 'color.onBrand': NEAR_BLACK }, pairs, accentOnPage, keep);
    const companion = options.find((o) => o.kind === 'companion')!;
    expect(companion).toMatchObject({ token: 'color.brandAccent', role: { scheme: 'default', role: 'accent' } });
    expect(ratioOf(companion.colour, '#FFFFFF')!).toBeGreaterThanOrEqual(3);
    expect(ratioOf(NEAR_BLACK, companion.colour)!).toBeGreaterThanOrEqual(4.5);
    // Changing the page background instead breaks the body text: said, and ranked after the clean ones.
    const page = options.filter((o) => o.token === 'color.background');
    expect(page.length).toBeGreaterThan(0);
    expect(page.every((o) => o.breaks.includes('text'))).toBe(true);
    expect(options.indexOf(companion)).toBeLessThan(options.indexOf(page[0]));
  });

  it('changes the brand only when asked', () => {
    const both = pair('brandOnBrand', 'brand', 'brand2', 3, 'accent', 'surface');
    const c = { ...colours, 'color.brand2': '#FFE066' };
    expect(fixOptions(c, [both], both, ['color.brand', 'color.brand2']).filter((o) => o.kind !== 'companion')).toEqual(
      [],
    );
    const asked = fixOptions(colours, pairs, onAccent, keep, true).filter((o) => o.kind === 'brand');
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.every((o) => o.token === 'color.brand' && o.ratio >= 4.5)).toBe(true);
  });
});
