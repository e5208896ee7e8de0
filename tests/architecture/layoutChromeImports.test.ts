// Every page drawn in a family layout (tickets, passes, bookings, the shop) loads the 'ui-core' chunk
// (vite.config.ts): the layout chrome. Its code reaches none of the ordering feature, so a ticket or
// pass page downloads neither the catalogue nor the cart count (issue 25: with the grid, the categories
// and the cart badge in ui-core, the ticket home was 200.5 KB; 195.0 with them in 'menu-grid' and
// 'menu', and the shop's login, sign-up, item and cart pages about 2 KB less too). And the sign-in state
// that every signed-in page loads (state/auth.ts) takes the member and franchisee cards (state/card.ts,
// with the wallet calls) only when a logout resets them: the ticket and pass checkouts were 202.7 KB.
import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { staticGraph } from './staticGraph';

/** Source files under a folder, relative to the repository. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? sources(join(dir, e.name))
      : /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name)
        ? [join(dir, e.name)]
        : [],
  );
}

describe('what every layout page loads', () => {
  it("the ui-core chunk's code reaches no ordering module (the catalogue's components are in menu-grid and menu)", async () => {
    const { CHUNK_GROUPS } = await import('../../vite.config');
    const group = CHUNK_GROUPS.find((g) => g.name === 'ui-core');
    const inCore = (file: string) => {
      const test = group?.test;
      const id = resolve(file);
      return typeof test === 'function' ? test(id) : test instanceof RegExp ? test.test(id) : false;
    };
    const core = ['src/components', 'src/ui', 'src/shared'].flatMap(sources).filter(inCore);
    // The chrome the family layouts draw is there (a test that finds nothing proves nothing).
    expect(core).toEqual(
      expect.arrayContaining(['src/components/Header/Header.tsx', 'src/components/NavBar/NavBar.tsx']),
    );
    const reaching = core.filter((f) => [...staticGraph(f).files].some((g) => g.startsWith('src/features/ordering/')));
    expect(reaching).toEqual([]);
  });

  it('state/auth.ts (every signed-in page) takes the cards only when a logout resets them', () => {
    const { files } = staticGraph('src/state/auth.ts');
    expect(files.has('src/state/auth.ts')).toBe(true);
    expect([...files].filter((f) => /src\/state\/card\.ts$|src\/api\/calls\/wallet\.ts$/.test(f))).toEqual([]);
  });
});
