// Builds the data-router table (react-router-dom) from the resolved families (spec 2 and 6):
// history mode, base '/', scroll to top on a new navigation and back to where it was on back/forward,
// empty path -> home, unknown -> /404, the role filter (admin sees all, others only matching routes) and licence/config guards.
import { useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import {
  Navigate,
  Outlet,
  ScrollRestoration,
  useLocation,
  useParams,
  useSearchParams,
  type RouteObject,
} from 'react-router-dom';
import { useRestoredScroll } from './scrollSettle';
import { useSnapshot } from 'valtio';
import type { FlowManifest, LayoutManifest, ResolvedFamily, ResolvedRoute, ScreenManifest } from '../contract';
import { withChunkTimeout } from './chunks';
import { preloadComponents } from './registry';
import { setRouteLoaders, typesOf } from './routeLoaders';
import { FamilyContext, fillPrefix } from './family';
import { routeOffered } from './guards';
import { allowedFor } from './permissions';
import { DocumentView, titleText } from './Renderer';
import { runActions } from './actions';
import { EngineContext, defaultServices } from './context';
import { getAt } from './pointer';
import { sliceStore } from './state';

export interface RouterDeps {
  families: ResolvedFamily[];
  loadScreen: (id: string) => Promise<ScreenManifest>;
  loadLayout: (id: string) => Promise<LayoutManifest>;
  /** Flow manifests (screens/kiosk/*.json) for the flow runtime. */
  loadFlow?: (id: string) => Promise<FlowManifest>;
  /** Called when a family's routes become active (sets domain and shop in the app store). */
  onFamily?: (family: ResolvedFamily, params: Record<string, string | undefined>) => void;
  /** Shown when a route's lazy load fails (chunk-load error with retry). */
  errorElement?: ReactNode;
  /** Shown while the first route's chunks load. */
  pending?: ReactNode;
  /** Drawn by the root route beside every screen (the app's leave guard for unsaved work). */
  guard?: ReactNode;
  /** Runs before the not-offered screen draws (the app sets the venue's home link there). */
  beforeNotOffered?: () => Promise<void>;
  /**
   * When `families` holds only some of them (a page starts with its own family): adds the others to
   * `families`, in place. A navigation into a prefix none of the loaded families has waits for it.
   */
  loadAllFamilies?: () => Promise<unknown>;
}

/** The screen shown for a family or route the venue does not offer (a link to the venue's home). */
export const NOT_OFFERED_SCREEN = 'not-offered';
/** The layout a family the venue does not offer is drawn in (none of that family's navigation). */
export const NOT_OFFERED_LAYOUT = 'blank';

/** Whether the venue offers a family (route null) or one of its routes, read from the state slices. */
function offeredNow(family: ResolvedFamily, route: ResolvedRoute | null, eng = defaultServices): boolean {
  const read = (path: string) =>
    (getAt({ [path.split('/')[1]]: sliceStore(path.split('/')[1]) }, path) ?? {}) as Record<string, unknown>;
  return routeOffered(family, route, read(eng.licencePath), read(eng.configPath));
}

/** The user slice's roles as the guards read them. */
function who(eng = defaultServices): { roles: string[]; admin: 0 | 1 } {
  const u = (sliceStore(eng.userPath.split('/')[1]) ?? {}) as { roles?: string[]; admin?: 0 | 1 };
  return { roles: u.roles ?? [], admin: u.admin ?? 0 };
}

/** A guest on a page for signed-in people is sent to the family's login (the login itself excepted). */
function guestToLogin(family: ResolvedFamily, route: ResolvedRoute, user: { roles: string[]; admin: 0 | 1 }): boolean {
  const guest = user.roles.length === 0 && !user.admin;
  return guest && family.loginRoute !== undefined && route.path !== family.loginRoute && !allowedFor(route.roles, user);
}

/** No screen yet: a guest sent to the login never loads the screen's code (ScreenRoute loads it once allowed). */
const NO_SCREEN = { kind: 'screen', id: '', title: '', root: '', elements: {} } as unknown as ScreenManifest;

export const screenFile = (id: string) => `screens/screens/${id}.json`;
export const layoutFile = (id: string) => `screens/layouts/${id}.json`;

let active: { family: ResolvedFamily; base: string } | null = null;
let navigateFn: ((to: string, opts?: { replace?: boolean }) => void) | null = null;

/** The app hands the router's navigate here so non-React code (the API client) can move. */
export function setRouterNavigate(fn: (to: string, opts?: { replace?: boolean }) => void): void {
  navigateFn = fn;
}

/** The current family's prefix with params filled in ('/shop/demo'), '' outside any family. */
export function activeBase(): string {
  return active?.base ?? '';
}

export function activeFamily(): ResolvedFamily | null {
  return active?.family ?? null;
}

/** The login route of the current family (spec 2: a 401 from any call goes there). */
export function loginPath(): string | null {
  if (!active) return null;
  const login = active.family.loginRoute;
  if (login === undefined) return null;
  return login === '' ? active.base || '/' : `${active.base}/${login}`;
}

/** Sends the user to the login route of the current family, after an optional delay. */
export function goToLogin(delay = 0): boolean {
  const to = loginPath();
  if (!to || !navigateFn) return false;
  const go = () => navigateFn?.(to, { replace: true });
  if (delay > 0) setTimeout(go, delay);
  else go();
  return true;
}

/**
 * The root of every route: a new navigation scrolls to the top (or to its #hash), back and forward
 * return to the position their entry was left at (react-router's ScrollRestoration saves one per
 * entry), held while a lazily drawn screen grows to it (useRestoredScroll).
 */
function Root({ guard }: { guard?: ReactNode }) {
  useRestoredScroll();
  return (
    <>
      <ScrollRestoration />
      {guard}
      <Outlet />
    </>
  );
}

function FamilyScope({ family, onFamily }: { family: ResolvedFamily; onFamily?: RouterDeps['onFamily'] }) {
  const params = useParams();
  const base = fillPrefix(family.prefix, params);
  const value = useMemo(() => ({ family, base }), [family, base]);
  active = value;
  useEffect(() => {
    active = value;
    onFamily?.(family, params);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- announces the family once per family and base, not for each new params object
  }, [family, base]);
  return (
    <FamilyContext.Provider value={value}>
      <Outlet />
    </FamilyContext.Provider>
  );
}

/**
 * A route's screen, or the not-offered screen when the venue's configuration does not offer it. The
 * first choice is made in the route's lazy, before any screen code loads; it is made again on every
 * render (the route table lives for the whole visit: another venue in the same tab), loading the
 * screen that fits then.
 */
function ScreenRoute({
  route,
  family,
  deps,
  first,
}: {
  route: ResolvedRoute;
  family: ResolvedFamily;
  deps: RouterDeps;
  first: ScreenManifest;
}) {
  const eng = useContext(EngineContext);
  const params = useParams();
  const [query] = useSearchParams();
  const here = useLocation();
  const userStore = sliceStore(eng.userPath.split('/')[1]);
  const user = useSnapshot((userStore ?? {}) as object) as { roles?: string[]; admin?: 0 | 1 };
  useSnapshot((sliceStore(eng.configPath.split('/')[1]) ?? {}) as object);
  const offered = offeredNow(family, route, eng);
  const want = offered ? route.screen : NOT_OFFERED_SCREEN;
  const [doc, setDoc] = useState(first);
  // A route the venue does not offer shows the not-offered screen to everyone (no login first).
  const allowed = !offered || allowedFor(route.roles, { roles: user.roles ?? [], admin: user.admin ?? 0 });
  useEffect(() => {
    if (doc.id === want || !allowed) return;
    let live = true;
    void loadScreenDoc(deps, want)
      .then((d) => {
        if (live) setDoc(d);
      })
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [want, doc.id, deps, allowed]);
  const allParams = useMemo(() => {
    const out: Record<string, string | undefined> = {};
    for (const [k, v] of Object.entries(route.props ?? {})) out[k] = typeof v === 'string' ? v : JSON.stringify(v);
    return { ...out, ...params };
  }, [route, params]);
  const title = titleText(doc.title, eng.t);
  useEffect(() => {
    if (title && typeof document !== 'undefined') document.title = title;
  }, [title]);
  useEffect(() => {
    const env = eng.makeEnv({ params: allParams, query, t: eng.t }, () => {});
    env.setBackButton(true); // a route that wants it off says so in onEnter (merchant login)
    if (offered && route.onEnter?.length) void runActions(route.onEnter, env);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs onEnter once per route entered, not when the query or params change
  }, [route]);
  if (!allowed) {
    // A guest (no roles) is asked to log in first; a logged-in user without the role is refused.
    const guest = (user.roles ?? []).length === 0 && !user.admin;
    const base = fillPrefix(family.prefix, params);
    // The login returns to the page asked for (its ?redirect=, checked by safeRedirect there).
    if (guest && family.loginRoute !== undefined && route.path !== family.loginRoute)
      return (
        <Navigate
          to={`${base}/${family.loginRoute}?redirect=${encodeURIComponent(here.pathname + here.search)}`}
          replace
        />
      );
    return <Navigate to="/403" replace />;
  }
  if (doc.id !== want) return <>{deps.pending ?? null}</>;
  return (
    <DocumentView
      key={`${route.fullPath}`}
      doc={doc}
      file={screenFile(doc.id)}
      params={allParams}
      query={query}
      title={title}
    />
  );
}

async function loadScreenDoc(deps: RouterDeps, id: string): Promise<ScreenManifest> {
  if (id === NOT_OFFERED_SCREEN) await deps.beforeNotOffered?.();
  const doc = await withChunkTimeout(deps.loadScreen(id));
  await preloadComponents(typesOf(doc));
  return doc;
}

function LayoutRoute({ doc, id }: { doc: LayoutManifest; id: string }) {
  const params = useParams();
  const [query] = useSearchParams();
  return <DocumentView doc={doc} file={layoutFile(id)} params={params} query={query} />;
}

function redirectTarget(route: ResolvedRoute, base: string): string {
  const to = route.redirect ?? '';
  return to.startsWith('/') ? to : `${base}/${to}`.replace(/\/+$/, '') || '/';
}

function RedirectRoute({ route, prefix }: { route: ResolvedRoute; prefix: string }) {
  const params = useParams();
  const [query] = useSearchParams();
  const q = query.toString();
  return <Navigate to={redirectTarget(route, fillPrefix(prefix, params)) + (q ? `?${q}` : '')} replace />;
}

function relPath(route: ResolvedRoute, family: ResolvedFamily): string {
  if (family.prefix === '') return route.fullPath;
  return route.path;
}

function routeObject(route: ResolvedRoute, family: ResolvedFamily, deps: RouterDeps): RouteObject {
  const path = relPath(route, family);
  const where = path === '' || path === '/' ? { index: true as const } : { path };
  if (route.redirect !== undefined) {
    return { ...where, element: <RedirectRoute route={route} prefix={family.prefix} /> };
  }
  return {
    ...where,
    lazy: async () => {
      // The guards run first: a route the venue does not offer never loads its screen's code, nor
      // does one a guest is sent from to the login.
      const offered = offeredNow(family, route);
      const doc =
        offered && guestToLogin(family, route, who())
          ? NO_SCREEN
          : await loadScreenDoc(deps, offered ? route.screen : NOT_OFFERED_SCREEN);
      return { Component: () => <ScreenRoute route={route} family={family} deps={deps} first={doc} /> };
    },
  };
}

function layoutGroup(
  layout: string,
  routes: RouteObject[],
  deps: RouterDeps,
  key: string,
  family: ResolvedFamily,
): RouteObject {
  return {
    id: key,
    lazy: async () => {
      const id = offeredNow(family, null) ? layout : NOT_OFFERED_LAYOUT;
      const doc = await withChunkTimeout(deps.loadLayout(id));
      await preloadComponents(typesOf(doc));
      return { Component: () => <LayoutRoute doc={doc} id={id} /> };
    },
    children: routes,
  };
}

function familyRoutes(family: ResolvedFamily, deps: RouterDeps): RouteObject {
  const groups = new Map<string, RouteObject[]>();
  for (const r of family.routes) {
    const list = groups.get(r.layout) ?? [];
    list.push(routeObject(r, family, deps));
    groups.set(r.layout, list);
  }
  const children: RouteObject[] = [...groups].map(([layout, list]) =>
    layoutGroup(layout, list, deps, `${family.id}:${layout}`, family),
  );
  if (family.prefix !== '') children.push({ path: '*', element: <Navigate to="/404" replace /> });
  return {
    id: `family:${family.id}`,
    ...(family.prefix === '' ? {} : { path: family.prefix }),
    element: <FamilyScope family={family} onFamily={deps.onFamily} />,
    children,
  };
}

/** The first path segment a family's prefix claims ('/shop/:shop' -> 'shop'); '' for the general family. */
function prefixSegment(f: ResolvedFamily): string {
  return f.prefix.split('/').filter(Boolean)[0] ?? '';
}

/**
 * The whole route table. /404 and /403 exist even when no family declares them. With `only`, the
 * table starts with the general families and the families named there; the others are added by
 * familyPatcher on the first navigation into their prefix (a smaller table to rank at start-up).
 */
export function buildRoutes(deps: RouterDeps, only?: ReadonlySet<string>): RouteObject[] {
  setRouteLoaders({ loadScreen: deps.loadScreen, loadLayout: deps.loadLayout, loadFlow: deps.loadFlow });
  const included = deps.families.filter((f) => !only || f.prefix === '' || only.has(f.id));
  const families = [...included].sort((a, b) => (a.prefix === '' ? 1 : 0) - (b.prefix === '' ? 1 : 0));
  const children = families.map((f) => familyRoutes(f, deps));
  const declared = new Set(deps.families.flatMap((f) => f.routes.map((r) => r.fullPath)));
  const fallbackFamily: ResolvedFamily = { id: 'general-fallback', prefix: '', layout: 'blank', routes: [] };
  for (const [path, screen] of [
    ['/404', 'not-found'],
    ['/403', 'forbidden'],
  ] as const) {
    if (!declared.has(path))
      fallbackFamily.routes.push({ path, screen, family: fallbackFamily.id, fullPath: path, layout: 'blank' });
  }
  if (fallbackFamily.routes.length) children.push(familyRoutes(fallbackFamily, deps));
  if (!declared.has('/')) children.push({ index: true, element: <Navigate to="/404" replace /> });
  children.push({ path: '*', element: <Navigate to="/404" replace /> });
  return [
    {
      id: 'root',
      element: <Root guard={deps.guard} />,
      errorElement: deps.errorElement,
      hydrateFallbackElement: deps.pending ?? null,
      children,
    },
  ];
}

/**
 * patchRoutesOnNavigation for a table built with `only`: a navigation whose first segment is the
 * prefix of a family not in the table yet adds that family's routes under the root (once).
 */
export function familyPatcher(deps: RouterDeps, only: ReadonlySet<string>) {
  const added = new Set(only);
  return async ({
    path,
    patch,
    signal,
  }: {
    path: string;
    patch: (routeId: string | null, children: RouteObject[]) => void;
    signal?: AbortSignal;
  }): Promise<void> => {
    const first = path.split('/').filter(Boolean)[0] ?? '';
    let segment = first;
    try {
      segment = decodeURIComponent(first);
    } catch {
      /* keep it as written */
    }
    const match = () => deps.families.filter((f) => f.prefix !== '' && prefixSegment(f) === segment);
    if (segment && match().length === 0 && deps.loadAllFamilies) await deps.loadAllFamilies();
    // A navigation overtaken while the families loaded (two failing calls each sending to the login)
    // has its patch dropped by the router: the next navigation into the prefix must patch it again.
    if (signal?.aborted) return;
    for (const f of match()) {
      if (added.has(f.id)) continue;
      added.add(f.id);
      patch('root', [familyRoutes(f, deps)]);
    }
  };
}
