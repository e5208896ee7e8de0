// Cart creation and the item changes of spec 4: add (with the merge rules), change quantity,
// update, remove. Each returns a new cart with lastUpdate set; totals are calculateCart's job.
import type { Cart, CartItem, CartItemAttr, CartItemInput, CartMealPlus } from './types';

export const DEFAULT_BILL_TYPE = 2;
export const RESERVATION_BILL_TYPE = 4;
export const DEFAULT_CART_NOTES = 'Welcome';

/** A cart with every field at its default (billType 2, notes 'Welcome', amounts 0). */
export function createCart(init: Partial<Cart> = {}): Cart {
  return {
    cartId: '',
    deviceId: '',
    lastUpdate: 0,
    billType: DEFAULT_BILL_TYPE,
    billNo: '',
    originalAmount: 0,
    totalAmount: 0,
    totalPaid: 0,
    persons: 1,
    orderType: 0,
    serviceNo: '',
    plateNo: '',
    plateName: '',
    gst: 0,
    roundedAmount: 0,
    surchargeAmount: 0,
    surchargeRate: 0,
    changeAmount: 0,
    deliveryFee: 0,
    expressFee: 0,
    otherChargeRate: 0,
    otherChargeAmount: 0,
    deposit: 0,
    serviceFee: 0,
    points: 0,
    topupPoints: 0,
    discountAmount: 0,
    discountRate: 0,
    userDiscountAmount: 0,
    otherDiscountAmount: 0,
    showDelivery: false,
    payment: '',
    fastPay: '',
    token: '',
    paymentAlias: '',
    payType: '',
    lang: 'en',
    preorder: false,
    uploaded: false,
    promoCode: '',
    promoDiscount: 0,
    promoRate: 0,
    itemList: [],
    balancedList: [],
    printed: false,
    transactionId: '',
    paid: false,
    itemDiscount: 0,
    wholeDiscount: 0,
    pointDiscount: 0,
    printer: '',
    openDrawer: false,
    status: 0,
    notes: DEFAULT_CART_NOTES,
    totalDiscountableAmount: 0,
    totalDuration: 0,
    totalPointableAmount: 0,
    totalPtAndDiscAmount: 0,
    totalPointedAmount: 0,
    redeemCode: '',
    topupCode: '',
    giftCardAmount: 0,
    giftCards: [],
    archived: false,
    tags: [],
    plateTag: '',
    orderTime: 0,
    merchantSurchargeAmount: 0,
    excludedGst: 0,
    redeemedPoints: 0,
    amountDue: 0,
    ...init,
  };
}

// Options and meal extras get one fixed shape (every field, same order): calculateCart reads them
// in a hot loop, and objects of one shape keep its property reads fast.
const attr = (a: Partial<CartItemAttr>): CartItemAttr => ({
  attrId: a.attrId,
  name: a.name,
  ...(a.name2 !== undefined ? { name2: a.name2 } : {}),
  price: a.price ?? 0,
  quantity: a.quantity ?? 1,
  amount: a.amount ?? 0,
  discount: a.discount,
  loyaltyPoint: a.loyaltyPoint,
  gst: a.gst,
  instructionItem: a.instructionItem,
});
const meal = (m: Partial<CartMealPlus>): CartMealPlus => ({
  pluId: m.pluId,
  pluName1: m.pluName1,
  pluName2: m.pluName2,
  price: m.price ?? 0,
  quantity: m.quantity ?? 1,
  amount: m.amount ?? 0,
});

/** A full cart item from what a screen gives (quantity 1, discountable and pointable by default). */
export function newCartItem(input: CartItemInput, lineNo = 0): CartItem {
  return {
    pluId: '',
    catId: '',
    pluName1: '',
    pluName2: '',
    shopPrice: input.price,
    quantity: 1,
    amount: 0,
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
    pluGst: true,
    includeGst: null,
    ingredients: [],
    mealPlu: false,
    notes: '',
    discount: true,
    loyaltyPoint: true,
    discountRate: 0,
    discountAmount: 0,
    discountableAmount: 0,
    pointableAmount: 0,
    ptAndDiscAmount: 0,
    misc: 0,
    totalMisc: 0,
    timeItem: false,
    duration: 0,
    graceTime: 0,
    hide: false,
    menuType: '',
    multiPrice: false,
    priceIndex: 0,
    lang: 'en',
    ...input,
    itemId: String(input.itemId),
    lineNo,
    attrs: (input.attrs ?? []).map(attr),
    mealPlus: (input.mealPlus ?? []).map(meal),
  };
}

/**
 * The merge key under merge-items: one line per item id, except that multi-price items merge only
 * when their priceIndex matches.
 */
export function mergeKey(item: Pick<CartItem, 'itemId' | 'multiPrice' | 'priceIndex'>): string {
  return item.multiPrice ? `${item.itemId}#${item.priceIndex}` : String(item.itemId);
}

const nextLineNo = (items: CartItem[]): number => items.reduce((m, i) => Math.max(m, i.lineNo), 0) + 1;
const touched = (cart: Cart, itemList: CartItem[], now: number): Cart => ({
  ...cart,
  itemList,
  lastUpdate: itemList.length ? now : 0,
});

export interface AddOptions {
  /** settings.mergeItems */
  mergeItems?: boolean;
  /** ms since epoch, stored as lastUpdate. */
  now: number;
}

/**
 * Adds an item. With merge-items on, an item whose merge key is already in the cart adds its quantity
 * to that line (the line keeps its own options and notes); otherwise a new line is appended.
 */
export function addItem(cart: Cart, input: CartItemInput, opts: AddOptions): Cart {
  const item = newCartItem(input, nextLineNo(cart.itemList));
  if (!(item.quantity > 0)) return cart;
  if (opts.mergeItems) {
    const key = mergeKey(item);
    const i = cart.itemList.findIndex((l) => mergeKey(l) === key);
    if (i >= 0) {
      const list = cart.itemList.slice();
      list[i] = { ...list[i], quantity: list[i].quantity + item.quantity };
      return touched(cart, list, opts.now);
    }
  }
  return touched(cart, [...cart.itemList, item], opts.now);
}

/** Removes a line; removing the last item resets lastUpdate to 0. */
export function removeItem(cart: Cart, lineNo: number, now: number): Cart {
  const list = cart.itemList.filter((l) => l.lineNo !== lineNo);
  return list.length === cart.itemList.length ? cart : touched(cart, list, now);
}

/** Sets a line's quantity; 0 or less removes the line. */
export function changeQuantity(cart: Cart, lineNo: number, quantity: number, now: number): Cart {
  if (!(quantity > 0)) return removeItem(cart, lineNo, now);
  return updateItem(cart, lineNo, { quantity }, now);
}

/** Replaces fields of a line (options, notes, quantity...); the line number stays. */
export function updateItem(cart: Cart, lineNo: number, patch: Partial<CartItemInput>, now: number): Cart {
  const i = cart.itemList.findIndex((l) => l.lineNo === lineNo);
  if (i < 0) return cart;
  const current = cart.itemList[i];
  const next = newCartItem(
    { ...current, ...patch, itemId: patch.itemId ?? current.itemId, price: patch.price ?? current.price },
    lineNo,
  );
  if (!(next.quantity > 0)) return removeItem(cart, lineNo, now);
  const list = cart.itemList.slice();
  list[i] = next;
  return touched(cart, list, now);
}

/** Empties the cart (items, lastUpdate 0), keeping its id and device. */
export function clearItems(cart: Cart): Cart {
  return { ...cart, itemList: [], lastUpdate: 0 };
}
