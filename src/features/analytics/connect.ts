// Plugs tracking into the app (src/app/venue.ts, after the first render, only for a venue with a
// gtmCode): a page view on every navigation, and events for what the customer does — signing in and
// out, opening the checkout, an order placed — read from the route and the user store, so no
// screen needs to know about tracking.
import { subscribe } from 'valtio/vanilla';
import { user } from '../../state/stores';
import { afterFirstPaint, startGtm, type Tracker, type TrackWindow } from './gtm';

export interface TrackedRouter {
  state: { location: { pathname: string; search: string } };
  subscribe(cb: (s: { location: { pathname: string; search: string } }) => void): () => void;
}

/** The event a page of the app stands for, if any (checkout opened, order placed). */
export function pageEvent(pathname: string): string | null {
  if (/\/checkout$/.test(pathname)) return 'begin_checkout';
  if (/\/orderplaced$/.test(pathname)) return 'purchase';
  return null;
}

let started: Promise<Tracker | null> | null = null;

/** Starts tracking once, after the first paint; resolves null when the code loads nothing. */
export function startTracking(
  code: string,
  router: TrackedRouter,
  w: TrackWindow = window as TrackWindow,
): Promise<Tracker | null> {
  started ??= afterFirstPaint(w).then(() => {
    const t = startGtm(code, w);
    if (!t) return null;
    let last = '';
    const seen = (loc: { pathname: string; search: string }) => {
      const path = loc.pathname + loc.search;
      if (path === last) return;
      last = path;
      t.page(path, w.document.title);
      const e = pageEvent(loc.pathname);
      if (e) t.event(e, { page_path: path });
    };
    seen(router.state.location);
    router.subscribe((s) => seen(s.location));
    let who = user.userId;
    subscribe(user, () => {
      if (user.userId === who) return;
      who = user.userId;
      t.event(who ? 'login' : 'logout');
    });
    return t;
  });
  return started;
}

/** For tests: forget the started tracker. */
export function resetTracking(): void {
  started = null;
}
