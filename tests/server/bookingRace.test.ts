// No double booking, decided by the database (bookings_no_overlap): 20 buyers race for the last slot
// of a resource; exactly one booking is made and the other 19 are told it was just taken, with the
// nearest free times. On PGlite (one process), and on two server processes sharing a real Postgres.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALICE, login, startServer, type TestServer } from './helpers';
import { book, brisbane, IDENT } from './bookingHelpers';
import { httpPost } from './serverProcesses';
import type { Db } from '../../server/db/db';
import { TEST_DATABASE_URL } from './testDatabases';
import { useTwoProcesses } from './twoProcesses';

/** The couples suite is the only resource of the couples package: one slot, one booking. */
const LAST = { people: 2, pluId: 'm-couples' };

function expectOneWinner(bodies: Record<string, any>[]) {
  const won = bodies.filter((b) => b.success === true);
  const taken = bodies.filter((b) => b.result?.code === 'booking.taken');
  expect(won.length).toBe(1);
  expect(taken.length).toBe(bodies.length - 1);
  // "Just taken", with the nearest free times to choose from.
  expect(taken[0].dispMsg).toMatch(/just taken/);
  expect(taken[0].result.nearest.length).toBeGreaterThan(0);
  return won[0];
}

async function liveAt(db: Db, start: number): Promise<number> {
  const r = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM bookings WHERE resource_id = 'massage-suite' AND starts_at = to_timestamp($1::bigint / 1000.0) AND status IN ('received', 'confirmed', 'arrived', 'changed')`,
    [start],
  );
  return Number(r[0].n);
}

describe('20 buyers for the last slot, one process (PGlite or the test database)', () => {
  let s: TestServer;
  let token: string;
  beforeAll(async () => {
    s = await startServer();
    token = (await login(s, ALICE, { shop: 'demo-massage' })).token;
  }, 120_000);
  afterAll(async () => s?.close());

  it('makes exactly one booking', async () => {
    const start = brisbane('2026-01-17', '14:00');
    const res = await Promise.all(Array.from({ length: 20 }, () => book(s, 'demo-massage', token, { ...LAST, start })));
    expect(res.every((r) => r.status === 200)).toBe(true);
    const won = expectOneWinner(res.map((r) => r.body));
    expect(won.result.booking.resourceId).toBe('massage-suite');
    expect(await liveAt(s.db, start)).toBe(1);
  });
});

describe.skipIf(!TEST_DATABASE_URL)('20 buyers for the last slot, two server processes on one Postgres', () => {
  const two = useTwoProcesses();
  const { base } = two;
  let token: string;
  beforeAll(async () => {
    token = await two.signIn('0400000001', 'Demo1234!', 'demo-massage');
  });

  it('makes exactly one booking, whichever process each request reaches', async () => {
    // Real clock here: a slot on the next few days, at 14:00 Brisbane.
    const day = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const start = brisbane(day, '14:00');
    const res = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        httpPost(
          base(i),
          '/api/booking/create',
          { ...LAST, start },
          { identity: IDENT['demo-massage'], format: 'b64', token },
        ),
      ),
    );
    expect(res.every((r) => r.status === 200)).toBe(true);
    expectOneWinner(res.map((r) => r.body));
    expect(await liveAt(two.db, start)).toBe(1);
    // Each process answered some of the refusals: the race crossed them.
    expect(new Set(res.map((r, i) => (r.body.success ? -1 : i % 2)).filter((p) => p >= 0)).size).toBe(2);
  });
});
