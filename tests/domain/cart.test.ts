import { describe, expect, it } from 'vitest';
import {
  createCart,
  addItem,
  changeQuantity,
  updateItem,
  removeItem,
  clearItems,
  loadSavedCart,
  newCartId,
  mergeKey,
  type Cart,
} from '../../src/domain';

const T0 = 1_700_000_000_000;
const HOUR = 3_600_000;
const ids = (cart: Cart) => cart.itemList.map((l) => [l.itemId, l.quantity]);

describe('createCart: spec defaults', () => {
  it('billType 2, notes Welcome, amounts 0, lists empty', () => {
    const c = createCart();
    expect(c).toMatchObject({
      billType: 2,
      notes: 'Welcome',
      totalAmount: 0,
      itemList: [],
      balancedList: [],
      giftCards: [],
      lastUpdate: 0,
      archived: false,
      uploaded: false,
    });
    expect(createCart({ cartId: 'abc', billType: 4 })).toMatchObject({ cartId: 'abc', billType: 4 });
  });
});

describe('adding and merging (spec 4)', () => {
  const base = createCart({ cartId: 'c1' });
  it('merge-items off: each add is a new line', () => {
    let c = addItem(base, { itemId: 'A', price: 500 }, { now: T0 });
    c = addItem(c, { itemId: 'A', price: 500 }, { now: T0 + 1 });
    expect(ids(c)).toEqual([
      ['A', 1],
      ['A', 1],
    ]);
    expect(c.itemList.map((l) => l.lineNo)).toEqual([1, 2]);
    expect(c.lastUpdate).toBe(T0 + 1);
  });
  it('merge-items on: one line per item id', () => {
    let c = addItem(base, { itemId: 'A', price: 500 }, { mergeItems: true, now: T0 });
    c = addItem(c, { itemId: 'B', price: 300, quantity: 2 }, { mergeItems: true, now: T0 });
    c = addItem(c, { itemId: 'A', price: 500, quantity: 3 }, { mergeItems: true, now: T0 });
    expect(ids(c)).toEqual([
      ['A', 4],
      ['B', 2],
    ]);
  });
  it('multi-price items merge only when priceIndex matches', () => {
    const opts = { mergeItems: true, now: T0 };
    let c = addItem(base, { itemId: 'P', price: 800, multiPrice: true, priceIndex: 0 }, opts);
    c = addItem(c, { itemId: 'P', price: 1200, multiPrice: true, priceIndex: 1 }, opts);
    c = addItem(c, { itemId: 'P', price: 800, multiPrice: true, priceIndex: 0 }, opts);
    expect(c.itemList.map((l) => [l.priceIndex, l.quantity])).toEqual([
      [0, 2],
      [1, 1],
    ]);
    expect(mergeKey({ itemId: 'P', multiPrice: true, priceIndex: 1 })).not.toBe(
      mergeKey({ itemId: 'P', multiPrice: true, priceIndex: 0 }),
    );
    expect(mergeKey({ itemId: 'P', multiPrice: false, priceIndex: 1 })).toBe(
      mergeKey({ itemId: 'P', multiPrice: false, priceIndex: 0 }),
    );
  });
  it('a zero quantity adds nothing; the input cart is never changed', () => {
    expect(addItem(base, { itemId: 'A', price: 1, quantity: 0 }, { now: T0 })).toBe(base);
    addItem(base, { itemId: 'A', price: 1 }, { now: T0 });
    expect(base.itemList).toEqual([]);
  });
});

describe('quantity, update, remove', () => {
  let c = createCart();
  c = addItem(c, { itemId: 'A', price: 500 }, { now: T0 });
  c = addItem(c, { itemId: 'B', price: 300 }, { now: T0 });
  it('changeQuantity sets the quantity; 0 removes the line', () => {
    expect(ids(changeQuantity(c, 1, 5, T0 + 5))).toEqual([
      ['A', 5],
      ['B', 1],
    ]);
    expect(ids(changeQuantity(c, 1, 0, T0 + 5))).toEqual([['B', 1]]);
  });
  it('updateItem replaces fields and keeps the line number', () => {
    const u = updateItem(c, 2, { notes: 'no ice', attrs: [{ name: 'Large', price: 100 }] }, T0 + 9);
    expect(u.itemList[1]).toMatchObject({
      lineNo: 2,
      itemId: 'B',
      notes: 'no ice',
      attrs: [{ name: 'Large', price: 100, quantity: 1 }],
    });
    expect(u.lastUpdate).toBe(T0 + 9);
    expect(updateItem(c, 99, { notes: 'x' }, T0)).toBe(c);
  });
  it('removing the last item resets lastUpdate to 0', () => {
    const one = removeItem(c, 1, T0 + 7);
    expect(one.lastUpdate).toBe(T0 + 7);
    const none = removeItem(one, 2, T0 + 8);
    expect(none.itemList).toEqual([]);
    expect(none.lastUpdate).toBe(0);
    expect(changeQuantity(one, 2, 0, T0 + 8).lastUpdate).toBe(0);
    expect(clearItems(c)).toMatchObject({ itemList: [], lastUpdate: 0 });
  });
});

describe('loadSavedCart (spec 4)', () => {
  const settings = { cartExpiryHours: 2 };
  const id = () => 'NEW';
  const saved = {
    ...addItem(createCart({ cartId: 'OLD', deviceId: 'dev-1', lang: 'cn' }), { itemId: 'A', price: 500 }, { now: T0 }),
  };
  it('none -> a fresh cart with a fresh id', () => {
    expect(loadSavedCart(null, T0, settings, id)).toMatchObject({
      status: 'fresh',
      cart: { cartId: 'NEW', itemList: [] },
    });
    expect(loadSavedCart({ cartId: 'x' } as never, T0, settings, id).status).toBe('fresh');
  });
  it('uploaded -> cleared', () => {
    const r = loadSavedCart({ ...saved, uploaded: true }, T0, settings, id);
    expect(r).toMatchObject({
      status: 'uploaded',
      cart: { cartId: 'NEW', itemList: [], deviceId: 'dev-1', uploaded: false },
    });
  });
  it('older than the expiry hours -> cleared as expired', () => {
    expect(loadSavedCart(saved, T0 + 2 * HOUR, settings, id)).toMatchObject({
      status: 'restored',
      cart: { cartId: 'OLD' },
    });
    expect(loadSavedCart(saved, T0 + 2 * HOUR + 1, settings, id)).toMatchObject({
      status: 'expired',
      cart: { cartId: 'NEW', itemList: [], lang: 'cn' },
    });
    expect(loadSavedCart({ ...saved, itemList: [], lastUpdate: 0 }, T0 + 100 * HOUR, settings, id).status).toBe(
      'restored',
    );
  });
  it('archived -> new cartId and archived false, items kept', () => {
    const r = loadSavedCart({ ...saved, archived: true }, T0 + 1, settings, id);
    expect(r.status).toBe('archived');
    expect(r.cart).toMatchObject({ cartId: 'NEW', archived: false });
    expect(r.cart.itemList).toHaveLength(1);
  });
  it('new ids differ and are deterministic given time and randomness', () => {
    expect(newCartId(T0, () => 0.5)).toBe(newCartId(T0, () => 0.5));
    expect(newCartId(T0, () => 0.1)).not.toBe(newCartId(T0, () => 0.2));
    expect(newCartId(T0)).toMatch(/^[0-9a-z]+$/);
  });
});
