// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes, useLocation } from 'react-router-dom';

const calls = vi.hoisted(() => ({ trackOrders: vi.fn() }));
vi.mock('../../src/features/ordering/api', async (orig) => ({
  ...(await orig<typeof import('../../src/features/ordering/api')>()),
  trackOrders: calls.trackOrders,
}));

import OrderStatus from '../../src/components/OrderStatus/OrderStatus';
import { saveLastOrder, saveReturnBase } from '../../src/features/ordering/checkout';
import { readPayInfo, savePayInfo } from '../../src/features/ordering/payonly';
import { session } from '../../src/state/stores';
import { addToCart, cartStore, startCart } from '../../src/state/cart';
import { useVenue } from '../features/ordering/fixtures';
import { renderInFamily } from './helpers';

function Where() {
  const l = useLocation();
  return <p data-testid="where">{l.pathname + l.search}</p>;
}
const order = {
  transactionId: 'txn_9',
  orderNo: 'A009',
  serviceNo: 42,
  status: 'placed',
  paid: false,
  payment: 'cash',
  totalCents: 1250,
};

beforeEach(() => {
  localStorage.clear();
  cartStore.shop = '';
  calls.trackOrders.mockReset();
  useVenue('os');
  startCart('os');
});

describe('OrderStatus', () => {
  it('shows the placed order: number, service number, total, status and paid', async () => {
    saveLastOrder('os', order);
    calls.trackOrders.mockResolvedValue([{ ...order, status: 'preparing' }]);
    await renderInFamily(<OrderStatus variant="placed" txn="txn_9" />);
    expect(screen.getByTestId('order-number').textContent).toBe('A009');
    expect(screen.getByText('42')).toBeTruthy();
    expect(screen.getByText('$12.50')).toBeTruthy();
    expect(await screen.findByText('Preparing')).toBeTruthy();
    expect(screen.getByText('Unpaid')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'My orders' }).getAttribute('href')).toBe('/shop/demo/myorders');
  });
  it('shows what was ordered, where it goes and when (issue 33)', async () => {
    saveLastOrder('os', order);
    calls.trackOrders.mockResolvedValue([
      {
        ...order,
        orderType: 'delivery',
        deliveryAddress: '1 Quay St',
        preorderAt: null,
        lines: [{ name1: 'Burger', name2: '汉堡', quantity: 1, amountCents: 1250, options: ['Cheese'], notes: '' }],
      },
    ]);
    await renderInFamily(<OrderStatus variant="placed" txn="txn_9" />);
    expect((await screen.findByTestId('order-lines')).textContent).toContain('1 × Burger');
    expect(screen.getByTestId('order-lines').textContent).toContain('Cheese');
    expect(screen.getByTestId('order-address').textContent).toBe('1 Quay St');
    expect(screen.getByTestId('order-time').textContent).toBe('As soon as possible');
    // A delivery waits for no service number at the counter (issue 33).
    expect(screen.queryByText('Service number')).toBeNull();
    expect(screen.queryByText('42')).toBeNull();
  });
  it('an eat-in order at a table names the table and when (issue 33: every order placed says its time)', async () => {
    saveLastOrder('os', order);
    calls.trackOrders.mockResolvedValue([{ ...order, orderType: 'eatin', tableNo: '5', lines: [] }]);
    await renderInFamily(<OrderStatus variant="placed" txn="txn_9" />);
    expect((await screen.findByTestId('order-table')).textContent).toBe('Table 5');
    expect(screen.getByTestId('order-time').textContent).toBe('As soon as possible');
  });
  it('payment approved: polls until paid, clears the cart, goes to order placed', async () => {
    saveReturnBase('os', '/shop/os');
    addToCart({ itemId: 'latte', price: 500 });
    calls.trackOrders.mockResolvedValueOnce([order]).mockResolvedValue([{ ...order, paid: true }]);
    await renderInFamily(
      <Routes>
        <Route
          path="*"
          element={
            <>
              <OrderStatus variant="result" txn="txn_9" result="approved" />
              <Where />
            </>
          }
        />
      </Routes>,
      '/callback/os/payment/dps/requirement/order/txn/txn_9',
    );
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/shop/os/orderplaced?txn=txn_9'), {
      timeout: 3000,
    });
    expect(calls.trackOrders.mock.calls.length).toBeGreaterThanOrEqual(2);
    expect(cartStore.cart.itemList).toHaveLength(0);
  });
  it('payment declined: says so with a retry back to checkout, cart intact', async () => {
    saveReturnBase('os', '/shop/os');
    addToCart({ itemId: 'latte', price: 500 });
    await renderInFamily(<OrderStatus variant="result" txn="txn_9" result="declined" />);
    expect(await screen.findByRole('heading', { name: 'Payment failed' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe('/shop/os/checkout');
    expect(cartStore.cart.itemList).toHaveLength(1);
  });
  it('payment cancelled: back to checkout with the cart intact', async () => {
    saveReturnBase('os', '/shop/os');
    addToCart({ itemId: 'latte', price: 500 });
    await renderInFamily(
      <Routes>
        <Route
          path="*"
          element={
            <>
              <OrderStatus variant="result" txn="txn_9" result="cancelled" />
              <Where />
            </>
          }
        />
      </Routes>,
      '/callback/os/payment/dps/requirement/order/txn/txn_9',
    );
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/shop/os/checkout'));
    expect(cartStore.cart.itemList).toHaveLength(1);
  });
  it('says when there is no order', async () => {
    await renderInFamily(<OrderStatus variant="last" />);
    expect(screen.getByText('No order found.')).toBeTruthy();
  });
});

describe('OrderStatus after a pay-only payment (pay info in the session)', () => {
  const info = {
    kind: 'bill' as const,
    transactionId: 'txn_9',
    shop: 'os',
    payment: 'dps',
    payUrl: '/sandbox/pay/txn_9',
    amountCents: 1250,
    returnTo: '/shop/os/pay/txn_9/anna',
    receiptTo: '/receipt/txn_9',
    createdAt: 1,
  };
  beforeEach(() => {
    sessionStorage.clear();
    session.payInfo = null;
    saveReturnBase('os', '/shop/os');
    addToCart({ itemId: 'latte', price: 500 });
  });
  const at = (result: string) =>
    renderInFamily(
      <Routes>
        <Route
          path="*"
          element={
            <>
              <OrderStatus variant="result" txn="txn_9" result={result} />
              <Where />
            </>
          }
        />
      </Routes>,
      '/callback/os/payment/dps/requirement/order/txn/txn_9',
    );
  it('approved: the receipt of the bill, the cart untouched, the pay info cleared', async () => {
    savePayInfo(info);
    calls.trackOrders.mockResolvedValue([{ ...order, paid: true }]);
    await at('approved');
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/receipt/txn_9'));
    expect(cartStore.cart.itemList).toHaveLength(1);
    expect(readPayInfo()).toBeNull();
  });
  it('declined: payment failed with a retry on the bill; cancelled: back to the bill', async () => {
    savePayInfo(info);
    await at('declined');
    expect(await screen.findByRole('heading', { name: 'Payment failed' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe('/shop/os/pay/txn_9/anna');
    await at('cancelled');
    await waitFor(() => expect(screen.getAllByTestId('where').at(-1)!.textContent).toBe('/shop/os/pay/txn_9/anna'));
    expect(cartStore.cart.itemList).toHaveLength(1);
  });
  it("the callback route's variant 'callback' is the payment result", async () => {
    savePayInfo(info);
    await renderInFamily(<OrderStatus variant="callback" txn="txn_9" result="declined" />);
    expect(await screen.findByRole('heading', { name: 'Payment failed' })).toBeTruthy();
  });
  it('pay info of another transaction is ignored (the checkout flow applies)', async () => {
    savePayInfo({ ...info, transactionId: 'txn_other' });
    await at('cancelled');
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/shop/os/checkout'));
  });
});

describe('OrderStatus terminal result', () => {
  it('paid: payment received with the receipt link; not yet: says so', async () => {
    calls.trackOrders.mockResolvedValue([{ ...order, paid: true }]);
    await renderInFamily(<OrderStatus variant="terminal" txn="txn_9" />);
    expect(await screen.findByRole('heading', { name: 'Payment received' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View receipt' }).getAttribute('href')).toBe('/receipt/txn_9');
    calls.trackOrders.mockResolvedValue([order]);
    // The terminal route names the transaction transactionId.
    await renderInFamily(<OrderStatus variant="terminal" transactionId="txn_9" />);
    expect(await screen.findByText('The payment has not been received yet.')).toBeTruthy();
    expect(calls.trackOrders).toHaveBeenLastCalledWith(['txn_9']);
  });
});
