// The kiosk at run time (spec 4, 9): its stored settings read back (defaults when empty or broken),
// the flow's timer durations from those settings, and the accessible-layout and language rules.
import { asObject } from './coerce';
import { defaultKioskConfig, type KioskConfig } from './kioskConfig';
import { showLanguageSwitch, type KioskSettings, type Settings } from './settings';
import { resolvePayments } from './payments';

/**
 * The kiosk configuration from its stored value. An empty or unreadable value gives the defaults,
 * with `restored` set: the caller saves them (spec 4: "defaults are restored and saved").
 */
export function readKioskConfig(stored: unknown): { config: KioskConfig; restored: boolean } {
  const o = asObject(stored);
  const settings = asObject(o?.settings);
  if (!o || !settings || Object.keys(settings).length === 0) return { config: defaultKioskConfig(), restored: true };
  const d = defaultKioskConfig();
  const titles: Record<string, string> = {};
  for (const [k, v] of Object.entries(asObject(o.titles) ?? {})) if (typeof v === 'string') titles[k] = v;
  return {
    config: {
      // Stored settings are already normalised: a second pass keeps every key present (new keys take their fallbacks).
      settings: {
        ...d.settings,
        ...(settings as Partial<Settings>),
        kiosk: { ...d.settings.kiosk, ...((asObject(settings.kiosk) as Partial<KioskSettings> | null) ?? {}) },
      },
      payments: Array.isArray(o.payments) ? resolvePayments(o.payments) : [],
      titles,
      logo: typeof o.logo === 'string' ? o.logo : '',
      banner: typeof o.banner === 'string' ? o.banner : '',
    },
    restored: false,
  };
}

/** The kiosk timer names of the flow manifest (screens/kiosk/kiosk.json) and the setting (seconds) of each. */
export const KIOSK_TIMER_SETTINGS = {
  inactivity: 'inactivityTimeout',
  returnCountdown: 'returnCountdown',
  orderNumberDisplay: 'orderNumberDisplay',
  thanksDisplay: 'thanksDisplay',
  advertCheck: 'advertCheckInterval',
  customerUnlock: 'customerUnlockTimeout',
} as const satisfies Record<string, keyof KioskSettings>;

/** The flow's timer durations in milliseconds from the kiosk settings (seconds). */
export function kioskTimerDurations(
  k: Pick<KioskSettings, (typeof KIOSK_TIMER_SETTINGS)[keyof typeof KIOSK_TIMER_SETTINGS]>,
): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [timer, key] of Object.entries(KIOSK_TIMER_SETTINGS)) out[timer] = Math.max(0, Number(k[key]) || 0) * 1000;
  return out;
}

/** Seconds left of a countdown started at `startedAt` (ms) lasting `seconds`, never below 0. */
export function countdownLeft(startedAt: number, seconds: number, now: number): number {
  return Math.max(0, Math.ceil(seconds - (now - startedAt) / 1000));
}

/** The kiosk offers a language choice only with it switched on and more than one language not hidden (spec 4). */
export function kioskChoosesLanguage(
  s: Pick<Settings, 'languages' | 'hideLanguage'> & { kiosk: Pick<KioskSettings, 'chooseLanguage'> },
): boolean {
  return Boolean(s.kiosk.chooseLanguage) && showLanguageSwitch(s);
}

/** Dining choices of the kiosk (the flow's `$state: /kiosk/dining`). */
export const KIOSK_DINING = ['eat-in', 'take-away'] as const;
export type KioskDining = (typeof KIOSK_DINING)[number];

/** A table locator (plate) number: digits only, 1 to `length` of them (spec 9: table number length 3). */
export function validPlate(value: string, length = 3): boolean {
  return new RegExp(`^[0-9]{1,${Math.max(1, length)}}$`).test(value.trim());
}
