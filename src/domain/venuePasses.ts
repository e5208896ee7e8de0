// Date-range passes in the `resources` part of the venue document (issue 30): the pass types a venue
// sells (ticket pools of kind 'daterange'): a name in both languages, how many days in a row a pass is
// valid, how many can be sold for each day, and its price. Shape, a reader for loose stored values and
// the checks by meaning (the console and the server make the same ones).
import type { LocalName } from './venueResources';

export interface PassDoc {
  /** The ticket pool's id (stable once published). */
  id: string;
  name: LocalName;
  /** Days in a row the pass is valid. */
  days: number;
  /** Passes that can be sold for one day. */
  capacity: number;
  priceCents: number;
}

export const PASS_BOUNDS = {
  passes: { min: 0, max: 12 },
  days: { min: 1, max: 366 },
  capacity: { min: 1, max: 100_000 },
  cents: { min: 0, max: 1_000_000 },
} as const;

export const PASS_ISSUES = [
  'passName',
  'passDays',
  'passCapacity',
  'passPrice',
  'passCount',
  'passId',
  'passNone',
] as const;
export type PassIssueCode = (typeof PASS_ISSUES)[number];

const obj = (v: unknown): Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
const text = (v: unknown) => (typeof v === 'string' ? v : '');
const num = (v: unknown, d = 0) => (typeof v === 'number' && Number.isFinite(v) ? v : d);

/** The pass types of a loose stored value (undefined: a value stored before passes could be set up). */
export function readPasses(v: unknown): PassDoc[] | undefined {
  if (!Array.isArray(v)) return undefined;
  return v.map((x) => {
    const o = obj(x);
    const n = obj(o.name);
    return {
      id: text(o.id),
      name: { 'en-gb': text(n['en-gb']), 'zh-hans': text(n['zh-hans']) },
      days: num(o.days, 1),
      capacity: num(o.capacity),
      priceCents: num(o.priceCents),
    };
  });
}

const between = (n: number, b: { min: number; max: number }) => Number.isInteger(n) && n >= b.min && n <= b.max;
const ID = /^[a-z0-9][a-z0-9-]{0,47}$/;

/** The problems of the pass types, by meaning: each at `passes.<i>.<field>`. */
export function checkPasses(list: PassDoc[]): { path: string; code: PassIssueCode; message: string }[] {
  const out: { path: string; code: PassIssueCode; message: string }[] = [];
  const add = (path: string, code: PassIssueCode, message: string) =>
    out.push({ path: `passes.${path}`, code, message });
  const B = PASS_BOUNDS;
  if (list.length > B.passes.max) add('', 'passCount', `A venue sells at most ${B.passes.max} pass types.`);
  const seen = new Set<string>();
  list.forEach((p, i) => {
    if (!ID.test(p.id) || seen.has(p.id))
      add(`${i}.id`, 'passId', `Pass ${i + 1} cannot be stored: remove it and add it again.`);
    seen.add(p.id);
    if (!p.name['en-gb'].trim() && !p.name['zh-hans'].trim())
      add(`${i}.name`, 'passName', `Give pass ${i + 1} a name.`);
    if (!between(p.days, B.days))
      add(`${i}.days`, 'passDays', `A pass is valid for ${B.days.min} to ${B.days.max} days.`);
    if (!between(p.capacity, B.capacity))
      add(`${i}.capacity`, 'passCapacity', `${B.capacity.min} to ${B.capacity.max} passes can be sold a day.`);
    if (!between(p.priceCents, B.cents)) add(`${i}.priceCents`, 'passPrice', `A pass costs 0 to ${B.cents.max / 100}.`);
  });
  return out;
}
