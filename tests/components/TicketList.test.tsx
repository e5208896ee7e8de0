// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const calls = vi.hoisted(() => ({
  readMyTickets: vi.fn(),
  refundTickets: vi.fn(),
  quoteExtension: vi.fn(),
  extendStay: vi.fn(),
  closeZeroTransaction: vi.fn(),
}));
vi.mock('../../src/features/tickets/api', async (orig) => ({
  ...(await orig<typeof import('../../src/features/tickets/api')>()),
  ...calls,
}));

import TicketList from '../../src/components/TicketList/TicketList';
import { heldParking, heldPass, renderTickets } from './ticketFixtures';

beforeEach(() => {
  for (const f of Object.values(calls)) f.mockReset();
});

describe('TicketList', () => {
  it("lists the customer's tickets with status, venue time and a QR code per ticket", async () => {
    calls.readMyTickets.mockResolvedValue([
      heldParking(),
      heldParking({
        bookingId: 'tb_9',
        state: 'refunded',
        status: 'refunded',
        codes: [],
        refundedCents: 2600,
        canExtend: false,
        refund: { refundable: false, reason: 'refunded' },
      }),
    ]);
    await renderTickets(<TicketList />, { path: '/ticket/demo-parking/mytickets' });
    const [first, second] = await screen.findAllByTestId('ticket');
    expect(within(first).getByTestId('ticket-state').textContent).toBe('Booked');
    expect(within(first).getByTestId('ticket-entry').textContent).toMatch(/09:00/);
    expect(
      await within(first).findAllByRole('img', { name: /QR code of ticket \d of 2/ }, { timeout: 5000 }),
    ).toHaveLength(2); // the encoder loads with the first usable ticket
    expect(within(first).getByText('PK-AAAAAAAAAA')).toBeTruthy();
    expect(within(second).getByTestId('ticket-state').textContent).toBe('Refunded');
    expect(within(second).queryAllByRole('img')).toHaveLength(0);
    expect(within(second).getByTestId('ticket-refunded').textContent).toBe('$26.00');
    expect(calls.readMyTickets).toHaveBeenCalledWith({ shop: 'demo-parking' });
  });

  it('shows the refund before cancelling, then refunds and opens the cancel result', async () => {
    calls.readMyTickets.mockResolvedValue([heldPass()]);
    calls.refundTickets.mockResolvedValue({ ok: true, refundCents: 8800, feeCents: 2200, method: 'dps' });
    await renderTickets(<TicketList />, { path: '/company/demo-passes/mytickets', kind: 'company' });
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel and refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel these tickets?' }, { timeout: 5000 }); // its chunk loads on the press
    expect(within(dialog).getByTestId('refund-amount').textContent).toBe('$88.00');
    expect(within(dialog).getByText('$22.00')).toBeTruthy(); // the late fee
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel and refund $88.00' }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(
        '/company/demo-passes/booking/cancel/success?booking=tb_2',
      ),
    );
    expect(calls.refundTickets).toHaveBeenCalledWith({ bookingId: 'tb_2' });
  });

  it('a free extension is closed as a zero-amount transaction', async () => {
    calls.readMyTickets.mockResolvedValue([heldParking()]);
    calls.quoteExtension.mockResolvedValue({ ok: true, feeCents: 0, perTicketCents: 0, quantity: 2 });
    calls.extendStay.mockResolvedValue({
      ok: true,
      topupId: 'tt_1',
      transactionId: 'txn_z',
      amountCents: 0,
      exitTime: 0,
      zero: true,
      payUrl: null,
    });
    calls.closeZeroTransaction.mockResolvedValue({ ok: true, paid: true });
    await renderTickets(<TicketList />, { path: '/ticket/demo-parking/mytickets' });
    fireEvent.click(await screen.findByRole('button', { name: 'Extend stay' }));
    const dialog = await screen.findByRole('dialog', { name: 'Extend your stay' }, { timeout: 5000 }); // its chunk loads on the press
    expect(await within(dialog).findByText('No extra cost (the daily maximum is already reached).')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Extend' }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(
        '/ticket/demo-parking/booking/topup/success?booking=tb_1',
      ),
    );
    expect(calls.closeZeroTransaction).toHaveBeenCalledWith(expect.objectContaining({ transactionId: 'txn_z' }));
  });

  it('an extension into a day with no bay left says so, not "choose fewer tickets" (issue 27)', async () => {
    calls.readMyTickets.mockResolvedValue([heldParking()]);
    calls.quoteExtension.mockResolvedValue({ ok: true, feeCents: 800, perTicketCents: 400, quantity: 2 });
    calls.extendStay.mockResolvedValue({ ok: false, code: 'ticket.sold-out', remaining: 1, message: 'Only 1 left' });
    await renderTickets(<TicketList />, { path: '/ticket/demo-parking/mytickets' });
    fireEvent.click(await screen.findByRole('button', { name: 'Extend stay' }));
    const dialog = await screen.findByRole('dialog', { name: 'Extend your stay' }, { timeout: 5000 });
    expect((await within(dialog).findAllByText(/\$8\.00/)).length).toBeGreaterThan(0); // the quote first: Extend waits for it
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pay $8.00 and extend' }));
    expect(
      await within(dialog).findByText(
        'The car park is full on a day this extension would add. Choose an earlier exit time.',
      ),
    ).toBeTruthy();
  });

  it('empty and error states; every venue without actions on the general route', async () => {
    calls.readMyTickets.mockResolvedValueOnce([]);
    const { unmount } = await renderTickets(<TicketList />, { path: '/ticket/demo-parking/mytickets' });
    expect(await screen.findByText('You have no tickets yet.')).toBeTruthy();
    unmount();
    calls.readMyTickets.mockRejectedValueOnce(new Error('x'));
    const second = await renderTickets(<TicketList />, { path: '/ticket/demo-parking/mytickets' });
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
    second.unmount();
    calls.readMyTickets.mockResolvedValue([heldParking()]);
    await renderTickets(<TicketList allVenues actions={false} />, { path: '/ticket/demo-parking/mytickets' });
    expect(await screen.findByText('City Parking')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Extend stay' })).toBeNull();
    expect(calls.readMyTickets).toHaveBeenLastCalledWith({});
  });
});
