// Every shipped screen is imported from exactly one place: the menu screens from manifests.ts (the
// start-up chunk), all others from the loaders chunk that the first non-menu screen fetches.
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadScreen, menuScreenFiles } from '../../src/app/manifests';
import { OTHER_SCREEN_FILES } from '../../src/app/screenLoaders';

describe('screen loaders', () => {
  it('split the shipped screens between the menu imports and the loaders chunk, with none left out', () => {
    const all = readdirSync('screens/screens').filter((f) => f.endsWith('.json')).map((f) => `/screens/screens/${f}`).sort();
    const menu = Object.keys(menuScreenFiles);
    const other = Object.keys(OTHER_SCREEN_FILES);
    expect(menu).toContain('/screens/screens/home.json');
    expect(menu.filter((f) => other.includes(f))).toEqual([]);
    expect([...menu, ...other].sort()).toEqual(all);
  });
  it('loads a menu screen, another screen, and not-found for an unknown id', async () => {
    expect((await loadScreen('home')).id).toBe('home');
    expect((await loadScreen('my-wallet')).id).toBe('my-wallet');
    expect((await loadScreen('no-such-screen')).id).toBe('not-found');
  });
});
