// @vitest-environment jsdom
// The checkout attempt (src/features/ordering/checkout.ts): one idempotency key per order the customer means.
// The same order again (double click, retry, resend after a cancelled payment) keeps the key; a changed
// order starts a new attempt rather than being refused as a conflict. An order going to the provider's
// page keeps the customer's choices (draft) for the way back; a new attempt forgets them.
import { beforeEach, describe, expect, it, vi } from 'vitest';

const calls = vi.hoisted(() => ({ posFeeCalc: vi.fn(), addOrderV2: vi.fn() }));
vi.mock('../../../src/api/calls/order', async (orig) => ({
  ...(await orig<typeof import('../../../src/api/calls/order')>()),
  posFeeCalc: calls.posFeeCalc,
  addOrderV2: calls.addOrderV2,
}));

import {
  checkTotals,
  checkout,
  newAttempt,
  pendingPinOrder,
  pinFailure,
  pinPaymentKey,
  readAttempt,
  submitCheckout,
  type CheckoutForm,
} from '../../../src/features/ordering/checkout';
import { clearCheckoutDraft, readCheckoutDraft } from '../../../src/features/ordering/checkoutDraft';
import { addToCart, cartStore, setCartClock, setCartSettingsSource, startCart } from '../../../src/state/cart';
import { app } from '../../../src/state/stores';
import { ApiError, refusedError } from '../../../src/api/errors';
import { normaliseSettings } from '../../../src/domain/settings';

const FORM: CheckoutForm = {
  orderType: 'takeaway',
  payment: 'dps',
  promoCode: '',
  termsAccepted: true,
  notes: '',
  tableNo: '',
  address: '',
  zoneId: '',
};
const keyOf = (n: number) => (calls.addOrderV2.mock.calls[n][0] as { idempotencyKey: string }).idempotencyKey;

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  setCartClock(() => 1_700_000_000_000);
  setCartSettingsSource(() => normaliseSettings({ gstRate: 10, includeGst: 1 }));
  app.shop = 'demo-cafe';
  cartStore.shop = '';
  startCart('demo-cafe');
  addToCart({ itemId: 'latte', pluId: 'latte', pluName1: 'Latte', price: 500, quantity: 1 });
  checkout.key = '';
  checkout.promo = null;
  calls.posFeeCalc.mockReset().mockResolvedValue({ success: true, result: { cart: {}, totalCents: 500, blocked: [] } });
  calls.addOrderV2.mockReset().mockResolvedValue({
    success: true,
    result: { transactionId: 'txn_1', paid: false, payment: 'dps', totalCents: 500, payUrl: '/sandbox/pay/txn_1' },
  });
});

describe('checkout attempt', () => {
  it('the same order sent again (a cancelled payment, then Place order) keeps its key', async () => {
    expect((await submitCheckout(FORM)).kind).toBe('redirect');
    expect((await submitCheckout(FORM)).kind).toBe('redirect');
    expect(keyOf(1)).toBe(keyOf(0));
  });

  it('a changed order (another method, a promo code, notes) is a new attempt, not a conflict', async () => {
    await submitCheckout(FORM);
    await submitCheckout({ ...FORM, promoCode: 'WELCOME10' });
    await submitCheckout({ ...FORM, promoCode: 'WELCOME10', notes: 'Window seat' });
    expect(new Set([keyOf(0), keyOf(1), keyOf(2)]).size).toBe(3);
    // and back to one of them: still a new key, the earlier attempt is over
    await submitCheckout(FORM);
    expect(keyOf(3)).not.toBe(keyOf(0));
  });

  it('an order going to the payment page keeps the choices for the way back; a new attempt forgets them', async () => {
    // the venue's fee answer says the promo code holds
    calls.posFeeCalc.mockResolvedValue({
      success: true,
      result: { cart: {}, totalCents: 450, promo: { valid: true }, blocked: [] },
    });
    await submitCheckout({ ...FORM, promoCode: 'WELCOME10', notes: 'Window seat', redeemPoints: 200 });
    expect(readCheckoutDraft('demo-cafe')).toEqual({
      ...FORM,
      promoCode: 'WELCOME10',
      notes: 'Window seat',
      promoValid: true,
    });
    newAttempt('demo-cafe');
    expect(readCheckoutDraft('demo-cafe')).toBeNull();
  });

  it('a cash order (final) leaves no draft behind', async () => {
    calls.addOrderV2.mockResolvedValue({
      success: true,
      result: { transactionId: 'txn_2', paid: false, payment: 'cash', totalCents: 500 },
    });
    expect((await submitCheckout({ ...FORM, payment: 'cash' })).kind).toBe('placed');
    expect(readCheckoutDraft('demo-cafe')).toBeNull();
  });

  it('another tab (a closed tab reopened: no sessionStorage, no memory) resends the same order with the same key', async () => {
    calls.addOrderV2.mockReset().mockImplementation(() => new Promise(() => {})); // the answer never comes back: the tab is closed
    void submitCheckout({ ...FORM, payment: 'cash' });
    await vi.waitFor(() => expect(calls.addOrderV2).toHaveBeenCalledTimes(1));
    sessionStorage.clear();
    checkout.key = '';
    checkout.submitting = false;
    calls.addOrderV2.mockResolvedValue({
      success: true,
      result: { transactionId: 'txn_3', paid: false, payment: 'cash', totalCents: 500 },
    });
    expect((await submitCheckout({ ...FORM, payment: 'cash' })).kind).toBe('placed');
    expect(keyOf(1)).toBe(keyOf(0));
    // a cash order is final: the attempt ends, the next order has a key of its own
    expect(readAttempt('demo-cafe')).toBeNull();
  });

  it("the attempt keeps the placed order's transaction id in localStorage until it ends", async () => {
    await submitCheckout(FORM); // to the payment page: the attempt goes on
    const kept = readAttempt('demo-cafe');
    expect(kept).toEqual({ key: keyOf(0), sent: expect.any(String), txn: 'txn_1' });
    expect(localStorage.getItem('checkoutAttempt:demo-cafe')).toContain('txn_1');
    newAttempt('demo-cafe');
    expect(readAttempt('demo-cafe')).toBeNull();
  });

  it("the PIN payment's key is kept with the attempt: a reload or a reopened tab pays with the same key, until the attempt ends", async () => {
    calls.addOrderV2.mockResolvedValue({
      success: true,
      result: { transactionId: 'txn_pin', paid: false, payment: 'svc', totalCents: 500, needsPin: true },
    });
    expect((await submitCheckout({ ...FORM, payment: 'svc' })).kind).toBe('pin');
    const first = pinPaymentKey('txn_pin', 'demo-cafe');
    // a reload: no memory, no sessionStorage; the order is placed again with the attempt's key
    sessionStorage.clear();
    checkout.key = '';
    expect((await submitCheckout({ ...FORM, payment: 'svc' })).kind).toBe('pin');
    expect(keyOf(1)).toBe(keyOf(0));
    expect(pinPaymentKey('txn_pin', 'demo-cafe')).toBe(first);
    expect(readAttempt('demo-cafe')).toEqual({
      key: keyOf(0),
      sent: expect.any(String),
      txn: 'txn_pin',
      payKey: first,
    });
    // another order (not the attempt's) never borrows it
    expect(pinPaymentKey('txn_other', 'demo-cafe')).not.toBe(first);
    // the attempt ends (paid): the next order's payment has a key of its own
    newAttempt('demo-cafe');
    calls.addOrderV2.mockResolvedValue({
      success: true,
      result: { transactionId: 'txn_pin', paid: false, payment: 'svc', totalCents: 500, needsPin: true },
    });
    await submitCheckout({ ...FORM, payment: 'svc' });
    expect(pinPaymentKey('txn_pin', 'demo-cafe')).not.toBe(first);
  });

  it('a reload at the PIN step finds the order waiting for its PIN, only while the cart is what was sent', async () => {
    expect(pendingPinOrder('demo-cafe')).toBeNull();
    calls.addOrderV2.mockResolvedValue({
      success: true,
      result: { transactionId: 'txn_pin', paid: false, payment: 'svc', totalCents: 500, needsPin: true },
    });
    await submitCheckout({ ...FORM, payment: 'svc' });
    expect(pendingPinOrder('demo-cafe')).toMatchObject({ transactionId: 'txn_pin', needsPin: true });
    // another line in the cart: not that order any more
    addToCart({ itemId: 'tea', pluId: 'tea', pluName1: 'Tea', price: 400, quantity: 1 });
    expect(pendingPinOrder('demo-cafe')).toBeNull();
  });

  it('an order going to a payment page or placed for cash is never taken for one waiting for a PIN', async () => {
    await submitCheckout(FORM); // card: the attempt goes on, but no PIN
    expect(pendingPinOrder('demo-cafe')).toBeNull();
    calls.addOrderV2.mockResolvedValue({
      success: true,
      result: { transactionId: 'txn_c', paid: false, payment: 'cash', totalCents: 500 },
    });
    await submitCheckout({ ...FORM, payment: 'cash' });
    expect(pendingPinOrder('demo-cafe')).toBeNull();
  });

  it("a server fault (500) while placing says to try again in the visitor's words, not the server's, and keeps the key", async () => {
    calls.addOrderV2.mockReset().mockRejectedValueOnce(
      new ApiError(500, 'http', 'The server failed to answer', {
        success: false,
        dispMsg: 'The server failed to answer',
      }),
    );
    expect(await submitCheckout({ ...FORM, payment: 'cash' })).toEqual({
      kind: 'error',
      message: 'ordering.submitFailed',
    });
    expect(readAttempt('demo-cafe')?.key).toBe(keyOf(0));
  });

  it('a PIN payment lost on the way or failed by the server keeps the PIN and asks to try again; a refusal clears it', () => {
    expect(pinFailure(new ApiError(404, 'network'))).toEqual({
      message: 'ordering.error_network',
      keepPin: true,
    });
    expect(pinFailure(new ApiError(500, 'http', 'The server failed to answer'))).toEqual({
      message: 'ordering.pinTryAgain',
      keepPin: true,
    });
    expect(pinFailure(refusedError('svc.insufficient', {}, 'Not enough on the card'))).toEqual({
      message: 'Not enough on the card',
      keepPin: false,
    });
  });

  it("a totals check the server failed (500) or that never arrived says so in the visitor's words", async () => {
    calls.posFeeCalc.mockReset().mockRejectedValueOnce(
      new ApiError(500, 'http', 'The server failed to answer', {
        success: false,
        dispMsg: 'The server failed to answer',
      }),
    );
    await checkTotals(FORM);
    expect(checkout.error).toBe('ordering.checkFailed');
  });

  it('a draft that is not one is dropped', () => {
    for (const bad of [
      'nope',
      '[]',
      '{"orderType":"teleport","payment":"dps","promoCode":"","notes":"","tableNo":"","address":"","zoneId":"","termsAccepted":true,"promoValid":false}',
      '{"orderType":"pickup","payment":7,"promoCode":"","notes":"","tableNo":"","address":"","zoneId":"","termsAccepted":true,"promoValid":false}',
    ]) {
      sessionStorage.setItem('checkoutDraft:demo-cafe', bad);
      expect(readCheckoutDraft('demo-cafe')).toBeNull();
    }
    clearCheckoutDraft('demo-cafe');
    expect(sessionStorage.getItem('checkoutDraft:demo-cafe')).toBeNull();
  });

  it('a check asked for while one is out runs after it, with the latest form', async () => {
    let answer!: (v: unknown) => void;
    calls.posFeeCalc
      .mockReset()
      .mockImplementationOnce(
        () =>
          new Promise((r) => {
            answer = r;
          }),
      )
      .mockResolvedValue({ success: true, result: { cart: {}, totalCents: 450, promo: { valid: true }, blocked: [] } });
    const first = checkTotals(FORM);
    await vi.waitFor(() => expect(calls.posFeeCalc).toHaveBeenCalledTimes(1));
    void checkTotals({ ...FORM, promoCode: 'OLD' });
    void checkTotals({ ...FORM, promoCode: 'WELCOME10' });
    answer({ success: true, result: { cart: {}, totalCents: 500, blocked: [] } });
    await first;
    expect(calls.posFeeCalc).toHaveBeenCalledTimes(2);
    expect((calls.posFeeCalc.mock.calls[1][0] as { cart: { promoCode?: string } }).cart.promoCode).toBe('WELCOME10');
    expect(checkout.serverTotal).toBe(450);
    expect(checkout.promo).toEqual({ valid: true });
    expect(checkout.checking).toBe(false);
  });

  it('a recheck queued behind Apply keeps the promo the venue just accepted', async () => {
    let answer!: (v: unknown) => void;
    const valid = { success: true, result: { cart: {}, totalCents: 450, promo: { valid: true }, blocked: [] } };
    calls.posFeeCalc
      .mockReset()
      .mockImplementationOnce(
        () =>
          new Promise((r) => {
            answer = r;
          }),
      )
      .mockResolvedValue(valid);
    const applied = checkTotals({ ...FORM, promoCode: 'WELCOME10' }, 'check');
    await vi.waitFor(() => expect(calls.posFeeCalc).toHaveBeenCalledTimes(1));
    void checkTotals({ ...FORM, promoCode: 'WELCOME10' }, 'ifApplied'); // the method's recheck timer fires
    answer(valid);
    await applied;
    const sent = calls.posFeeCalc.mock.calls.map((c) => (c[0] as { cart: { promoCode?: string } }).cart.promoCode);
    expect(sent).toEqual(['WELCOME10', 'WELCOME10']);
    expect(checkout.promo).toEqual({ valid: true });
  });

  it('a recheck leaves out a promo code the venue has not accepted; Apply asked for while a check is out is not lost', async () => {
    let answer!: (v: unknown) => void;
    calls.posFeeCalc
      .mockReset()
      .mockImplementationOnce(
        () =>
          new Promise((r) => {
            answer = r;
          }),
      )
      .mockResolvedValue({ success: true, result: { cart: {}, totalCents: 450, promo: { valid: true }, blocked: [] } });
    const first = checkTotals({ ...FORM, promoCode: 'WELCOME10' }, 'ifApplied');
    await vi.waitFor(() => expect(calls.posFeeCalc).toHaveBeenCalledTimes(1));
    void checkTotals({ ...FORM, promoCode: 'WELCOME10' }, 'check');
    void checkTotals({ ...FORM, promoCode: 'WELCOME10' }, 'ifApplied');
    answer({ success: true, result: { cart: {}, totalCents: 500, blocked: [] } });
    await first;
    const sent = calls.posFeeCalc.mock.calls.map((c) => (c[0] as { cart: { promoCode?: string } }).cart.promoCode);
    expect(sent).toEqual([undefined, 'WELCOME10']);
    expect(checkout.promo).toEqual({ valid: true });
  });

  it('a recheck without the code (typed, not applied) does not call the code invalid', async () => {
    calls.posFeeCalc.mockReset().mockResolvedValue({
      success: true,
      result: { cart: {}, totalCents: 500, promo: { valid: false }, blocked: [] },
    });
    checkout.promo = null;
    await checkTotals({ ...FORM, promoCode: 'TYPED' }, 'ifApplied');
    expect((calls.posFeeCalc.mock.calls[0][0] as { cart: { promoCode?: string } }).cart.promoCode).toBeUndefined();
    expect(checkout.promo).toBeNull();
    expect(checkout.serverTotal).toBe(500);
  });
});
