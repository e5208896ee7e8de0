// Ticket calls (entries of the call table, src/api/calls.ts; served by server/routes/tickets.ts):
// pools, the parking fee, booking (svcOrder), extending, zero-amount transactions, refunds and the
// customer's tickets. Every function answers a value and never throws: a refusal carries its code,
// the rule's validation key where there is one, and the server's words.
import { ApiError, refusedAnswer } from '../../api/errors';
import { listViewTicketPool, loadTicketPool } from '../../api/calls/catalogue';
import {
  parkingBookingRefund,
  parkingBookingTopup,
  parkingFeeCalc,
  spotZeroTxn,
  svcOrder,
  ticketsMine,
} from '../../api/calls/order';
import type { ApiAnswer } from '../../api/types';
import type {
  ApiFeeCalcParkingResult,
  ApiParkingBookingRefundResult,
  ApiParkingBookingTopupResult,
  ApiSvcOrderResult,
  HeldTicketBooking,
  ProTicketLoadTicketPoolResult,
  ProTicketPoolListViewTicketPoolResult,
  TicketPoolAnswer,
} from '../../generated/calls';
import { isRefusalCode, type ClientFailure, type RefusalCode } from '../../domain';

/** A ticket pool with the places left on the asked day. */
export type TicketPool = TicketPoolAnswer;
export type TicketKind = TicketPool['kind'];

/** The venue's ticket settings (time zone, today, tariff, refund policy, payment methods) and its pools. */
export type VenueTickets = ProTicketPoolListViewTicketPoolResult;
/** One pool with the venue's ticket settings. */
export type VenuePool = ProTicketLoadTicketPoolResult;

/** A booking of the customer's tickets (its stay or dates, state, codes, refund and latest extension). */
export type HeldTicket = HeldTicketBooking;
export type TicketState = HeldTicket['state'];

export interface TicketFailure {
  ok: false;
  code: RefusalCode | ClientFailure;
  /** The rule's i18n key (validation.*) when a spec 5 rule failed. */
  key?: string;
  values?: Record<string, string | number>;
  message: string;
  remaining?: number;
}
export type Answer<T> = ({ ok: true } & T) | TicketFailure;

/** A spec 5 rule's values (numbers and words for its i18n key); other fields are left out. */
function ruleValues(v: unknown): Record<string, string | number> {
  if (!v || typeof v !== 'object') return {};
  return Object.fromEntries(
    Object.entries(v).filter((e): e is [string, string | number] => ['string', 'number'].includes(typeof e[1])),
  );
}

/** The failure of a refused call: its code, the rule's key and values, what is left, the server's words. */
function refusalOf(e: ApiError): TicketFailure {
  const d = e.detail;
  return {
    ok: false,
    code: isRefusalCode(e.code) ? e.code : e.status === 404 ? 'notFound' : 'error',
    message: e.serverMessage,
    ...(typeof d.key === 'string' ? { key: d.key, values: ruleValues(d.values) } : {}),
    ...(typeof d.remaining === 'number' ? { remaining: d.remaining } : {}),
  };
}

// Refusals answered with 4xx come back as errors carrying the body; those answered with 200 as success false.
function failed(e: unknown): TicketFailure {
  if (!(e instanceof ApiError)) return { ok: false, code: 'error', message: '' };
  return e.network ? { ok: false, code: 'network', message: '' } : refusalOf(e);
}

async function run<R, T>(call: () => Promise<ApiAnswer<R>>, pick: (r: R) => T): Promise<Answer<T>> {
  try {
    const a = await call();
    return a.success ? { ok: true, ...pick(a.result) } : refusalOf(refusedAnswer(a));
  } catch (e) {
    return failed(e);
  }
}

/** Answers a read's value or throws (for useCall, which shows the error state). */
async function read<R, T>(call: () => Promise<ApiAnswer<R>>, pick: (r: R) => T): Promise<T> {
  const a = await call();
  if (!a.success) throw new Error(String(a.dispMsg ?? 'error'));
  return pick(a.result);
}

export const readVenueTickets = (shop: string): Promise<VenueTickets> =>
  read(
    () => listViewTicketPool({ shop }),
    (r) => r,
  );
export const readPool = (shop: string, poolId: string): Promise<VenuePool> =>
  read(
    () => loadTicketPool({ shop, poolId }),
    (r) => r,
  );
export const readMyTickets = (p: { shop?: string; bookingId?: string }): Promise<HeldTicket[]> =>
  read(
    () => ticketsMine(p),
    (r) => r.tickets,
  );

export type ParkingQuote = ApiFeeCalcParkingResult;
export const quoteParking = (p: { entryTime: number; exitTime: number; quantity: number }) =>
  run(
    () => parkingFeeCalc(p, { quiet: true }),
    (r) => r,
  );
export const quoteExtension = (p: { bookingId: string; exitTime: number }) =>
  run(
    () => parkingFeeCalc(p, { quiet: true }),
    (r) => r,
  );

export type Booked = ApiSvcOrderResult;
export const bookTickets = (p: {
  idempotencyKey: string;
  poolId: string;
  quantity: number;
  payment: string;
  entryTime?: number;
  exitTime?: number;
  startDate?: string;
  expectedTotalCents?: number;
}) =>
  run(
    () => svcOrder(p),
    (r) => r,
  );

export type Topup = ApiParkingBookingTopupResult;
export const extendStay = (p: { idempotencyKey: string; bookingId: string; exitTime: number }) =>
  run(
    () => parkingBookingTopup(p),
    (r) => r,
  );
export const closeZeroTransaction = (p: { idempotencyKey: string; transactionId: string }) =>
  run(
    () => spotZeroTxn(p),
    (r) => ({ paid: r.paid === true }),
  );

export type Refund = ApiParkingBookingRefundResult;
export const refundTickets = (p: { bookingId: string; preview?: boolean }) =>
  run(
    () => parkingBookingRefund(p),
    (r) => r,
  );
