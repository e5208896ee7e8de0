// @vitest-environment jsdom
// My QR code: the member card number drawn as a QR in the browser (an SVG named for screen
// readers), or an honest message without a card.
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const acc = vi.hoisted(() => ({ ensureMemberCard: vi.fn() }));
vi.mock('../../src/features/accounts/store', async (orig) => ({
  ...(await orig<typeof import('../../src/features/accounts/store')>()),
  ensureMemberCard: acc.ensureMemberCard,
}));

import MemberQr from '../../src/components/MemberQr/MemberQr';
import { card, emptyCard } from '../../src/state/card';
import { emptyUser, user } from '../../src/state/stores';
import { renderInFamily } from './helpers';

beforeEach(() => {
  acc.ensureMemberCard.mockReset();
  Object.assign(user, emptyUser(), { userId: 't', roles: ['user'] });
  Object.assign(card, emptyCard());
});

describe('MemberQr', () => {
  it('draws the card number as a QR code', async () => {
    acc.ensureMemberCard.mockImplementation(async () => {
      Object.assign(card, { status: 1, cardNum: 'M10000001' });
      return true;
    });
    const { container } = await renderInFamily(<MemberQr />);
    const img = await screen.findByRole('img', { name: 'Member QR code of card M100**001' });
    expect(img.tagName.toLowerCase()).toBe('svg');
    expect(container.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/);
    expect(screen.getByTestId('member-qr-number').textContent).toBe('M10000001');
  });

  it('without a card says so', async () => {
    acc.ensureMemberCard.mockResolvedValue(false);
    await renderInFamily(<MemberQr />);
    expect(await screen.findByText(/There is no member card to show yet/)).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });
});
