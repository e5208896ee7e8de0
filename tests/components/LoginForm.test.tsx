// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const auth = vi.hoisted(() => ({ login: vi.fn() }));
vi.mock('../../src/state/auth', async (orig) => ({
  ...(await orig<typeof import('../../src/state/auth')>()),
  login: auth.login,
}));

import LoginForm, { safeRedirect } from '../../src/components/LoginForm/LoginForm';
import { renderInFamily } from './helpers';

function Where() {
  const loc = useLocation();
  return <p data-testid="where">{loc.pathname + loc.search}</p>;
}

async function renderAt(path: string) {
  return renderInFamily(
    <Routes>
      <Route path="/shop/demo/login" element={<LoginForm />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    path,
  );
}

function fill(user: string, pw: string) {
  fireEvent.change(screen.getByLabelText('Mobile or e-mail'), { target: { value: user } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: pw } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

beforeEach(() => auth.login.mockReset());

describe('LoginForm', () => {
  it('stands in without its form layer until first used, then the live form keeps the text, focus and caret', async () => {
    await renderAt('/shop/demo/login');
    const still = screen.getByLabelText('Mobile or e-mail') as HTMLInputElement;
    expect(still.getAttribute('aria-invalid')).toBe('false');
    expect(still.getAttribute('aria-describedby')).toBe('login-user-hint');
    still.focus();
    fireEvent.change(still, { target: { value: '0400000001' } });
    still.setSelectionRange(2, 2);
    await waitFor(() => expect(screen.getByLabelText('Mobile or e-mail')).not.toBe(still));
    const live = screen.getByLabelText('Mobile or e-mail') as HTMLInputElement;
    expect(live.value).toBe('0400000001');
    expect(document.activeElement).toBe(live);
    expect(live.selectionStart).toBe(2);
    auth.login.mockResolvedValueOnce({ ok: false, type: 0, message: 'User name or password not match' });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'pw' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toBe('User name or password not match');
    expect(auth.login).toHaveBeenCalledWith({ userName: '0400000001', password: 'pw' }, { pro: false, quiet: true });
  });

  it('refuses empty fields with the login-empty rule and does not call the server', async () => {
    await renderAt('/shop/demo/login');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toBe('User name or password can not be empty');
    fill('0400000001', '');
    expect((await screen.findByRole('alert')).textContent).toBe('User name or password can not be empty');
    expect(auth.login).not.toHaveBeenCalled();
    expect((screen.getByLabelText('Password') as HTMLInputElement).maxLength).toBe(20);
  });

  it('shows the server message, the no-account message and the connection failure', async () => {
    auth.login.mockResolvedValueOnce({ ok: false, type: 0, message: 'User name or password not match' });
    await renderAt('/shop/demo/login');
    fill('0400000001', 'wrong');
    expect((await screen.findByRole('alert')).textContent).toBe('User name or password not match');
    expect(auth.login).toHaveBeenCalledWith({ userName: '0400000001', password: 'wrong' }, { pro: false, quiet: true });
    auth.login.mockResolvedValueOnce({ ok: false, type: 2, message: 'api.noAccount' });
    fill('0499999999', 'x');
    expect((await screen.findByRole('alert')).textContent).toBe('No account found');
    auth.login.mockResolvedValueOnce({ ok: false, type: 1, message: 'api.connectionFailed' });
    fill('0499999999', 'x');
    expect((await screen.findByRole('alert')).textContent).toBe('Connecion Failed');
  });

  it('disables the button while busy and goes to the family home on success', async () => {
    let finish: (v: unknown) => void = () => {};
    auth.login.mockReturnValueOnce(
      new Promise((r) => {
        finish = r;
      }),
    );
    await renderAt('/shop/demo/login');
    fill('0400000001', 'Demo1234!');
    const button = await screen.findByRole('button', { name: 'Signing in…' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    finish({ ok: true });
    expect((await screen.findByTestId('where')).textContent).toBe('/shop/demo/home');
  });

  it('goes to a same-origin redirect, never to another site', async () => {
    auth.login.mockResolvedValue({ ok: true });
    const { unmount } = await renderAt('/shop/demo/login?redirect=%2Fshop%2Fdemo%2Fmyorders');
    fill('0400000001', 'Demo1234!');
    expect((await screen.findByTestId('where')).textContent).toBe('/shop/demo/myorders');
    unmount();
    await renderAt('/shop/demo/login?redirect=%2F%2Fevil.example%2Fx');
    fill('0400000001', 'Demo1234!');
    expect((await screen.findByTestId('where')).textContent).toBe('/shop/demo/home');
    expect(safeRedirect('https://evil.example/')).toBeNull();
    expect(safeRedirect('/\\evil.example')).toBeNull();
    expect(safeRedirect('/shop/demo/cart?x=1')).toBe('/shop/demo/cart?x=1');
  });

  it('shows the sign-up and forgot-password links unless accountLinks is false (the platform sign-in)', async () => {
    const { unmount } = await renderAt('/shop/demo/login');
    expect(screen.getByRole('link', { name: 'Create an account' })).toBeTruthy();
    unmount();
    await renderInFamily(
      <Routes>
        <Route path="/shop/demo/login" element={<LoginForm accountLinks={false} />} />
      </Routes>,
      '/shop/demo/login',
    );
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
