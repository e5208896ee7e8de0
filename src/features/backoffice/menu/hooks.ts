// The menu editor's read on the data layer (useCall, swr), keyed by venue; `useRefreshMenu` reads it
// again with the console's state after a write (save, import, publish, sold out).
import { useSWRConfig } from 'swr';
import { callKey, useCall } from '../../../api/hooks';
import { readMenu } from './api';

/** `pollMs`: read again this often (the staff's board, so two phones agree); 0 reads once. */
export const useMenuState = (shop: string, pollMs = 0) =>
  useCall('menuState', shop ? { shop } : null, { read: (p) => readMenu(p.shop), refreshInterval: pollMs });

export function useRefreshMenu(shop: string): () => Promise<unknown> {
  const { mutate } = useSWRConfig();
  return () =>
    Promise.all(
      (['menuState', 'consoleState', 'consoleHistory', 'consoleAudit'] as const).map((n) =>
        mutate(callKey(n, { shop })),
      ),
    );
}
