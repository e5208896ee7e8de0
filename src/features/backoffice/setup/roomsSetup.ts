// Party rooms and KTV rooms set up from the console (issue 30): the setup's values from a snapshot of
// the venue document, and the snapshot they make (the `resources` part's rooms, the `partyroom` or
// `ktv` service type first). Money as the operator types it (dollars); opening hours as one time span
// per room plus the days open. Pure: the screen holds the values.
import {
  checkResources,
  readServiceTypes,
  WEEKDAYS,
  type ConfigSnapshot,
  type LocalName,
  type ResourceIssue,
  type RoomFamily,
  type WeekdayKey,
  type WeekHours,
} from '../../../domain';
import { newResourceId } from './tableSetup';

export interface RoomBandValues {
  from: string;
  to: string;
  /** Dollars an hour in this band. */
  rate: number | null;
}

export interface RoomValues {
  id: string;
  name: LocalName;
  capacity: number | null;
  from: string;
  to: string;
  /** The days open. */
  days: WeekdayKey[];
  /** Dollars an hour outside every band. */
  rate: number | null;
  bands: RoomBandValues[];
  minHours: number | null;
  maxHours: number | null;
  /** Dollars; 0 = none. */
  minSpend: number | null;
}

export interface RoomsSetupValues {
  /** The venue takes room bookings. */
  on: boolean;
  family: RoomFamily;
  depositPercent: number | null;
  overtimeMinutes: number | null;
  rooms: RoomValues[];
}

export const newRoom = (list: readonly { id: string }[], n: number, family: RoomFamily): RoomValues => ({
  id: newResourceId('t', list).replace(/^t-/, family === 'ktv' ? 'kr-' : 'pr-'),
  name:
    family === 'ktv'
      ? { 'en-gb': `KTV room ${n}`, 'zh-hans': `${n}号包房` }
      : { 'en-gb': `Party room ${n}`, 'zh-hans': `${n}号派对房` },
  capacity: 10,
  from: '10:00',
  to: '24:00',
  days: [...WEEKDAYS],
  rate: 60,
  bands: [{ from: '18:00', to: '24:00', rate: 90 }],
  minHours: 2,
  maxHours: 6,
  minSpend: 0,
});

/** Another band for a room: after its last band until midnight, else from opening until its first band. */
export function newRoomBand(room: RoomValues): RoomBandValues {
  if (!room.bands.length) return { from: '18:00', to: '24:00', rate: room.rate };
  const sorted = [...room.bands].sort((a, b) => (a.from < b.from ? -1 : 1));
  const last = sorted[sorted.length - 1].to;
  return last < '24:00'
    ? { from: last, to: '24:00', rate: room.rate }
    : { from: room.from, to: sorted[0].from, rate: room.rate };
}

const firstSpan = (h: WeekHours): [string, string] => {
  for (const d of WEEKDAYS) if (h[d]?.length) return [h[d]![0][0], h[d]![0][1]];
  return ['10:00', '24:00'];
};

export function toRoomsSetup(s: ConfigSnapshot): RoomsSetupValues {
  const m = s.resources.rooms;
  return {
    on: !!m,
    family: m?.family ?? (readServiceTypes(s.settings.serviceTypes).includes('ktv') ? 'ktv' : 'partyroom'),
    depositPercent: m?.depositPercent ?? 50,
    overtimeMinutes: m?.overtimeMinutes ?? 30,
    rooms: (m?.rooms ?? []).map((r) => {
      const [from, to] = firstSpan(r.hours);
      return {
        id: r.id,
        name: r.name,
        capacity: r.capacity,
        from,
        to,
        days: WEEKDAYS.filter((d) => !!r.hours[d]?.length),
        rate: r.centsPerHour / 100,
        bands: r.bands.map((b) => ({ from: b.from, to: b.to, rate: b.centsPerHour / 100 })),
        minHours: r.minHours,
        maxHours: r.maxHours,
        minSpend: r.minSpendCents / 100,
      };
    }),
  };
}

const pad = (t: string) => (/^\d:\d\d$/.test(t.trim()) ? `0${t.trim()}` : t.trim());
const cents = (x: number | null) => Math.round((x ?? 0) * 100);

/** The snapshot with the rooms: the resources part and the service types (the room family first when on). */
export function fromRoomsSetup(v: RoomsSetupValues, base: ConfigSnapshot): ConfigSnapshot {
  const types = readServiceTypes(base.settings.serviceTypes).filter((t) => t !== 'partyroom' && t !== 'ktv');
  const serviceTypes = v.on ? [v.family, ...types] : types.length ? types : ['shop'];
  return {
    ...base,
    settings: { ...base.settings, serviceTypes },
    resources: {
      ...base.resources,
      rooms: v.on
        ? {
            family: v.family,
            depositPercent: v.depositPercent ?? 0,
            overtimeMinutes: v.overtimeMinutes ?? 0,
            rooms: v.rooms.map((r) => ({
              id: r.id,
              name: r.name,
              capacity: r.capacity ?? 0,
              hours: Object.fromEntries(r.days.map((d) => [d, [[pad(r.from), pad(r.to)]]])) as WeekHours,
              centsPerHour: cents(r.rate),
              bands: r.bands.map((b) => ({ from: pad(b.from), to: pad(b.to), centsPerHour: cents(b.rate) })),
              minHours: r.minHours ?? 0,
              maxHours: r.maxHours ?? 0,
              minSpendCents: cents(r.minSpend),
            })),
          }
        : null,
    },
  };
}

/** The rooms' problems by meaning (the checks the server makes before it stores a draft). */
export const roomsSetupIssues = (v: RoomsSetupValues, base: ConfigSnapshot): ResourceIssue[] =>
  checkResources(fromRoomsSetup(v, base).resources).filter((i) => i.path.startsWith('rooms'));
