// The kiosk feature's public API (issue 19): its state, settings store, order and visit rules.
export { kiosk, resetVisit, type KioskOrder } from './store';
export { copyFromServer, loadKioskConfig, resetKioskConfig, saveKioskConfig, takeServiceNumber } from './settings';
export {
  CARD_POLL_MS,
  finishOrder,
  orderPaid,
  pendingPayment,
  placeKioskOrder,
  moveOrderToCounter,
  sendWhenOnline,
  type PlaceResult,
} from './order';
export { setUpKiosk } from './setup';
export { forgetKioskStart, startKiosk } from './startup';
export { chooseDonation, declineDonation } from './donation';
export { attachMember, checkMember, freshMemberToken, removeMember, type MemberCheck } from './member';
export { useMemberTotals } from './hooks';
export {
  PRINT_OUTCOMES,
  PRINT_TIMEOUT_MS,
  printReceipt,
  printServiceAddress,
  receiptLines,
  type PrintOutcome,
  type ReceiptJob,
  type ReceiptLine,
} from './receipt';
export {
  enrolFromAddress,
  enrolKiosk,
  forgetKioskDevice,
  kioskDeviceHeaders,
  loadKioskDevice,
  type EnrolResult,
} from './device';
export { followVenueConfig, CONFIG_SETTLE_MS } from './liveConfig';
export { READER_POLL_MS, READER_PHASES, readerState, startReader, type ReaderPhase } from './reader';
