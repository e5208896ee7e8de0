// The screen and layout loaders of the current route table, kept here by buildRoutes (router.tsx) for
// what loads a route's code ahead of a visit (warm.ts, its own chunk), and the component types a
// manifest draws. Small on purpose: it is part of the first load.
import type { FlowManifest, LayoutManifest, ScreenManifest } from '../contract';

export interface RouteLoaders {
  loadScreen: (id: string) => Promise<ScreenManifest>;
  loadLayout: (id: string) => Promise<LayoutManifest>;
  /** Flow manifests (the kiosk's), for the flow runtime (src/engine/flow). */
  loadFlow?: (id: string) => Promise<FlowManifest>;
}

let loaders: RouteLoaders | null = null;

export function setRouteLoaders(l: RouteLoaders): void {
  loaders = l;
}

/** null before the first route table is built. */
export function routeLoaders(): RouteLoaders | null {
  return loaders;
}

/** The component types a manifest draws. */
export function typesOf(doc: { elements?: Record<string, { type?: unknown }> }): string[] {
  return Object.values(doc?.elements ?? {})
    .map((e) => e?.type)
    .filter((t): t is string => typeof t === 'string');
}
