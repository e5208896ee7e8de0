// @vitest-environment jsdom
// Tracking for the licence's gtmCode: nothing without a (well-formed) code, never before the first
// paint, page views and events in the data layer. jsdom loads no script: no network here.
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  afterFirstPaint,
  gtmScriptUrl,
  pageEvent,
  resetTracking,
  startGtm,
  startTracking,
  type TrackWindow,
} from '../../../src/features/analytics';
import { user } from '../../../src/state/stores';

const w = window as TrackWindow;
const gtmScripts = () => [...document.scripts].filter((s) => s.src.startsWith('https://www.googletagmanager.com/'));
afterEach(() => {
  resetTracking();
  delete w.dataLayer;
  for (const s of gtmScripts()) s.remove();
});

describe('gtmScriptUrl', () => {
  it.each([
    ['GTM-AB12CD', 'https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD'],
    ['', null],
    [undefined, null],
    ['GTM-ab12', null],
    ['UA-1234', null],
    ['GTM-AB12CD&x=1', null],
    ['"><script>', null],
    ['GTM-A', null],
  ])('%j -> %j', (code, want) => expect(gtmScriptUrl(code)).toBe(want));
});

describe('startGtm', () => {
  it('without a code: no script and no data layer', () => {
    expect(startGtm('', w)).toBeNull();
    expect(startGtm('not-a-code', w)).toBeNull();
    expect(gtmScripts()).toHaveLength(0);
    expect(w.dataLayer).toBeUndefined();
  });
  it('with a code: one async script of the tag manager host, the start event, then pages and events', () => {
    const t = startGtm('GTM-AB12CD', w, 1000)!;
    startGtm('GTM-AB12CD', w, 2000);
    expect(gtmScripts().map((s) => [s.src, s.async])).toEqual([
      ['https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD', true],
    ]);
    t.page('/shop/demo-cafe/home', 'Home');
    t.event('login', { event: 'spoofed', method: 'password' });
    expect(w.dataLayer).toEqual([
      { 'gtm.start': 1000, event: 'gtm.js' },
      { 'gtm.start': 2000, event: 'gtm.js' },
      { event: 'page_view', page_path: '/shop/demo-cafe/home', page_title: 'Home' },
      { method: 'password', event: 'login' },
    ]);
  });
});

describe('afterFirstPaint', () => {
  it('waits for the load event, then a frame', async () => {
    const frames: FrameRequestCallback[] = [];
    const listeners: Record<string, () => void> = {};
    const fake = {
      document: { readyState: 'loading' },
      addEventListener: (n: string, f: () => void) => {
        listeners[n] = f;
      },
      requestAnimationFrame: (f: FrameRequestCallback) => {
        frames.push(f);
        return 1;
      },
    } as unknown as Window;
    let done = false;
    const p = afterFirstPaint(fake).then(() => {
      done = true;
    });
    await new Promise((r) => setTimeout(r, 5));
    expect(done).toBe(false);
    listeners.load();
    expect(frames).toHaveLength(1);
    frames[0](0);
    await p;
    expect(done).toBe(true);
  });
});

describe('startTracking', () => {
  const router = () => {
    const subs: ((s: { location: { pathname: string; search: string } }) => void)[] = [];
    return {
      state: { location: { pathname: '/shop/demo-cafe/home', search: '' } },
      subscribe: (cb: (typeof subs)[number]) => {
        subs.push(cb);
        return () => {};
      },
      go: (pathname: string, search = '') => subs.forEach((s) => s({ location: { pathname, search } })),
    };
  };
  it('loads nothing before the first paint; then page views, checkout, purchase, login and logout', async () => {
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((f) => {
      setTimeout(() => f(0), 0);
      return 1;
    });
    const r = router();
    const started = startTracking('GTM-AB12CD', r, w);
    expect(gtmScripts()).toHaveLength(0);
    expect(w.dataLayer).toBeUndefined();
    await started;
    expect(gtmScripts()).toHaveLength(1);
    r.go('/shop/demo-cafe/checkout');
    r.go('/shop/demo-cafe/checkout'); // the same page again is not a new view
    r.go('/shop/demo-cafe/orderplaced', '?txn=T1');
    user.userId = 'u1';
    await Promise.resolve();
    user.userId = '';
    await Promise.resolve();
    const events = (w.dataLayer ?? []).map((e) => `${String(e.event)} ${String(e.page_path ?? '')}`.trim());
    expect(events).toEqual([
      'gtm.js',
      'page_view /shop/demo-cafe/home',
      'page_view /shop/demo-cafe/checkout',
      'begin_checkout /shop/demo-cafe/checkout',
      'page_view /shop/demo-cafe/orderplaced?txn=T1',
      'purchase /shop/demo-cafe/orderplaced?txn=T1',
      'login',
      'logout',
    ]);
  });
  it('a malformed code starts nothing', async () => {
    expect(await startTracking('GTM-<x>', router(), w)).toBeNull();
    expect(gtmScripts()).toHaveLength(0);
    expect(pageEvent('/shop/x/home')).toBeNull();
  });
});
