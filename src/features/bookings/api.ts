// Booking calls (entries of the call table, src/api/calls.ts; served by server/routes/bookings.ts),
// decoded into the types the screens use. Reads reject with the one call error ApiError (read by bookingFailure); nothing here touches React.
import { ApiError, isRecord } from '../../api/errors';
import { getEntities } from '../../api/calls/catalogue';
import {
  bookingBill,
  bookingCancel,
  bookingCreate,
  bookingSettle,
  bookingReschedule,
  bookingSlots,
  bookingStaffList,
  bookingStaffMark,
  myBookings,
} from '../../api/calls/order';
import { failureCode, type FailureCode } from '../../domain';
import type { TimeBand } from '../../domain';
import type { CallResult } from '../../api/callAnswer';
import type { ApiBookingBillResult, BookingBillLine, BookingSlot, BookingView } from '../../generated/calls';

export type BookingFamily = 'reservation' | 'massage' | 'partyroom' | 'ktv';
export const BOOKING_FAMILIES: readonly BookingFamily[] = ['reservation', 'massage', 'partyroom', 'ktv'];
export const asFamily = (v: unknown): BookingFamily =>
  BOOKING_FAMILIES.includes(v as BookingFamily) ? (v as BookingFamily) : 'reservation';

export interface Service {
  pluId: string;
  name1: string;
  name2: string;
  priceCents: number;
  duration: number;
  graceTime: number;
  minHours: number;
  maxHours: number;
  byHour: boolean;
  bands: TimeBand[];
}
/** A bookable table, room or therapist and the services it takes, as the entities contract types it. */
export type Entity = CallResult<'getEntities'>['entities'][number];
export interface Policy {
  tableMinutes: number;
  depositPerPerson: number;
  depositPerBooking: number;
  depositPercent: number;
  freeCancelHours: number;
  lateFeePercent: number;
}
export interface Catalog {
  family: BookingFamily | null;
  timeZone: string;
  policy: Policy | null;
  entities: Entity[];
  services: Service[];
}
export type Slot = BookingSlot;
export interface SlotAnswer {
  timeZone: string;
  durationMin: number;
  slots: Slot[];
}
export type BillLine = Omit<BookingBillLine, 'at'>;
/** A booking as the screens read it: the answer's booking with its cancel quote, policy and bill always present. */
export type Booking = Omit<BookingView, 'cancel' | 'policy' | 'bill'> & {
  cancel: NonNullable<BookingView['cancel']> | null;
  policy: NonNullable<BookingView['policy']> | null;
  bill: BillLine[];
};
export interface StaffResource {
  resourceId: string;
  name1: string;
  name2: string;
  bookings: (Booking & { customer: string; mobile: string })[];
}

/** A refused or failed booking call: its code (a refusal code, 'network' or 'error') and the server's words. */
export interface BookingError {
  code: FailureCode;
  serverMessage: string;
  extra: {
    nearest?: Slot[];
    quote?: Booking['cancel'];
    values?: Record<string, number>;
    status?: number;
  };
}

const text = (v: unknown) => (typeof v === 'string' ? v : '');
const slotOf = (x: Slot): Slot => ({ start: x.start, date: x.date, time: x.time, resources: x.resources });
const isSlot = (v: unknown): v is Slot =>
  isRecord(v) &&
  typeof v.start === 'number' &&
  typeof v.date === 'string' &&
  typeof v.time === 'string' &&
  Array.isArray(v.resources);
type CancelQuote = NonNullable<Booking['cancel']>;
const isQuote = (v: unknown): v is CancelQuote =>
  isRecord(v) && typeof v.feeCents === 'number' && typeof v.refundCents === 'number' && typeof v.free === 'boolean';
/** A rule's numbers for its words (the number fields only). */
const numbersOf = (v: unknown): Record<string, number> | undefined =>
  isRecord(v)
    ? Object.fromEntries(Object.entries(v).filter((e): e is [string, number] => typeof e[1] === 'number'))
    : undefined;

/** How a booking call failed, read from its call error (anything else is 'error'). */
export function bookingFailure(e: unknown): BookingError {
  if (!(e instanceof ApiError)) return { code: 'error', serverMessage: '', extra: {} };
  const refusal = e.refusal;
  if (e.status === 200 && e.kind === 'http' && refusal) {
    // A refusal (HTTP 200, success false): its code, words, and what it offers instead.
    const quote = e.detail.quote;
    return {
      code: failureCode(refusal.code),
      serverMessage: refusal.dispMsg,
      extra: {
        nearest: (e.detailList('nearest', isSlot) ?? []).map(slotOf),
        quote: isQuote(quote) ? quote : undefined,
        values: numbersOf(e.detail.values),
      },
    };
  }
  const code = e.network
    ? 'network'
    : e.status === 403
      ? 'staff.only'
      : e.status === 401 || e.kind === 'not-logged'
        ? 'staff.login'
        : 'error';
  return { code, serverMessage: e.serverMessage, extra: { status: e.status } };
}

/** The answer's result (typed by its contract), or the call error of a refusal (HTTP 200, success false); read it with bookingFailure. */
async function run<R>(call: () => Promise<{ success?: boolean; result: R; dispMsg?: string }>): Promise<R> {
  const a = await call();
  if (a.success !== true) {
    if (a.result === 'api.not.logged') throw new ApiError(401, 'not-logged', text(a.dispMsg), a);
    throw new ApiError(200, 'http', text(a.dispMsg), { ...a, result: a.result ?? {} });
  }
  return a.result;
}

/** A booking as the screens read it: the answer's booking with its cancel quote, policy and bill lines filled in. */
export function readBooking(x: BookingView): Booking {
  return {
    ...x,
    payBy: x.payBy ?? null,
    cancel: x.cancel ?? null,
    policy: x.policy ?? null,
    bill: x.bill ?? [],
  };
}

/** The venue's bookable entities, timed services (timeItem, duration, graceTime) and policy. */
export async function loadCatalog(shop: string): Promise<Catalog> {
  const r = await run(() => getEntities({ shop }, { quiet: true }));
  const p = r.policy;
  return {
    family: r.family ?? null,
    timeZone: r.timeZone,
    policy: p
      ? {
          tableMinutes: p.tableMinutes,
          depositPerPerson: p.depositPerPerson,
          depositPerBooking: p.depositPerBooking ?? 0,
          depositPercent: p.depositPercent,
          freeCancelHours: p.freeCancelHours,
          lateFeePercent: p.lateFeePercent,
        }
      : null,
    entities: r.entities,
    services: r.services.map((x) => ({
      pluId: x.pluId,
      name1: x.name1,
      name2: x.name2,
      priceCents: x.priceCents,
      duration: x.duration,
      graceTime: x.graceTime,
      minHours: x.minHours || 1,
      maxHours: x.maxHours || 1,
      byHour: x.byHour,
      bands: x.bands,
    })),
  };
}

export interface SlotRequest {
  date: string;
  days?: number;
  pluId?: string;
  resourceId?: string;
  people: number;
  hours?: number;
}

export async function loadSlots(q: SlotRequest): Promise<SlotAnswer> {
  const r = await run(() => bookingSlots({ ...q }, { quiet: true }));
  return { timeZone: r.timeZone, durationMin: r.durationMin, slots: r.slots.map(slotOf) };
}

export interface CreateRequest {
  start: number;
  people: number;
  pluId?: string;
  resourceId?: string;
  hours?: number;
  payOption?: 'deposit' | 'full';
  lang?: string;
  idempotencyKey?: string;
}

export async function createBooking(q: CreateRequest): Promise<{ booking: Booking; payUrl: string }> {
  const r = await run(() => bookingCreate({ ...q }, { quiet: true }));
  return { booking: readBooking(r.booking), payUrl: r.payUrl };
}

export async function loadMyBookings(bookingId?: string): Promise<Booking[]> {
  const r = await run(() => myBookings(bookingId ? { bookingId } : {}, { quiet: true }));
  return r.bookings.map(readBooking);
}

export async function reschedule(bookingId: string, start: number): Promise<Booking> {
  const r = await run(() => bookingReschedule({ bookingId, start }, { quiet: true }));
  return readBooking(r.booking);
}

/** Cancels for the refund the customer was shown (a changed quote is refused with the new one). */
export async function cancel(bookingId: string, refundCents: number): Promise<Booking> {
  const r = await run(() => bookingCancel({ bookingId, refundCents }, { quiet: true }));
  return readBooking(r.booking);
}

/** A room's bill (party room, KTV): the room time, every order, what was paid online and what is due, in cents. */
export interface RoomBill {
  booking: Booking;
  room: {
    name1: string;
    name2: string;
    resourceName1: string;
    resourceName2: string;
    startsAt: number;
    endsAt: number;
    amountCents: number;
  };
  lines: (BillLine & { at: number })[];
  roomCents: number;
  /** A room with an overtime step, bill open: the step and the steps started past the booked end, their price. */
  overtime: { stepMinutes: number; steps: number; minutes: number; cents: number } | null;
  ordersCents: number;
  paidOnlineCents: number;
  totalCents: number;
  dueCents: number;
  settled: boolean;
  settledAt: number | null;
  settledCents: number | null;
  /** A settlement waiting for its payment: where to continue it. */
  payUrl: string;
  /** Orders may go on it (a room's bill, not being paid, not paid). */
  open: boolean;
}

function readBill(r: ApiBookingBillResult): RoomBill {
  const { room, lines } = r;
  return {
    booking: readBooking({ ...r.booking, bill: lines }),
    room: {
      name1: room.name1,
      name2: room.name2,
      resourceName1: room.resourceName1,
      resourceName2: room.resourceName2,
      startsAt: room.startsAt,
      endsAt: room.endsAt,
      amountCents: room.amountCents,
    },
    lines: lines.map((l) => ({ ...l, at: l.at ?? 0 })),
    roomCents: r.roomCents,
    overtime: r.overtime && r.overtime.stepMinutes > 0 ? r.overtime : null,
    ordersCents: r.ordersCents,
    paidOnlineCents: r.paidOnlineCents,
    totalCents: r.totalCents,
    dueCents: r.dueCents,
    settled: r.settled,
    settledAt: r.settledAt,
    settledCents: r.settledCents,
    payUrl: r.payUrl,
    open: r.open,
  };
}

export async function loadRoomBill(bookingId: string, lang?: string): Promise<RoomBill> {
  return readBill(await run(() => bookingBill({ bookingId, ...(lang ? { lang } : {}) }, { quiet: true })));
}

/** Orders food and drinks onto the room's bill (during the stay); answers the bill (as it is, when no items). */
export async function addToBill(bookingId: string, items: { pluId: string; quantity: number }[]): Promise<RoomBill> {
  const [first, ...rest] = items;
  return readBill(
    await run(() => bookingBill(first ? { bookingId, items: [first, ...rest] } : { bookingId }, { quiet: true })),
  );
}

/** Pays the bill at the end, once: the payment page's address (empty when nothing was due and it is settled). */
export async function settleBill(bookingId: string, lang: string): Promise<{ bill: RoomBill; payUrl: string }> {
  const r = await run(() => bookingSettle({ bookingId, lang }, { quiet: true }));
  return { bill: readBill(r), payUrl: r.payUrl };
}

export async function loadStaffDay(
  date?: string,
): Promise<{ date: string; timeZone: string; resources: StaffResource[] }> {
  const r = await run(() => bookingStaffList(date ? { date } : {}, { quiet: true }));
  return {
    date: r.date,
    timeZone: r.timeZone,
    resources: r.resources.map((x) => ({
      resourceId: x.resourceId,
      name1: x.name1,
      name2: x.name2,
      bookings: x.bookings.map((b) => ({ ...readBooking(b), customer: b.customer ?? '', mobile: b.mobile ?? '' })),
    })),
  };
}

export async function markBooking(bookingId: string, mark: 'arrived' | 'noshow'): Promise<Booking> {
  const r = await run(() => bookingStaffMark({ bookingId, mark }, { quiet: true }));
  return readBooking(r.booking);
}
