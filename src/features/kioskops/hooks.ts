// React hooks of kiosk operations: who is signed in (the auth store), the staff's live list of calls.
import { useSnapshot } from 'valtio';
import { app, user } from '../../state/stores';
import { useCall } from '../../api/hooks';
import { livePollMs, useLiveUpdates } from '../live';
import { listStaffCalls, staffEventsTicket } from './api';

/** Whether a user is signed in on this device, and the name to greet. */
export function useSignedIn(): { signedIn: boolean; name: string } {
  const u = useSnapshot(user);
  return {
    signedIn: Boolean(u.token),
    name: u.name || String(u.details.email ?? '') || u.mobile || '',
  };
}

/** Staff alerts poll interval without the live stream: a call shows on the staff screen within 2 s (issue 19). */
export const ALERTS_POLL_MS = 1000;

/**
 * The staff list of calls: pushed by the live stream (a new call shows at once, issue 28), polled
 * every second while the stream is down and every 15 s while it is live.
 */
export function useStaffCalls(paused: boolean) {
  const shop = useSnapshot(app).shop;
  const live = useLiveUpdates(
    paused || !shop ? null : `staff ${shop}`,
    async () => ({ shop, staffTicket: await staffEventsTicket() }),
    () => void q.mutate(),
  );
  const q = useCall(
    'kioskStaffCalls',
    {},
    {
      read: () => listStaffCalls(),
      refreshInterval: paused ? 0 : livePollMs(ALERTS_POLL_MS, live),
      revalidateOnFocus: true,
    },
  );
  return q;
}
