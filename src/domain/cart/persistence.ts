// Loading a locally saved cart (spec 4): uploaded -> cleared; older than the expiry -> cleared as
// expired; archived -> new cartId, archived false; none -> a fresh cart with a fresh id.
import { cartExpiryMs } from '../session';
import type { Settings } from '../settings';
import { createCart } from './cart';
import type { Cart } from './types';

export type SavedCartStatus = 'restored' | 'fresh' | 'uploaded' | 'expired' | 'archived';

export interface LoadedCart {
  cart: Cart;
  /** 'expired' is the one a screen tells the user about ('cart expired'). */
  status: SavedCartStatus;
}

/** A new cart id: time and randomness in base 36. `random` is injectable for tests. */
export function newCartId(now: number, random: () => number = Math.random): string {
  const r = Math.floor(random() * 36 ** 8)
    .toString(36)
    .padStart(8, '0');
  return `${Math.max(0, Math.floor(now)).toString(36)}${r}`;
}

/**
 * The cart to use on start-up. A cleared cart keeps the saved device id and language. Expiry counts
 * from lastUpdate; an empty cart (lastUpdate 0) never expires.
 */
export function loadSavedCart(
  saved: Partial<Cart> | null | undefined,
  now: number,
  settings: Pick<Settings, 'cartExpiryHours'>,
  newId: (now: number) => string = newCartId,
): LoadedCart {
  if (!saved || typeof saved !== 'object' || !Array.isArray(saved.itemList)) {
    return { cart: createCart({ cartId: newId(now) }), status: 'fresh' };
  }
  const keep = { deviceId: saved.deviceId ?? '', lang: saved.lang ?? 'en' };
  if (saved.uploaded) return { cart: createCart({ ...keep, cartId: newId(now) }), status: 'uploaded' };
  const last = saved.lastUpdate ?? 0;
  if (last > 0 && now - last > cartExpiryMs(settings.cartExpiryHours)) {
    return { cart: createCart({ ...keep, cartId: newId(now) }), status: 'expired' };
  }
  const cart = createCart(saved);
  if (cart.archived) return { cart: { ...cart, cartId: newId(now), archived: false }, status: 'archived' };
  if (!cart.cartId) return { cart: { ...cart, cartId: newId(now) }, status: 'fresh' };
  return { cart, status: 'restored' };
}
