// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ProductDetail from '../../src/components/ProductDetail/ProductDetail';
import { cartStore, setCartSettingsSource, startCart } from '../../src/state/cart';
import { ui } from '../../src/state/ui';
import { venue } from '../../src/state/stores';
import { serveCatalogue, useVenue } from '../features/ordering/fixtures';
import { renderInFamily } from './helpers';

afterEach(() => vi.unstubAllGlobals());
beforeEach(() => {
  localStorage.clear();
  cartStore.shop = '';
  setCartSettingsSource(() => venue.settings);
});

describe('ProductDetail', () => {
  it('enforces "choose 1" and "up to 2" with a clear message, then adds with options, meal and removed ingredient', async () => {
    serveCatalogue();
    useVenue('pd-1');
    startCart('pd-1');
    await renderInFamily(<ProductDetail productId="beef-burger" />);
    await screen.findByRole('heading', { name: 'Beef burger' });
    expect(screen.getByText('Required: choose 1')).toBeTruthy();
    expect(screen.getByText('Choose up to 2')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Add to cart/ }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/at least 1/);
    expect(cartStore.cart.itemList).toHaveLength(0);

    fireEvent.click(screen.getByRole('radio', { name: 'Medium' }));
    fireEvent.click(screen.getByRole('checkbox', { name: /Bacon/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /Cheese/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /Egg/ }));
    expect(screen.getByRole('alert').textContent).toMatch(/up to 2/);
    expect((screen.getByRole('checkbox', { name: /Egg/ }) as HTMLInputElement).checked).toBe(false);
    fireEvent.click(screen.getByRole('checkbox', { name: /Make it a meal/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Onion' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cut in half' }));
    fireEvent.click(screen.getByRole('button', { name: /Add to cart · \$31\.50/ }));
    const line = cartStore.cart.itemList[0];
    expect(line.amount).toBe(2150 + 300 + 150 + 550);
    expect(line.notes).toBe('Cut in half');
    expect((line.ingredients as { ingredientId: string }[])[0].ingredientId).toBe('onion');
    expect(screen.getByRole('link', { name: 'View cart' }).getAttribute('href')).toBe('/shop/demo/cart');
    expect(screen.getAllByRole('status').some((s) => s.textContent === 'Beef burger is in your cart. View cart')).toBe(
      true,
    );
    expect(ui.toasts.some((t) => t.message === 'ordering.itemAdded')).toBe(false);
  });
  it('caps notes and shows sold-out stock', async () => {
    serveCatalogue();
    useVenue('pd-2', { showStock: 1 });
    startCart('pd-2');
    await renderInFamily(<ProductDetail productId="fries" />);
    await screen.findByRole('heading', { name: 'Fries' });
    expect(screen.getAllByText('Sold out').length).toBeGreaterThan(0);
    expect((screen.getByRole('button', { name: /Add to cart/ }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByLabelText('Notes for the kitchen').getAttribute('maxlength')).toBe('100');
  });
  it('counts what the cart already holds against the stock: cannot add beyond it', async () => {
    const { catalogue } = await import('../features/ordering/fixtures');
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
    useVenue('pd-4', { showStock: 1 });
    startCart('pd-4');
    const { unmount } = await renderInFamily(<ProductDetail productId="cola" />);
    await screen.findByRole('heading', { name: 'Cola' });
    expect(screen.getByTestId('stock').textContent).toBe('In stock: 3');
    const more = screen.getByRole('button', { name: /Increase/ });
    fireEvent.click(more);
    fireEvent.click(more);
    fireEvent.click(more);
    fireEvent.click(screen.getByRole('button', { name: /Add to cart · \$12\.00/ }));
    expect(cartStore.cart.itemList.reduce((n, l) => n + l.quantity, 0)).toBe(3);
    expect(screen.getByTestId('stock').textContent).toBe('In stock: 3 All of them (3) are already in your cart.');
    expect((screen.getByRole('button', { name: /Add to cart/ }) as HTMLButtonElement).disabled).toBe(true);
    unmount();
    // Back on the product with 2 in the cart: one more at most.
    const { setLineQuantity } = await import('../../src/state/cart');
    setLineQuantity(cartStore.cart.itemList[0].lineNo, 2);
    await renderInFamily(<ProductDetail productId="cola" />);
    await screen.findByRole('heading', { name: 'Cola' });
    expect(screen.getByTestId('stock').textContent).toBe('In stock: 3 Already in your cart: 2.');
    expect((screen.getByRole('button', { name: /Increase/ }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: /Add to cart · \$4\.00/ }));
    expect(cartStore.cart.itemList.reduce((n, l) => n + l.quantity, 0)).toBe(3);
  });
  it('a closed venue shows the product but cannot add it', async () => {
    const { app } = await import('../../src/state/stores');
    serveCatalogue();
    useVenue('pd-5');
    startCart('pd-5');
    app.closed = true;
    try {
      await renderInFamily(<ProductDetail productId="fries" />);
      await screen.findByRole('heading', { name: 'Fries' });
      const add = screen.getByRole('button', { name: /Add to cart/ }) as HTMLButtonElement;
      expect(add.disabled).toBe(true);
      expect(screen.getByText('This restaurant is closed, ordering is currently unavailable')).toBeTruthy();
      fireEvent.submit(add.closest('form')!);
      expect(cartStore.cart.itemList).toHaveLength(0);
    } finally {
      app.closed = false;
    }
  });
  it('says when the item is unknown', async () => {
    serveCatalogue();
    useVenue('pd-3');
    await renderInFamily(<ProductDetail productId="nope" />);
    expect((await screen.findByRole('alert')).textContent).toMatch(/not on the menu/);
  });
});

describe('ProductDetail editing a cart line', () => {
  it("starts from the line's choices and updates that line", async () => {
    const { addToCart } = await import('../../src/state/cart');
    serveCatalogue();
    useVenue('pd-4');
    startCart('pd-4');
    addToCart({
      itemId: 'beef-burger',
      pluId: 'beef-burger',
      pluName1: 'Beef burger',
      price: 2150,
      quantity: 1,
      attrs: [{ attrId: 'doneness:well', name: 'Doneness: Well done', price: 0, quantity: 1 }],
    });
    await renderInFamily(<ProductDetail lineNo="1" />);
    await screen.findByRole('heading', { name: 'Beef burger' });
    expect((screen.getByRole('radio', { name: 'Well done' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'Medium' }));
    fireEvent.click(screen.getByRole('button', { name: /Update item/ }));
    expect(cartStore.cart.itemList).toHaveLength(1);
    expect(cartStore.cart.itemList[0].attrs[0].attrId).toBe('doneness:medium');
  });
});
