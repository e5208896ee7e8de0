// Parking in the `resources` part of the venue document (issue 30): the bays customers book (one
// ticket pool of kind 'parking') and the tariff the fee comes from (src/domain/parking.ts): a first
// hour, a price per further hour, a cap per day, a grace time (stays no longer are free), the
// shortest and the longest stay. Its shape, a reader for loose stored values and the checks by meaning.
import type { LocalName } from './venueResources';
import { isClock, readBands, type TariffBand } from './parkingBands';

export interface ParkingDoc {
  /** The ticket pool's id (stable once published). */
  id: string;
  name: LocalName;
  /** Bays: the vehicles that can park on one day. */
  bays: number;
  firstHourCents: number;
  perHourCents: number;
  /** The most a vehicle pays for one day (0 = no cap). */
  dailyMaxCents: number;
  /** A stay no longer than this is free (0 = none). */
  graceMinutes: number;
  minStayMinutes: number;
  /** The longest stay in days (0 = no limit). */
  maxStayDays: number;
  /** Night or weekend rates (issue 30): hours starting in a band cost its price, capped per day at its cap. */
  bands: TariffBand[];
  /** When vehicles may enter and leave, local 'HH:mm' ('' both: at any time). */
  openFrom: string;
  openUntil: string;
}

export const PARKING_BOUNDS = {
  bays: { min: 1, max: 5000 },
  cents: { min: 0, max: 100_000 },
  graceMinutes: { min: 0, max: 240 },
  minStayMinutes: { min: 15, max: 1440 },
  maxStayDays: { min: 0, max: 365 },
  bands: { min: 0, max: 4 },
} as const;

export const PARKING_ISSUES = [
  'parkingName',
  'bays',
  'price',
  'dailyMax',
  'grace',
  'minStay',
  'maxStay',
  'bandCount',
  'bandTimes',
  'bandPrice',
  'bandCap',
  'openHours',
] as const;
export type ParkingIssueCode = (typeof PARKING_ISSUES)[number];

const obj = (v: unknown): Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
const text = (v: unknown) => (typeof v === 'string' ? v : '');
const num = (v: unknown, d = 0) => (typeof v === 'number' && Number.isFinite(v) ? v : d);

/** The parking of a loose stored value (null: the venue sells no parking). */
export function readParking(v: unknown): ParkingDoc | null {
  if (v === null || v === undefined) return null;
  const o = obj(v);
  const n = obj(o.name);
  return {
    id: text(o.id),
    name: { 'en-gb': text(n['en-gb']), 'zh-hans': text(n['zh-hans']) },
    bays: num(o.bays),
    firstHourCents: num(o.firstHourCents),
    perHourCents: num(o.perHourCents),
    dailyMaxCents: num(o.dailyMaxCents),
    graceMinutes: num(o.graceMinutes),
    minStayMinutes: num(o.minStayMinutes, 30),
    maxStayDays: num(o.maxStayDays),
    bands: readBands(o.bands),
    openFrom: text(o.openFrom),
    openUntil: text(o.openUntil),
  };
}

const between = (n: number, b: { min: number; max: number }) => Number.isInteger(n) && n >= b.min && n <= b.max;

/** The problems of the parking, by meaning: [path, code, sentence]. */
export function checkParking(p: ParkingDoc): { path: string; code: ParkingIssueCode; message: string }[] {
  const out: { path: string; code: ParkingIssueCode; message: string }[] = [];
  const add = (path: string, code: ParkingIssueCode, message: string) =>
    out.push({ path: `parking.${path}`, code, message });
  const B = PARKING_BOUNDS;
  if (!p.name['en-gb'].trim() && !p.name['zh-hans'].trim()) add('name', 'parkingName', 'Give the car park a name.');
  if (!between(p.bays, B.bays)) add('bays', 'bays', `A car park has ${B.bays.min} to ${B.bays.max} bays.`);
  for (const k of ['firstHourCents', 'perHourCents'] as const)
    if (!between(p[k], B.cents)) add(k, 'price', `An hour costs 0 to ${B.cents.max / 100} in money.`);
  if (!between(p.dailyMaxCents, B.cents)) add('dailyMaxCents', 'dailyMax', 'The daily cap is 0 (none) or more.');
  else if (p.dailyMaxCents > 0 && p.dailyMaxCents < p.firstHourCents)
    add('dailyMaxCents', 'dailyMax', 'The daily cap is less than the first hour: raise it or set it to 0 (no cap).');
  if (!between(p.graceMinutes, B.graceMinutes))
    add('graceMinutes', 'grace', `Grace time is 0 to ${B.graceMinutes.max} minutes.`);
  if (!between(p.minStayMinutes, B.minStayMinutes))
    add(
      'minStayMinutes',
      'minStay',
      `The shortest stay is ${B.minStayMinutes.min} to ${B.minStayMinutes.max} minutes.`,
    );
  if (!between(p.maxStayDays, B.maxStayDays))
    add('maxStayDays', 'maxStay', `The longest stay is 0 (no limit) to ${B.maxStayDays.max} days.`);
  else if (p.maxStayDays > 0 && p.maxStayDays * 1440 < p.minStayMinutes)
    add('maxStayDays', 'maxStay', 'The longest stay is shorter than the shortest stay.');
  if (p.bands.length > B.bands.max) add('bands', 'bandCount', `A tariff has at most ${B.bands.max} bands.`);
  p.bands.forEach((b, i) => {
    if (!isClock(b.from) || !isClock(b.to) || b.from === b.to)
      add(`bands.${i}.from`, 'bandTimes', 'A band runs from one time of day (HH:mm) to another.');
    if (!between(b.perHourCents, B.cents)) add(`bands.${i}.perHourCents`, 'bandPrice', 'A band hour costs 0 or more.');
    else if (!between(b.capCents, B.cents) || (b.capCents > 0 && b.capCents < b.perHourCents))
      add(`bands.${i}.capCents`, 'bandCap', "A band's cap is 0 (none) or at least one hour of it.");
  });
  const open = [p.openFrom, p.openUntil];
  if (open.some(Boolean) && (!open.every(isClock) || p.openFrom === p.openUntil))
    add('openFrom', 'openHours', 'Opening hours need both times (HH:mm), different, or neither (open at any time).');
  return out;
}
