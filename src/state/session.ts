// Session transitions of spec 4: a session id with expiry = now + session length; reset clears it
// and sets the expiry to -1. The device id is generated once and kept in local storage; before the
// first order the server issues a device id with a secret (the proof that later lets a signed-in
// customer claim this browser's guest orders), kept beside it. Also the
// session store's tags and play-list data, with the load failures of spec 8.
import { proxy } from 'valtio/vanilla';
import { session, venue } from './stores';
import { pluTagsList } from '../api/calls/catalogue';
import { loadPlaylist } from '../api/calls/config';
import { videoKind } from '../domain';
import { deviceRegister } from '../api/calls/order';
import { readStored, storageName, writeStored } from '../shared/storage';
// The domain's session module directly (the index would pull dayjs and the settings tables).
import { DEFAULT_SESSION_LENGTH_MS, NO_SESSION, sessionExpired, sessionExpiry } from '../domain';

/** Default session length: 3 hours (spec 9). */
export const DEFAULT_SESSION_MS = DEFAULT_SESSION_LENGTH_MS;
export const DEVICE_KEY = storageName('deviceId');
export const DEVICE_SECRET_KEY = storageName('deviceSecret');

/** Session length: the venue's sessionExpire in minutes x 60000, else 3 hours (normalised into settings.sessionLength). */
export function sessionLength(): number {
  return venue.settings.sessionLength;
}

export function setSessionId(id: string, now = Date.now(), lengthMs = sessionLength()): void {
  session.sessionId = id;
  session.expiry = sessionExpiry(now, lengthMs);
}

export function resetSession(): void {
  session.sessionId = '';
  session.expiry = NO_SESSION;
}

/** Time left of the session at `now` in ms; 0 when there is none or it has expired. */
export function sessionRemaining(now = Date.now()): number {
  return sessionValid(now) ? session.expiry - now : 0;
}

/**
 * Table service (spec 2, 3): the table and its session id, set together; the expiry is now + the
 * session length (by default the venue's sessionExpire minutes x 60000, else 3 hours).
 */
export function setTableSession(table: string, id: string, now = Date.now(), lengthMs = sessionLength()): void {
  session.table = table;
  setSessionId(id, now, lengthMs);
}

/** Ends a table session: the table is cleared and the session reset (expiry -1). */
export function resetTableSession(): void {
  session.table = '';
  resetSession();
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

export interface DeviceProof {
  deviceId: string;
  deviceSecret: string;
}

/** The device id and secret in the browser's storage ('' when absent); with `next`, both are replaced first. */
function storedDevice(next?: DeviceProof): DeviceProof {
  if (next) {
    writeStored('deviceId', next.deviceId);
    writeStored('deviceSecret', next.deviceSecret);
  }
  return { deviceId: readStored('deviceId') ?? '', deviceSecret: readStored('deviceSecret') ?? '' };
}

/** The device id: read once from local storage, generated and saved when there is none. */
export function ensureDeviceId(): string {
  if (session.deviceId) return session.deviceId;
  let id = storedDevice().deviceId;
  if (!id) {
    id = newDeviceId();
    writeStored('deviceId', id);
  }
  session.deviceId = id;
  return id;
}

/** This browser's proof for claiming its guest orders, when the server has issued one (else null). */
export function deviceProof(): DeviceProof | null {
  const d = storedDevice();
  return d.deviceId && d.deviceSecret ? d : null;
}

let registering: Promise<DeviceProof | null> | null = null;

/**
 * Before an order: a device id with its secret issued by the server (once per browser; the order
 * then carries that id). A failed registration returns null and the order goes ahead unclaimable.
 */
export function ensureDeviceProof(): Promise<DeviceProof | null> {
  const have = deviceProof();
  if (have) {
    session.deviceId = have.deviceId;
    return Promise.resolve(have);
  }
  registering ??= deviceRegister({})
    .then(
      (a) => {
        const r = a.success ? a.result : undefined;
        if (!r?.deviceId || !r.deviceSecret) return null;
        const proof = storedDevice({ deviceId: r.deviceId, deviceSecret: r.deviceSecret });
        session.deviceId = proof.deviceId;
        return proof;
      },
      () => null,
    )
    .finally(() => {
      registering = null;
    });
  return registering;
}

// ---- Tags and the play list (spec 3 "Session and settings store", spec 8) --------------------

const siteOf = (siteId?: string) => siteId ?? String(venue.licence.siteId ?? '');

/** Tags from the plu tags answer: result holds the tags joined by '~' (or a list of such strings). */
export function splitTags(result: unknown): string[] {
  const parts = Array.isArray(result)
    ? result.flatMap((r) => String(r ?? '').split('~'))
    : typeof result === 'string'
      ? result.split('~')
      : [];
  return parts.map((t) => t.trim()).filter(Boolean);
}

/** Loads the item tags into the session store (unchecked); a failed load leaves an empty list. */
export async function loadTags(siteId?: string): Promise<string[]> {
  try {
    const ans = await pluTagsList({ siteId: siteOf(siteId) }, { quiet: true });
    if (!ans.success) throw new Error('no tags');
    const tags = splitTags(ans.result);
    session.tags = tags.map((text) => ({ text, checked: false }));
    return tags;
  } catch {
    session.tags = [];
    return [];
  }
}

export interface PlayItem {
  fileName: string;
  fileType: string;
  /** Videos whose file name does not end in .mp4 play as streams (spec 4). */
  stream: boolean;
}
export interface PlayScreen {
  screenId: string;
  /** seconds between items; default 8 */
  timer: number;
  playList: PlayItem[];
}
export const PLAYLIST_TIMER_DEFAULT = 8;
const emptyPlaylist = () => ({ version: '', screenMode: '', mode: '', size: 0, screens: [] as PlayScreen[] });
/** Play-list data: version, screen mode, mode, size and the screens. */
export const playlist = proxy(emptyPlaylist());

const isVideo = (fileType: string, fileName: string) =>
  /video/i.test(fileType) || /\.(mp4|m3u8|webm|mov|flv)$/i.test(fileName.split(/[?#]/)[0]);

/** Loads the signage play list; a failed load clears it. */
export async function loadPlaylistData(siteId?: string): Promise<boolean> {
  try {
    const ans = await loadPlaylist({ siteId: siteOf(siteId) }, { quiet: true });
    if (!ans.success || !Array.isArray(ans.result)) throw new Error('no play list');
    const screens: PlayScreen[] = ans.result.map((s) => ({
      screenId: String(s?.screenId ?? ''),
      timer: Number(s?.timer) > 0 ? Number(s.timer) : PLAYLIST_TIMER_DEFAULT,
      playList: (Array.isArray(s?.playList) ? s.playList : []).map((i) => {
        const fileName = String(i?.fileName ?? '');
        const fileType = String(i?.fileType ?? '');
        return { fileName, fileType, stream: isVideo(fileType, fileName) && videoKind(fileName) === 'stream' };
      }),
    }));
    const m = ans.map ?? {};
    Object.assign(playlist, {
      version: String(m.version ?? ''),
      screenMode: String(m.screenMode ?? ''),
      mode: String(m.mode ?? ''),
      size: Number(m.size ?? screens.length) || 0,
      screens,
    });
    return true;
  } catch {
    Object.assign(playlist, emptyPlaylist());
    return false;
  }
}
