// Pay-only bill rules (pure): re-charging a stored cart for another payment method, and the kitchen
// state behind 'Resend to Kitchen'.
import { describe, expect, it } from 'vitest';
import { kitchenState, repriceForMethod } from '../../server/payonly/bill';
import {
  calculateCart,
  createCart,
  newCartItem,
  normaliseSettings,
  resolvePayments,
  type Cart,
} from '../../src/domain';

const settings = normaliseSettings({ gstRate: 10, roundType: 1, includeGst: 1, serviceFee: 0 });
const methods = resolvePayments([
  { name: 'Credit card', payment: 'dps', code: 201, surcharge: 1, surchargeType: 1, rate: 1.5 },
  { name: 'Cash', payment: 'cash', code: 200, surcharge: 0, surchargeType: 1, rate: 0 },
  { name: 'PayPal', payment: 'paypal', code: 204, surcharge: 1, surchargeType: 2, rate: 30 },
]);
const m = (p: string) => methods.find((x) => x.payment === p)!;

function cartFor(payment: string | null, prices = [1293, 477]): Cart {
  const c = createCart({
    itemList: prices.map((p, i) => newCartItem({ itemId: `i${i}`, price: p, quantity: 1 }, i + 1)),
  });
  return calculateCart(c, settings, { payment: payment ? m(payment) : null });
}

describe('repriceForMethod', () => {
  it.each([
    ['cash', 'dps'],
    ['cash', 'paypal'],
    ['dps', 'cash'],
    ['paypal', 'dps'],
    ['dps', 'dps'],
  ])('a %s cart re-charged for %s equals the cart calculated with %s', (from, to) => {
    for (const prices of [[1293, 477], [1000], [999, 1, 3], [20000, 12345]]) {
      const got = repriceForMethod(cartFor(from, prices), m(to), { gstRate: 10, roundType: 1 });
      const want = cartFor(to, prices);
      expect({
        due: got.amountDue,
        sur: got.surchargeAmount,
        round: got.roundedAmount,
        total: got.totalAmount,
        gst: got.gst,
      }).toEqual({
        due: want.amountDue,
        sur: want.surchargeAmount,
        round: want.roundedAmount,
        total: want.totalAmount,
        gst: want.gst,
      });
    }
  });
  it('amounts stay integer cents', () => {
    const c = repriceForMethod(cartFor('cash', [333, 667, 1001]), m('dps'), { gstRate: 10, roundType: 1 });
    for (const v of [c.amountDue, c.surchargeAmount, c.roundedAmount, c.totalAmount, c.gst])
      expect(Number.isInteger(v)).toBe(true);
  });
});

describe('kitchenState', () => {
  const o = { sent: false, paid: false, payment: 'cash', order_type: 'eatin', cart: { itemList: [{}] } };
  it('cash or paid but not sent = the sending failed', () => {
    expect(kitchenState(o)).toBe('failed');
    expect(kitchenState({ ...o, payment: 'dps', paid: true })).toBe('failed');
  });
  it('sent; waiting for online payment; single payments never go to the kitchen', () => {
    expect(kitchenState({ ...o, sent: true })).toBe('sent');
    expect(kitchenState({ ...o, payment: 'dps' })).toBe('waiting');
    expect(kitchenState({ ...o, order_type: 'singlepay' })).toBe('none');
    expect(kitchenState({ ...o, cart: { itemList: [] } })).toBe('none');
  });
});
