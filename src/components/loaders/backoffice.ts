// The back office (issue 18): theme studio and operator console.
// Their imports, one small chunk fetched the first time one of them is drawn (registry.ts LATER_GROUPS).
// A type is listed in one loaders file only (tests/components/registry.test.ts).
import type { Loaders } from '../registryLoaders';
import { loadStaffCalls } from '../../api/invoke';

// Their calls are the staff's call table (src/api/staffCalls.ts): asked for with these loaders, so a
// screen's first call starts at once, its loading bar with it.
void loadStaffCalls().catch(() => undefined);

export const LATER_LOADERS: Loaders = {
  ThemeStudio: () => import('../ThemeStudio/ThemeStudio'),
  OperatorConsole: () => import('../OperatorConsole/OperatorConsole'),
  MenuEditor: () => import('../MenuEditor/MenuEditor'),
  SoldOutBoard: () => import('../SoldOutBoard/SoldOutBoard'),
  VenueAdmin: () => import('../VenueAdmin/VenueAdmin'),
};
