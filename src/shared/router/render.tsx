// Draws a list of matches, outermost first: each route's element gets the next one as its outlet.
// In a data router, the route that holds an error draws its errorElement instead (and nothing
// below it), the first route and every route with an errorElement catch render errors of their
// part (reset by the next location), and before the first load only a hydrateFallbackElement shows.
import { Component, useContext, type ReactNode } from 'react';
import { RouteContext } from './context';
import type { Location, RouteMatch } from './types';
import type { RouterState } from './createRouter';

/** Where no route has an errorElement: the error's message. */
function DefaultError() {
  const e = useContext(RouteContext).error;
  return <p role="alert">{e instanceof Error ? e.message : String(e)}</p>;
}

interface BoundaryProps { location: Location; show: (error: unknown) => ReactNode; children: ReactNode }

class Boundary extends Component<BoundaryProps, { location: Location; failed: boolean; error?: unknown }> {
  override state = { location: this.props.location, failed: false, error: undefined as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { failed: true, error };
  }
  static getDerivedStateFromProps(props: BoundaryProps, state: { location: Location }) {
    return props.location !== state.location ? { location: props.location, failed: false, error: undefined } : null;
  }
  override render() {
    return this.state.failed ? this.props.show(this.state.error) : this.props.children;
  }
}

export function renderMatches(matches: RouteMatch[], location: Location, data?: Pick<RouterState, 'errors' | 'initialized'>): ReactNode {
  const errors = data?.errors;
  let list = errors ? matches.slice(0, matches.findIndex((m) => errors[m.route.id!] !== undefined) + 1) : matches;
  let fallback = -1;
  if (data && !data.initialized) {
    let lastFallback = 0;
    for (let i = 0; i < list.length && !list[i - 1]?.route.lazy; i++) if (list[i].route.hydrateFallbackElement !== undefined) lastFallback = i;
    fallback = lastFallback;
    list = list.slice(0, fallback + 1);
  }
  return list.reduceRight<ReactNode>((outlet, m, i) => {
    const r = m.route;
    const error = errors?.[r.id!];
    const errorElement = r.errorElement ?? <DefaultError />;
    const own = error !== undefined ? errorElement
      : i === fallback ? r.hydrateFallbackElement ?? null
        : r.Component ? <r.Component /> : r.element ?? outlet;
    const node = <RouteContext.Provider value={{ params: m.params, outlet, error }}>{own}</RouteContext.Provider>;
    if (!data || error !== undefined || (i > 0 && r.errorElement == null)) return node;
    return (
      <Boundary location={location} show={(e) => <RouteContext.Provider value={{ params: m.params, outlet: null, error: e }}>{errorElement}</RouteContext.Provider>}>
        {node}
      </Boundary>
    );
  }, null);
}
