// A kiosk follows its venue's configuration (issue 28): a publish in the console (settings, theme,
// texts) or a menu change reaches a running kiosk at once through the live stream, and the kiosk
// reads the configuration and its screens' data again. The event says only "changed"; `reload` reads
// through the usual calls. Without a stream the kiosk keeps what it has until its next start (as before).
import { openLiveStream } from '../live';

/** Changes closer together than this are read once. */
export const CONFIG_SETTLE_MS = 1500;

export function followVenueConfig(shop: string, reload: () => Promise<void>): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const close = openLiveStream(async () => ({ shop, config: true }), {
    onHealth: () => undefined,
    onChange: (e) => {
      if (e.kind !== 'config') return;
      // A publish and a menu import raise a burst of events: read once after the burst.
      clearTimeout(timer);
      timer = setTimeout(() => void reload().catch(() => undefined), CONFIG_SETTLE_MS);
    },
  });
  return () => {
    clearTimeout(timer);
    close();
  };
}
