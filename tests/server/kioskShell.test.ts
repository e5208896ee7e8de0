// The kiosk's static splash (server/site/kioskShell.ts) takes the sizes and colours of the venue's theme:
// the shipped file's, or the venue's own document made in the theme studio, over the default theme.
import { describe, expect, it } from 'vitest';
import { kioskSizesOf, kioskSplashShell } from '../../server/site/kioskShell';
import type { ThemeManifest } from '../../src/engine/contract';

describe('the kiosk splash shell', () => {
  it('draws the default theme at the splash step’s default sizes', () => {
    const html = kioskSplashShell('Burger Kiosk', 'en-gb', 'default');
    expect(html).toContain('font-size:83.2px'); // 1.6 × title 52
    expect(html).toContain('min-height:252px'); // 1.5 × tile 168
    expect(html).toContain('padding:32px 32px 152px'); // pad, foot = bar 136 + gap 16
    expect(html).toContain('>Welcome to Burger Kiosk</h1>');
  });

  it('a theme made in the studio brings its own kiosk sizes and colours, the rest from the theme it extends', () => {
    const doc: ThemeManifest = {
      kind: 'theme',
      schemaVersion: 1,
      id: 'venue-berry',
      name: { 'en-gb': 'Berry', 'zh-hans': '莓果' },
      extends: 'default',
      tokens: { color: { brand: '#7A1F5C' }, kiosk: { title: 60, tile: 200 } },
      schemes: {},
    };
    const html = kioskSplashShell('Burger Kiosk', 'zh-hans', 'venue-berry', doc);
    expect(html).toContain('font-size:96px'); // 1.6 × 60
    expect(html).toContain('min-height:300px'); // 1.5 × 200
    expect(html).toContain('background:#7A1F5C');
    expect(html).toContain('font-size:34px'); // the lead keeps the default price size
    expect(html).toContain('>欢迎光临 Burger Kiosk</h1>');
  });

  it('an unknown shipped theme id reads as the default theme', () => {
    expect(kioskSplashShell('X', 'en-gb', 'no-such-theme')).toBe(kioskSplashShell('X', 'en-gb', 'default'));
  });

  it('keeps only positive sizes up to 1000 px', () => {
    const s = kioskSizesOf({ title: -4, price: '40', total: 2000, tile: 180, gap: Number.NaN });
    expect(s).toEqual({ title: 52, price: 34, total: 44, tile: 180, gap: 16, pad: 32, bar: 136 });
  });
});
