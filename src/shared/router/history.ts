// The two histories the router runs on: the browser's (pushState, popstate) and one in memory
// (tests). push and replace write an entry without telling listeners; listeners hear only moves
// through the entries (back, forward, go), as the router commits its own navigations itself.
import { createPath, makeLocation, parsePath } from './path';
import type { Location, Path } from './types';

export interface History {
  readonly location: Location;
  push(location: Location): void;
  replace(location: Location): void;
  go(delta: number): void;
  listen(listener: (location: Location) => void): () => void;
  /** A path as the address bar will hold it (the browser's: URL-encoded; memory: as given). */
  encode(path: Path): Path;
}

interface Entry { usr?: unknown; key?: string }

export function createBrowserHistory(): History {
  const read = (): Location => {
    const { pathname, search, hash } = window.location;
    const s = (window.history.state ?? {}) as Entry;
    return makeLocation({ pathname, search, hash }, s.usr ?? null, s.key ?? 'default');
  };
  const write = (l: Location, replace: boolean) => {
    const url = createPath(l);
    try {
      window.history[replace ? 'replaceState' : 'pushState']({ usr: l.state, key: l.key }, '', url);
    } catch (e) {
      // A state that cannot be cloned is the caller's mistake; a refused entry (too many, iOS) loads the page.
      if (e instanceof DOMException && e.name === 'DataCloneError') throw e;
      window.location[replace ? 'replace' : 'assign'](url);
    }
  };
  return {
    get location() { return read(); },
    push: (l) => write(l, false),
    replace: (l) => write(l, true),
    go: (n) => window.history.go(n),
    encode(p) {
      const { pathname, search, hash } = new URL(window.location.origin + createPath(p).replace(/ $/, '%20'));
      return { pathname, search, hash };
    },
    listen(fn) {
      const on = () => fn(read());
      window.addEventListener('popstate', on);
      return () => window.removeEventListener('popstate', on);
    },
  };
}

export type InitialEntry = string | (Partial<Path> & { state?: unknown });

/** Entries in memory; the current one is initialIndex (default: the last). go() tells listeners at once. */
export function createMemoryHistory(initialEntries: InitialEntry[] = ['/'], initialIndex?: number): History {
  const entries = initialEntries.map((e, i) => {
    const p = typeof e === 'string' ? parsePath(e) : e;
    return makeLocation({ pathname: p.pathname || '/', search: p.search ?? '', hash: p.hash ?? '' }, typeof e === 'string' ? null : e.state ?? null, i ? undefined : 'default');
  });
  const clamp = (n: number) => Math.min(Math.max(n, 0), entries.length - 1);
  let at = clamp(initialIndex ?? entries.length - 1);
  const listeners = new Set<(l: Location) => void>();
  return {
    get location() { return entries[at]; },
    push(l) { entries.splice(++at, entries.length, l); },
    replace(l) { entries[at] = l; },
    encode: (p) => p,
    go(n) {
      at = clamp(at + n);
      listeners.forEach((fn) => fn(entries[at]));
    },
    listen(fn) {
      listeners.add(fn);
      return () => { listeners.delete(fn); };
    },
  };
}
