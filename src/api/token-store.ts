// The user token in local storage under key 'user-token' (spec 4: "encrypted local storage").
// It is stored obfuscated with the wire AES codec under a FIXED local key and IV. This is not
// protection: the key ships with the app, so anyone who can read local storage can read the token.
// It only keeps the token from being readable at a glance. Real protection is that tokens are
// short-lived, revocable and hashed on the server (see docs/wire-format.md, "Security").
import { decryptBody, encryptBody } from './wire/codec';
import { transportHooks } from './context';

export const TOKEN_KEY = 'user-token';
/** Fixed obfuscation key for local storage (16 characters). Not a secret. */
export const LOCAL_KEY = 'venue-local-key1';

/** A minimal storage: window.localStorage in the browser, an in-memory map elsewhere. */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

function memoryStore(): KeyValueStore {
  const m = new Map<string, string>();
  return {
    getItem: (k) => m.get(k) ?? null,
    setItem: (k, v) => void m.set(k, v),
    removeItem: (k) => void m.delete(k),
  };
}

let store: KeyValueStore | null = null;
/** Local storage, or an in-memory stand-in where there is none (node, private modes that throw). */
export function localStore(): KeyValueStore {
  if (store) return store;
  try {
    const ls = (globalThis as { localStorage?: KeyValueStore }).localStorage;
    if (ls) {
      ls.getItem(TOKEN_KEY);
      store = ls;
      return store;
    }
  } catch {
    // fall through: storage exists but refuses access
  }
  store = memoryStore();
  return store;
}
/** Tests swap the storage. */
export function setLocalStore(s: KeyValueStore | null): void {
  store = s;
}

export function readStoredToken(): string {
  const raw = localStore().getItem(TOKEN_KEY);
  if (!raw) return '';
  try {
    const v = decryptBody(raw);
    return typeof v === 'string' ? v : '';
  } catch {
    return '';
  }
}
export function writeStoredToken(token: string): void {
  localStore().setItem(TOKEN_KEY, encryptBody(token, { key: LOCAL_KEY }));
}
export function removeStoredToken(): void {
  localStore().removeItem(TOKEN_KEY);
}

const whenSomeoneElse = new Set<() => void>();
/** Called when the token changes to another account's or to none (not on a refresh of the same login). */
export function onAccountChange(fn: () => void): () => void {
  whenSomeoneElse.add(fn);
  return () => void whenSomeoneElse.delete(fn);
}

/** Replaces the token the transport sends (the app's user store mirrors it) and the stored one (refresh tokens, login). */
export function setToken(token: string, refresh = false): void {
  const before = transportHooks().getToken();
  transportHooks().onToken(token, refresh);
  if (!refresh && token !== before) for (const fn of [...whenSomeoneElse]) fn();
  if (token) writeStoredToken(token);
  else removeStoredToken();
}
/** Clears the stored token only (spec 4: a 401 clears the stored token). */
export function clearToken(): void {
  setToken('');
}
