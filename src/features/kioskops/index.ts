// Kiosk operations (issue 19): staff login, exit system, reports, call staff, advert play-list,
// cashier counter and the installable kiosk. Public API of the feature.
export {
  opsFailure,
  opsServerMessage,
  fetchReport,
  recordCashMove,
  checkExitPassword,
  callForStaff,
  listStaffCalls,
  ackStaffCall,
  fetchPlaylist,
  readPlaylist,
  resourceUrl,
  type OpsFailure,
  type AnyReport,
  type DailyReport,
  type TransactionReport,
  type SalesReport,
  type CashReport,
  type Tally,
  type StaffCall,
  type AdvertItem,
} from './api';
export { advance, OPS_ROUTES, OPS_EVENTS, sendOpsEvent, type OpsEvent } from './flow';
export { useSignedIn, useStaffCalls, ALERTS_POLL_MS } from './hooks';
export { HiddenCorner, type HiddenCornerProps } from './components/HiddenCorner';
export { installKioskApp, uninstallKioskApp, KIOSK_SW_URL } from './pwa';
export { default as opsStyles } from './components/ops.module.css';
