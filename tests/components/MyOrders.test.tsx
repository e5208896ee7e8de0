// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const calls = vi.hoisted(() => ({ myOrders: vi.fn(), trackOrders: vi.fn() }));
vi.mock('../../src/ordering/api', async (orig) => ({ ...(await orig<typeof import('../../src/ordering/api')>()), myOrders: calls.myOrders, trackOrders: calls.trackOrders }));

import MyOrders from '../../src/components/MyOrders/MyOrders';
import { useVenue } from '../ordering/fixtures';
import { renderInFamily } from './helpers';

beforeEach(() => { calls.myOrders.mockReset(); useVenue('mo'); });

describe('MyOrders', () => {
  it('lists orders with status and paid labels', async () => {
    calls.myOrders.mockResolvedValue([
      { transactionId: 't1', orderNo: 'A001', status: 'ready', paid: true, payment: 'dps', totalCents: 2150 },
      { transactionId: 't2', orderNo: 'A002', status: 'completed', paid: false, payment: 'cash', totalCents: 500 },
    ]);
    await renderInFamily(<MyOrders refreshSeconds={0} />);
    expect(await screen.findByText('Order A001')).toBeTruthy();
    expect(screen.getByText('Ready in store')).toBeTruthy();
    expect(screen.getByText('Paid')).toBeTruthy();
    expect(screen.getByText('Completed')).toBeTruthy();
    expect(screen.getByText('Unpaid')).toBeTruthy();
    expect(screen.getByText('$21.50')).toBeTruthy();
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
});
