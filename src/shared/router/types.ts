// The shapes of the router: locations, targets, route objects and matches (react-router's names).
import type { ComponentType, ReactNode } from 'react';

export type Params = Record<string, string | undefined>;

/** A path split in its three parts ('/a', '?b=1', '#c'); search and hash are '' when absent. */
export interface Path {
  pathname: string;
  search: string;
  hash: string;
}

/** Where the app is: the path, the state given to navigate and a key unique to the history entry. */
export interface Location extends Path {
  state: unknown;
  key: string;
}

/** A navigation target: a string ('/a?b#c', 'x', '?q=1') or the parts of a path. */
export type To = string | Partial<Path>;

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

export interface NavigateFunction {
  (to: To, options?: NavigateOptions): void | Promise<void>;
  (delta: number): void | Promise<void>;
}

export interface RouteObject {
  id?: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
  element?: ReactNode;
  Component?: ComponentType | null;
  /** Shown instead of the route (and its children) when it or a child fails to load or render. */
  errorElement?: ReactNode;
  /** Shown while the first location's lazy routes load. */
  hydrateFallbackElement?: ReactNode;
  /** Loads the rest of the route (Component, element ...) before a navigation to it commits. */
  lazy?: () => Promise<Partial<Omit<RouteObject, 'id' | 'path' | 'index' | 'children' | 'lazy'>>>;
  children?: RouteObject[];
}

export interface RouteMatch<R extends RouteObject = RouteObject> {
  /** Every param of the whole match (the same object for each level, as react-router does). */
  params: Params;
  pathname: string;
  pathnameBase: string;
  route: R;
}
