// Parking tariff bands and opening hours (issue 30): a band prices the hours that start in it (a night
// rate, a weekend rate) instead of the tariff's hour prices, each band's hours on one day capped at its
// own cap; the car park's opening hours are when a vehicle may enter and leave. Pure: the time zone is
// an argument (Intl), the clock is never read. The server prices every quote and sale with these.
import { zonedParts } from './bookingTime';

/** The days a band applies on. */
export const BAND_DAYS = ['all', 'weekdays', 'weekend'] as const;
export type BandDays = (typeof BAND_DAYS)[number];

export interface TariffBand {
  days: BandDays;
  /** Local 'HH:mm'; a band whose `to` is not after `from` runs past midnight (18:00–06:00). */
  from: string;
  to: string;
  /** The price of each hour that starts in the band (first hour included). */
  perHourCents: number;
  /** The most this band's hours cost on one day (0 = no cap of its own). */
  capCents: number;
}

/** When vehicles may enter and leave, local 'HH:mm' (both empty: at any time). */
export interface OpenHours {
  openFrom?: string;
  openUntil?: string;
}

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;
export const isClock = (s: unknown): s is string => typeof s === 'string' && HHMM.test(s);
const minutesOf = (s: string) => Number(s.slice(0, 2)) * 60 + Number(s.slice(3, 5));

/** Whether local minute `m` lies in [from, to), wrapping past midnight when `to` is not after `from`. */
function inWindow(m: number, from: string, to: string): boolean {
  const a = minutesOf(from),
    b = minutesOf(to);
  return b > a ? m >= a && m < b : m >= a || m < b;
}

const dayFits = (days: BandDays, weekday: string) =>
  days === 'all' || (days === 'weekend') === (weekday === 'sat' || weekday === 'sun');

/** The index of the first band the instant falls in (its local weekday and time), or -1. */
export function bandAt(at: number, bands: readonly TariffBand[] | undefined, tz: string): number {
  if (!bands?.length) return -1;
  const p = zonedParts(at, tz);
  return bands.findIndex((b) => dayFits(b.days, p.weekday) && inWindow(p.minutes, b.from, b.to));
}

/** Whether the car park is open at the instant (always, when no opening hours are set). */
export function isOpenAt(at: number, open: OpenHours, tz: string): boolean {
  if (!isClock(open.openFrom) || !isClock(open.openUntil) || open.openFrom === open.openUntil) return true;
  return inWindow(zonedParts(at, tz).minutes, open.openFrom, open.openUntil);
}

/** A loose stored list of bands, the malformed ones left out. */
export function readBands(v: unknown): TariffBand[] {
  if (typeof v === 'string') {
    // A jsonb column some drivers hand back as its text.
    try {
      return readBands(JSON.parse(v));
    } catch {
      return [];
    }
  }
  if (!Array.isArray(v)) return [];
  return v.flatMap((x) => {
    const o = (typeof x === 'object' && x ? x : {}) as Record<string, unknown>;
    const days = BAND_DAYS.includes(o.days as BandDays) ? (o.days as BandDays) : 'all';
    const n = (k: string) => (typeof o[k] === 'number' && Number.isFinite(o[k]) ? (o[k] as number) : 0);
    return typeof o.from === 'string' && typeof o.to === 'string'
      ? [{ days, from: o.from, to: o.to, perHourCents: n('perHourCents'), capCents: n('capCents') }]
      : [];
  });
}
