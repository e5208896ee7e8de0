// Venue themes in the database (migration 019): one row per venue and theme id, the whole manifest
// in `doc`; every save keeps the stored document as the theme's next version (migration 072) unless
// it equals the latest. Nothing here checks a theme: routes/themes.ts checks it (checkTheme) before saving.
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
  await db.query(
    `INSERT INTO venue_theme_versions (shop_id, theme_id, version, doc, saved_at, saved_by)
     SELECT $1, $2, COALESCE(MAX(version), 0) + 1, $3::jsonb, $4, $5 FROM venue_theme_versions
      WHERE shop_id = $1 AND theme_id = $2
     HAVING NOT EXISTS (SELECT 1 FROM venue_theme_versions l WHERE l.shop_id = $1 AND l.theme_id = $2
       AND l.version = (SELECT MAX(version) FROM venue_theme_versions WHERE shop_id = $1 AND theme_id = $2)
       AND l.doc = $3::jsonb)
     ON CONFLICT DO NOTHING`,
    [shopId, doc.id, doc, now, by],
  );
  return rows[0]?.inserted === true;
}

export interface VenueThemeVersion {
  version: number;
  savedAt: number;
  savedBy: string;
  /** The version's names (a rename shows in the list). */
  name: ThemeManifest['name'];
}

/** A theme's versions, newest first (at most `limit`). */
export async function listThemeVersions(
  db: Db,
  shopId: string,
  themeId: string,
  limit = 50,
): Promise<VenueThemeVersion[]> {
  const rows = await db.query<{
    version: number;
    saved_at: string | number;
    saved_by: string;
    name: ThemeManifest['name'];
  }>(
    `SELECT version, saved_at, saved_by, doc->'name' AS name FROM venue_theme_versions
      WHERE shop_id = $1 AND theme_id = $2 ORDER BY version DESC LIMIT $3`,
    [shopId, themeId, limit],
  );
  return rows.map((r) => ({
    version: Number(r.version),
    savedAt: Number(r.saved_at),
    savedBy: r.saved_by,
    name: r.name,
  }));
}

/** One version's document, or null. */
export async function getThemeVersion(
  db: Db,
  shopId: string,
  themeId: string,
  version: number,
): Promise<ThemeManifest | null> {
  const rows = await db.query<{ doc: ThemeManifest }>(
    'SELECT doc FROM venue_theme_versions WHERE shop_id = $1 AND theme_id = $2 AND version = $3',
    [shopId, themeId, version],
  );
  return rows[0]?.doc ?? null;
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
