// A 200-line cart with options, meal extras and mixed tax settings: the benchmark's workload.
import { addItem, createCart, normaliseSettings, type Cart, type PricingContext } from '../../src/domain';

export function bigCart(lines = 200): Cart {
  let cart = createCart({ cartId: 'bench', discountRate: 5, promoCode: 'BENCH', points: 120 });
  for (let i = 0; i < lines; i++) {
    cart = addItem(
      cart,
      {
        itemId: `P${i}`,
        pluName1: `Item ${i}`,
        price: 350 + ((i * 137) % 4000),
        quantity: 1 + (i % 4),
        pluGst: i % 3 !== 0,
        discount: i % 7 !== 0,
        loyaltyPoint: i % 5 !== 0,
        discountRate: i % 11 === 0 ? 10 : 0,
        attrs: [
          { name: 'Large', price: 80, quantity: 1 },
          { name: 'Extra', price: 50 + (i % 3) * 10, quantity: 1 + (i % 2), discount: i % 2 === 0 },
          { name: 'No onion', price: 0, quantity: 1, instructionItem: true },
        ],
        mealPlus: i % 4 === 0 ? [{ pluName1: 'Drink', price: 250, quantity: 1 }] : [],
      },
      { now: 1_700_000_000_000 },
    );
  }
  return cart;
}

export const benchSettings = { ...normaliseSettings({ otherChargeRate: 10, serviceFeeRate: 5 }), memberDiscount: true };
export const benchContext: PricingContext = {
  card: {
    status: 1,
    discountRate: 10,
    multiDisc: false,
    points: 500,
    minimumPoints: 0,
    minimumDollars: 0,
    dollarPointCalc: 0,
    pointDollarRedeem: 0,
  },
  memberPoints: { state: 1, minimumPoints: 10, pointsPerDollarWhenRedeem: 10, pointsPerDollar: 1, invitationCode: '' },
  payment: { sys: 'dps', surcharge: 0, surchargeType: 'percent', rate: 1.5 },
  promo: { amount: 500 },
};
