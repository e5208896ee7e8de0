// The kiosk feature's second entry: a customer's visit past the splash (issue 19). The order and its
// payment (card reader), the member card, the donation and the receipt. The steps past the splash
// import it (their code loads on first use), so the splash and the app's start-up, which import the
// feature's index, download none of the ordering checkout, the cart or SWR it brings.
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
export { READER_POLL_MS, READER_PHASES, readerState, startReader, type ReaderPhase } from './reader';
