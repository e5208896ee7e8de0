// The cart store (spec 3): a valtio proxy around the domain cart functions. Every change is
// recalculated with calculateCart and saved to localStorage under a key per shop. No React here.
import { proxy } from 'valtio/vanilla';
// The domain's modules directly: the index would pull checkout, booking and dayjs into every catalogue page.
import { addItem, changeQuantity, clearItems, createCart, removeItem, updateItem } from '../domain/cart/cart';
import { calculateCart } from '../domain/cart/calculate';
import { loadSavedCart, type SavedCartStatus } from '../domain/cart/persistence';
import type { Cart, CartItemInput } from '../domain/cart/types';
import { defaultSettings, type Settings } from '../domain/settings';
import { readStored, storageName, writeStored } from '../shared/storage';

export const CART_KEY_PREFIX = 'cart:';

export interface CartStoreState {
  /** The shop whose cart this is ('' before start). */
  shop: string;
  cart: Cart;
  /** How the saved cart was found on start (spec 3: uploaded, expired, archived...). */
  status: SavedCartStatus | '';
}

export const cartStore = proxy<CartStoreState>({ shop: '', cart: createCart(), status: '' });

type SettingsSource = () => Settings;
let settingsOf: SettingsSource = defaultSettings;
let clock: () => number = () => Date.now();

/** Where the venue settings come from (the venue store in the app; fixed values in tests). */
export function setCartSettingsSource(fn: SettingsSource): void {
  settingsOf = fn;
}
/** Tests: a fixed clock. */
export function setCartClock(fn: () => number): void {
  clock = fn;
}

const settings = (): Settings => settingsOf();

export const cartKey = (shop: string): string => storageName('cart', shop);

/** A preview cart (the theme studio's frame): kept in memory only, the visitor's saved cart untouched. */
let memoryOnly = false;

function save(): void {
  // Storage full or blocked: the storage module keeps the cart in memory.
  if (cartStore.shop && !memoryOnly) writeStored('cart', cartStore.cart, cartStore.shop);
}

function commit(next: Cart): void {
  cartStore.cart = calculateCart(next, settings());
  save();
  // The navigation's cart badge (src/features/ordering/cartCount.ts) hears the count from this event, so the
  // menu routes need neither this store nor the domain.
  if (cartStore.shop && typeof window !== 'undefined') {
    window.dispatchEvent(
      new CustomEvent(CART_COUNT_EVENT, { detail: { shop: cartStore.shop, count: itemCount(cartStore) } }),
    );
  }
}

/** The event name src/features/ordering/cartCount.ts listens to (kept equal by a test). */
export const CART_COUNT_EVENT = 'venue:cartcount';

/**
 * Starts the cart of a shop: loads the saved cart (uploaded -> cleared; expired -> cleared, the
 * screen says 'cart expired'; archived -> new id). Returns the status. Calling it again for the
 * same shop keeps the live cart.
 */
export function startCart(shop: string): SavedCartStatus {
  if (cartStore.shop === shop && cartStore.status) return cartStore.status as SavedCartStatus;
  const saved = readStored('cart', shop) as Partial<Cart> | null;
  const { cart, status } = loadSavedCart(saved, clock(), settings());
  cartStore.shop = shop;
  cartStore.status = status;
  commit(cart);
  return status;
}

/**
 * The theme studio's sample cart (src/features/ordering/sampleCart.ts): the shop's cart becomes these
 * lines for this page only; nothing is written to storage from then on (the page is a preview frame).
 */
export function showSampleCart(shop: string, inputs: CartItemInput[]): void {
  memoryOnly = true;
  cartStore.shop = shop;
  cartStore.status = 'fresh';
  let cart = clearItems(loadSavedCart(null, clock(), settings()).cart);
  for (const input of inputs) cart = addItem(cart, input, { mergeItems: false, now: clock() });
  commit(cart);
}

export function addToCart(input: CartItemInput): void {
  commit(addItem(cartStore.cart, input, { mergeItems: false, now: clock() }));
}
export function setLineQuantity(lineNo: number, quantity: number): void {
  commit(changeQuantity(cartStore.cart, lineNo, quantity, clock()));
}
export function removeLine(lineNo: number): void {
  commit(removeItem(cartStore.cart, lineNo, clock()));
}
export function updateLine(lineNo: number, patch: Partial<CartItemInput>): void {
  commit(updateItem(cartStore.cart, lineNo, patch, clock()));
}
/** Applies a pure cart change of the domain (e.g. the kiosk's donation line, src/domain/donation.ts) at the cart's clock. */
export function changeCart(change: (cart: Cart, now: number) => Cart): void {
  commit(change(cartStore.cart, clock()));
}
export function clearCart(): void {
  commit(clearItems(cartStore.cart));
}
/** Sets cart fields that are inputs (orderType, persons, promoCode, notes...). */
export function setCartFields(
  patch: Partial<Pick<Cart, 'orderType' | 'persons' | 'promoCode' | 'notes' | 'payment' | 'showDelivery'>>,
): void {
  commit({ ...cartStore.cart, ...patch });
}
/** After an order is placed: the cart starts again with a new id. */
export function resetAfterOrder(): void {
  const fresh = loadSavedCart(null, clock(), settings()).cart;
  commit({ ...fresh, deviceId: cartStore.cart.deviceId, lang: cartStore.cart.lang });
}

// ---- selectors (pure: pass a snapshot or the store) ----
export const lineCount = (s: Pick<CartStoreState, 'cart'>): number => s.cart.itemList.length;
export const itemCount = (s: Pick<CartStoreState, 'cart'>): number =>
  s.cart.itemList.reduce((n, l) => n + l.quantity, 0);
export const findLine = (s: Pick<CartStoreState, 'cart'>, lineNo: number) =>
  s.cart.itemList.find((l) => l.lineNo === lineNo);
