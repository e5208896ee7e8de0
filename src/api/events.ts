// Pushed updates (issue 28): the address of the live stream, GET /api/events (Server-Sent Events,
// served by server/routes/events.ts), and what its events say. An event names only what changed (a
// kind and an id the screen already knows); the screen reads again through its usual call.
import { resolveBase } from './config';
import { isRecord } from './errors';

export const LIVE_EVENT_KINDS = ['staff', 'order', 'session', 'config'] as const;
export type LiveEventKind = (typeof LIVE_EVENT_KINDS)[number];

export interface LiveEvent {
  kind: LiveEventKind;
  id: string | null;
}

/** What one stream follows at one venue: orders by transaction id, a table session, the configuration, the staff list (with a ticket). */
export interface LiveTopics {
  shop: string;
  orders?: readonly string[];
  session?: string;
  config?: boolean;
  staffTicket?: string;
}

export const LIVE_EVENTS_PATH = '/api/events';

/** The stream's address, or null when the topics name nothing to follow. */
export function liveEventsUrl(t: LiveTopics, base = resolveBase('shop')): string | null {
  const q = new URLSearchParams({ shop: t.shop });
  if (t.orders?.length) q.set('orders', t.orders.join(','));
  if (t.session) q.set('session', t.session);
  if (t.config) q.set('config', '1');
  if (t.staffTicket) q.set('staff', t.staffTicket);
  if (!t.shop || [...q.keys()].length < 2) return null;
  return `${base.replace(/\/+$/, '')}${LIVE_EVENTS_PATH}?${q.toString()}`;
}

/** A `change` event's data, or null when it is not one. */
export function parseLiveEvent(data: string): LiveEvent | null {
  try {
    const o: unknown = JSON.parse(data);
    const kind = isRecord(o) ? LIVE_EVENT_KINDS.find((k) => k === o.kind) : undefined;
    if (!isRecord(o) || !kind) return null;
    return { kind, id: typeof o.id === 'string' ? o.id : null };
  } catch {
    return null;
  }
}
