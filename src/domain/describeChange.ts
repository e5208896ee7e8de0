// A configuration change as a person reads it (issue 29): each changed key of a diffConfig change
// becomes one or more sentences `subject: before → after`, in the operator's language through `say`
// (texts of the console's namespace): "Credit card surcharge: on, 1.5 % → off", "Monday:
// 08:00–12:00 → closed", "Service fee: $1.50 → $2.00". The console's preview, history and audit log
// all show changes through this, never as JSON.
import type { ConfigChange } from './configVersions';
import { formatCents } from './formatMoney';
import { readPaymentSurcharge } from './payments';
import { settingUnit } from './settingMeaning';

/** The console's texts: a key of its namespace with values; a key it lacks answers with `fallback`. */
export type Say = (key: string, values?: Record<string, string | number>, fallback?: string) => string;

export interface ChangeSentence {
  /** The stored key it came from (`settings.gstRate`, `payments`): the details line. */
  key: string;
  subject: string;
  before: string;
  after: string;
}

const DAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A setting key's words (label key set_<key>, dots as _), falling back to its key split into words. */
export const settingLabel = (key: string, say: Say): string =>
  say(
    `set_${key.replace(/\./g, '_')}`,
    {},
    key
      .split('.')
      .pop()!
      .replace(/([a-z])([A-Z])/g, '$1 $2')
      .replace(/^./, (c) => c.toUpperCase()),
  );

/** A YYYY-MM-DD date as DD/MM/YYYY. */
const day = (d: unknown) =>
  typeof d === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(d) ? d.split('-').reverse().join('/') : String(d ?? '');

function plain(v: unknown, say: Say, unit: ReturnType<typeof settingUnit> | 'switch' = 'plain'): string {
  if (unit === 'switch') return say(v === 1 || v === '1' || v === 'true' || v === true ? 'on' : 'off');
  if (v === undefined || v === null || v === '') return say('value_none', {}, '—');
  if (typeof v === 'boolean') return say(v ? 'on' : 'off');
  if (unit === 'cents' && Number.isFinite(Number(v))) return formatCents(Number(v), '$');
  if (unit === 'percent' && Number.isFinite(Number(v))) return `${Number(v)} %`;
  if (Array.isArray(v))
    return v.length
      ? v.map((x) => (isObj(x) ? String(x.zoneId ?? x.code ?? x.name ?? '') : String(x))).join(', ')
      : say('value_none', {}, '—');
  if (isObj(v))
    return Object.entries(v)
      .map(([k, x]) => `${k} ${plain(x, say)}`)
      .join(', ');
  return String(v);
}

function surchargeText(e: Record<string, unknown> | undefined, say: Say): string {
  if (!e) return say('value_none', {}, '—');
  const s = readPaymentSurcharge(e);
  if (!s.on) return say('off');
  return `${say('on')}, ${s.kind === 'percent' ? `${s.percent} %` : formatCents(s.fixedCents, '$')}`;
}

function paymentSentences(before: unknown, after: unknown, say: Say): ChangeSentence[] {
  const list = (v: unknown) => (Array.isArray(v) ? v.filter(isObj) : []);
  const b = list(before);
  const a = list(after);
  const id = (e: Record<string, unknown>) => String(e.payment ?? e.code ?? e.name ?? '');
  const out: ChangeSentence[] = [];
  for (const k of [...new Set([...b, ...a].map(id))]) {
    const eb = b.find((e) => id(e) === k);
    const ea = a.find((e) => id(e) === k);
    const method = String((ea ?? eb)?.name ?? k);
    const was = surchargeText(eb, say);
    const now = surchargeText(ea, say);
    if (was !== now)
      out.push({ key: 'payments', subject: say('change_surcharge', { method }), before: was, after: now });
    const shown = (e?: Record<string, unknown>) =>
      e ? say(e.visible === 0 || e.visible === '0' || e.visible === false ? 'off' : 'on') : say('value_none', {}, '—');
    if (shown(eb) !== shown(ea))
      out.push({ key: 'payments', subject: say('change_offered', { method }), before: shown(eb), after: shown(ea) });
  }
  return out;
}

const spans = (v: unknown, say: Say) =>
  Array.isArray(v) && v.length
    ? v.map((s) => (Array.isArray(s) ? `${String(s[0])}–${String(s[1])}` : '')).join(', ')
    : say('closed');

function closuresText(v: unknown, say: Say, lang: string): string {
  if (!Array.isArray(v) || !v.length) return say('value_none', {}, '—');
  return v
    .filter(isObj)
    .map((c) => {
      const msg = isObj(c.message) ? String(c.message[lang] ?? c.message['en-gb'] ?? '') : String(c.message ?? '');
      const when = c.from === c.to ? day(c.from) : `${day(c.from)}–${day(c.to)}`;
      return msg ? `${when} “${msg}”` : when;
    })
    .join('; ');
}

/** Service-number ranges (issue 30): one sentence per mode whose range changed, "Kiosk numbers: 201–300 → 1–99". */
function rangeSentences(c: ConfigChange, say: Say): ChangeSentence[] {
  const b = isObj(c.before) ? c.before : {};
  const a = isObj(c.after) ? c.after : {};
  const text = (r: unknown) => (isObj(r) ? `${String(r.first)}–${String(r.last)}` : say('value_none', {}, '—'));
  return [...new Set([...Object.keys(b), ...Object.keys(a)])]
    .filter((m) => text(b[m]) !== text(a[m]))
    .map((m) => ({
      key: c.key,
      subject: say(`change_range_${m}`, {}, `${m} numbers`),
      before: text(b[m]),
      after: text(a[m]),
    }));
}

/** A table list as "6 tables: 1, 2, 3, 4, 5, 6" (the first 12 numbers). */
function tablesText(v: unknown, say: Say): string {
  const list = Array.isArray(v) ? v.filter(isObj).map((t) => String(t.tabNo ?? '')) : [];
  if (!list.length) return say('value_none', {}, '—');
  const shown = list.length > 12 ? `${list.slice(0, 12).join(', ')}…` : list.join(', ');
  return say('change_tablesValue', { count: list.length, list: shown }, `${list.length}: ${shown}`);
}

/** The sentences one change reads as (a payments or hours change may give several). */
export interface DescribeOptions {
  /** The operator's language (a closure's message in it). */
  lang?: string;
  /** Is this settings key (`kioskMode`, `kiosk.splash`) an on/off switch (0/1 read as off/on)? */
  isSwitch?: (key: string) => boolean;
}

export function describeChange(c: ConfigChange, say: Say, o: DescribeOptions = {}): ChangeSentence[] {
  const lang = o.lang ?? 'en-gb';
  const one = (subject: string, before: string, after: string): ChangeSentence[] =>
    before === after ? [] : [{ key: c.key, subject, before, after }];
  const [part, ...rest] = c.key.split('.');
  const sub = rest.join('.');
  if (part === 'payments') return paymentSentences(c.before, c.after, say);
  if (c.key === 'hours.week') {
    const b = isObj(c.before) ? c.before : {};
    const a = isObj(c.after) ? c.after : {};
    return DAYS.flatMap((d) => one(say(`day_${d}`), spans(b[d], say), spans(a[d], say)));
  }
  if (c.key === 'closures' || c.key === 'hours.closures')
    return one(say('change_closures'), closuresText(c.before, say, lang), closuresText(c.after, say, lang));
  if (c.key === 'hours.closedDates')
    return one(
      say('hours_closedDates'),
      plain(Array.isArray(c.before) ? c.before.map(day) : c.before, say),
      plain(Array.isArray(c.after) ? c.after.map(day) : c.after, say),
    );
  if (part === 'hours') return one(say(`hours_${sub}`, {}, sub), plain(c.before, say), plain(c.after, say));
  if (part === 'settings') {
    const unit = o.isSwitch?.(sub) ? 'switch' : settingUnit(sub);
    if (isObj(c.before) || isObj(c.after)) {
      const b = isObj(c.before) ? c.before : {};
      const a = isObj(c.after) ? c.after : {};
      return [...new Set([...Object.keys(b), ...Object.keys(a)])].flatMap((k) =>
        one(
          settingLabel(`${sub}.${k}`, say),
          plain(b[k], say, o.isSwitch?.(`${sub}.${k}`) ? 'switch' : 'plain'),
          plain(a[k], say, o.isSwitch?.(`${sub}.${k}`) ? 'switch' : 'plain'),
        ).map((s) => ({
          ...s,
          key: `${c.key}.${k}`,
        })),
      );
    }
    return one(settingLabel(sub, say), plain(c.before, say, unit), plain(c.after, say, unit));
  }
  if (part === 'licence') return one(say(`licence_${sub}`, {}, sub), plain(c.before, say), plain(c.after, say));
  if (part === 'branding') return one(say('branding_field', { key: sub }), plain(c.before, say), plain(c.after, say));
  if (part === 'theme') return one(say('theme'), plain(c.before, say), plain(c.after, say));
  if (part === 'languages') return one(say('venueLanguages'), plain(c.before, say), plain(c.after, say));
  if (c.key === 'counter.ranges') return rangeSentences(c, say);
  if (c.key === 'counter.tables')
    return one(say('change_tables', {}, 'Tables'), tablesText(c.before, say), tablesText(c.after, say));
  return one(say(`part_${part}`, {}, c.key), plain(c.before, say), plain(c.after, say));
}

/** Every change of a list as sentences, in order. */
export const describeChanges = (changes: ConfigChange[], say: Say, o?: DescribeOptions): ChangeSentence[] =>
  changes.flatMap((c) => describeChange(c, say, o));
