// Bookings and room bills (issue 17).
// Their imports, one small chunk fetched the first time one of them is drawn (registry.ts LATER_GROUPS).
// A type is listed in one loaders file only (tests/components/registry.test.ts).
import type { Loaders } from '../registryLoaders';

export const LATER_LOADERS: Loaders = {
  BookingHome: () => import('../BookingHome/BookingHome'),
  BookingCheckout: () => import('../BookingCheckout/BookingCheckout'),
  BookingResult: () => import('../BookingResult/BookingResult'),
  MyBookingList: () => import('../MyBookingList/MyBookingList'),
  StaffBookings: () => import('../StaffBookings/StaffBookings'),
  RoomBill: () => import('../RoomBill/RoomBill'),
};
