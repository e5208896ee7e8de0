// The kiosk's donation prompt (issue 19, "donate"): the donation is an ordinary catalogue item of the
// venue (named by settings.kiosk.donatePlu) whose price levels are the amounts offered, so the server
// prices, stores and reports it like any line. These rules pick the amounts, build the cart line and
// keep at most one donation line in the cart.
import { addItem, removeItem, updateItem } from './cart/cart';
import type { Cart, CartItem, CartItemInput, Flag } from './cart/types';
import type { Cents } from './money';

/** The most price levels an item has (the wire cart's priceIndex is 0 to 9). */
export const MAX_PRICE_LEVELS = 10;

/** What the donation rules read of a catalogue item (the catalogue spreads the item's extra fields on it). */
export interface DonationItem {
  pluId: string;
  catId?: string;
  pluName1: string;
  pluName2?: string;
  /** The base price (level 0). */
  priceCents: number;
  /** The item's price levels, the base price first (extra.prices); level n > 0 costs prices[n]. */
  prices?: unknown;
  /** GST flags of the catalogue: 0 means GST-free (a donation usually is). */
  gst?: unknown;
  pluGst?: unknown;
  /** 0: no member, whole-bill or promo discount on this item. */
  discount?: unknown;
  /** 0: this item earns no points. */
  loyaltyPoint?: unknown;
}

/** One amount offered: its price level (the line's priceIndex) and its price. */
export interface DonationAmount {
  priceIndex: number;
  cents: Cents;
}

const isAmount = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v > 0;

/**
 * The amounts to offer, in the item's level order: level 0 is the base price, level n > 0 is
 * prices[n], as the server prices a line (server/orders/pricing.ts). Levels that are not a whole
 * positive number of cents are left out, and an amount already offered is not offered twice.
 * No item, or no usable level: nothing to offer (the step skips itself).
 */
export function donationAmounts(item: DonationItem | null | undefined): DonationAmount[] {
  if (!item) return [];
  const levels = Array.isArray(item.prices) ? item.prices.slice(0, MAX_PRICE_LEVELS) : [];
  const out: DonationAmount[] = [];
  const seen = new Set<number>();
  const offer = (priceIndex: number, cents: unknown) => {
    if (!isAmount(cents) || seen.has(cents)) return;
    seen.add(cents);
    out.push({ priceIndex, cents });
  };
  offer(0, item.priceCents);
  for (let i = 1; i < levels.length; i++) offer(i, levels[i]);
  return out;
}

const off = (v: unknown): boolean => v === 0 || v === false || v === '0';
const flagOf = (v: unknown): Flag => (off(v) ? 0 : 1);

/** The cart line of a donation of one amount: quantity 1 at that price level, with the item's GST, discount and points flags. */
export function donationLine(item: DonationItem, amount: DonationAmount, lang = 'en'): CartItemInput {
  return {
    itemId: item.pluId,
    pluId: item.pluId,
    catId: item.catId ?? '',
    pluName1: item.pluName1,
    pluName2: item.pluName2 ?? '',
    price: amount.cents,
    shopPrice: item.priceCents,
    quantity: 1,
    priceIndex: amount.priceIndex,
    multiPrice: Array.isArray(item.prices) ? 1 : 0,
    pluGst: off(item.gst) || off(item.pluGst) ? 0 : 1,
    discount: flagOf(item.discount),
    loyaltyPoint: flagOf(item.loyaltyPoint),
    lang,
  };
}

/** The cart's donation (the first line of the donation item), or null. */
export function chosenDonation(
  cart: { readonly itemList: readonly Pick<CartItem, 'pluId' | 'itemId' | 'priceIndex' | 'price'>[] },
  pluId: string,
): DonationAmount | null {
  if (!pluId) return null;
  const line = cart.itemList.find((l) => l.pluId === pluId || l.itemId === pluId);
  return line ? { priceIndex: line.priceIndex, cents: line.price } : null;
}

/**
 * Sets the cart's donation: with a line, the cart then has exactly one line of the donation item,
 * that one (an earlier donation line is replaced in place, keeping its line number; more than one
 * are reduced to one); with null, every donation line is removed. Other lines are never touched.
 */
export function setDonation(cart: Cart, pluId: string, line: CartItemInput | null, now: number): Cart {
  const lines = pluId ? cart.itemList.filter((l) => l.pluId === pluId || l.itemId === pluId) : [];
  let next = cart;
  for (const l of line ? lines.slice(1) : lines) next = removeItem(next, l.lineNo, now);
  if (!line) return next;
  if (lines.length)
    return updateItem(next, lines[0].lineNo, { ...line, attrs: [], mealPlus: [], ingredients: [], notes: '' }, now);
  return addItem(next, line, { mergeItems: false, now });
}
