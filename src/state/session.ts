// Session transitions of spec 4: a session id with expiry = now + session length; reset clears it
// and sets the expiry to -1. The device id is generated once and kept in local storage.
import { session, venue } from './stores';
import { localStore } from '../api/token-store';
// The domain's session module directly (the index would pull dayjs and the settings tables).
import { DEFAULT_SESSION_LENGTH_MS, NO_SESSION, sessionExpired, sessionExpiry, sessionLengthMs } from '../domain/session';

/** Default session length: 3 hours (spec 9). */
export const DEFAULT_SESSION_MS = DEFAULT_SESSION_LENGTH_MS;
export const DEVICE_KEY = 'device-id';

/** Session length: the venue's sessionExpire in minutes x 60000, else 3 hours. */
export function sessionLength(): number {
  return sessionLengthMs(venue.settings.sessionExpire);
}

export function setSessionId(id: string, now = Date.now(), lengthMs = sessionLength()): void {
  session.sessionId = id;
  session.expiry = sessionExpiry(now, lengthMs);
}

export function resetSession(): void {
  session.sessionId = '';
  session.expiry = NO_SESSION;
}

/** A session id exists and has not expired. */
export function sessionValid(now = Date.now()): boolean {
  return session.sessionId !== '' && !sessionExpired(session.expiry, now);
}

/** The current session id, or '' after expiry (an expired session is reset). */
export function currentSessionId(now = Date.now()): string {
  if (session.sessionId && !sessionValid(now)) resetSession();
  return session.sessionId;
}

function newDeviceId(): string {
  const c = globalThis.crypto;
  if (typeof c.randomUUID === 'function') return c.randomUUID();
  const b = new Uint8Array(16);
  c.getRandomValues(b);
  return Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
}

/** The device id: read once from local storage, generated and saved when there is none. */
export function ensureDeviceId(): string {
  if (session.deviceId) return session.deviceId;
  const store = localStore();
  let id = store.getItem(DEVICE_KEY) ?? '';
  if (!id) {
    id = newDeviceId();
    store.setItem(DEVICE_KEY, id);
  }
  session.deviceId = id;
  return id;
}
