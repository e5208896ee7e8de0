// Shared set-up for the server integration tests: one migrated and seeded database per server (in-memory
// PGlite, or a fresh database of a real Postgres when TEST_DATABASE_URL is set: testDatabases.ts), a
// controllable clock, and a helper that sends any wire variant through app.inject.
import type { FastifyInstance } from 'fastify';
import { encodeRequest, withIdentity, type WireFormat } from '../../src/api/wire/codec';
import { buildApp, type AppOptions } from '../../server/app';
import type { Db } from '../../server/db/db';
import { outboxGateway } from '../../server/sms/gateway';
import { resolveLimits } from '../../server/auth/limitConfig';
import { openTestDb } from './testDatabases';

export const T0 = Date.UTC(2026, 0, 15, 2, 0, 0); // 12:00 in Brisbane

export interface TestServer {
  db: Db;
  app: FastifyInstance;
  clock: { t: number };
  sms: { mobile: string; text: string }[];
  close(): Promise<void>;
  /** The latest 4-digit code sent to a mobile. */
  lastCode(mobile: string): string;
}

/**
 * The limits of the test servers: the defaults, but sign-ins and orders without an account are not
 * limited (the tests place many from one address and device); the limit tests set their own.
 */
export const TEST_LIMITS = resolveLimits(
  {},
  { loginLimit: 1000, overrides: { guestOrderAddress: { max: 1_000_000 }, guestOrderDevice: { max: 1_000_000 } } },
);

export async function startServer(extra: Partial<AppOptions> = {}): Promise<TestServer> {
  const { db, close: closeDb } = await openTestDb(T0);
  const clock = { t: T0 };
  const sms: { mobile: string; text: string }[] = [];
  const outbox = outboxGateway(() => undefined);
  const app = await buildApp({
    db,
    now: () => clock.t,
    loginLimit: 1000,
    distDir: '/nonexistent-dist',
    venueCacheMs: 0,
    limits: extra.loginLimit === undefined ? TEST_LIMITS : undefined,
    sms: {
      send: async (d, mobile, text, now) => {
        sms.push({ mobile, text });
        await outbox.send(d, mobile, text, now);
      },
    },
    ...extra,
  });
  return {
    db,
    app,
    clock,
    sms,
    close: async () => {
      await app.close();
      await closeDb();
    },
    lastCode: (mobile) => {
      const m = [...sms].reverse().find((s) => s.mobile === mobile);
      const code = m && /code is (\d{4})/.exec(m.text)?.[1];
      if (!code) throw new Error(`no code sent to ${mobile}`);
      return code;
    },
  };
}

export interface CallOpts {
  format?: WireFormat;
  token?: string;
  nest?: boolean;
  /** Add the shop-identity group; signed unless signed === false. */
  identity?: { shopKey: string; siteId: string; device?: string; now?: number };
  signed?: boolean;
  headers?: Record<string, string>;
}

export async function post(s: TestServer, url: string, payload: unknown, o: CallOpts = {}) {
  let body = payload;
  if (o.identity && payload && typeof payload === 'object')
    body = withIdentity(
      payload as object,
      { shopKey: o.identity.shopKey, siteId: o.identity.siteId, device: o.identity.device ?? 'dev-1' },
      { signed: o.signed !== false, now: o.identity.now ?? s.clock.t },
    );
  const req = encodeRequest(body, o.format ?? 'aes', { nest: o.nest });
  const headers: Record<string, string> = {
    ...req.headers,
    ...(o.token ? { authorization: `Bearer ${o.token}` } : {}),
    ...o.headers,
  };
  const res = await s.app.inject({ method: 'POST', url, headers, payload: req.body });
  return { status: res.statusCode, body: res.json() as Record<string, any>, headers: res.headers };
}

export async function raw(s: TestServer, url: string, payload: string, headers: Record<string, string> = {}) {
  const res = await s.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json', ...headers },
    payload,
  });
  return { status: res.statusCode, body: res.json() as Record<string, any> };
}

export async function get(s: TestServer, url: string) {
  const res = await s.app.inject({ method: 'GET', url });
  return {
    status: res.statusCode,
    body: res.headers['content-type']?.toString().includes('json') ? (res.json() as Record<string, any>) : null,
    text: res.body,
    headers: res.headers,
  };
}

export const CAFE = { shopKey: 'key-demo-cafe', siteId: 'site-cafe' };
export const ALICE = { userName: '0400000001', password: 'Demo1234!' };

export async function login(s: TestServer, who = ALICE, extra: Record<string, unknown> = { shop: 'demo-cafe' }) {
  const r = await post(s, '/account/signIn', { ...who, ...extra });
  if (r.body.result?.rtn !== 1) throw new Error(`login failed: ${JSON.stringify(r.body)}`);
  return { token: r.body.result.userId as string, refreshToken: r.body.result.refreshToken as string };
}

/** Row counts of every table a write could touch (for "nothing written" checks). */
export async function counts(db: Db): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const t of [
    'users',
    'tokens',
    'sms_codes',
    'sms_outbox',
    'events',
    'cc_users',
    'member_cards',
    'categories',
    'plus',
    'config_drafts',
    'config_versions',
    'config_audit',
  ]) {
    out[t] = Number((await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${t}`))[0].n);
  }
  out.venueStamp = Number(
    (await db.query<{ n: string }>('SELECT sum(updated_at + service_no_current)::text AS n FROM venues'))[0].n,
  );
  return out;
}
