// The menu in the back office (issue 31): the menu is the `menu` part of the venue document. A CSV
// import is checked first (nothing changes on a bad file) and becomes a draft; publish makes it the
// live catalogue customers order from; staff's sold-out switch shows on the next catalogue load and
// refuses orders; rollback restores the menu customers saw; a venue's menu is its administrators' only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/auth/passwords';
import { MENU_CSV_COLUMNS, menuCsv } from '../../src/domain/menuCsv';
import type { MenuDoc } from '../../src/domain/menu';
import { counts, login, post, startServer, type TestServer } from './helpers';
import { feeCalc, order } from './orderHelpers';

let s: TestServer;
let admin: string;
let storeAdmin: string;
beforeAll(async () => {
  s = await startServer();
  admin = (await login(s, { userName: 'admin@example.com', password: 'Admin1234!' })).token;
  await s.db.query(
    `INSERT INTO users (user_id, login_name, email, password_hash, admin, admin_shops, created_at) VALUES ('u-store-only', 'store-only@example.com', 'store-only@example.com', $1, 1, '["demo-store"]', $2)`,
    [await hashPassword('Store1234!'), s.clock.t],
  );
  storeAdmin = (await login(s, { userName: 'store-only@example.com', password: 'Store1234!' })).token;
}, 240_000);
afterAll(async () => s.close());

const call = (path: string, payload: Record<string, unknown> = {}, token = admin) =>
  post(s, `/pro/backoffice/${path}`, { shop: 'demo-cafe', ...payload }, { token });
const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');
const catalogue = async () =>
  (await s.app.inject({ method: 'GET', url: '/api/shop/catalogue?shop=demo-cafe' })).json().result as {
    categories: { catId: string; catName2: string }[];
    plus: { pluId: string; priceCents: number; soldOut?: boolean; attr: { attrId: string; min: number }[] }[];
  };

const ROWS = [
  'drinks,Drinks,饮品,flat-white,Flat white,馥芮白,Double shot,双份浓缩,4.80,,no,size(1-1) Size|大小: regular Regular|常规 0.00; large Large|大杯 1.00',
  'drinks,Drinks,饮品,latte,Latte,拿铁,,,5.00,,no,milk(0-1) Milk|奶: oat Oat|燕麦 0.60',
  'food,Food,食物,toastie,Toastie,三明治,,,9.50,,no,',
];
const CSV = [MENU_CSV_COLUMNS.join(','), ...ROWS].join('\r\n');

describe('import, publish, order, sold out, rollback', () => {
  it('a bad file is refused by row and column and changes nothing', async () => {
    const before = await counts(s.db);
    const bad = `${CSV}\r\nfood,,,soup,Soup,汤,,,abc,,no,`;
    const r = await call('menu/import', { format: 'csv', data: b64(bad) });
    expect(r.body.result).toMatchObject({ code: 'menu.import', problems: [{ row: 5, column: 'price' }] });
    expect(await counts(s.db)).toEqual(before);
    expect((await call('menu/state')).body.result.draft).toBeNull();
  });

  it('a Latin-1 file is refused as not UTF-8', async () => {
    const r = await call('menu/import', {
      format: 'csv',
      data: Buffer.concat([
        Buffer.from(`${CSV}\r\nfood,Food,x,crepe,Cr`),
        Buffer.from([0xe8]),
        Buffer.from('pe,x,,,1.00,,no,'),
      ]).toString('base64'),
    });
    expect(r.body.result.problems[0].message).toMatch(/UTF-8/);
  });

  it('a good file becomes a draft; nothing live changes until publish', async () => {
    const live = await catalogue();
    const r = await call('menu/import', { format: 'csv', data: b64(CSV) });
    expect(r.body.success).toBe(true);
    const st = r.body.result as { menu: MenuDoc; draft: { changes: { key: string }[] } };
    expect(st.menu.items.map((i) => i.id)).toEqual(['flat-white', 'latte', 'toastie']);
    expect(st.draft.changes.map((c) => c.key)).toContain('menu.item.toastie');
    expect(await catalogue()).toEqual(live);
  });

  it('publish makes the imported menu the live catalogue; a customer orders from it', async () => {
    const p = await call('config/publish');
    expect(p.body.success).toBe(true);
    const cat = await catalogue();
    expect(cat.categories.map((c) => [c.catId, c.catName2])).toEqual([
      ['drinks', '饮品'],
      ['food', '食物'],
    ]);
    expect(cat.plus.find((x) => x.pluId === 'flat-white')).toMatchObject({
      priceCents: 480,
      attr: [{ attrId: 'size', min: 1 }],
    });
    const cart = {
      itemList: [
        {
          pluId: 'flat-white',
          quantity: 1,
          attrs: [{ attrId: 'size', optionId: 'large', quantity: 1 }],
          mealPlus: [],
          removedIngredients: [],
        },
      ],
      orderType: 'eatin',
      tableNo: '5',
      persons: 1,
    };
    expect((await feeCalc(s, cart, 'cash')).body.result.totalCents).toBe(580);
    const o = await order(s, 'cash', { cart });
    expect(o.totalCents).toBe(580);
  });

  it("staff's sold-out switch shows on the next load and refuses orders; back on sale again", async () => {
    const r = await call('menu/soldout', { itemId: 'latte', soldOut: true });
    expect(r.body.result).toEqual({ itemId: 'latte', soldOut: true });
    expect((await catalogue()).plus.find((x) => x.pluId === 'latte')?.soldOut).toBe(true);
    const cart = {
      itemList: [{ pluId: 'latte', quantity: 1, attrs: [], mealPlus: [], removedIngredients: [] }],
      orderType: 'eatin',
      tableNo: '5',
      persons: 1,
    };
    const fee = await feeCalc(s, cart, 'cash');
    expect(JSON.stringify(fee.body)).toMatch(/sold out/);
    expect((await call('menu/state')).body.result.soldOut).toEqual(['latte']);
    const audit = (await call('config/audit')).body.result as { action: string; changes: { key: string }[] }[];
    expect(audit[0]).toMatchObject({ action: 'soldOut', changes: [{ key: 'menu.soldOut.latte', after: true }] });
    expect((await call('menu/soldout', { itemId: 'no-such', soldOut: true })).body.result.code).toBe(
      'menu.unknownItem',
    );
  });

  it('a later publish keeps the sold-out switch; rollback restores the seeded menu', async () => {
    const st = (await call('menu/state')).body.result as { menu: MenuDoc };
    const menu = {
      ...st.menu,
      categories: st.menu.categories.map((c) => (c.id === 'food' ? { ...c, visible: false } : c)),
    };
    expect((await call('menu/draft/save', { menu })).body.success).toBe(true);
    expect((await call('config/publish')).body.success).toBe(true);
    const cat = await catalogue();
    expect(cat.categories.map((c) => c.catId)).toEqual(['drinks']);
    expect(cat.plus.map((x) => x.pluId)).toEqual(['flat-white', 'latte']);
    expect(cat.plus.find((x) => x.pluId === 'latte')?.soldOut).toBe(true);
    expect((await call('config/rollback', { version: 1 })).body.success).toBe(true);
    const back = await catalogue();
    expect(back.plus.some((x) => x.pluId === 'banana-bread')).toBe(true);
    expect(back.plus.some((x) => x.pluId === 'toastie')).toBe(false);
  });

  it('export gives the CSV an import reads back; JSON too', async () => {
    const csv = (await call('menu/export', { format: 'csv', which: 'live' })).body.result as {
      text: string;
      fileName: string;
    };
    expect(csv.fileName).toBe('menu-demo-cafe.csv');
    const st = (await call('menu/state')).body.result as { live: MenuDoc };
    expect(csv.text).toBe(menuCsv(st.live));
    const json = (await call('menu/export', { format: 'json' })).body.result as { text: string };
    const again = await call('menu/import', { format: 'json', data: b64(json.text), check: true });
    expect(again.body.result).toMatchObject({ checked: true, items: st.live.items.length });
  });
});

describe('checks and access', () => {
  it('a draft with a bad menu is refused with its path; min over max, no category', async () => {
    const st = (await call('menu/state')).body.result as { menu: MenuDoc };
    const it0 = st.menu.items[0];
    const menu = {
      ...st.menu,
      items: [
        {
          ...it0,
          categoryId: 'nowhere',
          optionGroups: [{ id: 'g', name: { 'en-gb': 'G', 'zh-hans': 'G' }, min: 2, max: 1, options: [] }],
        },
      ],
    };
    const r = await call('menu/draft/save', { menu });
    expect(r.body.result.code).toBe('menu.invalid');
    expect(r.body.result.issues.map((i: { path: string }) => i.path)).toEqual([
      'items.0.categoryId',
      'items.0.optionGroups.0.min',
    ]);
  });

  it("another venue's administrator cannot read or change this menu", async () => {
    expect((await call('menu/state', {}, storeAdmin)).status).toBe(403);
    expect((await call('menu/soldout', { itemId: 'latte', soldOut: false }, storeAdmin)).status).toBe(403);
  });
});
