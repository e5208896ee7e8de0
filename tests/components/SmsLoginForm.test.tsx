// @vitest-environment jsdom
// Sign in by SMS: the mobile, then the code; spec 4's outcomes shown inline; success goes home.
import { fireEvent, screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const acc = vi.hoisted(() => ({ sendCode: vi.fn(), smsLogin: vi.fn(), afterSignIn: vi.fn() }));
vi.mock('../../src/features/accounts/api', async (orig) => ({
  ...(await orig<typeof import('../../src/features/accounts/api')>()),
  sendCode: acc.sendCode,
  smsLogin: acc.smsLogin,
}));
vi.mock('../../src/features/accounts/store', async (orig) => ({
  ...(await orig<typeof import('../../src/features/accounts/store')>()),
  afterSignIn: acc.afterSignIn,
}));

import SmsLoginForm from '../../src/components/SmsLoginForm/SmsLoginForm';
import { accounts } from '../../src/features/accounts';
import { renderInFamily } from './helpers';

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}
beforeEach(() => {
  for (const f of Object.values(acc)) f.mockReset();
  acc.sendCode.mockResolvedValue(undefined);
  acc.afterSignIn.mockResolvedValue(undefined);
  accounts.cooldowns = {};
});

describe('SmsLoginForm', () => {
  it('sends the code, shows no-account and connection failures, then signs in and goes home', async () => {
    await renderInFamily(
      <Routes>
        <Route path="/shop/demo/login" element={<SmsLoginForm />} />
        <Route path="*" element={<Where />} />
      </Routes>,
      '/shop/demo/login',
    );
    fireEvent.change(screen.getByLabelText('Mobile number'), { target: { value: '0400000001' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    const code = await screen.findByLabelText('Verification code');
    expect(acc.sendCode).toHaveBeenCalledWith('0400000001');
    acc.smsLogin.mockResolvedValueOnce({ ok: false, type: 2, message: 'api.noAccount' });
    fireEvent.change(code, { target: { value: '1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toBe('No account found');
    acc.smsLogin.mockResolvedValueOnce({ ok: false, type: 1, message: 'api.connectionFailed' });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Connecion Failed');
    acc.smsLogin.mockResolvedValueOnce({ ok: true });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByTestId('where')).textContent).toBe('/shop/demo/home');
    expect(acc.smsLogin).toHaveBeenLastCalledWith('0400000001', '1234');
    expect(acc.afterSignIn).toHaveBeenCalledOnce();
  });

  it('"Change the number" goes back to the mobile', async () => {
    await renderInFamily(<SmsLoginForm />, '/shop/demo/login');
    fireEvent.change(screen.getByLabelText('Mobile number'), { target: { value: '0400000001' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Change the number' }));
    expect(await screen.findByLabelText('Mobile number')).toBeTruthy();
  });
});
