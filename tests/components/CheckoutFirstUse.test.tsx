// @vitest-environment jsdom
// The checkout page draws a stand-in (native controls, no react-hook-form, Radix or swr) until the form
// is first used; the live form then takes over without losing anything: typed text, a chosen payment
// method, a ticked terms box, the focused field and its caret, a send pressed before it arrived.
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('../../src/features/ordering/api', async (orig) =>
  (await import('./checkoutMocks')).withCheckoutCalls(await orig<object>()),
);
vi.mock('../../src/features/ordering/feeCalc', async (orig) =>
  (await import('./checkoutMocks')).withCheckoutCalls(await orig<object>()),
);
// The live form's code arrives when the test lets it (a slow network).
// A member's coupon (the stand-in reads it once, the live picker through swr).
const coupon = {
  ticket: 'C1',
  state: 'usable',
  title1: 'Two dollars off',
  title2: '',
  amountCents: 200,
  rate: 0,
  minCents: 0,
};
vi.mock('../../src/features/coupons/held', async (orig) => ({
  ...(await orig<typeof import('../../src/features/coupons/held')>()),
  listHeld: vi.fn(async (kind: string) => (kind === 'coupon' ? [coupon] : [])),
}));
vi.mock('../../src/components/CheckoutForm/LiveCheckoutForm', async (orig) =>
  (await import('./checkoutMocks')).afterGate(orig),
);

import CheckoutForm from '../../src/components/CheckoutForm/CheckoutForm';
import { checkout } from '../../src/features/ordering/checkout';
import { readCheckoutDraft } from '../../src/features/ordering/checkoutDraft';
import { extras } from '../../src/features/ordering/extras';
import { user } from '../../src/state/stores';
import { renderInFamily } from './helpers';
import { checkoutCalls as calls, openLiveForm } from './checkoutMocks';
import { startCheckout } from './checkoutStart';

const render = () => renderInFamily(<CheckoutForm />, '/shop/demo/checkout');

/** The live form is on screen: its choices are Radix buttons, not native radios. */
const live = () => document.querySelector('button[role="radio"]') !== null;

beforeEach(() => {
  cleanup();
  checkout.submitting = false;
  startCheckout(calls, { giftCard: 1 });
});

describe('CheckoutForm on first use', () => {
  it('draws the form on native controls, and the live form keeps what was typed, chosen and ticked, and the focus', async () => {
    await render();
    // The stand-in: the same fields, native inputs.
    const card = screen.getByRole('radio', { name: /Credit card/ }) as HTMLInputElement;
    expect(card.tagName).toBe('INPUT');
    expect((screen.getByRole('radio', { name: /pay in store/i }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('button', { name: 'Place order · $10.00' })).toBeTruthy();
    expect(live()).toBe(false);

    // Before the code arrives: choose card, tick the terms, type a gift card number and notes.
    fireEvent.pointerDown(card);
    fireEvent.click(card);
    const terms = screen.getByRole('checkbox', { name: /I accept the terms/ }) as HTMLInputElement;
    fireEvent.click(terms);
    fireEvent.change(screen.getByLabelText('Gift card number'), { target: { value: '6000100000000001' } });
    const notes = screen.getByLabelText('Order notes') as HTMLTextAreaElement;
    notes.focus();
    fireEvent.change(notes, { target: { value: 'No sugar please' } });
    notes.setSelectionRange(3, 3);
    expect(card.checked && terms.checked).toBe(true);
    expect(live()).toBe(false);

    await act(async () => openLiveForm());
    await waitFor(() => expect(live()).toBe(true), { timeout: 10_000 });

    const liveCard = screen.getByRole('radio', { name: /Credit card/ });
    expect(liveCard.tagName).toBe('BUTTON');
    expect(liveCard.getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('checkbox', { name: /I accept the terms/ }).getAttribute('aria-checked')).toBe('true');
    expect((screen.getByLabelText('Gift card number') as HTMLInputElement).value).toBe('6000100000000001');
    const liveNotes = screen.getByLabelText('Order notes') as HTMLTextAreaElement;
    expect(liveNotes.value).toBe('No sugar please');
    expect(document.activeElement).toBe(liveNotes);
    expect([liveNotes.selectionStart, liveNotes.selectionEnd]).toEqual([3, 3]);
    // What was taken over is the customer's own change: kept in the tab's draft like any other.
    await waitFor(() =>
      expect(readCheckoutDraft('co')).toMatchObject({
        payment: 'dps',
        notes: 'No sugar please',
        termsAccepted: true,
      }),
    );
  });

  it('a send pressed before the code arrives shows as busy and is sent once when it arrives', async () => {
    calls.placeOrder.mockResolvedValue({ transactionId: 'T1', orderNo: '1', payment: 'cash', totalCents: 1000 });
    // The live code is in memory since the first test: the page still starts on the stand-in.
    await render();
    expect(live()).toBe(false);
    const terms = screen.getByRole('checkbox', { name: /I accept the terms/ });
    fireEvent.pointerDown(terms);
    fireEvent.click(terms);
    const form = screen.getByRole('button', { name: 'Place order · $10.00' }).closest('form')!;
    fireEvent.submit(form);
    // Busy until the live form is there (a second press changes nothing).
    expect(screen.getByRole('button', { name: 'Placing your order…' })).toHaveProperty('disabled', true);
    fireEvent.submit(form);
    await waitFor(() => expect(live()).toBe(true), { timeout: 10_000 });
    await waitFor(() => expect(calls.placeOrder).toHaveBeenCalledTimes(1));
    const sent = calls.placeOrder.mock.calls[0][0] as { payment: string };
    expect(sent.payment).toBe('cash');
  });

  it("a send pressed with Delivery chosen in the stand-in meets the live form's delivery rules, not the venue", async () => {
    startCheckout(calls, { delivery: 1, deliveryZones: [{ zoneId: '4000', name: '4000' }] });
    await render();
    const delivery = screen.getByRole('radio', { name: 'Delivery' });
    fireEvent.pointerDown(delivery);
    fireEvent.click(delivery);
    const terms = screen.getByRole('checkbox', { name: /I accept/ });
    fireEvent.click(terms);
    fireEvent.submit(terms.closest('form')!);
    expect(live()).toBe(false);
    expect(await screen.findByText('Please enter a delivery address', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('Please choose a delivery zone')).toBeTruthy();
    expect(calls.placeOrder).not.toHaveBeenCalled();
  });

  it('"Read the terms" pressed before the code arrives opens the terms once it does', async () => {
    await render();
    const read = screen.getByRole('button', { name: 'Read the terms and conditions' });
    fireEvent.pointerDown(read);
    fireEvent.click(read);
    expect(live()).toBe(false);
    expect(await screen.findByRole('dialog', {}, { timeout: 10_000 })).toBeTruthy();
    expect(live()).toBe(true);
  });

  it("draws a member's points and coupons (the venue asked once) and the live form keeps the typed points and the chosen coupon", async () => {
    user.token = 'member-token';
    calls.feeCalc.mockResolvedValue({
      cart: { amountDue: 900 },
      totalCents: 900,
      blocked: [],
      redeem: { points: 500, min: 50, max: 100 },
    });
    try {
      await render();
      const box = (await screen.findByLabelText('Points to redeem', {}, { timeout: 10_000 })) as HTMLInputElement;
      expect(live()).toBe(false);
      expect(box.tagName).toBe('INPUT');
      expect(calls.feeCalc).toHaveBeenCalledTimes(1);
      // The venue's total, as the live form draws it.
      expect(screen.getByRole('button', { name: 'Place order · $9.00' })).toBeTruthy();
      const picker = await screen.findByTestId('coupon-picker', {}, { timeout: 10_000 });
      const offer = screen.getByRole('radio', { name: /Two dollars off/ }) as HTMLInputElement;
      expect(picker.contains(offer) && offer.tagName).toBe('INPUT');
      fireEvent.pointerDown(offer);
      fireEvent.click(offer);
      fireEvent.change(box, { target: { value: '60' } });
      await waitFor(() => expect(live()).toBe(true), { timeout: 10_000 });
      expect((screen.getByLabelText('Points to redeem') as HTMLInputElement).value).toBe('60');
      expect(screen.getByRole('button', { name: 'Use points' })).toHaveProperty('disabled', false);
      expect(extras.ticket).toBe('C1');
      expect((screen.getByRole('radio', { name: /Two dollars off/ }) as HTMLInputElement).checked).toBe(true);
      // The live form asks again, with the coupon.
      await waitFor(() => expect(calls.feeCalc.mock.calls.length).toBeGreaterThan(1));
    } finally {
      user.token = '';
      extras.ticket = null;
    }
  });

  it("draws what the member's check answered that stops the order, before the code arrives", async () => {
    user.token = 'member-token';
    calls.feeCalc.mockResolvedValue({
      cart: {},
      blocked: [{ code: 'item.unavailable', message: 'Banana bread is sold out' }],
      redeem: { points: 500, min: 50, max: 100 },
    });
    try {
      await render();
      expect(await screen.findByText('Banana bread is sold out', {}, { timeout: 10_000 })).toBeTruthy();
      expect(live()).toBe(false);
    } finally {
      user.token = '';
    }
  });

  it('the figures follow a method chosen before the code arrives (a card adds its surcharge)', async () => {
    await render();
    expect(screen.getByTestId('checkout-total').textContent).toBe('$10.00');
    // A click alone (no pointer, no focus) leaves the stand-in in place.
    fireEvent.click(screen.getByRole('radio', { name: /Credit card/ }));
    expect(live()).toBe(false);
    expect(screen.getByTestId('checkout-total').textContent).toBe('$10.15');
    expect(screen.getByRole('button', { name: 'Place order · $10.15' })).toBeTruthy();
  });

  it('choices made before the code arrives are kept in the tab at once: a reload then loses nothing', async () => {
    await render();
    fireEvent.click(screen.getByRole('radio', { name: /Credit card/ }));
    fireEvent.change(screen.getByLabelText('Order notes'), { target: { value: 'Window seat' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /I accept the terms/ }));
    expect(live()).toBe(false);
    expect(readCheckoutDraft('co')).toMatchObject({ payment: 'dps', notes: 'Window seat', termsAccepted: true });
  });
});
