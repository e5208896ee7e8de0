// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const calls = vi.hoisted(() => ({ readMyTickets: vi.fn() }));
vi.mock('../../src/features/tickets/api', async (orig) => ({
  ...(await orig<typeof import('../../src/features/tickets/api')>()),
  ...calls,
}));

import TicketResult from '../../src/components/TicketResult/TicketResult';
import { heldParking, heldPass, renderTickets } from './ticketFixtures';

beforeEach(() => calls.readMyTickets.mockReset());

describe('TicketResult', () => {
  it('booked: the booking with a QR code per ticket', async () => {
    calls.readMyTickets.mockResolvedValue([heldPass()]);
    await renderTickets(<TicketResult variant="booked" />, {
      path: '/company/demo-passes/booking/success?booking=tb_2',
      kind: 'company',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Booking confirmed' })).toBeTruthy();
    expect(
      await screen.findByRole('img', { name: /QR code of ticket 1 of 1, 3-day pass/ }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(calls.readMyTickets).toHaveBeenCalledWith({ bookingId: 'tb_2' });
  });
  it('cancelled: the refund and where it goes, in Chinese too', async () => {
    calls.readMyTickets.mockResolvedValue([
      heldParking({ state: 'refunded', status: 'refunded', refundedCents: 2600, codes: [] }),
    ]);
    const { unmount } = await renderTickets(<TicketResult variant="cancelled" />, {
      path: '/ticket/demo-parking/booking/cancel/success?booking=tb_1',
    });
    expect((await screen.findByTestId('refund-done')).textContent).toBe(
      '$26.00 is on its way back to your Credit card.',
    );
    unmount();
    await renderTickets(<TicketResult variant="cancelled" />, {
      path: '/ticket/demo-parking/booking/cancel/success?booking=tb_1',
      lang: 'zh-hans',
    });
    expect((await screen.findByTestId('refund-done')).textContent).toBe('$26.00将退回您的信用卡。');
    expect(screen.getByRole('heading', { level: 1, name: '预订已取消' })).toBeTruthy();
  });
  it('topup: an extension refunded because its new day filled up says so, in Chinese too (issue 27)', async () => {
    calls.readMyTickets.mockResolvedValue([
      heldParking({ lastTopup: { status: 'refunded', amountCents: 800, exitTime: 0 } }),
    ]);
    const path = '/ticket/demo-parking/booking/topup/success?booking=tb_1';
    const { unmount } = await renderTickets(<TicketResult variant="topup" />, { path });
    expect(await screen.findByRole('heading', { level: 1, name: 'Stay not extended' })).toBeTruthy();
    expect(screen.getByTestId('topup-refunded').textContent).toBe(
      'The car park filled up on a day of your extension before your payment arrived, so your stay was not extended and $8.00 has been refunded.',
    );
    unmount();
    await renderTickets(<TicketResult variant="topup" />, { path, lang: 'zh-hans' });
    expect(await screen.findByRole('heading', { level: 1, name: '停车未延长' })).toBeTruthy();
    expect(screen.getByTestId('topup-refunded').textContent).toBe(
      '您的付款到达前，延时所含的某一天停车场已满，因此停车未延长，$8.00已退还。',
    );
  });
  it('topup: a made extension keeps its title', async () => {
    calls.readMyTickets.mockResolvedValue([
      heldParking({ lastTopup: { status: 'paid', amountCents: 800, exitTime: 0 } }),
    ]);
    await renderTickets(<TicketResult variant="topup" />, {
      path: '/ticket/demo-parking/booking/topup/success?booking=tb_1',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Stay extended' })).toBeTruthy();
    expect(screen.queryByTestId('topup-refunded')).toBeNull();
  });
  it('a missing booking says so', async () => {
    calls.readMyTickets.mockResolvedValue([]);
    await renderTickets(<TicketResult variant="topup" />, {
      path: '/ticket/demo-parking/booking/topup/success?booking=tb_404',
    });
    expect(await screen.findByText('We could not find this booking.')).toBeTruthy();
  });
});
