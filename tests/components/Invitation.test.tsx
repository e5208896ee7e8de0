// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const api = vi.hoisted(() => ({ readInvitation: vi.fn(), acceptInvitation: vi.fn(), readMyInvitation: vi.fn() }));
vi.mock('../../src/features/coupons/api', async (orig) => ({
  ...(await orig<typeof import('../../src/features/coupons/api')>()),
  ...api,
}));

import Invitation from '../../src/components/Invitation/Invitation';
import { app, user } from '../../src/state/stores';
import { renderInFamily } from './helpers';

beforeEach(() => {
  Object.values(api).forEach((f) => f.mockReset());
  app.shop = 'demo';
  user.token = 'tok';
  app.lang = 'en-gb';
});

describe('Invitation', () => {
  it('an expired invitation says when it expired and offers no Accept', async () => {
    api.readInvitation.mockResolvedValue({
      code: 'OLDFRIEND',
      kind: 'merchant',
      inviter: 'Alice',
      expiresAt: Date.UTC(2026, 0, 14),
      expired: true,
      own: false,
      accepted: false,
    });
    await renderInFamily(<Invitation kind="merchant" code="OLDFRIEND" />);
    expect((await screen.findByTestId('invite-expired')).textContent).toBe(
      'This invitation expired on 14 Jan 2026. Ask for a new invitation link.',
    );
    expect(screen.queryByRole('button', { name: 'Accept the invitation' })).toBeNull();
  });

  it("the accepted screen shows one's own link and who joined", async () => {
    api.readMyInvitation.mockResolvedValue({
      invitationCode: 'ALICE2026',
      path: 'member/ALICE2026/invitation',
      joined: [{ code: 'ALICE2026', kind: 'member', firstName: 'Bob', acceptedAt: Date.UTC(2026, 0, 15) }],
    });
    await renderInFamily(<Invitation variant="accepted" />, '/shop/demo/invitation/accepted?inviter=Alice');
    expect((await screen.findByTestId('invitation-accepted')).textContent).toBe('Invitation accepted');
    expect(await screen.findByText('Bob, 15 Jan 2026')).toBeTruthy();
    expect(screen.getByTestId('my-invitation-code').textContent).toBe('ALICE2026');
  });
});
