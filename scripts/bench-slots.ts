// Slot bench (issue 17): 30 resources x 14 days of 15-minute slots, the server's way (one query for
// busy ranges + the in-memory sweep) against a naive per-slot query, on one PGlite database (or
// DATABASE_URL), same data, same run. Prints medians and the ratio.
//   npx tsx scripts/bench-slots.ts [--resources 30] [--days 14] [--runs 9] [--naive-runs 1]
import { openDb } from '../server/db/db';
import { migrate } from '../server/db/migrate';
import { seedIfEmpty } from '../server/seed/seed';
import { benchData, benchPlan, fastSlots, naiveSlots, timeMedian } from '../server/bookings/bench';
import { addDays } from '../src/domain/index';

const args = process.argv.slice(2);
const opt = (name: string, d: number) => {
  const i = args.indexOf(name);
  return i >= 0 ? Number(args[i + 1]) : d;
};
const R = opt('--resources', 30),
  D = opt('--days', 14),
  runs = opt('--runs', 9),
  naiveRuns = opt('--naive-runs', 1);

const db = await openDb({ databaseUrl: process.env.DATABASE_URL, memory: true });
await migrate(db);
await seedIfEmpty(db);
const from = '2026-02-02';
const ids = await benchData(db, { resources: R, days: D, from, perDay: 4 });
const plan = benchPlan(ids);
const dates = Array.from({ length: D }, (_, i) => addDays(from, i));
const fastCount = await fastSlots(db, plan, dates);
const naiveCount = await naiveSlots(db, plan, dates);
if (fastCount !== naiveCount) throw new Error(`the two ways disagree: ${fastCount} vs ${naiveCount}`);
const fast = await timeMedian(() => fastSlots(db, plan, dates), runs);
const naive = await timeMedian(() => naiveSlots(db, plan, dates), naiveRuns);
console.log(
  `slots: ${R} resources x ${D} days x 15-minute starts = ${R * D * 96} candidates, ${fastCount} free, ${R * D * 4} bookings (${db.kind})`,
);
console.log(
  `server way (one query + sweep): median ${fast.wall.toFixed(1)} ms wall, ${fast.cpu.toFixed(1)} ms CPU over ${runs} runs`,
);
console.log(
  `naive (one query per slot):     median ${naive.wall.toFixed(0)} ms wall, ${naive.cpu.toFixed(0)} ms CPU over ${naiveRuns} run(s)`,
);
console.log(
  `ratio naive / server: ${(naive.wall / fast.wall).toFixed(0)}x wall, ${(naive.cpu / fast.cpu).toFixed(0)}x CPU (load average ${(await import('node:os')).loadavg()[0].toFixed(1)})`,
);
await db.close();
