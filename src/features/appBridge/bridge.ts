// The native-app bridge of spec 6: the app family runs inside a hybrid wrapper (a native app's web
// view) that listens for events from the page and sends events to it. One typed module: `send` and
// `on` are no-ops in a plain browser (no wrapper found: nothing is posted, no listener is added).
import { isSafeInAppPath } from '../../shared/url';

/** Events the page sends to the wrapper. */
export type BridgeOutEvent =
  | { type: 'ready'; shop: string; lang: string }
  | { type: 'page'; path: string; title: string }
  | { type: 'login'; userId: string }
  | { type: 'logout' };

/** Events the wrapper sends to the page. */
export type BridgeInEvent =
  { type: 'back' } | { type: 'navigate'; path: string } | { type: 'lang'; lang: string } | { type: 'resume' };

type InType = BridgeInEvent['type'];
type Handler<T extends InType> = (e: Extract<BridgeInEvent, { type: T }>) => void;

/** What a wrapper exposes: React Native's web view, a WKWebView message handler, an Android interface. */
interface WrapperWindow {
  ReactNativeWebView?: { postMessage(s: string): void };
  webkit?: { messageHandlers?: { venueApp?: { postMessage(o: unknown): void } } };
  VenueAppBridge?: { postMessage(s: string): void };
}
export type BridgeWindow = Window & WrapperWindow;

/** The wrapper's sending function, or null in a plain browser. */
function wrapperPost(w: WrapperWindow): ((e: BridgeOutEvent) => void) | null {
  if (w.ReactNativeWebView && typeof w.ReactNativeWebView.postMessage === 'function')
    return (e) => w.ReactNativeWebView!.postMessage(JSON.stringify(e));
  const ios = w.webkit?.messageHandlers?.venueApp;
  if (ios && typeof ios.postMessage === 'function') return (e) => ios.postMessage(e);
  if (w.VenueAppBridge && typeof w.VenueAppBridge.postMessage === 'function')
    return (e) => w.VenueAppBridge!.postMessage(JSON.stringify(e));
  return null;
}

const text = (v: unknown, max = 500): v is string => typeof v === 'string' && v.length > 0 && v.length <= max;

/** A wrapper's message as a typed event, or null: anything else (other origins' messages, junk) is ignored. */
export function readInEvent(data: unknown): BridgeInEvent | null {
  let d = data;
  if (typeof d === 'string') {
    if (d.length > 2000) return null;
    try {
      d = JSON.parse(d);
    } catch {
      return null;
    }
  }
  if (!d || typeof d !== 'object') return null;
  const o = d as Record<string, unknown>;
  switch (o.type) {
    case 'back':
      return { type: 'back' };
    case 'resume':
      return { type: 'resume' };
    case 'navigate':
      return text(o.path) && isSafeInAppPath(o.path) ? { type: 'navigate', path: o.path } : null;
    case 'lang':
      return text(o.lang, 20) ? { type: 'lang', lang: o.lang } : null;
    default:
      return null;
  }
}

export interface AppBridge {
  /** A hybrid wrapper is there (events go somewhere). */
  readonly available: boolean;
  send(e: BridgeOutEvent): void;
  /** Listens for one type of wrapper event; returns the unsubscribe. */
  on<T extends InType>(type: T, handler: Handler<T>): () => void;
  /** Stops listening (every handler). */
  close(): void;
}

/** The bridge for a window: the wrapper's transport when there is one, else a no-op. */
export function createBridge(w: BridgeWindow): AppBridge {
  const post = wrapperPost(w);
  const handlers = new Map<InType, Set<(e: BridgeInEvent) => void>>();
  const onMessage = (m: Event) => {
    const me = m as MessageEvent;
    // Only the wrapper speaks here: same-origin or origin-less messages from this window itself.
    if (me.origin && me.origin !== w.location.origin) return;
    if (me.source && me.source !== w) return;
    const e = readInEvent(me.data);
    if (e) handlers.get(e.type)?.forEach((h) => h(e));
  };
  // React Native posts to document on Android and to window on iOS.
  if (post) {
    w.addEventListener('message', onMessage);
    w.document.addEventListener('message', onMessage);
  }
  return {
    available: post !== null,
    send: (e) => {
      try {
        post?.(e);
      } catch {
        /* a wrapper that fails must not break the page */
      }
    },
    on: (type, handler) => {
      if (!post) return () => {};
      const set = handlers.get(type) ?? new Set();
      set.add(handler as (e: BridgeInEvent) => void);
      handlers.set(type, set);
      return () => set.delete(handler as (e: BridgeInEvent) => void);
    },
    close: () => {
      handlers.clear();
      if (post) {
        w.removeEventListener('message', onMessage);
        w.document.removeEventListener('message', onMessage);
      }
    },
  };
}
