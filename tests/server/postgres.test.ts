// Migrations and seed from scratch on a real Postgres (the `postgres` package), in a new empty database
// made next to TEST_DATABASE_URL (a role with CREATEDB, e.g. from `node scripts/pg-cluster.mjs`). Skipped
// without it. The other server tests run on that Postgres too (each server on a seeded copy: helpers.ts).
import { deviceCredential } from '../../server/kiosk/devices';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { encodeRequest, withIdentity } from '../../src/api/wire/codec';
import { buildApp } from '../../server/app';
import { openPostgres, type Db } from '../../server/db/db';
import { migrate } from '../../server/db/migrate';
import { seedIfEmpty } from '../../server/seed/seed';
import { startServer, T0 } from './helpers';
import { createDatabase, TEST_DATABASE_URL as url } from './testDatabases';

describe.skipIf(!url)('real Postgres', () => {
  let db: Db;
  let app: FastifyInstance;
  let scratch: Awaited<ReturnType<typeof createDatabase>>;
  const post = async (path: string, payload: unknown, token?: string) => {
    const req = encodeRequest(payload, 'aes');
    const res = await app.inject({
      method: 'POST',
      url: path,
      headers: { ...req.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      payload: req.body,
    });
    return { status: res.statusCode, body: res.json() };
  };
  beforeAll(async () => {
    scratch = await createDatabase({ seeded: false, now: Date.now() });
    db = await openPostgres(scratch.url);
    expect((await migrate(db)).length).toBeGreaterThan(0);
    expect(await migrate(db)).toEqual([]); // idempotent
    expect(await seedIfEmpty(db)).toBe(true);
    expect(await seedIfEmpty(db)).toBe(false);
    app = await buildApp({ db, distDir: '/nonexistent-dist', venueCacheMs: 0 });
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
    await scratch?.drop();
  });

  it('serves config, catalogue and sign-in from the same migrations and seed', async () => {
    const cfg = await post(
      '/api/spot/config',
      withIdentity({}, { shopKey: 'key-demo-cafe', siteId: 'site-cafe', device: 'd' }),
    );
    expect(cfg.body.result.licence.ordLot).toBe('demo-cafe');
    const cat = await app.inject({ method: 'GET', url: '/api/shop/catalogue?shop=demo-ktv' });
    expect(cat.json().result.plus[0].pluName2).toMatch(/[\u4e00-\u9fff]/);
    const login = await post('/account/signIn', { userName: '0400000001', password: 'Demo1234!' });
    expect(login.body.result.rtn).toBe(1);
    const detail = await post('/account/detail', {}, login.body.result.userId);
    expect(detail.body.result.firstName).toBe('Alice');
  });
  it('multi-row writes are one transaction: a failing batch stores nothing', async () => {
    const before = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM events'))[0].n;
    await expect(
      db.tx(async (tx) => {
        await tx.query(`INSERT INTO events (shop_id, batch_id, event, received_at) VALUES ('demo-cafe', 'x', $1, 1)`, [
          { type: 'a' },
        ]);
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect((await db.query<{ n: number }>('SELECT count(*)::int AS n FROM events'))[0].n).toBe(before);
  });
  it('jsonb merges and the rotating service number work', async () => {
    // An enrolled kiosk's call (issue 27): the device row as enrolment writes it, and its credential.
    await db.query(
      `INSERT INTO kiosk_devices (device_id, shop_id, name, enrolled_at) VALUES ('k00000000000000000001', 'demo-cafe', 'pg test', 1)`,
    );
    const headers = { 'x-kiosk-device': deviceCredential('demo-cafe', 'k00000000000000000001') };
    const r1 = await app.inject({ method: 'GET', url: '/api/shop/serviceno/v1?shop=demo-cafe', headers });
    const r2 = await app.inject({ method: 'GET', url: '/api/shop/serviceno/v1?shop=demo-cafe', headers });
    expect(r2.json().result.serviceNo).toBe(r1.json().result.serviceNo + 1);
    await db.query(`UPDATE venues SET settings = settings || $2::jsonb WHERE shop_id = $1`, [
      'demo-cafe',
      { itemsPerRow: 2 },
    ]);
    const cfg = await post(
      '/api/spot/config',
      withIdentity({}, { shopKey: 'key-demo-cafe', siteId: 'site-cafe', device: 'd' }),
    );
    expect(cfg.body.result.settings.itemsPerRow).toBe(2);
  });
  it('startServer() gives each server its own migrated and seeded copy on this Postgres, dropped on close', async () => {
    const a = await startServer();
    const b = await startServer();
    const nameOf = async (d: Db) => (await d.query<{ n: string }>('SELECT current_database() AS n'))[0].n;
    const exists = async (name: string) =>
      (await db.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).length === 1;
    try {
      expect(a.db.kind).toBe('postgres');
      const [na, nb] = [await nameOf(a.db), await nameOf(b.db)];
      expect(na).not.toBe(nb);
      expect(await exists(na)).toBe(true);
      // Seeded on the tests' clock, and a write to one copy is not seen by the other.
      expect((await a.db.query<{ t: string }>('SELECT min(applied_at)::text AS t FROM schema_migrations'))[0].t).toBe(
        String(T0),
      );
      await a.db.query(`UPDATE venues SET service_no_current = 277 WHERE shop_id = 'demo-cafe'`);
      expect(
        (
          await b.db.query<{ n: number }>(`SELECT service_no_current::int AS n FROM venues WHERE shop_id = 'demo-cafe'`)
        )[0].n,
      ).not.toBe(277);
      await a.close();
      expect(await exists(na)).toBe(false);
    } finally {
      await b.close();
    }
  });
});
