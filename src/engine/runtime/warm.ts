// Warming routes: a screen's code (its manifest, its layout, the chunks of the components both draw
// and their deferred texts) loaded once the page is interactive, before the visitor goes there. Every load is cached
// (src/app/manifests.ts, registry.ts), so a later visit, even after the connection dropped, draws the
// screen from memory and its calls fail with their own messages, instead of the chunk-error screen.
// Components ask for it where the next step is likely (the cart badge: cart and checkout).
// This module is loaded only by what warms (its own chunk); the router keeps its loaders in routeLoaders.ts.
import type { ResolvedFamily } from '../contract';
import { preloadComponents } from './registry';
import { routeLoaders, typesOf } from './routeLoaders';
import { whenInteractive } from './whenInteractive';

/** Routes warmed (or being warmed) per route table: warming loads exactly what a visit would. */
const warmed = new WeakMap<object, Set<string>>();

/** A performance mark per warmed route ('warmed shop:checkout'): when its code was in memory. */
function mark(name: string): void {
  try {
    globalThis.performance?.mark?.(name);
  } catch {
    /* no User Timing here */
  }
}

/**
 * Loads the code of the family's routes at these paths ('cart', 'checkout') once, when the page is
 * interactive (whenInteractive.ts: after the load event and a quiet main thread, in idle time), so
 * start-up never waits for it.
 * Paths the family does not have, and redirects, are skipped; a failed load may be warmed again.
 */
export function warmRoutes(family: ResolvedFamily | null, paths: readonly string[]): Promise<void> {
  const l = routeLoaders();
  if (!l || !family) return Promise.resolve();
  const done = warmed.get(l) ?? new Set<string>();
  warmed.set(l, done);
  const jobs: Promise<unknown>[] = [];
  for (const path of paths) {
    const route = family.routes.find((r) => r.path === path && r.redirect === undefined && r.screen);
    const id = `${family.id}:${path}`;
    if (!route || done.has(id)) continue;
    done.add(id);
    jobs.push(
      new Promise<void>((resolve) => whenInteractive(resolve))
        .then(() => Promise.all([l.loadScreen(route.screen), l.loadLayout(route.layout)]))
        .then((docs) => preloadComponents(docs.flatMap(typesOf)))
        .then(() => mark(`warmed ${id}`))
        .catch(() => done.delete(id)),
    );
  }
  return Promise.all(jobs).then(() => undefined);
}
