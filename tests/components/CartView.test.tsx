// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import CartView from '../../src/components/CartView/CartView';
import { addToCart, cartStore, setCartSettingsSource, startCart } from '../../src/state/cart';
import { venue } from '../../src/state/stores';
import { useVenue } from '../features/ordering/fixtures';
import { renderInFamily } from './helpers';

beforeEach(() => {
  localStorage.clear();
  cartStore.shop = '';
  setCartSettingsSource(() => venue.settings);
});

describe('CartView', () => {
  it('shows an empty state with a link to the menu', async () => {
    useVenue('cv-1');
    startCart('cv-1');
    await renderInFamily(<CartView />);
    expect(screen.getByText('Your cart is empty.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse the menu' }).getAttribute('href')).toBe('/shop/demo/home');
  });
  it('lists lines with options, changes quantity, edits and removes, with domain totals', async () => {
    useVenue('cv-2');
    startCart('cv-2');
    addToCart({
      itemId: 'latte',
      pluId: 'latte',
      pluName1: 'Latte',
      price: 500,
      quantity: 1,
      attrs: [{ attrId: 'milk:oat', name: 'Milk: Oat', price: 70, quantity: 1 }],
      notes: 'hot',
    });
    await renderInFamily(<CartView />);
    expect(screen.getByText('Milk: Oat (+$0.70)')).toBeTruthy();
    expect(screen.getByText('Note: hot')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit Latte' }).getAttribute('href')).toBe('/shop/demo/cartitem/1');
    fireEvent.click(screen.getByRole('button', { name: 'Increase Latte' }));
    expect(cartStore.cart.originalAmount).toBe(1140);
    await waitFor(() => expect(screen.getByLabelText('Totals').textContent).toContain('$11.40'));
    expect(screen.getByLabelText('Totals').textContent).toContain('$1.04');
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Remove Latte' }));
    });
    expect(await screen.findByText('Your cart is empty.')).toBeTruthy();
  });
  // Already-ordered items come from the table session (tests/components/CartViewOrdered.test.tsx);
  // outside a table session a left-over list is not shown.
  it('pages by cartItemPerPage; no already-ordered block outside a table session', async () => {
    useVenue('cv-3', { cartItemPerPage: 13 });
    startCart('cv-3');
    for (let i = 0; i < 14; i++)
      addToCart({ itemId: `x${i}`, pluId: `x${i}`, pluName1: `Item ${i}`, price: 100, quantity: 1 });
    cartStore.cart = { ...cartStore.cart, balancedList: [{ ...cartStore.cart.itemList[0], pluName1: 'Earlier soup' }] };
    await renderInFamily(<CartView />);
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Already ordered' })).toBeNull());
    expect(screen.queryByText('1 × Earlier soup')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Item 13')).toBeTruthy();
  });
});

describe('CartView in Chinese', () => {
  it('names items and options in the UI language from the catalogue', async () => {
    const { serveCatalogue } = await import('../features/ordering/fixtures');
    const { app } = await import('../../src/state/stores');
    serveCatalogue();
    useVenue('cv-4');
    startCart('cv-4');
    addToCart({
      itemId: 'beef-burger',
      pluId: 'beef-burger',
      pluName1: 'Beef burger',
      pluName2: '牛肉汉堡',
      price: 2150,
      quantity: 1,
      attrs: [{ attrId: 'doneness:medium', name: 'Doneness: Medium', price: 0, quantity: 1 }],
    });
    app.lang = 'zh-hans';
    try {
      await renderInFamily(<CartView />);
      expect(screen.getByText('牛肉汉堡')).toBeTruthy();
      expect(await screen.findByText('熟度: 五分熟')).toBeTruthy();
    } finally {
      app.lang = 'en-gb';
      vi.unstubAllGlobals();
    }
  });
});
