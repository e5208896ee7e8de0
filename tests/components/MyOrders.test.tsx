// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const calls = vi.hoisted(() => ({ myOrders: vi.fn(), trackOrders: vi.fn() }));
vi.mock('../../src/features/ordering/api', async (orig) => ({
  ...(await orig<typeof import('../../src/features/ordering/api')>()),
  myOrders: calls.myOrders,
  trackOrders: calls.trackOrders,
}));

import MyOrders from '../../src/components/MyOrders/MyOrders';
import { initI18n } from '../../src/i18n';
import { app } from '../../src/state/stores';
import { useVenue } from '../features/ordering/fixtures';
import { renderInFamily } from './helpers';

beforeEach(() => {
  calls.myOrders.mockReset();
  useVenue('mo');
});

describe('MyOrders', () => {
  it('lists orders with status and paid labels', async () => {
    calls.myOrders.mockResolvedValue([
      {
        transactionId: 't1',
        orderNo: 'A001',
        status: 'ready',
        paid: true,
        payment: 'dps',
        totalCents: 2150,
        notes: 'No onions',
      },
      { transactionId: 't2', orderNo: 'A002', status: 'completed', paid: false, payment: 'cash', totalCents: 500 },
    ]);
    await renderInFamily(<MyOrders refreshSeconds={0} />);
    expect(await screen.findByText('Order A001')).toBeTruthy();
    expect(screen.getByText('Ready in store')).toBeTruthy();
    expect(screen.getByText('Paid')).toBeTruthy();
    expect(screen.getByText('Completed')).toBeTruthy();
    expect(screen.getByText('Unpaid')).toBeTruthy();
    expect(screen.getAllByText('$21.50').length).toBeGreaterThan(0);
    expect(screen.getByText('Notes: No onions')).toBeTruthy();
    expect(screen.getAllByText(/^Notes:/)).toHaveLength(1);
  });
  it('says a declined or unpaid online order so, with the venue, the items and an order detail', async () => {
    calls.myOrders.mockResolvedValue([
      {
        transactionId: 't1',
        orderNo: 'A001',
        status: 'placed',
        paid: false,
        payStatus: 'failed',
        payment: 'dps',
        totalCents: 2150,
        venueName: 'Harbour Cafe',
        orderType: 'delivery',
        deliveryAddress: '1 Quay St',
        createdAt: 1_700_000_000_000,
        preorderAt: null,
        surchargeCents: 30,
        lines: [
          {
            name1: 'Burger',
            name2: '汉堡',
            quantity: 2,
            amountCents: 2120,
            options: ['Cheese', 'No onion'],
            notes: '',
          },
        ],
      },
      {
        transactionId: 't2',
        orderNo: 'A002',
        status: 'placed',
        paid: false,
        payStatus: 'pending',
        payment: 'dps',
        totalCents: 500,
      },
    ]);
    await renderInFamily(<MyOrders refreshSeconds={0} />);
    expect(await screen.findByText('Payment declined')).toBeTruthy();
    expect(screen.getByText('Waiting for payment')).toBeTruthy();
    expect(screen.queryByText('Placed')).toBeNull();
    expect(screen.queryByText('Unpaid')).toBeNull();
    expect(screen.getAllByRole('link', { name: 'Order again' })).toHaveLength(2);
    expect(screen.getAllByText('Harbour Cafe').length).toBeGreaterThan(0);
    expect(screen.getByTestId('my-order-items').textContent).toBe('2 × Burger');
    const detail = screen.getAllByTestId('order-detail')[0];
    expect(detail.textContent).toContain('Cheese, No onion');
    expect(detail.textContent).toContain('1 Quay St');
    expect(detail.textContent).toContain('As soon as possible');
    expect(detail.textContent).toContain('Credit card');
    expect(detail.textContent).toContain('$0.30');
    expect(screen.getByText('Details', { selector: '[aria-label="Details of order A001"]' })).toBeTruthy();
  });
  it('refreshes open orders from order tracking', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      calls.myOrders.mockResolvedValue([
        { transactionId: 't1', orderNo: 'A001', status: 'placed', paid: false, payment: 'cash', totalCents: 500 },
      ]);
      calls.trackOrders.mockResolvedValue([
        { transactionId: 't1', orderNo: 'A001', status: 'preparing', paid: false, payment: 'cash', totalCents: 500 },
      ]);
      await renderInFamily(<MyOrders refreshSeconds={2} />);
      expect(await screen.findByText('Placed')).toBeTruthy();
      await vi.advanceTimersByTimeAsync(2100);
      expect(await screen.findByText('Preparing')).toBeTruthy();
      expect(calls.trackOrders).toHaveBeenCalledWith(['t1']);
    } finally {
      vi.useRealTimers();
    }
  });
  it('empty and error states', async () => {
    calls.myOrders.mockResolvedValueOnce([]);
    const { unmount } = await renderInFamily(<MyOrders />);
    expect(await screen.findByText('You have no orders yet.')).toBeTruthy();
    unmount();
    calls.myOrders.mockRejectedValueOnce(new Error('x'));
    await renderInFamily(<MyOrders />);
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
  });
  it('shows where a delivery order goes, as text, in both languages; a pickup order shows no address', async () => {
    const address = '12 Harbour St <b>3</b> & Co';
    calls.myOrders.mockResolvedValue([
      {
        transactionId: 't1',
        orderNo: 'A001',
        status: 'placed',
        paid: false,
        payment: 'cash',
        totalCents: 2150,
        orderType: 'delivery',
        deliveryAddress: address,
      },
      {
        transactionId: 't2',
        orderNo: 'A002',
        status: 'placed',
        paid: false,
        payment: 'cash',
        totalCents: 500,
        orderType: 'pickup',
        deliveryAddress: '',
      },
    ]);
    const { unmount } = await renderInFamily(<MyOrders refreshSeconds={0} />);
    const line = await screen.findByTestId('my-order-address');
    expect(line.textContent).toBe(`Deliver to: ${address}`);
    expect(line.querySelector('b')).toBeNull(); // markup in the address stays text
    expect(screen.getAllByTestId('my-order-address')).toHaveLength(1); // none for the pickup order
    unmount();
    app.lang = 'zh-hans';
    try {
      await renderInFamily(<MyOrders refreshSeconds={0} />);
      await initI18n('zh-hans');
      await waitFor(() => expect(screen.getByTestId('my-order-address').textContent).toBe(`送至：${address}`));
    } finally {
      app.lang = 'en-gb';
      await initI18n('en-gb');
    }
  });
});
