// A demo venue with a 1,000-item category, for the performance test (e2e/perf.spec.ts) and for trying
// the infinite list by hand. Created only when asked: SEED_BIG_CATEGORY=1 on start (idempotent), so
// the eight demo venues, their tests and the figures in docs/performance.md stay as they are.
//   SEED_BIG_CATEGORY=1 npm start  ->  http://127.0.0.1:8080/mobile/demo-big/category/big
import type { Db } from '../db/db';
import type { SeedCatalogue, SeedPlu } from './catalogues';
import { DEMO_VENUES, type SeedVenue } from './venues';
import { insertVenue } from './seed';

export const BIG_SHOP_ID = 'demo-big';
export const BIG_CATEGORY_ID = 'big';
export const BIG_CATEGORY_SIZE = 1000;

/** The catalogue: 'big' with 1,000 items (names, prices and images drawn from the cafe's), and a small 'drinks' category. */
export function bigCatalogue(size = BIG_CATEGORY_SIZE): SeedCatalogue {
  const cafe = DEMO_VENUES.find((v) => v.shopId === 'demo-cafe')!.catalogue.plus;
  const pad = (n: number) => String(n).padStart(4, '0');
  const plus: SeedPlu[] = Array.from({ length: size }, (_, i) => {
    const base = cafe[i % cafe.length];
    return {
      pluId: `big-${pad(i + 1)}`,
      catId: BIG_CATEGORY_ID,
      name1: `${base.name1} No. ${i + 1}`,
      name2: `${base.name2} ${i + 1}号`,
      priceCents: 300 + ((i * 37) % 2500),
      description1: base.description1,
      description2: base.description2,
      image: `/assets/images/plu-${base.pluId}.svg`,
    };
  });
  const drinks = cafe.slice(0, 12).map((p, i): SeedPlu => ({
    pluId: `big-drink-${i + 1}`,
    catId: 'drinks',
    name1: p.name1,
    name2: p.name2,
    priceCents: p.priceCents,
    image: `/assets/images/plu-${p.pluId}.svg`,
  }));
  return {
    categories: [
      { catId: BIG_CATEGORY_ID, name1: 'Everything', name2: '全部菜品', image: '/assets/images/cat-coffee.svg' },
      { catId: 'drinks', name1: 'Favourites', name2: '人气精选', image: '/assets/images/cat-coffee.svg' },
    ],
    plus: [...plus, ...drinks],
    tags: [],
  };
}

/** The venue: the cafe's settings and payments in the mobile family, with infinite scroll on. */
export function bigVenue(): SeedVenue {
  const cafe = DEMO_VENUES.find((v) => v.shopId === 'demo-cafe')!;
  return {
    ...cafe,
    shopId: BIG_SHOP_ID,
    shopKey: `key-${BIG_SHOP_ID}`,
    siteId: 'site-big',
    family: 'mobile',
    name1: 'Big Menu Diner',
    name2: '大菜单餐厅',
    settings: {
      ...cafe.settings,
      shopId: BIG_SHOP_ID,
      shopKey: `key-${BIG_SHOP_ID}`,
      pathId: BIG_SHOP_ID,
      shopName: 'Big Menu Diner',
      customer: 'Big Menu Diner',
      company: 'Big Menu Diner',
      tableService: 0,
      itemInfinityScroll: 1,
      itemPerPage: 24,
    },
    licence: {
      ...cafe.licence,
      spotName: 'Big Menu Diner',
      lotName: 'Big Menu Diner',
      pathId: BIG_SHOP_ID,
      infoHead: 'Big Menu Diner',
    },
    branding: { ...cafe.branding, name: 'Big Menu Diner' },
    profile: { ...cafe.profile, company: 'Big Menu Diner' },
    tables: [],
    catalogue: bigCatalogue(),
    about1: 'A diner with a very long menu (1,000 dishes), for trying the infinite list.',
    about2: '菜单很长（1,000 道菜）的餐厅，用于体验无限列表。',
  };
}

/** Adds the big venue once (SEED_BIG_CATEGORY=1); returns true when it did. */
export async function ensureBigVenue(db: Db, now = Date.now()): Promise<boolean> {
  if ((await db.query('SELECT 1 FROM venues WHERE shop_id = $1', [BIG_SHOP_ID])).length) return false;
  const v = bigVenue();
  await db.tx((tx) => insertVenue(tx, v, now));
  return true;
}
