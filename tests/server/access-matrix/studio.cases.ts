// Access-matrix rows of the theme studio's calls (issue 18): the venue's own themes are an
// administrator's of that venue; the venue's current theme is public (the app applies it).
// Spread into CASES in tests/server/access-matrix.cases.ts.
import type { Case } from '../access-matrix.cases';
import type { TestServer } from '../helpers';
import shipped from '../../../themes/default.json';
const cafe = { shop: 'demo-cafe' };
/** A valid venue theme (the shipped day theme under its own id). */
const theme = { ...shipped, id: 'matrix-theme', name: { 'en-gb': 'Matrix', 'zh-hans': '矩阵' } };
/** The kept theme's own name (a rename to another theme's name is refused). */
const keptName = { 'en-gb': 'Matrix kept', 'zh-hans': '矩阵保留' };

/**
 * Saved themes of demo-cafe: one for the delete row to delete (its staff row is the one that may), one
 * the rename and versions rows read (kept).
 */
export async function studioFixtures(s: TestServer): Promise<Record<string, string>> {
  for (const id of ['matrix-delete', 'matrix-keep'])
    await s.db.query(
      'INSERT INTO venue_themes (shop_id, theme_id, doc, updated_at) VALUES ($1, $2, $3::jsonb, $4) ON CONFLICT DO NOTHING',
      ['demo-cafe', id, { ...theme, id, name: id === 'matrix-keep' ? keptName : theme.name }, s.clock.t],
    );
  return { studioTheme: 'matrix-delete', keptTheme: 'matrix-keep' };
}

export const STUDIO_CASES: Case[] = [
  {
    method: 'POST',
    path: '/pro/theme/venue/list',
    req: () => ({ payload: cafe }),
  },
  {
    method: 'POST',
    path: '/pro/theme/venue/get',
    req: () => ({ payload: { ...cafe, themeId: 'default' } }),
  },
  {
    method: 'POST',
    path: '/pro/theme/venue/save',
    req: () => ({ payload: { ...cafe, theme } }),
  },
  {
    method: 'POST',
    path: '/pro/theme/venue/delete',
    req: (fx) => ({ payload: { ...cafe, themeId: fx.extra?.studioTheme ?? 'matrix-delete' } }),
  },
  // The same name again: an accepted rename changes nothing the other rows rely on.
  {
    method: 'POST',
    path: '/pro/theme/venue/rename',
    req: (fx) => ({ payload: { ...cafe, themeId: fx.extra?.keptTheme ?? 'matrix-keep', name: keptName } }),
  },
  {
    method: 'POST',
    path: '/pro/theme/venue/versions',
    req: (fx) => ({ payload: { ...cafe, themeId: fx.extra?.keptTheme ?? 'matrix-keep' } }),
  },
  // The cafe's own default again: an accepted call changes nothing the other rows rely on.
  {
    method: 'POST',
    path: '/pro/theme/venue/default',
    req: () => ({ payload: { ...cafe, themeId: 'default' } }),
  },
  // Taking off a picture the cafe has none of: an accepted call changes nothing.
  {
    method: 'POST',
    path: '/pro/theme/venue/image',
    req: () => ({ payload: { ...cafe, slot: 'footer', clear: true } }),
  },
  {
    method: 'GET',
    path: '/api/shop/theme',
    req: () => ({ query: cafe }),
  },
];
