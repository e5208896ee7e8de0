// @vitest-environment jsdom
// CartView at a showStock venue (its own file: a fresh catalogue cache).
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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
afterEach(() => vi.unstubAllGlobals());

describe('CartView stock', () => {
  it('at a showStock venue the cart cannot hold more of an item than its stock', async () => {
    const { catalogue, serveCatalogue } = await import('../features/ordering/fixtures');
    serveCatalogue({
      success: true,
      result: {
        ...catalogue,
        plus: [
          ...catalogue.plus,
          { pluId: 'cola', catId: 'burgers', pluName1: 'Cola', pluName2: '可乐', priceCents: 400, stock: 3 },
        ],
      },
    });
    useVenue('cv-4', { showStock: 1 });
    startCart('cv-4');
    addToCart({ itemId: 'cola', pluId: 'cola', pluName1: 'Cola', price: 400, quantity: 2 });
    await renderInFamily(<CartView />);
    const more = screen.getByRole('button', { name: 'Increase Cola' }) as HTMLButtonElement;
    await waitFor(() => expect(more.disabled).toBe(false));
    fireEvent.click(more);
    expect(cartStore.cart.itemList[0].quantity).toBe(3);
    await waitFor(
      () => expect((screen.getByRole('button', { name: 'Increase Cola' }) as HTMLButtonElement).disabled).toBe(true),
      { timeout: 4000 },
    );
  });
});
