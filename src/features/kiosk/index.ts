// The kiosk feature's public API for its start (issue 19): its state, settings store, start-up,
// enrolment and live configuration. What the splash and the app's start-up need, nothing more: the
// visit past the splash (order, payment, member card, donation, receipt) is the second entry,
// `visit.ts`, loaded by the steps that use it, so the splash downloads no checkout, cart or SWR code.
export { kiosk, resetVisit, type KioskOrder } from './store';
export { copyFromServer, loadKioskConfig, resetKioskConfig, saveKioskConfig, takeServiceNumber } from './settings';
export { setUpKiosk } from './setup';
export { serverSettingsOf, forgetKioskStart, startKiosk } from './startup';
export {
  enrolFromAddress,
  enrolKiosk,
  forgetKioskDevice,
  kioskDeviceHeaders,
  loadKioskDevice,
  type EnrolResult,
} from './device';
export { followVenueConfig, CONFIG_SETTLE_MS } from './liveConfig';
