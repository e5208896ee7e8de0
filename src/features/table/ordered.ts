// Already ordered (spec 3, cart entity: balancedList): the items of the orders placed in the live
// table session, by anyone at the table, read from the venue (POST /api/table/session/orders) into
// cartStore.cart.balancedList. The cart screen shows them apart and never charges them: the
// domain's calculateCart prices itemList only. Refreshed when the cart screen opens and after an
// order is placed. Loaded on demand (only while a table session is live).
import type { CartItem } from '../../domain';
import { cartStore } from '../../state/cart';
import { session } from '../../state/stores';
import { loadSessionOrders, type OrderedLine } from './api';
import { tableSessionRefused } from './service';

/** An ordered line as a cart line (read-only: negative line numbers never clash with the cart's own). */
export function toCartItem(l: OrderedLine, index: number): CartItem {
  return {
    lineNo: -(index + 1),
    itemId: l.pluId,
    pluId: l.pluId,
    catId: '',
    pluName1: l.pluName1,
    pluName2: l.pluName2 || l.pluName1,
    price: l.price,
    shopPrice: l.price,
    quantity: l.quantity,
    amount: l.amount,
    gst: 0,
    taxRate1: null,
    taxRate2: null,
    taxRate3: null,
    taxRate4: null,
    taxRate5: null,
    taxRate6: null,
    tax1: 0,
    tax2: 0,
    tax3: 0,
    tax4: 0,
    tax5: 0,
    tax6: 0,
    gstAmount: 0,
    pluGst: 1,
    includeGst: null,
    attrs: l.attrs.map((a) => ({
      attrId: a.attrId,
      name: a.name,
      price: a.price,
      quantity: a.quantity,
      amount: a.amount,
    })),
    ingredients: l.ingredients.map((g) => ({ ingredientId: g.ingredientId, name1: g.name, name2: g.name })),
    mealPlus: l.mealPlus.map((m) => ({
      pluId: m.pluId,
      pluName1: m.pluName1,
      pluName2: m.pluName2 || m.pluName1,
      price: m.price,
      quantity: m.quantity,
      amount: m.amount,
    })),
    mealPlu: l.mealPlus.length ? 1 : 0,
    notes: l.notes,
    discount: 0,
    loyaltyPoint: 0,
  } as unknown as CartItem;
}

function setBalanced(items: CartItem[]): void {
  const now = cartStore.cart.balancedList ?? [];
  if (!items.length && !now.length) return;
  cartStore.cart = { ...cartStore.cart, balancedList: items };
}

export type OrderedOutcome = 'none' | 'loaded' | 'ended' | 'error';

let inFlight: Promise<OrderedOutcome> | null = null;

/**
 * Reads what the table already ordered into the cart's balancedList. Without a live session the
 * list is emptied ('none'); a session the venue refuses (expired, closed by staff, unknown) goes to
 * the token-expired screen ('ended'); an unreachable venue keeps the last list ('error').
 */
export function refreshAlreadyOrdered(): Promise<OrderedOutcome> {
  if (!session.table || !session.sessionId) {
    setBalanced([]);
    return Promise.resolve('none');
  }
  if (inFlight) return inFlight;
  const table = session.table;
  const sessionId = session.sessionId;
  inFlight = (async (): Promise<OrderedOutcome> => {
    const a = await loadSessionOrders(table, sessionId);
    if (session.sessionId !== sessionId) return 'none';
    if (a.ok) {
      setBalanced(a.itemList.map(toCartItem));
      return 'loaded';
    }
    if (a.code.startsWith('session.')) {
      setBalanced([]);
      tableSessionRefused(a.code);
      return 'ended';
    }
    return 'error';
  })().finally(() => {
    inFlight = null;
  });
  return inFlight;
}
