// Access-matrix rows of the theme studio's calls (issue 18): the venue's own themes are an
// administrator's of that venue; the venue's current theme is public (the app applies it).
// Spread into CASES in tests/server/access-matrix.cases.ts.
import type { Case, Outcome, Role } from '../access-matrix.cases';
import type { TestServer } from '../helpers';
import shipped from '../../../themes/default.json';

const adminOfVenue: Record<Role, Outcome> = {
  anonymous: 'login',
  customer: '403',
  otherCustomer: '403',
  staff: 'ok',
  otherAdmin: '403',
  kiosk: 'login',
};
const anyone: Record<Role, Outcome> = {
  anonymous: 'ok',
  customer: 'ok',
  otherCustomer: 'ok',
  staff: 'ok',
  otherAdmin: 'ok',
  kiosk: 'ok',
};
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
    rule: 'an administrator of this venue',
    req: () => ({ payload: cafe }),
    expect: adminOfVenue,
  },
  {
    method: 'POST',
    path: '/pro/theme/venue/get',
    rule: 'an administrator of this venue',
    req: () => ({ payload: { ...cafe, themeId: 'default' } }),
    expect: adminOfVenue,
  },
  {
    method: 'POST',
    path: '/pro/theme/venue/save',
    rule: 'an administrator of this venue; the theme passes schema and contrast checks',
    req: () => ({ payload: { ...cafe, theme } }),
    expect: adminOfVenue,
  },
  {
    method: 'POST',
    path: '/pro/theme/venue/delete',
    rule: "an administrator of this venue; never the venue's default",
    req: (fx) => ({ payload: { ...cafe, themeId: fx.extra?.studioTheme ?? 'matrix-delete' } }),
    expect: adminOfVenue,
  },
  // The same name again: an accepted rename changes nothing the other rows rely on.
  {
    method: 'POST',
    path: '/pro/theme/venue/rename',
    rule: "an administrator of this venue; a name in each language, not another theme's",
    req: (fx) => ({ payload: { ...cafe, themeId: fx.extra?.keptTheme ?? 'matrix-keep', name: keptName } }),
    expect: adminOfVenue,
  },
  {
    method: 'POST',
    path: '/pro/theme/venue/versions',
    rule: "an administrator of this venue: a theme's saved versions, or one of them",
    req: (fx) => ({ payload: { ...cafe, themeId: fx.extra?.keptTheme ?? 'matrix-keep' } }),
    expect: adminOfVenue,
  },
  // The cafe's own default again: an accepted call changes nothing the other rows rely on.
  {
    method: 'POST',
    path: '/pro/theme/venue/default',
    rule: 'an administrator of this venue; a shipped or saved venue theme',
    req: () => ({ payload: { ...cafe, themeId: 'default' } }),
    expect: adminOfVenue,
  },
  // Taking off a picture the cafe has none of: an accepted call changes nothing.
  {
    method: 'POST',
    path: '/pro/theme/venue/image',
    rule: "an administrator of this venue: the venue's logo, banner, login and footer pictures",
    req: () => ({ payload: { ...cafe, slot: 'footer', clear: true } }),
    expect: adminOfVenue,
  },
  {
    method: 'GET',
    path: '/api/shop/theme',
    rule: "anyone: the venue's current theme",
    req: () => ({ query: cafe }),
    expect: anyone,
  },
];
