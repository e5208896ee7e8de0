// The data router: a navigation matches the target, adds routes through patchRoutesOnNavigation,
// loads every matched route's `lazy` and only then commits (history entry, state, subscribers), so
// the previous screen stays while the next one loads. A newer navigation (or back/forward) makes
// an unfinished one moot. A route that fails to load puts its error on the nearest route with an
// errorElement at or above it (else the first route).
import { createBrowserHistory, createMemoryHistory, type History, type InitialEntry } from './history';
import { matchBranches, rankRoutes, type Branch } from './match';
import { makeLocation, resolveTo } from './path';
import type { Location, NavigateOptions, RouteMatch, RouteObject, To } from './types';

export interface RouterState {
  location: Location;
  matches: RouteMatch[];
  /** Route id -> the error its errorElement shows; null when none. */
  errors: Record<string, unknown> | null;
  /** False until the first location's routes have loaded (the hydrateFallbackElement shows). */
  initialized: boolean;
}

export interface PatchRoutesArgs {
  path: string;
  matches: RouteMatch[];
  /** Adds children under the route with this id (null: at the top); children with a known id are skipped. */
  patch: (routeId: string | null, children: RouteObject[]) => void;
}

export interface RouterInit {
  patchRoutesOnNavigation?: (args: PatchRoutesArgs) => void | Promise<void>;
}

export interface Router {
  readonly state: RouterState;
  readonly routes: RouteObject[];
  navigate(to: To | number, options?: NavigateOptions): Promise<void>;
  subscribe(fn: (state: RouterState) => void): () => void;
  dispose(): void;
}

/** A copy of the tree where every route has an id ('0', '0-1' ... when it has none). */
function withIds(routes: RouteObject[], prefix: string): RouteObject[] {
  return routes.map((r, i) => {
    const id = r.id ?? prefix + i;
    return { ...r, id, children: r.children && withIds(r.children, `${id}-`) };
  });
}

function findRoute(routes: RouteObject[] | undefined, id: string): RouteObject | undefined {
  for (const r of routes ?? []) {
    const hit = r.id === id ? r : findRoute(r.children, id);
    if (hit) return hit;
  }
  return undefined;
}

const loads = new WeakMap<RouteObject, Promise<void>>();

/** Runs a route's lazy once and merges what it gives into the route (what the route defines stays). */
function loadRoute(route: RouteObject): Promise<void> | undefined {
  if (!route.lazy) return undefined;
  let p = loads.get(route);
  if (!p) {
    p = route.lazy().then((got) => {
      for (const [k, v] of Object.entries(got)) if ((route as Record<string, unknown>)[k] === undefined) (route as Record<string, unknown>)[k] = v;
      route.lazy = undefined;
    });
    loads.set(route, p);
    // A failed load is tried again by the next navigation to it (react-router keeps the failure).
    p.catch(() => loads.delete(route));
  }
  return p;
}

export function createRouter(routesIn: RouteObject[], history: History, init: RouterInit = {}): Router {
  const routes = withIds(routesIn, '');
  let branches: Branch[] = rankRoutes(routes);
  let patches = 0;
  let pending = 0;
  const listeners = new Set<(s: RouterState) => void>();
  const patch = (id: string | null, children: RouteObject[]) => {
    const parent = id == null ? undefined : findRoute(routes, id);
    if (id != null && !parent) throw new Error(`No route "${id}"`);
    const list = parent ? (parent.children ??= []) : routes;
    const fresh = children.filter((c) => c.id == null || !list.some((r) => r.id === c.id));
    list.push(...withIds(fresh, `${id ?? ''}-patch-${++patches}-`));
    branches = rankRoutes(routes);
  };
  // react-router asks for more routes when nothing matches or the match has params (a family prefix).
  const mayGrow = (m: RouteMatch[] | null) => !!init.patchRoutesOnNavigation && (!m || Object.keys(m[0].params).length > 0);

  async function start(location: Location, how: 'push' | 'replace' | 'pop'): Promise<void> {
    const mine = ++pending;
    let matches = matchBranches(branches, location.pathname);
    let fail: [number, unknown] | null = null;
    if (mayGrow(matches)) {
      try {
        await init.patchRoutesOnNavigation!({ path: location.pathname, matches: matches ?? [], patch });
      } catch (e) {
        fail = [0, e];
      }
      if (mine !== pending) return;
      matches = matchBranches(branches, location.pathname) ?? matches;
    }
    if (!matches) {
      // No route at all: the error goes to the top route react-router would pick (index or pathless).
      const route = routes.find((r) => r.index || !r.path || r.path === '/') ?? { id: '__shim' };
      matches = [{ params: {}, pathname: location.pathname, pathnameBase: '/', route }];
      fail ??= [0, Object.assign(new Error(`No route matches URL "${location.pathname}"`), { status: 404 })];
    } else if (!fail) {
      const done = await Promise.allSettled(matches.map((m) => loadRoute(m.route)));
      if (mine !== pending) return;
      const bad = done.findIndex((d) => d.status === 'rejected');
      if (bad >= 0) fail = [bad, (done[bad] as PromiseRejectedResult).reason];
    }
    let errors: RouterState['errors'] = null;
    if (fail) {
      let at = fail[0];
      while (at > 0 && matches[at].route.errorElement == null) at--;
      errors = { [matches[at].route.id!]: fail[1] };
    }
    if (how !== 'pop') history[how](location);
    router.state = { location, matches, errors, initialized: true };
    listeners.forEach((fn) => fn(router.state));
  }

  const first = history.location;
  const firstMatches = matchBranches(branches, first.pathname);
  const ready = !!firstMatches && !mayGrow(firstMatches) && !firstMatches.some((m) => m.route.lazy);
  const stop = history.listen((l) => void start(l, 'pop'));
  const router = {
    state: { location: first, matches: firstMatches ?? [], errors: null, initialized: ready } as RouterState,
    routes,
    navigate(to: To | number, options: NavigateOptions = {}): Promise<void> {
      if (typeof to === 'number') {
        history.go(to);
        return Promise.resolve();
      }
      const location = makeLocation(history.encode(resolveTo(to, router.state.location.pathname)), options.state ?? null);
      return start(location, options.replace ? 'replace' : 'push');
    },
    subscribe(fn: (s: RouterState) => void) {
      listeners.add(fn);
      return () => { listeners.delete(fn); };
    },
    dispose() {
      stop();
      listeners.clear();
      pending++;
    },
  };
  if (!ready) void start(first, 'pop');
  return router;
}

export const createBrowserRouter = (routes: RouteObject[], init?: RouterInit): Router => createRouter(routes, createBrowserHistory(), init);

export const createMemoryRouter = (routes: RouteObject[], init: RouterInit & { initialEntries?: InitialEntry[]; initialIndex?: number } = {}): Router =>
  createRouter(routes, createMemoryHistory(init.initialEntries, init.initialIndex), init);
