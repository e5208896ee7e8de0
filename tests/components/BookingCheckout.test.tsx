// @vitest-environment jsdom
// A booking family's checkout (src/components/BookingCheckout): the choice and its price from the
// query, deposit or full price, terms required, sign in first, and "just taken" with the nearest times.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const calls = vi.hoisted(() => ({ catalog: vi.fn(), create: vi.fn() }));
vi.mock('../../src/features/bookings/api', async (orig) => ({
  ...(await orig<typeof import('../../src/features/bookings/api')>()),
  loadCatalog: calls.catalog,
  createBooking: calls.create,
}));

import BookingCheckout from '../../src/components/BookingCheckout/BookingCheckout';
import { refusedError } from '../../src/api/errors';
import { loadNamespaces } from '../../src/i18n';
import { user } from '../../src/state/stores';
import { CATALOG, START } from './bookingFixtures';
import { renderInFamily } from './helpers';

beforeEach(async () => {
  calls.catalog.mockReset().mockResolvedValue(CATALOG);
  calls.create.mockReset();
  await loadNamespaces(['bookings']);
});

describe('BookingCheckout', () => {
  it('party room: the evening band prices the stay, the deposit share or the full price; terms are required', async () => {
    user.token = 'tok';
    await renderInFamily(
      <BookingCheckout family="partyroom" />,
      `/shop/demo/checkout?start=${START + 7 * 3_600_000}&people=8&pluId=room-small&hours=2`,
    );
    // 17:00-19:00: one hour at $60 and one evening hour at $90.
    expect(await screen.findByText('$150.00')).toBeTruthy();
    expect(screen.getByTestId('pay-now').textContent).toBe('$45.00');
    fireEvent.click(screen.getByRole('radio', { name: /Full price/ }));
    expect(screen.getByTestId('pay-now').textContent).toBe('$150.00');
    fireEvent.click(screen.getByRole('button', { name: 'Pay $150.00 and book' }));
    expect(await screen.findByText('Please accept the terms and conditions.')).toBeTruthy();
    expect(calls.create).not.toHaveBeenCalled();
  });

  it('a time just taken offers the nearest free times', async () => {
    user.token = 'tok';
    calls.create.mockRejectedValue(
      refusedError(
        'booking.taken',
        {
          nearest: [{ start: START + 900_000, date: '2030-01-16', time: '10:15', resources: ['mia'] }],
        },
        'taken',
      ),
    );
    await renderInFamily(
      <BookingCheckout family="massage" />,
      `/shop/demo/checkout?start=${START}&people=1&pluId=relax-60`,
    );
    fireEvent.click(await screen.findByRole('checkbox', { name: 'I accept the terms and conditions' }));
    fireEvent.click(screen.getByRole('button', { name: 'Pay $27.00 and book' }));
    await waitFor(() =>
      expect(calls.create).toHaveBeenCalledWith(
        expect.objectContaining({ start: START, pluId: 'relax-60', payOption: 'deposit' }),
      ),
    );
    expect(await screen.findByText(/that time was just taken/)).toBeTruthy();
    expect(screen.getByRole('button', { name: '10:15' })).toBeTruthy();
  });

  it('asks a guest to sign in first', async () => {
    user.token = '';
    await renderInFamily(<BookingCheckout family="reservation" />, `/shop/demo/checkout?start=${START}&people=4`);
    expect(await screen.findByRole('link', { name: 'Sign in' })).toBeTruthy();
    expect(screen.getByTestId('pay-now').textContent).toBe('$40.00');
  });
});
