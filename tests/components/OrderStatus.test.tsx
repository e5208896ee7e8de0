// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes, useLocation } from 'react-router';

const calls = vi.hoisted(() => ({ trackOrders: vi.fn() }));
vi.mock('../../src/ordering/api', async (orig) => ({ ...(await orig<typeof import('../../src/ordering/api')>()), trackOrders: calls.trackOrders }));

import OrderStatus from '../../src/components/OrderStatus/OrderStatus';
import { saveLastOrder, saveReturnBase } from '../../src/ordering/checkout';
import { addToCart, cartStore, startCart } from '../../src/state/cart';
import { useVenue } from '../ordering/fixtures';
import { renderInFamily } from './helpers';

function Where() {
  const l = useLocation();
  return <p data-testid="where">{l.pathname + l.search}</p>;
}
const order = { transactionId: 'txn_9', orderNo: 'A009', serviceNo: '42', status: 'placed', paid: false, payment: 'cash', totalCents: 1250 };

beforeEach(() => { localStorage.clear(); cartStore.shop = ''; calls.trackOrders.mockReset(); useVenue('os'); startCart('os'); });

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
  it('payment approved: polls until paid, clears the cart, goes to order placed', async () => {
    saveReturnBase('os', '/shop/os');
    addToCart({ itemId: 'latte', price: 500 });
    calls.trackOrders.mockResolvedValueOnce([order]).mockResolvedValue([{ ...order, paid: true }]);
    await renderInFamily(<Routes><Route path="*" element={<><OrderStatus variant="result" txn="txn_9" result="approved" /><Where /></>} /></Routes>, '/callback/os/payment/dps/requirement/order/txn/txn_9');
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/shop/os/orderplaced?txn=txn_9'), { timeout: 3000 });
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
    await renderInFamily(<Routes><Route path="*" element={<><OrderStatus variant="result" txn="txn_9" result="cancelled" /><Where /></>} /></Routes>, '/callback/os/payment/dps/requirement/order/txn/txn_9');
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/shop/os/checkout'));
    expect(cartStore.cart.itemList).toHaveLength(1);
  });
  it('says when there is no order', async () => {
    await renderInFamily(<OrderStatus variant="last" />);
    expect(screen.getByText('No order found.')).toBeTruthy();
  });
});
