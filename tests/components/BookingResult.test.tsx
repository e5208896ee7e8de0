// @vitest-environment jsdom
// booking-success and booking-cancel-success (src/components/BookingResult): booked with its QR, not
// paid yet (held until), cancelled with the refund, and generic without a booking.
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const calls = vi.hoisted(() => ({ mine: vi.fn() }));
vi.mock('../../src/features/bookings/api', async (orig) => ({
  ...(await orig<typeof import('../../src/features/bookings/api')>()),
  loadMyBookings: calls.mine,
}));

import BookingResult from '../../src/components/BookingResult/BookingResult';
import { loadNamespaces } from '../../src/i18n';
import { BOOKING, START } from './bookingFixtures';
import { renderInFamily } from './helpers';

beforeEach(async () => {
  calls.mine.mockReset();
  await loadNamespaces(['bookings']);
});

describe('BookingResult', () => {
  it('booked: the booking, its status and the check-in QR', async () => {
    calls.mine.mockResolvedValue([BOOKING()]);
    await renderInFamily(<BookingResult />, '/shop/demo/booking/success?booking=bk_1&result=approved');
    expect(await screen.findByRole('heading', { name: 'Booked' })).toBeTruthy();
    expect(screen.getByText('Confirmed')).toBeTruthy();
    expect(await screen.findByRole('img', { name: 'Check-in code of booking B1001' }, { timeout: 5000 })).toBeTruthy(); // the QR's chunk loads with the booking
  });
  it('not paid: the time is held and Pay now goes back to the payment page', async () => {
    calls.mine.mockResolvedValue([BOOKING({ status: 'received', paidCents: 0, payBy: START - 3_600_000 })]);
    await renderInFamily(<BookingResult />, '/shop/demo/booking/success?booking=bk_1&result=cancelled');
    expect(await screen.findByRole('heading', { name: 'Not paid yet' })).toBeTruthy();
    expect(screen.getByText('The payment was not completed. Your time is held until 09:00.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Pay $27.00 now' }).getAttribute('href')).toBe(
      '/sandbox/pay/bt_1?lang=en-gb',
    );
  });
  it('cancelled: the refund and fee; generic without a booking', async () => {
    calls.mine.mockResolvedValue([BOOKING({ status: 'cancelled', refundCents: 1350, feeCents: 1350 })]);
    await renderInFamily(<BookingResult variant="cancelled" />, '/shop/demo/booking/cancel/success?booking=bk_1');
    expect(
      await screen.findByText(
        '$13.50 goes back the way you paid (cancellation fee $13.50). A card refund can take a few working days to show.',
      ),
    ).toBeTruthy();
  });
  it('generic without a booking in the query', async () => {
    await renderInFamily(<BookingResult variant="cancelled" />, '/shop/demo/booking/cancel/success');
    expect(await screen.findByText('Your booking is cancelled.')).toBeTruthy();
    expect(calls.mine).not.toHaveBeenCalled();
  });
});
