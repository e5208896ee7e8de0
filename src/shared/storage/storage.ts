// Typed, versioned reads and writes of the keys in STORAGE_KEYS. A value of an older version is
// upgraded and written back on read; a value that cannot be read is removed with one console line
// and reads as null, never an exception.
import { storageArea } from './areas';
import { decode, encode } from './envelope';
import { specOf, type StorageKey, type StoredData } from './keys';

/** The key's name in storage: 'cart:' + shop for scoped keys. */
export function storageName(key: StorageKey, scope = ''): string {
  const spec = specOf(key);
  return spec.scoped ? spec.name + scope : spec.name;
}

/** The data of a raw stored text (a storage event's newValue, say), or null. Nothing is written. */
export function decodeStored<K extends StorageKey>(key: K, raw: string | null): StoredData<K> | null {
  if (raw === null) return null;
  const d = decode(specOf(key), raw);
  return d.ok ? (d.data as StoredData<K>) : null;
}

export function readStored<K extends StorageKey>(key: K, scope = ''): StoredData<K> | null {
  const spec = specOf(key);
  const area = storageArea(spec.area);
  const name = storageName(key, scope);
  const raw = area.getItem(name);
  if (raw === null) return null;
  const d = decode(spec, raw);
  if (!d.ok) {
    console.warn(`storage: dropped the unreadable value of '${name}' (${d.why})`);
    area.removeItem(name);
    return null;
  }
  if (d.upgraded) area.setItem(name, encode(spec, d.data));
  return d.data as StoredData<K>;
}

export function writeStored<K extends StorageKey>(key: K, data: StoredData<K>, scope = ''): void {
  const spec = specOf(key);
  storageArea(spec.area).setItem(storageName(key, scope), encode(spec, data));
}

export function removeStored(key: StorageKey, scope = ''): void {
  storageArea(specOf(key).area).removeItem(storageName(key, scope));
}
