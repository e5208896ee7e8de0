// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const calls = vi.hoisted(() => ({ loadBill: vi.fn(), resendOrder: vi.fn() }));
vi.mock('../../src/features/ordering/payonly', async (orig) => ({
  ...(await orig<typeof import('../../src/features/ordering/payonly')>()),
  loadBill: calls.loadBill,
  resendOrder: calls.resendOrder,
}));

import OrderUpload, { WAIT_POLL_MS, WAIT_POLL_TRIES } from '../../src/components/OrderUpload/OrderUpload';
import { ApiError, refusedError } from '../../src/api/errors';
import { bill } from './payonlyFixtures';
import { FreshCache, renderInFamily, shopFamily } from './helpers';
import { FamilyContext } from '../../src/engine/runtime/family';
import { initI18n } from '../../src/i18n';

beforeEach(() => {
  calls.loadBill.mockReset();
  calls.resendOrder.mockReset();
  localStorage.clear();
});

describe('OrderUpload', () => {
  it('uploading, then order placed with order and service numbers', async () => {
    let done!: (b: unknown) => void;
    calls.loadBill.mockReturnValue(
      new Promise((r) => {
        done = r;
      }),
    );
    await renderInFamily(<OrderUpload txn="txn_1" />);
    expect(screen.getByRole('status').textContent).toContain('Uploading your order…');
    done(bill());
    expect(await screen.findByRole('heading', { name: 'Order placed' })).toBeTruthy();
    expect(screen.getByTestId('upload-order-number').textContent).toBe('A001');
    expect(screen.getByText('12')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Resend to Kitchen' })).toBeNull();
  });
  it('kitchen send failed: Resend to Kitchen sends it and shows the order placed', async () => {
    calls.loadBill.mockResolvedValueOnce(bill({ kitchen: 'failed' })).mockResolvedValue(bill({ kitchen: 'sent' }));
    calls.resendOrder.mockResolvedValue({ sent: true, changed: true });
    await renderInFamily(<OrderUpload txn="txn_1" />);
    expect(await screen.findByRole('heading', { name: 'Sending the order to the kitchen failed' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Resend to Kitchen' }));
    expect(await screen.findByRole('heading', { name: 'Order placed' })).toBeTruthy();
    expect(screen.getByText('Your order is on its way to the kitchen.')).toBeTruthy();
    expect(calls.resendOrder).toHaveBeenCalledWith('txn_1');
  });
  it('a failed re-send says so and keeps the button', async () => {
    calls.loadBill.mockResolvedValue(bill({ kitchen: 'failed' }));
    calls.resendOrder.mockRejectedValue(new ApiError(404, 'network'));
    await renderInFamily(<OrderUpload txn="txn_1" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Resend to Kitchen' }));
    expect(
      await screen.findByText('The order could not be sent. Please try again or ask a member of staff.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Resend to Kitchen' })).toBeTruthy();
  });
  it('order failed with Retry that asks again; waiting for payment is said', async () => {
    calls.loadBill
      .mockRejectedValueOnce(refusedError('notFound', {}, '', { status: 404 }))
      .mockResolvedValue(bill({ kitchen: 'waiting', payment: 'dps' }));
    await renderInFamily(<OrderUpload txn="txn_1" />);
    expect(await screen.findByRole('heading', { name: 'Order failed' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to cart' }).getAttribute('href')).toBe('/shop/demo/cart');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Your order goes to the kitchen once it is paid.')).toBeTruthy();
  });
  it('no order at all', async () => {
    await renderInFamily(<OrderUpload />);
    expect(screen.getByRole('heading', { name: 'No order is being uploaded.' })).toBeTruthy();
  });
});

describe('OrderUpload from the checkout (then=placed)', () => {
  function Placed() {
    const loc = useLocation();
    return <p data-testid="placed">{`${loc.pathname}${loc.search}`}</p>;
  }
  async function flow(start = '/shop/demo/order?txn=txn_1&then=placed') {
    await initI18n('en-gb');
    const search = new URLSearchParams(start.split('?')[1]);
    return render(
      <FreshCache>
        <MemoryRouter initialEntries={[start]}>
          <FamilyContext.Provider value={{ family: shopFamily, base: '/shop/demo' }}>
            <Routes>
              <Route
                path="/shop/demo/order"
                element={
                  <OrderUpload
                    txn={search.get('txn') ?? undefined}
                    then={search.get('then') === 'placed' ? 'placed' : undefined}
                  />
                }
              />
              <Route path="/shop/demo/orderplaced" element={<Placed />} />
            </Routes>
          </FamilyContext.Provider>
        </MemoryRouter>
      </FreshCache>,
    );
  }

  it('shows the upload progress, then moves on to order placed once the kitchen has the order', async () => {
    let done!: (b: unknown) => void;
    calls.loadBill.mockReturnValue(
      new Promise((r) => {
        done = r;
      }),
    );
    await flow();
    expect(screen.getByRole('heading', { name: 'Uploading order' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('Sending your order to the kitchen…');
    done(bill({ kitchen: 'sent' }));
    expect((await screen.findByTestId('placed')).textContent).toBe('/shop/demo/orderplaced?txn=txn_1');
  });

  it('stays with Resend to Kitchen when the send failed, and moves on after the re-send', async () => {
    calls.loadBill.mockResolvedValueOnce(bill({ kitchen: 'failed' })).mockResolvedValue(bill({ kitchen: 'sent' }));
    calls.resendOrder.mockResolvedValue({ sent: true, changed: true });
    await flow();
    expect(await screen.findByRole('heading', { name: 'Sending the order to the kitchen failed' })).toBeTruthy();
    expect(screen.queryByTestId('placed')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Resend to Kitchen' }));
    expect((await screen.findByTestId('placed')).textContent).toBe('/shop/demo/orderplaced?txn=txn_1');
  });

  it('a payment still confirming is read again every WAIT_POLL_MS, then moves on once the kitchen has it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      calls.loadBill
        .mockResolvedValueOnce(bill({ kitchen: 'waiting' }))
        .mockResolvedValueOnce(bill({ kitchen: 'waiting' }))
        .mockResolvedValue(bill({ kitchen: 'sent' }));
      await flow();
      await act(async () => {
        await vi.advanceTimersByTimeAsync(WAIT_POLL_MS * 2 + 100);
      });
      expect((await screen.findByTestId('placed')).textContent).toBe('/shop/demo/orderplaced?txn=txn_1');
      expect(calls.loadBill).toHaveBeenCalledTimes(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('stops reading after WAIT_POLL_TRIES and shows the order waiting for its payment', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      calls.loadBill.mockResolvedValue(bill({ kitchen: 'waiting' }));
      await flow();
      for (let i = 0; i < WAIT_POLL_TRIES + 3; i++)
        await act(async () => {
          await vi.advanceTimersByTimeAsync(WAIT_POLL_MS);
        });
      expect(calls.loadBill).toHaveBeenCalledTimes(WAIT_POLL_TRIES + 1);
      expect(await screen.findByRole('heading', { name: 'Order placed' })).toBeTruthy();
      expect(screen.queryByTestId('placed')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('without then=placed (the last order, a pay-only link) it stays on the uploading screen', async () => {
    calls.loadBill.mockResolvedValue(bill({ kitchen: 'sent' }));
    await flow('/shop/demo/order?txn=txn_1');
    expect(await screen.findByRole('heading', { name: 'Order placed' })).toBeTruthy();
    expect(screen.queryByTestId('placed')).toBeNull();
  });
});
