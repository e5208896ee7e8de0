// @vitest-environment jsdom
// Forgot password: mobile, code (checked before the password), new password (6+), then sign in.
import { fireEvent, screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const acc = vi.hoisted(() => ({ sendCode: vi.fn(), verifyCode: vi.fn(), resetPassword: vi.fn() }));
vi.mock('../../src/features/accounts/api', async (orig) => ({
  ...(await orig<typeof import('../../src/features/accounts/api')>()),
  sendCode: acc.sendCode,
  verifyCode: acc.verifyCode,
  resetPassword: acc.resetPassword,
}));

import ForgotPasswordForm from '../../src/components/ForgotPasswordForm/ForgotPasswordForm';
import { accounts } from '../../src/features/accounts';
import { renderInFamily } from './helpers';

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}
beforeEach(() => {
  for (const f of Object.values(acc)) {
    f.mockReset();
    f.mockResolvedValue(undefined);
  }
  accounts.cooldowns = {};
});

describe('ForgotPasswordForm', () => {
  it('sets a new password with the code, refusing one under 6 characters, then goes to sign in', async () => {
    await renderInFamily(
      <Routes>
        <Route path="/shop/demo/forgotpassword" element={<ForgotPasswordForm />} />
        <Route path="*" element={<Where />} />
      </Routes>,
      '/shop/demo/forgotpassword',
    );
    fireEvent.change(screen.getByLabelText('Mobile number'), { target: { value: '0400000002' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    fireEvent.change(await screen.findByLabelText('Verification code'), { target: { value: '9876' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const pw = await screen.findByLabelText('New password');
    expect(acc.verifyCode).toHaveBeenCalledWith('0400000002', '9876');
    fireEvent.change(pw, { target: { value: 'Ab1!x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set the new password' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Password needs at least 6 characters');
    fireEvent.change(pw, { target: { value: 'Kettle-77-Blue' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set the new password' }));
    expect((await screen.findByTestId('where')).textContent).toBe('/shop/demo/login');
    expect(acc.resetPassword).toHaveBeenCalledWith('0400000002', '9876', 'Kettle-77-Blue');
  });
});
