// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const calls = vi.hoisted(() => ({ readVenueTickets: vi.fn(), quoteParking: vi.fn() }));
vi.mock('../../src/features/tickets/api', async (orig) => ({
  ...(await orig<typeof import('../../src/features/tickets/api')>()),
  ...calls,
}));

import ParkingBooking from '../../src/components/ParkingBooking/ParkingBooking';
import { readDraft } from '../../src/features/tickets';
import { localInput, PARKING_VENUE, renderTickets } from './ticketFixtures';

beforeEach(() => {
  calls.readVenueTickets.mockReset();
  calls.quoteParking.mockReset();
  sessionStorage.clear();
});

describe('ParkingBooking', () => {
  it("shows the tariff, checks spec 5's rules as the customer types, prices with the venue and keeps the choice", async () => {
    calls.readVenueTickets.mockResolvedValue(PARKING_VENUE());
    calls.quoteParking.mockResolvedValue({ ok: true, feeCents: 1300, perTicketCents: 1300, quantity: 1, days: [] });
    await renderTickets(<ParkingBooking />, { path: '/ticket/demo-parking/code/all/home' });
    expect(await screen.findByText('First hour $5.00, then $4.00 an hour, at most $35.00 a day.')).toBeTruthy();
    await waitFor(() =>
      expect((screen.getByRole('radio', { name: 'Casual parking (pre-booked)' }) as HTMLInputElement).checked).toBe(
        true,
      ),
    );
    expect(screen.getByText('Sold out')).toBeTruthy(); // the EV bays
    fireEvent.change(screen.getByLabelText('Entry'), { target: { value: localInput(24) } });
    fireEvent.change(screen.getByLabelText('Exit'), { target: { value: localInput(23) } });
    expect(await screen.findByText('Exit time must be after entry time')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Exit'), { target: { value: localInput(24.25) } });
    expect(await screen.findByText('The minimum stay is 30m')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Entry'), { target: { value: localInput(-2) } });
    expect(await screen.findByText('Entry time can not be in the past')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Entry'), { target: { value: localInput(24) } });
    fireEvent.change(screen.getByLabelText('Exit'), { target: { value: localInput(27) } });
    await waitFor(() => expect(screen.getByTestId('parking-fee').textContent).toBe('$13.00'));
    expect(calls.quoteParking).toHaveBeenLastCalledWith(expect.objectContaining({ quantity: 1 }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/ticket/demo-parking/checkout'));
    const draft = readDraft('demo-parking')!;
    expect(draft).toMatchObject({ poolId: 'pk-standard', kind: 'parking', quantity: 1 });
    expect(draft.exitTime! - draft.entryTime!).toBe(3 * 3_600_000);
  });
  it('says so when the venue sells no parking', async () => {
    calls.readVenueTickets.mockResolvedValue({ ...PARKING_VENUE(), tariff: null });
    await renderTickets(<ParkingBooking />, { path: '/ticket/demo-parking/code/all/home' });
    expect(await screen.findByText('This venue has no parking to book.')).toBeTruthy();
  });
});
