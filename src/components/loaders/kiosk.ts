// The kiosk flow and kiosk operations (issue 19).
// Their imports, one small chunk fetched the first time one of them is drawn (registry.ts LATER_GROUPS).
// A type is listed in one loaders file only (tests/components/registry.test.ts).
import type { Loaders } from '../registryLoaders';
import { loadStaffCalls } from '../../api/invoke';

// Their calls are the staff's call table (src/api/staffCalls.ts): asked for with these loaders, so a
// screen's first call starts at once, its loading bar with it.
void loadStaffCalls().catch(() => undefined);

export const LATER_LOADERS: Loaders = {
  KioskStaffLogin: () => import('../KioskStaffLogin/KioskStaffLogin'),
  KioskExit: () => import('../KioskExit/KioskExit'),
  KioskReports: () => import('../KioskReports/KioskReports'),
  KioskCallStaff: () => import('../KioskCallStaff/KioskCallStaff'),
  KioskAdvert: () => import('../KioskAdvert/KioskAdvert'),
  StaffAlerts: () => import('../StaffAlerts/StaffAlerts'),
  CashierCounter: () => import('../CashierCounter/CashierCounter'),
  KioskFlow: () => import('../KioskFlow/KioskFlow'),
  KioskStep: () => import('../KioskStep/KioskStep'),
};
