// @vitest-environment jsdom
// Kiosk staff login: empty fields are refused, a refused sign-in shows the message, a signed-in
// member of staff gets the staff menu whose buttons send the flow events REPORTS, EXIT and BACK.
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const auth = vi.hoisted(() => ({ login: vi.fn(), logout: vi.fn() }));
vi.mock('../../src/state/auth', async (orig) => ({
  ...(await orig<typeof import('../../src/state/auth')>()),
  login: auth.login,
  logout: auth.logout,
}));

import KioskStaffLogin from '../../src/components/KioskStaffLogin/KioskStaffLogin';
import { user } from '../../src/state/stores';
import { renderInFamily } from './helpers';
import { listenFlow, opsTexts } from './kioskOpsHelpers';

beforeEach(async () => {
  auth.login.mockReset();
  auth.logout.mockReset();
  await opsTexts();
});
afterEach(() => {
  user.token = '';
  user.name = '';
});

const fill = (u: string, p: string) => {
  fireEvent.change(screen.getByLabelText('User name, mobile or e-mail'), { target: { value: u } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: p } });
};

describe('KioskStaffLogin', () => {
  it('refuses empty fields and shows a refused sign-in', async () => {
    auth.login.mockResolvedValue({ ok: false, type: 0, message: 'api.userPassNotMatch' });
    await renderInFamily(<KioskStaffLogin />, '/self/demo/kiosk-login');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findAllByText('Enter your user name and password.')).length).toBeGreaterThan(0);
    expect(auth.login).not.toHaveBeenCalled();
    fill('admin@example.com', 'bad');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(auth.login).toHaveBeenCalledWith({ userName: 'admin@example.com', password: 'bad' }, { quiet: true });
  });

  it('signed in: the staff menu sends REPORTS, EXIT and BACK', async () => {
    auth.login.mockImplementation(async () => {
      user.token = 't';
      user.name = 'Venue';
      return { ok: true };
    });
    const flow = listenFlow();
    try {
      await renderInFamily(<KioskStaffLogin />, '/self/demo/kiosk-login');
      fill('admin@example.com', 'Admin1234!');
      fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
      expect(await screen.findByRole('heading', { name: 'Staff menu' })).toBeTruthy();
      expect(screen.getByText('Signed in as Venue')).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Site' })).toBeNull();
      for (const name of ['Reports', 'Exit system', 'Back to the kiosk'])
        fireEvent.click(screen.getByRole('button', { name }));
      expect(flow.events).toEqual(['REPORTS', 'EXIT', 'BACK']);
    } finally {
      flow.stop();
    }
  });
});
