// Seeds the demo venues, accounts and catalogues on first start (when the venues table is empty).
// Everything goes in one transaction, so a failed seed leaves an empty database that the next start retries.
import { ensureKioskOpsSeed } from './kioskops';
import type { Db } from '../db/db';
import { hashPassword } from '../auth/passwords';
import { ADVISORY_LOCKS, withoutTimeouts } from '../db/migrate';
import { DEMO_USERS, DEMO_VENUES, type SeedVenue } from './venues';
import { ensureOrderingSeed } from './ordering';
import { ensureGiftCardSeed } from './giftcards';
import { ensureCouponSeed } from './coupons';
import { ensureBigVenue } from './big';
import { ensureAccountsSeed } from './accounts';
import { ensureTicketSeed } from './tickets';
import { ensureWalletSeed } from './wallet';
import { ensureBookingSeed } from './bookings';
import { ensureRoomStaySeed } from './bookings2';

export const catImage = (catId: string) => `/assets/images/cat-${catId}.svg`;
export const pluImage = (pluId: string) => `/assets/images/plu-${pluId}.svg`;

function infoPages(v: SeedVenue) {
  return [
    { code: 'about', t1: `About ${v.name1}`, t2: `关于${v.name2}`, b1: v.about1, b2: v.about2 },
    {
      code: 'terms',
      t1: 'Terms and conditions',
      t2: '条款和条件',
      b1: `Orders placed with ${v.name1} are confirmed when payment succeeds. Prices include GST. Bookings can be changed or cancelled up to 24 hours before the booked time.`,
      b2: `在${v.name2}下的订单在付款成功后确认。价格已含商品及服务税。预订可在预订时间前24小时更改或取消。`,
    },
    {
      code: 'privacy',
      t1: 'Privacy policy',
      t2: '隐私政策',
      b1: `${v.name1} keeps your name, mobile number and order history only to provide its service. We never sell your data. Ask us to delete your account at any time.`,
      b2: `${v.name2}仅为提供服务而保存您的姓名、手机号码和订单记录。我们从不出售您的数据。您可随时要求删除账户。`,
    },
    {
      code: 'contact',
      t1: 'Contact us',
      t2: '联系我们',
      b1: `${v.settings.address} · ${v.settings.phone}`,
      b2: `${v.settings.address} · ${v.settings.phone}`,
    },
  ];
}

/** One venue with its catalogue, tags, info pages, files and play-list (inside the seed transaction). */
export async function insertVenue(tx: Db, v: SeedVenue, now: number): Promise<void> {
  await tx.query(
    `INSERT INTO venues (shop_id, shop_key, site_id, family, settings, licence, theme, branding, profile, payments, languages, tables, hours, service_no, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)`,
    [
      v.shopId,
      v.shopKey,
      v.siteId,
      v.family,
      v.settings,
      v.licence,
      v.theme,
      v.branding,
      v.profile,
      v.payments,
      v.languages,
      v.tables,
      v.hours,
      { min: Number(v.settings.serviceNoMin ?? 201), max: Number(v.settings.serviceNoMax ?? 300) },
      now,
    ],
  );
  let sort = 0;
  for (const c of v.catalogue.categories)
    await tx.query(
      'INSERT INTO categories (shop_id, cat_id, parent_id, name1, name2, display_name, image, sort) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)',
      [v.shopId, c.catId, c.parentId ?? null, c.name1, c.name2, c.name1, c.image ?? catImage(c.catId), sort++],
    );
  sort = 0;
  for (const p of v.catalogue.plus)
    await tx.query(
      `INSERT INTO plus (shop_id, plu_id, cat_id, name1, name2, display_name, price_cents, image, description1, description2, ingredient1, attr, meal_plu, sub_menu, virtual_category, tags, extra, sort)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18)`,
      [
        v.shopId,
        p.pluId,
        p.catId,
        p.name1,
        p.name2,
        p.name1,
        p.priceCents,
        p.image ?? pluImage(p.pluId),
        p.description1 ?? '',
        p.description2 ?? '',
        p.ingredient1 ?? [],
        p.attr ?? [],
        p.mealPlu ?? [],
        p.subMenu ?? [],
        p.virtualCategory ?? [],
        p.tags ?? [],
        v.settings.showStock ? { stock: 20 + ((sort * 7) % 30), ...p.extra } : (p.extra ?? {}),
        sort++,
      ],
    );
  sort = 0;
  for (const t of v.catalogue.tags)
    await tx.query('INSERT INTO tags (shop_id, tag_id, name1, name2, sort) VALUES ($1, $2, $3, $4, $5)', [
      v.shopId,
      t.tagId,
      t.name1,
      t.name2,
      sort++,
    ]);
  for (const i of infoPages(v))
    await tx.query(
      'INSERT INTO info_pages (shop_id, info_code, info_type, info_page, title1, title2, body1, body2) VALUES ($1, $2, 1, 1, $3, $4, $5, $6)',
      [v.shopId, i.code, i.t1, i.t2, i.b1, i.b2],
    );
  const banner = String(v.branding.bannerImage).split('/').pop()!;
  const logo = String(v.profile.logo).split('/').pop()!;
  await tx.query(
    `INSERT INTO files (shop_id, file_id, file_name, file_type, title1, title2) VALUES ($1, 'banner', $2, 'image', 'Banner', '横幅'), ($1, 'logo', $3, 'image', 'Logo', '标志')`,
    [v.shopId, banner, logo],
  );
  const slides = [banner, ...v.catalogue.plus.slice(0, 3).map((p) => (p.image ?? pluImage(p.pluId)).split('/').pop()!)];
  await tx.query('INSERT INTO playlists (shop_id, screen_id, timer, items) VALUES ($1, 1, 8, $2)', [
    v.shopId,
    slides.map((f) => ({ fileName: f, fileType: 'image' })),
  ]);
}

export async function isSeeded(db: Db): Promise<boolean> {
  return (await db.query('SELECT 1 FROM venues LIMIT 1')).length > 0;
}

/** Seeds when empty; returns true when it seeded. */
export async function seedIfEmpty(db: Db, now = Date.now()): Promise<boolean> {
  if (await isSeeded(db)) {
    if (process.env.SEED_BIG_CATEGORY === '1') await ensureBigVenue(db, now);
    await ensureCapabilitySeeds(db, now);
    return false;
  }
  const hashes = await Promise.all(DEMO_USERS.map((u) => hashPassword(u.password)));
  const seeded = await db.tx(async (tx) => {
    // Servers starting together on one empty database: one seeds, the others wait and find it seeded.
    await withoutTimeouts(tx);
    await tx.query('SELECT pg_advisory_xact_lock($1)', [ADVISORY_LOCKS.demoSeed]);
    if (await isSeeded(tx)) return false;
    for (const v of DEMO_VENUES) {
      await insertVenue(tx, v, now);
    }
    for (let i = 0; i < DEMO_USERS.length; i++) {
      const u = DEMO_USERS[i];
      await tx.query(
        `INSERT INTO users (user_id, login_name, mobile, email, password_hash, first_name, last_name, admin, admin_shops, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
        [u.userId, u.login, u.mobile, u.email, hashes[i], u.firstName, u.lastName, u.admin, u.adminShops, now],
      );
    }
    const cards: [string, string, string, number, number, number][] = [
      // card_num, user, shop, points x100, balance cents, discount %
      ['M10000001', 'u-demo-alice', 'demo-cafe', 125_000, 50_000, 5],
      ['M10000002', 'u-demo-alice', 'demo-ktv', 30_050, 20_000, 0],
      ['M10000003', 'u-demo-alice', 'demo-passes', 8_000, 0, 0],
      ['M10000004', 'u-demo-bob', 'demo-cafe', 2_000, 1_500, 0],
      ['M10000005', 'u-demo-bob', 'demo-massage', 45_000, 10_000, 10],
    ];
    for (const [card, user, shop, points, balance, disc] of cards)
      await tx.query(
        'INSERT INTO member_cards (card_num, ord_card, user_id, shop_id, points_cents, balance_cents, discount_rate) VALUES ($1, $2, $3, $4, $5, $6, $7)',
        [card, `ORD-${card}`, user, shop, points, balance, disc],
      );
    return true;
  });
  if (process.env.SEED_BIG_CATEGORY === '1') await ensureBigVenue(db, now);
  await ensureCapabilitySeeds(db, now);
  return seeded;
}

/** Each capability's demo data, added when missing (runs on every start, after the venues exist). */
async function ensureCapabilitySeeds(db: Db, now: number): Promise<void> {
  await ensureOrderingSeed(db);
  await ensureGiftCardSeed(db, now);
  await ensureAccountsSeed(db, now);
  await ensureWalletSeed(db, now);
  await ensureTicketSeed(db);
  await ensureBookingSeed(db);
  await ensureRoomStaySeed(db, now);
  await ensureCouponSeed(db, now);
  await ensureKioskOpsSeed(db);
  await (await import('./kioskMember')).ensureKioskMemberSeed(db, now);
}
