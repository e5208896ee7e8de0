// The visitor's own day/night choice is kept per venue (issue 18): a choice at one venue never
// changes another; the one choice earlier builds kept for every venue ('venue_theme', unversioned
// text) is read once and adopted by the venue opened next. A venue's own theme from the server is
// applied only when it passes every check; otherwise the shipped default applies with a logged reason.
// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chosenTheme } from '../../src/app/env';
import { checkedVenueTheme } from '../../src/app/venueTheme';
import type { ThemeManifest } from '../../src/engine/contract';
import { readStored, writeStored } from '../../src/shared/storage';
import day from '../../themes/default.json';
import night from '../../themes/night.json';

const shipped = [day, night] as unknown as ThemeManifest[];
let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  localStorage.clear();
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => warn.mockRestore());

describe("the visitor's theme choice per venue", () => {
  it('reads the old one-for-every-venue value once: the venue opened next adopts it, no other venue sees it', () => {
    localStorage.setItem('venue_theme', 'night');
    expect(chosenTheme('demo-cafe', 'default')).toBe('night');
    expect(localStorage.getItem('venue_theme')).toBeNull();
    expect(JSON.parse(localStorage.getItem('venue_theme:demo-cafe')!)).toEqual({ v: 1, data: 'night' });
    expect(chosenTheme('demo-store', 'default')).toBe('');
    expect(chosenTheme('demo-cafe', 'default')).toBe('night');
  });

  it('a page of no venue keeps showing the old value, and leaves it for the next venue', () => {
    localStorage.setItem('venue_theme', 'night');
    expect(chosenTheme('', '')).toBe('night');
    expect(readStored('theme')).toBe('night');
    expect(chosenTheme('demo-cafe', 'default')).toBe('night');
    expect(localStorage.getItem('venue_theme')).toBeNull();
  });

  it('a choice at one venue leaves the others on their default', () => {
    writeStored('themeChoice', 'night', 'demo-cafe');
    expect(chosenTheme('demo-cafe', 'default')).toBe('night');
    expect(chosenTheme('demo-store', 'harbour-dusk')).toBe('');
    expect(readStored('themeChoice', 'demo-store')).toBeNull();
  });

  it('a chosen venue theme the venue no longer uses is void; a shipped one stays', () => {
    writeStored('themeChoice', 'harbour-dusk', 'demo-store');
    expect(chosenTheme('demo-store', 'harbour-dusk')).toBe('harbour-dusk');
    expect(chosenTheme('demo-store', 'default')).toBe('');
  });

  it('a stored choice that names no theme of the venue, or cannot be read, is void', () => {
    localStorage.setItem('venue_theme:demo-cafe', '{"v":1,"data":"Not An Id"}');
    expect(chosenTheme('demo-cafe', 'default')).toBe('');
    localStorage.setItem('venue_theme:demo-cafe', '{"v":1,"data":5}');
    expect(chosenTheme('demo-cafe', 'default')).toBe('');
    expect(localStorage.getItem('venue_theme:demo-cafe')).toBeNull();
  });
});

describe('a venue theme at run time', () => {
  const mine = { ...day, id: 'harbour-dusk' };
  it('a valid venue theme is applied as it is', () => {
    expect(checkedVenueTheme(mine, 'harbour-dusk', shipped)?.id).toBe('harbour-dusk');
    expect(warn).not.toHaveBeenCalled();
  });
  it('an invalid one gives null (the shipped default applies) with the reason logged', () => {
    const low = { ...mine, tokens: { ...mine.tokens, color: { ...mine.tokens.color, onSurface: '#EEEEEE' } } };
    expect(checkedVenueTheme(low, 'harbour-dusk', shipped)).toBeNull();
    expect(String(warn.mock.calls[0][0])).toMatch(
      /venue's theme "harbour-dusk" is not applied \(\/schemes\/default\/text theme\.contrast: .*\); the shipped default theme applies instead/,
    );
    expect(checkedVenueTheme({ ...mine, kind: 'screen' }, 'harbour-dusk', shipped)).toBeNull();
    expect(checkedVenueTheme(mine, 'other-id', shipped)).toBeNull();
    expect(checkedVenueTheme({ ...day }, 'default', shipped)).toBeNull();
    expect(warn).toHaveBeenCalledTimes(4);
  });
});
