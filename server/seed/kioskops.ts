// Demo data of kiosk operations (issue 19): demo-kiosk's advert play-list gets two advert images
// and a short video (server/assets/images: advert-kiosk-*.svg, kiosk-promo.mp4, made locally).
// Runs on every start; a play-list that already has a video (or was changed by hand) is kept.
import type { Db } from '../db/db';

export const KIOSK_ADVERTS = [
  { fileName: 'advert-kiosk-burger.svg', fileType: 'image' },
  { fileName: 'kiosk-promo.mp4', fileType: 'video' },
  { fileName: 'advert-kiosk-icecream.svg', fileType: 'image' },
];

export async function ensureKioskOpsSeed(db: Db): Promise<void> {
  // As text: PGlite and node-postgres hand jsonb back differently.
  const rows = await db.query<{ t: string }>(
    "SELECT items::text AS t FROM playlists WHERE shop_id = 'demo-kiosk' AND screen_id = 1",
  );
  if (!rows[0] || /"fileType":\s*"video"/.test(rows[0].t)) return;
  await db.query("UPDATE playlists SET items = $1, timer = 8 WHERE shop_id = 'demo-kiosk' AND screen_id = 1", [
    KIOSK_ADVERTS,
  ]);
}
