// The two contexts every hook reads: where the app is and how to move (one per router), and the
// route being drawn (its params, its child outlet, the error its errorElement shows).
import { createContext, type ReactNode } from 'react';
import type { Location, NavigateFunction, Params } from './types';

export interface Navigation {
  location: Location;
  navigate: NavigateFunction;
}

export const NavigationContext = createContext<Navigation | null>(null);

export interface RouteContextValue {
  params: Params;
  outlet: ReactNode;
  error?: unknown;
}

export const RouteContext = createContext<RouteContextValue>({ params: {}, outlet: null });
