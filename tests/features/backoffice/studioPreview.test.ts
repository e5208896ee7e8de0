// @vitest-environment jsdom
// The studio's preview addresses (issue 32): cart and checkout with a sample cart, the booking screen of
// the venue when it takes bookings and of the sample booking venue otherwise, the kiosk's splash and menu;
// and the sample cart's lines (items that need no choice, never the designer's stored cart).
import { beforeEach, describe, expect, it } from 'vitest';
import {
  bookingFamilyOf,
  kioskPreviewUrl,
  previewUrl,
  SAMPLE_BOOKING_VENUE,
} from '../../../src/features/backoffice/studio';
import { sampleItems } from '../../../src/features/ordering/sampleCart';
import type { Plu } from '../../../src/features/ordering/catalogue';
import { cartKey, cartStore, itemCount, showSampleCart } from '../../../src/state/cart';

const plu = (id: string, extra: Partial<Plu> = {}): Plu => ({
  pluId: id,
  catId: 'c',
  pluName1: id,
  pluName2: id,
  priceCents: 500,
  ...extra,
});

describe('preview addresses', () => {
  it('cart and checkout ask for the sample cart; home does not', () => {
    expect(previewUrl('demo-store', 'cart')).toBe('/shop/demo-store/cart?studioPreview=1&sampleCart=1');
    expect(previewUrl('demo-store', 'checkout')).toBe('/shop/demo-store/checkout?studioPreview=1&sampleCart=1');
    expect(previewUrl('demo-store', 'home')).toBe('/shop/demo-store/home?studioPreview=1');
  });
  it('booking: the venue’s own booking screen, else the sample booking venue’s', () => {
    expect(bookingFamilyOf('/massage/demo-massage/ticket/all/home')).toBe('massage');
    expect(bookingFamilyOf('/shop/demo-store/home')).toBeNull();
    expect(previewUrl('demo-ktv', 'booking', '', 'ktv')).toBe('/ktv/demo-ktv/checkout?studioPreview=1');
    expect(previewUrl('demo-store', 'booking', '', null)).toBe(
      `/${SAMPLE_BOOKING_VENUE.family}/${SAMPLE_BOOKING_VENUE.shop}/checkout?studioPreview=1`,
    );
  });
  it('kiosk: splash for home, menu for product, sample cart for cart', () => {
    expect(kioskPreviewUrl('demo-kiosk', 'home')).toBe('/self/demo-kiosk?studioPreview=1');
    expect(kioskPreviewUrl('demo-kiosk', 'product')).toBe('/self/demo-kiosk/category?studioPreview=1');
    expect(kioskPreviewUrl('demo-kiosk', 'cart')).toBe('/self/demo-kiosk/cart?studioPreview=1&sampleCart=1');
  });
});

describe('sample cart', () => {
  beforeEach(() => localStorage.clear());
  it('uses listed, priced items that need no choice', () => {
    const items = sampleItems([
      plu('hidden', { hide: true }),
      plu('sold', { soldOut: true }),
      plu('free', { priceCents: 0 }),
      plu('must-choose', { attr: [{ attrId: 'a', name1: 'Size', name2: '尺寸', min: 1, options: [] }] }),
      plu('tea'),
      plu('cake'),
      plu('third'),
    ]);
    expect(items.map((p) => p.pluId)).toEqual(['tea', 'cake']);
  });
  it('is shown in memory only: the stored cart of the shop stays as it was', () => {
    localStorage.setItem(cartKey('s1'), 'untouched');
    showSampleCart('s1', [
      { itemId: 'tea', price: 500, quantity: 2 },
      { itemId: 'cake', price: 300, quantity: 1 },
    ]);
    expect(itemCount(cartStore)).toBe(3);
    expect(cartStore.cart.totalAmount).toBeGreaterThan(0);
    expect(localStorage.getItem(cartKey('s1'))).toBe('untouched');
  });
});
