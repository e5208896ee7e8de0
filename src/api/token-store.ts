// The user token in local storage under key 'user-token' (spec 4: "encrypted local storage").
// It is stored obfuscated with the wire AES codec under a FIXED local key and IV. This is not
// protection: the key ships with the app, so anyone who can read local storage can read the token.
// It only keeps the token from being readable at a glance. Real protection is that tokens are
// short-lived, revocable and hashed on the server (see docs/wire-format.md, "Security").
import { decryptBodyAsync, encryptBodyAsync } from './wire/webCodec';
import {
  readStored,
  removeStored,
  setStorageArea,
  storageName,
  writeStored,
  type KeyValueStore,
} from '../shared/storage';
import { transportHooks } from './context';

export const TOKEN_KEY = storageName('userToken');
/** Fixed obfuscation key for local storage (16 characters). Not a secret. */
export const LOCAL_KEY = 'venue-local-key1';

export type { KeyValueStore };

/** Tests swap local storage (src/shared/storage keeps values in memory where there is none). */
export function setLocalStore(s: KeyValueStore | null): void {
  setStorageArea('local', s);
}

// Writes are encrypted asynchronously (Web Crypto): the newest write or removal wins, and a read
// waits for the write in flight.
let generation = 0;
let pending: Promise<void> = Promise.resolve();

/**
 * A sealer of the token under a key of this device's (the kiosk's encrypted store, spec 4: the kiosk
 * keeps its user token there like its other settings). Once given, tokens are written with it; a
 * token written before (the fixed obfuscation) is still read, and sealed anew at its next write.
 */
export interface TokenSealer {
  seal(token: string): Promise<string>;
  /** The token, or a rejection when the text was not sealed by this sealer. */
  open(raw: string): Promise<string>;
}
let sealer: TokenSealer | null = null;
export function sealTokensWith(s: TokenSealer | null): void {
  sealer = s;
}

async function openFixed(raw: string): Promise<string> {
  try {
    const v = await decryptBodyAsync(raw);
    return typeof v === 'string' ? v : '';
  } catch {
    return '';
  }
}

/** The stored token ('' when none or unreadable), after any write in flight. */
export async function readStoredToken(): Promise<string> {
  await pending;
  const raw = readStored('userToken');
  if (!raw) return '';
  if (sealer) {
    const v = await sealer.open(raw).catch(() => undefined);
    if (typeof v === 'string') return v;
  }
  return openFixed(raw);
}
export function writeStoredToken(token: string): Promise<void> {
  const mine = ++generation;
  pending = (sealer ? sealer.seal(token) : encryptBodyAsync(token, { key: LOCAL_KEY })).then(
    (sealed) => {
      if (mine === generation) writeStored('userToken', sealed);
    },
    () => {
      if (mine === generation) removeStored('userToken');
    },
  );
  return pending;
}
/** Removes the stored token now; a write still in flight is dropped. */
export function removeStoredToken(): void {
  generation++;
  removeStored('userToken');
}

const whenSomeoneElse = new Set<() => void>();
/** Called when the token changes to another account's or to none (not on a refresh of the same login). */
export function onAccountChange(fn: () => void): () => void {
  whenSomeoneElse.add(fn);
  return () => void whenSomeoneElse.delete(fn);
}

/**
 * Replaces the token the transport sends (the app's user store mirrors it) at once, and the stored
 * one (refresh tokens, login): the returned promise settles when it is stored.
 */
export function setToken(token: string, refresh = false): Promise<void> {
  const before = transportHooks().getToken();
  transportHooks().onToken(token, refresh);
  if (!refresh && token !== before) for (const fn of [...whenSomeoneElse]) fn();
  if (token) return writeStoredToken(token);
  removeStoredToken();
  return Promise.resolve();
}
/** Clears the stored token only (spec 4: a 401 clears the stored token). */
export function clearToken(): void {
  setToken('');
}
