// The two browser storage areas, each with a memory stand-in: where storage is missing or refuses
// access (private mode, node) or a write fails (quota), values live in memory for this page
// instead, so the app carries on without its saved state rather than failing.
import type { StorageArea } from './keys';

/** The three calls the app needs of a storage (window.localStorage fits, and so does a test map). */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

const browser = (area: StorageArea): KeyValueStore | undefined => {
  try {
    const s = (globalThis as { localStorage?: KeyValueStore; sessionStorage?: KeyValueStore })[
      area === 'local' ? 'localStorage' : 'sessionStorage'
    ];
    if (!s) return undefined;
    s.getItem('probe'); // private modes may throw on access
    return s;
  } catch {
    return undefined;
  }
};

const swapped: Partial<Record<StorageArea, KeyValueStore | null>> = {};
const memory: Record<StorageArea, Map<string, string>> = { local: new Map(), session: new Map() };
const warned = new Set<StorageArea>();

/** Tests: put a storage in place of the browser's (null: the browser's again). Forgets the memory. */
export function setStorageArea(area: StorageArea, store: KeyValueStore | null): void {
  swapped[area] = store;
  memory[area].clear();
}

const backing = (area: StorageArea) => swapped[area] ?? browser(area);

/** An area: the browser's storage, values that could not be written there kept in memory. */
export function storageArea(area: StorageArea): KeyValueStore {
  const mem = memory[area];
  return {
    getItem(key) {
      if (mem.has(key)) return mem.get(key)!;
      try {
        return backing(area)?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    setItem(key, value) {
      const s = backing(area);
      if (!s) return void mem.set(key, value); // no storage here at all (node, blocked): memory, quietly
      try {
        s.setItem(key, value);
        mem.delete(key);
      } catch (e) {
        mem.set(key, value);
        if (!warned.has(area)) {
          warned.add(area);
          console.warn(
            `storage: ${area} storage refused '${key}' (${e instanceof Error ? e.name : String(e)}); kept in memory for this page`,
          );
        }
      }
    },
    removeItem(key) {
      mem.delete(key);
      try {
        backing(area)?.removeItem(key);
      } catch {
        /* nothing stored there to remove */
      }
    },
  };
}
