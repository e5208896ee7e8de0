// The console's reads on the data layer (useCall, swr), keyed by venue: its state (live, latest
// version, draft), the version history and the audit log; `useRefreshConsole` reads all three again
// after a write (save, discard, publish, rollback).
import { useSWRConfig } from 'swr';
import { callKey, useCall } from '../../../api/hooks';
import { readAudit, readHistory, readState } from './api';
import { readKioskDevices } from './kiosks';

const at = (shop: string) => (shop ? { shop } : null);

export const useConsoleState = (shop: string) => useCall('consoleState', at(shop), { read: (p) => readState(p.shop) });
export const useVersionHistory = (shop: string) =>
  useCall('consoleHistory', at(shop), { read: (p) => readHistory(p.shop) });
export const useAuditLog = (shop: string) => useCall('consoleAudit', at(shop), { read: (p) => readAudit(p.shop) });

export const useKioskDevices = (shop: string) =>
  useCall('kioskDevices', at(shop), { read: (p) => readKioskDevices(p.shop) });

export function useRefreshConsole(shop: string): () => Promise<unknown> {
  const { mutate } = useSWRConfig();
  return () =>
    Promise.all((['consoleState', 'consoleHistory', 'consoleAudit'] as const).map((n) => mutate(callKey(n, { shop }))));
}
