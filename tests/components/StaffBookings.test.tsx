// @vitest-environment jsdom
// Staff (src/components/StaffBookings): the day per resource, Arrived and No-show, sign in / not staff.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const calls = vi.hoisted(() => ({ day: vi.fn(), mark: vi.fn() }));
vi.mock('../../src/features/bookings/api', async (orig) => ({
  ...(await orig<typeof import('../../src/features/bookings/api')>()),
  loadStaffDay: calls.day,
  markBooking: calls.mark,
}));

import StaffBookings from '../../src/components/StaffBookings/StaffBookings';
import { ApiError } from '../../src/api/errors';
import { loadNamespaces } from '../../src/i18n';
import { BOOKING } from './bookingFixtures';
import { renderInFamily } from './helpers';

beforeEach(async () => {
  calls.day.mockReset();
  calls.mark.mockReset();
  await loadNamespaces(['bookings', 'bookingsManage']);
});

describe('StaffBookings', () => {
  it('lists the day per resource and marks a booking arrived', async () => {
    calls.day.mockResolvedValue({
      date: '2030-01-16',
      timeZone: 'Australia/Brisbane',
      resources: [
        { resourceId: 'mia', name1: 'Mia', name2: '米娅', bookings: [{ ...BOOKING(), customer: 'Alice', mobile: '' }] },
        { resourceId: 'ken', name1: 'Ken', name2: '健', bookings: [] },
      ],
    });
    calls.mark.mockResolvedValue(BOOKING({ status: 'arrived' }));
    await renderInFamily(<StaffBookings refreshSeconds={0} />, '/shop/demo/staff/bookings');
    expect(await screen.findByText('10:00–11:00 · Alice')).toBeTruthy();
    expect(screen.getByText('No bookings.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Mark booking B1001 arrived' }));
    await waitFor(() => expect(calls.mark).toHaveBeenCalledWith('bk_1', 'arrived'));
    expect(await screen.findByText('Booking B1001 marked arrived.')).toBeTruthy();
  });
  it('a customer is told only staff may see it', async () => {
    calls.day.mockRejectedValue(new ApiError(403, 'http'));
    await renderInFamily(<StaffBookings refreshSeconds={0} />, '/shop/demo/staff/bookings');
    expect(await screen.findByText('Only staff of this venue can see its bookings.')).toBeTruthy();
  });
});
