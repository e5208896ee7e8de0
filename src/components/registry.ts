// The registry of component types. Each entry loads its component lazily, so every component
// is its own chunk and a screen downloads only what it draws.
import type { ComponentEntry } from '../engine/runtime/registry';
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
  BookingHome: ['bookings'], BookingCheckout: ['bookings'], BookingResult: ['bookings'], MyBookingList: ['bookings'], StaffBookings: ['bookings'],
  CouponTicket: ['coupons'], HeldTickets: ['coupons'], CouponReceipt: ['coupons'], GiftCardCheckout: ['coupons'], GiftCardReceipt: ['coupons'], Invitation: ['coupons'],
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
  { type: 'ContactCard', load: () => import('./ContactCard/ContactCard') },
  { type: 'Dialog', load: () => import('./Dialog/Dialog'), events: ['close'] },
  { type: 'QrCode', load: () => import('./QrCode/QrCode') },
  // Ordering (project issue 5)
  { type: 'QuantityStepper', load: () => import('./QuantityStepper/QuantityStepper'), events: ['change'] },
  { type: 'CategoryNav', load: () => import('./CategoryNav/CategoryNav') },
  { type: 'ProductGrid', load: () => import('./ProductGrid/ProductGrid') },
  { type: 'ProductDetail', load: () => import('./ProductDetail/ProductDetail'), events: ['added'] },
  { type: 'SearchBox', load: () => import('./SearchBox/SearchBox') },
  { type: 'CartView', load: () => import('./CartView/CartView') },
  { type: 'CheckoutForm', load: () => import('./CheckoutForm/CheckoutForm') },
  { type: 'OrderStatus', load: () => import('./OrderStatus/OrderStatus') },
  { type: 'MyOrders', load: () => import('./MyOrders/MyOrders') },
  // Accounts
  { type: 'LoginForm', load: () => import('./LoginForm/LoginForm') },
  // Table service (project issue 5, table)
  { type: 'TableNotice', load: () => import('./TableNotice/TableNotice') },
  { type: 'OrderNumbers', load: () => import('./OrderNumbers/OrderNumbers') },
  // Pay-only, receipts and order results (issue 5)
  { type: 'PayBill', load: () => import('./PayBill/PayBill') },
  { type: 'Receipt', load: () => import('./Receipt/Receipt') },
  { type: 'SinglePay', load: () => import('./SinglePay/SinglePay') },
  { type: 'OrderUpload', load: () => import('./OrderUpload/OrderUpload') },
  { type: 'OrderPoster', load: () => import('./OrderPoster/OrderPoster') },
  { type: 'SafeRedirect', load: () => import('./SafeRedirect/SafeRedirect') },
  // Table service gaps (issue 5, tablesvc)
  { type: 'TableSessions', load: () => import('./TableSessions/TableSessions') },
  // Accounts (issue 16): sign-up, SMS login, forgot password, profile, me, member QR, auth redirect
  { type: 'SignupForm', load: () => import('./SignupForm/SignupForm') },
  { type: 'SmsLoginForm', load: () => import('./SmsLoginForm/SmsLoginForm') },
  { type: 'ForgotPasswordForm', load: () => import('./ForgotPasswordForm/ForgotPasswordForm') },
  { type: 'ProfileForm', load: () => import('./ProfileForm/ProfileForm') },
  { type: 'AccountMe', load: () => import('./AccountMe/AccountMe') },
  { type: 'MemberQr', load: () => import('./MemberQr/MemberQr') },
  { type: 'AuthRedirect', load: () => import('./AuthRedirect/AuthRedirect') },
  // Tickets and passes (issue 17: parking, date-range passes, my tickets)
  { type: 'TicketList', load: () => import('./TicketList/TicketList') },
  { type: 'ParkingBooking', load: () => import('./ParkingBooking/ParkingBooking') },
  { type: 'PassBooking', load: () => import('./PassBooking/PassBooking') },
  { type: 'TicketPools', load: () => import('./TicketPools/TicketPools') },
  { type: 'TicketCheckout', load: () => import('./TicketCheckout/TicketCheckout') },
  { type: 'TicketResult', load: () => import('./TicketResult/TicketResult') },
  // The wallet (issue 16, wallet)
  { type: 'Wallet', load: () => import('./Wallet/Wallet') },
  { type: 'TopupResult', load: () => import('./TopupResult/TopupResult') },
  { type: 'CardPinPad', load: () => import('./CardPinPad/CardPinPad') },
  // Bookings (issue 17: reservation, massage, party room, KTV)
  { type: 'BookingHome', load: () => import('./BookingHome/BookingHome') },
  { type: 'BookingCheckout', load: () => import('./BookingCheckout/BookingCheckout') },
  { type: 'BookingResult', load: () => import('./BookingResult/BookingResult') },
  { type: 'MyBookingList', load: () => import('./MyBookingList/MyBookingList') },
  { type: 'StaffBookings', load: () => import('./StaffBookings/StaffBookings') },
  // Coupons, vouchers, gift cards bought online and invitations (issue 16, coupons)
  { type: 'CouponTicket', load: () => import('./CouponTicket/CouponTicket') },
  { type: 'HeldTickets', load: () => import('./HeldTickets/HeldTickets') },
  { type: 'CouponReceipt', load: () => import('./CouponReceipt/CouponReceipt') },
  { type: 'GiftCardCheckout', load: () => import('./GiftCardCheckout/GiftCardCheckout') },
  { type: 'GiftCardReceipt', load: () => import('./GiftCardReceipt/GiftCardReceipt') },
  { type: 'Invitation', load: () => import('./Invitation/Invitation') },
  // The back office: operator console (issue 18 part 1, admins of the venue only)
  { type: 'OperatorConsole', load: () => import('./OperatorConsole/OperatorConsole') },
];

export const components: ComponentEntry[] = entries.map(withTexts);
