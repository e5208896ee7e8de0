// Every call this issue owns has a route, and the config, catalogue and venue-info answers have the
// documented shapes and come from the database.
import type { FastifyRequest } from 'fastify';
import { enrolKiosk } from './kioskHelpers';
import { contractOf } from '../../server/wire/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLS } from '../../src/api/calls';
import { DEMO_SHOP_IDS, DEMO_VENUES } from '../../server/seed/venues';
import { buildApp } from '../../server/app';
import { CAFE, get, login, post, startServer, T0, type TestServer } from './helpers';

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(async () => s.close());

describe('section 7 enumeration', () => {
  const owned = CALLS.filter((c) => c.owner === 'wire');
  it('the call table lists the calls this issue owns', () => {
    expect(owned.length).toBeGreaterThanOrEqual(35);
  });
  for (const c of owned)
    it(`${c.method} ${c.path} (${c.name}) has a server route`, () => {
      expect(s.app.hasRoute({ method: c.method, url: c.path })).toBe(true);
    });
});

describe('configuration', () => {
  it('/api/spot/config answers settings, licence, theme and branding from the database', async () => {
    const r = await post(s, '/api/spot/config', {}, { identity: CAFE });
    expect(r.body.success).toBe(true);
    const { settings, licence, theme, branding } = r.body.result;
    expect(settings).toMatchObject({
      shopKey: 'key-demo-cafe',
      spotType: 2,
      sessionExpire: 180,
      tableService: 1,
      delivery: 1,
      pickup: 1,
    });
    expect(licence).toMatchObject({
      status: 1,
      licenses: '11111',
      spotType: 2,
      ordLot: 'demo-cafe',
      siteId: 'site-cafe',
      boardId: 'key-demo-cafe',
      uiVersion: 'V3.60.38',
    });
    expect(theme).toBe('default');
    expect(branding).toMatchObject({ name: 'Harbour Cafe', showBanner: 1 });
    expect(branding.bannerImage).toMatch(/^\/assets\/images\//);
    // The venue's logo for the customer's header (issue 32): the profile's logo, in branding.
    expect(branding.logo).toMatch(/^\/assets\/images\/logo-/);
  });
  it('every demo venue answers its config', async () => {
    expect(DEMO_SHOP_IDS).toEqual([
      'demo-cafe',
      'demo-store',
      'demo-kiosk',
      'demo-massage',
      'demo-partyroom',
      'demo-ktv',
      'demo-parking',
      'demo-passes',
    ]);
    for (const v of DEMO_VENUES) {
      const r = await post(s, '/api/spot/config', {}, { identity: { shopKey: v.shopKey, siteId: v.siteId } });
      expect(r.body.result.licence.ordLot).toBe(v.shopId);
    }
  });
  it('the kiosk venue has its kiosk flags on', async () => {
    const r = await post(s, '/api/spot/config', {}, { identity: { shopKey: 'key-demo-kiosk', siteId: 'site-kiosk' } });
    expect(r.body.result.settings.usage).toBe('kiosk');
    expect(r.body.result.settings.kiosk).toMatchObject({ splash: true, chooseLanguage: true, eatInOrTakeAway: true });
    expect(r.body.result.theme).toBe('night');
  });
  it('a changed stored configuration shows on the next load', async () => {
    await s.db.query(
      `UPDATE venues SET settings = settings || '{"itemsPerRow": 2}', licence = licence || '{"status": 0}', theme = 'night' WHERE shop_id = 'demo-partyroom'`,
    );
    const r = await post(
      s,
      '/api/spot/config',
      {},
      { identity: { shopKey: 'key-demo-partyroom', siteId: 'site-partyroom' } },
    );
    expect(r.body.result.settings.itemsPerRow).toBe(2);
    expect(r.body.result.licence.status).toBe(0);
    expect(r.body.result.theme).toBe('night');
    const oc = await post(s, '/pro/lot/openClose', {
      ordLot: 'demo-partyroom',
      date: '2026-01-15',
      currentTime: '12:00',
    });
    expect(oc.body).toMatchObject({ success: false, resultcode: 0, map: { rtn: 0 } });
  });
  it('with the venue cache on, a direct database change shows within one second', async () => {
    const cached = await buildApp({ db: s.db, now: () => s.clock.t, venueCacheMs: 1000, distDir: '/nonexistent-dist' });
    const read = async () =>
      (await cached.inject({ method: 'GET', url: '/api/shop/profile?shop=demo-massage' })).json().result.phone;
    expect(await read()).toBe('07 3000 0404');
    await s.db.query(
      `UPDATE venues SET profile = profile || '{"phone": "07 9999 0000"}' WHERE shop_id = 'demo-massage'`,
    );
    s.clock.t = T0 + 1000;
    expect(await read()).toBe('07 9999 0000');
    s.clock.t = T0;
    await cached.close();
  });
  it('unsigned GET reads: profile, payments, languages, table name', async () => {
    const profile = await get(s, '/api/shop/profile?id=key-demo-cafe&shp=site-cafe&device=d');
    expect(profile.body!.result).toMatchObject({
      company: 'Harbour Cafe',
      phone: '07 3000 0101',
      otherChargeName: 'Public holiday',
    });
    const pays = await get(s, '/api/shop/payments?shop=demo-cafe');
    const methods = pays.body!.result.map((p: { payment: string }) => p.payment);
    expect(methods).toEqual(['dps', 'cash', 'wechat', 'alipay', 'paypal', 'svc']);
    expect(pays.body!.result[0]).toMatchObject({ code: 201, surcharge: 1, surchargeType: 1, rate: 1.5, visible: 1 });
    const langs = await get(s, '/api/shop/languages?shop=demo-cafe');
    expect(langs.body!.result).toEqual(['en-gb', 'zh-hans']);
    const tab = await get(s, '/api/shop/tab/name?shop=demo-cafe&tabNo=20');
    expect(tab.body!.result).toEqual({ tabNo: '20', tabName: 'Table 20' });
    expect((await get(s, '/api/shop/tab/name?shop=demo-cafe&tabNo=21')).status).toBe(400);
    expect((await get(s, '/api/shop/profile?shop=no-such-venue')).status).toBe(404);
  });
  it('the service number rotates within its range and wraps to the minimum', async () => {
    const { headers } = await enrolKiosk(s, 'demo-store');
    const take = async () =>
      (await s.app.inject({ method: 'GET', url: '/api/shop/serviceno/v1?shop=demo-store', headers })).json().result;
    expect(await take()).toEqual({ serviceNo: 201, min: 201, max: 300 });
    expect((await take()).serviceNo).toBe(202);
    await s.db.query(`UPDATE venues SET service_no_current = 300 WHERE shop_id = 'demo-store'`);
    expect((await take()).serviceNo).toBe(201);
  });
  it('the service number advances for an enrolled kiosk only, limited per kiosk (before: for anyone, without limit)', async () => {
    const before = (
      await s.db.query<{ n: number }>(`SELECT service_no_current AS n FROM venues WHERE shop_id = 'demo-store'`)
    )[0].n;
    const anon = await get(s, '/api/shop/serviceno/v1?shop=demo-store');
    expect(anon.status).toBe(401);
    expect(anon.body!.result.code).toBe('device.not-enrolled');
    expect(
      (await s.db.query<{ n: number }>(`SELECT service_no_current AS n FROM venues WHERE shop_id = 'demo-store'`))[0].n,
    ).toBe(before);
    const { headers } = await enrolKiosk(s, 'demo-store');
    const statuses: number[] = [];
    for (let i = 0; i < 121; i++)
      statuses.push(
        (await s.app.inject({ method: 'GET', url: '/api/shop/serviceno/v1?shop=demo-store', headers })).statusCode,
      );
    expect(statuses.filter((x) => x === 200)).toHaveLength(120);
    expect(statuses[120]).toBe(429);
  });
  it('trading hours: open inside the hours, closed outside, with the server message', async () => {
    const open = await post(s, '/pro/lot/openClose', {
      siteId: 'site-cafe',
      ordLot: 'demo-cafe',
      date: '2026-01-15',
      currentTime: '12:00',
      spotId: '1',
    });
    expect(open.body).toMatchObject({ success: true, resultcode: 1, map: { rtn: 1 } });
    await s.db.query(
      `UPDATE venues SET hours = '{"tz":"Australia/Brisbane","week":{"thu":[["07:00","11:00"]]},"closedMessage":"Back at 7 tomorrow"}' WHERE shop_id = 'demo-ktv'`,
    );
    const closed = await post(s, '/pro/lot/openClose', { ordLot: 'demo-ktv' });
    expect(closed.body).toMatchObject({
      success: false,
      resultcode: 0,
      map: { rtn: 0 },
    });
    // The venue's words, then when it opens next (issue 31).
    expect(closed.body.map.disp_msg).toMatch(/^Back at 7 tomorrow\. Opens on Thursday \d+ \w+ at 07:00\.$/);
    s.clock.t = T0 - 2 * 3_600_000; // 10:00 in Brisbane on Thursday
    const legacy = await post(
      s,
      '/api/lot/lotOpenClose',
      { ordLot: 'demo-ktv' },
      { identity: { shopKey: 'key-demo-ktv', siteId: 'site-ktv' }, format: 'b64' },
    );
    expect(legacy.body.resultcode).toBe(1);
    s.clock.t = T0;
  });
});

describe('catalogue', () => {
  it('GET /api/shop/catalogue: bilingual category tree and items with the documented fields', async () => {
    const r = await get(s, '/api/shop/catalogue?shop=demo-cafe');
    const { categories, plus } = r.body!.result;
    const coffee = categories.find((c: { catId: string }) => c.catId === 'coffee');
    expect(coffee).toMatchObject({ catName1: 'Coffee', catName2: '咖啡', displayName: 'Coffee' });
    expect(coffee.subCategory.map((c: { catId: string }) => c.catId)).toEqual(['black-coffee', 'milk-coffee']);
    const latte = plus.find((p: { pluId: string }) => p.pluId === 'latte');
    expect(latte).toMatchObject({
      pluName1: 'Latte',
      pluName2: '拿铁',
      priceCents: 500,
      price: '5.00',
      catId: 'milk-coffee',
      image: '/assets/images/plu-latte.svg',
    });
    const size = latte.attr.find((a: { attrId: string }) => a.attrId === 'size');
    expect(size).toMatchObject({ min: 1, max: 1 });
    expect(size.options[2]).toEqual({ optionId: 'large', name1: 'Large', name2: '大杯', priceCents: 100 });
    const burger = plus.find((p: { pluId: string }) => p.pluId === 'beef-burger');
    expect(burger.ingredient1.length).toBeGreaterThan(0);
    expect(burger.mealPlu[0]).toMatchObject({ priceCents: 550 });
    expect(plus.every((p: { priceCents: number }) => Number.isInteger(p.priceCents))).toBe(true);
  });
  it('POST /pro/pos/plu/list answers the same catalogue, and a changed price shows next read', async () => {
    const before = await post(s, '/pro/pos/plu/list', { shop: 'demo-store' });
    expect(before.body.result.plus.length).toBeGreaterThan(10);
    // A direct database change (no API call, no version bump by hand): a trigger bumps the venue version.
    await s.db.query(`UPDATE plus SET price_cents = 1399 WHERE shop_id = 'demo-store' AND plu_id = 'olive-oil'`);
    const after = await post(s, '/pro/pos/plu/list', { siteId: 'site-store' });
    expect(after.body.result.plus.find((p: { pluId: string }) => p.pluId === 'olive-oil').price).toBe('13.99');
  });
  it('every demo venue has a bilingual catalogue whose images are shipped', async () => {
    for (const id of DEMO_SHOP_IDS) {
      const r = await get(s, `/api/shop/catalogue?shop=${id}`);
      const { categories, plus } = r.body!.result;
      expect(categories.length).toBeGreaterThan(1);
      expect(plus.length).toBeGreaterThan(3);
      for (const p of plus) {
        expect(p.pluName2).toMatch(/[\u4e00-\u9fff]/);
        const img = await get(s, p.image);
        expect(img.status).toBe(200);
        expect(img.headers['content-type']).toBe('image/svg+xml');
      }
    }
  });
  it('tags are joined by ~ in result and listed in map', async () => {
    const r = await post(s, '/pro/pos/plu/tags/list', { siteId: 'site-cafe' });
    expect(r.body.result).toBe('Vegetarian~Vegan~Gluten free~Spicy~Hot~Cold');
    expect(r.body.map.list[0]).toEqual({ tagId: 'vegetarian', name1: 'Vegetarian', name2: '素食' });
  });
});

describe('venue info, files, play-lists, resources, QR, events', () => {
  it('info pages about, terms and privacy exist for every venue in both languages', async () => {
    for (const v of DEMO_VENUES) {
      const r = await post(s, '/pro/lot/info/list', { siteId: v.siteId, infoCode: '', infoPage: 1 });
      const codes = r.body.result.map((x: { infoCode: string }) => x.infoCode);
      expect(codes).toEqual(expect.arrayContaining(['about', 'terms', 'privacy']));
      expect(
        r.body.result.every(
          (x: { title2: string; body1: string }) => /[\u4e00-\u9fff]/.test(x.title2) && x.body1.length > 10,
        ),
      ).toBe(true);
    }
    const one = await post(s, '/lotInfo/list', { siteId: 'site-cafe', infoCode: 'privacy' });
    expect(one.body.result).toHaveLength(1);
    expect(one.body.result[0]).toMatchObject({ infoCode: 'privacy', infoHead: 'Privacy policy', title2: '隐私政策' });
  });
  it('files list names shipped images', async () => {
    const r = await post(s, '/pro/lot/files/list', { shop: 'demo-cafe' });
    expect(r.body.result.map((f: { fileId: string }) => f.fileId)).toEqual(['banner', 'logo']);
    expect((await get(s, r.body.result[0].url)).status).toBe(200);
  });
  it('play-list: map with version, screenMode, mode, size; screens with timer and playList; resources download', async () => {
    const r = await post(s, '/pro/sign/playlist/loadPlaylist', { shop: 'demo-kiosk' });
    expect(r.body.map).toMatchObject({ screenMode: 'portrait', mode: 'loop', size: 1 });
    expect(r.body.result[0]).toMatchObject({ screenId: 1, timer: 8 });
    const file = r.body.result[0].playList[0].fileName;
    const res = await get(s, `/pro/common/download/resource?name=${file}`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.text).toMatch(/^<svg/);
    // Refused, the resource answers the JSON envelope its contract describes: success false and the words.
    const resource = contractOf('GET', '/pro/common/download/resource')!;
    for (const [name, status] of [
      ['../package.json', 400],
      ['nothing.svg', 404],
    ] as const) {
      const refused = await get(s, `/pro/common/download/resource?name=${encodeURIComponent(name)}`);
      expect(refused.status).toBe(status);
      expect(refused.body).toMatchObject({ success: false, dispMsg: expect.any(String) });
      expect(() => resource.checkAnswer(refused.body, 'throw', {} as FastifyRequest)).not.toThrow();
    }
  });
  it('QR generation answers an SVG, in the encrypted and the plain variant', async () => {
    const r = await post(s, '/qrcode/gen', { text: 'https://demo-cafe.example/t/12' });
    expect(r.body.result.svg).toMatch(/^<svg[^>]+viewBox="0 0 37 37"/); // version 3 (29 modules) + quiet zone
    expect(r.body.result.dataUrl).toMatch(/^data:image\/svg\+xml;base64,/);
    const p = await post(s, '/qrcode/gen', { content: 'hello' }, { format: 'plain' });
    expect(p.body.success).toBe(true);
  });
  it('event batches are stored in one transaction with the signed venue and the caller', async () => {
    const { token } = await login(s);
    const events = [
      { type: 'page', path: '/shop/demo-cafe/home' },
      { type: 'add', pluId: 'latte' },
    ];
    const r = await post(
      s,
      '/api/sync/eventInBatch',
      { events, batchId: 'b-1' },
      { identity: CAFE, format: 'b64', nest: true, token },
    );
    expect(r.body.result).toMatchObject({ rtn: 1, count: 2, batchId: 'b-1' });
    const rows = await s.db.query<{ shop_id: string; user_id: string; event: { type: string } }>(
      `SELECT shop_id, user_id, event FROM events WHERE batch_id = 'b-1' ORDER BY id`,
    );
    expect(rows.map((x) => [x.shop_id, x.user_id, x.event.type])).toEqual([
      ['demo-cafe', 'u-demo-alice', 'page'],
      ['demo-cafe', 'u-demo-alice', 'add'],
    ]);
  });
});

describe('serving the app', () => {
  it('healthz', async () => {
    expect((await get(s, '/healthz')).body).toEqual({ ok: true });
  });
  it('the development outbox page lists sent messages', async () => {
    await post(s, '/account/getUserIdentifyCode', { mobile: '0477000111' });
    const page = await get(s, '/dev/outbox');
    expect(page.text).toContain('0477000111');
    expect(page.headers['content-security-policy']).toMatch(/default-src 'self'/);
  });
});
