// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
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
  it('folds the actions into a settings menu with phoneMenu, closed until asked and by Escape', async () => {
    await renderInFamily(
      <Header
        name="Harbour Cafe"
        phoneMenu
        slots={{ account: <a href="/x">Sign in</a>, actions: <select aria-label="Language" /> }}
      />,
    );
    const button = screen.getByRole('button', { name: 'Language and theme' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(document.getElementById(button.getAttribute('aria-controls') ?? '')?.querySelector('select')).toBeTruthy();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeTruthy();
  });
});
