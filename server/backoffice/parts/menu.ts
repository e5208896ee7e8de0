// The `menu` part of the venue document (docs/venue-document.md, issue 31): its live store is the
// catalogue tables (categories, plus). `read` gives the live menu, `apply` replaces the live menu
// inside the publish or rollback transaction, `check` lists its problems by path.
import type { Db } from '../../db/db';
import { checkMenu, type MenuDoc, type MenuIssue, type MenuItem, pickMenu } from '../../../src/domain/menu';
import { readItemHours } from '../../../src/domain/itemHours';

export const key = 'menu' as const;
export const empty: MenuDoc = { categories: [], items: [] };

interface CatRow {
  cat_id: string;
  parent_id: string | null;
  name1: string;
  name2: string;
  image: string | null;
  hidden: boolean;
}
interface PluRow {
  plu_id: string;
  cat_id: string;
  name1: string;
  name2: string;
  price_cents: number;
  image: string | null;
  description1: string;
  description2: string;
  ingredient1: unknown[];
  attr: {
    attrId: string;
    name1: string;
    name2: string;
    min: number;
    max: number;
    options: { optionId: string; name1: string; name2: string; priceCents: number }[];
  }[];
  meal_plu: unknown[];
  sub_menu: unknown[];
  virtual_category: unknown[];
  tags: unknown[];
  extra: Record<string, unknown>;
}

/** The item flags kept in plus.extra (the catalogue answer spreads extra into the item). */
const FLAG_KEYS = ['stock', 'soldOut', 'hide', 'noNotes', 'noLoyalty', 'noDiscount', 'availableAt'] as const;

const yes = (v: unknown) => v === true || v === 1 || v === '1';

export async function read(db: Db, shopId: string): Promise<MenuDoc> {
  const [cats, plus] = await Promise.all([
    db.query<CatRow>(
      'SELECT cat_id, parent_id, name1, name2, image, hidden FROM categories WHERE shop_id = $1 ORDER BY sort, cat_id',
      [shopId],
    ),
    db.query<PluRow>('SELECT * FROM plus WHERE shop_id = $1 ORDER BY sort, plu_id', [shopId]),
  ]);
  return {
    categories: cats.map((c) => ({
      id: c.cat_id,
      parentId: c.parent_id,
      name: { 'en-gb': c.name1, 'zh-hans': c.name2 },
      visible: !c.hidden,
      image: c.image,
    })),
    items: plus.map((p): MenuItem => {
      const rest = Object.fromEntries(
        Object.entries(p.extra).filter(([k]) => !(FLAG_KEYS as readonly string[]).includes(k)),
      );
      return {
        id: p.plu_id,
        categoryId: p.cat_id,
        name: { 'en-gb': p.name1, 'zh-hans': p.name2 },
        description: { 'en-gb': p.description1, 'zh-hans': p.description2 },
        priceCents: p.price_cents,
        optionGroups: (p.attr ?? []).map((g) => ({
          id: g.attrId,
          name: { 'en-gb': g.name1, 'zh-hans': g.name2 },
          min: g.min,
          max: g.max,
          options: (g.options ?? []).map((o) => ({
            id: o.optionId,
            name: { 'en-gb': o.name1, 'zh-hans': o.name2 },
            priceCents: o.priceCents,
          })),
        })),
        stock: typeof p.extra.stock === 'number' ? p.extra.stock : null,
        hidden: yes(p.extra.hide),
        notesAllowed: !yes(p.extra.noNotes),
        loyalty: !yes(p.extra.noLoyalty),
        discount: !yes(p.extra.noDiscount),
        image: p.image,
        ...(readItemHours(p.extra.availableAt) ? { availability: readItemHours(p.extra.availableAt) } : {}),
        keep: {
          ingredient1: p.ingredient1,
          mealPlu: p.meal_plu,
          subMenu: p.sub_menu,
          virtualCategory: p.virtual_category,
          tags: p.tags,
          extra: rest,
        },
      };
    }),
  };
}

const list = (v: unknown) => JSON.stringify(Array.isArray(v) ? v : []);

/** The plus.extra of an item: what it kept, then its flags (absent when off, as the seed writes them). */
export function extraOf(it: MenuItem): Record<string, unknown> {
  const kept = it.keep.extra && typeof it.keep.extra === 'object' ? (it.keep.extra as Record<string, unknown>) : {};
  return {
    ...kept,
    ...(it.stock !== null ? { stock: it.stock } : {}),
    ...(it.hidden ? { hide: true } : {}),
    ...(it.notesAllowed ? {} : { noNotes: true }),
    ...(it.loyalty ? {} : { noLoyalty: true }),
    ...(it.discount ? {} : { noDiscount: true }),
    ...(it.availability ? { availableAt: it.availability } : {}),
  };
}

/** Replaces the live menu (inside the caller's transaction). */
export async function apply(db: Db, shopId: string, value: MenuDoc, _now: number): Promise<void> {
  const m = pickMenu(value);
  // Sold out is the staff's live switch, not a menu change: an item keeps it through publish and rollback.
  const soldOut = new Set(
    (
      await db.query<{ plu_id: string }>("SELECT plu_id FROM plus WHERE shop_id = $1 AND extra->>'soldOut' = 'true'", [
        shopId,
      ])
    ).map((r) => r.plu_id),
  );
  await db.query('DELETE FROM plus WHERE shop_id = $1', [shopId]);
  await db.query('DELETE FROM categories WHERE shop_id = $1', [shopId]);
  let sort = 0;
  for (const c of m.categories)
    await db.query(
      'INSERT INTO categories (shop_id, cat_id, parent_id, name1, name2, display_name, image, sort, hidden) VALUES ($1, $2, $3, $4, $5, $4, $6, $7, $8)',
      [shopId, c.id, c.parentId, c.name['en-gb'], c.name['zh-hans'], c.image, sort++, !c.visible],
    );
  sort = 0;
  for (const it of m.items)
    await db.query(
      `INSERT INTO plus (shop_id, plu_id, cat_id, name1, name2, display_name, price_cents, image, description1, description2, ingredient1, attr, meal_plu, sub_menu, virtual_category, tags, extra, sort)
       VALUES ($1, $2, $3, $4, $5, $4, $6, $7, $8, $9, $10::text::jsonb, $11::text::jsonb, $12::text::jsonb, $13::text::jsonb, $14::text::jsonb, $15::text::jsonb, $16::text::jsonb, $17)`,
      [
        shopId,
        it.id,
        it.categoryId,
        it.name['en-gb'],
        it.name['zh-hans'],
        it.priceCents,
        it.image,
        it.description['en-gb'],
        it.description['zh-hans'],
        list(it.keep.ingredient1),
        JSON.stringify(
          it.optionGroups.map((g) => ({
            attrId: g.id,
            name1: g.name['en-gb'],
            name2: g.name['zh-hans'],
            min: g.min,
            max: g.max,
            options: g.options.map((o) => ({
              optionId: o.id,
              name1: o.name['en-gb'],
              name2: o.name['zh-hans'],
              priceCents: o.priceCents,
            })),
          })),
        ),
        list(it.keep.mealPlu),
        list(it.keep.subMenu),
        list(it.keep.virtualCategory),
        list(it.keep.tags),
        JSON.stringify({ ...extraOf(it), ...(soldOut.has(it.id) ? { soldOut: true } : {}) }),
        sort++,
      ],
    );
}

export function check(value: unknown): MenuIssue[] {
  return checkMenu(value).map((i) => ({ ...i, path: `menu.${i.path}` }));
}

/** Staff's quick switch: one item sold out now, or back on sale, straight in the live menu. */
export async function setSoldOut(db: Db, shopId: string, itemId: string, soldOut: boolean): Promise<boolean> {
  const rows = await db.query<{ plu_id: string }>(
    `UPDATE plus SET extra = CASE WHEN $3 THEN extra || '{"soldOut": true}'::jsonb ELSE extra - 'soldOut' END
     WHERE shop_id = $1 AND plu_id = $2 RETURNING plu_id`,
    [shopId, itemId, soldOut],
  );
  return rows.length > 0;
}
