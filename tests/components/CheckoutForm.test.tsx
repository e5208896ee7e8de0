// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, refusedError } from '../../src/api/errors';
import { Route, Routes, useLocation } from 'react-router-dom';

const calls = vi.hoisted(() => ({ feeCalc: vi.fn(), placeOrder: vi.fn(), payWithPin: vi.fn() }));
vi.mock('../../src/features/ordering/feeCalc', async (orig) => ({
  ...(await orig<typeof import('../../src/features/ordering/feeCalc')>()),
  feeCalc: calls.feeCalc,
}));
vi.mock('../../src/features/ordering/api', async (orig) => ({
  ...(await orig<typeof import('../../src/features/ordering/api')>()),
  placeOrder: calls.placeOrder,
  payWithPin: calls.payWithPin,
}));

// The live form (the page's CheckoutForm draws a stand-in until first use: tests/components/CheckoutFirstUse.test.tsx).
import { LiveCheckoutForm as CheckoutForm } from '../../src/components/CheckoutForm/LiveCheckoutForm';
import { checkout } from '../../src/features/ordering/checkout';
import { cartStore } from '../../src/state/cart';
import { venue } from '../../src/state/stores';
import { renderInFamily } from './helpers';
import { startCheckout } from './checkoutStart';

function Where() {
  const l = useLocation();
  return <p data-testid="where">{l.pathname + l.search}</p>;
}
const render = () =>
  renderInFamily(
    <Routes>
      <Route
        path="*"
        element={
          <>
            <CheckoutForm />
            <Where />
          </>
        }
      />
    </Routes>,
    '/shop/demo/checkout',
  );

beforeEach(() => startCheckout(calls));

describe('CheckoutForm', () => {
  it('keeps every choice as it is made: a reload comes back to the same method and notes (issue 33)', async () => {
    await render();
    fireEvent.click(screen.getByRole('radio', { name: /Credit card/ }));
    const notes = screen.getByRole('textbox', { name: /note/i });
    fireEvent.change(notes, { target: { value: 'Ring the bell' } });
    await waitFor(() => expect(sessionStorage.getItem('checkoutDraft:co')).toContain('Ring the bell'));
    cleanup();
    await render();
    expect(screen.getByRole('radio', { name: /Credit card/ }).getAttribute('aria-checked')).toBe('true');
    expect((screen.getByRole('textbox', { name: /note/i }) as HTMLTextAreaElement).value).toBe('Ring the bell');
  });
  it("shows the venue's own totals (feeCalc) for the chosen type and payment", async () => {
    calls.feeCalc.mockResolvedValue({
      cart: { discountAmount: 0, gst: 136, deliveryFee: 0, surchargeAmount: 15 },
      totalCents: 1013,
      blocked: [],
    });
    await render();
    fireEvent.click(screen.getByRole('radio', { name: /Credit card/ }));
    await waitFor(() => expect(screen.getByTestId('checkout-total').textContent).toBe('$10.13'));
    expect(calls.feeCalc.mock.calls.at(-1)![1]).toBe('dps');
    expect(screen.getByRole('button', { name: /Place order · \$10\.13/ })).toBeTruthy();
  });
  it('Apply stays pressable while a check is out: the code is checked after it', async () => {
    let answer!: (v: unknown) => void;
    calls.feeCalc
      .mockImplementationOnce(
        () =>
          new Promise((r) => {
            answer = r;
          }),
      )
      .mockResolvedValue({ cart: { discountAmount: 100 }, totalCents: 900, promo: { valid: true }, blocked: [] });
    await render();
    await waitFor(() => expect(calls.feeCalc).toHaveBeenCalledTimes(1)); // the first check is out
    fireEvent.change(screen.getByLabelText('Promo code'), { target: { value: 'WELCOME10' } });
    const apply = screen.getByRole('button', { name: 'Apply' }) as HTMLButtonElement;
    expect(apply.disabled).toBe(false);
    fireEvent.click(apply);
    answer({ cart: {}, totalCents: 1000, blocked: [] });
    expect(await screen.findByText('Promo code applied')).toBeTruthy();
    expect(calls.feeCalc.mock.calls.at(-1)![0].promoCode).toBe('WELCOME10');
    await waitFor(() => expect(screen.getByTestId('checkout-total').textContent).toBe('$9.00'));
  });
  it('an empty checkout after an order went through (a reload as it was placed) points to that order', async () => {
    calls.placeOrder.mockResolvedValue({ transactionId: 'txn_42', paid: false, payment: 'cash', totalCents: 1000 });
    await render();
    fireEvent.click(screen.getByRole('radio', { name: /Cash \/ pay in store/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /I accept/ }));
    fireEvent.click(screen.getByRole('button', { name: /Place order/ }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toMatch(/txn_42/));
    cleanup(); // the page reloads: the cart is empty now
    await render();
    expect(screen.getByText('Your cart is empty.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See your order' }).getAttribute('href')).toMatch(
      /orderplaced\?txn=txn_42/,
    );
  });
  it('offers the visible payments with surcharges and needs the terms', async () => {
    await render();
    expect(screen.getByRole('radio', { name: /Cash \/ pay in store/ })).toBeTruthy();
    expect(screen.getByRole('radio', { name: /Credit card/ }).closest('label')!.textContent).toContain(
      'Adds a surcharge of 1.5%',
    );
    expect(screen.queryByRole('radio', { name: /Hidden/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /Place order/ }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please accept the terms and conditions');
    expect(calls.placeOrder).not.toHaveBeenCalled();
  });
  it('shows every blocked reason from feeCalc', async () => {
    calls.feeCalc.mockResolvedValue({
      cart: {},
      totalCents: 1000,
      blocked: [
        { code: 'venue.closed', message: 'We are closed' },
        { code: 'order.minimum', message: 'Minimum $20' },
      ],
    });
    await render();
    fireEvent.click(screen.getByRole('checkbox', { name: /I accept/ }));
    fireEvent.click(screen.getByRole('button', { name: /Place order/ }));
    expect(await screen.findByText('We are closed')).toBeTruthy();
    expect(screen.getByText('Minimum $20')).toBeTruthy();
    expect(calls.placeOrder).not.toHaveBeenCalled();
  });
  it('places a cash order once with one idempotency key, never sending prices, then shows the order', async () => {
    calls.feeCalc.mockResolvedValue({ cart: {}, totalCents: 1000, blocked: [] });
    let release: (v: unknown) => void = () => {};
    calls.placeOrder.mockImplementation(
      () =>
        new Promise((r) => {
          release = r;
        }),
    );
    await render();
    fireEvent.click(screen.getByRole('checkbox', { name: /I accept/ }));
    const button = screen.getByRole('button', { name: /Place order/ });
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(calls.placeOrder).toHaveBeenCalledTimes(1));
    expect((screen.getByRole('button', { name: /Placing/ }) as HTMLButtonElement).disabled).toBe(true);
    const sent = calls.placeOrder.mock.calls[0][0];
    expect(sent.payment).toBe('cash');
    expect(sent.expectedTotalCents).toBe(1000);
    expect(sent.idempotencyKey).toMatch(/^[A-Za-z0-9-]{8,64}$/);
    expect(JSON.stringify(sent.cart)).not.toMatch(/price/i);
    release({
      transactionId: 'txn_1',
      orderNo: 'A001',
      status: 'placed',
      paid: false,
      payment: 'cash',
      totalCents: 1000,
    });
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/shop/demo/orderplaced?txn=txn_1'));
    expect(cartStore.cart.itemList).toHaveLength(0);
  });
  it('keeps the key across a retry after a network failure', async () => {
    calls.feeCalc.mockResolvedValue({ cart: {}, totalCents: 1000, blocked: [] });
    calls.placeOrder.mockRejectedValueOnce(new ApiError(404, 'network'));
    calls.placeOrder.mockResolvedValueOnce({
      transactionId: 'txn_2',
      orderNo: 'A002',
      status: 'placed',
      paid: false,
      payment: 'cash',
      totalCents: 1000,
    });
    await render();
    fireEvent.click(screen.getByRole('checkbox', { name: /I accept/ }));
    fireEvent.click(screen.getByRole('button', { name: /Place order/ }));
    expect(await screen.findByText('No connection. Please try again.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Place order/ }));
    await waitFor(() => expect(calls.placeOrder).toHaveBeenCalledTimes(2));
    expect(calls.placeOrder.mock.calls[1][0].idempotencyKey).toBe(calls.placeOrder.mock.calls[0][0].idempotencyKey);
  });
});

/** A stored-value card order placed from the checkout (rendered), up to its PIN pad. */
async function toPinPad(transactionId: string): Promise<void> {
  calls.feeCalc.mockResolvedValue({ cart: {}, totalCents: 1000, blocked: [] });
  calls.placeOrder.mockResolvedValue({
    transactionId,
    orderNo: 'A010',
    status: 'placed',
    paid: false,
    payment: 'svc',
    totalCents: 1000,
    needsPin: true,
  });
  venue.payments = [{ code: 205, name: 'Store value card', payment: 'svc', visible: 1 }];
  await render();
  fireEvent.click(screen.getByRole('radio', { name: /Store value card/ }));
  fireEvent.click(screen.getByRole('checkbox', { name: /I accept/ }));
  fireEvent.click(screen.getByRole('button', { name: /Place order/ }));
  await screen.findByLabelText('PIN (6 digits)');
}

describe('CheckoutForm with a stored-value card', () => {
  it('asks for the six-digit PIN after the order and pays it', async () => {
    const pay = calls.payWithPin.mockResolvedValue({ rtn: 1, paid: true });
    calls.feeCalc.mockResolvedValue({ cart: {}, totalCents: 1000, blocked: [] });
    calls.placeOrder.mockResolvedValue({
      transactionId: 'txn_pin',
      orderNo: 'A010',
      status: 'placed',
      paid: false,
      payment: 'svc',
      totalCents: 1000,
      needsPin: true,
    });
    venue.payments = [{ code: 205, name: 'Store value card', payment: 'svc', visible: 1 }];
    await render();
    fireEvent.click(screen.getByRole('radio', { name: /Store value card/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /I accept/ }));
    fireEvent.click(screen.getByRole('button', { name: /Place order/ }));
    const pin = await screen.findByLabelText('PIN (6 digits)');
    expect((screen.getByRole('button', { name: 'Pay' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(pin, { target: { value: '12a3456' } });
    expect((pin as HTMLInputElement).value).toBe('123456');
    fireEvent.click(screen.getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/shop/demo/orderplaced?txn=txn_pin'));
    expect(pay).toHaveBeenCalledTimes(1);
    expect(pay.mock.calls[0][0]).toMatchObject({ transactionId: 'txn_pin', pin: '123456' });
  });
});

describe('CheckoutForm at a closed venue', () => {
  it('says the venue is closed and cannot place the order', async () => {
    const { app } = await import('../../src/state/stores');
    app.closed = true;
    try {
      await render();
      expect(screen.getByRole('alert').textContent).toBe(
        'This restaurant is closed, ordering is currently unavailable',
      );
      const button = screen.getByRole('button', { name: /Place order/ }) as HTMLButtonElement;
      expect(button.disabled).toBe(true);
      fireEvent.click(screen.getByRole('checkbox', { name: /I accept/ }));
      fireEvent.submit(button.closest('form')!);
      await new Promise((r) => setTimeout(r, 50));
      expect(calls.placeOrder).not.toHaveBeenCalled();
    } finally {
      app.closed = false;
    }
  });
});

describe('CheckoutForm field errors', () => {
  it("clears a field's error once it is corrected", async () => {
    await render();
    fireEvent.click(screen.getByRole('button', { name: /Place order/ }));
    expect(await screen.findByText('Please accept the terms and conditions')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: /I accept/ }));
    expect(screen.queryByText('Please accept the terms and conditions')).toBeNull();
  });
});

describe('CheckoutForm order notes and points', () => {
  it('sends the order notes (trimmed, at most 100 characters) with the cart', async () => {
    calls.feeCalc.mockResolvedValue({ cart: {}, totalCents: 1000, blocked: [] });
    calls.placeOrder.mockResolvedValue({
      transactionId: 'txn_n',
      orderNo: 'A011',
      status: 'placed',
      paid: false,
      payment: 'cash',
      totalCents: 1000,
    });
    await render();
    const notes = screen.getByLabelText('Order notes') as HTMLTextAreaElement;
    expect(notes.maxLength).toBe(100);
    fireEvent.change(notes, { target: { value: `  ${'n'.repeat(120)}` } });
    expect(notes.value).toHaveLength(100);
    fireEvent.change(notes, { target: { value: '  Leave at the door  ' } });
    expect(screen.getByText('Characters left: 79')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: /I accept/ }));
    fireEvent.click(screen.getByRole('button', { name: /Place order/ }));
    await waitFor(() => expect(calls.placeOrder).toHaveBeenCalledTimes(1));
    expect(calls.placeOrder.mock.calls[0][0].cart.notes).toBe('Leave at the door');
  });
  it("offers the member's points within the venue's minimum and maximum and sends them", async () => {
    calls.feeCalc.mockImplementation(async (cart: { redeemPoints?: number }) =>
      cart.redeemPoints
        ? {
            cart: { discountAmount: 500, pointDiscount: 500 },
            totalCents: 500,
            blocked: [],
            redeem: { points: 1250, min: 50, max: 100 },
          }
        : { cart: {}, totalCents: 1000, blocked: [], redeem: { points: 1250, min: 50, max: 100 } },
    );
    await render();
    expect(await screen.findByText('You have 1250 points. Redeem from 50 to 100 points on this order.')).toBeTruthy();
    const input = screen.getByLabelText('Points to redeem');
    fireEvent.change(input, { target: { value: '20' } });
    fireEvent.click(screen.getByRole('button', { name: 'Use points' }));
    expect((await screen.findByRole('alert')).textContent).toBe('You need to redeem at least 50 points');
    fireEvent.change(input, { target: { value: '150' } });
    fireEvent.click(screen.getByRole('button', { name: 'Use points' }));
    // The field re-validates asynchronously: the earlier message stays until the new one replaces it.
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('You can redeem at most 100 points'));
    const before = calls.feeCalc.mock.calls.length;
    fireEvent.change(input, { target: { value: '50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Use points' }));
    await waitFor(() => expect(screen.getByTestId('checkout-total').textContent).toBe('$5.00'));
    expect(calls.feeCalc.mock.calls.slice(before).some((c) => c[0].redeemPoints === 50)).toBe(true);
    expect(screen.getByText('50 points used: −$5.00')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Do not use points' }));
    await waitFor(() => expect(screen.getByTestId('checkout-total').textContent).toBe('$10.00'));
  });
  it('says so when the member has fewer points than the minimum', async () => {
    calls.feeCalc.mockResolvedValue({
      cart: {},
      totalCents: 1000,
      blocked: [],
      redeem: { points: 20, min: 50, max: 20 },
    });
    await render();
    expect(
      await screen.findByText('You have 20 points; at least 50 points are needed to redeem on this order.'),
    ).toBeTruthy();
    expect(screen.queryByLabelText('Points to redeem')).toBeNull();
  });
});

describe('CheckoutForm PIN pad refusals', () => {
  it('a wrong PIN shows the tries left (translated) and clears the PIN; a double click pays once', async () => {
    let release: (v: unknown) => void = () => {};
    calls.payWithPin.mockReset();
    calls.payWithPin.mockRejectedValueOnce(
      refusedError('svc.wrong-pin', {}, 'Wrong PIN. 4 tries left before the card is locked for 15 minutes.', {
        status: 422,
      }),
    );
    calls.payWithPin.mockImplementationOnce(
      () =>
        new Promise((r) => {
          release = r;
        }),
    );
    calls.feeCalc.mockResolvedValue({ cart: {}, totalCents: 1000, blocked: [] });
    calls.placeOrder.mockResolvedValue({
      transactionId: 'txn_pin2',
      orderNo: 'A012',
      status: 'placed',
      paid: false,
      payment: 'svc',
      totalCents: 1000,
      needsPin: true,
    });
    venue.payments = [{ code: 205, name: 'Store value card', payment: 'svc', visible: 1 }];
    await render();
    fireEvent.click(screen.getByRole('radio', { name: /Store value card/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /I accept/ }));
    fireEvent.click(screen.getByRole('button', { name: /Place order/ }));
    const pin = await screen.findByLabelText('PIN (6 digits)');
    fireEvent.change(pin, { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Wrong PIN. Tries left before the card is locked for 15 minutes: 4',
    );
    expect((pin as HTMLInputElement).value).toBe('');
    fireEvent.change(pin, { target: { value: '123456' } });
    const form = pin.closest('form')!;
    fireEvent.submit(form);
    fireEvent.submit(form);
    // The form's rules run before the payment starts (asynchronously): wait for it to be on its way.
    await waitFor(() => expect(calls.payWithPin).toHaveBeenCalledTimes(2));
    release({ rtn: 1, paid: true });
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/shop/demo/orderplaced?txn=txn_pin2'));
    expect(calls.payWithPin).toHaveBeenCalledTimes(2);
    expect(calls.payWithPin.mock.calls[0][0].idempotencyKey).toBe(calls.payWithPin.mock.calls[1][0].idempotencyKey);
  });
});

describe('CheckoutForm PIN pad after a lost answer', () => {
  it('an order already paid (the earlier press went through, its answer was lost) goes on to the placed order', async () => {
    calls.payWithPin.mockReset().mockRejectedValueOnce(refusedError('order.paid', {}, 'This order is already paid.'));
    await toPinPad('txn_pin3');
    fireEvent.change(screen.getByLabelText('PIN (6 digits)'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/shop/demo/orderplaced?txn=txn_pin3'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(cartStore.cart.itemList).toHaveLength(0); // the order is final: a fresh cart
  });
});

describe('CheckoutForm after a reload at the PIN step', () => {
  it('comes back to the PIN pad of the placed order and pays it with the same key as before', async () => {
    calls.payWithPin
      .mockReset()
      .mockRejectedValueOnce(new ApiError(404, 'network'))
      .mockResolvedValue({ rtn: 1, paid: true });
    await toPinPad('txn_pin4');
    fireEvent.change(screen.getByLabelText('PIN (6 digits)'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(calls.payWithPin).toHaveBeenCalledTimes(1)); // its answer is lost
    // the page is reloaded: a new screen, the stores as they are saved
    cleanup();
    await render();
    fireEvent.change(await screen.findByLabelText('PIN (6 digits)'), { target: { value: '123456' } });
    expect(screen.queryByRole('button', { name: /Place order/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/shop/demo/orderplaced?txn=txn_pin4'));
    expect(calls.placeOrder).toHaveBeenCalledTimes(1);
    expect(calls.payWithPin.mock.calls[1][0]).toMatchObject({
      transactionId: 'txn_pin4',
      idempotencyKey: calls.payWithPin.mock.calls[0][0].idempotencyKey,
    });
  });
});

describe('CheckoutForm PIN pad, another way to pay', () => {
  it('goes back from the PIN pad to the checkout form with the cart, to choose another method', async () => {
    await toPinPad('txn_pin5');
    fireEvent.click(screen.getByRole('button', { name: 'Choose another way to pay' }));
    expect(await screen.findByRole('button', { name: /Place order/ })).toBeTruthy();
    expect(screen.queryByLabelText('PIN (6 digits)')).toBeNull();
    expect(cartStore.cart.itemList).toHaveLength(1);
  });
});

describe('CheckoutForm rendering', () => {
  it("writes nothing to the stores while rendering: a draft's accepted promo code is restored after, not during, the render", async () => {
    const { renderToString } = await import('react-dom/server');
    const { MemoryRouter } = await import('react-router-dom');
    const { FamilyContext } = await import('../../src/engine/runtime/family');
    const { saveCheckoutDraft } = await import('../../src/features/ordering/checkout');
    const { shopFamily } = await import('./helpers');
    checkout.promo = { valid: true };
    saveCheckoutDraft('co', {
      orderType: 'takeaway',
      payment: 'cash',
      promoCode: 'WELCOME10',
      termsAccepted: true,
      notes: 'x',
      tableNo: '',
      address: '',
      zoneId: '',
    });
    checkout.promo = null;
    // A server render runs the render phase only (no effects): any store write seen here was made while rendering.
    const html = renderToString(
      <MemoryRouter initialEntries={['/shop/demo/checkout']}>
        <FamilyContext.Provider value={{ family: shopFamily, base: '/shop/demo' }}>
          <CheckoutForm />
        </FamilyContext.Provider>
      </MemoryRouter>,
    );
    expect(html).toContain('data-testid="checkout-total"'); // the form itself, not the empty-cart notice
    expect(checkout.promo).toBeNull();
    await render();
    await waitFor(() => expect(checkout.promo).toEqual({ valid: true }));
  });
});
