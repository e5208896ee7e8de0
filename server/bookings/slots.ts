// Free slots of a service or resource for a date range (the server owns availability): one query
// for the busy ranges of every candidate resource, then the domain's sweep (src/domain/bookingTime.ts).
import type { Db } from '../db/db';
import {
  addDays,
  bookingWindow,
  freeSlots,
  normaliseSettings,
  validateBookingPeople,
  validateStayHours,
  type FreeSlot,
  type SlotQuery,
} from '../../src/domain/index';
import type { Venue } from '../wire/venue';
import {
  busyRanges,
  loadPolicy,
  loadResources,
  loadServices,
  venueZone,
  type Policy,
  type Resource,
  type Service,
} from './store';

export interface Wanted {
  pluId?: string;
  /** One resource (a therapist, a room); absent or 'any' = any that fits. */
  resourceId?: string;
  people: number;
  /** Rooms: whole hours. */
  hours?: number;
}

export type Plan =
  | {
      ok: true;
      policy: Policy;
      service: Service | null;
      resources: Resource[];
      durationMin: number;
      graceMin: number;
      tz: string;
      earliest: number;
      latest: number | null;
    }
  | {
      ok: false;
      code: 'booking.unavailable' | 'booking.invalid' | 'booking.people' | 'booking.hours';
      message: string;
      values?: Record<string, number>;
    };

/** What a booking of `w` at this venue takes: the service, duration, grace and the resources that fit (smallest first for tables). */
export async function planBooking(db: Db, venue: Venue, w: Wanted, now: number): Promise<Plan> {
  const policy = await loadPolicy(db, venue.shopId);
  if (!policy) return { ok: false, code: 'booking.unavailable', message: 'This venue does not take bookings online.' };
  const settings = normaliseSettings(venue.settings);
  const people = validateBookingPeople(w.people, settings);
  if (!people.ok)
    return { ok: false, code: 'booking.people', message: people.message, values: { max: settings.maxBookingPeople } };
  let resources = await loadResources(db, venue.shopId);
  let service: Service | null = null;
  let durationMin = policy.tableMinutes,
    graceMin = 0;
  if (policy.family !== 'reservation') {
    service = (await loadServices(db, venue.shopId)).find((s) => s.pluId === w.pluId) ?? null;
    if (!service) return { ok: false, code: 'booking.invalid', message: 'Choose a service or room of this venue.' };
    resources = resources.filter((r) => r.services.length === 0 || r.services.includes(service!.pluId));
    graceMin = service.graceTime;
    durationMin = service.duration;
    if (service.byHour) {
      const h = validateStayHours(Number(w.hours ?? service.minHours), service.minHours, service.maxHours);
      if (!h.ok)
        return {
          ok: false,
          code: 'booking.hours',
          message: `Book between ${service.minHours} and ${service.maxHours} hours.`,
          values: h.values,
        };
      durationMin = Number(w.hours ?? service.minHours) * 60;
    }
  }
  resources = resources.filter((r) => r.capacity >= w.people);
  if (policy.family === 'reservation') resources.sort((a, b) => a.capacity - b.capacity || a.sort - b.sort);
  if (w.resourceId && w.resourceId !== 'any') resources = resources.filter((r) => r.resourceId === w.resourceId);
  if (!resources.length)
    return {
      ok: false,
      code: 'booking.invalid',
      message: 'Nothing here fits this booking; choose fewer people or another option.',
    };
  const win = bookingWindow(now, settings);
  return {
    ok: true,
    policy,
    service,
    resources,
    durationMin,
    graceMin,
    tz: venueZone(venue),
    earliest: win.earliest,
    latest: win.latest,
  };
}

/** Local dates from `from`, `days` of them (1..31). */
export const dateRange = (from: string, days: number): string[] =>
  Array.from({ length: days }, (_, i) => addDays(from, i));

/** The free slots of a plan over the dates: busy ranges in one query, the sweep in memory. */
export async function slotsOf(db: Db, plan: Extract<Plan, { ok: true }>, dates: string[]): Promise<FreeSlot[]> {
  const q: SlotQuery = {
    dates,
    tz: plan.tz,
    durationMin: plan.durationMin,
    graceMin: plan.graceMin,
    stepMin: plan.policy.stepMin,
    earliest: plan.earliest,
    latest: plan.latest,
  };
  // Dates are local: a day either side in UTC covers every zone.
  const from = Date.parse(`${dates[0]}T00:00:00Z`) - 86_400_000;
  const to = Date.parse(`${dates[dates.length - 1]}T00:00:00Z`) + 2 * 86_400_000;
  const busy = await busyRanges(
    db,
    plan.resources.map((r) => r.resourceId),
    from,
    to,
  );
  return freeSlots(
    q,
    plan.resources.map((r) => ({ id: r.resourceId, hours: r.hours, busy: busy.get(r.resourceId) ?? [] })),
  );
}
