// Validation by meaning (issue 29): beyond types and bounds, a draft's values must mean something —
// languages from the supported list, a real ISO 4217 currency, a deposit of at most the whole price,
// and the venue's own identity (id, key, address path) unchanged. The same lists the console checks
// with (src/domain/settingMeaning.ts); a refusal names the field.
import type { ConfigSnapshot } from '../../src/domain/configVersions';
import {
  IDENTITY_SETTINGS,
  ISO_4217,
  SUPPORTED_LANGUAGES,
  isSupportedLanguage as supported,
  languageList,
} from '../../src/domain/settingMeaning';
import { ConfigRefused } from './versions';

const langCode = (l: unknown) => (l && typeof l === 'object' ? (l as { code?: unknown }).code : l);

/** The first value of `c` that means nothing, as a refusal (config.bounds naming the field); null when all do. */
export function meaningProblem(c: ConfigSnapshot): ConfigRefused | null {
  const s = c.settings;
  const list = SUPPORTED_LANGUAGES.join(', ');
  if (s.currency !== undefined && !ISO_4217.includes(String(s.currency).toUpperCase()))
    return new ConfigRefused('config.bounds', `"${String(s.currency)}" is not an ISO 4217 currency code (e.g. AUD).`, {
      field: 'settings.currency',
    });
  if (s.defaultLang !== undefined && !supported(s.defaultLang))
    return new ConfigRefused('config.bounds', `The default language must be one of ${list}.`, {
      field: 'settings.defaultLang',
    });
  if (s.languages !== undefined && !languageList(s.languages).every(supported))
    return new ConfigRefused('config.bounds', `The languages offered must come from ${list}.`, {
      field: 'settings.languages',
    });
  const rate = s.depositRate === undefined || s.depositRate === null ? 0 : Number(s.depositRate);
  if (!Number.isFinite(rate) || rate < 0 || rate > 100)
    return new ConfigRefused('config.bounds', 'A deposit is at most the whole price (0 to 100 % of it).', {
      field: 'settings.depositRate',
      limit: 100,
    });
  const i = c.languages.findIndex((l) => !supported(langCode(l)));
  if (i >= 0)
    return new ConfigRefused('config.bounds', `The venue's languages must come from ${list}.`, {
      field: `languages.${i}`,
    });
  return null;
}

/** The venue's own id, key and address path as stored live: a draft may not change them. */
export function identityProblem(live: ConfigSnapshot, next: ConfigSnapshot): ConfigRefused | null {
  for (const k of IDENTITY_SETTINGS)
    if (JSON.stringify(live.settings[k] ?? null) !== JSON.stringify(next.settings[k] ?? null))
      return new ConfigRefused('config.identity', `The venue's ${k} is read-only: a draft cannot change it.`, {
        field: `settings.${k}`,
      });
  return null;
}
