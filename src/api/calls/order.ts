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
import type { ApiAnswer, CallOptions, LoosePayload } from '../types';

/** action CART is added by the client. */
export interface CartPayload {
  siteId: string;
  transactionId: string;
}
/** result[0].billInfo is the cart as JSON text. */
export interface CartRecord {
  billInfo: string;
  [k: string]: unknown;
}

type A<R> = Promise<ApiAnswer<R>>;
type L = LoosePayload;

export const getCart = (p: CartPayload, o?: CallOptions) => invoke('getCart', p, o);
export const onlinePosOrderRpt = (p: L, o?: CallOptions): A<ProPosOnlinePosOrderRptResult> =>
  invoke('onlinePosOrderRpt', p, o);
export const payOrder = (p: L, o?: CallOptions): A<ProPosPayOrderResult> => invoke('payOrder', p, o);
export const addOrderV2 = (p: L, o?: CallOptions): A<ApiShopOrderAddV2Result> => invoke('addOrderV2', p, o);
export const svcOrder = (p: L, o?: CallOptions): A<ApiSvcOrderResult> => invoke('svcOrder', p, o);
export const posFeeCalc = (p: L, o?: CallOptions): A<ApiPosFeeCalcResult> => invoke('posFeeCalc', p, o);
export const spotFeeCalc = (p: L, o?: CallOptions): A<ApiSpotFeeCalcResult> => invoke('spotFeeCalc', p, o);
export const parkingFeeCalc = (p: L, o?: CallOptions): A<ApiFeeCalcParkingResult> => invoke('parkingFeeCalc', p, o);
export const spotZeroTxn = (p: L, o?: CallOptions): A<ApiSpotZeroTxnResult> => invoke('spotZeroTxn', p, o);
export const parkingBookingTopup = (p: L, o?: CallOptions): A<ApiParkingBookingTopupResult> =>
  invoke('parkingBookingTopup', p, o);
export const parkingBookingRefund = (p: L, o?: CallOptions): A<ApiParkingBookingRefundResult> =>
  invoke('parkingBookingRefund', p, o);
export const parkingDpsRefund = (p: L, o?: CallOptions): A<ApiParkingDpsRefundResult> =>
  invoke('parkingDpsRefund', p, o);
export const orderTracking = (p: L, o?: CallOptions): A<ProApiPosOrderTrackingResult> => invoke('orderTracking', p, o);
// Pay-only screens (not spec 7; see calls.ts).
export const orderBill = (p: L, o?: CallOptions): A<ApiShopOrderBillResult> => invoke('orderBill', p, o);
export const startBillPayment = (p: L, o?: CallOptions): A<ApiShopOrderPayStartResult> =>
  invoke('startBillPayment', p, o);
export const singlePayStart = (p: L, o?: CallOptions): A<ApiShopSinglepayStartResult> => invoke('singlePayStart', p, o);
export const resendToKitchen = (p: L, o?: CallOptions): A<ApiShopOrderKitchenResendResult> =>
  invoke('resendToKitchen', p, o);
// Table service and gift cards (not spec 7; see calls.ts).
export const tableSession = (p: L, o?: CallOptions): A<ApiTableSessionResult> => invoke('tableSession', p, o);
export const tableSessionOrders = (p: L, o?: CallOptions): A<ApiTableSessionOrdersResult> =>
  invoke('tableSessionOrders', p, o);
export const tableSessions = (p: L, o?: CallOptions): A<ApiTableSessionsResult> => invoke('tableSessions', p, o);
export const tableSessionClose = (p: L, o?: CallOptions): A<ApiTableSessionCloseResult> =>
  invoke('tableSessionClose', p, o);
export const giftCardCheck = (p: L, o?: CallOptions): A<ApiGiftcardCheckResult> => invoke('giftCardCheck', p, o);
/** A device id with its secret, issued once per browser before its first order (not spec 7). */
export const deviceRegister = (p: L, o?: CallOptions): A<{ deviceId?: string; deviceSecret?: string }> =>
  invoke('deviceRegister', p, o);
export const ticketsMine = (p: L, o?: CallOptions): A<ApiTicketMineResult> => invoke('ticketsMine', p, o);
// Bookings (not spec 7; see calls.ts).
export const bookingSlots = (p: L, o?: CallOptions): A<ApiBookingSlotsResult> => invoke('bookingSlots', p, o);
export const bookingCreate = (p: L, o?: CallOptions): A<ApiBookingCreateResult> => invoke('bookingCreate', p, o);
export const myBookings = (p: L, o?: CallOptions): A<ApiBookingMineResult> => invoke('myBookings', p, o);
export const bookingReschedule = (p: L, o?: CallOptions): A<ApiBookingRescheduleResult> =>
  invoke('bookingReschedule', p, o);
export const bookingCancel = (p: L, o?: CallOptions): A<ApiBookingCancelResult> => invoke('bookingCancel', p, o);
export const bookingBill = (p: L, o?: CallOptions): A<ApiBookingBillResult> => invoke('bookingBill', p, o);
export const bookingSettle = (p: L, o?: CallOptions): A<ApiBookingSettleResult> => invoke('bookingSettle', p, o);
export const bookingStaffList = (p: L, o?: CallOptions): A<ApiBookingStaffListResult> =>
  invoke('bookingStaffList', p, o);
export const bookingStaffMark = (p: L, o?: CallOptions): A<ApiBookingStaffMarkResult> =>
  invoke('bookingStaffMark', p, o);
// Kiosk operations (issue 19; not spec 7, see calls.ts).
export const kioskReport = (p: L, o?: CallOptions): A<ProKioskReportResult> => invoke('kioskReport', p, o);
export const kioskCashMove = (p: L, o?: CallOptions): A<ProKioskCashMoveResult> => invoke('kioskCashMove', p, o);
export const kioskCallStaff = (p: L, o?: CallOptions): A<ProKioskCallStaffResult> => invoke('kioskCallStaff', p, o);
export const kioskStaffCalls = (p: L, o?: CallOptions): A<ProKioskStaffCallsResult> => invoke('kioskStaffCalls', p, o);
export const kioskStaffCallAck = (p: L, o?: CallOptions): A<ProKioskStaffCallAckResult> =>
  invoke('kioskStaffCallAck', p, o);
export const kioskStaffEvents = (p: L, o?: CallOptions): A<ProKioskStaffEventsResult> =>
  invoke('kioskStaffEvents', p, o);
export const kioskExit = (p: L, o?: CallOptions): A<ProKioskExitResult> => invoke('kioskExit', p, o);
/** The kiosk's member card check (issue 19; not spec 7, see calls.ts). */
export const kioskMemberCheck = (p: L, o?: CallOptions): A<ApiKioskMemberCheckResult> =>
  invoke('kioskMemberCheck', p, o);
// Kiosk enrolment (issue 27; not spec 7, see calls.ts).
export const kioskEnrol = (p: L, o?: CallOptions): A<ProKioskEnrolResult> => invoke('kioskEnrol', p, o);
export const kioskEnrolmentCode = (p: L, o?: CallOptions): A<ProKioskEnrolmentCodeResult> =>
  invoke('kioskEnrolmentCode', p, o);
export const kioskDevices = (p: L, o?: CallOptions): A<ProKioskDevicesResult> => invoke('kioskDevices', p, o);
export const kioskDeviceRevoke = (p: L, o?: CallOptions): A<ProKioskDeviceRevokeResult> =>
  invoke('kioskDeviceRevoke', p, o);
export const kioskCardStart = (p: L, o?: CallOptions): A<ProKioskCardStartResult> => invoke('kioskCardStart', p, o);
export const kioskCardState = (p: L, o?: CallOptions): A<ProKioskCardStateResult> => invoke('kioskCardState', p, o);
export const kioskDeviceReader = (p: L, o?: CallOptions): A<ProKioskDeviceReaderResult> =>
  invoke('kioskDeviceReader', p, o);
