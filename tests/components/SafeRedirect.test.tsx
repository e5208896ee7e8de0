// @vitest-environment jsdom
import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createBrowserRouter, Route, RouterProvider, Routes, useLocation } from 'react-router-dom';
import SafeRedirect from '../../src/components/SafeRedirect/SafeRedirect';
import { renderInFamily } from './helpers';

function Where() {
  const l = useLocation();
  return <p data-testid="where">{l.pathname + l.search}</p>;
}
const at = (path: string, home?: string) =>
  renderInFamily(
    <Routes>
      <Route
        path="*"
        element={
          <>
            <SafeRedirect home={home} />
            <Where />
          </>
        }
      />
    </Routes>,
    path,
  );

describe('SafeRedirect', () => {
  it('goes to an in-app path with its query', async () => {
    await at('/redirect/shop/demo/cart?tn=4&ses=x', '/shop/demo/home');
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/shop/demo/cart?tn=4&ses=x'));
  });
  it('an outside address goes home', async () => {
    await at('/redirect/https:%2F%2Fevil.example%2Fx', '/shop/demo/home');
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/shop/demo/home'));
  });
  it('with no home known, it is not followed and says so', async () => {
    await at('/redirect/https:%2F%2Fevil.example', '');
    expect(screen.getByRole('heading', { name: /does not lead to a page of this app/ })).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe('/redirect/https:%2F%2Fevil.example');
  });
  it('a home that is itself an outside address is not used', async () => {
    await at('/redirect/%2F%2Fevil.example', '//evil.example');
    expect(screen.getByRole('heading', { name: /does not lead to a page of this app/ })).toBeTruthy();
  });
  it('follows every visit, also addresses pushed outside the router that share one location key', async () => {
    // history.pushState({}) gives each address the key 'default'; the element stays mounted throughout.
    window.history.replaceState(null, '', '/shop/demo/home');
    const router = createBrowserRouter([
      {
        path: '*',
        element: (
          <>
            <SafeRedirect home="/shop/demo/home" />
            <Where />
          </>
        ),
      },
    ]);
    render(<RouterProvider router={router} />);
    const push = (to: string) =>
      act(() => {
        window.history.pushState({}, '', to);
        window.dispatchEvent(new PopStateEvent('popstate'));
      });
    await push('/redirect/https:%2F%2Fevil.example');
    await waitFor(() => expect(window.location.pathname).toBe('/shop/demo/home'));
    await push('/redirect//evil.example');
    await waitFor(() => expect(window.location.pathname).toBe('/shop/demo/home'));
    await push('/redirect/shop/demo/contactus');
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/shop/demo/contactus'));
    router.dispose();
  });
});
