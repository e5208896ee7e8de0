// Catalogue, venue info, tags, files, play-lists, resources, QR codes and event batches (spec 7).
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/db';
import { fromRoot } from '../paths';
import { qrSvg } from '../qr/qr';
import { type Answer, badRequest, cents, notFound, ok } from '../wire/answers';
import { type CallEnv, type Ctx, registerCall } from '../wire/define';
import { registerEventBatchRoute } from './eventBatches';
import { getVenueImage, VENUE_IMAGE_NAME } from '../themes/images';

const S = (max = 100) => ({ type: 'string', maxLength: max });
const ID = { shop: S(), id: S(), shp: S(), siteId: S(), device: S(), ordLot: S(), tm: { type: 'number' }, sign: S(64) };
export const IMAGES_DIR = fromRoot('server', 'assets', 'images');

interface CatRow {
  cat_id: string;
  parent_id: string | null;
  name1: string;
  name2: string;
  display_name: string;
  image: string | null;
  sort: number;
  hidden: boolean;
}
interface PluRow {
  plu_id: string;
  cat_id: string;
  name1: string;
  name2: string;
  display_name: string;
  price_cents: number;
  image: string | null;
  description1: string;
  description2: string;
  ingredient1: unknown[];
  attr: unknown[];
  meal_plu: unknown[];
  sub_menu: unknown[];
  virtual_category: unknown[];
  tags: unknown[];
  extra: Record<string, unknown>;
  sort: number;
}

export const pluOut = (p: PluRow) => ({
  pluId: p.plu_id,
  catId: p.cat_id,
  pluName1: p.name1,
  pluName2: p.name2,
  displayName: p.display_name,
  priceCents: p.price_cents,
  price: cents(p.price_cents),
  image: p.image,
  description1: p.description1,
  description2: p.description2,
  ingredient1: p.ingredient1,
  attr: p.attr,
  mealPlu: p.meal_plu,
  subMenu: p.sub_menu,
  virtualCategory: p.virtual_category,
  tags: p.tags,
  ...p.extra,
});

/** The whole catalogue of a venue: category tree (with subCategory) and the item list. */
export async function loadCatalogue(db: Db, shopId: string) {
  const [allCats, allPlus] = await Promise.all([
    db.query<CatRow>(
      'SELECT cat_id, parent_id, name1, name2, display_name, image, sort, hidden FROM categories WHERE shop_id = $1 ORDER BY sort, cat_id',
      [shopId],
    ),
    db.query<PluRow>('SELECT * FROM plus WHERE shop_id = $1 ORDER BY sort, plu_id', [shopId]),
  ]);
  // A category hidden in the menu editor (issue 31) is left out with its sub-categories and items.
  const hidden = new Set(allCats.filter((c) => c.hidden).map((c) => c.cat_id));
  for (const c of allCats) if (c.parent_id && hidden.has(c.parent_id)) hidden.add(c.cat_id);
  const cats = allCats.filter((c) => !hidden.has(c.cat_id));
  const plus = allPlus.filter((p) => !hidden.has(p.cat_id));
  const counts = new Map<string, number>();
  // A hidden item (extra.hide, e.g. a kiosk's donation) is sold but never listed: the counts leave it out.
  for (const p of plus)
    if (![true, 1, '1'].includes(p.extra.hide as never)) counts.set(p.cat_id, (counts.get(p.cat_id) ?? 0) + 1);
  const node = (c: CatRow) => ({
    catId: c.cat_id,
    parentId: c.parent_id,
    catName1: c.name1,
    catName2: c.name2,
    displayName: c.display_name,
    image: c.image,
    itemCount: counts.get(c.cat_id) ?? 0,
  });
  const categories = cats
    .filter((c) => !c.parent_id)
    .map((c) => ({ ...node(c), subCategory: cats.filter((s) => s.parent_id === c.cat_id).map(node) }));
  return { categories, plus: plus.map(pluOut) };
}

// The catalogue answer is cached per venue and revalidated by venues.updated_at, which every catalogue
// or configuration write bumps; a changed row therefore shows on the next read.
interface CachedCatalogue {
  at: number;
  answer: Answer;
  body: string;
}
const cache = new WeakMap<Db, Map<string, CachedCatalogue>>();

async function catalogueJson(db: Db, shopId: string, updatedAt: number): Promise<CachedCatalogue> {
  let m = cache.get(db);
  if (!m) cache.set(db, (m = new Map()));
  const hit = m.get(shopId);
  if (hit && hit.at === updatedAt) return hit;
  const answer = ok(await loadCatalogue(db, shopId));
  const entry = { at: updatedAt, answer, body: JSON.stringify(answer) };
  m.set(shopId, entry);
  return entry;
}

const TEXT = { type: 'string', minLength: 1, maxLength: 500 };
const SAFE_NAME = /^[a-z0-9][a-z0-9._-]{0,120}\.(svg|png|jpg|jpeg|webp|mp4)$/i;
/** A language tag of the app (en-gb, zh-hans) as a resource name's language part. */
const LANG_TAG = /^[a-z]{2}(-[a-z]{2,4})?$/;
export const IMAGE_MIME: Record<string, string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  mp4: 'video/mp4',
};

export function registerCatalogueRoutes(app: FastifyInstance, env: CallEnv): void {
  const catalogue = async (ctx: Ctx): Promise<Answer | void> => {
    const c = await catalogueJson(ctx.db, ctx.venue!.shopId, ctx.venue!.updatedAt);
    ctx.send(200, c.answer, c.body);
  };
  registerCall(app, env, {
    method: 'GET',
    path: '/api/shop/catalogue',
    who: 'anyone',
    venue: 'required',
    schema: { properties: { ...ID, tm: S(20), lang: S(10) } },
    handler: catalogue,
  });
  registerCall(app, env, {
    method: 'POST',
    path: '/pro/pos/plu/list',
    who: 'anyone',
    venue: 'required',
    schema: { properties: { ...ID, lang: S(10) } },
    handler: catalogue,
  });

  registerCall(app, env, {
    method: 'POST',
    path: '/pro/pos/plu/tags/list',
    who: 'anyone',
    venue: 'required',
    schema: { properties: ID },
    handler: async (ctx) => {
      const rows = await ctx.db.query<{ tag_id: string; name1: string; name2: string }>(
        'SELECT tag_id, name1, name2 FROM tags WHERE shop_id = $1 ORDER BY sort, tag_id',
        [ctx.venue!.shopId],
      );
      return ok(rows.map((r) => r.name1).join('~'), {
        rtn: 1,
        count: rows.length,
        list: rows.map((r) => ({ tagId: r.tag_id, name1: r.name1, name2: r.name2 })),
      });
    },
  });

  registerCall(app, env, {
    method: 'POST',
    path: '/pro/lot/files/list',
    who: 'anyone',
    venue: 'required',
    schema: { properties: { ...ID, fileType: S(20) } },
    handler: async (ctx) => {
      const rows = await ctx.db.query<{
        file_id: string;
        file_name: string;
        file_type: string;
        title1: string;
        title2: string;
      }>('SELECT * FROM files WHERE shop_id = $1 AND ($2::text IS NULL OR file_type = $2) ORDER BY file_id', [
        ctx.venue!.shopId,
        ctx.payload.fileType ?? null,
      ]);
      const list = rows.map((r) => ({
        fileId: r.file_id,
        fileName: r.file_name,
        fileType: r.file_type,
        title1: r.title1,
        title2: r.title2,
        url: `/assets/images/${r.file_name}`,
      }));
      return ok(list, { rtn: 1, count: list.length });
    },
  });

  const info = async (ctx: Ctx<'/pro/lot/info/list' | '/lotInfo/list'>): Promise<Answer> => {
    const p = ctx.payload;
    const rows = await ctx.db.query<{
      info_code: string;
      info_type: number;
      info_page: number;
      title1: string;
      title2: string;
      body1: string;
      body2: string;
    }>(
      `SELECT * FROM info_pages WHERE shop_id = $1 AND ($2::text IS NULL OR info_code = $2) AND ($3::int IS NULL OR info_page = $3)
       AND ($4::int IS NULL OR info_type = $4) ORDER BY info_code, info_page`,
      [
        ctx.venue!.shopId,
        p.infoCode || null,
        p.infoPage === undefined || p.infoPage === '' ? null : Number(p.infoPage),
        p.infoType === undefined || p.infoType === '' ? null : Number(p.infoType),
      ],
    );
    const list = rows.map((r) => ({
      infoCode: r.info_code,
      infoType: r.info_type,
      infoPage: r.info_page,
      infoHead: r.title1,
      infoBody: r.body1,
      title1: r.title1,
      title2: r.title2,
      body1: r.body1,
      body2: r.body2,
    }));
    return ok(list, { rtn: 1, count: list.length });
  };
  const NUMSTR = { type: ['integer', 'string'], pattern: '^[0-9]{0,6}$', maximum: 999999, minimum: 0 };
  const infoSchema = {
    properties: {
      ...ID,
      infoCode: { type: 'string', pattern: '^[A-Za-z0-9_-]{0,40}$' },
      infoPage: NUMSTR,
      infoType: NUMSTR,
    },
  };
  registerCall(app, env, {
    method: 'POST',
    path: '/pro/lot/info/list',
    who: 'anyone',
    venue: 'required',
    schema: infoSchema,
    handler: info,
  });
  registerCall(app, env, {
    method: 'POST',
    path: '/lotInfo/list',
    who: 'anyone',
    venue: 'required',
    schema: infoSchema,
    handler: info,
  });

  registerCall(app, env, {
    method: 'POST',
    path: '/pro/sign/playlist/loadPlaylist',
    who: 'anyone',
    venue: 'required',
    schema: { properties: { ...ID, screenId: { type: ['integer', 'string'] } } },
    handler: async (ctx) => {
      const rows = await ctx.db.query<{
        screen_id: number;
        timer: number;
        items: { fileName: string; fileType: string }[];
      }>('SELECT screen_id, timer, items FROM playlists WHERE shop_id = $1 ORDER BY screen_id', [ctx.venue!.shopId]);
      const s = ctx.venue!.settings as Record<string, unknown>;
      return {
        success: true,
        result: rows.map((r) => ({ screenId: r.screen_id, timer: r.timer || 8, playList: r.items })),
        map: {
          version: ctx.venue!.updatedAt,
          screenMode: s.screenMode ?? 'landscape',
          mode: s.playlistMode ?? 'loop',
          size: rows.length,
        },
      };
    },
  });

  // Play-list resources and catalogue images, by file name only (no paths).
  const loadImage = async (name: string): Promise<{ data: Buffer; mime: string } | null> => {
    // A picture a designer uploaded (theme studio, migration 059) is stored with the venue.
    const uploaded = VENUE_IMAGE_NAME.test(name) ? await getVenueImage(env.db, name) : null;
    if (uploaded) return { data: uploaded.bytes, mime: uploaded.mime };
    try {
      return { data: await readFile(join(IMAGES_DIR, name)), mime: IMAGE_MIME[name.split('.').pop()!.toLowerCase()] };
    } catch {
      return null;
    }
  };
  const sendImage = async (name: string, reply: Ctx['reply'], lang?: string) => {
    if (!SAFE_NAME.test(name)) throw badRequest('The resource name must be a plain file name such as cafe-latte.svg.');
    // A picture with words (a kiosk advert) may come in the customer's language: "name.zh-hans.svg"
    // beside "name.svg" is served for lang=zh-hans; without one, the picture itself.
    const localised = lang && LANG_TAG.test(lang) ? name.replace(/(\.[a-z0-9]+)$/i, `.${lang}$1`) : null;
    const found = (localised && (await loadImage(localised))) || (await loadImage(name));
    if (!found) throw notFound(`No resource named ${name}.`);
    return reply
      .header('content-type', found.mime)
      .header('cache-control', 'public, max-age=3600')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(found.data);
  };
  registerCall(app, env, {
    method: 'GET',
    path: '/pro/common/download/resource',
    who: 'anyone',
    schema: { required: ['name'], properties: { name: S(130), lang: S(12) } },
    handler: async (ctx) => void (await sendImage(ctx.payload.name, ctx.reply, ctx.payload.lang)),
  });
  app.get('/assets/images/:name', async (req, reply) => sendImage((req.params as { name: string }).name, reply));

  registerCall(app, env, {
    method: 'POST',
    path: '/qrcode/gen',
    who: 'anyone',
    schema: {
      anyOf: [{ required: ['text'] }, { required: ['content'] }, { required: ['url'] }],
      properties: { text: TEXT, content: TEXT, url: TEXT, size: { type: 'integer', minimum: 64, maximum: 1024 } },
    },
    handler: async (ctx) => {
      const text = ctx.payload.text ?? ctx.payload.content ?? ctx.payload.url ?? ''; // the contract needs one of them
      const svg = qrSvg(text, ctx.payload.size ?? 256);
      if (!svg) throw badRequest('The text is too long for a QR code (at most about 200 bytes).');
      return ok({ rtn: 1, text, svg, dataUrl: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` });
    },
  });

  registerEventBatchRoute(app, env); // bounded and rate limited: routes/eventBatches.ts
}
