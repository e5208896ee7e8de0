// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import Header from '../../src/components/Header/Header';
import { renderInFamily } from './helpers';

describe('Header', () => {
  it('is a banner with a skip link, the brand linking home and its slots', async () => {
    await renderInFamily(
      <Header name="Harbour Cafe" slots={{ nav: <nav aria-label="n">nav</nav>, actions: <span>tools</span> }} />,
    );
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Skip to content' }).getAttribute('href')).toBe('#main');
    expect(screen.getByRole('link', { name: 'Harbour Cafe home' }).getAttribute('href')).toBe('/shop/demo/home');
    expect(screen.getByText('tools')).toBeTruthy();
  });
  it('falls back to the app name without branding', async () => {
    await renderInFamily(<Header />);
    expect(screen.getByText('Venue')).toBeTruthy();
  });
});
