// React helpers of the ordering components: language, shop, settings. The cart is not here:
// components that use it take useCartShop from ./setup, so the menu (home, categories) loads
// without the cart and its pricing code. Money and navigation are app-wide (src/shared/hooks).
import { useSnapshot } from 'valtio';
import { app, venue } from '../../state/stores';

export function useLang(): string {
  return useSnapshot(app).lang;
}

export function useShop(): string {
  return useSnapshot(app).shop;
}

/** Venue settings with a typed read. */
export function useSetting<T>(key: string, dflt: T): T {
  const { settings } = useSnapshot(venue);
  const v = settings[key];
  return (v === undefined || v === null ? dflt : v) as T;
}
