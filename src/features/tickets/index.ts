// The tickets feature's public API: other folders import tickets only from here (tests/architecture/layers.test.ts).
export {
  bookTickets,
  closeZeroTransaction,
  extendStay,
  quoteExtension,
  quoteParking,
  readMyTickets,
  readPool,
  readVenueTickets,
  refundTickets,
  type Answer,
  type Booked,
  type HeldTicket,
  type ParkingQuote,
  type Refund,
  type TicketFailure,
  type TicketKind,
  type TicketPool,
  type TicketState,
  type Topup,
  type VenueTickets,
} from './api';
export { changeKey, clearDraft, readDraft, saveDraft, type TicketDraft } from './store';
export { formatDay, formatZoned, fromLocalInput, nameIn, toLocalInput } from './format';
export { useMyTickets, useVenueTickets } from './hooks';
// payTicketsOnline is its own entry (./pay): it brings in ordering's pay info, which the ticket homes do not need.
