// The slot bench (issue 17): the free slots of R resources over D days of 15-minute starts, the
// server's way (one query for the busy ranges, then the in-memory sweep) against a naive way (one
// query per candidate slot), on the same data. Used by scripts/bench-slots.ts and its test.
import type { Db } from '../db/db';
import { addDays, type WeekHours } from '../../src/domain/index';
import { slotsOf, type Plan } from './slots';
import type { Policy } from './store';

const ALL_DAY: WeekHours = Object.fromEntries(
  ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'].map((d) => [d, [['00:00', '24:00']]]),
);
const TZ = 'Australia/Brisbane';

/** Adds R bench resources to demo-cafe, open around the clock, with `perDay` one-hour bookings each day. */
export async function benchData(
  db: Db,
  o: { resources: number; days: number; from: string; perDay: number },
): Promise<string[]> {
  const ids = Array.from({ length: o.resources }, (_, i) => `bench-r${i + 1}`);
  await db.tx(async (tx) => {
    for (const [i, id] of ids.entries())
      await tx.query(
        `INSERT INTO booking_resources (resource_id, shop_id, kind, name1, name2, capacity, hours, sort) VALUES ($1, 'demo-cafe', 'room', $1, $1, 4, $2, $3) ON CONFLICT DO NOTHING`,
        [id, ALL_DAY, 1000 + i],
      );
    // One statement for all the bookings (row by row takes a minute on a loaded machine).
    const rows: { id: string; r: string; s: number }[] = [];
    for (const [ri, id] of ids.entries())
      for (let d = 0; d < o.days; d++)
        for (let k = 0; k < o.perDay; k++) {
          // Spread over the day, a different pattern per resource.
          const start =
            Date.parse(`${addDays(o.from, d)}T00:00:00+10:00`) +
            (((k * 7 + ri * 3) % 22) + 1) * 3_600_000 +
            (k % 4) * 900_000;
          rows.push({ id: `bench-${rows.length + 1}-${id}`, r: id, s: start });
        }
    await tx.query(
      `INSERT INTO bookings (booking_id, booking_no, shop_id, family, resource_id, people, starts_at, ends_at, held_until, status, created_at, updated_at)
       SELECT b, b, 'demo-cafe', 'reservation', r, 2, to_timestamp(s / 1000.0), to_timestamp((s + 3600000) / 1000.0), to_timestamp((s + 3600000) / 1000.0), 'confirmed', 0, 0
         FROM unnest($1::text[], $2::text[], $3::bigint[]) AS x(b, r, s)
       ON CONFLICT DO NOTHING`,
      [rows.map((x) => x.id), rows.map((x) => x.r), rows.map((x) => x.s)],
    );
  });
  return ids;
}

export function benchPlan(ids: string[]): Extract<Plan, { ok: true }> {
  const policy: Policy = {
    family: 'reservation',
    stepMin: 15,
    tableMinutes: 60,
    depositPerPerson: 0,
    depositPerBooking: 0,
    depositPercent: 0,
    freeCancelHours: 24,
    lateFeePercent: 0,
    payHoldMin: 20,
  };
  return {
    ok: true,
    policy,
    service: null,
    durationMin: 60,
    graceMin: 0,
    tz: TZ,
    earliest: 0,
    latest: null,
    resources: ids.map((id, i) => ({
      resourceId: id,
      kind: 'room',
      name1: id,
      name2: id,
      capacity: 4,
      hours: ALL_DAY,
      services: [],
      sort: i,
    })),
  };
}

/** The naive way: every candidate start of every resource asks the database whether it is free. */
export async function naiveSlots(db: Db, plan: Extract<Plan, { ok: true }>, dates: string[]): Promise<number> {
  let free = 0;
  const use = plan.durationMin * 60_000,
    step = plan.policy.stepMin * 60_000;
  for (const r of plan.resources)
    for (const date of dates) {
      const open = Date.parse(`${date}T00:00:00+10:00`),
        close = open + 86_400_000;
      for (let s = open; s + use <= close; s += step) {
        const hit = await db.query(
          `SELECT 1 FROM bookings WHERE resource_id = $1 AND status IN ('received', 'confirmed', 'arrived', 'changed')
              AND tstzrange(starts_at, held_until, '[)') && tstzrange(to_timestamp($2::bigint / 1000.0), to_timestamp($3::bigint / 1000.0), '[)') LIMIT 1`,
          [r.resourceId, s, s + use],
        );
        if (!hit.length) free++;
      }
    }
  return free;
}

/** Free (resource, start) pairs of the server's way. */
export async function fastSlots(db: Db, plan: Extract<Plan, { ok: true }>, dates: string[]): Promise<number> {
  return (await slotsOf(db, plan, dates)).reduce((n, s) => n + s.resources.length, 0);
}

export const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/**
 * Times `fn` `runs` times (after one warm-up): the median wall time and the median CPU time of this
 * process (user + system) in ms. On a shared, loaded machine the wall time counts other processes'
 * turns; the CPU time is what the server itself spent (PGlite runs in the same thread).
 */
export async function timeMedian(fn: () => Promise<unknown>, runs: number): Promise<{ wall: number; cpu: number }> {
  await fn();
  const wall: number[] = [],
    cpu: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    const c = process.cpuUsage();
    await fn();
    const d = process.cpuUsage(c);
    wall.push(performance.now() - t);
    cpu.push((d.user + d.system) / 1000);
  }
  return { wall: median(wall), cpu: median(cpu) };
}
