// The imports of the component types no menu screen draws (see `later` in registry.ts) and that no
// group in loaders/ lists: a chunk of its own, loaded the first time one of them is drawn. Each group
// of loaders/ (accounts, tickets, wallet, …) is a chunk of its own too, so a page fetches the import
// map (and the preload lists) of its own area only. A type is listed here, in one loaders/ file or
// imported directly in registry.ts, never twice (tests/components/registry.test.ts).
import type { AnyComponent } from '../engine/runtime/registry';

type Loader = () => Promise<{ default: AnyComponent }>;
export type Loaders = Record<string, Loader>;

export const LATER_LOADERS: Loaders = {
  ContactCard: () => import('./ContactCard/ContactCard'),
  QrCode: () => import('./QrCode/QrCode'),
};
