// The demo seed data: bilingual, integer cents, sane option groups, and every image shipped.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { IMAGES_DIR } from '../../server/routes/catalogue';
import { allImages } from '../../server/seed/images';
import { DEMO_USERS, DEMO_VENUES } from '../../server/seed/venues';

const HAN = /[\u4e00-\u9fff]/;

describe('demo seed', () => {
  it('has the eight venues with their fixed ids and unique keys and sites', () => {
    expect(DEMO_VENUES.map((v) => v.shopId)).toEqual([
      'demo-cafe',
      'demo-store',
      'demo-kiosk',
      'demo-massage',
      'demo-partyroom',
      'demo-ktv',
      'demo-parking',
      'demo-passes',
    ]);
    expect(new Set(DEMO_VENUES.map((v) => v.shopKey)).size).toBe(8);
    expect(new Set(DEMO_VENUES.map((v) => v.siteId)).size).toBe(8);
  });
  it('the cafe offers table service on tables 1-20, delivery, pickup and every payment method', () => {
    const cafe = DEMO_VENUES[0];
    expect(cafe.tables.map((t) => t.tabNo)).toEqual(Array.from({ length: 20 }, (_, i) => String(i + 1)));
    expect(cafe.settings).toMatchObject({ delivery: 1, pickup: 1, tableService: 1, spotType: 2 });
    expect(cafe.payments.map((p) => p.payment)).toEqual(['dps', 'cash', 'wechat', 'alipay', 'paypal', 'svc']);
    expect(cafe.payments.map((p) => p.code)).toEqual([201, 200, 202, 203, 204, 205]);
  });
  it('catalogues are bilingual, priced in integer cents, with valid option groups', () => {
    const ids = new Set<string>();
    for (const v of DEMO_VENUES) {
      const cats = new Set(v.catalogue.categories.map((c) => c.catId));
      for (const c of v.catalogue.categories) {
        expect(c.name2).toMatch(HAN);
        if (c.parentId) expect(cats.has(c.parentId)).toBe(true);
      }
      for (const p of v.catalogue.plus) {
        expect(ids.has(p.pluId)).toBe(false); // ids name the image files, so they are unique across venues
        ids.add(p.pluId);
        if (!p.extra?.hide) expect(cats.has(p.catId)).toBe(true); // a hidden item (the kiosk's donation) is on no menu
        expect(p.name2).toMatch(HAN);
        expect(Number.isInteger(p.priceCents) && p.priceCents >= 0).toBe(true);
        for (const g of p.attr ?? []) {
          expect(g.min).toBeLessThanOrEqual(g.max);
          expect(g.max).toBeLessThanOrEqual(g.options.length);
          expect(g.name2).toMatch(HAN);
          for (const o of g.options) expect(Number.isInteger(o.priceCents)).toBe(true);
        }
      }
    }
    const cafe = DEMO_VENUES[0].catalogue.plus;
    expect(cafe.some((p) => (p.ingredient1 ?? []).length > 0)).toBe(true);
    expect(cafe.some((p) => (p.mealPlu ?? []).length > 0)).toBe(true);
    expect(cafe.some((p) => Array.isArray(p.extra?.notes))).toBe(true);
    expect(cafe.some((p) => (p.subMenu ?? []).length > 0)).toBe(true);
  });
  it('demo-kiosk offers a donation: a hidden item with price levels $1, $2 and $5, named by its kiosk settings', () => {
    const kiosk = DEMO_VENUES.find((v) => v.shopId === 'demo-kiosk')!;
    expect(kiosk.settings.kiosk).toMatchObject({ donate: true, donatePlu: 'k-donation' });
    const give = kiosk.catalogue.plus.find((p) => p.pluId === 'k-donation')!;
    expect(give).toMatchObject({
      priceCents: 100,
      extra: { hide: 1, prices: [100, 200, 500], pluGst: 0, discount: 0, loyaltyPoint: 0 },
    });
    expect(give.description2).toMatch(HAN);
  });
  it('every referenced image is shipped and matches the generator', () => {
    const imgs = allImages();
    expect(imgs.size).toBeGreaterThan(100);
    for (const [name, svg] of imgs) {
      const file = join(IMAGES_DIR, name);
      expect(existsSync(file), name).toBe(true);
      expect(readFileSync(file, 'utf8')).toBe(svg);
      expect(svg).not.toMatch(/https?:\/\/(?!www\.w3\.org\/2000\/svg)/); // no outside URLs
    }
  });
  it('demo accounts: two users, an admin of every venue and an admin of one venue each for demo-cafe and demo-store', () => {
    expect(DEMO_USERS.map((u) => [u.login, u.admin, u.adminShops])).toEqual([
      ['0400000001', 0, []],
      ['0400000002', 0, []],
      ['admin@example.com', 1, ['*']],
      ['manager-cafe@example.com', 1, ['demo-cafe']],
      ['manager-store@example.com', 1, ['demo-store']],
    ]);
  });
});
