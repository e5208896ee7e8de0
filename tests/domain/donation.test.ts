// The kiosk donation rules: the amounts offered from the item's price levels, the donation line,
// and at most one donation line in the cart (choosing again replaces it; declining removes it).
import { describe, expect, it } from 'vitest';
import {
  addItem,
  calculateCart,
  chosenDonation,
  createCart,
  defaultSettings,
  donationAmounts,
  donationLine,
  normaliseSettings,
  setDonation,
  type DonationItem,
} from '../../src/domain';

const T0 = 1_700_000_000_000;
const GIVE: DonationItem = {
  pluId: 'give',
  catId: 'giving',
  pluName1: 'Donation to OzHarvest',
  pluName2: '捐助OzHarvest',
  priceCents: 100,
  prices: [100, 200, 500],
  pluGst: 0,
  discount: 0,
  loyaltyPoint: 0,
};

describe('donationAmounts', () => {
  it('offers the base price, then each further level, in order, with its price level', () => {
    expect(donationAmounts(GIVE)).toEqual([
      { priceIndex: 0, cents: 100 },
      { priceIndex: 1, cents: 200 },
      { priceIndex: 2, cents: 500 },
    ]);
  });
  it('level 0 is the base price (as the server prices it), not prices[0]', () => {
    expect(donationAmounts({ ...GIVE, priceCents: 150, prices: [100, 300] })).toEqual([
      { priceIndex: 0, cents: 150 },
      { priceIndex: 1, cents: 300 },
    ]);
  });
  it('leaves out levels that are not whole positive cents, and repeated amounts (keeping the first level)', () => {
    expect(donationAmounts({ ...GIVE, priceCents: 0, prices: [0, 2.5, '300', -1, 200, 500, 200, null] })).toEqual([
      { priceIndex: 4, cents: 200 },
      { priceIndex: 5, cents: 500 },
    ]);
  });
  it('an item without levels offers its price alone; no item, or no usable price, offers nothing', () => {
    expect(donationAmounts({ ...GIVE, prices: undefined })).toEqual([{ priceIndex: 0, cents: 100 }]);
    expect(donationAmounts({ ...GIVE, priceCents: 0, prices: undefined })).toEqual([]);
    expect(donationAmounts({ ...GIVE, priceCents: 0, prices: 'x' })).toEqual([]);
    expect(donationAmounts(null)).toEqual([]);
    expect(donationAmounts(undefined)).toEqual([]);
  });
  it('reads at most ten levels (the wire cart allows priceIndex 0 to 9)', () => {
    const prices = Array.from({ length: 14 }, (_, i) => (i + 1) * 100);
    const out = donationAmounts({ ...GIVE, priceCents: 100, prices });
    expect(out.map((a) => a.priceIndex)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });
});

describe('donationLine', () => {
  it('one unit at the chosen level, with the item ids, names and flags', () => {
    const l = donationLine(GIVE, { priceIndex: 1, cents: 200 }, 'zh-hans');
    expect(l).toMatchObject({
      itemId: 'give',
      pluId: 'give',
      catId: 'giving',
      pluName1: 'Donation to OzHarvest',
      pluName2: '捐助OzHarvest',
      price: 200,
      shopPrice: 100,
      quantity: 1,
      priceIndex: 1,
      multiPrice: 1,
      pluGst: 0,
      discount: 0,
      loyaltyPoint: 0,
      lang: 'zh-hans',
    });
  });
  it('an item without the flags is taxable, discountable and earns points like any item', () => {
    const l = donationLine({ pluId: 'g', pluName1: 'G', priceCents: 300 }, { priceIndex: 0, cents: 300 });
    expect(l).toMatchObject({ pluGst: 1, discount: 1, loyaltyPoint: 1, multiPrice: 0, catId: '', pluName2: '' });
    expect(donationLine({ ...GIVE, pluGst: undefined, gst: 0 }, { priceIndex: 0, cents: 100 }).pluGst).toBe(0);
  });
  it('a non-discountable donation keeps its full amount under a whole-bill discount', () => {
    let c = addItem(createCart(), { itemId: 'burger', price: 1000 }, { now: T0 });
    c = setDonation(c, 'give', donationLine(GIVE, { priceIndex: 1, cents: 200 }), T0);
    const priced = calculateCart({ ...c, discountRate: 10 }, defaultSettings());
    expect(priced.wholeDiscount).toBe(100);
    expect(priced.totalAmount).toBe(1100);
  });
});

describe('setDonation and chosenDonation', () => {
  const withBurger = addItem(createCart(), { itemId: 'burger', pluId: 'burger', price: 850 }, { now: T0 });
  const line = (i: number) => donationLine(GIVE, donationAmounts(GIVE)[i]);

  it('choosing adds one line; choosing again replaces it in place (same line number, new price)', () => {
    const one = setDonation(withBurger, 'give', line(0), T0 + 1);
    expect(one.itemList.map((l) => [l.pluId, l.price])).toEqual([
      ['burger', 850],
      ['give', 100],
    ]);
    expect(chosenDonation(one, 'give')).toEqual({ priceIndex: 0, cents: 100 });
    const two = setDonation(one, 'give', line(2), T0 + 2);
    expect(two.itemList.map((l) => [l.lineNo, l.pluId, l.price, l.quantity])).toEqual([
      [1, 'burger', 850, 1],
      [2, 'give', 500, 1],
    ]);
    expect(chosenDonation(two, 'give')).toEqual({ priceIndex: 2, cents: 500 });
    expect(two.lastUpdate).toBe(T0 + 2);
  });
  it('a donation line whose quantity was raised at the cart goes back to one unit when chosen again', () => {
    const one = setDonation(withBurger, 'give', line(0), T0);
    const raised = { ...one, itemList: one.itemList.map((l) => (l.pluId === 'give' ? { ...l, quantity: 3 } : l)) };
    expect(
      setDonation(raised, 'give', line(1), T0)
        .itemList.filter((l) => l.pluId === 'give')
        .map((l) => [l.quantity, l.price]),
    ).toEqual([[1, 200]]);
  });
  it('two donation lines (added elsewhere) become one', () => {
    let c = addItem(withBurger, line(0), { now: T0 });
    c = addItem(c, line(1), { now: T0 });
    const next = setDonation(c, 'give', line(2), T0);
    expect(next.itemList.filter((l) => l.pluId === 'give').map((l) => l.price)).toEqual([500]);
    expect(next.itemList).toHaveLength(2);
  });
  it('declining removes every donation line and nothing else; without one the cart is unchanged', () => {
    const one = setDonation(withBurger, 'give', line(1), T0);
    const none = setDonation(one, 'give', null, T0 + 5);
    expect(none.itemList.map((l) => l.pluId)).toEqual(['burger']);
    expect(chosenDonation(none, 'give')).toBeNull();
    expect(setDonation(withBurger, 'give', null, T0 + 5)).toBe(withBurger);
  });
  it('the input cart is never changed, and no donation item means no donation', () => {
    const before = JSON.stringify(withBurger);
    setDonation(withBurger, 'give', line(0), T0);
    expect(JSON.stringify(withBurger)).toBe(before);
    expect(chosenDonation(withBurger, '')).toBeNull();
  });
});

describe('the kiosk settings name the donation item', () => {
  it('donatePlu: empty by default; read from settings.kiosk, or the top level', () => {
    expect(defaultSettings().kiosk).toMatchObject({ donate: false, donatePlu: '' });
    expect(normaliseSettings({ kiosk: { donate: 1, donatePlu: 'k-donation' } }).kiosk).toMatchObject({
      donate: true,
      donatePlu: 'k-donation',
    });
    expect(normaliseSettings({ donate: '1', donatePlu: 'give' }).kiosk).toMatchObject({
      donate: true,
      donatePlu: 'give',
    });
  });
});
