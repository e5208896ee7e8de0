// Venue themes in the database (migration 019): one row per venue and theme id, the whole manifest
// in `doc`. Nothing here checks a theme: routes/themes.ts checks it (checkTheme) before saving.
import type { Db } from '../db/db';
import type { ThemeManifest } from '../../src/engine/contract';

export interface VenueThemeRow {
  id: string;
  name: ThemeManifest['name'];
  updatedAt: number;
  updatedBy: string;
}

export async function listVenueThemes(db: Db, shopId: string): Promise<VenueThemeRow[]> {
  const rows = await db.query<{
    theme_id: string;
    doc: ThemeManifest;
    updated_at: string | number;
    updated_by: string;
  }>('SELECT theme_id, doc, updated_at, updated_by FROM venue_themes WHERE shop_id = $1 ORDER BY theme_id', [shopId]);
  return rows.map((r) => ({
    id: r.theme_id,
    name: r.doc.name,
    updatedAt: Number(r.updated_at),
    updatedBy: r.updated_by,
  }));
}

export async function getVenueTheme(db: Db, shopId: string, themeId: string): Promise<ThemeManifest | null> {
  const rows = await db.query<{ doc: ThemeManifest }>(
    'SELECT doc FROM venue_themes WHERE shop_id = $1 AND theme_id = $2',
    [shopId, themeId],
  );
  return rows[0]?.doc ?? null;
}

/** Inserts or replaces; answers whether the theme was new. */
export async function saveVenueTheme(
  db: Db,
  shopId: string,
  doc: ThemeManifest,
  by: string,
  now: number,
): Promise<boolean> {
  const rows = await db.query<{ inserted: boolean }>(
    `INSERT INTO venue_themes (shop_id, theme_id, doc, updated_at, updated_by) VALUES ($1, $2, $3::jsonb, $4, $5)
     ON CONFLICT (shop_id, theme_id) DO UPDATE SET doc = EXCLUDED.doc, updated_at = EXCLUDED.updated_at, updated_by = EXCLUDED.updated_by
     RETURNING (xmax = 0) AS inserted`,
    [shopId, doc.id, doc, now, by],
  );
  return rows[0]?.inserted === true;
}

/** Deletes unless it is the venue's default (one statement, so a default set meanwhile is never lost). */
export async function deleteVenueTheme(
  db: Db,
  shopId: string,
  themeId: string,
): Promise<'deleted' | 'missing' | 'default'> {
  const rows = await db.query<{ n: number }>(
    `DELETE FROM venue_themes t WHERE t.shop_id = $1 AND t.theme_id = $2
       AND NOT EXISTS (SELECT 1 FROM venues v WHERE v.shop_id = t.shop_id AND v.theme = t.theme_id) RETURNING 1 AS n`,
    [shopId, themeId],
  );
  if (rows.length) return 'deleted';
  return (await getVenueTheme(db, shopId, themeId)) ? 'default' : 'missing';
}
