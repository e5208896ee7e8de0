// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import NavBar from '../../src/components/NavBar/NavBar';
import { renderInFamily } from './helpers';

describe('NavBar', () => {
  it('is a labelled navigation of family links, marking the current one', async () => {
    await renderInFamily(
      <NavBar
        label="Tabs"
        variant="bottom"
        items={[
          { label: 'Home', to: 'home', icon: 'home' },
          { label: 'Cart', to: 'cart', icon: 'cart' },
        ]}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Tabs' });
    expect(nav).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/shop/demo/home');
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Cart' }).getAttribute('aria-current')).toBeNull();
  });
});

describe('NavBar cart badge', () => {
  it('shows the cart item count on the cart link, in its accessible name, and announces changes', async () => {
    const { act } = await import('@testing-library/react');
    const { app } = await import('../../src/state/stores');
    const { publishCartCount, resetCartCount } = await import('../../src/features/ordering/cartCount');
    resetCartCount();
    app.shop = 'demo';
    localStorage.setItem('cart:demo', JSON.stringify({ itemList: [{ quantity: 2 }], lastUpdate: Date.now() }));
    await renderInFamily(
      <NavBar
        label="Tabs"
        items={[
          { label: 'Home', to: 'home' },
          { label: 'Cart', to: 'cart', icon: 'cart' },
        ]}
      />,
    );
    expect(
      await screen.findByRole(
        'link',
        { name: /^Cart ?\(2 items\)$/ },
        { timeout: 5000 },
      ) /* the badge is a lazy chunk: slow on a busy machine */,
    ).toBeTruthy();
    expect(screen.getByTestId('cart-badge').textContent).toBe('2');
    expect((await screen.findByRole('status')).textContent).toBe('');
    act(() => publishCartCount('demo', 3));
    expect(screen.getByTestId('cart-badge').textContent).toBe('3');
    expect(screen.getByRole('status').textContent).toBe('Cart updated: 3 items in your cart');
    act(() => publishCartCount('demo', 0));
    expect(screen.queryByTestId('cart-badge')).toBeNull();
    expect(screen.getByRole('link', { name: 'Cart' })).toBeTruthy();
    localStorage.clear();
  });
});
