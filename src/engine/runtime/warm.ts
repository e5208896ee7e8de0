// Warming routes: a screen's code (its manifest, its layout, the chunks of the components both draw
// and their deferred texts) loaded in idle time before the visitor goes there. Every load is cached
// (src/app/manifests.ts, registry.ts), so a later visit, even after the connection dropped, draws the
// screen from memory and its calls fail with their own messages, instead of the chunk-error screen.
// Components ask for it where the next step is likely (the cart badge: cart and checkout).
import { useEffect } from 'react';
import type { LayoutManifest, ResolvedFamily, ScreenManifest } from '../contract';
import { useFamily } from './family';
import { preloadComponents } from './registry';

export interface WarmLoaders {
  loadScreen: (id: string) => Promise<ScreenManifest>;
  loadLayout: (id: string) => Promise<LayoutManifest>;
}

let loaders: WarmLoaders | null = null;
const warmed = new Set<string>();

/** The router hands over its loaders (buildRoutes): warming loads exactly what a visit would. */
export function setWarmLoaders(l: WarmLoaders | null): void {
  loaders = l;
  warmed.clear();
}

/** The component types a manifest draws. */
export function typesOf(doc: { elements?: Record<string, { type?: unknown }> }): string[] {
  return Object.values(doc?.elements ?? {}).map((e) => e?.type).filter((t): t is string => typeof t === 'string');
}

type IdleWindow = { requestIdleCallback?: (fn: () => void, o?: { timeout: number }) => number };
function whenIdle(fn: () => void): void {
  const w = globalThis as IdleWindow;
  if (typeof w.requestIdleCallback === 'function') w.requestIdleCallback(fn, { timeout: 3000 });
  else setTimeout(fn, 200);
}

/** A performance mark per warmed route ('warmed shop:checkout'): when its code was in memory. */
function mark(name: string): void {
  try { globalThis.performance?.mark?.(name); } catch { /* no User Timing here */ }
}

/**
 * Loads the code of the family's routes at these paths ('cart', 'checkout') once, in idle time.
 * Paths the family does not have, and redirects, are skipped; a failed load may be warmed again.
 */
export function warmRoutes(family: ResolvedFamily | null, paths: readonly string[]): Promise<void> {
  const l = loaders;
  if (!l || !family) return Promise.resolve();
  const jobs: Promise<unknown>[] = [];
  for (const path of paths) {
    const route = family.routes.find((r) => r.path === path && r.redirect === undefined && r.screen);
    const id = `${family.id}:${path}`;
    if (!route || warmed.has(id)) continue;
    warmed.add(id);
    jobs.push(new Promise<void>((resolve) => whenIdle(resolve))
      .then(() => Promise.all([l.loadScreen(route.screen), l.loadLayout(route.layout)]))
      .then((docs) => preloadComponents(docs.flatMap(typesOf)))
      .then(() => mark(`warmed ${id}`))
      .catch(() => warmed.delete(id)));
  }
  return Promise.all(jobs).then(() => undefined);
}

/** Warms the current family's routes at these paths once `when` holds. */
export function useWarmRoutes(paths: readonly string[], when: boolean): void {
  const { family } = useFamily();
  const list = paths.join('\n');
  useEffect(() => {
    if (when) void warmRoutes(family, list.split('\n'));
  }, [family, when, list]);
}
