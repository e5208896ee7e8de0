// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const calls = vi.hoisted(() => ({ readVenueTickets: vi.fn() }));
vi.mock('../../src/features/tickets/api', async (orig) => ({
  ...(await orig<typeof import('../../src/features/tickets/api')>()),
  ...calls,
}));

import PassBooking from '../../src/components/PassBooking/PassBooking';
import { readDraft } from '../../src/features/tickets';
import { dayFromToday, PASSES_VENUE, renderTickets } from './ticketFixtures';

beforeEach(() => {
  calls.readVenueTickets.mockReset();
  sessionStorage.clear();
});

describe('PassBooking', () => {
  it('takes the pass from ?pool=, checks the range before selling, shows the last day and the total, and keeps the choice', async () => {
    calls.readVenueTickets.mockResolvedValue(PASSES_VENUE());
    await renderTickets(<PassBooking />, { path: '/company/demo-passes/daterange/home?pool=ps-3day', kind: 'company' });
    await waitFor(() =>
      expect((screen.getByRole('radio', { name: '3-day pass' }) as HTMLInputElement).checked).toBe(true),
    );
    fireEvent.change(screen.getByLabelText('First day'), { target: { value: dayFromToday(-1) } });
    expect(await screen.findByText('The start date can not be in the past')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('First day'), { target: { value: '2030-12-30' } });
    expect(await screen.findByText(/Dates can be chosen at most 180 days ahead/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('First day'), { target: { value: dayFromToday(3) } });
    fireEvent.change(screen.getByLabelText('Tickets'), { target: { value: '2' } });
    await waitFor(() => expect(screen.getByTestId('pass-total').textContent).toBe('$220.00'));
    expect(screen.getByText(/^Last day: /)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/company/demo-passes/checkout'));
    expect(readDraft('demo-passes')).toMatchObject({
      poolId: 'ps-3day',
      kind: 'daterange',
      quantity: 2,
      startDate: dayFromToday(3),
    });
  });
  it('refuses 0 tickets', async () => {
    calls.readVenueTickets.mockResolvedValue(PASSES_VENUE());
    await renderTickets(<PassBooking />, { path: '/company/demo-passes/home', kind: 'company' });
    await waitFor(() =>
      expect((screen.getByRole('radio', { name: 'Day pass' }) as HTMLInputElement).checked).toBe(true),
    );
    fireEvent.change(screen.getByLabelText('Tickets'), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Number of tickets must be more than zero')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/company/demo-passes/home');
  });
});
