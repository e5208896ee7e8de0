// Background jobs run once across processes (issue 28, server/housekeeping.ts): a run takes the job's
// advisory lock in a transaction and is skipped while another process holds it; a failure is logged
// with its stack and counted. The lock tests need a second connection: real Postgres only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, type Db } from '../../server/db/db';
import { housekeepingStats, runJobOnce } from '../../server/housekeeping';
import { T0 } from './helpers';
import { createDatabase, openTestDb, TEST_DATABASE_URL } from './testDatabases';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('a failing job', () => {
  let db: Db;
  let close: () => Promise<void>;
  beforeAll(async () => ({ db, close } = await openTestDb(T0)), 120_000);
  afterAll(async () => close?.());

  it('is logged with its stack and counted, and the next run goes ahead', async () => {
    const lines: string[] = [];
    const before = housekeepingStats().tableSessionPurge?.failed ?? 0;
    expect(
      await runJobOnce(
        db,
        'tableSessionPurge',
        async () => {
          throw new Error('disk full');
        },
        (l) => lines.push(l),
      ),
    ).toBe('failed');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^housekeeping job tableSessionPurge failed \(\d+ failures? in this process\): Error: disk full\n\s+at /,
    );
    expect(housekeepingStats().tableSessionPurge).toMatchObject({ failed: before + 1, lastError: 'disk full' });
    expect(await runJobOnce(db, 'tableSessionPurge', async (d) => d.query('SELECT 1'))).toBe('ran');
  });
});

describe.skipIf(!TEST_DATABASE_URL)('jobs across processes on one Postgres', () => {
  let scratch: Awaited<ReturnType<typeof createDatabase>>;
  let a: Db;
  let b: Db;
  beforeAll(async () => {
    scratch = await createDatabase({ seeded: false, now: T0 });
    a = await openPostgres(scratch.url, { poolSize: 2 });
    b = await openPostgres(scratch.url, { poolSize: 2 });
  }, 60_000);
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await scratch?.drop().catch(() => undefined);
  });

  it('two processes start the same job together: one runs it, the other skips', async () => {
    let runs = 0;
    const job = async () => {
      runs++;
      await sleep(400);
    };
    const outcomes = await Promise.all([
      runJobOnce(a, 'idempotencyPurge', job),
      runJobOnce(b, 'idempotencyPurge', job),
    ]);
    expect(outcomes.sort()).toEqual(['ran', 'skipped']);
    expect(runs).toBe(1);
    // The lock ended with the transaction: the next run goes ahead.
    expect(await runJobOnce(b, 'idempotencyPurge', job)).toBe('ran');
  });

  it('other jobs are not held up by a running one', async () => {
    const slow = runJobOnce(a, 'abandonedHoldSweep', () => sleep(400));
    await sleep(100);
    expect(await runJobOnce(b, 'demoKitchen', async () => undefined)).toBe('ran');
    expect(await runJobOnce(b, 'abandonedHoldSweep', async () => undefined)).toBe('skipped');
    expect(await slow).toBe('ran');
  });
});
