// Isolation between venues (issue 28). A venue's numbered writes (orders, single payments) hold its
// venue row from the number to the commit (orders/numbers.ts). Left alone, a busy venue's queued
// orders each held a pool connection idle on that lock, and with enough of them every connection of
// every process waited while orders at other venues could not start (one venue row held 8 s made an
// order elsewhere take 6.9 s). Now, in each process:
// - at most PER_VENUE of a venue's numbered writes run at a time; the others wait here, in memory,
//   holding no connection (first come, first served; at most MAX_QUEUED, then "busy" at once);
// - a wait for the lock longer than DATABASE_LOCK_TIMEOUT_MS (db/settings.ts: another process or a
//   long transaction holds it) fails with 55P03, which rolls the transaction back and gives the
//   connection back; the write is retried after a short random pause, up to ATTEMPTS times, then
//   answered 503 "busy" (wire/define.ts).
import { isLockTimeout } from '../db/settings';

export const VENUE_QUEUE = { perVenue: 2, maxQueued: 500, attempts: 4, pauseMs: 50 } as const;

/** A venue's queue is full or its lock stayed taken through every attempt: answered 503 with Retry-After. */
export class VenueBusy extends Error {
  constructor(public readonly shopId: string) {
    super(`venue ${shopId} is busy`);
  }
}

interface Lane {
  running: number;
  waiting: (() => void)[];
}

export interface VenueQueue {
  /** Runs fn (which opens its own transaction) in the venue's lane, retrying it after a lock timeout. */
  run<T>(shopId: string, fn: () => Promise<T>): Promise<T>;
  /** Writes running and waiting per venue (for tests and the health of a busy venue). */
  depth(shopId: string): { running: number; waiting: number };
}

export function createVenueQueue(o: Partial<Record<keyof typeof VENUE_QUEUE, number>> = {}): VenueQueue {
  const c = { ...VENUE_QUEUE, ...o };
  const lanes = new Map<string, Lane>();
  const enter = async (shopId: string): Promise<Lane> => {
    let lane = lanes.get(shopId);
    if (!lane) lanes.set(shopId, (lane = { running: 0, waiting: [] }));
    if (lane.running < c.perVenue) {
      lane.running++;
      return lane;
    }
    if (lane.waiting.length >= c.maxQueued) throw new VenueBusy(shopId);
    await new Promise<void>((resolve) => lane.waiting.push(resolve)); // leave() hands its place over
    return lane;
  };
  const leave = (shopId: string, lane: Lane) => {
    const next = lane.waiting.shift();
    if (next) return next(); // the place passes on: running stays the same
    lane.running--;
    if (lane.running === 0) lanes.delete(shopId);
  };
  return {
    async run(shopId, fn) {
      const lane = await enter(shopId);
      try {
        for (let attempt = 1; ; attempt++) {
          try {
            return await fn();
          } catch (e) {
            if (!isLockTimeout(e)) throw e;
            if (attempt >= c.attempts) throw new VenueBusy(shopId);
            await new Promise((r) => setTimeout(r, c.pauseMs * attempt * (0.5 + Math.random())));
          }
        }
      } finally {
        leave(shopId, lane);
      }
    },
    depth(shopId) {
      const lane = lanes.get(shopId);
      return { running: lane?.running ?? 0, waiting: lane?.waiting.length ?? 0 };
    },
  };
}

/** The process's queue: every app of the process shares the venues' rows, so they share the lanes. */
export const venueQueue = createVenueQueue();
