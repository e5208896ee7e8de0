import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addItem, calculateCart, cashRound, mergeKey, removeItem, type Cart } from '../../src/domain';
import { buildCart, cartArb, contextArb, itemArb, settingsArb, T0 } from './arbitraries';

const RUNS = { numRuns: 300 };
const AMOUNTS: (keyof Cart)[] = [
  'originalAmount',
  'totalAmount',
  'gst',
  'surchargeAmount',
  'changeAmount',
  'deliveryFee',
  'expressFee',
  'otherChargeAmount',
  'deposit',
  'serviceFee',
  'topupPoints',
  'discountAmount',
  'userDiscountAmount',
  'promoDiscount',
  'itemDiscount',
  'wholeDiscount',
  'pointDiscount',
  'totalDiscountableAmount',
  'totalPointableAmount',
  'totalPtAndDiscAmount',
  'totalPointedAmount',
  'giftCardAmount',
  'excludedGst',
  'redeemedPoints',
  'amountDue',
  'merchantSurchargeAmount',
];
/** The totals that matter to a customer; line numbers and lastUpdate may differ. */
const totals = (c: Cart) =>
  Object.fromEntries(
    [...AMOUNTS, 'roundedAmount', 'surchargeRate', 'promoRate', 'totalDuration'].map((k) => [k, c[k as keyof Cart]]),
  );

describe('pricing properties', () => {
  it('totals are never negative, and every amount is whole cents', () => {
    fc.assert(
      fc.property(cartArb, settingsArb, contextArb, (cart, s, ctx) => {
        const c = calculateCart(cart, s, ctx);
        for (const k of AMOUNTS) expect(c[k] as number, k).toBeGreaterThanOrEqual(0);
        for (const k of AMOUNTS)
          if (k !== 'topupPoints' && k !== 'redeemedPoints') expect(Number.isInteger(c[k]), k).toBe(true);
        for (const l of c.itemList)
          for (const k of [
            'amount',
            'discountableAmount',
            'pointableAmount',
            'ptAndDiscAmount',
            'gstAmount',
          ] as const) {
            expect(l[k]).toBeGreaterThanOrEqual(0);
          }
      }),
      RUNS,
    );
  });

  it('the total equals the sum of its parts', () => {
    fc.assert(
      fc.property(cartArb, settingsArb, contextArb, (cart, s, ctx) => {
        const c = calculateCart(cart, s, ctx);
        expect(c.originalAmount).toBe(c.itemList.reduce((a, l) => a + l.amount, 0));
        expect(c.discountAmount).toBe(
          c.itemDiscount + c.userDiscountAmount + c.wholeDiscount + c.promoDiscount + c.pointDiscount,
        );
        expect(c.totalAmount).toBe(
          c.originalAmount -
            c.discountAmount +
            c.excludedGst +
            c.serviceFee +
            c.otherChargeAmount +
            c.deliveryFee +
            c.expressFee +
            c.surchargeAmount,
        );
        const payableNow = c.billType === 4 ? c.deposit + c.surchargeAmount : c.totalAmount;
        expect(c.amountDue).toBe(payableNow - c.giftCardAmount + c.roundedAmount);
        expect(c.discountAmount - c.itemDiscount).toBeLessThanOrEqual(c.totalDiscountableAmount);
        expect(c.excludedGst).toBeLessThanOrEqual(c.gst);
      }),
      RUNS,
    );
  });

  it('adding then removing an item restores the totals', () => {
    fc.assert(
      fc.property(cartArb, itemArb, settingsArb, contextArb, (cart, item, s, ctx) => {
        const before = calculateCart(cart, s, ctx);
        const added = calculateCart(addItem(before, item, { now: T0 + 1 }), s, ctx);
        const lineNo = added.itemList[added.itemList.length - 1].lineNo;
        const after = calculateCart(removeItem(added, lineNo, T0 + 2), s, ctx);
        expect(totals(after)).toEqual(totals(before));
      }),
      RUNS,
    );
  });

  it('merging is order-independent', () => {
    // Under merge-items a venue's item id always has the same price and options: draw a catalogue,
    // then a list of additions (which item, how many), and add them in two orders.
    const catalogue = fc
      .array(itemArb, { minLength: 4, maxLength: 4 })
      .map((items) => items.map((it, i) => ({ ...it, itemId: `I${i}` })));
    const additions = fc.array(fc.tuple(fc.integer({ min: 0, max: 3 }), fc.integer({ min: 1, max: 4 })), {
      minLength: 1,
      maxLength: 10,
    });
    const orders = additions.chain((adds) =>
      fc.tuple(fc.constant(adds), fc.shuffledSubarray(adds, { minLength: adds.length })),
    );
    fc.assert(
      fc.property(catalogue, orders, settingsArb, contextArb, (items, [adds, shuffled], s, ctx) => {
        const build = (list: [number, number][]) =>
          buildCart(
            list.map(([i, quantity]) => ({ ...items[i], quantity })),
            {},
            true,
          );
        const a = build(adds);
        const b = build(shuffled);
        const lines = (c: Cart) => c.itemList.map((l) => `${mergeKey(l)}x${l.quantity}`).sort();
        expect(lines(a)).toEqual(lines(b));
        expect(new Set(a.itemList.map(mergeKey)).size).toBe(a.itemList.length);
        expect(totals(calculateCart(a, s, ctx))).toEqual(totals(calculateCart(b, s, ctx)));
      }),
      RUNS,
    );
  });

  it('cash rounding moves a total by at most 2 cents, always to a multiple of 5', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }), (cents) => {
        const r = cashRound(cents);
        expect(Math.abs(r - cents)).toBeLessThanOrEqual(2);
        expect(Math.abs(r % 5)).toBe(0);
      }),
      { numRuns: 2000 },
    );
    fc.assert(
      fc.property(cartArb, settingsArb, contextArb, (cart, s, ctx) => {
        const c = calculateCart(cart, s, ctx);
        expect(Math.abs(c.roundedAmount)).toBeLessThanOrEqual(2);
        if (c.roundedAmount !== 0) expect(c.amountDue % 5).toBe(0);
      }),
      RUNS,
    );
  });

  it('a total computed twice from the same cart is identical, and recalculating changes nothing', () => {
    fc.assert(
      fc.property(cartArb, settingsArb, contextArb, (cart, s, ctx) => {
        const snapshot = JSON.stringify(cart);
        const once = calculateCart(cart, s, ctx);
        expect(calculateCart(cart, s, ctx)).toEqual(once);
        expect(calculateCart(once, s, ctx)).toEqual(once);
        expect(JSON.stringify(cart)).toBe(snapshot); // the input is not changed
      }),
      RUNS,
    );
  });

  it('the cart GST covers its line taxes; points are earned on no more than the pointable amount', () => {
    fc.assert(
      fc.property(cartArb, settingsArb, contextArb, (cart, s, ctx) => {
        const c = calculateCart(cart, s, ctx);
        const lineTax = c.itemList.reduce((a, l) => a + l.gstAmount, 0);
        expect(c.gst).toBeGreaterThanOrEqual(lineTax);
        expect(c.totalPointedAmount).toBeLessThanOrEqual(c.totalPointableAmount);
      }),
      RUNS,
    );
  });
});
