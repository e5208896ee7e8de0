// A configuration snapshot as the console's form values, and back. Settings are shown as the app
// reads them (normaliseSettings: flags as booleans, fallbacks filled); a saved draft writes back only
// the keys the operator changed, so every other stored value keeps its raw form. Number inputs hold
// text while typed; listed values are comma-separated text.
import { normaliseSettings } from '../../../domain';
import type { ConfigSnapshot } from '../../../domain';
import { readPaymentSurcharge, sameValue, writePaymentSurcharge } from '../../../domain';
import { ALL_SETTING_FIELDS, type SettingField } from './fields';

export const WEEK = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEK)[number];
/** Branding keys of spec 3, always offered (a venue's other stored branding keys are offered too). */
export const BRANDING_KEYS = [
  'name',
  'bannerImage',
  'showBanner',
  'loginImage',
  'footerImage',
  'designer',
  'website',
] as const;
/** Flag-like branding keys (0/1): a switch. */
const BRANDING_FLAGS: readonly string[] = ['showBanner'];
export const PAYMENT_SURCHARGE_TYPES = ['1', '2'] as const;

type FieldValue = string | boolean | (string | number)[];
export interface PaymentValues {
  name: string;
  payment: string;
  visible: boolean;
  surcharge: boolean;
  surchargeType: string;
  rate: string;
}
export interface DraftValues {
  settings: Record<string, FieldValue | Record<string, FieldValue>>;
  licence: { status: string; licenses: string; gtmCode: string };
  theme: string;
  branding: Record<string, string | boolean>;
  payments: PaymentValues[];
  languages: string[];
  hours: {
    tz: string;
    days: Record<Weekday, string>;
    closedDates: string;
    closedMessage: string;
    closures: ClosureValues[];
  };
}

/** A closure as the form holds it: first and last day (YYYY-MM-DD) and the message in each language. */
export interface ClosureValues {
  from: string;
  to: string;
  en: string;
  zh: string;
}

/** The stored closures as the form's rows. */
export function closureRows(v: unknown): ClosureValues[] {
  if (!Array.isArray(v)) return [];
  return v
    .filter((c): c is Record<string, unknown> => !!c && typeof c === 'object')
    .map((c) => {
      const m = (c.message && typeof c.message === 'object' ? c.message : {}) as Record<string, unknown>;
      return {
        from: String(c.from ?? ''),
        to: String(c.to ?? c.from ?? ''),
        en: String(m['en-gb'] ?? ''),
        zh: String(m['zh-hans'] ?? ''),
      };
    });
}

/** The form's closure rows as stored: a message only in the languages written. */
export function storedClosures(rows: ClosureValues[]): { from: string; to: string; message: Record<string, string> }[] {
  return rows.map((r) => {
    const message: Record<string, string> = {};
    if (r.en.trim()) message['en-gb'] = r.en.trim();
    if (r.zh.trim()) message['zh-hans'] = r.zh.trim();
    return { from: r.from.trim(), to: r.to.trim() || r.from.trim(), message };
  });
}

const getIn = (o: unknown, path: string[]): unknown =>
  path.reduce<unknown>((v, k) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[k] : undefined), o);
const listText = (v: unknown): string =>
  Array.isArray(v)
    ? v
        .map((x) => (x && typeof x === 'object' ? String((x as { zoneId?: unknown }).zoneId ?? '') : String(x)))
        .join(', ')
    : String(v ?? '');
const splitList = (s: string): string[] =>
  s
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean);
const flag = (v: unknown) => v === true || v === 1 || v === '1';
const langCode = (l: unknown) =>
  l && typeof l === 'object' ? String((l as { code?: unknown }).code ?? '') : String(l);

/** One field's form value from the normalised settings. */
function formValue(f: SettingField, normal: unknown): FieldValue {
  const v = getIn(normal, f.path);
  if (f.kind === 'switch') return Boolean(v);
  if (f.kind === 'choices') return Array.isArray(v) ? (v as (string | number)[]) : [];
  if (f.kind === 'list') return listText(v);
  return v === undefined || v === null ? '' : String(v);
}

/** A field's form value as the stored (typed) value; NaN for a number that is not one. */
export function typedValue(f: SettingField, v: unknown): unknown {
  if (f.kind === 'switch') return Boolean(v);
  if (f.kind === 'choices') return Array.isArray(v) ? v : [];
  // Delivery zones are edited by their ids (post codes); each becomes { zoneId, name } as the app reads it.
  if (f.kind === 'list')
    return f.objectItems
      ? splitList(String(v ?? '')).map((id) => ({ zoneId: id, name: id }))
      : splitList(String(v ?? ''));
  if (f.kind === 'number') return String(v ?? '').trim() === '' ? Number.NaN : Number(v);
  if (f.kind === 'select') return f.options.find((o) => String(o) === String(v)) ?? v;
  return String(v ?? '');
}

function spansText(spans: unknown): string {
  return Array.isArray(spans)
    ? spans
        .map((s) => (Array.isArray(s) ? `${String(s[0])}-${String(s[1])}` : ''))
        .filter(Boolean)
        .join(', ')
    : '';
}

/**
 * A payment entry as the form shows it, read with the same definition prices use
 * (readPaymentSurcharge): a percentage as typed, a fixed amount in dollars (stored in cents).
 */
function paymentValues(p: Record<string, unknown>): PaymentValues {
  const s = readPaymentSurcharge(p);
  return {
    name: String(p.name ?? ''),
    payment: String(p.payment ?? ''),
    visible: p.visible === undefined ? true : flag(p.visible),
    surcharge: s.on,
    surchargeType: s.kind === 'percent' ? '1' : '2',
    rate: s.kind === 'percent' ? String(s.percent) : (s.fixedCents / 100).toFixed(2),
  };
}

/** The form's values for a snapshot. */
export function toFormValues(c: ConfigSnapshot): DraftValues {
  const normal = normaliseSettings(c.settings);
  const settings: DraftValues['settings'] = {};
  for (const f of ALL_SETTING_FIELDS) {
    if (f.path.length === 1) settings[f.path[0]] = formValue(f, normal);
    else ((settings[f.path[0]] ??= {}) as Record<string, FieldValue>)[f.path[1]] = formValue(f, normal);
  }
  const branding: DraftValues['branding'] = {};
  for (const k of [...new Set([...BRANDING_KEYS, ...Object.keys(c.branding)])]) {
    const v = c.branding[k];
    branding[k] = BRANDING_FLAGS.includes(k)
      ? flag(v)
      : typeof v === 'string' || typeof v === 'number'
        ? String(v)
        : '';
  }
  const week = (c.hours.week ?? {}) as Record<string, unknown>;
  return {
    settings,
    licence: {
      status: String(c.licence.status ?? 1),
      licenses: String(c.licence.licenses ?? ''),
      gtmCode: String(c.licence.gtmCode ?? ''),
    },
    theme: c.theme,
    branding,
    payments: c.payments.map(paymentValues),
    languages: c.languages.map(langCode).filter(Boolean),
    hours: {
      tz: String(c.hours.tz ?? ''),
      days: Object.fromEntries(WEEK.map((d) => [d, spansText(week[d])])) as Record<Weekday, string>,
      closedDates: Array.isArray(c.hours.closedDates) ? (c.hours.closedDates as string[]).join(', ') : '',
      closedMessage: String(c.hours.closedMessage ?? ''),
      closures: closureRows(c.hours.closures),
    },
  };
}

/** Spans text ('08:00-12:00, 13:00-21:00') as [open, close] pairs; a day left empty is closed. */
export const parseSpans = (s: string): string[][] => splitList(s).map((x) => x.split('-').map((t) => t.trim()));

/** The snapshot the form's values make, on top of `base` (the draft or live configuration it was opened from). */
export function toSnapshot(v: DraftValues, base: ConfigSnapshot): ConfigSnapshot {
  const normal = normaliseSettings(base.settings);
  const settings: Record<string, unknown> = { ...base.settings };
  for (const f of ALL_SETTING_FIELDS) {
    const now = typedValue(f, getIn(v.settings, f.path));
    const was = typedValue(f, formValue(f, normal));
    if (sameValue(now, was)) continue;
    if (f.path.length === 1) settings[f.path[0]] = now;
    else
      settings[f.path[0]] = {
        ...((settings[f.path[0]] as Record<string, unknown> | undefined) ?? {}),
        [f.path[1]]: now,
      };
  }
  const branding: Record<string, unknown> = { ...base.branding };
  for (const [k, val] of Object.entries(v.branding)) {
    const next = BRANDING_FLAGS.includes(k) ? (val ? 1 : 0) : String(val);
    if (!(k in base.branding) && (next === '' || next === 0)) continue;
    branding[k] = next;
  }
  const week: Record<string, string[][]> = {};
  for (const d of WEEK) {
    const spans = parseSpans(v.hours.days[d] ?? '');
    if (spans.length) week[d] = spans;
  }
  const hours: Record<string, unknown> = { ...base.hours, tz: v.hours.tz.trim(), week };
  const dates = splitList(v.hours.closedDates);
  if ('closedDates' in base.hours || dates.length) hours.closedDates = dates;
  if ('closedMessage' in base.hours || v.hours.closedMessage) hours.closedMessage = v.hours.closedMessage;
  const closures = v.hours.closures ?? [];
  if ('closures' in base.hours || closures.length) hours.closures = storedClosures(closures);
  return {
    settings,
    licence: {
      ...base.licence,
      status: Number(v.licence.status),
      licenses: v.licence.licenses.trim(),
      gtmCode: v.licence.gtmCode.trim(),
    },
    theme: v.theme,
    themeDoc: base.themeDoc,
    branding,
    profile: base.profile,
    payments: base.payments.map((p, i) => {
      const f = v.payments[i];
      // Untouched entries keep their stored form (an older entry is not rewritten by opening the console).
      if (!f || sameValue(f, paymentValues(p))) return p;
      const percent = f.surchargeType === '1';
      return writePaymentSurcharge(
        { ...p, visible: f.visible ? 1 : 0 },
        {
          on: f.surcharge,
          kind: percent ? 'percent' : 'fixed',
          percent: percent ? Number(f.rate) : 0,
          fixedCents: percent ? 0 : Math.round(Number(f.rate) * 100),
        },
      );
    }),
    languages: base.languages.filter((l) => v.languages.includes(langCode(l))),
    hours,
    resources: base.resources,
    menu: base.menu,
    counter: base.counter,
  };
}
