// The cart badge's count module: the saved cart's count before the store starts, the store's
// published count after, and no import of the cart store or the domain.
// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  CART_COUNT_EVENT,
  cartCount,
  countSavedCart,
  publishCartCount,
  resetCartCount,
  subscribeCartCount,
} from '../../../src/features/ordering/cartCount';
import {
  addToCart,
  CART_COUNT_EVENT as STORE_EVENT,
  removeLine,
  setCartClock,
  setCartSettingsSource,
  startCart,
  cartStore,
  setLineQuantity,
} from '../../../src/state/cart';
import { normaliseSettings } from '../../../src/domain/settings';

const saved = (o: Record<string, unknown>) =>
  JSON.stringify({ itemList: [{ quantity: 2 }, { quantity: 3 }], lastUpdate: 1_000, ...o });

beforeEach(() => {
  localStorage.clear();
  resetCartCount();
});

describe('countSavedCart', () => {
  it('sums the quantities; unreadable, missing, uploaded or expired carts count 0', () => {
    expect(countSavedCart(saved({}), 2_000)).toBe(5);
    expect(countSavedCart(null, 0)).toBe(0);
    expect(countSavedCart('{not json', 0)).toBe(0);
    expect(countSavedCart(saved({ uploaded: true }), 2_000)).toBe(0);
    expect(countSavedCart(saved({}), 1_000 + 3_600_001, 3_600_000)).toBe(0);
    expect(countSavedCart(saved({}), 1_000 + 3_599_000, 3_600_000)).toBe(5);
  });
});

describe('cartCount', () => {
  it('reads the saved cart of the shop at first, then follows what the cart store publishes', () => {
    localStorage.setItem('cart:cafe', saved({ lastUpdate: Date.now() }));
    expect(cartCount('cafe', 3_600_000)).toBe(5);
    let calls = 0;
    const off = subscribeCartCount(() => {
      calls++;
    });
    publishCartCount('cafe', 7);
    expect(cartCount('cafe')).toBe(7);
    expect(calls).toBe(1);
    publishCartCount('cafe', 7);
    expect(calls).toBe(1);
    off();
    expect(cartCount('other')).toBe(0);
  });

  it('the cart store publishes on add, quantity change and remove', () => {
    expect(STORE_EVENT).toBe(CART_COUNT_EVENT);
    setCartSettingsSource(() => normaliseSettings({ cartExpiryHours: 1 }));
    setCartClock(() => 1_000_000);
    startCart('badge-shop');
    const item = { itemId: 'x', pluId: 'x', name1: 'X', price: 500, quantity: 2 };
    addToCart(item as never);
    expect(cartCount('badge-shop')).toBe(2);
    addToCart({ ...item, quantity: 1 } as never);
    expect(cartCount('badge-shop')).toBe(3);
    setLineQuantity(cartStore.cart.itemList[0].lineNo, 5);
    expect(cartCount('badge-shop')).toBe(6);
    removeLine(cartStore.cart.itemList[0].lineNo);
    expect(cartCount('badge-shop')).toBe(1);
  });

  it('imports only the storage module (so the menu route does not load the cart store or the domain)', () => {
    const src = readFileSync('src/features/ordering/cartCount.ts', 'utf8');
    expect([...src.matchAll(/^import .* from '([^']+)';$/gm)].map((m) => m[1])).toEqual(['../../shared/storage']);
  });
});
