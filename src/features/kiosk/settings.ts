// The kiosk settings store (spec 4): encrypted in local storage under system_config, defaults
// restored and saved when empty, reset to the defaults, copied from the server configuration (the
// full-copy flag copies payments, titles, terminal, user, menu group, logo, banner and languages too),
// and the rotating service number (201-300, saved).
import { copySettingsFromServer, defaultKioskConfig, type KioskConfig } from '../../domain/kioskConfig';
import { readKioskConfig } from '../../domain/kioskRun';
import { nextServiceNumber } from '../../domain/serviceNumber';
import { readFlag, type Raw } from '../../domain/coerce';
import { readEncrypted, writeEncrypted } from '../../shared/storage';

/** The stored settings; the defaults (saved) when the store is empty or unreadable. */
export async function loadKioskConfig(): Promise<KioskConfig> {
  const { config, restored } = readKioskConfig(await readEncrypted('systemConfig'));
  if (restored) await writeEncrypted('systemConfig', config);
  return config;
}

export async function saveKioskConfig(config: KioskConfig): Promise<void> {
  await writeEncrypted('systemConfig', config);
}

/** Back to the defaults (saved). */
export async function resetKioskConfig(): Promise<KioskConfig> {
  const config = defaultKioskConfig();
  await saveKioskConfig(config);
  return config;
}

/**
 * Copies the server's raw configuration into the stored settings and saves them. `fullCopy` is the
 * server's own flag (`fullCopy` / `kioskFullCopy`) unless given.
 */
export async function copyFromServer(server: Raw | null | undefined, fullCopy?: boolean): Promise<KioskConfig> {
  const local = await loadKioskConfig();
  const full = fullCopy ?? (readFlag(server?.fullCopy) || readFlag(server?.kioskFullCopy));
  const next = copySettingsFromServer(local, server, full);
  await saveKioskConfig(next);
  return next;
}

/** Takes the next service number (201-300, wrapping) and saves it. */
export async function takeServiceNumber(range?: { min?: unknown; max?: unknown }): Promise<number> {
  const current = await readEncrypted('kioskServiceNumber');
  const next = nextServiceNumber(typeof current === 'number' || typeof current === 'string' ? current : null, range);
  await writeEncrypted('kioskServiceNumber', next);
  return next;
}
