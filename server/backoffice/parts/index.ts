// The parts of the venue document that live outside the venues row (docs/venue-document.md): each
// reads its live value, applies a value inside the publish or rollback transaction, and checks a
// value by meaning. liveSnapshot and applySnapshot (../versions.ts) call every store listed here.
import type { Db } from '../../db/db';
import type { ConfigPart, ConfigSnapshot } from '../../../src/domain/configVersions';
import * as menu from './menu';
import * as resources from './resources';
import * as counter from './counterPart';

/** One issue of a part's value: where, what kind, and a sentence. */
export interface PartIssue {
  path: string;
  code: string;
  message: string;
}

export interface PartStore<K extends ConfigPart> {
  part: K;
  read(db: Db, shopId: string): Promise<ConfigSnapshot[K]>;
  apply(db: Db, shopId: string, value: ConfigSnapshot[K], now: number): Promise<void>;
  check(value: ConfigSnapshot[K]): PartIssue[];
}
type AnyPartStore = { [K in ConfigPart]: PartStore<K> }[ConfigPart];

export const PART_STORES: readonly AnyPartStore[] = [
  { part: 'resources', ...resources },
  { part: 'menu', read: menu.read, apply: menu.apply, check: menu.check },
  { part: 'counter', read: counter.read, apply: counter.apply, check: counter.check },
];

/** The parts that live outside the venues row. */
export const STORED_PARTS: readonly ConfigPart[] = PART_STORES.map((p) => p.part);

/** Fills the stored parts from their live stores. */
export async function readParts(db: Db, shopId: string, into: ConfigSnapshot): Promise<ConfigSnapshot> {
  for (const p of PART_STORES) (into as unknown as Record<string, unknown>)[p.part] = await p.read(db, shopId);
  return into;
}

/** Applies the stored parts of a snapshot to their live stores. */
export async function applyParts(db: Db, shopId: string, s: ConfigSnapshot, now: number): Promise<void> {
  for (const p of PART_STORES) await p.apply(db, shopId, s[p.part] as never, now);
}

/** Every issue of the stored parts of a snapshot, each path prefixed with its part. */
export function checkParts(s: ConfigSnapshot): PartIssue[] {
  return PART_STORES.flatMap((p) => p.check(s[p.part] as never).map((i) => ({ ...i, path: `${p.part}.${i.path}` })));
}

/**
 * A stored version or draft written before a part existed has no value for it: it keeps the live one
 * (so a rollback to such a version never empties a part it did not know).
 */
export function withLiveParts(raw: Record<string, unknown>, live: ConfigSnapshot): Record<string, unknown> {
  const out = { ...raw };
  for (const p of PART_STORES) if (!(p.part in out)) out[p.part] = live[p.part];
  return out;
}
