// Tickets and passes (issue 17).
// Their imports, one small chunk fetched the first time one of them is drawn (registry.ts LATER_GROUPS).
// A type is listed in one loaders file only (tests/components/registry.test.ts).
import type { Loaders } from '../registryLoaders';

export const LATER_LOADERS: Loaders = {
  TicketList: () => import('../TicketList/TicketList'),
  ParkingBooking: () => import('../ParkingBooking/ParkingBooking'),
  PassBooking: () => import('../PassBooking/PassBooking'),
  TicketPools: () => import('../TicketPools/TicketPools'),
  TicketCheckout: () => import('../TicketCheckout/TicketCheckout'),
  TicketResult: () => import('../TicketResult/TicketResult'),
};
