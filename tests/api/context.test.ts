// The transport reaches the app only through the hooks set at start-up (src/api/context.ts): no store
// is read or written here, so the API client works, and is observed, with hooks of its own.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { configureTransport, type ClientContext, type TransportNotice } from '../../src/api/context';
import { configureApi, defaultLoginPath, resolveBase, runLogout, storeIdentity } from '../../src/api/config';
import { setToken } from '../../src/api/token-store';
import { sourceParams } from '../../src/api/sources';
import { signIn } from '../../src/api/calls/account';
import { orderTracking } from '../../src/api/calls/order';
import { connectTransport } from '../../src/state/transport';
import { user } from '../../src/state/stores';
import { memoryStorage, scriptedFetch } from './helpers';
import { setLocalStore } from '../../src/api/token-store';

const where: ClientContext = {
  domain: 'mobile',
  shop: 'cafe-9',
  deviceId: 'dev-9',
  userId: 'u-9',
  settings: { shopKey: 'key-9', proBaseUrl: 'http://pro.nine' },
  licence: { spotId: 'spot-9', siteId: 'S9' },
};

function observed() {
  const seen = {
    token: 'tok-9',
    tokens: [] as [string, boolean][],
    loading: [] as number[],
    toasts: [] as [string, TransportNotice][],
    logouts: 0,
  };
  configureTransport(
    {
      getToken: () => seen.token,
      onToken: (t, refresh) => {
        seen.tokens.push([t, refresh]);
        seen.token = t;
      },
      context: () => where,
      onLoading: (d) => void seen.loading.push(d),
      onToast: (m, n) => void seen.toasts.push([m, n]),
      onUnauthorised: () => {
        seen.logouts++;
      },
    },
    true,
  );
  return seen;
}

beforeEach(() => {
  configureApi({ baseUrl: 'http://shop.test' }, true);
  setLocalStore(memoryStorage());
  user.token = 'store-token';
});
afterEach(() => connectTransport());

describe('transport hooks', () => {
  it('sends the hook token, shows the loading bar through onLoading and takes a refresh token through onToken', async () => {
    const seen = observed();
    const { sent } = scriptedFetch({ body: { success: true, result: {}, map: { refreshToken: 'tok-10' } } });
    await signIn({ userName: 'a', password: 'b' });
    expect(sent[0].headers.authorization).toBe('Bearer tok-9');
    expect(seen.loading).toEqual([1, -1]);
    expect(seen.tokens).toEqual([['tok-10', true]]);
    // The stores are not the transport's: the user store kept its token.
    expect(user.token).toBe('store-token');
  });

  it('identity, base addresses, the login route and user sources come from the context hook', () => {
    observed();
    expect(storeIdentity()).toEqual({ shopKey: 'key-9', siteId: 'S9', device: 'dev-9' });
    configureApi({ baseUrl: undefined, proBaseUrl: undefined });
    expect(resolveBase('pro')).toBe('http://pro.nine');
    expect(defaultLoginPath()).toBe('/mobile/cafe-9/login');
    expect(sourceParams('user.detail')).toEqual({ siteId: 'S9', userId: 'u-9', deviceId: 'dev-9' });
  });

  it('notices, the 401 token clearing and the not-logged logout go through the hooks', async () => {
    const seen = observed();
    scriptedFetch({ status: 500, body: {} }, { status: 401, body: {} }, { body: { result: 'api.not.logged' } });
    await expect(orderTracking({ transactionIds: ['t1'] }, { quiet: false })).rejects.toBeTruthy();
    expect(seen.toasts[0]).toEqual(['api.serverFault', { tone: 'error', position: 'bottom-right' }]);
    await expect(orderTracking({ transactionIds: ['t1'] }, { quiet: false })).rejects.toBeTruthy();
    expect(seen.tokens).toEqual([['', false]]);
    expect(seen.toasts[1][0]).toBe('api.loginExpired');
    await expect(orderTracking({ transactionIds: ['t1'] }, { quiet: false })).rejects.toBeTruthy();
    await runLogout();
    expect(seen.logouts).toBeGreaterThanOrEqual(1);
  });

  it('unconfigured, the client keeps its own token and shows nothing', async () => {
    configureTransport({}, true);
    const { sent } = scriptedFetch({ body: { success: true, result: {} } });
    setToken('own');
    await signIn({ userName: 'a', password: 'b' });
    expect(sent[0].headers.authorization).toBe('Bearer own');
    expect(user.token).toBe('store-token');
    expect(storeIdentity()).toEqual({ shopKey: '', siteId: '', device: '' });
  });
});

describe('connectTransport (the state layer plugs the stores in)', () => {
  it('mirrors tokens into the user store, refresh tokens too', () => {
    connectTransport();
    setToken('t1');
    expect(user.token).toBe('t1');
    setToken('t2', true);
    expect([user.token, user.refreshToken]).toEqual(['t2', 't2']);
  });
});
