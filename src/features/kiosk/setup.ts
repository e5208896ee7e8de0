// Wires the kiosk into the engine once: the `kiosk` state slice (writable: manifests set the dining
// choice with state.set), the network status it shows, and its user token in the encrypted store.
import { sealTokensWith, type TokenSealer } from '../../api/token-store';
import { registerStateSlice, sliceNames } from '../../engine/runtime/state';
import { user } from '../../state/stores';
import { openText, readStored, sealText } from '../../shared/storage';
import { kiosk } from './store';

/** The kiosk's user token sealer: the encrypted store's (AES-GCM under this device's key), like its settings. */
export const KIOSK_TOKEN_SEALER: TokenSealer = {
  seal: (token: string) => sealText(token),
  open: async (raw: string) => {
    const v = await openText(raw);
    return typeof v === 'string' ? v : null;
  },
};

let done = false;
export function setUpKiosk(): void {
  if (done) return;
  done = true;
  if (!sliceNames().includes('kiosk')) registerStateSlice('kiosk', kiosk, { writable: true });
  // Spec 4: the kiosk's user token sits in its encrypted store. A token sealed so could not be read
  // by the start-up's restore (it ran before the kiosk's code): read it again now. The sign-in code
  // loads only when a token is stored (a customer's kiosk, with no staff signed in, goes without it).
  sealTokensWith(KIOSK_TOKEN_SEALER);
  if (!user.token && readStored('userToken'))
    void import('../../state/restoreLogin').then((m) => m.restoreLogin()).catch(() => false);
  if (typeof window !== 'undefined') {
    window.addEventListener('online', () => {
      kiosk.online = true;
    });
    window.addEventListener('offline', () => {
      kiosk.online = false;
    });
  }
}
