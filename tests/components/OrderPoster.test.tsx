// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const calls = vi.hoisted(() => ({ trackOrders: vi.fn() }));
vi.mock('../../src/features/ordering/api', async (orig) => ({
  ...(await orig<typeof import('../../src/features/ordering/api')>()),
  trackOrders: calls.trackOrders,
}));

import OrderPoster from '../../src/components/OrderPoster/OrderPoster';
import { renderInFamily } from './helpers';

const order = {
  transactionId: 'txn_1',
  orderNo: 'A042',
  serviceNo: '17',
  status: 'preparing',
  paid: true,
  payment: 'cash',
  totalCents: 100,
};
beforeEach(() => calls.trackOrders.mockReset());
afterEach(() => vi.useRealTimers());

describe('OrderPoster', () => {
  it('shows the big number, service number and status, and refreshes quietly until ready', async () => {
    calls.trackOrders.mockResolvedValueOnce([order]).mockResolvedValue([{ ...order, status: 'ready' }]);
    await renderInFamily(<OrderPoster txn="txn_1" refreshSeconds={1} />);
    expect((await screen.findByTestId('poster-number')).textContent).toBe('A042');
    expect(screen.getByText('17')).toBeTruthy();
    expect(screen.getByText('Preparing')).toBeTruthy();
    await act(async () => {
      await new Promise((r) => setTimeout(r, 1100));
    });
    expect(await screen.findByText('Ready for collection')).toBeTruthy();
    expect(calls.trackOrders).toHaveBeenCalledWith(['txn_1']);
  });
  it('compact template shows the number only; an unknown order is not on the board', async () => {
    calls.trackOrders.mockResolvedValue([order]);
    await renderInFamily(<OrderPoster txn="txn_1" template="compact" refreshSeconds={0} />);
    expect((await screen.findByTestId('poster-number')).textContent).toBe('A042');
    expect(screen.queryByText('Preparing')).toBeNull();
    calls.trackOrders.mockResolvedValue([]);
    await renderInFamily(<OrderPoster txn="txn_2" refreshSeconds={0} />);
    expect(await screen.findByText('This order is not on the board.')).toBeTruthy();
  });
});
