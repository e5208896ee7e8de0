// The hooks: where the app is, how to move, the route's params, the query string, the route error.
import { useCallback, useContext, useMemo } from 'react';
import { NavigationContext, RouteContext, type Navigation } from './context';
import type { Location, NavigateFunction, NavigateOptions, Params } from './types';

export function useNavigation(): Navigation {
  const nav = useContext(NavigationContext);
  if (!nav) throw new Error('No <RouterProvider> or <MemoryRouter> here');
  return nav;
}

export const useLocation = (): Location => useNavigation().location;

/** navigate(to, { replace, state }) or navigate(-1); the same function for the router's lifetime. */
export const useNavigate = (): NavigateFunction => useNavigation().navigate;

/** Every param of the current match, URL-decoded ({} outside any route). */
export const useParams = <P extends Params = Params>(): Readonly<Partial<P>> => useContext(RouteContext).params as Partial<P>;

/** The error shown by the errorElement being drawn. */
export const useRouteError = (): unknown => useContext(RouteContext).error;

export type SearchParamsInit = string | string[][] | Record<string, string> | URLSearchParams;
export type SetSearchParams = (next: SearchParamsInit | ((prev: URLSearchParams) => SearchParamsInit), options?: NavigateOptions) => void;

/** The query of the location, and a setter that navigates to the same path with a new query. */
export function useSearchParams(): [URLSearchParams, SetSearchParams] {
  const { location, navigate } = useNavigation();
  const params = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const set = useCallback<SetSearchParams>((next, options) => {
    const init = typeof next === 'function' ? next(new URLSearchParams(params)) : next;
    void navigate(`?${new URLSearchParams(init).toString()}`, options);
  }, [navigate, params]);
  return [params, set];
}
