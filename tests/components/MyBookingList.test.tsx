// @vitest-environment jsdom
// My bookings (src/components/MyBookingList): status, cancel with the refund shown before confirming,
// a changed quote shown again, reschedule to a free time, empty list.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const calls = vi.hoisted(() => ({ mine: vi.fn(), cancel: vi.fn(), move: vi.fn(), slots: vi.fn() }));
vi.mock('../../src/features/bookings/api', async (orig) => ({
  ...(await orig<typeof import('../../src/features/bookings/api')>()),
  loadMyBookings: calls.mine,
  cancel: calls.cancel,
  reschedule: calls.move,
  loadSlots: calls.slots,
}));

import MyBookingList from '../../src/components/MyBookingList/MyBookingList';
import { refusedError } from '../../src/api/errors';
import { loadNamespaces } from '../../src/i18n';
import { BOOKING, START } from './bookingFixtures';
import { renderInFamily } from './helpers';

beforeEach(async () => {
  Object.values(calls).forEach((c) => c.mockReset());
  await loadNamespaces(['bookings', 'bookingsManage']);
});

describe('MyBookingList', () => {
  it('cancel shows the refund first; a changed quote is shown again before cancelling', async () => {
    calls.mine.mockResolvedValue([BOOKING()]);
    calls.cancel.mockRejectedValueOnce(
      refusedError(
        'booking.refundChanged',
        {
          quote: { feeCents: 1350, refundCents: 1350, free: false, freeUntil: 0 },
        },
        'changed',
      ),
    );
    await renderInFamily(<MyBookingList refreshSeconds={0} />, '/shop/demo/mybookings');
    expect(await screen.findByText('Confirmed')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel booking B1001' }));
    expect((await screen.findByTestId('refund-quote', {}, { timeout: 5000 })).textContent).toBe(
      'Cancelling now is free: $27.00 will be refunded.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Cancel booking', hidden: true }));
    await waitFor(() => expect(calls.cancel).toHaveBeenCalledWith('bk_1', 2700));
    await waitFor(() =>
      expect(screen.getByTestId('refund-quote').textContent).toBe(
        'Cancelling now costs a fee of $13.50: $13.50 will be refunded.',
      ),
    );
  });

  it('reschedule to a free time', async () => {
    calls.mine.mockResolvedValue([BOOKING()]);
    calls.slots.mockResolvedValue({
      timeZone: 'Australia/Brisbane',
      durationMin: 60,
      slots: [{ start: START + 5_400_000, date: '2030-01-16', time: '11:30', resources: ['mia'] }],
    });
    calls.move.mockResolvedValue(BOOKING({ status: 'changed', time: '11:30' }));
    await renderInFamily(<MyBookingList refreshSeconds={0} />, '/shop/demo/mybookings');
    fireEvent.click(await screen.findByRole('button', { name: 'Reschedule booking B1001' }));
    fireEvent.click(await screen.findByRole('button', { name: '11:30', hidden: true }));
    fireEvent.click(screen.getByRole('button', { name: 'Move to 11:30', hidden: true }));
    await waitFor(() => expect(calls.move).toHaveBeenCalledWith('bk_1', START + 5_400_000));
    expect(await screen.findByText(/Moved to .* at 11:30/)).toBeTruthy();
  });

  it('says when there are none', async () => {
    calls.mine.mockResolvedValue([]);
    await renderInFamily(<MyBookingList refreshSeconds={0} />, '/shop/demo/mybookings');
    expect(await screen.findByText('You have no bookings here yet.')).toBeTruthy();
  });
});
