// The same server on a real Postgres (the `postgres` package), when TEST_DATABASE_URL names a scratch
// database (its public schema is dropped and recreated!), e.g. TEST_DATABASE_URL=postgres://venue@127.0.0.1:55432/venue_test. Skipped otherwise.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { encodeRequest, withIdentity } from '../../src/api/wire/codec';
import { buildApp } from '../../server/app';
import { openPostgres, type Db } from '../../server/db/db';
import { migrate } from '../../server/db/migrate';
import { seedIfEmpty } from '../../server/seed/seed';

const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)('real Postgres', () => {
  let db: Db;
  let app: FastifyInstance;
  const post = async (path: string, payload: unknown, token?: string) => {
    const req = encodeRequest(payload, 'aes');
    const res = await app.inject({ method: 'POST', url: path, headers: { ...req.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) }, payload: req.body });
    return { status: res.statusCode, body: res.json() };
  };
  beforeAll(async () => {
    db = await openPostgres(url!);
    await db.exec('DROP SCHEMA public CASCADE; CREATE SCHEMA public;');
    await migrate(db);
    expect(await migrate(db)).toEqual([]); // idempotent
    expect(await seedIfEmpty(db)).toBe(true);
    expect(await seedIfEmpty(db)).toBe(false);
    app = await buildApp({ db, distDir: '/nonexistent-dist', venueCacheMs: 0 });
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  it('serves config, catalogue and sign-in from the same migrations and seed', async () => {
    const cfg = await post('/api/spot/config', withIdentity({}, { shopKey: 'key-demo-cafe', siteId: 'site-cafe', device: 'd' }));
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
    await expect(db.tx(async (tx) => {
      await tx.query(`INSERT INTO events (shop_id, batch_id, event, received_at) VALUES ('demo-cafe', 'x', $1, 1)`, [{ type: 'a' }]);
      throw new Error('boom');
    })).rejects.toThrow('boom');
    expect((await db.query<{ n: number }>('SELECT count(*)::int AS n FROM events'))[0].n).toBe(before);
  });
  it('jsonb merges and the rotating service number work', async () => {
    const r1 = await app.inject({ method: 'GET', url: '/api/shop/serviceno/v1?shop=demo-cafe' });
    const r2 = await app.inject({ method: 'GET', url: '/api/shop/serviceno/v1?shop=demo-cafe' });
    expect(r2.json().result.serviceNo).toBe(r1.json().result.serviceNo + 1);
    await db.query(`UPDATE venues SET settings = settings || $2::jsonb WHERE shop_id = $1`, ['demo-cafe', { itemsPerRow: 2 }]);
    const cfg = await post('/api/spot/config', withIdentity({}, { shopKey: 'key-demo-cafe', siteId: 'site-cafe', device: 'd' }));
    expect(cfg.body.result.settings.itemsPerRow).toBe(2);
  });
});

