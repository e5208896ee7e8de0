// A router over entries in memory, and <Routes>/<Route> to match elements against its location:
// for tests and component tests (no lazy loading; a navigation commits at once).
import { Children, Fragment, isValidElement, startTransition, useCallback, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { NavigationContext } from './context';
import { createMemoryHistory, type InitialEntry } from './history';
import { useNavigation } from './hooks';
import { matchRoutes } from './match';
import { makeLocation, resolveTo } from './path';
import { renderMatches } from './render';
import type { NavigateFunction, NavigateOptions, RouteObject, To } from './types';

export function MemoryRouter({ initialEntries, initialIndex, children }: { initialEntries?: InitialEntry[]; initialIndex?: number; children?: ReactNode }) {
  const [history] = useState(() => createMemoryHistory(initialEntries, initialIndex));
  const [location, setLocation] = useState(history.location);
  const show = useCallback((l: typeof location) => startTransition(() => setLocation(l)), []);
  useLayoutEffect(() => history.listen(show), [history, show]);
  const navigate = useMemo(() => ((to: To | number, options: NavigateOptions = {}) => {
    if (typeof to === 'number') return history.go(to);
    const next = makeLocation(resolveTo(to, history.location.pathname), options.state ?? null);
    history[options.replace ? 'replace' : 'push'](next);
    show(next);
  }) as NavigateFunction, [history, show]);
  const nav = useMemo(() => ({ location, navigate }), [location, navigate]);
  return <NavigationContext.Provider value={nav}>{children}</NavigationContext.Provider>;
}

export interface RouteProps {
  id?: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
  element?: ReactNode;
  children?: ReactNode;
}

/** Only a description for <Routes>: never drawn itself. */
export function Route(_props: RouteProps): ReactNode {
  throw new Error('A <Route> is only ever used as a child of <Routes> or another <Route>.');
}

/** <Route> elements (fragments looked through) as route objects. */
export function createRoutesFromChildren(children: ReactNode): RouteObject[] {
  const routes: RouteObject[] = [];
  Children.forEach(children, (child) => {
    if (!isValidElement<RouteProps>(child)) return;
    const p = child.props;
    if (child.type === Fragment) { routes.push(...createRoutesFromChildren(p.children)); return; }
    routes.push({ id: p.id, path: p.path, index: p.index, caseSensitive: p.caseSensitive, element: p.element, children: p.children ? createRoutesFromChildren(p.children) : undefined });
  });
  return routes;
}

/** Draws the best matching <Route> for the location (its whole path: no nesting under an outer <Routes>). */
export function Routes({ children }: { children?: ReactNode }) {
  const { location } = useNavigation();
  return <>{renderMatches(matchRoutes(createRoutesFromChildren(children), location) ?? [], location)}</>;
}
