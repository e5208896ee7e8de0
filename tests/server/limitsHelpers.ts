// For the limit tests: a second server process on the same database (its own buildApp, so nothing
// in memory is shared), and calls from a chosen client address.
import { afterAll, beforeAll } from 'vitest';
import { buildApp, type AppOptions } from '../../server/app';
import { encodeRequest, withIdentity } from '../../src/api/wire/codec';
import { startServer, TEST_LIMITS, type TestServer } from './helpers';

/** Another app instance on s.db with s's clock: what a second server process would be. */
export async function secondApp(s: TestServer, extra: Partial<AppOptions> = {}): Promise<TestServer> {
  const app = await buildApp({
    db: s.db,
    now: () => s.clock.t,
    loginLimit: 1000,
    distDir: '/nonexistent-dist',
    venueCacheMs: 0,
    limits: extra.loginLimit === undefined ? TEST_LIMITS : undefined,
    ...extra,
  });
  return { ...s, app, close: () => app.close() };
}

/** A test file's two server processes on one database (started before its tests, closed after). */
export function twoProcesses(extra: Partial<AppOptions>, use: (s: TestServer, s2: TestServer) => void): void {
  let a: TestServer | undefined;
  let b: TestServer | undefined;
  beforeAll(async () => {
    a = await startServer(extra);
    b = await secondApp(a, extra);
    use(a, b);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });
}

/** A signed b64 call (shop identity of `identity`) from `remoteAddress`. */
export async function signedFrom(
  s: TestServer,
  url: string,
  payload: object,
  o: {
    ip: string;
    identity: { shopKey: string; siteId: string; device?: string };
    token?: string;
    nest?: boolean;
    headers?: Record<string, string>;
  },
) {
  const body = withIdentity(
    payload,
    { shopKey: o.identity.shopKey, siteId: o.identity.siteId, device: o.identity.device ?? 'dev-1' },
    { signed: true, now: s.clock.t },
  );
  const req = encodeRequest(body, 'b64', { nest: o.nest });
  const res = await s.app.inject({
    method: 'POST',
    url,
    remoteAddress: o.ip,
    headers: { ...req.headers, ...(o.token ? { authorization: `Bearer ${o.token}` } : {}), ...o.headers },
    payload: req.body,
  });
  return { status: res.statusCode, body: res.json() as Record<string, any> };
}

/** A plain-format account call from `remoteAddress`. */
export async function plainFrom(s: TestServer, url: string, payload: object, ip: string) {
  const req = encodeRequest(payload, 'aes');
  const res = await s.app.inject({ method: 'POST', url, remoteAddress: ip, headers: req.headers, payload: req.body });
  return { status: res.statusCode, body: res.json() as Record<string, any> };
}

/** The headers and body of a signed b64 call (for inject with a chosen remoteAddress). */
export function encodedCall(
  payload: object,
  identity: { shopKey: string; siteId: string; device?: string },
  o: { now: number; nest?: boolean; token?: string },
) {
  const body = withIdentity(
    payload,
    { shopKey: identity.shopKey, siteId: identity.siteId, device: identity.device ?? 'dev-1' },
    { signed: true, now: o.now },
  );
  const req = encodeRequest(body, 'b64', { nest: o.nest });
  return { headers: { ...req.headers, ...(o.token ? { authorization: `Bearer ${o.token}` } : {}) }, payload: req.body };
}
