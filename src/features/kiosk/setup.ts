// Wires the kiosk into the engine once: the `kiosk` state slice (writable: manifests set the dining
// choice with state.set) and the network status it shows.
import { registerStateSlice, sliceNames } from '../../engine/runtime/state';
import { kiosk } from './store';

let done = false;
export function setUpKiosk(): void {
  if (done) return;
  done = true;
  if (!sliceNames().includes('kiosk')) registerStateSlice('kiosk', kiosk, { writable: true });
  if (typeof window !== 'undefined') {
    window.addEventListener('online', () => { kiosk.online = true; });
    window.addEventListener('offline', () => { kiosk.online = false; });
  }
}
