// The client against the real reference server, in process: the transport's fetch goes through
// Fastify's inject, so every byte is the real wire format both ways. This catches any drift
// between src/api and server/ that the shared vectors alone would not.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../server/helpers';
import { resetWorld } from './helpers';
import { configureApi } from '../../src/api/config';
import { ApiError } from '../../src/api/errors';
import { accountDetail, accountLogout } from '../../src/api/calls/account';
import { eventInBatch, lotInfoList, pluTagsList, qrcodeGen } from '../../src/api/calls/catalogue';
import { lotOpenClose, shopLanguages, shopPayments, shopProfile, spotConfig } from '../../src/api/calls/config';
import { login, logout } from '../../src/state/auth';
import { loadPlaylistData, loadTags } from '../../src/state/session';
import { user, venue } from '../../src/state/stores';
import { normaliseSettings } from '../../src/domain/settings';
import { ui } from '../../src/state/ui';

let s: TestServer;
const viaInject = (async (url: string, init: RequestInit = {}) => {
  const u = new URL(url, 'http://local');
  const res = await s.app.inject({
    method: (init.method ?? 'GET') as 'GET' | 'POST',
    url: u.pathname + u.search,
    headers: init.headers as Record<string, string>,
    payload: init.body as string | undefined,
  });
  return new Response(res.body, {
    status: res.statusCode,
    headers: { 'content-type': String(res.headers['content-type'] ?? '') },
  });
}) as unknown as typeof fetch;

beforeAll(async () => {
  s = await startServer();
}, 60_000);
afterAll(async () => {
  await s?.close();
});
beforeEach(async () => {
  resetWorld();
  configureApi({ baseUrl: '', proBaseUrl: '', fetch: viaInject });
  s.clock.t = Date.now(); // signed calls carry the real time
  venue.settings = normaliseSettings({ shopKey: 'key-demo-cafe', shopId: 'demo-cafe' });
  venue.licence = { siteId: 'site-cafe', ordLot: 'demo-cafe' };
  const auth = await import('../../src/state/auth');
  (await import('../../src/api/config')).setLogoutHandler(auth.logout);
});

describe('client against the reference server', () => {
  it('logs in, loads the profile with the session token, logs out and the token is revoked', async () => {
    expect(await login({ userName: '0400000001', password: 'Demo1234!' })).toEqual({ ok: true });
    expect(user.token).toBeTruthy();
    expect(user.token).toBe(user.userId);
    expect(user.name).toBe('Alice');
    expect(user.roles).toEqual(['user']);
    const token = user.token;
    const again = await accountDetail({ userId: user.userId, deviceId: 'dev-0001' });
    expect(again.success).toBe(true);
    await logout();
    expect(user.token).toBe('');
    const err = await accountDetail({ userId: 'x', deviceId: 'd' }, { token }).catch((e) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err.status).toBe(401);
  });

  it('a wrong password and an unknown account follow the login convention', async () => {
    expect(await login({ userName: '0400000001', password: 'wrong-one' })).toMatchObject({ ok: false, type: 0 });
    // An unknown account answers exactly as a wrong password (issue 27: registered numbers cannot be listed).
    expect(await login({ userName: '0499999999', password: 'Whatever1!' })).toMatchObject({ ok: false, type: 0 });
  });

  it('a call that needs a login without a token gets api.not.logged', async () => {
    const err = await accountLogout().catch((e) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err.kind).toBe('not-logged');
  });

  it('reads the unsigned shop GETs with the identity in the query', async () => {
    const [profile, payments, languages] = await Promise.all([shopProfile(), shopPayments(), shopLanguages()]);
    expect(profile.success && payments.success && languages.success).toBe(true);
    expect(Array.isArray(payments.result)).toBe(true);
  });

  it('sends the signed, encrypted spot config and the signed, nested base64 event batch', async () => {
    const config = await spotConfig({ spotId: 'demo-cafe' });
    expect(config.success).toBe(true);
    const events = await eventInBatch({ events: [{ type: 'page', path: '/shop/demo-cafe/home', at: Date.now() }] });
    expect(events.success).toBe(true);
    expect(ui.toasts).toEqual([]);
  });

  it('reads tags, venue info, trading hours and a QR code', async () => {
    const tags = await pluTagsList({ siteId: 'site-cafe' });
    const info = await lotInfoList({ siteId: 'site-cafe', infoCode: 'about' });
    const hours = await lotOpenClose({
      siteId: 'site-cafe',
      ordLot: 'demo-cafe',
      date: '2026-01-15',
      currentTime: '12:00',
      spotId: 'demo-cafe',
    });
    const qr = await qrcodeGen({ content: 'https://example.com' });
    expect([tags.success, info.success, typeof hours.success, qr.success]).toEqual([true, true, 'boolean', true]);
  });

  it('the session loaders read the tags and the play list of the server', async () => {
    const tags = await loadTags();
    expect(tags.length).toBeGreaterThan(0);
    expect(await loadPlaylistData()).toBe(true);
  });
});
