// @vitest-environment jsdom
// Checkout extras on the wire (src/features/ordering/extras.ts through src/features/ordering/api.ts): feeCalc and the
// order call carry the pre-order time and gift cards; the fee answer tells what each card gives; a final
// order clears them; an order waiting for a payment page keeps them for its attempt, so a retry after a
// cancelled payment sends the same order (same key, same payload).
import { beforeEach, describe, expect, it, vi } from 'vitest';

const calls = vi.hoisted(() => ({ posFeeCalc: vi.fn(), addOrderV2: vi.fn() }));
vi.mock('../../../src/api/calls/order', async (orig) => ({
  ...(await orig<typeof import('../../../src/api/calls/order')>()),
  posFeeCalc: calls.posFeeCalc,
  addOrderV2: calls.addOrderV2,
}));

import { feeCalc, placeOrder } from '../../../src/features/ordering/api';
import { extras } from '../../../src/features/ordering/extras';
import { resetExtras, restoreExtras } from '../../../src/features/ordering/afterOrder';
import { app } from '../../../src/state/stores';

const CART = {
  itemList: [{ pluId: 'banana-bread', quantity: 1, attrs: [], mealPlus: [], removedIngredients: [] }],
  orderType: 'pickup' as const,
};
const CARD = { cardNum: '6000100000000001', code: '135790', balanceCents: 1000 };

beforeEach(() => {
  sessionStorage.clear();
  resetExtras();
  app.shop = 'demo-cafe';
  calls.posFeeCalc.mockReset();
  calls.addOrderV2.mockReset();
});

describe('checkout extras on the wire', () => {
  it('feeCalc sends the time and cards and reads what each card gives', async () => {
    extras.preorderTime = 1_800_000_000_000;
    extras.giftCards = [CARD];
    calls.posFeeCalc.mockResolvedValue({
      success: true,
      result: {
        cart: { giftCards: [{ cardNum: CARD.cardNum, amount: 800 }], giftCardAmount: 800 },
        totalCents: 0,
        blocked: [],
      },
    });
    await feeCalc(CART, 'cash');
    expect(calls.posFeeCalc.mock.calls[0][0]).toEqual({
      cart: CART,
      payment: 'cash',
      preorderTime: 1_800_000_000_000,
      giftCards: [{ cardNum: CARD.cardNum, code: '135790', amountCents: 1000 }],
    });
    expect(extras.giftUsed).toEqual({ [CARD.cardNum]: 800 });
    expect(extras.giftTotal).toBe(800);
  });

  it('without extras nothing is added', async () => {
    calls.posFeeCalc.mockResolvedValue({ success: true, result: { cart: {}, totalCents: 800, blocked: [] } });
    await feeCalc(CART, 'cash');
    expect(calls.posFeeCalc.mock.calls[0][0]).toEqual({ cart: CART, payment: 'cash' });
  });

  it('a final order (cash) clears the extras', async () => {
    extras.giftCards = [CARD];
    calls.addOrderV2.mockResolvedValue({
      success: true,
      result: { transactionId: 'txn_1', paid: false, payment: 'cash', totalCents: 0 },
    });
    await placeOrder({ idempotencyKey: 'key-aaaaaaaa', cart: CART, payment: 'cash', expectedTotalCents: 0 });
    expect(calls.addOrderV2.mock.calls[0][0].giftCards).toHaveLength(1);
    expect(extras.giftCards).toEqual([]);
    expect(sessionStorage.getItem('checkoutExtras:demo-cafe')).toBeNull();
  });

  it('an order waiting for the payment page keeps them for its attempt only', async () => {
    extras.giftCards = [CARD];
    extras.preorderTime = 1_800_000_000_000;
    calls.addOrderV2.mockResolvedValue({
      success: true,
      result: { transactionId: 'txn_2', paid: false, payment: 'dps', totalCents: 300, payUrl: '/sandbox/pay/txn_2' },
    });
    await placeOrder({ idempotencyKey: 'key-bbbbbbbb', cart: CART, payment: 'dps', expectedTotalCents: 300 });
    resetExtras(); // the page went to the provider and came back: memory is gone
    localStorage.setItem(
      'checkoutAttempt:demo-cafe',
      JSON.stringify({ v: 1, data: { key: 'key-bbbbbbbb', sent: '' } }),
    );
    restoreExtras('demo-cafe');
    expect(extras.giftCards).toEqual([CARD]);
    expect(extras.preorderTime).toBe(1_800_000_000_000);
    // A new attempt (the order was paid, or another began): nothing comes back.
    resetExtras();
    localStorage.setItem(
      'checkoutAttempt:demo-cafe',
      JSON.stringify({ v: 1, data: { key: 'key-cccccccc', sent: '' } }),
    );
    restoreExtras('demo-cafe');
    expect(extras.giftCards).toEqual([]);
    expect(sessionStorage.getItem('checkoutExtras:demo-cafe')).toBeNull();
  });
});
