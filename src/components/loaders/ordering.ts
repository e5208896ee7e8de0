// The ordering results, pay-only, receipts and table service (issue 5).
// Their imports, one small chunk fetched the first time one of them is drawn (registry.ts LATER_GROUPS).
// A type is listed in one loaders file only (tests/components/registry.test.ts).
import type { Loaders } from '../registryLoaders';

export const LATER_LOADERS: Loaders = {
  OrderStatus: () => import('../OrderStatus/OrderStatus'),
  MyOrders: () => import('../MyOrders/MyOrders'),
  TableNotice: () => import('../TableNotice/TableNotice'),
  OrderNumbers: () => import('../OrderNumbers/OrderNumbers'),
  PayBill: () => import('../PayBill/PayBill'),
  Receipt: () => import('../Receipt/Receipt'),
  SinglePay: () => import('../SinglePay/SinglePay'),
  OrderUpload: () => import('../OrderUpload/OrderUpload'),
  OrderPoster: () => import('../OrderPoster/OrderPoster'),
  SafeRedirect: () => import('../SafeRedirect/SafeRedirect'),
  TableSessions: () => import('../TableSessions/TableSessions'),
};
