// Kiosk, cashier and table service set up from the console (issue 30): the setup's values from a
// snapshot of the venue document, and the snapshot they make — the `counter` part (service-number
// ranges per mode, the tables of table service) and the kiosk's flags (settings.kiosk, which the
// kiosk reads before the top-level keys). Pure.
import {
  SERVICE_RANGE_MODES,
  checkCounter,
  normaliseSettings,
  type ConfigSnapshot,
  type CounterDoc,
  type CounterIssue,
  type CounterTable,
  type ServiceRangeMode,
} from '../../../domain';

/** The kiosk's on/off flags the setup offers, by heading (the settings.kiosk keys). */
export const KIOSK_FLAG_GROUPS = {
  start: ['splash', 'chooseLanguage', 'eatInTakeAway', 'advertisementMode'],
  members: ['memberOnly', 'donate'],
  help: ['callStaff', 'tableLocator'],
  staff: ['reports', 'exitPasswordCtrl', 'salesReportAdminOnly'],
} as const;
export type KioskFlagGroup = keyof typeof KIOSK_FLAG_GROUPS;
export type KioskFlag = (typeof KIOSK_FLAG_GROUPS)[KioskFlagGroup][number];
export const KIOSK_FLAGS: readonly KioskFlag[] = Object.values(KIOSK_FLAG_GROUPS).flat();

/** The kiosk's timings the setup offers, in seconds (settings.kiosk). */
export const KIOSK_TIMES = ['inactivityTimeout', 'returnCountdown'] as const;
export type KioskTime = (typeof KIOSK_TIMES)[number];

export interface RangeValues {
  /** The mode hands out service numbers of its own. */
  on: boolean;
  first: number | null;
  last: number | null;
}

export interface CounterSetupValues {
  ranges: Record<ServiceRangeMode, RangeValues>;
  flags: Record<KioskFlag, boolean>;
  times: Record<KioskTime, number | null>;
  /** A receipt is printed after payment (settings.printReceipt). */
  printReceipt: boolean;
  tables: CounterTable[];
}

export function toCounterSetup(s: ConfigSnapshot): CounterSetupValues {
  const n = normaliseSettings(s.settings);
  const kiosk: Record<string, unknown> = { ...n.kiosk };
  const ranges = Object.fromEntries(
    SERVICE_RANGE_MODES.map((m) => {
      const r = s.counter.ranges[m];
      return [m, r ? { on: true, first: r.first, last: r.last } : { on: false, first: null, last: null }];
    }),
  ) as Record<ServiceRangeMode, RangeValues>;
  return {
    ranges,
    flags: Object.fromEntries(KIOSK_FLAGS.map((k) => [k, Boolean(kiosk[k])])) as Record<KioskFlag, boolean>,
    times: Object.fromEntries(KIOSK_TIMES.map((k) => [k, Number(kiosk[k]) || null])) as Record<
      KioskTime,
      number | null
    >,
    printReceipt: Boolean(n.printReceipt),
    tables: s.counter.tables.map((t) => ({ ...t })),
  };
}

/**
 * The tables for a count: the first `count` of the current list kept as they are, new ones numbered
 * after the highest number in use and named with `nameOf(number)`.
 */
export function tablesForCount(tables: CounterTable[], count: number, nameOf: (n: number) => string): CounterTable[] {
  const want = Math.max(0, Math.min(500, Math.trunc(count)));
  if (want <= tables.length) return tables.slice(0, want);
  const used = new Set(tables.map((t) => t.tabNo));
  const out = [...tables];
  let next = Math.max(0, ...tables.map((t) => Number(t.tabNo)).filter((x) => Number.isInteger(x))) + 1;
  while (out.length < want) {
    while (used.has(String(next))) next += 1;
    out.push({ tabNo: String(next), tabName: nameOf(next) });
    used.add(String(next));
    next += 1;
  }
  return out;
}

/** The snapshot with the setup written in: the counter part, and settings.kiosk / printReceipt where changed. */
export function fromCounterSetup(v: CounterSetupValues, base: ConfigSnapshot): ConfigSnapshot {
  const was = toCounterSetup(base);
  const ranges: CounterDoc['ranges'] = {};
  for (const m of SERVICE_RANGE_MODES) {
    const r = v.ranges[m];
    if (r.on) ranges[m] = { first: r.first ?? Number.NaN, last: r.last ?? Number.NaN };
  }
  const kiosk: Record<string, unknown> = { ...((base.settings.kiosk as Record<string, unknown> | undefined) ?? {}) };
  let kioskChanged = false;
  for (const k of KIOSK_FLAGS)
    if (v.flags[k] !== was.flags[k]) {
      kiosk[k] = v.flags[k];
      kioskChanged = true;
    }
  for (const k of KIOSK_TIMES)
    if (v.times[k] !== was.times[k]) {
      kiosk[k] = v.times[k] ?? Number.NaN;
      kioskChanged = true;
    }
  const settings: Record<string, unknown> = { ...base.settings };
  if (kioskChanged) settings.kiosk = kiosk;
  if (v.printReceipt !== was.printReceipt) settings.printReceipt = v.printReceipt;
  return {
    ...base,
    settings,
    counter: { ranges, tables: v.tables.map((t) => ({ tabNo: t.tabNo.trim(), tabName: t.tabName.trim() })) },
  };
}

/** A kiosk timing's problem: a whole number of seconds from 1 to a day. */
export type CounterSetupIssue = CounterIssue | { path: string; code: 'kioskSeconds'; message: string };

/** The setup's problems by meaning (the server's checks on the counter part, and the kiosk's timings). */
export function counterSetupIssues(v: CounterSetupValues, base: ConfigSnapshot): CounterSetupIssue[] {
  const out: CounterSetupIssue[] = checkCounter(fromCounterSetup(v, base).counter);
  for (const k of KIOSK_TIMES) {
    const x = v.times[k];
    if (x === null || !Number.isInteger(x) || x < 1 || x > 86_400)
      out.push({
        path: `times.${k}`,
        code: 'kioskSeconds',
        message: 'Give a whole number of seconds from 1 to 86400.',
      });
  }
  return out;
}
