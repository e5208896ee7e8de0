// Cart, order and payment calls (spec 7, "Cart, order and payment"). Shapes beyond the spec's are loose.
import { invoke } from '../invoke';
import type {
  ProKioskCardStartResult,
  ProKioskCardStateResult,
  ProKioskDeviceReaderResult,
  ApiBookingBillResult,
  ApiBookingCancelResult,
  ApiBookingCreateResult,
  ApiBookingMineResult,
  ApiBookingRescheduleResult,
  ApiBookingSettleResult,
  ApiBookingSlotsResult,
  ApiBookingStaffListResult,
  ApiBookingStaffMarkResult,
  ApiFeeCalcParkingResult,
  ApiGiftcardCheckResult,
  ApiKioskMemberCheckResult,
  ApiParkingBookingRefundResult,
  ApiParkingBookingTopupResult,
  ApiParkingDpsRefundResult,
  ApiPosFeeCalcResult,
  ApiShopOrderAddV2Result,
  ApiShopOrderBillResult,
  ApiShopOrderKitchenResendResult,
  ApiShopOrderPayStartResult,
  ApiShopSinglepayStartResult,
  ApiSpotFeeCalcResult,
  ApiSpotZeroTxnResult,
  ApiSvcOrderResult,
  ApiTableSessionCloseResult,
  ApiTableSessionOrdersResult,
  ApiTableSessionResult,
  ApiTableSessionsResult,
  ApiTicketMineResult,
  ProApiPosOrderTrackingResult,
  ProKioskCallStaffResult,
  ProKioskCashMoveResult,
  ProKioskDeviceRevokeResult,
  ProKioskDevicesResult,
  ProKioskEnrolResult,
  ProKioskEnrolmentCodeResult,
  ProKioskExitResult,
  ProKioskReportResult,
  ProKioskStaffCallAckResult,
  ProKioskStaffCallsResult,
  ProKioskStaffEventsResult,
  ProPosOnlinePosOrderRptResult,
  ProPosPayOrderResult,
} from '../../generated/calls';
import type { CallPayload } from '../callAnswer';
import type { ApiAnswer, CallOptions } from '../types';

type A<R> = Promise<ApiAnswer<R>>;

/** action CART is added by the client; result[0].billInfo is the cart as JSON text. */
export const getCart = (p: CallPayload<'getCart'>, o?: CallOptions) => invoke('getCart', p, o);
export const onlinePosOrderRpt = (
  p: CallPayload<'onlinePosOrderRpt'>,
  o?: CallOptions,
): A<ProPosOnlinePosOrderRptResult> => invoke('onlinePosOrderRpt', p, o);
export const payOrder = (p: CallPayload<'payOrder'>, o?: CallOptions): A<ProPosPayOrderResult> =>
  invoke('payOrder', p, o);
export const addOrderV2 = (p: CallPayload<'addOrderV2'>, o?: CallOptions): A<ApiShopOrderAddV2Result> =>
  invoke('addOrderV2', p, o);
export const svcOrder = (p: CallPayload<'svcOrder'>, o?: CallOptions): A<ApiSvcOrderResult> => invoke('svcOrder', p, o);
export const posFeeCalc = (p: CallPayload<'posFeeCalc'>, o?: CallOptions): A<ApiPosFeeCalcResult> =>
  invoke('posFeeCalc', p, o);
export const spotFeeCalc = (p: CallPayload<'spotFeeCalc'>, o?: CallOptions): A<ApiSpotFeeCalcResult> =>
  invoke('spotFeeCalc', p, o);
export const parkingFeeCalc = (p: CallPayload<'parkingFeeCalc'>, o?: CallOptions): A<ApiFeeCalcParkingResult> =>
  invoke('parkingFeeCalc', p, o);
export const spotZeroTxn = (p: CallPayload<'spotZeroTxn'>, o?: CallOptions): A<ApiSpotZeroTxnResult> =>
  invoke('spotZeroTxn', p, o);
export const parkingBookingTopup = (
  p: CallPayload<'parkingBookingTopup'>,
  o?: CallOptions,
): A<ApiParkingBookingTopupResult> => invoke('parkingBookingTopup', p, o);
export const parkingBookingRefund = (
  p: CallPayload<'parkingBookingRefund'>,
  o?: CallOptions,
): A<ApiParkingBookingRefundResult> => invoke('parkingBookingRefund', p, o);
export const parkingDpsRefund = (p: CallPayload<'parkingDpsRefund'>, o?: CallOptions): A<ApiParkingDpsRefundResult> =>
  invoke('parkingDpsRefund', p, o);
export const orderTracking = (p: CallPayload<'orderTracking'>, o?: CallOptions): A<ProApiPosOrderTrackingResult> =>
  invoke('orderTracking', p, o);
// Pay-only screens (not spec 7; see calls.ts).
export const orderBill = (p: CallPayload<'orderBill'>, o?: CallOptions): A<ApiShopOrderBillResult> =>
  invoke('orderBill', p, o);
export const startBillPayment = (p: CallPayload<'startBillPayment'>, o?: CallOptions): A<ApiShopOrderPayStartResult> =>
  invoke('startBillPayment', p, o);
export const singlePayStart = (p: CallPayload<'singlePayStart'>, o?: CallOptions): A<ApiShopSinglepayStartResult> =>
  invoke('singlePayStart', p, o);
export const resendToKitchen = (
  p: CallPayload<'resendToKitchen'>,
  o?: CallOptions,
): A<ApiShopOrderKitchenResendResult> => invoke('resendToKitchen', p, o);
// Table service and gift cards (not spec 7; see calls.ts).
export const tableSession = (p: CallPayload<'tableSession'>, o?: CallOptions): A<ApiTableSessionResult> =>
  invoke('tableSession', p, o);
export const tableSessionOrders = (
  p: CallPayload<'tableSessionOrders'>,
  o?: CallOptions,
): A<ApiTableSessionOrdersResult> => invoke('tableSessionOrders', p, o);
export const tableSessions = (p: CallPayload<'tableSessions'>, o?: CallOptions): A<ApiTableSessionsResult> =>
  invoke('tableSessions', p, o);
export const tableSessionClose = (
  p: CallPayload<'tableSessionClose'>,
  o?: CallOptions,
): A<ApiTableSessionCloseResult> => invoke('tableSessionClose', p, o);
export const giftCardCheck = (p: CallPayload<'giftCardCheck'>, o?: CallOptions): A<ApiGiftcardCheckResult> =>
  invoke('giftCardCheck', p, o);
/** A device id with its secret, issued once per browser before its first order (not spec 7). */
export const deviceRegister = (
  p: CallPayload<'deviceRegister'>,
  o?: CallOptions,
): A<{ deviceId?: string; deviceSecret?: string }> => invoke('deviceRegister', p, o);
export const ticketsMine = (p: CallPayload<'ticketsMine'>, o?: CallOptions): A<ApiTicketMineResult> =>
  invoke('ticketsMine', p, o);
// Bookings (not spec 7; see calls.ts).
export const bookingSlots = (p: CallPayload<'bookingSlots'>, o?: CallOptions): A<ApiBookingSlotsResult> =>
  invoke('bookingSlots', p, o);
export const bookingCreate = (p: CallPayload<'bookingCreate'>, o?: CallOptions): A<ApiBookingCreateResult> =>
  invoke('bookingCreate', p, o);
export const myBookings = (p: CallPayload<'myBookings'>, o?: CallOptions): A<ApiBookingMineResult> =>
  invoke('myBookings', p, o);
export const bookingReschedule = (
  p: CallPayload<'bookingReschedule'>,
  o?: CallOptions,
): A<ApiBookingRescheduleResult> => invoke('bookingReschedule', p, o);
export const bookingCancel = (p: CallPayload<'bookingCancel'>, o?: CallOptions): A<ApiBookingCancelResult> =>
  invoke('bookingCancel', p, o);
export const bookingBill = (p: CallPayload<'bookingBill'>, o?: CallOptions): A<ApiBookingBillResult> =>
  invoke('bookingBill', p, o);
export const bookingSettle = (p: CallPayload<'bookingSettle'>, o?: CallOptions): A<ApiBookingSettleResult> =>
  invoke('bookingSettle', p, o);
export const bookingStaffList = (p: CallPayload<'bookingStaffList'>, o?: CallOptions): A<ApiBookingStaffListResult> =>
  invoke('bookingStaffList', p, o);
export const bookingStaffMark = (p: CallPayload<'bookingStaffMark'>, o?: CallOptions): A<ApiBookingStaffMarkResult> =>
  invoke('bookingStaffMark', p, o);
// Kiosk operations (issue 19; not spec 7, see calls.ts).
export const kioskReport = (p: CallPayload<'kioskReport'>, o?: CallOptions): A<ProKioskReportResult> =>
  invoke('kioskReport', p, o);
export const kioskCashMove = (p: CallPayload<'kioskCashMove'>, o?: CallOptions): A<ProKioskCashMoveResult> =>
  invoke('kioskCashMove', p, o);
export const kioskCallStaff = (p: CallPayload<'kioskCallStaff'>, o?: CallOptions): A<ProKioskCallStaffResult> =>
  invoke('kioskCallStaff', p, o);
export const kioskStaffCalls = (p: CallPayload<'kioskStaffCalls'>, o?: CallOptions): A<ProKioskStaffCallsResult> =>
  invoke('kioskStaffCalls', p, o);
export const kioskStaffCallAck = (
  p: CallPayload<'kioskStaffCallAck'>,
  o?: CallOptions,
): A<ProKioskStaffCallAckResult> => invoke('kioskStaffCallAck', p, o);
export const kioskStaffEvents = (p: CallPayload<'kioskStaffEvents'>, o?: CallOptions): A<ProKioskStaffEventsResult> =>
  invoke('kioskStaffEvents', p, o);
export const kioskExit = (p: CallPayload<'kioskExit'>, o?: CallOptions): A<ProKioskExitResult> =>
  invoke('kioskExit', p, o);
/** The kiosk's member card check (issue 19; not spec 7, see calls.ts). */
export const kioskMemberCheck = (p: CallPayload<'kioskMemberCheck'>, o?: CallOptions): A<ApiKioskMemberCheckResult> =>
  invoke('kioskMemberCheck', p, o);
// Kiosk enrolment (issue 27; not spec 7, see calls.ts).
export const kioskEnrol = (p: CallPayload<'kioskEnrol'>, o?: CallOptions): A<ProKioskEnrolResult> =>
  invoke('kioskEnrol', p, o);
export const kioskEnrolmentCode = (
  p: CallPayload<'kioskEnrolmentCode'>,
  o?: CallOptions,
): A<ProKioskEnrolmentCodeResult> => invoke('kioskEnrolmentCode', p, o);
export const kioskDevices = (p: CallPayload<'kioskDevices'>, o?: CallOptions): A<ProKioskDevicesResult> =>
  invoke('kioskDevices', p, o);
export const kioskDeviceRevoke = (
  p: CallPayload<'kioskDeviceRevoke'>,
  o?: CallOptions,
): A<ProKioskDeviceRevokeResult> => invoke('kioskDeviceRevoke', p, o);
export const kioskCardStart = (p: CallPayload<'kioskCardStart'>, o?: CallOptions): A<ProKioskCardStartResult> =>
  invoke('kioskCardStart', p, o);
export const kioskCardState = (p: CallPayload<'kioskCardState'>, o?: CallOptions): A<ProKioskCardStateResult> =>
  invoke('kioskCardState', p, o);
export const kioskDeviceReader = (
  p: CallPayload<'kioskDeviceReader'>,
  o?: CallOptions,
): A<ProKioskDeviceReaderResult> => invoke('kioskDeviceReader', p, o);
