// The cart's item count for the cart badge of the navigation, without the cart store or the domain
// (the menu routes load this and nothing more of the cart). The cart store announces every change
// with a window event (CART_COUNT_EVENT, detail { shop, count }) rather than an import, so this
// module stays inside the navigation's chunk; before the store starts (menu screens), the count
// comes from the saved cart in localStorage (`cart:<shop>`), read once per shop: an uploaded cart
// counts 0, as does one past its expiry. Another tab's change arrives with the storage event.
import { decodeStored, readStored, storageName } from '../../shared/storage';

/**
 * The routes a filled cart leads to (relative to the family): their code is loaded in idle time while
 * the cart holds items (the badge warms them), so a customer whose connection drops still reaches the
 * cart and the checkout, and the checkout says what failed.
 */
export const CART_ROUTES = ['cart', 'checkout'] as const;

/** The window event the cart store dispatches after every change (src/state/cart.ts). */
export const CART_COUNT_EVENT = 'venue:cartcount';

const subs = new Set<() => void>();
let shop = '';
let count = 0;

/** Items (quantities summed) in a saved cart (stored text, or its data); 0 when unreadable, uploaded or older than maxAgeMs. */
export function countSavedCart(saved: string | unknown, now: number, maxAgeMs = 0): number {
  try {
    const data = typeof saved === 'string' || saved === null ? decodeStored('cart', saved) : saved;
    const c = data as { itemList?: { quantity?: unknown }[]; uploaded?: unknown; lastUpdate?: unknown } | null;
    const last = Number(c?.lastUpdate) || 0;
    if (!c || !Array.isArray(c.itemList) || c.uploaded || (maxAgeMs > 0 && last > 0 && now - last > maxAgeMs)) return 0;
    return c.itemList.reduce((n, l) => n + Math.max(0, Math.floor(Number(l?.quantity) || 0)), 0);
  } catch {
    return 0;
  }
}

/** The cart store's live count (after every change). */
export function publishCartCount(s: string, n: number): void {
  if (s === shop && n === count) return;
  shop = s;
  count = n;
  subs.forEach((f) => f());
}

/** The count for a shop: the published one, else the saved cart's. */
export function cartCount(s: string, maxAgeMs = 0): number {
  if (s !== shop) {
    shop = s;
    count = s ? countSavedCart(readStored('cart', s), Date.now(), maxAgeMs) : 0;
  }
  return count;
}

export function subscribeCartCount(f: () => void): () => void {
  subs.add(f);
  return () => void subs.delete(f);
}

/** Tests: forget what is known. */
export function resetCartCount(): void {
  shop = '';
  count = 0;
}

if (typeof window !== 'undefined') {
  window.addEventListener(CART_COUNT_EVENT, (e) => {
    const d = (e as CustomEvent<{ shop?: unknown; count?: unknown }>).detail;
    if (typeof d?.shop === 'string') publishCartCount(d.shop, Math.max(0, Number(d.count) || 0));
  });
  window.addEventListener('storage', (e) => {
    if (shop && e.key === storageName('cart', shop)) publishCartCount(shop, countSavedCart(e.newValue, Date.now()));
  });
}
