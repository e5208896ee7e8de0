// The `resources` part of the versioned venue document (docs/venue-document.md, issue 30): what a
// venue takes bookings on, edited in the console's mode setup and applied to the resource tables when
// a version is published or rolled back. This file holds its shape, its empty value, a reader for
// loose stored values, and the checks by meaning (issues with a path, a code and a sentence).
import type { WeekdayKey, WeekHours } from './bookingTime';
import { WEEKDAYS } from './bookingTime';
import { checkParking, readParking, PARKING_ISSUES, type ParkingDoc } from './venueParking';
import { checkMassage, readMassage, MASSAGE_ISSUES, type MassageDoc } from './venueMassage';
import { checkPasses, readPasses, PASS_ISSUES, type PassDoc } from './venuePasses';
import { checkRooms, readRooms, ROOM_ISSUES, type RoomsDoc } from './venueRooms';

/** A name in both languages of the app. */
export interface LocalName {
  'en-gb': string;
  'zh-hans': string;
}

/** An area of the floor (dining room, terrace): tables belong to one. */
export interface AreaDoc {
  id: string;
  name: LocalName;
}

/** A table customers can book: its seats are the most people it takes. `areaId` '' = no area. */
export interface TableDoc {
  id: string;
  areaId: string;
  name: LocalName;
  seats: number;
}

/** Table reservations: booking times per day, slot length, how long a table is held, the deposit. */
export interface ReservationDoc {
  /** Booking times per day (venue-local), e.g. { mon: [['11:00', '22:00']] }. */
  hours: WeekHours;
  /** Bookable start times come every this many minutes. */
  slotMinutes: number;
  /** How long a booked table is held. */
  tableMinutes: number;
  depositPerPersonCents: number;
  depositPerBookingCents: number;
}

export interface VenueResources {
  /** null: the venue takes no table reservations. */
  reservation: ReservationDoc | null;
  areas: AreaDoc[];
  tables: TableDoc[];
  /**
   * null: the venue sells no parking (src/domain/venueParking.ts). Absent in a value stored before
   * parking could be set up: applying it leaves the venue's parking as it is.
   */
  parking?: ParkingDoc | null;
  /** null: the venue gives no massage (src/domain/venueMassage.ts); absent: leave it as it is. */
  massage?: MassageDoc | null;
  /**
   * Date-range pass types (src/domain/venuePasses.ts). Absent in a value stored before passes could be
   * set up: applying it leaves the venue's passes as they are.
   */
  passes?: PassDoc[];
  /** null: no party rooms or KTV rooms (src/domain/venueRooms.ts); absent: leave them as they are. */
  rooms?: RoomsDoc | null;
}

/** The kinds of resources the part holds today (rooms, therapists, bays... come with their setups). */
export const RESOURCE_LISTS = ['areas', 'tables'] as const;

export const emptyResources = (): VenueResources => ({
  reservation: null,
  areas: [],
  tables: [],
  parking: null,
  massage: null,
  rooms: null,
});

/** Bounds the checks use (and the setup's number fields show). */
export const RESOURCE_BOUNDS = {
  seats: { min: 1, max: 50 },
  slotMinutes: { min: 5, max: 120 },
  tableMinutes: { min: 15, max: 720 },
  depositCents: { min: 0, max: 100_000 },
  tables: { max: 300 },
  areas: { max: 30 },
  name: { max: 60 },
} as const;

export const RESOURCE_ISSUES = [
  'name',
  'duplicateId',
  'badId',
  'unknownArea',
  'seats',
  'slotMinutes',
  'tableMinutes',
  'deposit',
  'hours',
  'noHours',
  'tablesNeedTimes',
  'noTables',
  'tooMany',
  ...PARKING_ISSUES,
  ...MASSAGE_ISSUES,
  ...PASS_ISSUES,
  ...ROOM_ISSUES,
] as const;
export type ResourceIssueCode = (typeof RESOURCE_ISSUES)[number];

export interface ResourceIssue {
  /** Where: `tables.2.seats`, `reservation.hours.mon`, `areas.0.name`. */
  path: string;
  code: ResourceIssueCode;
  message: string;
}

const obj = (v: unknown): Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
const text = (v: unknown) => (typeof v === 'string' ? v : '');
const num = (v: unknown, d = 0) => (typeof v === 'number' && Number.isFinite(v) ? v : d);
const nameOf = (v: unknown): LocalName => {
  const o = obj(v);
  return { 'en-gb': text(o['en-gb']), 'zh-hans': text(o['zh-hans']) };
};

function hoursOf(v: unknown): WeekHours {
  const o = obj(v);
  const out: WeekHours = {};
  for (const d of WEEKDAYS) {
    const spans = Array.isArray(o[d]) ? (o[d] as unknown[]) : [];
    const list = spans.filter(
      (s): s is [string, string] => Array.isArray(s) && s.length === 2 && s.every((x) => typeof x === 'string'),
    );
    if (list.length) out[d] = list.map(([a, b]) => [a, b]);
  }
  return out;
}

/** The part from a loose stored value: every field present and typed; anything else dropped. */
export function readResources(v: unknown): VenueResources {
  const o = obj(v);
  const r = o.reservation === null || o.reservation === undefined ? null : obj(o.reservation);
  const list = (x: unknown) => (Array.isArray(x) ? x.map(obj) : []);
  return {
    reservation: r && {
      hours: hoursOf(r.hours),
      slotMinutes: num(r.slotMinutes, 15),
      tableMinutes: num(r.tableMinutes, 90),
      depositPerPersonCents: num(r.depositPerPersonCents),
      depositPerBookingCents: num(r.depositPerBookingCents),
    },
    areas: list(o.areas).map((a) => ({ id: text(a.id), name: nameOf(a.name) })),
    tables: list(o.tables).map((t) => ({
      id: text(t.id),
      areaId: text(t.areaId),
      name: nameOf(t.name),
      seats: num(t.seats, 0),
    })),
    ...(o.parking === undefined ? {} : { parking: readParking(o.parking) }),
    ...(o.massage === undefined ? {} : { massage: readMassage(o.massage) }),
    ...(Array.isArray(o.passes) ? { passes: readPasses(o.passes) } : {}),
    ...(o.rooms === undefined ? {} : { rooms: readRooms(o.rooms) }),
  };
}

const ID = /^[a-z0-9][a-z0-9-]{0,47}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$|^24:00$/;
const between = (n: number, b: { min: number; max: number }) => Number.isInteger(n) && n >= b.min && n <= b.max;

/** The problems of a resources value, by meaning; [] = it can be published. */
export function checkResources(v: VenueResources): ResourceIssue[] {
  const out: ResourceIssue[] = [];
  const add = (path: string, code: ResourceIssueCode, message: string) => out.push({ path, code, message });
  const B = RESOURCE_BOUNDS;
  const names = (path: string, n: LocalName, what: string) => {
    if (!n['en-gb'].trim() && !n['zh-hans'].trim()) add(`${path}.name`, 'name', `Give the ${what} a name.`);
    else if (n['en-gb'].length > B.name.max || n['zh-hans'].length > B.name.max)
      add(`${path}.name`, 'name', `Keep the ${what}'s name to ${B.name.max} characters.`);
  };
  const ids = (list: { id: string }[], key: string, what: string) => {
    const seen = new Set<string>();
    list.forEach((x, i) => {
      if (!ID.test(x.id)) add(`${key}.${i}.id`, 'badId', `The ${what} "${x.id}" has an id the server cannot store.`);
      else if (seen.has(x.id)) add(`${key}.${i}.id`, 'duplicateId', `Two ${what}s share the id "${x.id}".`);
      seen.add(x.id);
    });
  };
  if (v.areas.length > B.areas.max) add('areas', 'tooMany', `A venue has at most ${B.areas.max} areas.`);
  if (v.tables.length > B.tables.max) add('tables', 'tooMany', `A venue has at most ${B.tables.max} tables.`);
  ids(v.areas, 'areas', 'area');
  ids(v.tables, 'tables', 'table');
  v.areas.forEach((a, i) => names(`areas.${i}`, a.name, 'area'));
  const areaIds = new Set(v.areas.map((a) => a.id));
  v.tables.forEach((t, i) => {
    names(`tables.${i}`, t.name, 'table');
    if (t.areaId && !areaIds.has(t.areaId))
      add(`tables.${i}.areaId`, 'unknownArea', `Table ${i + 1} is in an area that no longer exists.`);
    if (!between(t.seats, B.seats))
      add(`tables.${i}.seats`, 'seats', `A table seats ${B.seats.min} to ${B.seats.max} people.`);
  });
  if (v.parking) out.push(...checkParking(v.parking));
  if (v.massage) out.push(...checkMassage(v.massage));
  if (v.passes) out.push(...checkPasses(v.passes));
  if (v.rooms) out.push(...checkRooms(v.rooms));
  const r = v.reservation;
  if (!r) {
    if (v.tables.length)
      add(
        'reservation',
        'tablesNeedTimes',
        'Tables need booking times: set the reservation times or remove the tables.',
      );
    return out;
  }
  if (!v.tables.length) add('tables', 'noTables', 'Add at least one table customers can book.');
  if (!between(r.slotMinutes, B.slotMinutes))
    add(
      'reservation.slotMinutes',
      'slotMinutes',
      `Bookings start every ${B.slotMinutes.min} to ${B.slotMinutes.max} minutes.`,
    );
  if (!between(r.tableMinutes, B.tableMinutes))
    add(
      'reservation.tableMinutes',
      'tableMinutes',
      `A table is held ${B.tableMinutes.min} to ${B.tableMinutes.max} minutes.`,
    );
  for (const k of ['depositPerPersonCents', 'depositPerBookingCents'] as const)
    if (!between(r[k], B.depositCents))
      add(`reservation.${k}`, 'deposit', `A deposit is 0 to ${B.depositCents.max / 100} in money.`);
  let open = 0;
  for (const d of WEEKDAYS as readonly WeekdayKey[]) {
    for (const span of r.hours[d] ?? []) {
      const [from, to] = span;
      if (!TIME.test(from) || !TIME.test(to) || from >= to)
        add(`reservation.hours.${d}`, 'hours', `Write ${d}'s booking times as 11:00-22:00, the start before the end.`);
      else open++;
    }
  }
  if (!open) add('reservation.hours', 'noHours', 'Give at least one day booking times.');
  return out;
}
