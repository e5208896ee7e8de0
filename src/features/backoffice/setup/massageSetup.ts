// Massage set up from the console (issue 30): the setup's values from a snapshot of the venue
// document, and the snapshot they make (the `resources` part's massage, the `massage` service type
// first). Prices as the operator types them (dollars); working hours as one time span per therapist
// or room plus the days worked (a day not ticked is a day off). Pure: the screen holds the values.
import {
  checkResources,
  readServiceTypes,
  WEEKDAYS,
  type ConfigSnapshot,
  type LocalName,
  type MassageStaffKind,
  type ResourceIssue,
  type WeekdayKey,
  type WeekHours,
} from '../../../domain';
import { newResourceId } from './tableSetup';

export interface MassageServiceValues {
  id: string;
  name: LocalName;
  minutes: number | null;
  /** In money units (dollars). */
  price: number | null;
}

export interface MassageStaffValues {
  id: string;
  kind: MassageStaffKind;
  name: LocalName;
  from: string;
  to: string;
  /** The days worked; the others are days off. */
  days: WeekdayKey[];
  serviceIds: string[];
}

export interface MassageSetupValues {
  /** The venue takes massage bookings. */
  on: boolean;
  bufferMinutes: number | null;
  services: MassageServiceValues[];
  staff: MassageStaffValues[];
}

const newId = (prefix: string, taken: readonly { id: string }[]) =>
  newResourceId('t', taken).replace(/^t-/, `${prefix}-`);

export const newMassageService = (list: readonly { id: string }[], n: number): MassageServiceValues => ({
  id: newId('ms', list),
  name: { 'en-gb': `Treatment ${n}`, 'zh-hans': `疗程${n}` },
  minutes: 60,
  price: 80,
});

export const newMassageStaff = (
  kind: MassageStaffKind,
  list: readonly { id: string }[],
  n: number,
  serviceIds: string[],
): MassageStaffValues => ({
  id: newId(kind === 'room' ? 'mr' : 'mt', list),
  kind,
  name:
    kind === 'room'
      ? { 'en-gb': `Room ${n}`, 'zh-hans': `${n}号房` }
      : { 'en-gb': `Therapist ${n}`, 'zh-hans': `技师${n}` },
  from: '10:00',
  to: '20:00',
  days: WEEKDAYS.filter((d) => d !== 'sun'),
  serviceIds,
});

const firstSpan = (h: WeekHours): [string, string] => {
  for (const d of WEEKDAYS) if (h[d]?.length) return [h[d]![0][0], h[d]![0][1]];
  return ['10:00', '20:00'];
};

export function toMassageSetup(s: ConfigSnapshot): MassageSetupValues {
  const m = s.resources.massage;
  return {
    on: !!m,
    bufferMinutes: m?.bufferMinutes ?? 15,
    services: (m?.services ?? []).map((x) => ({
      id: x.id,
      name: x.name,
      minutes: x.minutes,
      price: x.priceCents / 100,
    })),
    staff: (m?.staff ?? []).map((x) => {
      const [from, to] = firstSpan(x.hours);
      return {
        id: x.id,
        kind: x.kind,
        name: x.name,
        from,
        to,
        days: WEEKDAYS.filter((d) => !!x.hours[d]?.length),
        serviceIds: x.serviceIds,
      };
    }),
  };
}

const pad = (t: string) => (/^\d:\d\d$/.test(t.trim()) ? `0${t.trim()}` : t.trim());

/** The snapshot with the massage: the resources part and the service types (massage first when on). */
export function fromMassageSetup(v: MassageSetupValues, base: ConfigSnapshot): ConfigSnapshot {
  const types = readServiceTypes(base.settings.serviceTypes).filter((t) => t !== 'massage');
  const serviceTypes = v.on ? ['massage', ...types] : types.length ? types : ['shop'];
  return {
    ...base,
    settings: { ...base.settings, serviceTypes },
    resources: {
      ...base.resources,
      massage: v.on
        ? {
            bufferMinutes: v.bufferMinutes ?? 0,
            services: v.services.map((x) => ({
              id: x.id,
              name: x.name,
              minutes: x.minutes ?? 0,
              priceCents: Math.round((x.price ?? 0) * 100),
            })),
            staff: v.staff.map((x) => ({
              id: x.id,
              kind: x.kind,
              name: x.name,
              hours: Object.fromEntries(x.days.map((d) => [d, [[pad(x.from), pad(x.to)]]])) as WeekHours,
              serviceIds: x.serviceIds.filter((id) => v.services.some((s) => s.id === id)),
            })),
          }
        : null,
    },
  };
}

/** The massage's problems by meaning (the checks the server makes before it stores a draft). */
export const massageSetupIssues = (v: MassageSetupValues, base: ConfigSnapshot): ResourceIssue[] =>
  checkResources(fromMassageSetup(v, base).resources).filter((i) => i.path.startsWith('massage'));
