// @vitest-environment jsdom
// booking.lapsed (issue 27): a booking paid after it was cancelled or expired is refunded at once, and
// the customer is told so in their language: on the booking's result page the provider sends them back
// to (result=refunded: "Payment refunded", the amount, no check-in QR; before, it said "Booked" with a
// QR), in a booking call's failure, and on the member card PIN payment (the card was refunded).
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const calls = vi.hoisted(() => ({ mine: vi.fn() }));
vi.mock('../../src/features/bookings/api', async (orig) => ({
  ...(await orig<typeof import('../../src/features/bookings/api')>()),
  loadMyBookings: calls.mine,
}));

import BookingResult from '../../src/components/BookingResult/BookingResult';
import { failureMessage } from '../../src/components/BookingHome/failureMessage';
import { refusedError } from '../../src/api/errors';
import { pinFailure } from '../../src/features/ordering';
import { i18n, initI18n, loadNamespaces } from '../../src/i18n';
import { app } from '../../src/state/stores';
import { BOOKING } from './bookingFixtures';
import { renderInFamily } from './helpers';

const t = (key: string, values?: Record<string, unknown>) => i18n.t(key, values);
const inLanguage = async (lang: 'en-gb' | 'zh-hans') => {
  app.lang = lang;
  await initI18n(lang);
  await loadNamespaces(['bookings', 'ordering']);
};

beforeEach(async () => {
  calls.mine.mockReset();
  await inLanguage('en-gb');
});
afterEach(async () => inLanguage('en-gb'));

describe('booking.lapsed', () => {
  const lapsedBooking = () => BOOKING({ status: 'cancelled', paidCents: 2700, refundCents: 2700 });
  const page = '/shop/demo/booking/success?booking=bk_1&result=refunded';

  it('the result page says the payment was refunded, with the amount and no check-in code (English)', async () => {
    calls.mine.mockResolvedValue([lapsedBooking()]);
    await renderInFamily(<BookingResult />, page);
    expect(await screen.findByRole('heading', { name: 'Payment refunded' })).toBeTruthy();
    expect(
      screen.getByText(
        'This booking was cancelled or had expired before your payment arrived, so your payment of $27.00 has been refunded in full. Please book again.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('img', { name: /Check-in code/ })).toBeNull();
  });

  it('the result page in Chinese', async () => {
    app.lang = 'zh-hans';
    calls.mine.mockResolvedValue([lapsedBooking()]);
    await renderInFamily(<BookingResult />, page);
    await inLanguage('zh-hans'); // after the render, as the console's test: the family render sets the language up
    expect(await screen.findByRole('heading', { name: '款项已退还' })).toBeTruthy();
    expect(
      screen.getByText(/您的付款到达前，此预订已取消或已过期，因此您支付的 .*27\.00 已全额退还。请重新预订。/),
    ).toBeTruthy();
  });

  it('a booking call refused with booking.lapsed, and a PIN payment of a lapsed booking, in both languages', async () => {
    const booking = refusedError('booking.lapsed', {}, 'This booking was cancelled or had expired…');
    const pin = refusedError('booking.lapsed', {}, 'This booking was cancelled or had expired…');
    expect(pinFailure(pin)).toEqual({ message: 'ordering.pinBookingLapsed', keepPin: false });
    expect(failureMessage(t, booking)).toBe(
      'This booking was cancelled or had expired before your payment arrived, so the payment has been refunded in full. Please book again.',
    );
    expect(t(pinFailure(pin).message)).toBe(
      'This booking was cancelled or had expired before your payment arrived, so the payment has gone straight back to your card. Please book again.',
    );
    await inLanguage('zh-hans');
    expect(failureMessage(t, booking)).toBe('您的付款到达前，此预订已取消或已过期，因此款项已全额退还。请重新预订。');
    expect(t(pinFailure(pin).message)).toBe(
      '您的付款到达前，此预订已取消或已过期，款项已立即退回您的会员卡。请重新预订。',
    );
  });
});
