// Encrypted values in browser storage (the kiosk's system_config, spec 4): JSON sealed with AES-GCM
// (Web Crypto) under a key derived per device (PBKDF2 over random material this device made once),
// stored as text through the typed keys. A value that does not decrypt (another device's, tampered,
// the material lost) reads as null and is removed, like any unreadable stored value.
import { readStored, removeStored, writeStored } from './storage';
import type { StorageKey } from './keys';

/** Keys whose value is encrypted text. */
export type EncryptedKey = Extract<StorageKey, 'systemConfig' | 'kioskServiceNumber' | 'kioskDevice'>;

// No module-level TextEncoder: a module without side effects is left out of the start-up chunk by
// tree-shaking when no page at start-up uses it (the storage index re-exports it).
const SALT_TEXT = 'venue-app/encrypted-storage/v1';
const utf8 = (text: string): Uint8Array<ArrayBuffer> => new TextEncoder().encode(text) as Uint8Array<ArrayBuffer>;

function subtle(): SubtleCrypto {
  const s = globalThis.crypto?.subtle;
  if (!s) throw new Error('Web Crypto is not available (a secure context is needed)');
  return s;
}

const toB64 = (b: Uint8Array): string => btoa(String.fromCharCode(...b));
const fromB64 = (s: string): Uint8Array => Uint8Array.from(atob(s), (c) => c.charCodeAt(0));

/** This device's key material, made on first use. */
function material(): string {
  const have = readStored('deviceKeyMaterial');
  if (have && have.length >= 32) return have;
  const b = new Uint8Array(32);
  globalThis.crypto.getRandomValues(b);
  const made = toB64(b);
  writeStored('deviceKeyMaterial', made);
  return made;
}

let cached: { material: string; key: Promise<CryptoKey> } | null = null;
function deviceKey(): Promise<CryptoKey> {
  const m = material();
  if (cached?.material === m) return cached.key;
  const key = subtle()
    .importKey('raw', utf8(m), 'PBKDF2', false, ['deriveKey'])
    .then((base) =>
      subtle().deriveKey(
        { name: 'PBKDF2', salt: utf8(SALT_TEXT), iterations: 100_000, hash: 'SHA-256' },
        base,
        { name: 'AES-GCM', length: 256 },
        false,
        ['encrypt', 'decrypt'],
      ),
    );
  cached = { material: m, key };
  return key;
}

/** Seals a value as text: base64 of a 12-byte IV followed by the AES-GCM cipher text of its JSON. */
export async function sealText(data: unknown): Promise<string> {
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(12));
  const sealed = new Uint8Array(
    await subtle().encrypt({ name: 'AES-GCM', iv }, await deviceKey(), utf8(JSON.stringify(data))),
  );
  const out = new Uint8Array(iv.length + sealed.length);
  out.set(iv);
  out.set(sealed, iv.length);
  return toB64(out);
}

/** Opens text sealed by sealText on this device; throws when it is not (another device's, tampered, not sealed). */
export async function openText(raw: string): Promise<unknown> {
  const all = fromB64(raw);
  if (all.length <= 12) throw new Error('too short');
  const plain = await subtle().decrypt({ name: 'AES-GCM', iv: all.slice(0, 12) }, await deviceKey(), all.slice(12));
  return JSON.parse(new TextDecoder().decode(plain)) as unknown;
}

/** Seals a value under its key. */
export async function writeEncrypted(key: EncryptedKey, data: unknown): Promise<void> {
  writeStored(key, await sealText(data));
}

/** The value, or null when absent or unreadable (then removed). */
export async function readEncrypted(key: EncryptedKey): Promise<unknown> {
  const raw = readStored(key);
  if (!raw) return null;
  try {
    return await openText(raw);
  } catch {
    console.warn(`storage: dropped the unreadable encrypted value of '${key}'`);
    removeStored(key);
    return null;
  }
}

export function removeEncrypted(key: EncryptedKey): void {
  removeStored(key);
}

/** Tests: forget the derived key (after swapping the storage). */
export function forgetDeviceKey(): void {
  cached = null;
}
