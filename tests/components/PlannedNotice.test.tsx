// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import PlannedNotice, { camel } from '../../src/components/PlannedNotice/PlannedNotice';
import { setLanguage } from '../../src/i18n';
import { renderInFamily } from './helpers';

describe('PlannedNotice', () => {
  it('says honestly which capability will provide the screen and links home', async () => {
    await renderInFamily(<PlannedNotice capability="ordering" screen="cart" />);
    expect(screen.getByRole('heading', { name: 'Cart' })).toBeTruthy();
    expect(screen.getByText('This screen is part of the ordering capability and is not available yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/shop/demo/home');
  });
  it('is translated', async () => {
    await renderInFamily(<PlannedNotice capability="bookings" screen="my-orders" />);
    await setLanguage('zh-hans');
    expect(await screen.findByText('此页面属于“预订”功能，目前尚不可用。')).toBeTruthy();
    await setLanguage('en-gb');
  });
  it('maps kebab screen ids to camelCase keys', () => {
    expect(camel('my-orders')).toBe('myOrders');
  });
});

describe('PlannedNotice without a family home', () => {
  it('links to the venue shop home, or shows no link without a venue', async () => {
    const { render, cleanup } = await import('@testing-library/react');
    const { MemoryRouter, Route, Routes } = await import('react-router-dom');
    const { FamilyContext } = await import('../../src/engine/runtime/family');
    const fam = { id: 'callback', prefix: '/callback/:shop', layout: 'callback', routes: [] };
    render(
      <MemoryRouter initialEntries={['/callback/demo/x']}>
        <FamilyContext.Provider value={{ family: fam, base: '/callback/demo' }}>
          <Routes>
            <Route path="/callback/:shop/x" element={<PlannedNotice capability="payments" screen="payment-result" />} />
          </Routes>
        </FamilyContext.Provider>
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/shop/demo/home');
    cleanup();
    render(
      <MemoryRouter>
        <PlannedNotice capability="payments" screen="x" />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('link')).toBeNull();
  });
});
