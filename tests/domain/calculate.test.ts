// Worked examples of the pricing model; the same numbers appear in src/domain/README.md.
import { describe, expect, it } from 'vitest';
import {
  addItem,
  calculateCart,
  createCart,
  normaliseSettings,
  type Cart,
  type CartItemInput,
  type PricingContext,
} from '../../src/domain';

const T0 = 1_700_000_000_000;
const settings = normaliseSettings({});
const cartOf = (items: CartItemInput[], init: Partial<Cart> = {}) =>
  items.reduce((c, it) => addItem(c, it, { now: T0 }), createCart({ cartId: 'c', ...init }));
const flatWhite: CartItemInput = {
  itemId: 'FW',
  pluName1: 'Flat white',
  price: 450,
  quantity: 2,
  attrs: [{ name: 'Extra shot', price: 50, quantity: 1 }],
};
const bananaBread: CartItemInput = { itemId: 'BB', pluName1: 'Banana bread', price: 500, pluGst: false };
const member = {
  status: 1 as const,
  discountRate: 10,
  multiDisc: true,
  points: 200,
  minimumPoints: 0,
  minimumDollars: 0,
  dollarPointCalc: 0,
  pointDollarRedeem: 0,
};
const points = { state: 1, minimumPoints: 10, pointsPerDollarWhenRedeem: 10, pointsPerDollar: 1, invitationCode: '' };
const cash = { sys: 'cash' as const, surcharge: 0, surchargeType: 'fixed' as const, rate: 0 };
const card15 = { sys: 'dps' as const, surcharge: 0, surchargeType: 'percent' as const, rate: 1.5 };

describe('example 1: a cafe order, GST included, one GST-free line', () => {
  const c = calculateCart(cartOf([flatWhite, bananaBread]), settings);
  it('lines', () => {
    expect(c.itemList[0]).toMatchObject({
      amount: 1000,
      gst: 10,
      tax1: 91,
      gstAmount: 91,
      discountableAmount: 1000,
      pointableAmount: 1000,
    });
    expect(c.itemList[0].attrs[0].amount).toBe(100);
    expect(c.itemList[1]).toMatchObject({ amount: 500, gst: 0, gstAmount: 0 });
  });
  it('totals', () => {
    expect(c).toMatchObject({
      originalAmount: 1500,
      discountAmount: 0,
      gst: 91,
      excludedGst: 0,
      totalAmount: 1500,
      amountDue: 1500,
      roundedAmount: 0,
      topupPoints: 0,
    });
  });
});

describe('example 2: member 10%, promo $2.03, 50 points, paid $10 cash', () => {
  const ctx: PricingContext = { card: member, memberPoints: points, promo: { amount: 203 }, payment: cash };
  const c = calculateCart(
    cartOf([flatWhite, bananaBread], { promoCode: 'WELCOME2', points: 50, totalPaid: 1000 }),
    { ...settings, memberDiscount: true },
    ctx,
  );
  it('discounts in order: member, whole, promo, points', () => {
    expect(c).toMatchObject({
      userDiscountAmount: 150,
      wholeDiscount: 0,
      promoDiscount: 203,
      pointDiscount: 500,
      redeemedPoints: 50,
      itemDiscount: 0,
      discountAmount: 853,
    });
  });
  it('tax on what is really paid per line; points earned on the pointed amount', () => {
    expect(c.itemList.map((l) => l.gstAmount)).toEqual([39, 0]);
    expect(c).toMatchObject({
      gst: 39,
      totalAmount: 647,
      totalPointableAmount: 1500,
      totalPointedAmount: 647,
      topupPoints: 6.47,
    });
  });
  it('cash rounding and change', () => {
    expect(c).toMatchObject({ roundedAmount: -2, amountDue: 645, changeAmount: 355 });
  });
  it('without cash the total is not rounded', () => {
    const byCard = calculateCart(
      cartOf([flatWhite, bananaBread], { promoCode: 'WELCOME2', points: 50 }),
      { ...settings, memberDiscount: true },
      { ...ctx, payment: null },
    );
    expect(byCard).toMatchObject({ roundedAmount: 0, amountDue: 647 });
  });
});

describe('example 3: public holiday 15%, delivery, express, 1.5% card surcharge', () => {
  const s = { ...settings, otherChargeRate: 15, freeDeliveryAmount: 6000 };
  const ctx: PricingContext = { payment: card15, delivery: { fee: 500, expressFee: 300 } };
  const c = calculateCart(cartOf([{ itemId: 'X', price: 2000 }], { showDelivery: true }), s, ctx);
  it('fees and total', () => {
    expect(c).toMatchObject({
      otherChargeRate: 15,
      otherChargeAmount: 300,
      deliveryFee: 500,
      expressFee: 300,
      surchargeRate: 1.5,
      surchargeAmount: 47,
      totalAmount: 3147,
      amountDue: 3147,
    });
  });
  it('GST on the item and on the fees', () => expect(c.gst).toBe(182 + 104));
  it('free delivery from the threshold; express still charged', () => {
    const big = calculateCart(cartOf([{ itemId: 'X', price: 6000 }], { showDelivery: true }), s, ctx);
    expect(big).toMatchObject({ deliveryFee: 0, expressFee: 300 });
  });
  it('no delivery fee unless delivering', () => {
    expect(calculateCart(cartOf([{ itemId: 'X', price: 2000 }]), s, ctx)).toMatchObject({
      deliveryFee: 0,
      expressFee: 0,
    });
  });
});

describe('example 4: prices excluding GST, and six tax rates', () => {
  it('GST added on top', () => {
    const c = calculateCart(cartOf([{ itemId: 'W', price: 1000, quantity: 3 }]), { ...settings, includeGst: false });
    expect(c).toMatchObject({ originalAmount: 3000, excludedGst: 300, gst: 300, totalAmount: 3300 });
  });
  it('per-line includeGst overrides the setting', () => {
    const c = calculateCart(
      cartOf([
        { itemId: 'W', price: 1000, includeGst: false },
        { itemId: 'V', price: 1100 },
      ]),
      settings,
    );
    expect(c).toMatchObject({ excludedGst: 100, gst: 200, totalAmount: 2200 });
  });
  it('taxRate1..taxRate6 split an included price', () => {
    const c = calculateCart(cartOf([{ itemId: 'T', price: 1150, taxRate1: 10, taxRate2: 5 }]), settings);
    expect(c.itemList[0]).toMatchObject({ tax1: 100, tax2: 50, tax3: 0, gstAmount: 150, gst: 10 });
    const all = calculateCart(
      cartOf([
        { itemId: 'T', price: 1300, taxRate1: 10, taxRate2: 5, taxRate3: 5, taxRate4: 5, taxRate5: 3, taxRate6: 2 },
      ]),
      settings,
    );
    expect([1, 2, 3, 4, 5, 6].map((n) => all.itemList[0][`tax${n}` as 'tax1'])).toEqual([100, 50, 50, 50, 30, 20]);
  });
  it('a GST-free item with taxRate1 given uses the given rate', () => {
    expect(calculateCart(cartOf([{ itemId: 'T', price: 1100, pluGst: false, taxRate1: 10 }]), settings).gst).toBe(100);
  });
});

describe('example 5: reservation deposit (bill type 4), gift card, fixed surcharge', () => {
  const fixed50 = { sys: 'dps' as const, surcharge: 50, surchargeType: 'fixed' as const, rate: 0 };
  it('deposit 20%', () => {
    const c = calculateCart(
      cartOf([{ itemId: 'R', price: 10000 }], { billType: 4, giftCards: [{ cardNum: 'G1', amount: 500 }] }),
      { ...settings, depositRate: 20 },
      { payment: fixed50 },
    );
    expect(c).toMatchObject({
      deposit: 2000,
      giftCardAmount: 500,
      surchargeAmount: 50,
      totalAmount: 10050,
      amountDue: 1550,
    });
  });
  it('fixed deposit, capped at the total; no deposit setting means the full amount', () => {
    expect(
      calculateCart(cartOf([{ itemId: 'R', price: 3000 }], { billType: 4 }), { ...settings, depositAmount: 5000 })
        .deposit,
    ).toBe(3000);
    expect(
      calculateCart(cartOf([{ itemId: 'R', price: 3000 }], { billType: 4 }), { ...settings, depositAmount: 1000 })
        .deposit,
    ).toBe(1000);
    expect(calculateCart(cartOf([{ itemId: 'R', price: 3000 }], { billType: 4 }), settings).deposit).toBe(3000);
    expect(calculateCart(cartOf([{ itemId: 'R', price: 3000 }]), { ...settings, depositRate: 20 }).deposit).toBe(0);
  });
  it('gift cards pay at most what is due', () => {
    const c = calculateCart(
      cartOf([{ itemId: 'R', price: 1000 }], {
        giftCards: [
          { cardNum: 'G1', amount: 700 },
          { cardNum: 'G2', amount: 700 },
        ],
      }),
      settings,
      { payment: card15 },
    );
    expect(c).toMatchObject({ giftCardAmount: 1000, surchargeAmount: 0, amountDue: 0, totalAmount: 1000 });
  });
});

describe('item discounts, whole discounts, member rules', () => {
  it('item discount applies to the discountable part only', () => {
    const c = calculateCart(
      cartOf([{ itemId: 'I', price: 1000, discountRate: 10, attrs: [{ price: 200, discount: false }] }]),
      settings,
    );
    expect(c.itemList[0]).toMatchObject({
      amount: 1200,
      discountAmount: 100,
      discountableAmount: 900,
      pointableAmount: 1100,
      ptAndDiscAmount: 900,
    });
    expect(c).toMatchObject({ itemDiscount: 100, totalAmount: 1100 });
  });
  it('non-discountable items escape bill discounts', () => {
    const c = calculateCart(
      cartOf(
        [
          { itemId: 'A', price: 1000 },
          { itemId: 'Tobacco', price: 3000, discount: false, loyaltyPoint: false },
        ],
        { discountRate: 10 },
      ),
      settings,
    );
    expect(c).toMatchObject({
      wholeDiscount: 100,
      totalDiscountableAmount: 1000,
      totalPointableAmount: 1000,
      totalAmount: 3900,
    });
  });
  it('whole discount: rate then fixed amount, never more than the discountable amount', () => {
    const c = calculateCart(
      cartOf([{ itemId: 'A', price: 1000 }], { discountRate: 10, otherDiscountAmount: 5000 }),
      settings,
    );
    expect(c).toMatchObject({ wholeDiscount: 1000, discountAmount: 1000, totalAmount: 0 });
  });
  it('member discount needs the setting and a loaded card', () => {
    const cart = cartOf([{ itemId: 'A', price: 1000 }]);
    expect(calculateCart(cart, settings, { card: member }).userDiscountAmount).toBe(0);
    expect(
      calculateCart(cart, { ...settings, memberDiscount: true }, { card: { ...member, status: 0 } }).userDiscountAmount,
    ).toBe(0);
    expect(calculateCart(cart, { ...settings, memberDiscount: true }, { card: member }).userDiscountAmount).toBe(100);
  });
  it('without multiDisc the member discount skips lines that already have an item discount', () => {
    const cart = cartOf([
      { itemId: 'A', price: 1000, discountRate: 50 },
      { itemId: 'B', price: 1000 },
    ]);
    const s = { ...settings, memberDiscount: true };
    expect(calculateCart(cart, s, { card: { ...member, multiDisc: false } }).userDiscountAmount).toBe(100);
    expect(calculateCart(cart, s, { card: member }).userDiscountAmount).toBe(150);
  });
  it('promo rate wins over an amount; no code, no promo', () => {
    const cart = cartOf([{ itemId: 'A', price: 2000 }], { promoCode: 'TEN' });
    expect(calculateCart(cart, settings, { promo: { rate: 10, amount: 999 } })).toMatchObject({
      promoDiscount: 200,
      promoRate: 10,
    });
    expect(calculateCart(cart, settings, { promo: { amount: 5000 } })).toMatchObject({
      promoDiscount: 2000,
      promoRate: 0,
      totalAmount: 0,
    });
    expect(calculateCart({ ...cart, promoCode: '' }, settings, { promo: { amount: 500 } }).promoDiscount).toBe(0);
  });
});

describe('points redemption and earning', () => {
  const cart = (pts: number) => cartOf([{ itemId: 'A', price: 1500 }], { points: pts });
  const ctx: PricingContext = { card: member, memberPoints: points };
  it.each([
    [5, 0, 0],
    [10, 10, 100],
    [100, 100, 1000],
    [150, 150, 1500],
    [180, 150, 1500],
    [12.34, 12.34, 123],
  ])('asking %s points redeems %s for %s cents', (ask, redeemed, off) => {
    expect(calculateCart(cart(ask), settings, ctx)).toMatchObject({ redeemedPoints: redeemed, pointDiscount: off });
  });
  it('never more than the card holds; card minimums and rates win', () => {
    expect(calculateCart(cart(500), settings, { ...ctx, card: { ...member, points: 40 } }).redeemedPoints).toBe(40);
    expect(calculateCart(cart(30), settings, { ...ctx, card: { ...member, minimumPoints: 50 } }).redeemedPoints).toBe(
      0,
    );
    expect(
      calculateCart(cart(40), settings, { ...ctx, card: { ...member, pointDollarRedeem: 20 } }).pointDiscount,
    ).toBe(200);
    expect(calculateCart(cart(40), settings, { ...ctx, card: { ...member, minimumDollars: 2000 } }).pointDiscount).toBe(
      0,
    );
  });
  it('points off when the site has points off or no card', () => {
    expect(calculateCart(cart(100), settings, { card: member, memberPoints: { ...points, state: 0 } })).toMatchObject({
      pointDiscount: 0,
      topupPoints: 0,
    });
    expect(calculateCart(cart(100), settings, { memberPoints: points })).toMatchObject({
      pointDiscount: 0,
      topupPoints: 0,
    });
  });
  it('earning: pointsPerDollar on the pointable amount after discounts, card rate first', () => {
    expect(calculateCart(cart(0), settings, ctx).topupPoints).toBe(15);
    expect(calculateCart(cart(100), settings, ctx).topupPoints).toBe(5);
    expect(calculateCart(cart(0), settings, { ...ctx, card: { ...member, dollarPointCalc: 2 } }).topupPoints).toBe(30);
  });
});

describe('service fee, time items, misc, balanced list, rounding settings', () => {
  it('service fee: rate on the items after discounts, else the fixed amount when the cart has items', () => {
    expect(calculateCart(cartOf([{ itemId: 'A', price: 1000 }]), { ...settings, serviceFeeRate: 10 }).serviceFee).toBe(
      100,
    );
    expect(calculateCart(cartOf([{ itemId: 'A', price: 1000 }]), { ...settings, serviceFee: 150 })).toMatchObject({
      serviceFee: 150,
      totalAmount: 1150,
    });
    expect(calculateCart(createCart(), { ...settings, serviceFee: 150 })).toMatchObject({
      serviceFee: 0,
      totalAmount: 0,
    });
  });
  it('time items add up their duration', () => {
    const c = calculateCart(
      cartOf([
        { itemId: 'M60', price: 8000, timeItem: true, duration: 60, quantity: 2 },
        { itemId: 'Tea', price: 400 },
      ]),
      settings,
    );
    expect(c.totalDuration).toBe(120);
  });
  it('misc is charged per unit and never discounted', () => {
    const c = calculateCart(
      cartOf([{ itemId: 'Can', price: 300, misc: 10, quantity: 3 }], { discountRate: 50 }),
      settings,
    );
    expect(c.itemList[0]).toMatchObject({ amount: 930, totalMisc: 30, discountableAmount: 900 });
    expect(c.totalAmount).toBe(480);
  });
  it('meal extras are per unit of the meal', () => {
    const c = calculateCart(
      cartOf([
        {
          itemId: 'Meal',
          price: 1200,
          quantity: 2,
          mealPlu: true,
          mealPlus: [{ pluName1: 'Large chips', price: 150, quantity: 1 }],
        },
      ]),
      settings,
    );
    expect(c.itemList[0]).toMatchObject({ amount: 2700 });
    expect(c.itemList[0].mealPlus[0].amount).toBe(300);
  });
  it('already ordered items are not counted again', () => {
    const c = calculateCart(
      { ...cartOf([{ itemId: 'A', price: 1000 }]), balancedList: cartOf([{ itemId: 'Z', price: 9999 }]).itemList },
      settings,
    );
    expect(c.totalAmount).toBe(1000);
  });
  it.each([
    [0, 'cash', 0],
    [1, 'cash', 2],
    [1, 'dps', 0],
    [2, 'dps', 2],
  ])('roundType %s paying %s rounds by %s', (roundType, sys, by) => {
    const c = calculateCart(
      cartOf([{ itemId: 'A', price: 1003 }]),
      { ...settings, roundType: roundType as 0 },
      { payment: { ...cash, sys: sys as 'cash' } },
    );
    expect(c.roundedAmount).toBe(by);
    expect(c.amountDue).toBe(1003 + by);
  });
  it('negative prices count as 0', () => {
    expect(calculateCart(cartOf([{ itemId: 'A', price: -500 }]), settings).totalAmount).toBe(0);
  });
});
