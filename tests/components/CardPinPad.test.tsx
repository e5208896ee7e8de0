// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const calls = vi.hoisted(() => ({ loadPasses: vi.fn(), changePin: vi.fn() }));
vi.mock('../../src/features/wallet/api', async (orig) => ({
  ...(await orig<typeof import('../../src/features/wallet/api')>()),
  ...calls,
}));

import CardPinPad from '../../src/components/CardPinPad/CardPinPad';
import { useVenue } from '../features/ordering/fixtures';
import { renderInFamily } from './helpers';

beforeEach(() => {
  calls.loadPasses.mockReset();
  calls.changePin.mockReset();
  useVenue('pinpad');
});

describe('CardPinPad', () => {
  it('sets the first PIN of a stored-value card (no current PIN asked)', async () => {
    calls.loadPasses.mockResolvedValue([
      {
        passId: 'stored:M1',
        kind: 'stored',
        cardNum: 'M1',
        cardNumMasked: 'M1',
        shopId: 's',
        venueName: 'Harbour Cafe',
        alias: '',
        typeDescription: 'Member',
        balanceCents: 0,
        pinSet: false,
      },
    ]);
    calls.changePin.mockResolvedValue(undefined);
    await renderInFamily(<CardPinPad />);
    fireEvent.click(await screen.findByRole('button', { name: 'Set PIN' }));
    expect(screen.queryByLabelText('Current PIN')).toBeNull();
    fireEvent.change(screen.getByLabelText('New PIN'), { target: { value: '246810' } });
    fireEvent.change(screen.getByLabelText('New PIN again'), { target: { value: '246810' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save PIN' }));
    expect(await screen.findByText('Your PIN was saved.')).toBeTruthy();
    expect(calls.changePin).toHaveBeenCalledWith('M1', '246810', undefined);
  });
  it('no stored-value card: an honest empty state', async () => {
    calls.loadPasses.mockResolvedValue([]);
    await renderInFamily(<CardPinPad />);
    expect(await screen.findByText('No stored-value cards yet')).toBeTruthy();
  });
});
