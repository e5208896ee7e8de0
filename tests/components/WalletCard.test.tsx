// @vitest-environment jsdom
// The card dialogs on their own (the wallet's tests open them from the cards): each action's dialog
// is named by its title, in its own texts (the walletcard namespace, loaded with the dialogs).
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const calls = vi.hoisted(() => ({ loadStatement: vi.fn(), renameCard: vi.fn(), loadTopupPromotions: vi.fn() }));
vi.mock('../../src/features/wallet/api', async (orig) => ({
  ...(await orig<typeof import('../../src/features/wallet/api')>()),
  ...calls,
}));

import PassDialog from '../../src/components/WalletCard/PassDialog';
import { COMPONENT_TEXTS } from '../../src/components/registry';
import type { Pass } from '../../src/features/wallet/api';
import { useVenue } from '../features/ordering/fixtures';
import { renderInFamily } from './helpers';

const STORED: Pass = {
  passId: 'stored:M10000001',
  kind: 'stored',
  cardNum: 'M10000001',
  cardNumMasked: 'M100**001',
  shopId: 'demo-cafe',
  venueName: 'Harbour Cafe',
  alias: '',
  typeDescription: 'Member',
  ordCard: '1',
  typeId: 1,
  discountRate: 0,
  balanceCents: 50000,
  pinSet: false,
};

beforeEach(() => {
  for (const f of Object.values(calls)) f.mockReset();
  useVenue('wallet');
});

describe('WalletCard (the card dialogs)', () => {
  it('load with their own texts', () => {
    expect(COMPONENT_TEXTS.WalletCard).toEqual(['wallet', 'walletcard']);
  });
  it('an empty statement says so, under the statement title', async () => {
    calls.loadStatement.mockResolvedValue({ balance: 0, count: 0, lines: [] });
    await renderInFamily(
      <PassDialog
        action="statement"
        pass={STORED}
        pointsCents={0}
        returnTo="/shop/demo/mywallet"
        onClose={() => undefined}
      />,
    );
    expect(await screen.findByRole('dialog', { name: 'Statement' })).toBeTruthy();
    expect(await screen.findByText('No movements yet.')).toBeTruthy();
  });
  it('a card without a PIN offers "Set PIN"; rename refuses a name over 40 characters, then closes when saved', async () => {
    const onClose = vi.fn();
    const { unmount } = await renderInFamily(
      <PassDialog action="pin" pass={STORED} pointsCents={0} returnTo="/" onClose={onClose} />,
    );
    expect(await screen.findByRole('dialog', { name: 'Set PIN' })).toBeTruthy();
    expect(screen.queryByLabelText('Current PIN')).toBeNull();
    unmount();
    calls.renameCard.mockResolvedValue('Cafe');
    await renderInFamily(<PassDialog action="rename" pass={STORED} pointsCents={0} returnTo="/" onClose={onClose} />);
    expect(await screen.findByRole('dialog', { name: 'Rename card' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Card name'), { target: { value: 'x'.repeat(41) } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Use at most 40 characters.')).toBeTruthy();
    expect(calls.renameCard).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Card name'), { target: { value: 'Cafe' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.renameCard).toHaveBeenCalledWith('M10000001', 'Cafe');
  });
});
