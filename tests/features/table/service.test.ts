// Table service in the app (src/features/table/service.ts): opening a table QR link, the token-expired
// address per family, the router guarantee that every navigation carries tn and ses, expiry by the
// client clock and by the venue's refusal, and the checkout's eat-in order at the table.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetWorld, scriptedFetch } from '../../api/helpers';
import { session, venue, app } from '../../../src/state/stores';
import { normaliseSettings } from '../../../src/domain/settings';
import { setTableSession } from '../../../src/state/session';
import { readSavedTable, saveTable } from '../../../src/features/table/store';
import {
  checkExpiry,
  installTableRouting,
  openFromUrl,
  tableSessionRefused,
  tokenExpiredPath,
  type FamilyInfo,
} from '../../../src/features/table/service';
import { wireCart, type CheckoutForm } from '../../../src/features/ordering/checkout';

const FAMILIES: FamilyInfo[] = [
  { id: 'shop', prefix: '/shop/:shop', home: 'home', routes: [{ path: 'home' }, { path: 'cart' }] },
  { id: 'self', prefix: '/self/:shop', routes: [{ path: 'home' }, { path: 'tokenexpired' }] },
  { id: 'general', prefix: '', routes: [{ path: '404' }] },
];

const ok = (over: Record<string, unknown> = {}) => ({
  body: {
    success: true,
    result: {
      rtn: 1,
      sessionId: 'abc123',
      tabNo: '5',
      tabName: 'Table 5',
      remainingMs: 10_800_000,
      created: true,
      ...over,
    },
  },
});
const refused = (code: string) => ({
  body: { success: false, dispMsg: 'no', result: { rtn: -1, code, dispMsg: 'no' } },
});

const NOW = 1_700_000_000_000;
const open = (search: string, pathname = '/shop/demo-cafe/home') =>
  openFromUrl({ shop: 'demo-cafe', family: 'shop', families: FAMILIES, pathname, search, now: () => NOW });

beforeEach(() => {
  resetWorld();
  app.shop = 'demo-cafe';
  app.domain = 'shop';
  session.table = '';
  venue.settings = normaliseSettings({ shopKey: 'key-demo-cafe', spotType: 2, sessionExpire: 180 });
  venue.licence = { siteId: 'site-cafe', spotType: 2 };
});
afterEach(() => vi.useRealTimers());

describe('tokenExpiredPath', () => {
  it('uses the family route when it has one, else the self family of the same shop', () => {
    expect(tokenExpiredPath(FAMILIES, 'self', 'demo-kiosk', 'expired')).toBe(
      '/self/demo-kiosk/tokenexpired?reason=expired&back=%2Fself%2Fdemo-kiosk%2Fhome',
    );
    expect(tokenExpiredPath(FAMILIES, 'shop', 'demo-cafe', 'table', '99')).toBe(
      '/self/demo-cafe/tokenexpired?reason=table&table=99&back=%2Fshop%2Fdemo-cafe%2Fhome',
    );
    expect(tokenExpiredPath(FAMILIES, '', 'demo-cafe', 'expired')).toBe('/self/demo-cafe/tokenexpired?reason=expired');
  });
});

describe('opening a table QR link', () => {
  it('tn without ses opens a new session with the venue, stores it and adds tn and ses', async () => {
    const { sent } = scriptedFetch(ok());
    expect(await open('?tn=5')).toBe('/shop/demo-cafe/home?tn=5&ses=abc123');
    expect(sent[0].url).toBe('http://shop.test/api/table/session');
    expect(sent[0].payload).toMatchObject({ tabNo: '5', id: 'key-demo-cafe', shp: 'site-cafe' });
    expect(sent[0].payload.sessionId).toBeUndefined();
    expect(typeof sent[0].payload.sign).toBe('string');
    expect([session.table, session.sessionId, session.expiry]).toEqual(['5', 'abc123', NOW + 10_800_000]);
    expect(readSavedTable('demo-cafe')).toEqual({
      table: '5',
      sessionId: 'abc123',
      expiry: NOW + 10_800_000,
      tabName: 'Table 5',
    });
  });

  it('tn with ses asks the venue for that session and keeps its time left', async () => {
    const { sent } = scriptedFetch(ok({ remainingMs: 60_000, created: false }));
    expect(await open('?q=1&tn=5&ses=abc123', '/shop/demo-cafe/cart')).toBe('/shop/demo-cafe/cart?q=1&tn=5&ses=abc123');
    expect(sent[0].payload).toMatchObject({ tabNo: '5', sessionId: 'abc123' });
    expect(session.expiry).toBe(NOW + 60_000);
  });

  it('an unknown table goes to the token-expired screen with the table number', async () => {
    scriptedFetch(refused('table.unknown'));
    expect(await open('?tn=99')).toBe(
      '/self/demo-cafe/tokenexpired?reason=table&table=99&back=%2Fshop%2Fdemo-cafe%2Fhome',
    );
    expect(session.table).toBe('');
  });

  it.each(['session.expired', 'session.unknown', 'session.table'])(
    'a venue refusal %s goes to token expired and resets the session',
    async (code) => {
      setTableSession('5', 'old', NOW, 1000);
      saveTable('demo-cafe');
      scriptedFetch(refused(code));
      expect(await open('?tn=5&ses=zzz')).toBe(
        '/self/demo-cafe/tokenexpired?reason=expired&back=%2Fshop%2Fdemo-cafe%2Fhome',
      );
      expect([session.table, session.sessionId, session.expiry]).toEqual(['', '', -1]);
      expect(readSavedTable('demo-cafe')).toBeNull();
    },
  );

  it('a session closed early by staff (session.closed) says so: reason closed, session reset', async () => {
    setTableSession('5', 'old', NOW, 1000);
    saveTable('demo-cafe');
    scriptedFetch(refused('session.closed'));
    expect(await open('?tn=5&ses=old')).toBe(
      '/self/demo-cafe/tokenexpired?reason=closed&back=%2Fshop%2Fdemo-cafe%2Fhome',
    );
    expect([session.table, session.sessionId, session.expiry]).toEqual(['', '', -1]);
    expect(readSavedTable('demo-cafe')).toBeNull();
  });

  it('a saved session of this link that is over by the client clock expires without asking', async () => {
    setTableSession('5', 'abc123', NOW - 2000, 1000);
    saveTable('demo-cafe');
    const { sent } = scriptedFetch(ok());
    expect(await open('?tn=5&ses=abc123')).toContain('/tokenexpired?reason=expired');
    expect(sent).toHaveLength(0);
    expect(session.expiry).toBe(-1);
  });

  it('no tn: a live saved session comes back (after a payment page) with tn and ses; an old one is dropped', async () => {
    setTableSession('7', 'S7', NOW - 1000, 5000);
    saveTable('demo-cafe');
    session.table = '';
    session.sessionId = '';
    expect(await open('?txn=t1', '/callback/demo-cafe/payment/dps/requirement/order/txn/t1')).toBe(
      '/callback/demo-cafe/payment/dps/requirement/order/txn/t1?txn=t1&tn=7&ses=S7',
    );
    expect(session.expiry).toBe(NOW + 4000);
    setTableSession('7', 'S7', NOW - 10_000, 5000);
    saveTable('demo-cafe');
    expect(await open('')).toBeNull();
    expect(readSavedTable('demo-cafe')).toBeNull();
    expect(session.table).toBe('');
  });

  it('a venue without table service drops tn and ses from the address', async () => {
    venue.settings = normaliseSettings({ spotType: 4 });
    venue.licence = { spotType: 4 };
    const { sent } = scriptedFetch(ok());
    expect(await open('?tn=5&x=1')).toBe('/shop/demo-cafe/home?x=1');
    expect(await open('')).toBeNull();
    expect(sent).toHaveLength(0);
  });

  it('the venue unreachable: the same link carries on offline with its saved session, else a clear notice', async () => {
    scriptedFetch(new TypeError('offline'));
    expect(await open('?tn=5')).toBe(
      '/self/demo-cafe/tokenexpired?reason=error&table=5&back=%2Fshop%2Fdemo-cafe%2Fhome',
    );
    setTableSession('5', 'abc123', NOW, 60_000);
    saveTable('demo-cafe');
    expect(await open('?tn=5&ses=abc123')).toBe('/shop/demo-cafe/home?tn=5&ses=abc123');
  });
});

function fakeRouter() {
  const calls: [unknown, unknown][] = [];
  const router = {
    navigate: vi.fn(async (to: unknown, opts?: unknown) => {
      calls.push([to, opts]);
    }),
  };
  return { router, calls };
}

describe('router guarantee and expiry', () => {
  it('every navigation carries tn and ses while a table session is live; numbers (back) pass through', async () => {
    const { router, calls } = fakeRouter();
    setTableSession('5', 'abc123', Date.now(), 60_000);
    installTableRouting(router as never, FAMILIES);
    await router.navigate('/shop/demo-cafe/cart');
    await router.navigate('product/x?y=1#top', { replace: true });
    await router.navigate({ pathname: '/shop/demo-cafe/checkout', search: '?a=b' });
    await router.navigate(-1);
    expect(calls).toEqual([
      ['/shop/demo-cafe/cart?tn=5&ses=abc123', undefined],
      ['product/x?y=1&tn=5&ses=abc123#top', { replace: true }],
      ['/shop/demo-cafe/checkout?a=b&tn=5&ses=abc123', undefined],
      [-1, undefined],
    ]);
  });

  it('leaves navigations alone without a table session', async () => {
    const { router, calls } = fakeRouter();
    installTableRouting(router as never, FAMILIES);
    await router.navigate('/shop/demo-cafe/cart');
    expect(calls).toEqual([['/shop/demo-cafe/cart', undefined]]);
  });

  it('the expiry timer sends the visitor to the token-expired screen and resets the session', async () => {
    vi.useFakeTimers({ now: NOW });
    const { router, calls } = fakeRouter();
    setTableSession('5', 'abc123', NOW, 10_800_000);
    saveTable('demo-cafe');
    installTableRouting(router as never, FAMILIES);
    vi.advanceTimersByTime(10_799_000);
    expect(calls).toEqual([]);
    vi.advanceTimersByTime(2_000);
    expect(calls).toEqual([
      ['/self/demo-cafe/tokenexpired?reason=expired&back=%2Fshop%2Fdemo-cafe%2Fhome', { replace: true }],
    ]);
    expect([session.table, session.sessionId, session.expiry]).toEqual(['', '', -1]);
    expect(readSavedTable('demo-cafe')).toBeNull();
  });

  it('a navigation after the expiry goes to the token-expired screen instead', async () => {
    const { router, calls } = fakeRouter();
    setTableSession('5', 'abc123', Date.now() - 10_000, 5_000);
    installTableRouting(router as never, FAMILIES);
    calls.length = 0;
    await router.navigate('/shop/demo-cafe/cart');
    expect(calls.map((c) => c[0])).toEqual([
      '/self/demo-cafe/tokenexpired?reason=expired&back=%2Fshop%2Fdemo-cafe%2Fhome',
    ]);
    expect(checkExpiry()).toBe(false);
  });

  it('a venue refusal of the order session (session.*) expires it; other codes do not', () => {
    const { router, calls } = fakeRouter();
    installTableRouting(router as never, FAMILIES);
    setTableSession('5', 'abc123', Date.now(), 60_000);
    expect(tableSessionRefused('totals.mismatch')).toBe(false);
    expect(session.table).toBe('5');
    expect(tableSessionRefused('session.expired')).toBe(true);
    expect(session.expiry).toBe(-1);
    expect(calls[0][0]).toContain('/self/demo-cafe/tokenexpired?reason=expired');
  });

  it('an order refused because staff closed the session goes to the notice with reason closed', () => {
    const { router, calls } = fakeRouter();
    installTableRouting(router as never, FAMILIES);
    setTableSession('5', 'abc123', Date.now(), 60_000);
    expect(tableSessionRefused('session.closed')).toBe(true);
    expect(session.expiry).toBe(-1);
    expect(calls[0][0]).toContain('/self/demo-cafe/tokenexpired?reason=closed');
  });
});

describe('checkout at a table', () => {
  const form: CheckoutForm = {
    orderType: 'takeaway',
    payment: 'cash',
    promoCode: '',
    termsAccepted: true,
    notes: '',
    tableNo: '',
    address: 'x',
    zoneId: '4000',
  };
  it('orders eat-in at the session table', () => {
    setTableSession('5', 'abc123', Date.now(), 60_000);
    expect(wireCart({ ...form, orderType: 'delivery' })).toMatchObject({ orderType: 'eatin', tableNo: '5' });
    expect(wireCart({ ...form, orderType: 'delivery' }).delivery).toBeUndefined();
  });
  it('uses the form without a table session', () => {
    expect(wireCart(form)).toMatchObject({ orderType: 'takeaway' });
    expect(wireCart(form).tableNo).toBeUndefined();
  });
});
