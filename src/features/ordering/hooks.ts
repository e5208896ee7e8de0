// React helpers of the ordering components: language and shop. The cart is not here: components that
// use it take useCartShop from ./setup, so the menu (home, categories) loads without the cart and its
// pricing code; nor are the payment methods (./paymentHooks: they bring the data-fetching layer, swr,
// which the menu, product and cart pages do not need). Money and navigation are app-wide (src/shared/hooks).
import { useSnapshot } from 'valtio';
import { app } from '../../state/stores';

export function useLang(): string {
  return useSnapshot(app).lang;
}

export function useShop(): string {
  return useSnapshot(app).shop;
}
