// A checkout test's start: storage and the checkout store cleared, the venue 'co' with a latte × 2 in
// the cart ($10.00), feeCalc answering nothing blocked, placeOrder not yet told what to answer.
import type { Mock } from 'vitest';
import { checkout, newAttempt } from '../../src/features/ordering/checkout';
import { addToCart, cartStore, setCartSettingsSource, startCart } from '../../src/state/cart';
import { venue } from '../../src/state/stores';
// A plain function despite its name (it sets the venue's stores).
import { useVenue as openVenue } from '../features/ordering/fixtures';

export function startCheckout(calls: { feeCalc: Mock; placeOrder: Mock }, settings: Record<string, unknown> = {}) {
  localStorage.clear();
  sessionStorage.clear();
  cartStore.shop = '';
  checkout.blocked = [];
  checkout.error = '';
  checkout.serverTotal = null;
  newAttempt('co');
  calls.feeCalc.mockReset();
  calls.feeCalc.mockResolvedValue({ cart: {}, blocked: [] });
  calls.placeOrder.mockReset();
  setCartSettingsSource(() => venue.settings);
  openVenue('co', settings);
  startCart('co');
  addToCart({ itemId: 'latte', pluId: 'latte', pluName1: 'Latte', price: 500, quantity: 2 });
}
