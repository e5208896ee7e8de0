// Plugs the bridge into the app family (src/app/start.tsx, when a page of the app family opens): the
// wrapper hears that the page is ready and every page change; its back, navigate, language and resume
// events move the app. Nothing happens in a plain browser.
import { subscribe } from 'valtio/vanilla';
import { app as appState, user } from '../../state/stores';
import { createBridge, type AppBridge, type BridgeWindow } from './bridge';

export interface BridgeApp {
  shop: string;
  lang: () => string;
  go: (to: string | number) => void;
  /** Calls back on every location change with the path and the page title. */
  onPage: (cb: (path: string) => void) => () => void;
  setLang: (lang: string) => void;
  /** The wrapper brought the app back to the foreground (trading hours may have changed). */
  resume: () => void;
}

let bridge: AppBridge | null = null;

/** Connects once; later calls return the same bridge. */
export function connectAppBridge(app: BridgeApp, w: BridgeWindow = window as BridgeWindow): AppBridge {
  if (bridge) return bridge;
  const b = createBridge(w);
  bridge = b;
  if (!b.available) return b;
  b.send({ type: 'ready', shop: app.shop, lang: app.lang() });
  app.onPage((path) => b.send({ type: 'page', path, title: w.document.title }));
  // Signing in and out: the wrapper may keep its own session (push notifications, a native wallet).
  let who = user.userId;
  subscribe(user, () => {
    if (user.userId === who) return;
    who = user.userId;
    b.send(who ? { type: 'login', userId: who } : { type: 'logout' });
  });
  b.on('back', () => app.go(-1));
  b.on('navigate', (e) => app.go(e.path));
  b.on('lang', (e) => app.setLang(e.lang));
  b.on('resume', () => app.resume());
  return b;
}

type BridgeRouter = {
  navigate(to: string | number): unknown;
  subscribe(cb: (s: { location: { pathname: string; search: string } }) => void): () => void;
};
/** The app family opened (src/app/start.tsx): connects the bridge to the router and the stores. */
export function connectApp(
  router: BridgeRouter,
  setLang: (lang: string) => Promise<void>,
  resume: () => void,
): AppBridge {
  return connectAppBridge({
    shop: appState.shop,
    lang: () => appState.lang,
    go: (to) => void router.navigate(to),
    onPage: (cb) => router.subscribe((s) => cb(s.location.pathname + s.location.search)),
    setLang: (lang) => void setLang(lang),
    resume,
  });
}

/** The connected bridge (null before the app family opened): other code sends events through it. */
export function appBridge(): AppBridge | null {
  return bridge;
}

/** For tests: forget the connected bridge. */
export function disconnectAppBridge(): void {
  bridge?.close();
  bridge = null;
}
