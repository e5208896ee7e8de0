// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const calls = vi.hoisted(() => ({ readVenueTickets: vi.fn(), quoteParking: vi.fn(), bookTickets: vi.fn() }));
vi.mock('../../src/features/tickets/api', async (orig) => ({
  ...(await orig<typeof import('../../src/features/tickets/api')>()),
  ...calls,
}));

import TicketCheckout from '../../src/components/TicketCheckout/TicketCheckout';
import { readDraft, saveDraft } from '../../src/features/tickets';
import { PASSES_VENUE, renderTickets } from './ticketFixtures';

beforeEach(() => {
  for (const f of Object.values(calls)) f.mockReset();
  sessionStorage.clear();
});

describe('TicketCheckout', () => {
  it('nothing chosen: says so, with a way back', async () => {
    await renderTickets(<TicketCheckout />, { path: '/company/demo-passes/checkout', kind: 'company' });
    expect(await screen.findByText('You have not chosen any tickets yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Choose tickets' }).getAttribute('href')).toBe('/company/demo-passes/home');
  });
  it("books with the attempt's key; a sold-out answer shows in the form, the choice is kept", async () => {
    const draft = saveDraft('demo-passes', {
      poolId: 'ps-3day',
      kind: 'daterange',
      quantity: 2,
      startDate: '2030-03-02',
    });
    calls.readVenueTickets.mockResolvedValue(PASSES_VENUE());
    calls.bookTickets.mockResolvedValue({
      ok: false,
      code: 'ticket.sold-out',
      message: 'Sold out: these tickets were just taken.',
      remaining: 1,
    });
    await renderTickets(<TicketCheckout />, { path: '/company/demo-passes/checkout', kind: 'company' });
    await waitFor(() => expect(screen.getByTestId('checkout-total').textContent).toBe('$220.00'));
    await waitFor(() =>
      expect((screen.getByRole('radio', { name: 'Credit card' }) as HTMLInputElement).checked).toBe(true),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Pay $220.00' }));
    expect(await screen.findByText('Please accept the terms and conditions')).toBeTruthy();
    expect(calls.bookTickets).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('checkbox', { name: /I accept/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Pay $220.00' }));
    expect(await screen.findByText('Only 1 left; please choose fewer tickets.')).toBeTruthy();
    expect(calls.bookTickets).toHaveBeenCalledWith({
      idempotencyKey: draft.key,
      poolId: 'ps-3day',
      quantity: 2,
      payment: 'dps',
      expectedTotalCents: 22000,
      startDate: '2030-03-02',
    });
    expect(readDraft('demo-passes')?.key).toBe(draft.key);
  });
  it('a free booking goes straight to its success screen', async () => {
    saveDraft('demo-passes', { poolId: 'ps-day', kind: 'daterange', quantity: 1, startDate: '2030-03-02' });
    const venue = PASSES_VENUE();
    venue.pools[0].priceCents = 0;
    calls.readVenueTickets.mockResolvedValue(venue);
    calls.bookTickets.mockResolvedValue({
      ok: true,
      bookingId: 'tb_free',
      transactionId: 'txn_f',
      totalCents: 0,
      status: 'paid',
      paid: true,
      payUrl: null,
      codes: ['PS-X'],
    });
    await renderTickets(<TicketCheckout />, { path: '/company/demo-passes/checkout', kind: 'company' });
    fireEvent.click(await screen.findByRole('checkbox', { name: /I accept/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Book' }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/company/demo-passes/booking/success?booking=tb_free'),
    );
  });
});
