// Shared set-up for the API and state tests: a scripted fetch, a memory storage, clean stores.
import { vi } from 'vitest';
import { apiOptions, configureApi, setLogoutHandler, setNavigator } from '../../src/api/config';
import { setLocalStore, type KeyValueStore } from '../../src/api/token-store';
import { decodeRequest } from '../../src/api/wire/codec';
import { app, emptyUser, session, user, venue } from '../../src/state/stores';
import { normaliseSettings } from '../../src/domain/settings';
import { ui } from '../../src/state/ui';

export interface Sent {
  url: string;
  method: string;
  headers: Record<string, string>;
  /** The decoded payload (POST) or the query parameters (GET). */
  payload: Record<string, unknown>;
  raw: string | undefined;
}

export type Reply = { status?: number; body?: unknown; text?: string } | Error | 'hang';

/** A fetch that records requests and answers from a script (the last reply repeats). */
export function scriptedFetch(...replies: Reply[]) {
  const sent: Sent[] = [];
  const fetchMock = vi.fn(async (url: string | URL | Request, init: RequestInit = {}) => {
    const headers = Object.fromEntries(
      Object.entries((init.headers ?? {}) as Record<string, string>).map(([k, v]) => [k.toLowerCase(), v]),
    );
    const raw = typeof init.body === 'string' ? init.body : undefined;
    const u = String(url);
    const payload =
      raw !== undefined
        ? (decodeRequest(JSON.parse(raw), headers['x-wire-format'], { iv: apiOptions().iv }) as Record<string, unknown>)
        : Object.fromEntries(new URL(u, 'http://x').searchParams);
    sent.push({ url: u, method: init.method ?? 'GET', headers, payload, raw });
    const reply = replies.length > 1 ? replies.shift()! : replies[0];
    if (reply instanceof Error) throw reply;
    if (reply === 'hang') {
      return new Promise<Response>((_, reject) => {
        init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      });
    }
    const text = reply.text ?? JSON.stringify(reply.body ?? { success: true, result: null });
    return new Response(text, { status: reply.status ?? 200, headers: { 'content-type': 'application/json' } });
  });
  configureApi({ fetch: fetchMock as unknown as typeof fetch });
  return { sent, fetchMock };
}

export function memoryStorage(): KeyValueStore & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
  };
}

/** Clean stores, base addresses, a navigator spy and a memory storage. */
export function resetWorld() {
  configureApi({ baseUrl: 'http://shop.test', proBaseUrl: 'http://pro.test' }, true);
  const navigate = vi.fn();
  setNavigator(navigate);
  setLogoutHandler(() => undefined);
  const storage = memoryStorage();
  setLocalStore(storage);
  Object.assign(user, emptyUser());
  Object.assign(app, { domain: 'shop', shop: 'demo' });
  Object.assign(session, { sessionId: '', expiry: -1, deviceId: 'dev-0001' });
  venue.settings = normaliseSettings({ shopKey: 'demo-shop' });
  venue.licence = { siteId: 'S001', ordLot: 'LOT1', spotId: 'demo' };
  ui.toasts.splice(0);
  ui.loading = 0;
  return { navigate, storage };
}
