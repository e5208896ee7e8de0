// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Route, Routes, useLocation } from 'react-router';
import SafeRedirect from '../../src/components/SafeRedirect/SafeRedirect';
import { renderInFamily } from './helpers';

function Where() {
  const l = useLocation();
  return <p data-testid="where">{l.pathname + l.search}</p>;
}
const at = (path: string, home?: string) => renderInFamily(<Routes><Route path="*" element={<><SafeRedirect home={home} /><Where /></>} /></Routes>, path);

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
});
