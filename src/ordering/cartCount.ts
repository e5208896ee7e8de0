// The cart's item count for the cart badge of the navigation, without the cart store or the domain
// (the menu routes load this and nothing more of the cart). The cart store publishes every change
// here; before it starts (menu screens), the count comes from the saved cart in localStorage
// (`cart:<shop>`), read once per shop: an uploaded cart counts 0, as does one past its expiry.
// Another tab's change to the saved cart is picked up from the storage event.

type Listener = () => void;

const listeners = new Set<Listener>();
let current = { shop: '', count: 0, known: false };

interface SavedShape { itemList?: { quantity?: unknown }[]; uploaded?: unknown; lastUpdate?: unknown }

/** Items (quantities summed) in a saved cart's JSON; 0 when unreadable, uploaded or older than maxAgeMs. */
export function countSavedCart(raw: string | null, now: number, maxAgeMs = 0): number {
  if (!raw) return 0;
  try {
    const c = JSON.parse(raw) as SavedShape;
    if (!c || !Array.isArray(c.itemList) || c.uploaded) return 0;
    const last = Number(c.lastUpdate) || 0;
    if (maxAgeMs > 0 && last > 0 && now - last > maxAgeMs) return 0;
    return c.itemList.reduce((n, l) => n + Math.max(0, Math.floor(Number(l?.quantity) || 0)), 0);
  } catch {
    return 0;
  }
}

function readSaved(shop: string, maxAgeMs: number): number {
  try {
    return countSavedCart(localStorage.getItem(`cart:${shop}`), Date.now(), maxAgeMs);
  } catch {
    return 0;
  }
}

const notify = () => listeners.forEach((l) => l());

/** The cart store's live count (after every change). */
export function publishCartCount(shop: string, count: number): void {
  if (current.shop === shop && current.known && current.count === count) return;
  current = { shop, count, known: true };
  notify();
}

/** The count for a shop: the published one, else the saved cart's. */
export function cartCount(shop: string, maxAgeMs = 0): number {
  if (!shop) return 0;
  if (current.shop !== shop || !current.known) current = { shop, count: readSaved(shop, maxAgeMs), known: true };
  return current.count;
}

export function subscribeCartCount(l: Listener): () => void {
  listeners.add(l);
  if (listeners.size === 1 && typeof window !== 'undefined') window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(l);
    if (!listeners.size && typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
  };
}

function onStorage(e: StorageEvent): void {
  if (e.key && current.shop && e.key === `cart:${current.shop}`) {
    current = { ...current, count: countSavedCart(e.newValue, Date.now()) };
    notify();
  }
}

/** Tests: forget what is known. */
export function resetCartCount(): void {
  current = { shop: '', count: 0, known: false };
}
