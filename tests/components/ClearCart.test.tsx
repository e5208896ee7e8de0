// @vitest-environment jsdom
// Clear cart asks first (ConfirmDialog, Radix AlertDialog): Cancel keeps every line and gives the
// focus back; Clear cart empties the cart (saved too) and moves the focus to the empty cart.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import CartView from '../../src/components/CartView/CartView';
import { setLanguage } from '../../src/i18n';
import { addToCart, cartStore, setCartSettingsSource, startCart } from '../../src/state/cart';
import { readStored } from '../../src/shared/storage';
import { venue } from '../../src/state/stores';
import { useVenue } from '../features/ordering/fixtures';
import { renderInFamily } from './helpers';

// The dialog is a lazy chunk: on a busy machine it takes more than findBy's default second.
const LAZY = { timeout: 8000 };

beforeEach(() => {
  localStorage.clear();
  cartStore.shop = '';
  setCartSettingsSource(() => venue.settings);
});

function twoLines(shop: string) {
  // eslint-disable-next-line react-hooks/rules-of-hooks -- useVenue is a fixture that sets the venue store, not a hook
  useVenue(shop);
  startCart(shop);
  addToCart({ itemId: 'latte', pluId: 'latte', pluName1: 'Latte', price: 500, quantity: 2 });
  addToCart({ itemId: 'muffin', pluId: 'muffin', pluName1: 'Muffin', price: 400, quantity: 1 });
}

describe('Clear cart', () => {
  it('asks first; Cancel keeps every line and returns the focus to the button', async () => {
    twoLines('cc-1');
    await renderInFamily(<CartView />);
    const button = screen.getByRole('button', { name: 'Clear cart' });
    expect(button.getAttribute('aria-haspopup')).toBe('dialog');
    button.focus();
    fireEvent.click(button);
    const dialog = await screen.findByRole('alertdialog', { name: 'Clear the cart?' }, LAZY);
    expect(dialog.textContent).toContain('All 3 items in your cart will be removed. This cannot be undone.');
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' })));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(cartStore.cart.itemList).toHaveLength(2);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Clear cart' })));
  });

  it('Clear cart empties the cart, saved as well, and moves the focus to the empty cart', async () => {
    twoLines('cc-2');
    await renderInFamily(<CartView />);
    fireEvent.click(screen.getByRole('button', { name: 'Clear cart' }));
    const dialog = await screen.findByRole('alertdialog', {}, LAZY);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Clear cart' }));
    await waitFor(() => expect(screen.getByText('Your cart is empty.')).toBeTruthy());
    expect(cartStore.cart.itemList).toHaveLength(0);
    expect((readStored('cart', 'cc-2') as { itemList: unknown[] }).itemList).toHaveLength(0);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('region', { name: 'Cart' })));
  });

  it('one item reads in the singular; the compact cart (checkout summary) has no Clear cart', async () => {
    useVenue('cc-3');
    startCart('cc-3');
    addToCart({ itemId: 'latte', pluId: 'latte', pluName1: 'Latte', price: 500, quantity: 1 });
    const view = await renderInFamily(<CartView />);
    fireEvent.click(screen.getByRole('button', { name: 'Clear cart' }));
    expect((await screen.findByRole('alertdialog', {}, LAZY)).textContent).toContain(
      'The 1 item in your cart will be removed.',
    );
    view.unmount();
    await renderInFamily(<CartView compact />);
    expect(screen.queryByRole('button', { name: 'Clear cart' })).toBeNull();
  });

  it('asks in Chinese', async () => {
    twoLines('cc-4');
    await renderInFamily(<CartView />);
    await setLanguage('zh-hans');
    try {
      fireEvent.click(await screen.findByRole('button', { name: '清空购物车' }, LAZY));
      const dialog = await screen.findByRole('alertdialog', { name: '要清空购物车吗？' }, LAZY);
      expect(dialog.textContent).toContain('购物车中的全部 3 件商品将被移除，此操作无法撤销。');
      expect(within(dialog).getByRole('button', { name: '取消' })).toBeTruthy();
    } finally {
      await setLanguage('en-gb');
    }
  });
});
