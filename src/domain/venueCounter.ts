// The `counter` part of the venue document (issue 30): what kiosk, cashier and table service need
// that is not a setting — the service-number range of each ordering mode, and the venue's tables
// (number and name) whose QR codes are printed for table service. Pure: the console and the server
// (server/backoffice/parts/counterPart.ts) make the same checks.
import { SERVICE_RANGE_MODES, serviceRangeProblems, type ServiceRangeMode } from './serviceRanges';

/** A range as stored: first and last service number, inclusive. */
export interface ServiceRangeDoc {
  first: number;
  last: number;
}

/** One table of table service: its number (what the QR code carries, `?tn=`) and its name. */
export interface CounterTable {
  tabNo: string;
  tabName: string;
}

export interface CounterDoc {
  /** A mode left out hands out no numbers of its own. */
  ranges: Partial<Record<ServiceRangeMode, ServiceRangeDoc>>;
  tables: CounterTable[];
}

/** Bounds the console and the server share. */
export const COUNTER_BOUNDS = { tables: 500, tabNo: 10, tabName: 60, number: 999_999 } as const;

/** The problems of the part, by meaning. */
export const COUNTER_ISSUES = [
  'rangeMissing',
  'rangeNotWhole',
  'rangeFirstAfterLast',
  'rangeOverlaps',
  'rangeTooLarge',
  'tableNumber',
  'tableNumberTwice',
  'tableName',
  'tooManyTables',
] as const;
export type CounterIssueCode = (typeof COUNTER_ISSUES)[number];

export interface CounterIssue {
  /** Where: `ranges.kiosk`, `tables.3.tabNo`, `tables`. */
  path: string;
  code: CounterIssueCode;
  message: string;
  /** For `rangeOverlaps`: the other mode whose numbers the range shares. */
  other?: ServiceRangeMode;
}

export const emptyCounter = (): CounterDoc => ({ ranges: {}, tables: [] });

const obj = (v: unknown): Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {};

/** A stored or sent value as the part's shape; anything unreadable is left out. */
export function readCounter(raw: unknown): CounterDoc {
  const r = obj(raw);
  const ranges: CounterDoc['ranges'] = {};
  const rr = obj(r.ranges);
  for (const mode of SERVICE_RANGE_MODES) {
    const x = obj(rr[mode]);
    if ('first' in x || 'last' in x) ranges[mode] = { first: Number(x.first), last: Number(x.last) };
  }
  const tables = (Array.isArray(r.tables) ? r.tables : []).map((t) => {
    const o = obj(t);
    return { tabNo: String(o.tabNo ?? ''), tabName: String(o.tabName ?? '') };
  });
  return { ranges, tables };
}

const RANGE_CODE = {
  missing: 'rangeMissing',
  notWhole: 'rangeNotWhole',
  firstAfterLast: 'rangeFirstAfterLast',
  overlaps: 'rangeOverlaps',
} as const;

const RANGE_MESSAGE: Record<(typeof RANGE_CODE)[keyof typeof RANGE_CODE], string> = {
  rangeMissing: 'Give both the first and the last number.',
  rangeNotWhole: 'Service numbers are whole numbers from 1.',
  rangeFirstAfterLast: 'The first number is after the last one.',
  rangeOverlaps: "These numbers overlap another mode's range.",
};

/** Every problem of the part (the console shows them by their field, the server refuses the first). */
export function checkCounter(doc: CounterDoc): CounterIssue[] {
  const out: CounterIssue[] = [];
  for (const p of serviceRangeProblems(doc.ranges)) {
    const code = RANGE_CODE[p.code];
    out.push({ path: `ranges.${p.mode}`, code, message: RANGE_MESSAGE[code], ...(p.other ? { other: p.other } : {}) });
  }
  for (const mode of SERVICE_RANGE_MODES) {
    const r = doc.ranges[mode];
    if (r && !out.some((i) => i.path === `ranges.${mode}`) && r.last > COUNTER_BOUNDS.number)
      out.push({ path: `ranges.${mode}`, code: 'rangeTooLarge', message: 'Service numbers go up to 999999.' });
  }
  if (doc.tables.length > COUNTER_BOUNDS.tables)
    out.push({ path: 'tables', code: 'tooManyTables', message: 'A venue has at most 500 tables.' });
  const seen = new Set<string>();
  doc.tables.forEach((t, i) => {
    const no = t.tabNo.trim();
    if (!no || no.length > COUNTER_BOUNDS.tabNo || !/^[\w-]+$/.test(no))
      out.push({
        path: `tables.${i}.tabNo`,
        code: 'tableNumber',
        message: 'A table number is 1 to 10 letters or digits.',
      });
    else if (seen.has(no.toLowerCase()))
      out.push({ path: `tables.${i}.tabNo`, code: 'tableNumberTwice', message: 'Two tables have this number.' });
    seen.add(no.toLowerCase());
    if (!t.tabName.trim() || t.tabName.length > COUNTER_BOUNDS.tabName)
      out.push({
        path: `tables.${i}.tabName`,
        code: 'tableName',
        message: 'Give the table a name (up to 60 letters).',
      });
  });
  return out;
}

/**
 * The address a table's QR code carries: the venue's menu with the table (`?tn=`), which opens a
 * table session when scanned (src/features/table/service.ts `openFromUrl`).
 */
export function tableLink(origin: string, shop: string, tabNo: string): string {
  return `${origin.replace(/\/$/, '')}/shop/${encodeURIComponent(shop)}/home?tn=${encodeURIComponent(tabNo)}`;
}
