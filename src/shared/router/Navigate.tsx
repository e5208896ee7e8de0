// Moves to `to` once drawn (again when the target changes): redirects inside a route table.
import { useEffect } from 'react';
import { useNavigation } from './hooks';
import { createPath, resolveTo } from './path';
import type { To } from './types';

export function Navigate({ to, replace, state }: { to: To; replace?: boolean; state?: unknown }) {
  const { location, navigate } = useNavigation();
  const target = createPath(resolveTo(to, location.pathname));
  useEffect(() => {
    void navigate(target, { replace, state });
  }, [navigate, target, replace, state]);
  return null;
}
