// One live stream (issue 28), without React: an EventSource on GET /api/events that calls onChange
// for each event and onHealth when the stream comes up ('live') or drops ('down'). The browser
// reconnects on its own after a drop (the server asks for 3 s); a refused stream (4xx/503: no
// Postgres LISTEN, an expired staff ticket) is closed and opened again after REOPEN_MS, with a fresh
// address (a staff stream asks for a new ticket). Screens keep polling while the stream is down.
import { liveEventsUrl, parseLiveEvent, type LiveEvent, type LiveTopics } from '../../api/events';

export type LiveHealth = 'live' | 'down';

/** After a refused or closed stream, how long before it is opened again. */
export const REOPEN_MS = 30_000;

export interface LiveStreamHandlers {
  onChange(e: LiveEvent): void;
  onHealth(h: LiveHealth): void;
}

type EventSourceLike = Pick<EventSource, 'addEventListener' | 'close' | 'readyState'>;
export type EventSourceFactory = (url: string) => EventSourceLike;

const browserSource: EventSourceFactory | null =
  typeof EventSource === 'function' ? (url) => new EventSource(url) : null;

/**
 * Opens the stream of `topics()` (asked again at each reopen; null: nothing to follow). Returns the
 * function that closes it for good. Without EventSource (old browsers, tests) it reports 'down' once.
 */
export function openLiveStream(
  topics: () => Promise<LiveTopics | null>,
  h: LiveStreamHandlers,
  make: EventSourceFactory | null = browserSource,
  reopenMs = REOPEN_MS,
): () => void {
  let closed = false;
  let source: EventSourceLike | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const reopenLater = () => {
    source?.close();
    source = null;
    if (!closed) timer = setTimeout(() => void open(), reopenMs);
  };
  const open = async () => {
    if (closed || !make) return h.onHealth('down');
    let url: string | null = null;
    try {
      const t = await topics();
      url = t ? liveEventsUrl(t) : null;
    } catch {
      url = null;
    }
    if (closed) return;
    if (!url) {
      h.onHealth('down');
      return reopenLater();
    }
    const s = make(url);
    source = s;
    // A closed or replaced source says nothing more (whatever the browser still delivers).
    const current = () => !closed && source === s;
    s.addEventListener('ready', () => current() && h.onHealth('live'));
    s.addEventListener('change', (m) => {
      if (!current()) return;
      const e = parseLiveEvent(String((m as MessageEvent).data));
      if (e) h.onChange(e);
    });
    s.addEventListener('error', () => {
      if (!current()) return;
      h.onHealth('down');
      // CLOSED (2): the server refused the stream; the browser will not try again on its own.
      if (s.readyState === 2) reopenLater();
    });
  };
  void open();
  return () => {
    closed = true;
    clearTimeout(timer);
    source?.close();
    source = null;
  };
}
