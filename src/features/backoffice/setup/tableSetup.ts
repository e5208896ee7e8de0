// Table reservations set up from the console (issue 30): the setup's values from a snapshot of the
// venue document, and the snapshot those values make (the `resources` part, the booking settings
// lead time and maximum party, and the `reservation` service type). Pure: the screen holds the values.
import {
  checkResources,
  normaliseSettings,
  readServiceTypes,
  reservationEnabled,
  WEEKDAYS,
  type AreaDoc,
  type ConfigSnapshot,
  type ResourceIssue,
  type TableDoc,
  type WeekdayKey,
  type WeekHours,
} from '../../../domain';

export interface TableSetupValues {
  /** The venue takes table reservations. */
  on: boolean;
  /** Booking times per weekday as typed: "11:00-14:30, 17:00-22:00" ('' = no bookings that day). */
  days: Record<WeekdayKey, string>;
  slotMinutes: number | null;
  tableMinutes: number | null;
  /** Lead time: bookings start at least this many minutes ahead (settings.bookingBeforeTime). */
  leadMinutes: number | null;
  /** The largest party booked online (settings.maxBookingPeople). */
  maxParty: number | null;
  /** Deposits in money units (dollars), as the operator types them. */
  depositPerPerson: number | null;
  depositPerBooking: number | null;
  areas: AreaDoc[];
  tables: TableDoc[];
}

const spansText = (h: WeekHours, d: WeekdayKey) => (h[d] ?? []).map(([a, b]) => `${a}-${b}`).join(', ');

/** A weekday's text as spans: "11:00-14:30, 17:00-22:00" → [['11:00','14:30'], ['17:00','22:00']]. */
export function parseDay(text: string): [string, string][] {
  return text
    .split(/[,;，]/)
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => {
      const [a = '', b = ''] = s.split(/\s*[-–~至]\s*/);
      const pad = (t: string) => (/^\d:\d\d$/.test(t) ? `0${t}` : t);
      return [pad(a.trim()), pad(b.trim())];
    });
}

const DEFAULT_HOURS = '11:00-22:00';

export function toTableSetup(s: ConfigSnapshot): TableSetupValues {
  const r = s.resources.reservation;
  const settings = normaliseSettings(s.settings);
  return {
    on: !!r,
    days: Object.fromEntries(WEEKDAYS.map((d) => [d, r ? spansText(r.hours, d) : DEFAULT_HOURS])) as Record<
      WeekdayKey,
      string
    >,
    slotMinutes: r?.slotMinutes ?? 30,
    tableMinutes: r?.tableMinutes ?? 90,
    leadMinutes: settings.bookingBeforeTime,
    maxParty: settings.maxBookingPeople,
    depositPerPerson: (r?.depositPerPersonCents ?? 0) / 100,
    depositPerBooking: (r?.depositPerBookingCents ?? 0) / 100,
    areas: s.resources.areas,
    tables: s.resources.tables,
  };
}

/** A new id no other area or table of the list has: `a-<random>` / `t-<random>` (stable once published). */
export function newResourceId(prefix: 'a' | 't', taken: readonly { id: string }[], random = Math.random): string {
  for (;;) {
    const id = `${prefix}-${Math.floor(random() * 36 ** 8)
      .toString(36)
      .padStart(8, '0')}`;
    if (!taken.some((x) => x.id === id)) return id;
  }
}

const cents = (n: number | null) => Math.round((n ?? 0) * 100);

/** The snapshot with the setup's values: resources, lead time, maximum party and service types. */
export function fromTableSetup(v: TableSetupValues, base: ConfigSnapshot): ConfigSnapshot {
  const types = readServiceTypes(base.settings.serviceTypes).filter((t) => t !== 'reservation');
  const hours: WeekHours = {};
  for (const d of WEEKDAYS) {
    const spans = parseDay(v.days[d]);
    if (spans.length) hours[d] = spans;
  }
  return {
    ...base,
    settings: {
      ...base.settings,
      serviceTypes: v.on ? [...types, 'reservation'] : types,
      bookingBeforeTime: v.leadMinutes ?? 0,
      maxBookingPeople: v.maxParty ?? 1,
    },
    resources: {
      ...base.resources,
      reservation: v.on
        ? {
            hours,
            slotMinutes: v.slotMinutes ?? 0,
            tableMinutes: v.tableMinutes ?? 0,
            depositPerPersonCents: cents(v.depositPerPerson),
            depositPerBookingCents: cents(v.depositPerBooking),
          }
        : null,
      areas: v.areas,
      tables: v.on ? v.tables : [],
    },
  };
}

/** The setup's problems by meaning (the same checks the server makes before it stores a draft). */
export const tableSetupIssues = (v: TableSetupValues, base: ConfigSnapshot): ResourceIssue[] =>
  checkResources(fromTableSetup(v, base).resources);

/** Reservations need the reservation licence (the fifth licence digit): granted by the platform administrator. */
export const reservationLicensed = (s: ConfigSnapshot): boolean =>
  reservationEnabled(typeof s.licence.licenses === 'string' ? s.licence.licenses : '');
