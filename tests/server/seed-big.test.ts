// The 1,000-item demo category (SEED_BIG_CATEGORY=1) used by the performance test: created only when
// asked, once, in its own venue, with images that exist; the eight demo venues stay as they are.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { IMAGES_DIR } from '../../server/routes/catalogue';
import { BIG_SHOP_ID, bigCatalogue, bigVenue, ensureBigVenue } from '../../server/seed/big';
import { startServer, type TestServer } from './helpers';

const HAN = /[\u4e00-\u9fff]/;

describe('big demo category', () => {
  it('1,000 bilingual items in integer cents in one category, unique ids, shipped images', () => {
    const c = bigCatalogue();
    const big = c.plus.filter((p) => p.catId === 'big');
    expect(big).toHaveLength(1000);
    expect(new Set(c.plus.map((p) => p.pluId)).size).toBe(c.plus.length);
    for (const p of c.plus) {
      expect(p.name2).toMatch(HAN);
      expect(Number.isInteger(p.priceCents) && p.priceCents > 0).toBe(true);
      expect(existsSync(join(IMAGES_DIR, String(p.image).split('/').pop()!)), String(p.image)).toBe(true);
    }
    for (const cat of c.categories)
      expect(existsSync(join(IMAGES_DIR, String(cat.image).split('/').pop()!))).toBe(true);
    expect(bigVenue()).toMatchObject({
      shopId: BIG_SHOP_ID,
      family: 'mobile',
      settings: { itemInfinityScroll: 1, itemPerPage: 24 },
    });
  });
});

describe('SEED_BIG_CATEGORY', () => {
  let plain: TestServer;
  let withBig: TestServer;
  beforeAll(async () => {
    plain = await startServer();
    vi.stubEnv('SEED_BIG_CATEGORY', '1');
    withBig = await startServer();
  }, 120_000);
  afterAll(async () => {
    vi.unstubAllEnvs();
    await plain?.close();
    await withBig?.close();
  });

  it('without it there is no big venue', async () => {
    const r = await plain.app.inject({ method: 'GET', url: `/api/shop/catalogue?shop=${BIG_SHOP_ID}` });
    expect(r.statusCode === 404 || r.json().success === false || (r.json().result?.plus ?? []).length === 0).toBe(true);
    expect((await plain.db.query('SELECT shop_id FROM venues')).length).toBe(8);
  });

  it('with it the catalogue answers the 1,000 items of the big category, and a second start adds nothing', async () => {
    const r = await withBig.app.inject({ method: 'GET', url: `/api/shop/catalogue?shop=${BIG_SHOP_ID}` });
    expect(r.statusCode).toBe(200);
    const body = r.json();
    expect(body.result.plus.filter((p: { catId: string }) => p.catId === 'big')).toHaveLength(1000);
    expect((await withBig.db.query('SELECT shop_id FROM venues')).length).toBe(9);
    expect(await ensureBigVenue(withBig.db)).toBe(false);
    expect(
      (await withBig.db.query('SELECT count(*)::int AS n FROM plus WHERE shop_id = $1', [BIG_SHOP_ID]))[0],
    ).toEqual({ n: 1012 });
  });
});
