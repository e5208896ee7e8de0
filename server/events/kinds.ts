// What a pushed update says (issue 28): a kind, the venue, and an id the subscriber already knows.
// Raised by the triggers of migration 031 on channel venue_events, in the change's own transaction.
// Screens read again through their usual call when one arrives; nothing else travels.

export const EVENT_CHANNEL = 'venue_events';

/** staff: a kiosk's call for staff opened or acknowledged; order: an order changed (id: its transaction id);
 *  session: a table session closed (id: the session id); config: the venue's configuration or menu changed. */
export const EVENT_KINDS = ['staff', 'order', 'session', 'config'] as const;
export type EventKind = (typeof EVENT_KINDS)[number];

export interface VenueEvent {
  kind: EventKind;
  shopId: string;
  id: string | null;
}

/** The notification's payload as a VenueEvent, or null when it is not one (never thrown). */
export function parseEvent(payload: string): VenueEvent | null {
  try {
    const o = JSON.parse(payload) as { k?: unknown; v?: unknown; id?: unknown };
    if (!EVENT_KINDS.includes(o.k as EventKind) || typeof o.v !== 'string') return null;
    return { kind: o.k as EventKind, shopId: o.v, id: typeof o.id === 'string' ? o.id : null };
  } catch {
    return null;
  }
}
