import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetWorld, scriptedFetch } from './helpers';
import { configureApi, setLogoutHandler } from '../../src/api/config';
import { ApiError } from '../../src/api/errors';
import { readStoredToken, setToken } from '../../src/api/token-store';
import { signedGet, signedPost } from '../../src/api/transport';
import { accountDetail, loadCcUser, proUserDetail, signIn } from '../../src/api/calls/account';
import { userWallet } from '../../src/api/calls/wallet';
import { addOrderV2, payOrder } from '../../src/api/calls/order';
import { lotOpenClose, resourceUrl, shopPayments, spotConfig } from '../../src/api/calls/config';
import { verifyIdentity } from '../../src/api/wire/codec';
import { user, venue } from '../../src/state/stores';
import { ui } from '../../src/state/ui';

let world: ReturnType<typeof resetWorld>;
beforeEach(() => {
  world = resetWorld();
});
afterEach(() => {
  vi.useRealTimers();
});

const rejection = async (p: Promise<unknown>): Promise<ApiError> => {
  try {
    await p;
  } catch (e) {
    expect(e).toBeInstanceOf(ApiError);
    return e as ApiError;
  }
  throw new Error('expected a rejection');
};

describe('request building', () => {
  it('POSTs an encrypted body with the Bearer token to the shop base', async () => {
    const { sent } = scriptedFetch({ body: { success: true, result: { rtn: 1 } } });
    setToken('tok-1');
    const ans = await signIn({ userName: 'demo', password: 'pw' });
    expect(ans.result).toEqual({ rtn: 1 });
    expect(sent[0].url).toBe('http://shop.test/account/signIn');
    expect(sent[0].method).toBe('POST');
    expect(sent[0].headers).toMatchObject({
      authorization: 'Bearer tok-1',
      'x-wire-format': 'aes',
      'content-type': 'application/json',
    });
    expect(sent[0].raw).toMatch(/^\{"data":"[A-Za-z0-9+/=]+[A-Za-z0-9]{16}"\}$/);
    expect(sent[0].payload).toEqual({ userName: 'demo', password: 'pw' });
  });

  it('sends no Authorization header without a token and a fresh random key each time', async () => {
    const { sent } = scriptedFetch({ body: { success: true, result: {} } });
    await signIn({ userName: 'a', password: 'b' });
    await signIn({ userName: 'a', password: 'b' });
    expect(sent[0].headers.authorization).toBeUndefined();
    expect(sent[0].raw!.slice(-18, -2)).not.toBe(sent[1].raw!.slice(-18, -2));
  });

  it('uses the pro base for pro calls, an explicit base when given, else the store', async () => {
    const { sent } = scriptedFetch({ body: { success: true, result: [] } });
    await userWallet({ userId: 'u', siteId: 'S001', pageSize: 1, cardTypeRange: 'LOYALTY;', startRow: 0 });
    await signIn({ userName: 'a', password: 'b' }, { baseUrl: 'https://other.test/' });
    configureApi({ baseUrl: undefined });
    venue.settings = { ...venue.settings, apiBaseUrl: 'https://from-store.test' };
    await signIn({ userName: 'a', password: 'b' });
    expect(sent.map((s) => s.url)).toEqual([
      'http://pro.test/pro/acs/card/action',
      'https://other.test/account/signIn',
      'https://from-store.test/account/signIn',
    ]);
    expect(sent[0].payload).toEqual({
      action: 'WALLET',
      userId: 'u',
      siteId: 'S001',
      pageSize: 1,
      cardTypeRange: 'LOYALTY;',
      startRow: 0,
    });
  });

  it('sends the unsigned shop reads as GET with the identity in the query and no body', async () => {
    const { sent } = scriptedFetch({ body: { success: true, result: [] } });
    await shopPayments({ lang: 'en' });
    expect(sent[0].method).toBe('GET');
    expect(sent[0].raw).toBeUndefined();
    expect(sent[0].url).toBe('http://shop.test/api/shop/payments?lang=en&id=demo-shop&shp=S001&device=dev-0001');
  });

  it('signs the shop-identity group and nests order bodies as paramIn in the base64 envelope', async () => {
    const { sent } = scriptedFetch({ body: { success: true, result: {} } });
    const now = Date.now();
    const cart = { itemList: [{ pluId: 'p1', quantity: 1 }], orderType: 'takeaway' as const };
    await addOrderV2({ idempotencyKey: 'k1', cart, payment: 'card', expectedTotalCents: 450 }, { now });
    expect(sent[0].headers['x-wire-format']).toBe('b64');
    const inner = JSON.parse(Buffer.from(JSON.parse(sent[0].raw!).data, 'base64').toString('utf8'));
    expect(Object.keys(inner)).toEqual(['paramIn']);
    expect(sent[0].payload).toMatchObject({
      cart,
      idempotencyKey: 'k1',
      id: 'demo-shop',
      shp: 'S001',
      device: 'dev-0001',
      tm: now,
    });
    expect(verifyIdentity(sent[0].payload, { now })).toEqual({ ok: true });
  });

  it('encrypts the signed spot config and sends payOrder as plain JSON', async () => {
    const { sent } = scriptedFetch({ body: { success: true, result: {} } });
    await spotConfig({ spotId: 'demo' });
    await payOrder({ transactionId: 't1', payment: 'svc', pin: '1234', idempotencyKey: 'k2' });
    expect(sent[0].headers['x-wire-format']).toBe('aes');
    expect(sent[0].payload).toMatchObject({ spotId: 'demo', id: 'demo-shop', shp: 'S001' });
    expect(typeof sent[0].payload.sign).toBe('string');
    expect(sent[1].headers['x-wire-format']).toBeUndefined();
    expect(sent[1].raw).toBe('{"transactionId":"t1","payment":"svc","pin":"1234","idempotencyKey":"k2"}');
  });

  it('picks the legacy paths on request and sends the pro user token header', async () => {
    const { sent } = scriptedFetch({ body: { success: true, result: {} } });
    await loadCcUser({ userId: 'u' });
    await loadCcUser({ userId: 'u' }, { legacy: 1 });
    configureApi({ legacy: 1 });
    await loadCcUser({ userId: 'u' });
    await lotOpenClose(
      { siteId: 'S', ordLot: 'L', date: '2026-01-01', currentTime: '10:00', spotId: 'demo' },
      { legacy: true },
    );
    await proUserDetail({ userId: 'u', deviceId: 'd' }, 'user-tok');
    expect(sent.map((s) => new URL(s.url).pathname)).toEqual([
      '/api/account/loadCcUser',
      '/account/loadCcUser',
      '/account/loadCcUser',
      '/api/lot/lotOpenClose',
      '/pro/al/user/detail',
    ]);
    expect(sent[4].headers).toMatchObject({ authorization: 'Bearer user-tok', 'x-user-token': 'user-tok' });
  });

  it('encrypts under the configured IV', async () => {
    const { sent } = scriptedFetch({ body: { success: true, result: {} } });
    configureApi({ iv: 'abcdefghijklmnop' });
    await signIn({ userName: 'a', password: 'b' }, { key: 'kkkkkkkkkkkkkkkk' });
    const data = JSON.parse(sent[0].raw!).data as string;
    const { decryptBody } = await import('../../src/api/wire/codec');
    expect(decryptBody(data, { iv: 'abcdefghijklmnop' })).toEqual({ userName: 'a', password: 'b' });
    expect(() => decryptBody(data)).toThrow();
  });

  it('builds resource addresses for media elements', () => {
    expect(resourceUrl('a b.mp4')).toBe('http://pro.test/pro/common/download/resource?name=a+b.mp4');
  });

  it('signedGet and signedPost sign any path', async () => {
    const { sent } = scriptedFetch({ body: { success: true, result: 1 } });
    await signedGet('/api/other', { q: 1 }, { now: 5 });
    await signedPost('/pro/other', { q: 2 }, { base: 'pro', now: 5 });
    expect(sent[0].url).toMatch(
      /^http:\/\/shop\.test\/api\/other\?q=1&id=demo-shop&shp=S001&device=dev-0001&tm=5&sign=[0-9a-f]{64}$/,
    );
    expect(sent[1].url).toBe('http://pro.test/pro/other');
    expect(sent[1].payload).toMatchObject({ q: 2, tm: 5 });
  });
});

describe('answer rules (spec 4 Session, spec 8)', () => {
  it("'api.not.logged' logs out and goes to /{domain}/{spotId}/login after 1 s", async () => {
    vi.useFakeTimers();
    const logout = vi.fn();
    setLogoutHandler(logout);
    scriptedFetch({ body: { success: false, result: 'api.not.logged' } });
    const err = await rejection(accountDetail({ userId: 'u', deviceId: 'd' }));
    expect(err.kind).toBe('not-logged');
    await vi.advanceTimersByTimeAsync(0);
    expect(logout).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(999);
    expect(world.navigate).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(world.navigate).toHaveBeenCalledWith('/shop/demo/login');
    expect(ui.toasts).toEqual([]);
  });

  it('shows the logout-error notice when the logout itself fails, and still redirects', async () => {
    vi.useFakeTimers();
    setLogoutHandler(() => Promise.reject(new Error('storage broken')));
    scriptedFetch({ body: { success: false, result: 'api.not.logged' } });
    await rejection(signIn({ userName: 'a', password: 'b' }));
    await vi.advanceTimersByTimeAsync(1000);
    expect(ui.toasts.map((t) => t.message)).toEqual(['api.logoutError']);
    expect(world.navigate).toHaveBeenCalledWith('/shop/demo/login');
  });

  it('a refresh token in the answer map replaces the stored token', async () => {
    setToken('old');
    const { sent } = scriptedFetch({ body: { success: true, result: {}, map: { refreshToken: 'new-tok' } } });
    await accountDetail({ userId: 'u', deviceId: 'd' });
    expect(user.token).toBe('new-tok');
    expect(await readStoredToken()).toBe('new-tok');
    await accountDetail({ userId: 'u', deviceId: 'd' });
    expect(sent[1].headers.authorization).toBe('Bearer new-tok');
  });

  it("401 clears the token, shows 'Login expired' centred for 2 s and goes to login after 1 s", async () => {
    vi.useFakeTimers();
    setToken('tok');
    scriptedFetch({ status: 401, body: { success: false, dispMsg: 'expired' } });
    const err = await rejection(accountDetail({ userId: 'u', deviceId: 'd' }));
    expect(err.status).toBe(401);
    expect(err.message).toBe('error');
    expect(user.token).toBe('');
    expect(await readStoredToken()).toBe('');
    expect(ui.toasts).toMatchObject([
      { message: 'api.loginExpired', tone: 'error', position: 'center', duration: 2000 },
    ]);
    await vi.advanceTimersByTimeAsync(999);
    expect(world.navigate).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(world.navigate).toHaveBeenCalledWith('/shop/demo/login');
  });

  it('401 from the logout call shows no notice but still clears the token and redirects', async () => {
    vi.useFakeTimers();
    setToken('tok');
    scriptedFetch({ status: 401, body: {} });
    await rejection(signedPost('/account/logout', {}));
    expect(ui.toasts).toEqual([]);
    expect(user.token).toBe('');
    await vi.advanceTimersByTimeAsync(1000);
    expect(world.navigate).toHaveBeenCalledOnce();
  });

  it('the login route follows the current family and a configured resolver', async () => {
    vi.useFakeTimers();
    scriptedFetch({ status: 401, body: {} });
    const { app } = await import('../../src/state/stores');
    app.domain = 'company';
    await rejection(accountDetail({ userId: 'u', deviceId: 'd' }));
    configureApi({ loginPath: () => '/account/demo/login' });
    await rejection(accountDetail({ userId: 'u', deviceId: 'd' }));
    await vi.advanceTimersByTimeAsync(1000);
    expect(world.navigate.mock.calls).toEqual([['/company/demo/login'], ['/account/demo/login']]);
  });

  it.each([403, 404])('%i is silent and passed on', async (status) => {
    scriptedFetch({ status, body: { success: false, dispMsg: 'nope' } });
    const err = await rejection(accountDetail({ userId: 'u', deviceId: 'd' }));
    expect(err.status).toBe(status);
    expect(err.serverMessage).toBe('nope');
    expect(ui.toasts).toEqual([]);
    expect(world.navigate).not.toHaveBeenCalled();
  });

  it('other statuses reject with "error" and show the server message bottom right; a server fault (5xx) our words', async () => {
    scriptedFetch(
      { status: 500, body: { success: false, dispMsg: 'Database down' } },
      { status: 502, text: '<html>bad gateway</html>' },
      { status: 422, body: { success: false, dispMsg: 'Line 1: too many' } },
      { status: 418, body: {} },
    );
    const e1 = await rejection(signIn({ userName: 'a', password: 'b' }));
    const e2 = await rejection(signIn({ userName: 'a', password: 'b' }));
    await rejection(signIn({ userName: 'a', password: 'b' }));
    await rejection(signIn({ userName: 'a', password: 'b' }));
    expect([e1.status, e1.message, e1.serverMessage, e2.status]).toEqual([500, 'error', 'Database down', 502]);
    expect(ui.toasts).toMatchObject([
      { message: 'api.serverFault', position: 'bottom-right', tone: 'error' },
      { message: 'api.serverFault', position: 'bottom-right' },
      { message: 'Line 1: too many', position: 'bottom-right' },
      { message: 'api.httpError', values: { status: 418 }, position: 'bottom-right' },
    ]);
  });

  it('the login route carries the page to come back to (not from the root or a login page)', async () => {
    const { loginTarget } = await import('../../src/api/answer');
    expect(
      loginTarget('/reservation/demo-cafe/login', {
        pathname: '/reservation/demo-cafe/checkout',
        search: '?start=1&people=2',
      }),
    ).toBe('/reservation/demo-cafe/login?redirect=%2Freservation%2Fdemo-cafe%2Fcheckout%3Fstart%3D1%26people%3D2');
    expect(loginTarget('/shop/demo/login', { pathname: '/', search: '' })).toBe('/shop/demo/login');
    expect(loginTarget('/shop/demo/login', { pathname: '/shop/demo/login', search: '?redirect=%2Fx' })).toBe(
      '/shop/demo/login',
    );
    expect(loginTarget('/shop/demo/login', undefined)).toBe('/shop/demo/login');
  });

  it("a refusal whose code the app knows is shown in the visitor's language, not the server's words", async () => {
    const { initI18n, setLanguage } = await import('../../src/i18n');
    await initI18n('en-gb');
    await setLanguage('zh-hans');
    try {
      scriptedFetch(
        {
          status: 422,
          body: { success: false, dispMsg: 'Your table session has expired.', result: { code: 'session.expired' } },
        },
        { status: 422, body: { success: false, dispMsg: 'Line 1: unknown item', result: { code: 'cart.invalid' } } },
      );
      await rejection(signIn({ userName: 'a', password: 'b' }));
      await rejection(signIn({ userName: 'a', password: 'b' }));
      expect(ui.toasts.map((t) => t.message)).toEqual(['api.code_session_expired', 'Line 1: unknown item']);
      const { i18n } = await import('../../src/i18n');
      expect(i18n.t('api.code_session_expired')).toContain('请重新扫描餐桌二维码');
    } finally {
      await setLanguage('en-gb');
    }
  });

  it('a network error reads as 404 and shows a notice bottom right', async () => {
    scriptedFetch(new TypeError('fetch failed'));
    const err = await rejection(signIn({ userName: 'a', password: 'b' }));
    expect([err.status, err.kind, err.network]).toEqual([404, 'network', true]);
    expect(ui.toasts).toMatchObject([{ message: 'api.networkError', position: 'bottom-right' }]);
  });

  it('times out after 60 s', async () => {
    vi.useFakeTimers();
    scriptedFetch('hang');
    const p = rejection(signIn({ userName: 'a', password: 'b' }));
    await vi.advanceTimersByTimeAsync(59_999);
    expect(ui.loading).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    const err = await p;
    expect([err.kind, err.status]).toEqual(['timeout', 404]);
    expect(ui.toasts).toMatchObject([{ message: 'api.networkUnstable', position: 'bottom-right' }]);
    expect(ui.loading).toBe(0);
  });

  it('a caller abort rejects without a notice', async () => {
    scriptedFetch('hang');
    const ctl = new AbortController();
    const p = signIn({ userName: 'a', password: 'b' }, { signal: ctl.signal });
    ctl.abort();
    await expect(p).rejects.toThrow(/abort/i);
    expect(ui.toasts).toEqual([]);
  });

  it('a 200 answer that is not JSON is refused with a notice', async () => {
    scriptedFetch({ text: 'not json' });
    const err = await rejection(signIn({ userName: 'a', password: 'b' }));
    expect(err.kind).toBe('bad-answer');
    expect(ui.toasts[0].message).toBe('api.badAnswer');
  });
});

describe('loading indicator', () => {
  it('counts a normal call until its answer arrives; quiet calls do not count', async () => {
    vi.useFakeTimers();
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    configureApi({
      fetch: (async () => {
        await gate;
        return new Response('{"success":true,"result":{}}', { status: 200 });
      }) as unknown as typeof fetch,
    });
    const loud = signIn({ userName: 'a', password: 'b' });
    const quiet = accountDetail({ userId: 'u', deviceId: 'd' });
    const forcedQuiet = signIn({ userName: 'a', password: 'b' }, { quiet: true });
    expect(ui.loading).toBe(1);
    release();
    await Promise.all([loud, quiet, forcedQuiet]);
    expect(ui.loading).toBe(0);
  });

  it('stops the indicator after a failure too', async () => {
    scriptedFetch({ status: 500, body: {} });
    await rejection(signIn({ userName: 'a', password: 'b' }));
    expect(ui.loading).toBe(0);
  });
});
