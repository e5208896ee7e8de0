// What a venue setting's number MEANS (issue 29): one definition per setting, read by the console (how
// it shows and checks the value, how a change reads) and by the server (validation by meaning). Money
// in cents, percentages 0-100, the venue's identity read-only, languages and currencies from lists.

/** The UI languages the product ships (src/i18n LANGUAGES); a venue may offer only these. */
export const SUPPORTED_LANGUAGES = ['en-gb', 'zh-hans'] as const;
/** The spec's older names for them, still stored by some venues ('en', 'cn'). */
const LANGUAGE_ALIASES: readonly string[] = ['en', 'cn', 'zh', 'zh-cn', 'en-au', 'en-us'];

/** Is `v` a language the product ships (or an older name of one)? */
export const isSupportedLanguage = (v: unknown): boolean =>
  typeof v === 'string' &&
  ((SUPPORTED_LANGUAGES as readonly string[]).includes(v.toLowerCase()) || LANGUAGE_ALIASES.includes(v.toLowerCase()));

/** A languages setting's entries: a list, or the spec's comma text ('en,cn'). */
export const languageList = (v: unknown): unknown[] =>
  Array.isArray(v)
    ? v
    : typeof v === 'string'
      ? v
          .split(',')
          .map((x) => x.trim())
          .filter(Boolean)
      : [];

/** Settings that are amounts of money in cents. */
export const CENTS_SETTINGS = [
  'serviceFee',
  'floorFee',
  'minDeliveryAmount',
  'freeDeliveryAmount',
  'depositAmount',
] as const;

/** Settings that are percentages (0 to 100). */
export const PERCENT_SETTINGS = ['gstRate', 'serviceFeeRate', 'otherChargeRate', 'depositRate'] as const;

/** The venue's own identity: shown, never changed by a draft. */
export const IDENTITY_SETTINGS = ['shopId', 'shopKey', 'pathId'] as const;

export type SettingUnit = 'cents' | 'percent' | 'plain';

export function settingUnit(key: string): SettingUnit {
  if ((CENTS_SETTINGS as readonly string[]).includes(key)) return 'cents';
  if ((PERCENT_SETTINGS as readonly string[]).includes(key)) return 'percent';
  return 'plain';
}

/** ISO 4217 currency codes in use (active codes, funds and precious metals left out). */
export const ISO_4217: readonly string[] = (
  'AED AFN ALL AMD ANG AOA ARS AUD AWG AZN BAM BBD BDT BGN BHD BIF BMD BND BOB BRL BSD BTN BWP BYN BZD ' +
  'CAD CDF CHF CLP CNY COP CRC CUP CVE CZK DJF DKK DOP DZD EGP ERN ETB EUR FJD FKP GBP GEL GHS GIP GMD ' +
  'GNF GTQ GYD HKD HNL HTG HUF IDR ILS INR IQD IRR ISK JMD JOD JPY KES KGS KHR KMF KPW KRW KWD KYD KZT ' +
  'LAK LBP LKR LRD LSL LYD MAD MDL MGA MKD MMK MNT MOP MRU MUR MVR MWK MXN MYR MZN NAD NGN NIO NOK NPR ' +
  'NZD OMR PAB PEN PGK PHP PKR PLN PYG QAR RON RSD RUB RWF SAR SBD SCR SDG SEK SGD SHP SLE SOS SRD SSP ' +
  'STN SVC SYP SZL THB TJS TMT TND TOP TRY TTD TWD TZS UAH UGX USD UYU UZS VES VND VUV WST XAF XCD XOF ' +
  'XPF YER ZAR ZMW ZWL'
).split(' ');
