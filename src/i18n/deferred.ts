// The text namespaces no menu screen uses: they load with the components and screens that use them,
// not at start-up. Plain data: src/i18n/index.ts and vite.config.ts (which keeps them out of the
// start-up text chunks) both read this one list.
export const DEFERRED_NAMESPACES = [
  'account',
  // The cart's, checkout's and payment's texts; the menu's stay in 'ordering'.
  'orders',
  // A placed order's texts (its status, details and the customer's list of orders): not the checkout's.
  'orderinfo',
  'extras',
  'payonly',
  'tablesvc',
  'tickets',
  'wallet',
  'walletcard',
  'bookings',
  'bookingsManage',
  'coupons',
  // The coupon picker's and a coupon's rule texts: a member's checkout loads these alone, not all of 'coupons'.
  'couponpick',
  'offer',
  'studio',
  'kioskops',
  'kiosk',
  'backoffice',
  'setup',
  'menuedit',
  'venues',
  // Texts the server sends (SMS, e-mail: server/messaging/texts.ts); no screen loads them.
  'messages',
] as const;
export type DeferredNamespace = (typeof DEFERRED_NAMESPACES)[number];
