// The menu editor's read on the data layer (useCall, swr), keyed by venue; `useRefreshMenu` reads it
// again with the console's state after a write (save, import, publish, sold out).
import { useSWRConfig } from 'swr';
import { callKey, useCall } from '../../../api/hooks';
import { readMenu } from './api';

export const useMenuState = (shop: string) =>
  useCall('menuState', shop ? { shop } : null, { read: (p) => readMenu(p.shop) });

export function useRefreshMenu(shop: string): () => Promise<unknown> {
  const { mutate } = useSWRConfig();
  return () =>
    Promise.all(
      (['menuState', 'consoleState', 'consoleHistory', 'consoleAudit'] as const).map((n) =>
        mutate(callKey(n, { shop })),
      ),
    );
}
