// The registry of component types. Each entry loads its component lazily, so every component
// is its own chunk and a screen downloads only what it draws.
import type { AnyComponent, ComponentEntry } from '../engine/runtime/registry';
import type { Loaders } from './registryLoaders';
import { loadNamespaces } from '../i18n';

/**
 * The deferred text namespaces (src/i18n DEFERRED_NAMESPACES) each component's code uses: its chunk
 * resolves only once they are loaded, so it never draws a raw key (test: tests/components/registry.test.ts).
 */
export const COMPONENT_TEXTS: Record<string, readonly string[]> = {
  CartView: ['orders', 'tablesvc'],
  // 'extras' (pre-order time, gift cards) with its live form on first use, 'couponpick' with its lazy
  // coupon picker (signed in only): the stand-in's first paint needs 'orders' alone.
  CheckoutForm: ['orders'],
  LoginForm: ['account'],
  OrderPoster: ['orderinfo', 'payonly'],
  OrderStatus: ['orders', 'orderinfo', 'payonly'],
  OrderUpload: ['orderinfo', 'payonly', 'tablesvc'],
  PayBill: ['payonly'],
  Receipt: ['payonly'],
  SafeRedirect: ['payonly'],
  SinglePay: ['orders', 'payonly'],
  TableSessions: ['tablesvc'],
  AccountMe: ['account'],
  AuthRedirect: ['account'],
  ForgotPasswordForm: ['account'],
  MemberQr: ['account'],
  ProfileForm: ['account'],
  SignupForm: ['account'],
  SmsLoginForm: ['account'],
  TicketList: ['tickets'],
  ParkingBooking: ['tickets'],
  PassBooking: ['tickets'],
  TicketPools: ['tickets'],
  TicketCheckout: ['tickets'],
  TicketResult: ['tickets'],
  MyOrders: ['orders', 'orderinfo'],
  OrderNumbers: ['orders', 'orderinfo'],
  Wallet: ['wallet'],
  TopupResult: ['wallet', 'walletcard'],
  CardPinPad: ['wallet', 'walletcard'],
  WalletCard: ['wallet', 'walletcard'],
  BookingHome: ['bookings'],
  BookingCheckout: ['bookings'],
  BookingResult: ['bookings'],
  MyBookingList: ['bookings', 'bookingsManage'],
  StaffBookings: ['bookings', 'bookingsManage'],
  RoomBill: ['bookings', 'bookingsManage'],
  VoucherVerify: ['coupons', 'couponpick'],
  KioskFlow: ['kiosk'],
  KioskStep: ['kiosk'],
  CouponTicket: ['coupons', 'couponpick'],
  HeldTickets: ['coupons', 'couponpick'],
  CouponReceipt: ['coupons'],
  GiftCardCheckout: ['coupons'],
  GiftCardReceipt: ['coupons'],
  Invitation: ['coupons'],
  ThemeStudio: ['studio'],
  KioskStaffLogin: ['kioskops'],
  KioskExit: ['kioskops'],
  KioskReports: ['kioskops'],
  KioskCallStaff: ['kioskops'],
  KioskAdvert: ['kioskops'],
  StaffAlerts: ['kioskops'],
  CashierCounter: ['kioskops'],
  OperatorConsole: ['backoffice', 'setup'],
  ModeSetup: ['setup'],
  MenuEditor: ['menuedit'],
  SoldOutBoard: ['menuedit'],
  VenueAdmin: ['venues'],
};

/**
 * A component's loader that resolves once its deferred texts (COMPONENT_TEXTS) are loaded too: the
 * registry's entries use it, and so does a component that draws another one directly (keeping its props typed).
 */
export const withComponentTexts = <M>(type: string, load: () => Promise<M>): (() => Promise<M>) => {
  const ns = COMPONENT_TEXTS[type];
  return ns ? () => Promise.all([load(), loadNamespaces(ns)]).then(([m]) => m) : load;
};

/**
 * The loaders of the types outside the menu screens, by area: each a chunk fetched the first time one
 * of its types is drawn, so the start-up chunk carries no import map or preload list for the forty-odd
 * components a menu page never draws, and a page fetches its own area's map only.
 */
const LATER_GROUPS = {
  ordering: () => import('./loaders/ordering'),
  accounts: () => import('./loaders/accounts'),
  tickets: () => import('./loaders/tickets'),
  wallet: () => import('./loaders/wallet'),
  bookings: () => import('./loaders/bookings'),
  kiosk: () => import('./loaders/kiosk'),
  backoffice: () => import('./loaders/backoffice'),
  other: () => import('./registryLoaders'),
} satisfies Record<string, () => Promise<{ LATER_LOADERS: Loaders }>>;

/** A type's loader in its group's chunk (registryLoaders.ts when no group is named). */
const later =
  (type: string, group: keyof typeof LATER_GROUPS = 'other') =>
  (): Promise<{ default: AnyComponent }> =>
    LATER_GROUPS[group]().then((m) => {
      const load = m.LATER_LOADERS[type];
      return load ? load() : Promise.reject(new Error(`No loader for component type "${type}"`));
    });

const withTexts = (entry: ComponentEntry): ComponentEntry => ({
  ...entry,
  load: withComponentTexts(entry.type, entry.load),
});

const entries: ComponentEntry[] = [
  { type: 'Outlet', load: () => import('./Outlet/Outlet') },
  { type: 'Stack', load: () => import('./Stack/Stack') },
  { type: 'Heading', load: () => import('./Heading/Heading') },
  { type: 'Text', load: () => import('./Text/Text') },
  { type: 'Link', load: () => import('./Link/Link') },
  { type: 'Button', load: () => import('./Button/Button'), events: ['press'] },
  { type: 'Image', load: () => import('./Image/Image') },
  { type: 'Header', load: () => import('./Header/Header'), slots: ['nav', 'account', 'actions'] },
  { type: 'AccountLink', load: () => import('./AccountLink/AccountLink') },
  { type: 'VenueList', load: () => import('./VenueList/VenueList') },
  { type: 'NavBar', load: () => import('./NavBar/NavBar') },
  { type: 'LanguageSwitch', load: () => import('./LanguageSwitch/LanguageSwitch'), events: ['change'] },
  { type: 'ThemeSwitch', load: () => import('./ThemeSwitch/ThemeSwitch'), events: ['change'] },
  { type: 'Banner', load: () => import('./Banner/Banner') },
  { type: 'Footer', load: () => import('./Footer/Footer') },
  { type: 'ClosedNotice', load: () => import('./ClosedNotice/ClosedNotice') },
  { type: 'PlannedNotice', load: () => import('./PlannedNotice/PlannedNotice') },
  { type: 'DataState', load: () => import('./DataState/DataState') },
  { type: 'ContactCard', load: later('ContactCard') },
  { type: 'Dialog', load: () => import('./Dialog/Dialog'), events: ['close'] },
  { type: 'QrCode', load: later('QrCode') },
  // Ordering (project issue 5)
  { type: 'QuantityStepper', load: () => import('./QuantityStepper/QuantityStepper'), events: ['change'] },
  { type: 'CategoryNav', load: () => import('./CategoryNav/CategoryNav') },
  { type: 'ProductGrid', load: () => import('./ProductGrid/ProductGrid') },
  { type: 'ProductDetail', load: () => import('./ProductDetail/ProductDetail'), events: ['added'] },
  { type: 'SearchBox', load: () => import('./SearchBox/SearchBox') },
  { type: 'CartView', load: () => import('./CartView/CartView') },
  { type: 'CheckoutForm', load: () => import('./CheckoutForm/CheckoutForm') },
  { type: 'OrderStatus', load: later('OrderStatus', 'ordering') },
  { type: 'MyOrders', load: later('MyOrders', 'ordering') },
  // Accounts
  { type: 'LoginForm', load: later('LoginForm', 'accounts') },
  // Table service (project issue 5, table)
  { type: 'TableNotice', load: later('TableNotice', 'ordering') },
  { type: 'OrderNumbers', load: later('OrderNumbers', 'ordering') },
  // Pay-only, receipts and order results (issue 5)
  { type: 'PayBill', load: later('PayBill', 'ordering') },
  { type: 'Receipt', load: later('Receipt', 'ordering') },
  { type: 'SinglePay', load: later('SinglePay', 'ordering') },
  { type: 'OrderUpload', load: later('OrderUpload', 'ordering') },
  { type: 'OrderPoster', load: later('OrderPoster', 'ordering') },
  { type: 'SafeRedirect', load: later('SafeRedirect', 'ordering') },
  // Table service gaps (issue 5, tablesvc)
  { type: 'TableSessions', load: later('TableSessions', 'ordering') },
  // Accounts (issue 16): sign-up, SMS login, forgot password, profile, me, member QR, auth redirect
  { type: 'SignupForm', load: later('SignupForm', 'accounts') },
  { type: 'SmsLoginForm', load: later('SmsLoginForm', 'accounts') },
  { type: 'ForgotPasswordForm', load: later('ForgotPasswordForm', 'accounts') },
  { type: 'ProfileForm', load: later('ProfileForm', 'accounts') },
  { type: 'AccountMe', load: later('AccountMe', 'accounts') },
  { type: 'MemberQr', load: later('MemberQr', 'accounts') },
  { type: 'AuthRedirect', load: later('AuthRedirect', 'accounts') },
  // Tickets and passes (issue 17: parking, date-range passes, my tickets)
  { type: 'TicketList', load: later('TicketList', 'tickets') },
  { type: 'ParkingBooking', load: later('ParkingBooking', 'tickets') },
  { type: 'PassBooking', load: later('PassBooking', 'tickets') },
  { type: 'TicketPools', load: later('TicketPools', 'tickets') },
  { type: 'TicketCheckout', load: later('TicketCheckout', 'tickets') },
  { type: 'TicketResult', load: later('TicketResult', 'tickets') },
  // The wallet (issue 16, wallet)
  { type: 'Wallet', load: later('Wallet', 'wallet') },
  { type: 'TopupResult', load: later('TopupResult', 'wallet') },
  { type: 'CardPinPad', load: later('CardPinPad', 'wallet') },
  // Bookings (issue 17: reservation, massage, party room, KTV)
  { type: 'BookingHome', load: later('BookingHome', 'bookings') },
  { type: 'BookingCheckout', load: later('BookingCheckout', 'bookings') },
  { type: 'BookingResult', load: later('BookingResult', 'bookings') },
  { type: 'MyBookingList', load: later('MyBookingList', 'bookings') },
  { type: 'StaffBookings', load: later('StaffBookings', 'bookings') },
  // Coupons, vouchers, gift cards bought online and invitations (issue 16, coupons)
  { type: 'CouponTicket', load: later('CouponTicket', 'wallet') },
  { type: 'HeldTickets', load: later('HeldTickets', 'wallet') },
  { type: 'CouponReceipt', load: later('CouponReceipt', 'wallet') },
  { type: 'GiftCardCheckout', load: later('GiftCardCheckout', 'wallet') },
  { type: 'GiftCardReceipt', load: later('GiftCardReceipt', 'wallet') },
  { type: 'Invitation', load: later('Invitation', 'wallet') },
  // A party or KTV room's bill with the menu in room mode (issue 17, bookings2)
  { type: 'RoomBill', load: later('RoomBill', 'bookings') },
  // Back office: the theme studio (issue 18 part 2; administrators only, lazy)
  { type: 'ThemeStudio', load: later('ThemeStudio', 'backoffice') },
  // Staff verify a coupon or voucher (issue 16, wallet2)
  { type: 'VoucherVerify', load: later('VoucherVerify', 'wallet') },
  // Kiosk operations (issue 19, kioskops): staff login, exit, reports, call staff, adverts, staff alerts, cashier
  { type: 'KioskStaffLogin', load: later('KioskStaffLogin', 'kiosk') },
  { type: 'KioskExit', load: later('KioskExit', 'kiosk') },
  { type: 'KioskReports', load: later('KioskReports', 'kiosk') },
  { type: 'KioskCallStaff', load: later('KioskCallStaff', 'kiosk') },
  { type: 'KioskAdvert', load: later('KioskAdvert', 'kiosk') },
  { type: 'StaffAlerts', load: later('StaffAlerts', 'kiosk') },
  { type: 'CashierCounter', load: later('CashierCounter', 'kiosk') },
  // The kiosk (issue 19): the flow host and its customer steps
  { type: 'KioskFlow', load: later('KioskFlow', 'kiosk') },
  { type: 'KioskStep', load: later('KioskStep', 'kiosk') },
  // The back office: operator console (issue 18 part 1, admins of the venue only)
  { type: 'OperatorConsole', load: later('OperatorConsole', 'backoffice') },
  // The back office: the menu editor and staff's sold-out switch (issue 31, admins of the venue only)
  { type: 'MenuEditor', load: later('MenuEditor', 'backoffice') },
  { type: 'SoldOutBoard', load: later('SoldOutBoard', 'backoffice') },
  { type: 'VenueAdmin', load: later('VenueAdmin', 'backoffice') },
];

export const components: ComponentEntry[] = entries.map(withTexts);
