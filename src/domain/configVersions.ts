// A venue's configuration as one snapshot (issue 18: draft, publish, history, rollback) and the
// readable difference between two snapshots (key: before -> after). Pure: the server stores the
// changes in its audit log, the console shows them in the history.
import { emptyResources, readResources, type VenueResources } from './venueResources';
import { type MenuDoc, pickMenu } from './menu';
import { readCounter, type CounterDoc } from './venueCounter';

/** The stored parts of a venue's configuration a version holds (docs/venue-document.md). */
export const CONFIG_PARTS = [
  'settings',
  'licence',
  'theme',
  'themeDoc',
  'branding',
  'profile',
  'payments',
  'languages',
  'hours',
  'resources',
  'menu',
  'counter',
] as const;
export type ConfigPart = (typeof CONFIG_PARTS)[number];

/** A full configuration snapshot: what a draft edits and a version records. */
export interface ConfigSnapshot {
  settings: Record<string, unknown>;
  licence: Record<string, unknown>;
  theme: string;
  /**
   * A copy of the default theme's document when it was made default (theme studio, issue 32); {} for
   * a shipped theme or a version stored before this part existed. Publish and rollback write it back
   * to the venue's theme row, so a rollback restores the theme customers saw.
   */
  themeDoc: Record<string, unknown>;
  branding: Record<string, unknown>;
  profile: Record<string, unknown>;
  payments: Record<string, unknown>[];
  languages: unknown[];
  hours: Record<string, unknown>;
  /** Bookable resources (mode setup): live in the resource tables, not the venues row. */
  resources: VenueResources;
  /** The menu (issue 31): its live store is the catalogue tables (server/backoffice/parts/menu.ts). */
  menu: MenuDoc;
  /**
   * Kiosk, cashier and table service (issue 30): service-number ranges per mode and the tables of
   * table service; live in the venues row (`service_ranges`, `service_no`, `tables`).
   */
  counter: CounterDoc;
}

/** One changed key: `settings.kioskMode`, `hours.week`, `theme`...; undefined = absent. */
export interface ConfigChange {
  key: string;
  before?: unknown;
  after?: unknown;
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** JSON text with object keys in order, so equal values compare equal whatever their key order. */
export function canonicalJson(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonicalJson).join(',')}]`;
  if (isPlainObject(v))
    return `{${Object.keys(v)
      .filter((k) => v[k] !== undefined)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonicalJson(v[k])}`)
      .join(',')}}`;
  return JSON.stringify(v ?? null);
}

export const sameValue = (a: unknown, b: unknown): boolean => canonicalJson(a) === canonicalJson(b);

/**
 * The changes from `before` to `after`: each part that is an object is compared key by key
 * (`settings.kioskMode`), every other part as a whole (`theme`, `payments`). Sorted by key.
 */
export function diffConfig(
  before: Partial<ConfigSnapshot> | null | undefined,
  after: Partial<ConfigSnapshot> | null | undefined,
): ConfigChange[] {
  const out: ConfigChange[] = [];
  const b = (before ?? {}) as Record<string, unknown>;
  const a = (after ?? {}) as Record<string, unknown>;
  for (const part of CONFIG_PARTS) {
    const pb = b[part];
    const pa = a[part];
    if (part === 'menu') out.push(...diffMenu(pb, pa));
    else if (isPlainObject(pb) && isPlainObject(pa)) {
      for (const k of [...new Set([...Object.keys(pb), ...Object.keys(pa)])].sort()) {
        if (!sameValue(pb[k], pa[k])) out.push({ key: `${part}.${k}`, before: pb[k], after: pa[k] });
      }
    } else if (!sameValue(pb, pa)) out.push({ key: part, before: pb, after: pa });
  }
  return out;
}

/**
 * The menu's changes by category and item: `menu.category.<id>`, `menu.item.<id>` (added, removed or
 * changed, whole), and `menu.categoryOrder` / `menu.itemOrder` when only the order moved.
 */
function diffMenu(before: unknown, after: unknown): ConfigChange[] {
  const out: ConfigChange[] = [];
  const b = pickMenu(before);
  const a = pickMenu(after);
  const byId = <T extends { id: string }>(l: T[]) => new Map(l.map((x) => [x.id, x]));
  for (const [list, name] of [
    ['categories', 'category'],
    ['items', 'item'],
  ] as const) {
    const mb = byId<{ id: string }>(b[list]);
    const ma = byId<{ id: string }>(a[list]);
    for (const id of [...new Set([...mb.keys(), ...ma.keys()])].sort())
      if (!sameValue(mb.get(id), ma.get(id)))
        out.push({ key: `menu.${name}.${id}`, before: mb.get(id), after: ma.get(id) });
    const ob = b[list].map((x) => x.id).filter((id) => ma.has(id));
    const oa = a[list].map((x) => x.id).filter((id) => mb.has(id));
    if (!sameValue(ob, oa)) out.push({ key: `menu.${name}Order`, before: ob, after: oa });
  }
  return out;
}

/** A snapshot with exactly the configuration parts (anything else dropped), missing parts empty. */
export function pickSnapshot(v: Partial<Record<ConfigPart, unknown>>): ConfigSnapshot {
  const obj = (x: unknown) => (isPlainObject(x) ? x : {});
  const list = <T>(x: unknown) => (Array.isArray(x) ? (x as T[]) : []);
  return {
    settings: obj(v.settings),
    licence: obj(v.licence),
    theme: typeof v.theme === 'string' ? v.theme : 'default',
    themeDoc: obj(v.themeDoc),
    branding: obj(v.branding),
    profile: obj(v.profile),
    payments: list<Record<string, unknown>>(v.payments),
    languages: list<unknown>(v.languages),
    hours: obj(v.hours),
    resources: isPlainObject(v.resources) ? readResources(v.resources) : emptyResources(),
    menu: pickMenu(v.menu),
    counter: readCounter(v.counter),
  };
}

/** A value for the eye: absent, text as is, anything else as compact JSON (cut to `max` characters). */
export function showValue(v: unknown, max = 80): string {
  if (v === undefined) return '—';
  const s = JSON.stringify(v);
  return s.length > max ? `${s.slice(0, max - 1)}…` : s;
}
