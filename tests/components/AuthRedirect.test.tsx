// @vitest-environment jsdom
// /auth-redirect?redirect=...: signed in, straight to the page; signed out, to the page family's
// sign-in with the page as its redirect; another site or nothing: a message and the home link.
import { screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import AuthRedirect, { loginFor } from '../../src/components/AuthRedirect/AuthRedirect';
import { emptyUser, user } from '../../src/state/stores';
import { renderInFamily } from './helpers';

function Where() {
  const l = useLocation();
  return <p data-testid="where">{l.pathname + l.search}</p>;
}
const at = (q: string) =>
  renderInFamily(
    <Routes>
      <Route path="/auth-redirect" element={<AuthRedirect />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    `/auth-redirect${q}`,
  );

beforeEach(() => Object.assign(user, emptyUser()));

describe('AuthRedirect', () => {
  it('sends a signed-out visitor through the family sign-in', async () => {
    await at('?redirect=%2Fmobile%2Fdemo-cafe%2Fme');
    expect((await screen.findByTestId('where')).textContent).toBe(
      '/mobile/demo-cafe/login?redirect=%2Fmobile%2Fdemo-cafe%2Fme',
    );
  });

  it('sends a signed-in visitor straight there', async () => {
    Object.assign(user, { userId: 't', roles: ['user'] });
    await at('?redirect=%2Fmobile%2Fdemo-cafe%2Fme');
    expect((await screen.findByTestId('where')).textContent).toBe('/mobile/demo-cafe/me');
  });

  it.each(['', '?redirect=https%3A%2F%2Fevil.example', '?redirect=%2F%2Fevil.example', '?redirect=%2Fauth-redirect'])(
    'refuses %j',
    async (q) => {
      await at(q);
      expect((await screen.findByRole('alert')).textContent).toBe('This link does not lead to a page of the app.');
      expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
    },
  );

  it('knows which families sign in where', () => {
    expect(loginFor('/account/demo/mywallet')).toBe('/account/demo/login?redirect=%2Faccount%2Fdemo%2Fmywallet');
    expect(loginFor('/callback/demo/payment/x')).toBeNull();
    expect(loginFor('/common/commonWallet')).toBeNull();
  });
});
