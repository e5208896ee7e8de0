// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const calls = vi.hoisted(() => ({ trackOrders: vi.fn() }));
vi.mock('../../src/features/ordering/api', async (orig) => ({
  ...(await orig<typeof import('../../src/features/ordering/api')>()),
  trackOrders: calls.trackOrders,
}));

import OrderNumbers from '../../src/components/OrderNumbers/OrderNumbers';
import { saveLastOrder } from '../../src/features/ordering/checkout';
import { setLanguage } from '../../src/i18n';
import { useVenue } from '../features/ordering/fixtures';
import { renderInFamily } from './helpers';

const order = {
  transactionId: 'txn_7',
  orderNo: 'A007',
  serviceNo: 207,
  status: 'placed',
  paid: false,
  payment: 'cash',
  totalCents: 850,
};

beforeEach(() => {
  localStorage.clear();
  calls.trackOrders.mockReset();
  useVenue('on');
});

describe('OrderNumbers (self-service order placed)', () => {
  it('shows the order number and the service number, the total and pay at the counter for cash', async () => {
    saveLastOrder('on', order);
    calls.trackOrders.mockResolvedValue([order]);
    await renderInFamily(<OrderNumbers txn="txn_7" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Order placed' })).toBeTruthy();
    expect(screen.getByTestId('order-number').textContent).toBe('A007');
    expect(screen.getByTestId('service-number').textContent).toBe('207');
    expect(screen.getByText('$8.50')).toBeTruthy();
    expect(screen.getByText('Pay at the counter')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start a new order' }).getAttribute('href')).toBe('/shop/demo/home');
  });

  it('reads the order from the venue when this device does not have it (a reload, another tab)', async () => {
    calls.trackOrders.mockResolvedValue([
      { ...order, transactionId: 'txn_8', orderNo: 'A008', serviceNo: 208, paid: true, payment: 'dps' },
    ]);
    await renderInFamily(<OrderNumbers txn="txn_8" />);
    expect(screen.getByRole('status').textContent).toBe('Loading your order…');
    expect((await screen.findByTestId('order-number')).textContent).toBe('A008');
    expect(screen.getByTestId('service-number').textContent).toBe('208');
    expect(screen.getByText('Paid')).toBeTruthy();
    expect(calls.trackOrders).toHaveBeenCalledWith(['txn_8']);
  });

  it('says so when the order is unknown or cannot be loaded', async () => {
    calls.trackOrders.mockResolvedValue([]);
    const r = await renderInFamily(<OrderNumbers txn="txn_x" />);
    expect(await screen.findByRole('heading', { name: 'No order found.' })).toBeTruthy();
    r.unmount();
    calls.trackOrders.mockRejectedValue(new Error('down'));
    await renderInFamily(<OrderNumbers txn="txn_y" />);
    expect(await screen.findByRole('heading', { name: 'The order could not be loaded.' })).toBeTruthy();
  });

  it('is translated', async () => {
    saveLastOrder('on', order);
    calls.trackOrders.mockResolvedValue([order]);
    await renderInFamily(<OrderNumbers txn="txn_7" />);
    await setLanguage('zh-hans');
    expect(await screen.findByText('取餐号')).toBeTruthy();
    expect(screen.getByText('请到柜台付款')).toBeTruthy();
    await setLanguage('en-gb');
  });
});
