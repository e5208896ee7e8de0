// fast-check generators shared by the property tests and the bench.
import fc from 'fast-check';
import {
  addItem,
  createCart,
  normaliseSettings,
  type Cart,
  type CartItemInput,
  type PricingContext,
  type PricingSettings,
} from '../../src/domain';

export const T0 = 1_700_000_000_000;

const flag = fc.constantFrom<boolean | undefined>(true, false, undefined);

export const attrArb = fc.record({
  price: fc.integer({ min: 0, max: 500 }),
  quantity: fc.integer({ min: 1, max: 3 }),
  discount: flag,
  loyaltyPoint: flag,
});

export const itemArb: fc.Arbitrary<CartItemInput> = fc.record({
  itemId: fc.constantFrom('A', 'B', 'C', 'D', 'E', 'F'),
  price: fc.integer({ min: 0, max: 50_000 }),
  quantity: fc.integer({ min: 1, max: 5 }),
  attrs: fc.array(attrArb, { maxLength: 3 }),
  mealPlus: fc.array(fc.record({ price: fc.integer({ min: 0, max: 400 }), quantity: fc.integer({ min: 1, max: 2 }) }), {
    maxLength: 2,
  }),
  pluGst: fc.boolean(),
  includeGst: fc.constantFrom<boolean | null>(true, false, null),
  taxRate2: fc.constantFrom<number | null>(null, 0, 5),
  discount: fc.boolean(),
  loyaltyPoint: fc.boolean(),
  discountRate: fc.constantFrom(0, 0, 10, 25, 50, 150),
  misc: fc.constantFrom(0, 0, 10),
  timeItem: fc.boolean(),
  duration: fc.integer({ min: 0, max: 120 }),
});

export const settingsArb: fc.Arbitrary<PricingSettings> = fc
  .record({
    includeGst: fc.boolean(),
    gstRate: fc.constantFrom(0, 10, 15),
    roundType: fc.constantFrom<0 | 1 | 2>(0, 1, 2),
    serviceFee: fc.constantFrom(0, 150),
    serviceFeeRate: fc.constantFrom(0, 0, 10),
    otherChargeRate: fc.constantFrom(0, 15),
    memberDiscount: fc.boolean(),
    freeDeliveryAmount: fc.constantFrom(0, 6000),
    depositRate: fc.constantFrom(0, 20),
    depositAmount: fc.constantFrom(0, 5000),
  })
  .map((s) => ({ ...normaliseSettings({}), ...s }));

const paymentArb = fc.oneof(
  fc.constant(null),
  fc.constant({ sys: 'cash' as const, surcharge: 0, surchargeType: 'fixed' as const, rate: 0 }),
  fc.record({
    sys: fc.constant('dps' as const),
    surcharge: fc.constant(0),
    surchargeType: fc.constant('percent' as const),
    rate: fc.constantFrom(1.5, 2.2),
  }),
  fc.record({
    sys: fc.constant('' as const),
    surcharge: fc.constantFrom(30, 50),
    surchargeType: fc.constant('fixed' as const),
    rate: fc.constant(0),
  }),
);

export const contextArb: fc.Arbitrary<PricingContext> = fc.record({
  card: fc.option(
    fc.record({
      status: fc.constantFrom<0 | 1>(0, 1, 1),
      discountRate: fc.constantFrom(0, 5, 10, 120),
      multiDisc: fc.boolean(),
      points: fc.integer({ min: 0, max: 100_000 }).map((h) => h / 100),
      minimumPoints: fc.constantFrom(-1, 0, 20),
      minimumDollars: fc.constantFrom(0, 1000),
      dollarPointCalc: fc.constantFrom(0, 2),
      pointDollarRedeem: fc.constantFrom(0, 20),
    }),
  ),
  memberPoints: fc.option(
    fc.record({
      state: fc.constantFrom(0, 1),
      minimumPoints: fc.constantFrom(0, 10),
      pointsPerDollarWhenRedeem: fc.constantFrom(10, 2.5),
      pointsPerDollar: fc.constantFrom(1, 0.5),
      invitationCode: fc.constant(''),
    }),
  ),
  payment: paymentArb,
  promo: fc.option(
    fc.oneof(
      fc.record({ amount: fc.integer({ min: 0, max: 5000 }) }),
      fc.record({ rate: fc.constantFrom(5, 10, 100, 130) }),
    ),
  ),
  delivery: fc.option(
    fc.record({ fee: fc.integer({ min: 0, max: 1500 }), expressFee: fc.integer({ min: 0, max: 800 }) }),
  ),
});

export const cartFieldsArb = fc.record({
  discountRate: fc.constantFrom(0, 0, 10, 30, 200),
  otherDiscountAmount: fc.constantFrom(0, 0, 500, 5000),
  points: fc.constantFrom(0, 5, 50, 300.55, 12.3456),
  promoCode: fc.constantFrom('', 'PROMO'),
  billType: fc.constantFrom(2, 2, 4),
  showDelivery: fc.boolean(),
  totalPaid: fc.constantFrom(0, 5000, 100_000),
  giftCards: fc.array(fc.record({ cardNum: fc.constant('G'), amount: fc.integer({ min: 0, max: 3000 }) }), {
    maxLength: 2,
  }),
});

export function buildCart(items: CartItemInput[], fields: Partial<Cart> = {}, mergeItems = false): Cart {
  return items.reduce((c, it) => addItem(c, it, { mergeItems, now: T0 }), createCart({ cartId: 'p', ...fields }));
}

export const cartArb = fc
  .tuple(fc.array(itemArb, { maxLength: 12 }), cartFieldsArb)
  .map(([items, fields]) => buildCart(items, fields));
