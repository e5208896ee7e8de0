// Inline validation of the console's fields with the venue settings schema itself (the generated
// validator of schemas/venue-settings.schema.json): the draft's settings as the app reads them, with
// the edited values in place, are validated whole and each problem is given to the field at its
// path, as a text key of the backoffice namespace with its values. The other parts (licence, hours,
// payments) follow the rules /pro/lot/config/update applies on the server.
import { validateVenueSettings } from '../../../generated/settings-validator';
import { ISO_4217, SUPPORTED_LANGUAGES, isSupportedLanguage, languageList, normaliseSettings } from '../../../domain';
import type { ConfigSnapshot } from '../../../domain';
import { ALL_SETTING_FIELDS } from './fields';
import { parseSpans, typedValue, type DraftValues } from './draftForm';

/** A problem: a text key (backoffice namespace) and its values. */
export interface Problem {
  key: string;
  values?: Record<string, string | number>;
}

const setIn = (o: Record<string, unknown>, path: string[], v: unknown) => {
  if (path.length === 1) o[path[0]] = v;
  else o[path[0]] = { ...((o[path[0]] as Record<string, unknown> | undefined) ?? {}), [path[1]]: v };
};

function problemOf(e: { keyword: string; params: Record<string, unknown> }): Problem {
  if (e.keyword === 'type')
    return {
      key: e.params.type === 'integer' ? 'err_integer' : e.params.type === 'number' ? 'err_number' : 'err_type',
    };
  if (e.keyword === 'minimum') return { key: 'err_min', values: { min: Number(e.params.limit) } };
  if (e.keyword === 'maximum') return { key: 'err_max', values: { max: Number(e.params.limit) } };
  if (e.keyword === 'enum') return { key: 'err_choice' };
  return { key: 'err_invalid' };
}

/** Values that must mean something (src/domain/settingMeaning.ts, as the server checks them). */
function meaningProblems(values: DraftValues): Record<string, Problem> {
  const out: Record<string, Problem> = {};
  const v = values.settings;
  const list = SUPPORTED_LANGUAGES.join(', ');
  if (typeof v.currency === 'string' && !ISO_4217.includes(v.currency.trim().toUpperCase()))
    out['settings.currency'] = { key: 'err_currency' };
  if (typeof v.defaultLang === 'string' && !isSupportedLanguage(v.defaultLang.trim()))
    out['settings.defaultLang'] = { key: 'err_language', values: { list } };
  if (v.languages !== undefined && !languageList(v.languages).every(isSupportedLanguage))
    out['settings.languages'] = { key: 'err_language', values: { list } };
  // A deposit is a share of the price: never more than all of it (the server refuses the same).
  const deposit = Number(v.depositRate);
  if (typeof v.depositRate === 'string' && v.depositRate.trim() !== '' && !(deposit >= 0 && deposit <= 100))
    out['settings.depositRate'] = { key: 'err_depositRate' };
  return out;
}

/** The settings fields' problems by form name ('settings.itemsPerRow'), validated with the schema. */
export function settingsProblems(values: DraftValues, base: ConfigSnapshot): Record<string, Problem> {
  const candidate: Record<string, unknown> = { ...normaliseSettings(base.settings) };
  const byPointer = new Map<string, string>();
  for (const f of ALL_SETTING_FIELDS) {
    const v = typedValue(
      f,
      f.path.reduce<unknown>(
        (o, k) => (o && typeof o === 'object' ? (o as Record<string, unknown>)[k] : undefined),
        values.settings,
      ),
    );
    // NaN is not JSON: a number field left empty or not a number is reported as such.
    setIn(candidate, f.path, typeof v === 'number' && Number.isNaN(v) ? 'not a number' : v);
    byPointer.set(`/${f.path.join('/')}`, f.name);
  }
  const out: Record<string, Problem> = meaningProblems(values);
  if (validateVenueSettings(candidate)) return out;
  for (const e of validateVenueSettings.errors ?? []) {
    // An error inside a list (/serviceTypes/2) belongs to the list's field.
    const name = byPointer.get(e.instancePath) ?? byPointer.get(e.instancePath.replace(/\/\d+$/, ''));
    if (name && !out[name]) out[name] = problemOf(e as { keyword: string; params: Record<string, unknown> });
  }
  const types = values.settings.serviceTypes;
  if (Array.isArray(types) && types.length === 0) out['settings.serviceTypes'] = { key: 'err_serviceTypes' };
  return out;
}

const HHMM = /^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$/;
const DATE = /^[0-9]{4}-[0-9]{2}-[0-9]{2}$/;

/** Is this a time zone the browser knows (as the server checks with its runtime)? */
export function isTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: tz });
    return tz.trim() !== '';
  } catch {
    return false;
  }
}

/** One day's opening spans: '08:00-12:00, 13:00-21:00' (empty = closed). */
export const spansProblem = (s: string): Problem | null =>
  parseSpans(s).every((p) => p.length === 2 && HHMM.test(p[0]) && HHMM.test(p[1]) && p[0] < p[1])
    ? null
    : { key: 'err_spans' };
export const datesProblem = (s: string): Problem | null =>
  s
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean)
    .every((d) => DATE.test(d))
    ? null
    : { key: 'err_dates' };
export const licencesProblem = (s: string): Problem | null =>
  /^[01]{0,64}$/.test(s.trim()) ? null : { key: 'err_licences' };
export const gtmProblem = (s: string): Problem | null =>
  /^(GTM-[A-Z0-9]{4,12})?$/.test(s.trim()) ? null : { key: 'err_gtm' };
/** A surcharge value: a percentage 0-100, or a fixed amount in dollars $0-$1,000 (configBounds' limits). */
export const rateProblem = (s: string, kind: string = '1'): Problem | null => {
  const n = Number(s);
  const ok = s.trim() !== '' && Number.isFinite(n) && n >= 0 && n <= (kind === '1' ? 100 : 1000);
  return ok ? null : { key: kind === '1' ? 'err_percent' : 'err_dollars' };
};

/** A closure row: real days, the last on or after the first, and a message in at least one language. */
export function closureProblems(c: { from: string; to: string; en: string; zh: string }): Record<string, Problem> {
  const out: Record<string, Problem> = {};
  const from = c.from.trim();
  const to = c.to.trim() || from;
  const real = (d: string) => DATE.test(d) && !Number.isNaN(Date.parse(`${d}T00:00:00Z`));
  if (!real(from)) out.from = { key: 'err_closureDates' };
  if (!real(to) || to < from) out.to = { key: 'err_closureDates' };
  if (!c.en.trim() && !c.zh.trim()) out.en = { key: 'err_closureMsg' };
  return out;
}
