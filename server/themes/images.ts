// Venue images in the database (migration 059): stored after routes/themes.ts has checked them
// (src/domain/venueImage.ts imageProblem), served at /assets/images/<name> beside the bundled ones.
import { createHash } from 'node:crypto';
import type { Db } from '../db/db';
import { IMAGE_EXT, type ImageInfo, type ImageSlot } from '../../src/domain/venueImage';

/** Names of stored venue images: `venue-<shop>-<slot>-<hash>.<ext>` (the shop id is lower-case and dashed). */
export const VENUE_IMAGE_NAME = /^venue-[a-z0-9-]+\.(png|jpg|webp)$/;

export function venueImageName(shopId: string, slot: ImageSlot, bytes: Uint8Array, info: ImageInfo): string {
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 16);
  const shop =
    shopId
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'venue';
  return `venue-${shop}-${slot}-${hash}.${IMAGE_EXT[info.mime]}`;
}

export async function saveVenueImage(
  db: Db,
  shopId: string,
  slot: ImageSlot,
  bytes: Buffer,
  info: ImageInfo,
  by: string,
  now: number,
): Promise<string> {
  const name = venueImageName(shopId, slot, bytes, info);
  await db.query(
    `INSERT INTO venue_images (name, shop_id, slot, mime, bytes, width, height, created_at, created_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (name) DO NOTHING`,
    [name, shopId, slot, info.mime, bytes, info.width, info.height, now, by],
  );
  return name;
}

export async function getVenueImage(db: Db, name: string): Promise<{ mime: string; bytes: Buffer } | null> {
  if (!VENUE_IMAGE_NAME.test(name)) return null;
  const rows = await db.query<{ mime: string; bytes: Buffer }>('SELECT mime, bytes FROM venue_images WHERE name = $1', [
    name,
  ]);
  return rows[0] ?? null;
}
