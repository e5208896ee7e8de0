// Draws a data router's state. Commits arrive as transitions, as react-router does, so a screen
// that suspends keeps the previous one on screen.
import { startTransition, useCallback, useLayoutEffect, useMemo, useState } from 'react';
import { NavigationContext } from './context';
import { renderMatches } from './render';
import type { Router } from './createRouter';
import type { NavigateFunction, NavigateOptions, To } from './types';

export function RouterProvider({ router }: { router: Router }) {
  const [state, setState] = useState(router.state);
  useLayoutEffect(() => {
    const stop = router.subscribe((s) => startTransition(() => setState(s)));
    setState(router.state);
    return stop;
  }, [router]);
  // Read at call time: router.navigate may be wrapped after the router is made (table service).
  const navigate = useCallback((to: To | number, options?: NavigateOptions) => router.navigate(to, options), [router]) as NavigateFunction;
  const nav = useMemo(() => ({ location: state.location, navigate }), [state.location, navigate]);
  return <NavigationContext.Provider value={nav}>{renderMatches(state.matches, state.location, state)}</NavigationContext.Provider>;
}
