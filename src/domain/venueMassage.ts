// Massage in the `resources` part of the venue document (issue 30): the treatments customers book
// (name in both languages, length, price), the therapists and rooms that give them with their working
// hours (a day with no hours is a day off) and the treatments each gives, and the buffer a therapist
// or room is held after a treatment. Its shape, a reader for loose stored values, the checks by meaning.
import { WEEKDAYS, type WeekHours } from './bookingTime';
import type { LocalName } from './venueResources';

export interface MassageServiceDoc {
  /** Stable once published: bookings keep it. */
  id: string;
  name: LocalName;
  minutes: number;
  priceCents: number;
}

export const MASSAGE_STAFF_KINDS = ['therapist', 'room'] as const;
export type MassageStaffKind = (typeof MASSAGE_STAFF_KINDS)[number];

/** A therapist or a treatment room: bookable during its hours for the treatments it gives. */
export interface MassageStaffDoc {
  id: string;
  kind: MassageStaffKind;
  name: LocalName;
  /** Working hours per day (venue-local); a day left out is a day off. */
  hours: WeekHours;
  serviceIds: string[];
}

export interface MassageDoc {
  /** Minutes a therapist or room is held after each treatment. */
  bufferMinutes: number;
  services: MassageServiceDoc[];
  staff: MassageStaffDoc[];
}

export const MASSAGE_BOUNDS = {
  minutes: { min: 15, max: 240 },
  cents: { min: 0, max: 100_000 },
  bufferMinutes: { min: 0, max: 60 },
  services: { max: 40 },
  staff: { max: 60 },
  name: { max: 60 },
} as const;

export const MASSAGE_ISSUES = [
  'massageName',
  'massageId',
  'massageMinutes',
  'massagePrice',
  'massageBuffer',
  'massageNoServices',
  'massageNoTherapist',
  'massageStaffServices',
  'massageHours',
  'massageNoDays',
  'massageUnserved',
  'massageTooMany',
] as const;
export type MassageIssueCode = (typeof MASSAGE_ISSUES)[number];

const obj = (v: unknown): Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
const text = (v: unknown) => (typeof v === 'string' ? v : '');
const num = (v: unknown, d = 0) => (typeof v === 'number' && Number.isFinite(v) ? v : d);
const nameOf = (v: unknown): LocalName => ({ 'en-gb': text(obj(v)['en-gb']), 'zh-hans': text(obj(v)['zh-hans']) });
const list = (x: unknown) => (Array.isArray(x) ? x.map(obj) : []);

function hoursOf(v: unknown): WeekHours {
  const o = obj(v);
  const out: WeekHours = {};
  for (const d of WEEKDAYS) {
    const spans = Array.isArray(o[d]) ? (o[d] as unknown[]) : [];
    const ok = spans.filter(
      (s): s is [string, string] => Array.isArray(s) && s.length === 2 && s.every((x) => typeof x === 'string'),
    );
    if (ok.length) out[d] = ok.map(([a, b]) => [a, b]);
  }
  return out;
}

/** The massage of a loose stored value (null: the venue gives no massage). */
export function readMassage(v: unknown): MassageDoc | null {
  if (v === null || v === undefined) return null;
  const o = obj(v);
  return {
    bufferMinutes: num(o.bufferMinutes),
    services: list(o.services).map((s) => ({
      id: text(s.id),
      name: nameOf(s.name),
      minutes: num(s.minutes),
      priceCents: num(s.priceCents),
    })),
    staff: list(o.staff).map((s) => ({
      id: text(s.id),
      kind: s.kind === 'room' ? 'room' : 'therapist',
      name: nameOf(s.name),
      hours: hoursOf(s.hours),
      serviceIds: Array.isArray(s.serviceIds) ? s.serviceIds.filter((x): x is string => typeof x === 'string') : [],
    })),
  };
}

const ID = /^[a-z0-9][a-z0-9-]{0,47}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$|^24:00$/;
const between = (n: number, b: { min: number; max: number }) => Number.isInteger(n) && n >= b.min && n <= b.max;

/** The problems of the massage, by meaning: each at a path under `massage`. */
export function checkMassage(m: MassageDoc): { path: string; code: MassageIssueCode; message: string }[] {
  const out: { path: string; code: MassageIssueCode; message: string }[] = [];
  const add = (path: string, code: MassageIssueCode, message: string) =>
    out.push({ path: `massage.${path}`, code, message });
  const B = MASSAGE_BOUNDS;
  const named = (path: string, n: LocalName, what: string) => {
    if (!n['en-gb'].trim() && !n['zh-hans'].trim()) add(`${path}.name`, 'massageName', `Give the ${what} a name.`);
    else if (n['en-gb'].length > B.name.max || n['zh-hans'].length > B.name.max)
      add(`${path}.name`, 'massageName', `Keep the ${what}'s name to ${B.name.max} characters.`);
  };
  const seen = new Set<string>();
  const idOk = (path: string, id: string) => {
    if (!ID.test(id) || seen.has(id)) add(`${path}.id`, 'massageId', `"${id}" cannot be stored: add it again.`);
    seen.add(id);
  };
  if (!between(m.bufferMinutes, B.bufferMinutes))
    add('bufferMinutes', 'massageBuffer', `The buffer between treatments is 0 to ${B.bufferMinutes.max} minutes.`);
  if (m.services.length > B.services.max || m.staff.length > B.staff.max)
    add('services', 'massageTooMany', `Up to ${B.services.max} treatments and ${B.staff.max} therapists and rooms.`);
  if (!m.services.length) add('services', 'massageNoServices', 'Add at least one treatment customers can book.');
  m.services.forEach((s, i) => {
    idOk(`services.${i}`, s.id);
    named(`services.${i}`, s.name, 'treatment');
    if (!between(s.minutes, B.minutes))
      add(`services.${i}.minutes`, 'massageMinutes', `A treatment takes ${B.minutes.min} to ${B.minutes.max} minutes.`);
    if (!between(s.priceCents, B.cents))
      add(`services.${i}.priceCents`, 'massagePrice', `A treatment costs 0 to ${B.cents.max / 100} in money.`);
  });
  if (!m.staff.some((s) => s.kind === 'therapist')) add('staff', 'massageNoTherapist', 'Add at least one therapist.');
  const ids = new Set(m.services.map((s) => s.id));
  m.staff.forEach((s, i) => {
    idOk(`staff.${i}`, s.id);
    named(`staff.${i}`, s.name, s.kind);
    if (!s.serviceIds.length || s.serviceIds.some((x) => !ids.has(x)))
      add(`staff.${i}.serviceIds`, 'massageStaffServices', `Choose the treatments ${s.name['en-gb'] || 'each'} gives.`);
    const spans = WEEKDAYS.flatMap((d) => s.hours[d] ?? []);
    if (spans.some(([from, to]) => !TIME.test(from) || !TIME.test(to) || from >= to))
      add(`staff.${i}.hours`, 'massageHours', 'Write working hours as 09:00 to 18:00, the start before the end.');
    else if (!spans.length)
      add(`staff.${i}.hours`, 'massageNoDays', 'Give each therapist and room at least one working day.');
  });
  m.services.forEach((s, i) => {
    if (!m.staff.some((x) => x.kind === 'therapist' && x.serviceIds.includes(s.id)))
      add(`services.${i}.id`, 'massageUnserved', 'No therapist gives this treatment: tick it for someone.');
  });
  return out;
}
