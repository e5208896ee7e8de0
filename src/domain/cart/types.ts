// The cart and cart item of spec 3, field for field in the spec's camelCase. Every amount is integer
// cents (type Cents); rates are percentages (10 = 10%); points carry 2 decimals.
// Fields marked "computed" are written by calculateCart and never read by it; the rest are inputs.
import type { Cents } from '../money';

/** 0 / 1 flags arrive from the server as numbers or booleans; the domain reads both. */
export type Flag = boolean | 0 | 1;

/** An option (attr) of a cart item. Its price and quantity are per unit of the item. */
export interface CartItemAttr {
  attrId?: string | number;
  name?: string;
  /** The option's name in the catalogue's second language (zh-hans), when known. */
  name2?: string;
  price: Cents;
  quantity: number;
  /** Computed: price x quantity x the item's quantity. */
  amount: Cents;
  /** Discountable flag; when absent the option follows its item. */
  discount?: Flag;
  /** Earns points flag; when absent the option follows its item. */
  loyaltyPoint?: Flag;
  /** Informational: an option is taxed at its item's rates (same supply). */
  gst?: number;
  /** An instruction ("no onion") rather than a product; charged like any option if it has a price. */
  instructionItem?: Flag;
}

/** A meal extra of a meal item (mealPlu). Price and quantity are per unit of the item. */
export interface CartMealPlus {
  pluId?: string | number;
  pluName1?: string;
  pluName2?: string;
  price: Cents;
  quantity: number;
  /** Computed: price x quantity x the item's quantity. */
  amount: Cents;
}

export type TaxRates = [number, number, number, number, number, number];

export interface CartItem {
  /** Line number, unique in the cart (added by the domain: the spec's items have no line id). */
  lineNo: number;
  itemId: string;
  pluId: string;
  catId: string;
  pluName1: string;
  pluName2: string;
  /** Unit price charged (the selected price level). */
  price: Cents;
  /** The shop's list price, for display. */
  shopPrice: Cents;
  quantity: number;
  /** Computed: gross line amount before any discount (item, options, meal extras, misc) x quantity. */
  amount: Cents;
  /** Computed: the line's GST rate in percent (taxRate1 as used). */
  gst: number;
  /** Tax rates in percent. taxRate1 is GST: null means settings.gstRate when pluGst is on, else 0. Others: null = 0. */
  taxRate1: number | null;
  taxRate2: number | null;
  taxRate3: number | null;
  taxRate4: number | null;
  taxRate5: number | null;
  taxRate6: number | null;
  /** Computed: tax in cents for each rate, on the line's final amount after all discounts. */
  tax1: Cents;
  tax2: Cents;
  tax3: Cents;
  tax4: Cents;
  tax5: Cents;
  tax6: Cents;
  /** Computed: tax1 + ... + tax6. */
  gstAmount: Cents;
  /** Catalogue GST flag: on (default) means the item is taxable; off means GST-free. */
  pluGst: Flag;
  /** Whether the price includes tax; null = settings.includeGst. */
  includeGst: Flag | null;
  attrs: CartItemAttr[];
  ingredients: unknown[];
  mealPlus: CartMealPlus[];
  mealPlu: Flag;
  notes: string;
  /** Discountable flag (member, whole-bill, promo, points and item discounts apply). Default on. */
  discount: Flag;
  /** Earns points flag. Default on. */
  loyaltyPoint: Flag;
  /** Item discount in percent, applied to the discountable part of the line. */
  discountRate: number;
  /** Computed: the item discount in cents (added by the domain). */
  discountAmount: Cents;
  /** Computed: the discountable part of the line after the item discount. */
  discountableAmount: Cents;
  /** Computed: the part of the line that earns points, after the item discount. */
  pointableAmount: Cents;
  /** Computed: the part both discountable and pointable, after the item discount. */
  ptAndDiscAmount: Cents;
  /** Per-unit miscellaneous charge (e.g. a container deposit): never discounted, earns no points. */
  misc: Cents;
  /** Computed: misc x quantity. */
  totalMisc: Cents;
  timeItem: Flag;
  /** Minutes per unit of a time item (massage, KTV, party room). */
  duration: number;
  graceTime: number;
  hide: Flag;
  menuType: string;
  multiPrice: Flag;
  priceIndex: number;
  lang: string;
}

/** What a screen gives to addItem: itemId and price at least; the rest takes defaults. */
export type CartItemInput = Partial<Omit<CartItem, 'attrs' | 'mealPlus'>> & {
  itemId: string;
  price: Cents;
  attrs?: Partial<CartItemAttr>[];
  mealPlus?: Partial<CartMealPlus>[];
};

export interface CartGiftCard {
  cardNum: string;
  /** What the customer uses from this card, in cents. */
  amount: Cents;
}

export interface Cart {
  cartId: string;
  deviceId: string;
  /** ms since epoch of the last change; 0 when the cart is empty. */
  lastUpdate: number;
  /** 2 default; 4 reservation with deposit. */
  billType: number;
  billNo: string;
  /** Computed: sum of the lines' gross amounts (before discounts). */
  originalAmount: Cents;
  /** Computed: what the order costs, before gift cards and cash rounding (see README). */
  totalAmount: Cents;
  /** Input: cash tendered (for changeAmount). */
  totalPaid: Cents;
  persons: number;
  orderType: number;
  serviceNo: string;
  plateNo: string;
  plateName: string;
  /** Computed: all tax in the order (included and added), fees included. */
  gst: Cents;
  /** Computed: the cash rounding adjustment, -2 to +2 cents (0 unless the payment is rounded). */
  roundedAmount: Cents;
  /** Computed: payment-method surcharge. */
  surchargeAmount: Cents;
  /** Computed: the method's percentage (0 for a fixed surcharge). */
  surchargeRate: number;
  /** Computed: totalPaid - amountDue when paying cash, never negative. */
  changeAmount: Cents;
  /** Computed: delivery fee charged (0 when not delivering or over the free-delivery amount). */
  deliveryFee: Cents;
  /** Computed: express fee charged. */
  expressFee: Cents;
  /** Computed: the other charge rate used (settings.otherChargeRate, e.g. a public holiday). */
  otherChargeRate: number;
  /** Computed: the other charge. */
  otherChargeAmount: Cents;
  /** Computed: the deposit due now for billType 4; 0 otherwise. */
  deposit: Cents;
  /** Computed: service fee. */
  serviceFee: Cents;
  /** Input: points the customer asks to redeem. */
  points: number;
  /** Computed: points this order earns (added to the card). */
  topupPoints: number;
  /** Computed: all discounts: item + member + whole + promo + points. */
  discountAmount: Cents;
  /** Input: whole-bill discount in percent (staff or venue). */
  discountRate: number;
  /** Computed: member discount. */
  userDiscountAmount: Cents;
  /** Input: fixed whole-bill discount in cents (staff or venue). */
  otherDiscountAmount: Cents;
  /** Input: delivery order. */
  showDelivery: boolean;
  payment: string;
  fastPay: string;
  token: string;
  paymentAlias: string;
  payType: string;
  lang: string;
  preorder: boolean;
  uploaded: boolean;
  /** Computed from the promo given to calculateCart. */
  promoCode: string;
  /** Computed: the promo discount applied. */
  promoDiscount: Cents;
  /** Computed: the promo rate applied (0 for an amount promo). */
  promoRate: number;
  itemList: CartItem[];
  /** Already ordered items: shown, not counted in this cart's totals. */
  balancedList: CartItem[];
  printed: boolean;
  transactionId: string;
  paid: boolean;
  /** Computed: sum of item discounts. */
  itemDiscount: Cents;
  /** Computed: whole-bill discount applied (rate part + fixed part). */
  wholeDiscount: Cents;
  /** Computed: money off for redeemed points. */
  pointDiscount: Cents;
  printer: string;
  openDrawer: boolean;
  status: number;
  notes: string;
  /** Computed: sum of the lines' discountableAmount. */
  totalDiscountableAmount: Cents;
  /** Computed: minutes of time items (duration x quantity). */
  totalDuration: number;
  /** Computed: sum of the lines' pointableAmount. */
  totalPointableAmount: Cents;
  /** Computed: sum of the lines' ptAndDiscAmount. */
  totalPtAndDiscAmount: Cents;
  /** Computed: the pointable amount after bill discounts: the base of topupPoints. */
  totalPointedAmount: Cents;
  redeemCode: string;
  topupCode: string;
  /** Computed: what the gift cards pay (at most what is due). */
  giftCardAmount: Cents;
  /** Input: gift cards the customer applies. */
  giftCards: CartGiftCard[];
  archived: boolean;
  tags: string[];
  plateTag: string;
  orderTime: number;
  /** Computed: always 0 (the spec names it without a rule; see README). */
  merchantSurchargeAmount: Cents;
  /** Computed (added by the domain): tax added on top for lines priced without GST. */
  excludedGst: Cents;
  /** Computed (added by the domain): points actually redeemed (the request, limited). */
  redeemedPoints: number;
  /** Computed (added by the domain): what the customer pays now with the chosen method, rounding included. */
  amountDue: Cents;
}
