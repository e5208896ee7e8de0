// The parts of the venue document that do not live in a venues column (docs/venue-document.md):
// liveSnapshot and applySnapshot (versions.ts) call each one listed here. A typed list.
import type { Db } from '../../db/db';
import type { MenuDoc } from '../../../src/domain/menu';
import * as menu from './menu';

export interface DocumentPart<K extends string, V> {
  key: K;
  empty: V;
  read(db: Db, shopId: string): Promise<V>;
  apply(db: Db, shopId: string, value: V, now: number): Promise<void>;
  check(value: unknown): { path: string; code: string; message: string }[];
}

/** Every part with its own live store; the mode-setup `resources` part joins this list. */
export const DOCUMENT_PARTS = [menu satisfies DocumentPart<'menu', MenuDoc>] as const;
