// The imports of the component types no menu screen draws (see `later` in registry.ts): a chunk of
// its own, loaded the first time one of them is drawn. A type is listed here or imported directly in
// registry.ts, never both (tests/components/registry.test.ts).
import type { AnyComponent } from '../engine/runtime/registry';

type Loader = () => Promise<{ default: AnyComponent }>;

export const LATER_LOADERS: Record<string, Loader> = {
  ContactCard: () => import('./ContactCard/ContactCard'),
  QrCode: () => import('./QrCode/QrCode'),
  OrderStatus: () => import('./OrderStatus/OrderStatus'),
  MyOrders: () => import('./MyOrders/MyOrders'),
  LoginForm: () => import('./LoginForm/LoginForm'),
  TableNotice: () => import('./TableNotice/TableNotice'),
  OrderNumbers: () => import('./OrderNumbers/OrderNumbers'),
  PayBill: () => import('./PayBill/PayBill'),
  Receipt: () => import('./Receipt/Receipt'),
  SinglePay: () => import('./SinglePay/SinglePay'),
  OrderUpload: () => import('./OrderUpload/OrderUpload'),
  OrderPoster: () => import('./OrderPoster/OrderPoster'),
  SafeRedirect: () => import('./SafeRedirect/SafeRedirect'),
  TableSessions: () => import('./TableSessions/TableSessions'),
  SignupForm: () => import('./SignupForm/SignupForm'),
  SmsLoginForm: () => import('./SmsLoginForm/SmsLoginForm'),
  ForgotPasswordForm: () => import('./ForgotPasswordForm/ForgotPasswordForm'),
  ProfileForm: () => import('./ProfileForm/ProfileForm'),
  AccountMe: () => import('./AccountMe/AccountMe'),
  MemberQr: () => import('./MemberQr/MemberQr'),
  AuthRedirect: () => import('./AuthRedirect/AuthRedirect'),
  TicketList: () => import('./TicketList/TicketList'),
  ParkingBooking: () => import('./ParkingBooking/ParkingBooking'),
  PassBooking: () => import('./PassBooking/PassBooking'),
  TicketPools: () => import('./TicketPools/TicketPools'),
  TicketCheckout: () => import('./TicketCheckout/TicketCheckout'),
  TicketResult: () => import('./TicketResult/TicketResult'),
  Wallet: () => import('./Wallet/Wallet'),
  TopupResult: () => import('./TopupResult/TopupResult'),
  CardPinPad: () => import('./CardPinPad/CardPinPad'),
  BookingHome: () => import('./BookingHome/BookingHome'),
  BookingCheckout: () => import('./BookingCheckout/BookingCheckout'),
  BookingResult: () => import('./BookingResult/BookingResult'),
  MyBookingList: () => import('./MyBookingList/MyBookingList'),
  StaffBookings: () => import('./StaffBookings/StaffBookings'),
  CouponTicket: () => import('./CouponTicket/CouponTicket'),
  HeldTickets: () => import('./HeldTickets/HeldTickets'),
  CouponReceipt: () => import('./CouponReceipt/CouponReceipt'),
  GiftCardCheckout: () => import('./GiftCardCheckout/GiftCardCheckout'),
  GiftCardReceipt: () => import('./GiftCardReceipt/GiftCardReceipt'),
  Invitation: () => import('./Invitation/Invitation'),
  RoomBill: () => import('./RoomBill/RoomBill'),
  ThemeStudio: () => import('./ThemeStudio/ThemeStudio'),
  VoucherVerify: () => import('./VoucherVerify/VoucherVerify'),
  KioskStaffLogin: () => import('./KioskStaffLogin/KioskStaffLogin'),
  KioskExit: () => import('./KioskExit/KioskExit'),
  KioskReports: () => import('./KioskReports/KioskReports'),
  KioskCallStaff: () => import('./KioskCallStaff/KioskCallStaff'),
  KioskAdvert: () => import('./KioskAdvert/KioskAdvert'),
  StaffAlerts: () => import('./StaffAlerts/StaffAlerts'),
  CashierCounter: () => import('./CashierCounter/CashierCounter'),
  KioskFlow: () => import('./KioskFlow/KioskFlow'),
  KioskStep: () => import('./KioskStep/KioskStep'),
  OperatorConsole: () => import('./OperatorConsole/OperatorConsole'),
};

/** The component module of a type; an unknown type is a programming error (the registry lists it). */
export function loadLater(type: string): Promise<{ default: AnyComponent }> {
  const load = LATER_LOADERS[type];
  return load ? load() : Promise.reject(new Error(`No loader for component type "${type}"`));
}
