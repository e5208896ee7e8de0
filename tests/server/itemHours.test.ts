// An item served only in some hours or days (issue 31): the hours go through the menu draft and
// publish with the item, reach the customer's catalogue (plus.availableAt), and the server refuses
// the item outside them on the venue's clock (Brisbane); a bad span is refused by the draft.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MenuDoc } from '../../src/domain/menu';
import { login, post, startServer, T0, type TestServer } from './helpers';
import { feeCalc } from './orderHelpers';

let s: TestServer;
let admin: string;
beforeAll(async () => {
  s = await startServer();
  admin = (await login(s, { userName: 'admin@example.com', password: 'Admin1234!' })).token;
}, 240_000);
afterAll(async () => s.close());

const call = (path: string, payload: Record<string, unknown> = {}) =>
  post(s, `/pro/backoffice/${path}`, { shop: 'demo-cafe', ...payload }, { token: admin });
const HOUR = 3_600_000;
// T0 is Thursday 15 January 2026, 12:00 in Brisbane.
const BREAKFAST = { days: [1, 2, 3, 4, 5], from: '07:00', to: '11:00' };

describe('an item with its own hours', () => {
  let itemId = '';
  it('is published with its hours and the catalogue carries them', async () => {
    const st = (await call('menu/state')).body.result as { menu: MenuDoc };
    itemId = st.menu.items[0].id;
    const menu = { ...st.menu, items: st.menu.items.map((i, n) => (n === 0 ? { ...i, availability: BREAKFAST } : i)) };
    expect((await call('menu/draft/save', { menu })).body.success).toBe(true);
    expect((await call('config/publish')).body.success).toBe(true);
    const after = (await call('menu/state')).body.result as { menu: MenuDoc };
    expect(after.menu.items[0].availability).toEqual(BREAKFAST);
    expect(after.menu.items[1].availability).toBeUndefined();
    const cat = (await s.app.inject({ method: 'GET', url: '/api/shop/catalogue?shop=demo-cafe' })).json().result;
    expect(cat.plus.find((p: { pluId: string }) => p.pluId === itemId).availableAt).toEqual(BREAKFAST);
  });

  it('is refused outside its hours with words saying when, and priced inside them', async () => {
    const cart = {
      itemList: [{ pluId: itemId, quantity: 1, attrs: [], mealPlus: [], removedIngredients: [] }],
      orderType: 'eatin',
      tableNo: '5',
      persons: 1,
    };
    s.clock.t = T0; // 12:00: after breakfast
    const late = await feeCalc(s, cart, 'cash');
    expect(JSON.stringify(late.body)).toMatch(/is served only Monday to Friday, 07:00 to 11:00/);
    s.clock.t = T0 - 2 * HOUR; // 10:00 Thursday
    const inTime = await feeCalc(s, cart, 'cash');
    // In its hours the line passes the hours check: what is left is the item's own choice (its size).
    expect(JSON.stringify(inTime.body)).not.toMatch(/served only/);
    expect(inTime.body.dispMsg).toMatch(/Size: Please choose at least 1/);
    s.clock.t = T0;
  });

  it('a span that ends before it starts, or no day, is refused by the draft by path', async () => {
    const st = (await call('menu/state')).body.result as { menu: MenuDoc };
    for (const bad of [
      { days: [1], from: '11:00', to: '07:00' },
      { days: [], from: '07:00', to: '11:00' },
    ]) {
      const menu = { ...st.menu, items: st.menu.items.map((i, n) => (n === 0 ? { ...i, availability: bad } : i)) };
      const r = await call('menu/draft/save', { menu });
      expect(r.body.result.code).toBe('menu.invalid');
      expect(r.body.result.issues.map((i: { path: string }) => i.path)).toEqual(['items.0.availability']);
    }
  });
});
