// Every shipped screen is imported from exactly one place: the menu screens from manifests.ts (the
// start-up chunk), the kiosk's from its own loaders chunk, all others from the loaders chunk that the
// first non-menu screen fetches.
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadScreen, menuScreenFiles } from '../../src/app/manifests';
import { OTHER_SCREEN_FILES } from '../../src/app/screenLoaders';
import { KIOSK_SCREEN_FILES } from '../../src/app/kioskScreenLoaders';

describe('screen loaders', () => {
  it('split the shipped screens between the menu imports and the loaders chunk, with none left out', () => {
    const all = readdirSync('screens/screens')
      .filter((f) => f.endsWith('.json'))
      .map((f) => `/screens/screens/${f}`)
      .sort();
    const menu = Object.keys(menuScreenFiles);
    const other = Object.keys(OTHER_SCREEN_FILES);
    const kiosk = Object.keys(KIOSK_SCREEN_FILES);
    expect(menu).toContain('/screens/screens/home.json');
    expect(kiosk).toContain('/screens/screens/kiosk-splash.json');
    expect(kiosk.every((f) => f.startsWith('/screens/screens/kiosk-'))).toBe(true);
    expect([...menu, ...other, ...kiosk].sort()).toEqual(all);
  });
  it('loads a menu screen, another screen, and not-found for an unknown id', async () => {
    expect((await loadScreen('home')).id).toBe('home');
    expect((await loadScreen('my-wallet')).id).toBe('my-wallet');
    expect((await loadScreen('kiosk-splash')).id).toBe('kiosk-splash');
    expect((await loadScreen('no-such-screen')).id).toBe('not-found');
  });
});
