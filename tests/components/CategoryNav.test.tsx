// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import CategoryNav from '../../src/components/CategoryNav/CategoryNav';
import { setLanguage } from '../../src/i18n';
import { app } from '../../src/state/stores';
import { serveCatalogue, useVenue } from '../features/ordering/fixtures';
import { renderInFamily } from './helpers';

afterEach(() => vi.unstubAllGlobals());

describe('CategoryNav', () => {
  it('links categories and sub-categories, marks the active one', async () => {
    serveCatalogue();
    useVenue('nav-1');
    await renderInFamily(<CategoryNav activeId="milk" />);
    const link = await screen.findByRole('link', { name: 'Milk coffee' });
    expect(link.getAttribute('href')).toBe('/shop/demo/category/milk');
    expect(link.getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('navigation', { name: 'Menu categories' })).toBeTruthy();
  });
  it('names categories in Chinese', async () => {
    serveCatalogue();
    useVenue('nav-2');
    await renderInFamily(<CategoryNav />);
    app.lang = 'zh-hans';
    await setLanguage('zh-hans');
    expect(await screen.findByRole('link', { name: '汉堡' })).toBeTruthy();
    await setLanguage('en-gb');
    app.lang = 'en-gb';
  });
  it('shows an error with retry when the menu does not load', async () => {
    serveCatalogue({ success: false });
    useVenue('nav-3');
    await renderInFamily(<CategoryNav />);
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
