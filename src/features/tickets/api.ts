// Ticket calls (entries of the call table, src/api/calls.ts; served by server/routes/tickets.ts):
// pools, the parking fee, booking (svcOrder), extending, zero-amount transactions, refunds and the
// customer's tickets. Every function answers a value and never throws: a refusal carries its code,
// the rule's validation key where there is one, and the server's words.
import { ApiError } from '../../api/errors';
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
} from '../../generated/calls';
import type { ClientFailure, ParkingTariff, RefundQuote, RefusalCode } from '../../domain';

export type TicketKind = 'parking' | 'daterange';

export interface TicketPool {
  poolId: string;
  kind: TicketKind;
  name1: string;
  name2: string;
  description1: string;
  description2: string;
  priceCents: number;
  days: number;
  persons: number;
  maxPerBooking: number;
  maxAheadDays: number;
  capacity: number;
  remaining: number;
  soldOut: boolean;
}

export interface VenueTickets {
  shop: string;
  timeZone: string;
  today: string;
  now: number;
  tariff: ParkingTariff | null;
  policy: { freeBeforeMinutes: number; lateFeePercent: number };
  methods: string[];
  pools: TicketPool[];
}

export type TicketState = 'pending' | 'upcoming' | 'active' | 'ended' | 'expired' | 'refunded';

export interface HeldTicket {
  bookingId: string;
  shop: string;
  venueName: string;
  poolId: string;
  poolName1: string;
  poolName2: string;
  kind: TicketKind;
  quantity: number;
  entryTime: number | null;
  exitTime: number | null;
  startDate: string | null;
  endDate: string | null;
  startsAt: number;
  endsAt: number;
  timeZone: string;
  amountCents: number;
  refundedCents: number;
  payment: string;
  transactionId: string;
  status: string;
  state: TicketState;
  createdAt: number;
  paidAt: number | null;
  codes: string[];
  refund: RefundQuote;
  canExtend: boolean;
  payUrl: string | null;
  /** The latest extension: 'refunded' (a new day filled up before it was paid) or 'stale' (the stay changed) was not made. */
  lastTopup?: { status: 'pending' | 'paid' | 'stale' | 'refunded'; amountCents: number; exitTime: number } | null;
}

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

function refused(a: ApiAnswer<unknown>): TicketFailure {
  const r = (a.result && typeof a.result === 'object' ? a.result : {}) as Record<string, unknown>;
  return {
    ok: false,
    code: (typeof r.code === 'string' ? r.code : 'error') as RefusalCode,
    message: String(a.dispMsg ?? r.dispMsg ?? ''),
    ...(typeof r.key === 'string' ? { key: r.key, values: (r.values ?? {}) as Record<string, string | number> } : {}),
    ...(typeof r.remaining === 'number' ? { remaining: r.remaining } : {}),
  };
}

function failed(e: unknown): TicketFailure {
  if (e instanceof ApiError) {
    if (e.network) return { ok: false, code: 'network', message: '' };
    // Refusals answered with 4xx come back as errors carrying the body.
    const body = e.body as ApiAnswer<unknown> | undefined;
    if (body && typeof body === 'object' && body.result && typeof body.result === 'object') return refused(body);
    return { ok: false, code: e.status === 404 ? 'notFound' : 'error', message: e.serverMessage };
  }
  return { ok: false, code: 'error', message: '' };
}

async function run<R, T>(call: () => Promise<ApiAnswer<R>>, pick: (r: R) => T): Promise<Answer<T>> {
  try {
    const a = await call();
    return a.success ? { ok: true, ...pick(a.result) } : refused(a);
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
    (r) => r as unknown as VenueTickets,
  );
export const readPool = (shop: string, poolId: string) =>
  read(
    () => loadTicketPool({ shop, poolId }),
    (r) => r as unknown as VenueTickets & { pool: TicketPool },
  );
export const readMyTickets = (p: { shop?: string; bookingId?: string }): Promise<HeldTicket[]> =>
  read(
    () => ticketsMine(p),
    (r) => (Array.isArray(r.tickets) ? r.tickets : []) as HeldTicket[],
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
