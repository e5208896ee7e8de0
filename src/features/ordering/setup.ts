// Wires the ordering module into the engine once: the 'cart' state slice, the cart started for the
// current shop, and the actions manifests name (cart.add, cart.setQuantity, cart.remove,
// cart.clear, checkout.submit). The components that read or change the cart (product detail, cart,
// checkout, order status) import it through useCartShop, so it runs with the first of them; the
// menu screens load without it, and a manifest that binds to the cart must sit on such a screen.
import { useSnapshot } from 'valtio';
import { hasAction, registerAction } from '../../engine/runtime/actions';
import { registerStateSlice, sliceNames } from '../../engine/runtime/state';
import { app, venue } from '../../state/stores';
import { showToast } from '../../state/ui';
import {
  addToCart,
  cartStore,
  clearCart,
  removeLine,
  setCartSettingsSource,
  setLineQuantity,
  startCart,
} from '../../state/cart';
import type { CartItemInput } from '../../domain';
import type { CheckoutForm } from './checkout';

let done = false;

export function ensureCart(): void {
  if (app.shop && cartStore.shop !== app.shop) {
    const status = startCart(app.shop);
    if (status === 'expired') showToast('ordering.cartExpired', { tone: 'info' });
  }
}

/** The current shop, with its cart started: for components that read or change the cart. */
export function useCartShop(): string {
  const shop = useSnapshot(app).shop;
  ensureCart();
  return shop;
}

export function setUpOrdering(): void {
  if (done) return;
  done = true;
  setCartSettingsSource(() => venue.settings);
  if (!sliceNames().includes('cart')) registerStateSlice('cart', cartStore);
  const num = (v: unknown) => Number(v) || 0;
  const reg = (name: Parameters<typeof registerAction>[0], fn: Parameters<typeof registerAction>[1]) => {
    if (!hasAction(name)) registerAction(name, fn);
  };
  reg('cart.add', (a, env) => {
    ensureCart();
    const item = a.item as CartItemInput | undefined;
    if (!item || typeof item !== 'object' || !item.itemId) throw new Error('cart.add needs an item');
    addToCart(item);
    env.toast('ordering.itemAdded', { tone: 'success' });
  });
  reg('cart.setQuantity', (a) => setLineQuantity(num(a.lineNo), num(a.quantity)));
  reg('cart.remove', (a) => removeLine(num(a.lineNo)));
  reg('cart.clear', () => clearCart());
  reg('checkout.submit', async (a, env) => {
    const form = a.form as CheckoutForm | undefined;
    if (!form) throw new Error('checkout.submit needs a form');
    // The checkout's code loads when a manifest's form is sent, not with every page that shows the cart.
    const { submitCheckout } = await import('./checkout');
    const out = await submitCheckout(form);
    if (out.kind === 'placed') env.nav.push('orderplaced');
    else if (out.kind === 'redirect') window.location.assign(out.url);
  });
  ensureCart();
}

setUpOrdering();
