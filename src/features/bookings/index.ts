// The bookings feature's public API: other folders import bookings only from here (tests/architecture/layers.test.ts).
export {
  addToBill,
  asFamily,
  BOOKING_FAMILIES,
  BookingError,
  cancel,
  createBooking,
  loadCatalog,
  loadMyBookings,
  loadRoomBill,
  loadSlots,
  loadStaffDay,
  markBooking,
  readBooking,
  reschedule,
  settleBill,
  type BillLine,
  type Booking,
  type BookingFamily,
  type Catalog,
  type CreateRequest,
  type Entity,
  type Policy,
  type RoomBill,
  type Service,
  type Slot,
  type SlotAnswer,
  type SlotRequest,
  type StaffResource,
} from './api';
export { dateLabel, nameIn, nextDates, venueToday, withQuery, zonedTime } from './format';
export { failureText, isTransient, type FailureReason, type FailureText } from './failure';
export { answeredAttempt, attemptFor, endAttempt, readAttempt, type BookingAttempt } from './store';
