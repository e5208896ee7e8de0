// @vitest-environment jsdom
// The home of a booking family (src/components/BookingHome): services, therapist or anyone, date and the
// free times the venue answers; a refusal (over the people limit) in the venue's words; Continue goes to
// the checkout with the choice in the query; another family's home says it is not available yet.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const calls = vi.hoisted(() => ({ catalog: vi.fn(), slots: vi.fn() }));
vi.mock('../../src/features/bookings/api', async (orig) => ({
  ...(await orig<typeof import('../../src/features/bookings/api')>()),
  loadCatalog: calls.catalog,
  loadSlots: calls.slots,
}));

import BookingHome from '../../src/components/BookingHome/BookingHome';
import { ApiError, refusedError } from '../../src/api/errors';
import { loadNamespaces } from '../../src/i18n';
import { CATALOG, START } from './bookingFixtures';
import { renderInFamily } from './helpers';

beforeEach(async () => {
  calls.catalog.mockReset();
  calls.slots.mockReset();
  await loadNamespaces(['bookings']);
});

describe('BookingHome', () => {
  it('massage: a service, anyone free, the free times; a chosen time goes to the checkout', async () => {
    calls.catalog.mockResolvedValue(CATALOG);
    calls.slots.mockImplementation(async (q: { date: string }) => ({
      timeZone: 'Australia/Brisbane',
      durationMin: 60,
      slots: [{ start: START, date: q.date, time: '10:00', resources: ['mia'] }],
    }));
    await renderInFamily(<BookingHome family="massage" />, '/shop/demo/ticket/all/home');
    expect(await screen.findByRole('heading', { name: 'Book a massage' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: /Relaxation massage/ })).toBeTruthy();
    expect((screen.getByLabelText('Therapist') as HTMLSelectElement).value).toBe('any');
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2030-01-16' } });
    const time = await screen.findByRole('button', { name: '10:00' });
    await waitFor(() =>
      expect(calls.slots).toHaveBeenLastCalledWith(
        expect.objectContaining({ date: '2030-01-16', pluId: 'relax-60', people: 1 }),
      ),
    );
    expect((screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(time);
    expect(time.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText(/Chosen: .* at 10:00 · \$90.00/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
  });

  it("shows the venue's refusal (the people limit) and a failed read with Retry", async () => {
    calls.catalog.mockResolvedValue({ ...CATALOG, family: 'reservation', services: [] });
    calls.slots
      .mockRejectedValueOnce(refusedError('booking.people', {}, 'Please call us.'))
      .mockRejectedValueOnce(new ApiError(404, 'network'));
    await renderInFamily(<BookingHome family="reservation" />, '/shop/demo/ticket/all/home');
    expect(await screen.findByText('Please call us.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('People'), { target: { value: '3' } });
    expect(await screen.findByText('The free times could not be loaded.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it("another family (parking) is not this component's: the not-available notice", async () => {
    await renderInFamily(<BookingHome family="ticket" />, '/shop/demo/ticket/all/home');
    expect(calls.catalog).not.toHaveBeenCalled();
  });
});
