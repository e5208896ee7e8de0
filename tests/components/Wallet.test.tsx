// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const calls = vi.hoisted(() => ({
  loadPasses: vi.fn(),
  loadStatement: vi.fn(),
  changePin: vi.fn(),
  removeCard: vi.fn(),
  renameCard: vi.fn(),
  startTopup: vi.fn(),
  loadTopupPromotions: vi.fn(),
  joinMembership: vi.fn(),
}));
vi.mock('../../src/components/HeldTickets/HeldTickets', () => ({
  default: ({ kind, collect }: { kind: string; collect?: boolean }) => (
    <p>{`held ${kind}${collect ? ' collect' : ''}`}</p>
  ),
}));
vi.mock('../../src/components/TicketList/TicketList', () => ({
  default: ({ allVenues, actions }: { allVenues?: boolean; actions?: boolean }) => (
    <p>{`tickets of ${allVenues ? 'every venue' : 'this venue'}, ${actions ? 'with actions' : 'no actions'}`}</p>
  ),
}));
vi.mock('../../src/features/wallet/api', async (orig) => ({
  ...(await orig<typeof import('../../src/features/wallet/api')>()),
  ...calls,
}));

import Wallet from '../../src/components/Wallet/Wallet';
import { ApiError, refusedError } from '../../src/api/errors';
import type { Pass } from '../../src/features/wallet/api';
import { useVenue } from '../features/ordering/fixtures';
import { renderInFamily } from './helpers';

/** The card dialogs are a lazy chunk (WalletCard): its first load may take a while on a busy machine. */
const LAZY = { timeout: 10_000 };

const base = {
  cardNum: 'M10000001',
  cardNumMasked: 'M100**001',
  shopId: 'demo-cafe',
  venueName: 'Harbour Cafe',
  alias: '',
  typeDescription: 'Member',
  ordCard: '1',
  typeId: 1,
  discountRate: 0,
};
const PASSES: Pass[] = [
  { ...base, passId: 'loyalty:M10000001', kind: 'loyalty', pointsCents: 125050 },
  { ...base, passId: 'stored:M10000001', kind: 'stored', balanceCents: 50000, pinSet: true, pinLockedUntil: 0 },
];

beforeEach(() => {
  for (const f of Object.values(calls)) f.mockReset();
  calls.loadPasses.mockResolvedValue(PASSES);
  calls.loadTopupPromotions.mockResolvedValue({
    tiers: [{ minCents: 5000, bonusCents: 500 }],
    minCents: 500,
    maxCents: 100000,
  });
  useVenue('wallet');
});

describe('Wallet', () => {
  it('has one tab per kind; loyalty shows points to 2 decimals and the card number masked (first 4, last 3)', async () => {
    await renderInFamily(<Wallet />);
    const tabs = screen.getAllByRole('tab').map((t) => t.textContent);
    expect(tabs).toEqual(['Loyalty', 'Stored value', 'Coupons', 'Vouchers', 'Gift cards', 'Tickets']);
    expect(await screen.findByText('1,250.50 pts')).toBeTruthy();
    expect(screen.getByTestId('pass-number').textContent).toBe('M100**001');
  });
  it("the stored-value tab shows the balance; coupons, vouchers, gift cards and tickets show their capabilities' lists", async () => {
    await renderInFamily(<Wallet tab="stored" />);
    expect(await screen.findByText('$500.00')).toBeTruthy();
    for (const [tab, text] of [
      ['Coupons', 'held coupon collect'],
      ['Vouchers', 'held voucher collect'],
      ['Gift cards', 'held giftcard collect'],
      ['Tickets', 'tickets of every venue, no actions'],
    ]) {
      fireEvent.mouseDown(screen.getByRole('tab', { name: tab }));
      expect(await screen.findByText(text)).toBeTruthy();
    }
  });
  it('opens the statement of a card: date, venue, order and signed amount of each movement', async () => {
    calls.loadStatement.mockResolvedValue({
      count: 2,
      balance: 49200,
      lines: [
        {
          id: 2,
          kind: 'pay',
          date: Date.UTC(2026, 0, 15, 2),
          amount: -800,
          balanceAfter: 49200,
          orderNo: 'A007',
          venueName: 'Harbour Cafe',
        },
        {
          id: 1,
          kind: 'opening',
          date: Date.UTC(2026, 0, 14, 2),
          amount: 50000,
          balanceAfter: 50000,
          orderNo: null,
          venueName: 'Harbour Cafe',
        },
      ],
    });
    await renderInFamily(<Wallet tab="stored" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Statement' }));
    const dialog = await screen.findByRole('dialog', { name: 'Statement' }, LAZY);
    const lines = await within(dialog).findAllByTestId('statement-line');
    expect(lines[0].textContent).toContain('Paid for an order');
    expect(lines[0].textContent).toContain('−$8.00');
    expect(lines[0].textContent).toContain('Order A007');
    expect(lines[1].textContent).toContain('+$500.00');
    expect(calls.loadStatement).toHaveBeenCalledWith('M10000001', 'value', 1, 20);
  });
  it('top-up: checks the amount, shows the promotion bonus and goes to the payment page', async () => {
    const assign = vi.fn();
    Object.defineProperty(window, 'location', { value: { ...window.location, assign }, writable: true });
    calls.startTopup.mockResolvedValue({
      transactionId: 'txn_1',
      payUrl: '/sandbox/pay/txn_1',
      amountCents: 5000,
      bonusCents: 500,
      chargeCents: 5000,
    });
    await renderInFamily(<Wallet tab="stored" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Top up' }));
    const amount = await screen.findByLabelText('Amount (dollars)', {}, LAZY);
    fireEvent.change(amount, { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: /^Top up \$/ }));
    expect(await screen.findByText('The smallest top-up is $5.00.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '$50.00' }));
    expect(await screen.findByText('Bonus: $5.00 added with this top-up.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Top up $50.00' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/sandbox/pay/txn_1'));
    expect(calls.startTopup).toHaveBeenCalledWith(
      expect.objectContaining({ cardNum: 'M10000001', amountCents: 5000, payment: 'dps' }),
    );
    expect(JSON.parse(sessionStorage.getItem('walletTopup') ?? '{}').data).toMatchObject({
      transactionId: 'txn_1',
      returnTo: '/shop/demo/home',
    });
  });
  it('change PIN: the two new PINs must match; a wrong current PIN says how many tries are left', async () => {
    calls.changePin.mockRejectedValueOnce(
      refusedError('svc.wrong-pin', {}, 'Wrong PIN. 4 tries left before the card is locked for 15 minutes.'),
    );
    await renderInFamily(<Wallet tab="stored" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Change PIN' }));
    fireEvent.change(await screen.findByLabelText('Current PIN', {}, LAZY), { target: { value: '111111' } });
    fireEvent.change(screen.getByLabelText('New PIN'), { target: { value: '222222' } });
    fireEvent.change(screen.getByLabelText('New PIN again'), { target: { value: '333333' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save PIN' }));
    expect(await screen.findByText('The two new PINs are not the same.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('New PIN again'), { target: { value: '222222' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save PIN' }));
    expect(await screen.findByText('Wrong PIN. Tries left before the card is locked: 4')).toBeTruthy();
    calls.changePin.mockResolvedValueOnce(undefined);
    fireEvent.change(screen.getByLabelText('Current PIN'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save PIN' }));
    expect(await screen.findByText('Your PIN was saved.')).toBeTruthy();
    expect(calls.changePin).toHaveBeenLastCalledWith('M10000001', '222222', '123456');
  });
  it('remove: says what is forfeited; a refusal (value left) is shown', async () => {
    calls.removeCard.mockRejectedValueOnce(
      refusedError('card.has-value', {}, 'This card still holds $500.00. Spend it before removing the card.'),
    );
    await renderInFamily(<Wallet tab="loyalty" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Its 1,250.50 points will be lost.', {}, LAZY)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove card' }));
    expect((await screen.findByRole('alert')).textContent).toContain('still holds $500.00');
  });
  it('rename: saves the new name and reads the cards again', async () => {
    calls.renameCard.mockResolvedValue('Cafe');
    await renderInFamily(<Wallet tab="loyalty" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Rename' }));
    fireEvent.change(await screen.findByLabelText('Card name', {}, LAZY), { target: { value: 'Cafe' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.renameCard).toHaveBeenCalledWith('M10000001', 'Cafe'));
    await waitFor(() => expect(calls.loadPasses.mock.calls.length).toBeGreaterThan(1));
  });
  it('loading, empty and error states', async () => {
    calls.loadPasses.mockReset();
    calls.loadPasses.mockResolvedValueOnce([]);
    const r = await renderInFamily(<Wallet />);
    expect(await screen.findByText('No loyalty cards yet')).toBeTruthy();
    r.unmount();
    calls.loadPasses.mockRejectedValueOnce(new ApiError(404, 'network'));
    await renderInFamily(<Wallet />);
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it("offers to join the venue's membership when the customer has no card there; the new card then shows", async () => {
    useVenue('demo-ktv', { membership: 1, enableMember: 1 });
    calls.loadPasses.mockResolvedValueOnce(PASSES).mockResolvedValue([
      ...PASSES,
      {
        ...PASSES[1],
        passId: 'stored:M20000009',
        cardNum: 'M20000009',
        cardNumMasked: 'M200**009',
        shopId: 'demo-ktv',
        balanceCents: 0,
        pinSet: false,
      },
    ]);
    calls.joinMembership.mockResolvedValue('M20000009');
    await renderInFamily(<Wallet />);
    const join = await screen.findByRole('button', { name: /Join .* membership/ });
    fireEvent.click(join);
    await waitFor(() => expect(calls.joinMembership).toHaveBeenCalledWith('demo-ktv'));
    await waitFor(() => expect(screen.queryByTestId('join-membership')).toBeNull());
  });

  it('offers no join where the customer has a card, or the venue has no membership', async () => {
    useVenue('demo-cafe', { membership: 1, enableMember: 1 });
    await renderInFamily(<Wallet />);
    expect(await screen.findByText('1,250.50 pts')).toBeTruthy();
    expect(screen.queryByTestId('join-membership')).toBeNull();
  });
});
