// Background jobs run by one process at a time (issue 28). Every server process schedules them, but
// each run first takes the job's Postgres advisory lock with pg_try_advisory_xact_lock inside a
// transaction (held while the job runs) and skips the run when another process holds it, so with N processes the hourly purges
// scan once, not N times. The lock ends with the transaction, so a process that dies mid-run never
// leaves it taken. A failed run is logged with its stack and counted (housekeepingStats), never
// swallowed. PGlite has one process: the lock is always free there.
import type { FastifyInstance } from 'fastify';
import type { Db } from './db/db';

/** Advisory lock keys of the jobs (next to ADVISORY_LOCKS of db/migrate.ts: 7_316_245_009/010). */
export const JOB_LOCKS = {
  idempotencyPurge: 7_316_245_020,
  tableSessionPurge: 7_316_245_021,
  abandonedHoldSweep: 7_316_245_022,
  demoKitchen: 7_316_245_023,
  providerRefundRetry: 7_316_245_024,
} as const;
export type JobName = keyof typeof JOB_LOCKS;

export type JobOutcome = 'ran' | 'skipped' | 'failed';

export interface JobStats {
  ran: number;
  skipped: number;
  failed: number;
  lastError: string | null;
}

const stats = new Map<JobName, JobStats>();

/** Runs, skips and failures of each job in this process since it started. */
export function housekeepingStats(): Record<string, JobStats> {
  return Object.fromEntries([...stats].map(([k, v]) => [k, { ...v }]));
}

const statsOf = (name: JobName): JobStats => {
  let s = stats.get(name);
  if (!s) stats.set(name, (s = { ran: 0, skipped: 0, failed: 0, lastError: null }));
  return s;
};

/**
 * One run of a job, or a skip when another process is running it. On Postgres the lock is held by a
 * transaction that stays open while the job runs on the pool's other connections, so the job's own
 * transactions commit as they go (the hold sweep releases each order in its own transaction) and the
 * lock ends when the run does. PGlite is one process with one connection: the job simply runs.
 */
export async function runJobOnce(
  db: Db,
  name: JobName,
  job: (db: Db) => Promise<unknown>,
  log: (line: string) => void = console.error,
): Promise<JobOutcome> {
  const s = statsOf(name);
  try {
    const outcome =
      db.kind === 'pglite'
        ? await job(db).then((): JobOutcome => 'ran')
        : await db.tx(async (tx): Promise<JobOutcome> => {
            const got =
              (await tx.query<{ ok: boolean }>('SELECT pg_try_advisory_xact_lock($1) AS ok', [JOB_LOCKS[name]]))[0]
                ?.ok === true;
            if (!got) return 'skipped';
            await job(db);
            return 'ran';
          });
    s[outcome]++;
    return outcome;
  } catch (e) {
    s.failed++;
    s.lastError = e instanceof Error ? e.message : String(e);
    log(
      `housekeeping job ${name} failed (${s.failed} failure${s.failed === 1 ? '' : 's'} in this process): ${e instanceof Error ? e.stack : String(e)}`,
    );
    return 'failed';
  }
}

/** Runs the job when the app is ready (unless atStart is false), then every everyMs, until the app closes. */
export function scheduleJob(
  app: FastifyInstance,
  db: Db,
  name: JobName,
  everyMs: number,
  job: (db: Db) => Promise<unknown>,
  o: { atStart?: boolean } = {},
): void {
  let timer: ReturnType<typeof setInterval> | null = null;
  app.addHook('onReady', async () => {
    if (o.atStart !== false) await runJobOnce(db, name, job);
    timer = setInterval(() => void runJobOnce(db, name, job), everyMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
}
