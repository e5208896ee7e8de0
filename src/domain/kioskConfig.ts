// Kiosk settings (spec 4): the locally stored system_config, its defaults, and the copy from a
// server configuration with the full-copy flag.
import { asObject, readText, type Raw } from './coerce';
import { resolvePayments, type PaymentMethod } from './payments';
import { normaliseSettings, type Settings } from './settings';

export interface KioskConfig {
  settings: Settings;
  payments: PaymentMethod[];
  /** Screen titles by key (e.g. a welcome title), as the server names them. */
  titles: Record<string, string>;
  logo: string;
  banner: string;
}

/** The defaults restored when the stored value is empty, or on reset. */
export function defaultKioskConfig(): KioskConfig {
  return { settings: normaliseSettings({}), payments: [], titles: {}, logo: '', banner: '' };
}

function readTitles(v: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, t] of Object.entries(asObject(v) ?? {})) if (typeof t === 'string') out[k] = t;
  return out;
}

/**
 * Copies a server configuration into the kiosk's settings: flags and values go through
 * normaliseSettings (coerced to booleans, given their fallbacks). The kiosk keeps its own terminal id,
 * user id, menu group, languages, payments, titles, logo and banner unless `fullCopy` is set, when
 * those are copied from the server too.
 */
export function copySettingsFromServer(
  local: KioskConfig,
  serverConfig: Raw | null | undefined,
  fullCopy = false,
): KioskConfig {
  const server = serverConfig ?? {};
  const fresh = normaliseSettings(server);
  if (fullCopy) {
    return {
      settings: fresh,
      payments: resolvePayments(server.payments, fresh.onlineCreditCardPayment),
      titles: readTitles(server.titles),
      logo: readText(server.logo),
      banner: readText(server.banner),
    };
  }
  const own = local.settings;
  return {
    ...local,
    settings: {
      ...fresh,
      terminalId: own.terminalId,
      userId: own.userId,
      menuGroup: own.menuGroup,
      menuGroupName: own.menuGroupName,
      languages: own.languages,
    },
  };
}
