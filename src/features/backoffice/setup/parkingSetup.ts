// Parking set up from the console (issue 30): the setup's values from a snapshot of the venue
// document, and the snapshot they make (the `resources` part's parking, the `ticket` service type
// first with ticket type 'parking'). Money as the operator types it (dollars); pure.
import {
  checkResources,
  readServiceTypes,
  type BandDays,
  type ConfigSnapshot,
  type LocalName,
  type ResourceIssue,
} from '../../../domain';

export interface ParkingSetupValues {
  /** The venue sells parking. */
  on: boolean;
  id: string;
  name: LocalName;
  bays: number | null;
  firstHour: number | null;
  perHour: number | null;
  /** 0 = no cap. */
  dailyMax: number | null;
  graceMinutes: number | null;
  minStayMinutes: number | null;
  maxStayDays: number | null;
  /** Night or weekend rates, money in dollars as typed. */
  bands: BandValues[];
  /** When vehicles may enter and leave ('' both: at any time). */
  openFrom: string;
  openUntil: string;
}

export interface BandValues {
  days: BandDays;
  from: string;
  to: string;
  perHour: number | null;
  /** 0 = no cap of its own. */
  cap: number | null;
}

/** A new band: a night rate. */
export const newBand = (): BandValues => ({ days: 'all', from: '18:00', to: '06:00', perHour: 1, cap: 5 });

const newPoolId = (random = Math.random) =>
  `pk-${Math.floor(random() * 36 ** 8)
    .toString(36)
    .padStart(8, '0')}`;

export function toParkingSetup(s: ConfigSnapshot, random = Math.random): ParkingSetupValues {
  const p = s.resources.parking;
  return {
    on: !!p,
    id: p?.id || newPoolId(random),
    name: p?.name ?? { 'en-gb': 'Car park', 'zh-hans': '停车场' },
    bays: p?.bays ?? 10,
    firstHour: (p?.firstHourCents ?? 500) / 100,
    perHour: (p?.perHourCents ?? 400) / 100,
    dailyMax: (p?.dailyMaxCents ?? 3500) / 100,
    graceMinutes: p?.graceMinutes ?? 0,
    minStayMinutes: p?.minStayMinutes ?? 30,
    maxStayDays: p?.maxStayDays ?? 30,
    bands: (p?.bands ?? []).map((b) => ({
      days: b.days,
      from: b.from,
      to: b.to,
      perHour: b.perHourCents / 100,
      cap: b.capCents / 100,
    })),
    openFrom: p?.openFrom ?? '',
    openUntil: p?.openUntil ?? '',
  };
}

const cents = (n: number | null) => Math.round((n ?? 0) * 100);

/** The snapshot with the parking: the resources part and the service types (parking first when on). */
export function fromParkingSetup(v: ParkingSetupValues, base: ConfigSnapshot): ConfigSnapshot {
  const types = readServiceTypes(base.settings.serviceTypes);
  const others = types.filter((t) => t !== 'ticket');
  const wasParking = types.includes('ticket') && (base.settings.ticketType ?? 'parking') === 'parking';
  const serviceTypes = v.on
    ? ['ticket', ...others]
    : wasParking && others.length
      ? others
      : wasParking
        ? ['shop']
        : types;
  return {
    ...base,
    settings: { ...base.settings, serviceTypes, ...(v.on ? { ticketType: 'parking' } : {}) },
    resources: {
      ...base.resources,
      parking: v.on
        ? {
            id: v.id,
            name: v.name,
            bays: v.bays ?? 0,
            firstHourCents: cents(v.firstHour),
            perHourCents: cents(v.perHour),
            dailyMaxCents: cents(v.dailyMax),
            graceMinutes: v.graceMinutes ?? 0,
            minStayMinutes: v.minStayMinutes ?? 0,
            maxStayDays: v.maxStayDays ?? 0,
            bands: v.bands.map((b) => ({
              days: b.days,
              from: b.from,
              to: b.to,
              perHourCents: cents(b.perHour),
              capCents: cents(b.cap),
            })),
            openFrom: v.openFrom,
            openUntil: v.openUntil,
          }
        : null,
    },
  };
}

/** The parking's problems by meaning (the checks the server makes before it stores a draft). */
export const parkingSetupIssues = (v: ParkingSetupValues, base: ConfigSnapshot): ResourceIssue[] =>
  checkResources(fromParkingSetup(v, base).resources).filter((i) => i.path.startsWith('parking'));
