// A Server-Sent Events client for the tests (issue 28): opens GET /api/events with fetch, parses the
// stream into {event, data} records, and waits for one that matches.
export interface SseEvent {
  event: string;
  data: string;
  at: number;
}

export interface SseStream {
  status: number;
  events: SseEvent[];
  /** Resolves with the first event (already received or to come) that matches; rejects after timeoutMs. */
  next(match: (e: SseEvent) => boolean, timeoutMs?: number): Promise<SseEvent>;
  close(): void;
}

export async function openStream(url: string, headers: Record<string, string> = {}): Promise<SseStream> {
  const ctrl = new AbortController();
  const res = await fetch(url, { headers: { accept: 'text/event-stream', ...headers }, signal: ctrl.signal });
  const events: SseEvent[] = [];
  const waiters = new Set<() => void>();
  if (res.ok && res.body) {
    const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
    void (async () => {
      let buf = '';
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buf += value;
          let cut: number;
          while ((cut = buf.indexOf('\n\n')) >= 0) {
            const block = buf.slice(0, cut);
            buf = buf.slice(cut + 2);
            const lines = block.split('\n');
            const event = lines.find((l) => l.startsWith('event: '))?.slice(7) ?? 'message';
            const data = lines
              .filter((l) => l.startsWith('data: '))
              .map((l) => l.slice(6))
              .join('\n');
            if (lines.every((l) => l.startsWith(':') || l.startsWith('retry:'))) continue;
            events.push({ event, data, at: Date.now() });
            for (const w of waiters) w();
          }
        }
      } catch {
        // aborted
      }
      events.push({ event: 'end', data: '', at: Date.now() });
      for (const w of waiters) w();
    })();
  }
  return {
    status: res.status,
    events,
    close: () => ctrl.abort(),
    next: (match, timeoutMs = 5000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          const hit = events.find(match);
          if (!hit) return false;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(hit);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching event in ${timeoutMs} ms; got ${JSON.stringify(events)}`));
        }, timeoutMs);
        if (!check()) waiters.add(check);
      }),
  };
}

/** A `change` event of this kind (and id). */
export const change =
  (kind: string, id?: string) =>
  (e: SseEvent): boolean => {
    if (e.event !== 'change') return false;
    const d = JSON.parse(e.data) as { kind: string; id: string | null };
    return d.kind === kind && (id === undefined || d.id === id);
  };
