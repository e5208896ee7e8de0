// What the kiosk's staff steps (site, table change, menu change) change: the stored kiosk settings,
// saved encrypted and live at once.
import { kiosk, saveKioskConfig } from '../../../features/kiosk';
import type { KioskConfig } from '../../../domain';

export async function changeSettings(patch: (c: KioskConfig) => KioskConfig): Promise<void> {
  const next = patch(JSON.parse(JSON.stringify(kiosk.config)) as KioskConfig);
  await saveKioskConfig(next);
  kiosk.config = next;
}
