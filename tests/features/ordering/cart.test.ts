// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { createCart } from '../../../src/domain';
import {
  addToCart,
  cartKey,
  cartStore,
  clearCart,
  itemCount,
  lineCount,
  removeLine,
  resetAfterOrder,
  setCartClock,
  setCartSettingsSource,
  setLineQuantity,
  startCart,
  updateLine,
} from '../../../src/state/cart';
import { hasAction, runActions, noopEnv } from '../../../src/engine';
import { setUpOrdering } from '../../../src/features/ordering/setup';
import {
  toWireLine,
  toCartInput,
  emptySelection,
  selectionOf,
  type Plu,
} from '../../../src/features/ordering/catalogue';
import { normaliseSettings } from '../../../src/domain/settings';

let now = 1_700_000_000_000;
const latte = { itemId: 'latte', pluId: 'latte', pluName1: 'Latte', price: 500, quantity: 1 };

beforeEach(() => {
  localStorage.clear();
  now = 1_700_000_000_000;
  setCartClock(() => now);
  setCartSettingsSource(() => normaliseSettings({ gstRate: 10, includeGst: 1, cartExpiryHours: 1 }));
  cartStore.shop = '';
  cartStore.status = '';
});

describe('cart store', () => {
  it('adds, recalculates totals in cents and saves per shop', () => {
    startCart('demo-cafe');
    addToCart(latte);
    addToCart({ ...latte, quantity: 2, attrs: [{ attrId: 'milk:oat', name: 'Milk: Oat', price: 70, quantity: 1 }] });
    expect(lineCount(cartStore)).toBe(2);
    expect(itemCount(cartStore)).toBe(3);
    expect(cartStore.cart.originalAmount).toBe(500 + 2 * 570);
    expect(cartStore.cart.gst).toBe(Math.round(1640 / 11));
    const saved = JSON.parse(localStorage.getItem(cartKey('demo-cafe'))!);
    expect(saved.v).toBe(1);
    expect(saved.data.itemList).toHaveLength(2);
    expect(localStorage.getItem(cartKey('other'))).toBeNull();
  });

  it('changes quantity, updates, removes and clears', () => {
    startCart('demo-cafe');
    addToCart(latte);
    const line = cartStore.cart.itemList[0].lineNo;
    setLineQuantity(line, 4);
    expect(cartStore.cart.originalAmount).toBe(2000);
    updateLine(line, { notes: 'extra hot' });
    expect(cartStore.cart.itemList[0].notes).toBe('extra hot');
    expect(cartStore.cart.itemList[0].quantity).toBe(4);
    setLineQuantity(line, 0);
    expect(lineCount(cartStore)).toBe(0);
    addToCart(latte);
    removeLine(cartStore.cart.itemList[0].lineNo);
    expect(cartStore.cart.totalAmount).toBe(0);
    addToCart(latte);
    clearCart();
    expect(cartStore.cart.itemList).toEqual([]);
  });

  it('restores a saved cart, clears an expired one and an uploaded one, renews an archived id', () => {
    startCart('demo-cafe');
    addToCart(latte);
    const id = cartStore.cart.cartId;
    cartStore.shop = '';
    expect(startCart('demo-cafe')).toBe('restored');
    expect(cartStore.cart.cartId).toBe(id);
    expect(lineCount(cartStore)).toBe(1);

    cartStore.shop = '';
    now += 2 * 3_600_000;
    expect(startCart('demo-cafe')).toBe('expired');
    expect(lineCount(cartStore)).toBe(0);

    localStorage.setItem(
      cartKey('s2'),
      JSON.stringify({ ...createCart({ cartId: 'old' }), itemList: [], uploaded: true }),
    );
    expect(startCart('s2')).toBe('uploaded');
    localStorage.setItem(
      cartKey('s3'),
      JSON.stringify({ ...createCart({ cartId: 'old' }), archived: true, lastUpdate: now, itemList: [] }),
    );
    expect(startCart('s3')).toBe('archived');
    expect(cartStore.cart.cartId).not.toBe('old');
  });

  it('starts a new cart after an order', () => {
    startCart('demo-cafe');
    addToCart(latte);
    const id = cartStore.cart.cartId;
    resetAfterOrder();
    expect(lineCount(cartStore)).toBe(0);
    expect(cartStore.cart.cartId).not.toBe(id);
  });
});

describe('ordering actions', () => {
  it('registers cart actions that manifests can run', async () => {
    setUpOrdering();
    for (const a of ['cart.add', 'cart.setQuantity', 'cart.remove', 'cart.clear', 'checkout.submit'])
      expect(hasAction(a)).toBe(true);
    startCart('demo-cafe');
    const toasts: string[] = [];
    const env = { ...noopEnv({} as never), toast: (m: string) => toasts.push(m) };
    await runActions([{ action: 'cart.add', item: latte }], env);
    expect(lineCount(cartStore)).toBe(1);
    expect(toasts).toEqual(['ordering.itemAdded']);
    const lineNo = cartStore.cart.itemList[0].lineNo;
    await runActions([{ action: 'cart.setQuantity', lineNo, quantity: 3 }], env);
    expect(itemCount(cartStore)).toBe(3);
    await runActions([{ action: 'cart.remove', lineNo }], env);
    expect(lineCount(cartStore)).toBe(0);
    await runActions([{ action: 'cart.add', item: latte }, { action: 'cart.clear' }], env);
    expect(lineCount(cartStore)).toBe(0);
  });
});

describe('catalogue lines', () => {
  const burger: Plu = {
    pluId: 'beef-burger',
    catId: 'burgers',
    pluName1: 'Beef burger',
    pluName2: '牛肉汉堡',
    priceCents: 2150,
    attr: [
      {
        attrId: 'addons',
        name1: 'Add-ons',
        name2: '加配料',
        min: 0,
        max: 4,
        options: [{ optionId: 'bacon', name1: 'Bacon', name2: '培根', priceCents: 300 }],
      },
    ],
    ingredient1: [{ ingredientId: 'onion', name1: 'Onion', name2: '洋葱', removable: true }],
    mealPlu: [{ pluId: 'meal-fries', name1: 'Meal', name2: '套餐', priceCents: 550 }],
  };
  it('builds a priced cart line and a price-free wire line, and reads the selection back', () => {
    const sel = {
      ...emptySelection(burger),
      quantity: 2,
      options: { addons: { bacon: 1 } },
      meals: { 'meal-fries': 1 },
      removed: ['onion'],
      notes: 'cut in half',
    };
    const input = toCartInput(burger, sel, 'en-gb');
    expect(input.price).toBe(2150);
    expect(input.attrs?.[0]).toMatchObject({ attrId: 'addons:bacon', price: 300, quantity: 1 });
    startCart('w');
    addToCart(input);
    const line = cartStore.cart.itemList[0];
    expect(line.amount).toBe(2 * (2150 + 300 + 550));
    const wire = toWireLine(line);
    expect(wire).toEqual({
      pluId: 'beef-burger',
      quantity: 2,
      attrs: [{ attrId: 'addons', optionId: 'bacon', quantity: 1 }],
      mealPlus: [{ pluId: 'meal-fries', quantity: 1 }],
      removedIngredients: ['onion'],
      notes: 'cut in half',
    });
    expect(JSON.stringify(wire)).not.toMatch(/price|amount/i);
    expect(selectionOf(line)).toEqual(sel);
  });
});

describe('payPageUrl', () => {
  it('adds lang=zh-hans for Chinese, leaves English and an existing lang alone', async () => {
    const { payPageUrl } = await import('../../../src/features/ordering/checkout');
    expect(payPageUrl('/sandbox/pay/txn_1', 'zh-hans')).toBe('/sandbox/pay/txn_1?lang=zh-hans');
    expect(payPageUrl('/sandbox/pay/txn_1?x=1', 'zh-hans')).toBe('/sandbox/pay/txn_1?x=1&lang=zh-hans');
    expect(payPageUrl('/sandbox/pay/txn_1', 'en-gb')).toBe('/sandbox/pay/txn_1');
    expect(payPageUrl('/sandbox/pay/txn_1?lang=en-gb', 'zh-hans')).toBe('/sandbox/pay/txn_1?lang=en-gb');
  });
});
