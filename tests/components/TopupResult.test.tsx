// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const calls = vi.hoisted(() => ({ loadTopup: vi.fn(), loadPasses: vi.fn() }));
vi.mock('../../src/features/wallet/api', async (orig) => ({
  ...(await orig<typeof import('../../src/features/wallet/api')>()),
  ...calls,
}));

import TopupResult from '../../src/components/TopupResult/TopupResult';
import { ApiError, refusedError } from '../../src/api/errors';
import { savePendingTopup } from '../../src/features/wallet/store';
import { useVenue } from '../features/ordering/fixtures';
import { renderInFamily } from './helpers';

beforeEach(() => {
  calls.loadTopup.mockReset();
  calls.loadPasses.mockReset();
  sessionStorage.clear();
  useVenue('topup');
  calls.loadPasses.mockResolvedValue([
    {
      passId: 'stored:M1',
      kind: 'stored',
      cardNum: 'M1',
      cardNumMasked: 'M1',
      shopId: 'demo-cafe',
      venueName: 'Harbour Cafe',
      alias: '',
      typeDescription: 'Member',
      balanceCents: 52000,
    },
  ]);
});

describe('TopupResult', () => {
  it("a paid top-up: the amount, the card's new balance and the way back to the wallet it came from", async () => {
    savePendingTopup({ transactionId: 'txn_1', cardNum: 'M1', returnTo: '/shop/demo-cafe/mywallet' });
    calls.loadTopup.mockResolvedValue({
      transactionId: 'txn_1',
      paid: true,
      payStatus: 'paid',
      amountCents: 2000,
      chargedCents: 2030,
      venueName: 'Harbour Cafe',
      isTopup: true,
    });
    await renderInFamily(<TopupResult txn="txn_1" result="approved" />);
    expect(await screen.findByText('Your card was topped up with $20.00.')).toBeTruthy();
    expect((await screen.findByTestId('topup-balance')).textContent).toBe('$520.00');
    expect(screen.getByRole('link', { name: 'Back to my wallet' }).getAttribute('href')).toBe(
      '/shop/demo-cafe/mywallet',
    );
  });
  it('declined and cancelled say nothing was added; an unknown top-up says so', async () => {
    calls.loadTopup.mockResolvedValue({
      transactionId: 'txn_2',
      paid: false,
      payStatus: 'failed',
      amountCents: 2000,
      chargedCents: 2030,
      venueName: 'Harbour Cafe',
      isTopup: true,
    });
    const r = await renderInFamily(<TopupResult txn="txn_2" result="declined" />);
    expect(await screen.findByText('The payment was declined. Nothing was added to your card.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to my wallet' }).getAttribute('href')).toBe('/common/commonWallet');
    r.unmount();
    // The bill call's refusal of an unknown order (server/routes/payonly.ts).
    calls.loadTopup.mockRejectedValue(refusedError('order.notFound', {}, 'No such order.'));
    await renderInFamily(<TopupResult txn="txn_3" result="approved" />);
    expect(await screen.findByText('This top-up could not be found.')).toBeTruthy();
  });
  it('a failed check (no answer, a server fault) is not "not found": it says so and checks again on Retry', async () => {
    calls.loadTopup.mockRejectedValueOnce(new ApiError(500, 'http', 'The server failed to answer; please try again.'));
    await renderInFamily(<TopupResult txn="txn_4" result="approved" />);
    expect(await screen.findByText('Your top-up could not be checked just now. Please try again.')).toBeTruthy();
    expect(screen.queryByText(/server failed/)).toBeNull();
    calls.loadTopup.mockResolvedValue({
      transactionId: 'txn_4',
      paid: true,
      payStatus: 'paid',
      amountCents: 2000,
      chargedCents: 2030,
      venueName: 'Harbour Cafe',
      isTopup: true,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Your card was topped up with $20.00.')).toBeTruthy();
  });
});
