// The kiosk's start (the flow's startup state): the settings read from their encrypted store
// (defaults restored when empty) and copied from the server's configuration (spec 4). The venue's
// configuration this page already loaded is used when there is one, so the kiosk asks the server
// nothing more before its splash; without it the configuration is asked for, and without a network
// the stored settings are used. Started once per page, as soon as the kiosk's code arrives, so the
// startup step finds it done; a failure (neither server nor store) may be retried.
import { kioskChoosesLanguage } from '../../domain';
import type { KioskConfig } from '../../domain';
import { app, venue } from '../../state/stores';
import { enrolFromAddress } from './device';
import { copyFromServer, loadKioskConfig } from './settings';
import { kiosk } from './store';

/** The venue's raw settings as the server has them (/api/spot/config), or null when it sends none. */
export async function serverSettingsOf(shop: string): Promise<Record<string, unknown> | null> {
  const { spotConfig } = await import('../../api/calls/config');
  const s = (await spotConfig({ shop }, { quiet: true })).result?.settings;
  return s ? { ...s } : null;
}

async function run(): Promise<KioskConfig | null> {
  // An enrolment code in the address is redeemed first (issue 27); a failure leaves the kiosk as it was.
  await enrolFromAddress(app.shop).catch(() => null);
  let config: KioskConfig | null;
  try {
    const loaded =
      venue.loaded && venue.serverSettings && Object.keys(venue.serverSettings).length
        ? { ...venue.serverSettings }
        : null;
    const raw = loaded ?? (await serverSettingsOf(app.shop));
    config = raw ? await copyFromServer(raw) : await loadKioskConfig();
  } catch {
    config = await loadKioskConfig().catch(() => null);
  }
  if (!config) return null;
  kiosk.config = config;
  const languages = venue.languages.length ? venue.languages : config.settings.languages;
  kiosk.chooseLanguage = kioskChoosesLanguage({ ...config.settings, languages: [...languages] });
  kiosk.ready = true;
  return config;
}

let started: Promise<KioskConfig | null> | null = null;

/** Starts the kiosk (once per page): its settings loaded and copied; null when neither the server nor the store answered. */
export function startKiosk(): Promise<KioskConfig | null> {
  if (!started) {
    const p = run();
    started = p;
    void p.then((c) => {
      if (!c && started === p) started = null;
    });
  }
  return started;
}

/** Tests: start afresh. */
export function forgetKioskStart(): void {
  started = null;
}
