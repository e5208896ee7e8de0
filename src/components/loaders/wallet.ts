// The wallet, coupons, vouchers, gift cards bought online and invitations (issue 16).
// Their imports, one small chunk fetched the first time one of them is drawn (registry.ts LATER_GROUPS).
// A type is listed in one loaders file only (tests/components/registry.test.ts).
import type { Loaders } from '../registryLoaders';

export const LATER_LOADERS: Loaders = {
  Wallet: () => import('../Wallet/Wallet'),
  TopupResult: () => import('../TopupResult/TopupResult'),
  CardPinPad: () => import('../CardPinPad/CardPinPad'),
  CouponTicket: () => import('../CouponTicket/CouponTicket'),
  HeldTickets: () => import('../HeldTickets/HeldTickets'),
  CouponReceipt: () => import('../CouponReceipt/CouponReceipt'),
  GiftCardCheckout: () => import('../GiftCardCheckout/GiftCardCheckout'),
  GiftCardReceipt: () => import('../GiftCardReceipt/GiftCardReceipt'),
  Invitation: () => import('../Invitation/Invitation'),
  VoucherVerify: () => import('../VoucherVerify/VoucherVerify'),
};
