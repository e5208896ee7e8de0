// @vitest-environment jsdom
// CartView at a table: opening the cart reads what the table already ordered (src/features/table/ordered.ts);
// those lines show apart, are not charged (totals count the new lines only), say so in both
// languages, and a failed read offers Try again. Without a table session nothing is asked and a
// left-over list goes.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const calls = vi.hoisted(() => ({ refresh: vi.fn() }));
vi.mock('../../src/features/table/ordered', () => ({ refreshAlreadyOrdered: calls.refresh }));

import CartView from '../../src/components/CartView/CartView';
import { addToCart, cartStore, setCartSettingsSource, startCart } from '../../src/state/cart';
import { app, session, venue } from '../../src/state/stores';
import { initI18n } from '../../src/i18n';
import type { CartItem } from '../../src/domain';
import { useVenue } from '../features/ordering/fixtures';
import { renderInFamily } from './helpers';

const earlier = (over: Partial<CartItem> = {}) =>
  ({
    lineNo: -1,
    itemId: 'beef-burger',
    pluId: 'beef-burger',
    pluName1: 'Classic beef burger',
    pluName2: '经典牛肉汉堡',
    price: 2150,
    quantity: 1,
    amount: 2150,
    attrs: [{ attrId: 'doneness:medium', name: 'Doneness: Medium', price: 0, quantity: 1, amount: 0 }],
    mealPlus: [],
    ingredients: [],
    notes: '',
    ...over,
  }) as unknown as CartItem;

beforeEach(() => {
  localStorage.clear();
  cartStore.shop = '';
  calls.refresh.mockReset();
  setCartSettingsSource(() => venue.settings);
  session.table = '5';
  session.sessionId = 'ses5';
});

describe('CartView: already ordered at the table', () => {
  it('reads the session orders when the cart opens, shows them apart and charges the new line only', async () => {
    useVenue('cvo-1');
    startCart('cvo-1');
    addToCart({ itemId: 'banana-bread', pluId: 'banana-bread', pluName1: 'Banana bread', price: 800, quantity: 1 });
    calls.refresh.mockImplementation(async () => {
      cartStore.cart = { ...cartStore.cart, balancedList: [earlier({ quantity: 2, amount: 4300 })] };
      return 'loaded';
    });
    await renderInFamily(<CartView />);
    const region = await screen.findByRole('region', { name: 'Already ordered' });
    expect(calls.refresh).toHaveBeenCalledTimes(1);
    expect(region.textContent).toContain('2 × Classic beef burger');
    expect(region.textContent).toContain('$43.00');
    expect(region.textContent).toContain('These are not charged again.');
    expect(screen.getByText('1 item')).toBeTruthy();
    const totals = screen.getByLabelText('Totals').textContent ?? '';
    expect(totals).toContain('$8.00');
    expect(totals).not.toContain('$51.00');
    expect(totals).not.toContain('$43.00');
  });

  it('with only already-ordered items: the cart is empty, with a link to the menu, and no checkout', async () => {
    useVenue('cvo-2');
    startCart('cvo-2');
    calls.refresh.mockImplementation(async () => {
      cartStore.cart = { ...cartStore.cart, balancedList: [earlier()] };
      return 'loaded';
    });
    await renderInFamily(<CartView />);
    expect(await screen.findByRole('region', { name: 'Already ordered' })).toBeTruthy();
    expect(screen.getByText('Your cart is empty.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse the menu' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Go to checkout' })).toBeNull();
    expect(screen.queryByLabelText('Totals')).toBeNull();
  });

  it('says it is checking, and offers Try again when the venue cannot be reached', async () => {
    useVenue('cvo-3');
    startCart('cvo-3');
    addToCart({ itemId: 'banana-bread', pluId: 'banana-bread', pluName1: 'Banana bread', price: 800, quantity: 1 });
    let finish!: (v: string) => void;
    calls.refresh
      .mockReturnValueOnce(
        new Promise((r) => {
          finish = r;
        }),
      )
      .mockResolvedValue('loaded');
    await renderInFamily(<CartView />);
    expect(screen.getByText('Checking what your table has already ordered…').getAttribute('role')).toBe('status');
    await waitFor(() => expect(calls.refresh).toHaveBeenCalledTimes(1));
    await act(async () => {
      finish('error');
    });
    expect(screen.getByRole('alert').textContent).toContain('Could not load what your table has already ordered.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(calls.refresh).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('without a table session asks nothing and drops a left-over list', async () => {
    useVenue('cvo-4');
    startCart('cvo-4');
    session.table = '';
    session.sessionId = '';
    addToCart({ itemId: 'banana-bread', pluId: 'banana-bread', pluName1: 'Banana bread', price: 800, quantity: 1 });
    cartStore.cart = { ...cartStore.cart, balancedList: [earlier()] };
    await renderInFamily(<CartView />);
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Already ordered' })).toBeNull());
    expect(cartStore.cart.balancedList).toEqual([]);
    expect(calls.refresh).not.toHaveBeenCalled();
  });

  it('in Chinese', async () => {
    useVenue('cvo-5');
    startCart('cvo-5');
    addToCart({
      itemId: 'banana-bread',
      pluId: 'banana-bread',
      pluName1: 'Banana bread',
      pluName2: '香蕉面包',
      price: 800,
      quantity: 1,
    });
    calls.refresh.mockImplementation(async () => {
      cartStore.cart = { ...cartStore.cart, balancedList: [earlier()] };
      return 'loaded';
    });
    app.lang = 'zh-hans';
    try {
      await renderInFamily(<CartView />);
      await initI18n('zh-hans');
      const region = await screen.findByRole('region', { name: '已下单' });
      expect(region.textContent).toContain('1 × 经典牛肉汉堡');
      expect(region.textContent).toContain('不会重复收费');
    } finally {
      app.lang = 'en-gb';
      await initI18n('en-gb');
    }
  });
});
