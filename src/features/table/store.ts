// The table session kept across reloads and trips to a payment page: per shop in local storage
// under `table:<shop>` (table, session id, expiry in ms since 1970, the table's name). The live
// values are in the session store (src/state/stores.ts: session.table, sessionId, expiry).
import { readStored, removeStored, STORAGE_KEYS, writeStored } from '../../shared/storage';
import { session } from '../../state/stores';

export const TABLE_KEY_PREFIX = STORAGE_KEYS.table.name;

export interface SavedTable {
  table: string;
  sessionId: string;
  /** ms since 1970, client clock */
  expiry: number;
  tabName: string;
}

/** Reads the saved table session of a shop; anything malformed reads as none. */
export function readSavedTable(shop: string): SavedTable | null {
  const v = readStored('table', shop) as Partial<SavedTable> | null;
  if (
    !v ||
    typeof v.table !== 'string' ||
    !v.table ||
    typeof v.sessionId !== 'string' ||
    !v.sessionId ||
    typeof v.expiry !== 'number'
  )
    return null;
  return {
    table: v.table,
    sessionId: v.sessionId,
    expiry: v.expiry,
    tabName: typeof v.tabName === 'string' ? v.tabName : '',
  };
}

/** Saves the session store's current table session for a shop. */
export function saveTable(shop: string, tabName = ''): void {
  if (!shop || !session.table || !session.sessionId) return;
  const v: SavedTable = { table: session.table, sessionId: session.sessionId, expiry: session.expiry, tabName };
  writeStored('table', v, shop);
}

export function forgetTable(shop: string): void {
  removeStored('table', shop);
}
