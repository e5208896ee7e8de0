// The registry of component types. Each entry loads its component lazily, so every component
// is its own chunk and a screen downloads only what it draws.
import type { AnyComponent, ComponentEntry } from '../engine/runtime/registry';
import { loadNamespaces } from '../i18n';

/**
 * The deferred text namespaces (src/i18n DEFERRED_NAMESPACES) each component's code uses: its chunk
 * resolves only once they are loaded, so it never draws a raw key (test: tests/components/registry.test.ts).
 */
export const COMPONENT_TEXTS: Record<string, readonly string[]> = {
  CartView: ['tablesvc'], CheckoutForm: ['extras', 'coupons'], LoginForm: ['account'], OrderPoster: ['payonly'], OrderStatus: ['payonly'],
  OrderUpload: ['payonly', 'tablesvc'], PayBill: ['payonly'], Receipt: ['payonly'], SafeRedirect: ['payonly'], SinglePay: ['payonly'],
  TableSessions: ['tablesvc'],
  AccountMe: ['account'], AuthRedirect: ['account'], ForgotPasswordForm: ['account'], MemberQr: ['account'], ProfileForm: ['account'], SignupForm: ['account'], SmsLoginForm: ['account'],
  TicketList: ['tickets'], ParkingBooking: ['tickets'], PassBooking: ['tickets'], TicketPools: ['tickets'], TicketCheckout: ['tickets'], TicketResult: ['tickets'],
  Wallet: ['wallet'], TopupResult: ['wallet'], CardPinPad: ['wallet'],
  BookingHome: ['bookings'], BookingCheckout: ['bookings'], BookingResult: ['bookings'],
  MyBookingList: ['bookings', 'bookingsManage'], StaffBookings: ['bookings', 'bookingsManage'], RoomBill: ['bookings', 'bookingsManage'],
  VoucherVerify: ['coupons'],
  KioskFlow: ['kiosk'], KioskStep: ['kiosk'],
  CouponTicket: ['coupons'], HeldTickets: ['coupons'], CouponReceipt: ['coupons'], GiftCardCheckout: ['coupons'], GiftCardReceipt: ['coupons'], Invitation: ['coupons'],
  ThemeStudio: ['studio'],
  KioskStaffLogin: ['kioskops'], KioskExit: ['kioskops'], KioskReports: ['kioskops'], KioskCallStaff: ['kioskops'], KioskAdvert: ['kioskops'], StaffAlerts: ['kioskops'], CashierCounter: ['kioskops'],
  OperatorConsole: ['backoffice'],
};

/**
 * A component's loader that resolves once its deferred texts (COMPONENT_TEXTS) are loaded too: the
 * registry's entries use it, and so does a component that draws another one directly (keeping its props typed).
 */
export const withComponentTexts = <M,>(type: string, load: () => Promise<M>): (() => Promise<M>) => {
  const ns = COMPONENT_TEXTS[type];
  return ns ? () => Promise.all([load(), loadNamespaces(ns)]).then(([m]) => m) : load;
};

/**
 * The loader of a type outside the menu screens: its import lives in the loaders chunk
 * (registryLoaders.ts), fetched the first time such a type is drawn, so the start-up chunk carries
 * no import map or preload list for the forty-odd components a menu page never draws.
 */
const later = (type: string) => (): Promise<{ default: AnyComponent }> => import('./registryLoaders').then((m) => m.loadLater(type));

const withTexts = (entry: ComponentEntry): ComponentEntry => ({ ...entry, load: withComponentTexts(entry.type, entry.load) });

const entries: ComponentEntry[] = [
  { type: 'Outlet', load: () => import('./Outlet/Outlet') },
  { type: 'Stack', load: () => import('./Stack/Stack') },
  { type: 'Heading', load: () => import('./Heading/Heading') },
  { type: 'Text', load: () => import('./Text/Text') },
  { type: 'Link', load: () => import('./Link/Link') },
  { type: 'Button', load: () => import('./Button/Button'), events: ['press'] },
  { type: 'Image', load: () => import('./Image/Image') },
  { type: 'Header', load: () => import('./Header/Header'), slots: ['nav', 'actions'] },
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
  { type: 'OrderStatus', load: later('OrderStatus') },
  { type: 'MyOrders', load: later('MyOrders') },
  // Accounts
  { type: 'LoginForm', load: later('LoginForm') },
  // Table service (project issue 5, table)
  { type: 'TableNotice', load: later('TableNotice') },
  { type: 'OrderNumbers', load: later('OrderNumbers') },
  // Pay-only, receipts and order results (issue 5)
  { type: 'PayBill', load: later('PayBill') },
  { type: 'Receipt', load: later('Receipt') },
  { type: 'SinglePay', load: later('SinglePay') },
  { type: 'OrderUpload', load: later('OrderUpload') },
  { type: 'OrderPoster', load: later('OrderPoster') },
  { type: 'SafeRedirect', load: later('SafeRedirect') },
  // Table service gaps (issue 5, tablesvc)
  { type: 'TableSessions', load: later('TableSessions') },
  // Accounts (issue 16): sign-up, SMS login, forgot password, profile, me, member QR, auth redirect
  { type: 'SignupForm', load: later('SignupForm') },
  { type: 'SmsLoginForm', load: later('SmsLoginForm') },
  { type: 'ForgotPasswordForm', load: later('ForgotPasswordForm') },
  { type: 'ProfileForm', load: later('ProfileForm') },
  { type: 'AccountMe', load: later('AccountMe') },
  { type: 'MemberQr', load: later('MemberQr') },
  { type: 'AuthRedirect', load: later('AuthRedirect') },
  // Tickets and passes (issue 17: parking, date-range passes, my tickets)
  { type: 'TicketList', load: later('TicketList') },
  { type: 'ParkingBooking', load: later('ParkingBooking') },
  { type: 'PassBooking', load: later('PassBooking') },
  { type: 'TicketPools', load: later('TicketPools') },
  { type: 'TicketCheckout', load: later('TicketCheckout') },
  { type: 'TicketResult', load: later('TicketResult') },
  // The wallet (issue 16, wallet)
  { type: 'Wallet', load: later('Wallet') },
  { type: 'TopupResult', load: later('TopupResult') },
  { type: 'CardPinPad', load: later('CardPinPad') },
  // Bookings (issue 17: reservation, massage, party room, KTV)
  { type: 'BookingHome', load: later('BookingHome') },
  { type: 'BookingCheckout', load: later('BookingCheckout') },
  { type: 'BookingResult', load: later('BookingResult') },
  { type: 'MyBookingList', load: later('MyBookingList') },
  { type: 'StaffBookings', load: later('StaffBookings') },
  // Coupons, vouchers, gift cards bought online and invitations (issue 16, coupons)
  { type: 'CouponTicket', load: later('CouponTicket') },
  { type: 'HeldTickets', load: later('HeldTickets') },
  { type: 'CouponReceipt', load: later('CouponReceipt') },
  { type: 'GiftCardCheckout', load: later('GiftCardCheckout') },
  { type: 'GiftCardReceipt', load: later('GiftCardReceipt') },
  { type: 'Invitation', load: later('Invitation') },
  // A party or KTV room's bill with the menu in room mode (issue 17, bookings2)
  { type: 'RoomBill', load: later('RoomBill') },
  // Back office: the theme studio (issue 18 part 2; administrators only, lazy)
  { type: 'ThemeStudio', load: later('ThemeStudio') },
  // Staff verify a coupon or voucher (issue 16, wallet2)
  { type: 'VoucherVerify', load: later('VoucherVerify') },
  // Kiosk operations (issue 19, kioskops): staff login, exit, reports, call staff, adverts, staff alerts, cashier
  { type: 'KioskStaffLogin', load: later('KioskStaffLogin') },
  { type: 'KioskExit', load: later('KioskExit') },
  { type: 'KioskReports', load: later('KioskReports') },
  { type: 'KioskCallStaff', load: later('KioskCallStaff') },
  { type: 'KioskAdvert', load: later('KioskAdvert') },
  { type: 'StaffAlerts', load: later('StaffAlerts') },
  { type: 'CashierCounter', load: later('CashierCounter') },
  // The kiosk (issue 19): the flow host and its customer steps
  { type: 'KioskFlow', load: later('KioskFlow') },
  { type: 'KioskStep', load: later('KioskStep') },
  // The back office: operator console (issue 18 part 1, admins of the venue only)
  { type: 'OperatorConsole', load: later('OperatorConsole') },
];

export const components: ComponentEntry[] = entries.map(withTexts);
