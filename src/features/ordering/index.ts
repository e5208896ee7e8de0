// The ordering feature's public API: other folders import ordering only from here (tests/architecture/layers.test.ts),
// and from ./setup, whose import wires the cart into the engine: re-exported here, it would run
// wherever any ordering name is imported (the menu included, in dev and tests).
export {
  lineOptions,
  myOrders,
  newIdempotencyKey,
  ORDER_TYPE_CODES,
  ORDER_TYPES,
  orderTypeOf,
  payWithPin,
  placeOrder,
  REDIRECT_METHODS,
  trackOrders,
  type Blocked,
  type FeeCalcResult,
  type OrderType,
  type PlacedOrder,
  type RedeemInfo,
  type OrderLine,
  type TrackedOrder,
  type WireCart,
} from './api';
export { feeCalc, orderRefusal, type OrderRefused } from './feeCalc';
export { ORDER_OUTCOMES, orderOutcome, PAY_AT_VENUE, type OrderOutcome } from './orderOutcome';
export { servedText, type Served } from './servedText';
export {
  chosenIn,
  clearCatalogueCache,
  emptySelection,
  fetchCatalogue,
  flatCategories,
  isListed,
  itemsOf,
  listedItems,
  loadCatalogue,
  minQuantityOf,
  nameOf,
  searchItems,
  selectionOf,
  toCartInput,
  toWireLine,
  toWireLines,
  useCatalogue,
  type Catalogue,
  type CatalogueState,
  type CatAttr,
  type Category,
  type CatIngredient,
  type CatMeal,
  type CatNote,
  type CatOption,
  type Plu,
  type Selection,
  type WireLine,
} from './catalogue';
export {
  CART_COUNT_EVENT,
  CART_ROUTES,
  cartCount,
  countSavedCart,
  publishCartCount,
  resetCartCount,
  subscribeCartCount,
} from './cartCount';
export { checkout, forgetTotals } from './checkoutStore';
export { checkTotals, wireCart, type PromoInCheck } from './checkTotals';
export {
  afterOrderTarget,
  newAttempt,
  orderSettled,
  pinFailure,
  pendingPinOrder,
  pinPaymentKey,
  payPageUrl,
  readLastOrder,
  refreshTableOrders,
  returnBase,
  returnUpload,
  saveCheckoutDraft,
  saveLastOrder,
  saveReturnBase,
  saveReturnUpload,
  submitCheckout,
  type SubmitOutcome,
} from './checkout';
export {
  attemptPlacedOrder,
  clearCheckoutDraft,
  keepStillCheckoutDraft,
  readCheckoutDraft,
  startingCheckout,
  type CheckoutDraft,
  type CheckoutForm,
} from './checkoutDraft';
export { cardCredential, extras, extrasPayload, noteFeeCalc, TOKEN_MARGIN_MS, type AppliedGiftCard } from './extras';
export { afterOrder, resetExtras, restoreExtras } from './afterOrder';
export { checkGiftCard, normCardNum, type GiftCheck } from './checkGiftCard';
export {
  clearPayInfo,
  formatReceiptTime,
  lineName,
  loadBill,
  moveBillToCounter,
  parseAmountToCents,
  PAY_INFO_KEY,
  payBill,
  payInfoFor,
  paySingle,
  printPage,
  readPayInfo,
  receiptRows,
  resendOrder,
  savePayInfo,
  type Bill,
  type BillLine,
  type BillMethod,
  type KitchenState,
  type PayInfo,
  type PayStart,
  type ReceiptRow,
  type SinglePayStart,
} from './payonly';
export { useLang, useShop } from './hooks';
export { usePaymentMethods } from './paymentHooks';
export { usePaymentName } from './paymentName';
export { loadPagePayments } from './pagePayments';
export { billMoney, useBill, type BillPolling, type BillState } from './components/payonlyUi';
export { EditInPlaceContext } from './editInPlace';
export { fillSampleCart, sampleItems } from './sampleCart';
