// @vitest-environment jsdom
// Sign-up's four steps: mobile (an existing account is sent to sign in), code (countdown and
// resend), terms (required), password (strength meter per spec 5; the weak warning lets the user
// go on); the registration signs in and goes home.
import { act, fireEvent, screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const acc = vi.hoisted(() => ({
  sendCode: vi.fn(),
  isRegistered: vi.fn(),
  verifyCode: vi.fn(),
  registerAccount: vi.fn(),
  afterSignIn: vi.fn(),
}));
vi.mock('../../src/features/accounts/api', async (orig) => ({
  ...(await orig<typeof import('../../src/features/accounts/api')>()),
  sendCode: acc.sendCode,
  isRegistered: acc.isRegistered,
  verifyCode: acc.verifyCode,
  registerAccount: acc.registerAccount,
}));
vi.mock('../../src/features/accounts/store', async (orig) => ({
  ...(await orig<typeof import('../../src/features/accounts/store')>()),
  afterSignIn: acc.afterSignIn,
}));

import SignupForm from '../../src/components/SignupForm/SignupForm';
import { StrengthMeter } from '../../src/components/SignupForm/PasswordStep';
import { accounts } from '../../src/features/accounts';
import { refusedAnswer } from '../../src/api/errors';
import { renderInFamily } from './helpers';

function Where() {
  const loc = useLocation();
  return <p data-testid="where">{loc.pathname}</p>;
}
const renderSignup = () =>
  renderInFamily(
    <Routes>
      <Route path="/shop/demo/signup" element={<SignupForm />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    '/shop/demo/signup',
  );

beforeEach(() => {
  for (const f of Object.values(acc)) f.mockReset();
  acc.isRegistered.mockResolvedValue(false);
  acc.sendCode.mockResolvedValue(undefined);
  acc.verifyCode.mockResolvedValue(undefined);
  acc.registerAccount.mockResolvedValue({ ok: true });
  acc.afterSignIn.mockResolvedValue(undefined);
  accounts.cooldowns = {};
});

async function toCodeStep() {
  fireEvent.change(screen.getByLabelText('Mobile number'), { target: { value: '0411111111' } });
  fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
  await screen.findByLabelText('Verification code');
}

describe('SignupForm', () => {
  it("refuses a mobile that already has an account, and an empty one with spec 5's message", async () => {
    await renderSignup();
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please enter your mobile number');
    acc.isRegistered.mockResolvedValueOnce(true);
    fireEvent.change(screen.getByLabelText('Mobile number'), { target: { value: '0400000001' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect((await screen.findByText(/already has an account/)).textContent).toContain('Sign in, or reset its password');
    expect(acc.sendCode).not.toHaveBeenCalled();
  });

  it('takes four digits only, counts 120 s down before a resend, and shows a wrong code', async () => {
    await renderSignup();
    await toCodeStep();
    expect(screen.getByText('Step 2 of 4: Verification code')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Resend the code in 1[12]\d s/ }).hasAttribute('disabled')).toBe(true);
    const code = screen.getByLabelText('Verification code') as HTMLInputElement;
    fireEvent.change(code, { target: { value: '12ab345' } });
    expect(code.value).toBe('1234');
    acc.verifyCode.mockRejectedValueOnce(
      refusedAnswer({ dispMsg: 'The verification code is not correct.', result: { rtn: -821014 } }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Verify code' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The verification code is not correct.');
    // When the countdown ends the code can be sent again.
    act(() => {
      accounts.cooldowns = { 'signup:0411111111': Date.now() - 1 };
    });
    const resend = await screen.findByRole('button', { name: 'Resend code' });
    fireEvent.click(resend);
    await vi.waitFor(() => expect(acc.sendCode).toHaveBeenCalledTimes(2));
  });

  it('needs the terms, then warns once for a weak password and creates the account when told to go on', async () => {
    await renderSignup();
    await toCodeStep();
    fireEvent.change(screen.getByLabelText('Verification code'), { target: { value: '1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify code' }));
    await screen.findByText('Step 3 of 4: Terms and details');
    fireEvent.click(await screen.findByRole('button', { name: 'Continue' }, { timeout: 10_000 })); // the terms step is a lazy chunk
    expect((await screen.findByRole('alert')).textContent).toBe('Please accept the terms and conditions');
    fireEvent.click(screen.getByRole('checkbox', { name: /I accept the terms/ }));
    fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'Ann' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const pw = (await screen.findByLabelText('New password', {}, { timeout: 10_000 })) as HTMLInputElement; // a lazy chunk too
    expect(screen.getByText('Password strength: Not entered')).toBeTruthy();
    fireEvent.change(pw, { target: { value: 'Password1!' } });
    expect(await screen.findByText('Password strength: Strong')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This password is weak. You can continue, or choose a stronger one',
    );
    expect(acc.registerAccount).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Use this password anyway' }));
    expect((await screen.findByTestId('where')).textContent).toBe('/shop/demo/home');
    expect(acc.registerAccount).toHaveBeenCalledWith({
      mobile: '0411111111',
      code: '1234',
      password: 'Password1!',
      acceptTerms: true,
      firstName: 'Ann',
      lastName: '',
      email: '',
    });
    expect(acc.afterSignIn).toHaveBeenCalled();
  });
});

describe('StrengthMeter (spec 5: -1 empty, 0 weak, 1 medium, 2 strong)', () => {
  it.each([
    [-1, 'Not entered'],
    [0, 'Weak'],
    [1, 'Medium'],
    [2, 'Strong'],
  ] as const)('%s reads %s', async (level, name) => {
    await renderInFamily(<StrengthMeter level={level} id="m" />);
    expect(screen.getByText(`Password strength: ${name}`)).toBeTruthy();
  });
});
