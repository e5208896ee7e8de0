// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const calls = vi.hoisted(() => ({ readVenueTickets: vi.fn() }));
vi.mock('../../src/features/tickets/api', async (orig) => ({
  ...(await orig<typeof import('../../src/features/tickets/api')>()),
  ...calls,
}));

import TicketPools from '../../src/components/TicketPools/TicketPools';
import { PASSES_VENUE, renderTickets } from './ticketFixtures';

beforeEach(() => calls.readVenueTickets.mockReset());

describe('TicketPools', () => {
  it('lists each pass with its price, length and what is left; a sold-out pass has no link', async () => {
    calls.readVenueTickets.mockResolvedValue(PASSES_VENUE());
    await renderTickets(<TicketPools bookTo="daterange/home" />, {
      path: '/company/demo-passes/site',
      kind: 'company',
    });
    const pools = await screen.findAllByTestId('ticket-pool');
    expect(pools).toHaveLength(3);
    expect(within(pools[1]).getByText('$110.00')).toBeTruthy();
    expect(within(pools[1]).getByText('3 days · 12 left')).toBeTruthy();
    expect(within(pools[1]).getByRole('link', { name: 'Choose dates: 3-day pass' }).getAttribute('href')).toBe(
      '/company/demo-passes/daterange/home?pool=ps-3day',
    );
    expect(within(pools[2]).getByText('7 days · Sold out')).toBeTruthy();
    expect(within(pools[2]).queryByRole('link')).toBeNull();
    expect(calls.readVenueTickets).toHaveBeenCalledWith('demo-passes');
  });
  it('loading error offers a retry', async () => {
    calls.readVenueTickets.mockRejectedValueOnce(new Error('x'));
    await renderTickets(<TicketPools />, { path: '/company/demo-passes/site', kind: 'company' });
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
