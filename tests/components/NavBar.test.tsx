// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import NavBar from '../../src/components/NavBar/NavBar';
import { renderInFamily } from './helpers';

describe('NavBar', () => {
  it('is a labelled navigation of family links, marking the current one', async () => {
    await renderInFamily(<NavBar label="Tabs" variant="bottom" items={[{ label: 'Home', to: 'home', icon: 'home' }, { label: 'Cart', to: 'cart', icon: 'cart' }]} />);
    const nav = screen.getByRole('navigation', { name: 'Tabs' });
    expect(nav).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/shop/demo/home');
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Cart' }).getAttribute('aria-current')).toBeNull();
  });
});
