// @vitest-environment jsdom
// The native-app bridge (spec 6): typed events to a hybrid wrapper and from it; a no-op in a plain browser.
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  connectAppBridge,
  createBridge,
  disconnectAppBridge,
  readInEvent,
  type BridgeWindow,
} from '../../../src/features/appBridge';
import { user } from '../../../src/state/stores';

const w = window as unknown as BridgeWindow & Record<string, unknown>;
afterEach(() => {
  disconnectAppBridge();
  delete w.ReactNativeWebView;
  delete w.webkit;
  delete w.VenueAppBridge;
});
const fromWrapper = (data: unknown, target: EventTarget = window, init: MessageEventInit = {}) =>
  target.dispatchEvent(new MessageEvent('message', { data, ...init }));

describe('in a plain browser', () => {
  it('is a no-op: nothing sent, no listener added', () => {
    const add = vi.spyOn(window, 'addEventListener');
    const b = createBridge(w);
    expect(b.available).toBe(false);
    expect(() => b.send({ type: 'logout' })).not.toThrow();
    const h = vi.fn();
    b.on('back', h);
    fromWrapper({ type: 'back' });
    expect(h).not.toHaveBeenCalled();
    expect(add.mock.calls.filter((c) => c[0] === 'message')).toEqual([]);
    add.mockRestore();
  });
});

describe('with a wrapper', () => {
  it('React Native: events go out as JSON text; wrapper events come in on window and document', () => {
    const sent: string[] = [];
    w.ReactNativeWebView = { postMessage: (s: string) => sent.push(s) };
    const b = createBridge(w);
    expect(b.available).toBe(true);
    b.send({ type: 'login', userId: 'u1' });
    expect(sent.map((s) => JSON.parse(s))).toEqual([{ type: 'login', userId: 'u1' }]);
    const back = vi.fn();
    const nav = vi.fn();
    b.on('back', back);
    const off = b.on('navigate', nav);
    fromWrapper('{"type":"back"}');
    fromWrapper({ type: 'navigate', path: '/app/demo-cafe/mywallet' }, document);
    expect(back).toHaveBeenCalledTimes(1);
    expect(nav).toHaveBeenCalledWith({ type: 'navigate', path: '/app/demo-cafe/mywallet' });
    off();
    fromWrapper({ type: 'navigate', path: '/app/demo-cafe/home' });
    expect(nav).toHaveBeenCalledTimes(1);
    b.close();
    fromWrapper({ type: 'back' });
    expect(back).toHaveBeenCalledTimes(1);
  });
  it('iOS message handler gets objects; Android interface gets JSON text', () => {
    const ios: unknown[] = [];
    w.webkit = { messageHandlers: { venueApp: { postMessage: (o: unknown) => ios.push(o) } } };
    createBridge(w).send({ type: 'login', userId: 'u1' });
    expect(ios).toEqual([{ type: 'login', userId: 'u1' }]);
    delete w.webkit;
    const android: string[] = [];
    w.VenueAppBridge = { postMessage: (s: string) => android.push(s) };
    createBridge(w).send({ type: 'logout' });
    expect(android).toEqual(['{"type":"logout"}']);
  });
  it('ignores messages from other origins and junk; a failing wrapper does not break the page', () => {
    w.ReactNativeWebView = {
      postMessage: () => {
        throw new Error('gone');
      },
    };
    const b = createBridge(w);
    const back = vi.fn();
    b.on('back', back);
    fromWrapper({ type: 'back' }, window, { origin: 'https://evil.example' });
    fromWrapper('not json');
    fromWrapper({ type: 'explode' });
    expect(back).not.toHaveBeenCalled();
    expect(() => b.send({ type: 'logout' })).not.toThrow();
  });
});

describe('readInEvent', () => {
  it.each([
    [{ type: 'back' }, { type: 'back' }],
    ['{"type":"resume"}', { type: 'resume' }],
    [
      { type: 'lang', lang: 'zh-hans' },
      { type: 'lang', lang: 'zh-hans' },
    ],
    [
      { type: 'navigate', path: '/app/demo-cafe/home' },
      { type: 'navigate', path: '/app/demo-cafe/home' },
    ],
    [{ type: 'navigate', path: 'https://evil.example/' }, null],
    [{ type: 'navigate', path: '//evil.example/x' }, null],
    [{ type: 'navigate', path: 'javascript:alert(1)' }, null],
    [{ type: 'lang' }, null],
    [null, null],
    [42, null],
    ['x'.repeat(3000), null],
  ])('%j -> %j', (data, want) => expect(readInEvent(data)).toEqual(want));
});

describe('connectAppBridge', () => {
  it('says ready, reports pages, sign-in and sign-out, and moves the app on wrapper events', async () => {
    const sent: Record<string, unknown>[] = [];
    w.ReactNativeWebView = { postMessage: (s: string) => sent.push(JSON.parse(s)) };
    let page: (p: string) => void = () => {};
    const app = {
      shop: 'demo-cafe',
      lang: () => 'en-gb',
      go: vi.fn(),
      setLang: vi.fn(),
      resume: vi.fn(),
      onPage: (cb: (p: string) => void) => {
        page = cb;
        return () => {};
      },
    };
    document.title = 'Home';
    const b = connectAppBridge(app, w);
    expect(connectAppBridge(app, w)).toBe(b);
    page('/app/demo-cafe/cart');
    expect(sent).toEqual([
      { type: 'ready', shop: 'demo-cafe', lang: 'en-gb' },
      { type: 'page', path: '/app/demo-cafe/cart', title: 'Home' },
    ]);
    fromWrapper({ type: 'back' });
    fromWrapper({ type: 'navigate', path: '/app/demo-cafe/myorders' });
    fromWrapper({ type: 'lang', lang: 'zh-hans' });
    fromWrapper({ type: 'resume' });
    expect(app.go.mock.calls).toEqual([[-1], ['/app/demo-cafe/myorders']]);
    expect(app.setLang).toHaveBeenCalledWith('zh-hans');
    expect(app.resume).toHaveBeenCalledTimes(1);
    sent.length = 0;
    user.userId = 'u-demo-alice';
    await Promise.resolve();
    user.userId = '';
    await Promise.resolve();
    expect(sent).toEqual([{ type: 'login', userId: 'u-demo-alice' }, { type: 'logout' }]);
  });
  it('in a plain browser connects to nothing', () => {
    const app = {
      shop: 's',
      lang: () => 'en-gb',
      go: vi.fn(),
      setLang: vi.fn(),
      resume: vi.fn(),
      onPage: vi.fn(() => () => {}),
    };
    expect(connectAppBridge(app, w).available).toBe(false);
    expect(app.onPage).not.toHaveBeenCalled();
  });
});
