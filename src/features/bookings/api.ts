// Booking calls (entries of the call table, src/api/calls.ts; served by server/routes/bookings.ts),
// decoded into the types the screens use. Reads reject with the one call error ApiError (read by bookingFailure); nothing here touches React.
import { ApiError } from '../../api/errors';
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
import type { BookingStatus, TimeBand } from '../../domain';

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
export interface Entity {
  entityId: string;
  kind: string;
  name1: string;
  name2: string;
  capacity: number;
  services: string[];
}
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
export interface Slot {
  start: number;
  date: string;
  time: string;
  resources: string[];
}
export interface SlotAnswer {
  timeZone: string;
  durationMin: number;
  slots: Slot[];
}
export interface BillLine {
  pluId: string;
  name1: string;
  name2: string;
  quantity: number;
  priceCents: number;
  amountCents: number;
}
export interface Booking {
  bookingId: string;
  bookingNo: string;
  family: BookingFamily;
  status: BookingStatus;
  resourceId: string;
  resourceName1: string;
  resourceName2: string;
  pluId: string;
  serviceName1: string;
  serviceName2: string;
  people: number;
  startsAt: number;
  endsAt: number;
  timeZone: string;
  date: string;
  time: string;
  endTime: string;
  priceCents: number;
  payCents: number;
  paidCents: number;
  transactionId: string;
  payBy: number | null;
  feeCents: number;
  refundCents: number;
  billCents: number;
  cancel: { feeCents: number; refundCents: number; free: boolean; freeUntil: number } | null;
  policy: { freeHours: number; lateFeePercent: number } | null;
  bill: BillLine[];
}
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

const n = (v: unknown) => (Number.isFinite(Number(v)) ? Number(v) : 0);
const s = (v: unknown) => (typeof v === 'string' ? v : v === null || v === undefined ? '' : String(v));
const arr = (v: unknown) => (Array.isArray(v) ? (v as Record<string, unknown>[]) : []);
const slotOf = (x: Record<string, unknown>): Slot => ({
  start: n(x.start),
  date: s(x.date),
  time: s(x.time),
  resources: arr(x.resources).map(String),
});

/** How a booking call failed, read from its call error (anything else is 'error'). */
export function bookingFailure(e: unknown): BookingError {
  if (!(e instanceof ApiError)) return { code: 'error', serverMessage: '', extra: {} };
  const a = (e.body ?? {}) as { result?: unknown; dispMsg?: unknown };
  const r = a.result && typeof a.result === 'object' ? (a.result as Record<string, unknown>) : null;
  if (e.status === 200 && e.kind === 'http' && r)
    // A refusal (HTTP 200, success false): its code, words, and what it offers instead.
    return {
      code: failureCode(r.code),
      serverMessage: s(r.dispMsg ?? a.dispMsg),
      extra: {
        nearest: arr(r.nearest).map(slotOf),
        quote: r.quote ? (r.quote as Booking['cancel']) : undefined,
        values: (r.values ?? undefined) as Record<string, number> | undefined,
      },
    };
  const code = e.network
    ? 'network'
    : e.status === 403
      ? 'staff.only'
      : e.status === 401 || e.kind === 'not-logged'
        ? 'staff.login'
        : 'error';
  return { code, serverMessage: e.serverMessage, extra: { status: e.status } };
}

/** The answer's result, or the call error of a refusal (HTTP 200, success false); read it with bookingFailure. */
async function run(
  call: () => Promise<{ success?: boolean; result?: unknown; dispMsg?: string }>,
): Promise<Record<string, unknown>> {
  const a = await call();
  if (a.success !== true) {
    if (a.result === 'api.not.logged') throw new ApiError(401, 'not-logged', s(a.dispMsg), a);
    throw new ApiError(200, 'http', s(a.dispMsg), { ...a, result: a.result ?? {} });
  }
  return (a.result ?? {}) as Record<string, unknown>;
}

export function readBooking(x: Record<string, unknown>): Booking {
  return {
    bookingId: s(x.bookingId),
    bookingNo: s(x.bookingNo),
    family: asFamily(x.family),
    status: s(x.status) as BookingStatus,
    resourceId: s(x.resourceId),
    resourceName1: s(x.resourceName1),
    resourceName2: s(x.resourceName2),
    pluId: s(x.pluId),
    serviceName1: s(x.serviceName1),
    serviceName2: s(x.serviceName2),
    people: n(x.people),
    startsAt: n(x.startsAt),
    endsAt: n(x.endsAt),
    timeZone: s(x.timeZone),
    date: s(x.date),
    time: s(x.time),
    endTime: s(x.endTime),
    priceCents: n(x.priceCents),
    payCents: n(x.payCents),
    paidCents: n(x.paidCents),
    transactionId: s(x.transactionId),
    payBy: x.payBy === null || x.payBy === undefined ? null : n(x.payBy),
    feeCents: n(x.feeCents),
    refundCents: n(x.refundCents),
    billCents: n(x.billCents),
    cancel: x.cancel && typeof x.cancel === 'object' ? (x.cancel as Booking['cancel']) : null,
    policy: x.policy && typeof x.policy === 'object' ? (x.policy as Booking['policy']) : null,
    bill: arr(x.bill).map((l) => ({
      pluId: s(l.pluId),
      name1: s(l.name1),
      name2: s(l.name2),
      quantity: n(l.quantity),
      priceCents: n(l.priceCents),
      amountCents: n(l.amountCents),
    })),
  };
}

/** The venue's bookable entities, timed services (timeItem, duration, graceTime) and policy. */
export async function loadCatalog(shop: string): Promise<Catalog> {
  const r = await run(() => getEntities({ shop }, { quiet: true }));
  const p = r.policy as Record<string, unknown> | null;
  return {
    family: r.family ? asFamily(r.family) : null,
    timeZone: s(r.timeZone),
    policy: p
      ? {
          tableMinutes: n(p.tableMinutes),
          depositPerPerson: n(p.depositPerPerson),
          depositPerBooking: n(p.depositPerBooking),
          depositPercent: n(p.depositPercent),
          freeCancelHours: n(p.freeCancelHours),
          lateFeePercent: n(p.lateFeePercent),
        }
      : null,
    entities: arr(r.entities).map((e) => ({
      entityId: s(e.entityId),
      kind: s(e.kind),
      name1: s(e.name1),
      name2: s(e.name2),
      capacity: n(e.capacity),
      services: arr(e.services).map(String),
    })),
    services: arr(r.services).map((x) => ({
      pluId: s(x.pluId),
      name1: s(x.name1),
      name2: s(x.name2),
      priceCents: n(x.priceCents),
      duration: n(x.duration),
      graceTime: n(x.graceTime),
      minHours: n(x.minHours) || 1,
      maxHours: n(x.maxHours) || 1,
      byHour: x.byHour === true,
      bands: arr(x.bands) as unknown as TimeBand[],
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
  return { timeZone: s(r.timeZone), durationMin: n(r.durationMin), slots: arr(r.slots).map(slotOf) };
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
  return { booking: readBooking((r.booking ?? {}) as Record<string, unknown>), payUrl: s(r.payUrl) };
}

export async function loadMyBookings(bookingId?: string): Promise<Booking[]> {
  const r = await run(() => myBookings(bookingId ? { bookingId } : {}, { quiet: true }));
  return arr(r.bookings).map(readBooking);
}

export async function reschedule(bookingId: string, start: number): Promise<Booking> {
  const r = await run(() => bookingReschedule({ bookingId, start }, { quiet: true }));
  return readBooking((r.booking ?? {}) as Record<string, unknown>);
}

/** Cancels for the refund the customer was shown (a changed quote is refused with the new one). */
export async function cancel(bookingId: string, refundCents: number): Promise<Booking> {
  const r = await run(() => bookingCancel({ bookingId, refundCents }, { quiet: true }));
  return readBooking((r.booking ?? {}) as Record<string, unknown>);
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

function readOvertime(v: unknown): RoomBill['overtime'] {
  if (!v || typeof v !== 'object') return null;
  const o = v as Record<string, unknown>;
  return n(o.stepMinutes) > 0
    ? { stepMinutes: n(o.stepMinutes), steps: n(o.steps), minutes: n(o.minutes), cents: n(o.cents) }
    : null;
}

function readBill(r: Record<string, unknown>): RoomBill {
  const room = (r.room ?? {}) as Record<string, unknown>;
  const lines = arr(r.lines);
  return {
    booking: readBooking({ ...(r.booking as Record<string, unknown>), bill: lines }),
    room: {
      name1: s(room.name1),
      name2: s(room.name2),
      resourceName1: s(room.resourceName1),
      resourceName2: s(room.resourceName2),
      startsAt: n(room.startsAt),
      endsAt: n(room.endsAt),
      amountCents: n(room.amountCents),
    },
    lines: lines.map((l) => ({
      pluId: s(l.pluId),
      name1: s(l.name1),
      name2: s(l.name2),
      quantity: n(l.quantity),
      priceCents: n(l.priceCents),
      amountCents: n(l.amountCents),
      at: n(l.at),
    })),
    roomCents: n(r.roomCents),
    overtime: readOvertime(r.overtime),
    ordersCents: n(r.ordersCents),
    paidOnlineCents: n(r.paidOnlineCents),
    totalCents: n(r.totalCents),
    dueCents: n(r.dueCents),
    settled: r.settled === true,
    settledAt: r.settledAt === null || r.settledAt === undefined ? null : n(r.settledAt),
    settledCents: r.settledCents === null || r.settledCents === undefined ? null : n(r.settledCents),
    payUrl: s(r.payUrl),
    open: r.open === true,
  };
}

export async function loadRoomBill(bookingId: string, lang?: string): Promise<RoomBill> {
  return readBill(await run(() => bookingBill({ bookingId, ...(lang ? { lang } : {}) }, { quiet: true })));
}

/** Orders food and drinks onto the room's bill (during the stay); answers the bill. */
export async function addToBill(bookingId: string, items: { pluId: string; quantity: number }[]): Promise<RoomBill> {
  return readBill(await run(() => bookingBill({ bookingId, items }, { quiet: true })));
}

/** Pays the bill at the end, once: the payment page's address (empty when nothing was due and it is settled). */
export async function settleBill(bookingId: string, lang: string): Promise<{ bill: RoomBill; payUrl: string }> {
  const r = await run(() => bookingSettle({ bookingId, lang }, { quiet: true }));
  return { bill: readBill(r), payUrl: s(r.payUrl) };
}

export async function loadStaffDay(
  date?: string,
): Promise<{ date: string; timeZone: string; resources: StaffResource[] }> {
  const r = await run(() => bookingStaffList(date ? { date } : {}, { quiet: true }));
  return {
    date: s(r.date),
    timeZone: s(r.timeZone),
    resources: arr(r.resources).map((x) => ({
      resourceId: s(x.resourceId),
      name1: s(x.name1),
      name2: s(x.name2),
      bookings: arr(x.bookings).map((b) => ({ ...readBooking(b), customer: s(b.customer), mobile: s(b.mobile) })),
    })),
  };
}

export async function markBooking(bookingId: string, mark: 'arrived' | 'noshow'): Promise<Booking> {
  const r = await run(() => bookingStaffMark({ bookingId, mark }, { quiet: true }));
  return readBooking((r.booking ?? {}) as Record<string, unknown>);
}
