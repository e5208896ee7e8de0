// @vitest-environment jsdom
// The checkout page's stand-in in the states it does not draw (CheckoutForm loads the live form at
// once): an order already placed and waiting for its PIN shows no form to choose in before the PIN pad
// comes, and a live form whose code could not load (the connection dropped) comes once it is back.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// The live form's texts ('extras') fail to load while `offline.now` (its chunk's request fails).
const offline = vi.hoisted(() => ({ now: false }));
vi.mock('../../src/features/ordering/api', async (orig) =>
  (await import('./checkoutMocks')).withCheckoutCalls(await orig<object>()),
);
vi.mock('../../src/features/ordering/feeCalc', async (orig) =>
  (await import('./checkoutMocks')).withCheckoutCalls(await orig<object>()),
);
// The live form's code arrives when the test lets it (a slow network).
vi.mock('../../src/components/CheckoutForm/LiveCheckoutForm', async (orig) =>
  (await import('./checkoutMocks')).afterGate(orig),
);
vi.mock('../../src/i18n', async (orig) => {
  const real = await orig<typeof import('../../src/i18n')>();
  return {
    ...real,
    loadNamespaces: (names: Parameters<typeof real.loadNamespaces>[0]) =>
      offline.now ? Promise.reject(new TypeError('Failed to fetch')) : real.loadNamespaces(names),
  };
});

import CheckoutForm from '../../src/components/CheckoutForm/CheckoutForm';
import { checkout } from '../../src/features/ordering/checkout';
import { toWireLines } from '../../src/features/ordering/catalogue';
import { cartStore } from '../../src/state/cart';
import { user } from '../../src/state/stores';
import { writeStored } from '../../src/shared/storage';
import { renderInFamily } from './helpers';
import { checkoutCalls as calls, openLiveForm } from './checkoutMocks';
import { startCheckout } from './checkoutStart';

const render = () => renderInFamily(<CheckoutForm />, '/shop/demo/checkout');

/** The live form is on screen: its choices are Radix buttons, not native radios. */
const live = () => document.querySelector('button[role="radio"]') !== null;

beforeEach(() => {
  checkout.submitting = false;
  offline.now = false;
  user.token = '';
  startCheckout(calls);
});

describe('CheckoutForm with an order waiting for its PIN', () => {
  it('draws no form to choose in before the PIN pad comes (its choices would be taken away)', async () => {
    // The attempt placed a stored-value card order for this cart; its PIN is still to be entered.
    writeStored(
      'checkoutAttempt',
      { key: 'k1', sent: JSON.stringify({ cart: { itemList: toWireLines(cartStore.cart) } }), txn: 'txn_wait' },
      'co',
    );
    writeStored(
      'lastOrder',
      {
        transactionId: 'txn_wait',
        orderNo: 'A020',
        status: 'placed',
        paid: false,
        payment: 'svc',
        totalCents: 1000,
        needsPin: true,
      } as never,
      'co',
    );
    await render();
    expect(screen.queryByRole('button', { name: /Place order/ })).toBeNull();
    expect(screen.queryAllByRole('radio')).toHaveLength(0);
    expect(screen.getByText('Loading…')).toBeTruthy();

    await act(async () => openLiveForm());
    expect(await screen.findByLabelText('PIN (6 digits)', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Place order/ })).toBeNull();
  });
});

describe('CheckoutForm for a member, offline when it opened', () => {
  it("the stand-in says the venue's check failed, and asks again once the connection is back: their points come", async () => {
    user.token = 'member-token';
    calls.feeCalc.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    calls.feeCalc.mockResolvedValue({ cart: {}, blocked: [], redeem: { points: 500, min: 50, max: 100 } });
    await render();
    expect(await screen.findByText(/The total could not be checked/, {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByLabelText('Points to redeem')).toBeNull();
    expect(calls.feeCalc).toHaveBeenCalledTimes(1);

    await act(async () => void window.dispatchEvent(new Event('online')));
    expect(await screen.findByLabelText('Points to redeem', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByText(/The total could not be checked/)).toBeNull();
    expect(calls.feeCalc).toHaveBeenCalledTimes(2);
    // Still the stand-in: the form code loads on first use.
    expect(live()).toBe(false);
  });

  it('loads the live form on first use once the connection is back (its code could not come while offline)', async () => {
    await act(async () => openLiveForm());
    user.token = 'member-token';
    offline.now = true;
    await render();
    const notes = await screen.findByLabelText('Order notes', {}, { timeout: 10_000 });
    await act(async () => void notes.focus());
    // The stand-in stays (its code could not come).
    await act(async () => new Promise((r) => setTimeout(r, 50)));
    expect(live()).toBe(false);

    offline.now = false;
    await act(async () => void window.dispatchEvent(new Event('online')));
    await act(async () => void notes.blur());
    await act(async () => void notes.focus());
    await waitFor(() => expect(live()).toBe(true), { timeout: 10_000 });
  });
});

describe('CheckoutForm for a guest, offline at Place order', () => {
  it('says the connection failed when the order cannot go, and sends it once pressed again online', async () => {
    calls.placeOrder.mockResolvedValue({ transactionId: 'T9', orderNo: '9', payment: 'cash', totalCents: 1000 });
    offline.now = true;
    await render();
    fireEvent.click(screen.getByRole('checkbox', { name: /I accept/ }));
    const form = screen.getByRole('button', { name: /Place order/ }).closest('form')!;
    fireEvent.submit(form);
    expect((await screen.findByRole('alert')).textContent).toBe('Network error, please check your connection');
    expect(live()).toBe(false);
    expect(calls.placeOrder).not.toHaveBeenCalled();

    offline.now = false;
    fireEvent.submit(screen.getByRole('button', { name: /Place order/ }).closest('form')!);
    await waitFor(() => expect(calls.placeOrder).toHaveBeenCalledTimes(1), { timeout: 10_000 });
  });
});
