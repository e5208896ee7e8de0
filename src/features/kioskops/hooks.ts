// React hooks of kiosk operations: who is signed in (the auth store), the staff's live list of calls.
import { useSnapshot } from 'valtio';
import { user } from '../../state/stores';
import { useCall } from '../../api/hooks';
import { listStaffCalls } from './api';

/** Whether a user is signed in on this device, and the name to greet. */
export function useSignedIn(): { signedIn: boolean; name: string } {
  const u = useSnapshot(user);
  return {
    signedIn: Boolean(u.token),
    name: u.name || String((u.details as { email?: unknown }).email ?? '') || u.mobile || '',
  };
}

/** Staff alerts poll interval: a call shows on the staff screen within 2 s (issue 19). */
export const ALERTS_POLL_MS = 1000;

export function useStaffCalls(paused: boolean) {
  return useCall(
    'kioskStaffCalls',
    {},
    { read: () => listStaffCalls(), refreshInterval: paused ? 0 : ALERTS_POLL_MS, revalidateOnFocus: true },
  );
}
