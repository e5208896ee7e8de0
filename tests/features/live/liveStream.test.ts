// The client of pushed updates (issue 28): the stream's address names only what the screen follows,
// events reach onChange, health follows the server's `ready` and drops, a refused stream is opened
// again later with fresh topics, and closing stops everything.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { liveEventsUrl, parseLiveEvent } from '../../../src/api/events';
import { openLiveStream } from '../../../src/features/live';
import { livePollMs } from '../../../src/features/live/useLiveUpdates';

class FakeSource {
  static made: FakeSource[] = [];
  readyState = 0;
  closed = false;
  private handlers = new Map<string, ((e: unknown) => void)[]>();
  constructor(public url: string) {
    FakeSource.made.push(this);
  }
  addEventListener(type: string, fn: (e: unknown) => void) {
    this.handlers.set(type, [...(this.handlers.get(type) ?? []), fn]);
  }
  close() {
    this.closed = true;
    this.readyState = 2;
  }
  emit(type: string, data?: string) {
    for (const fn of this.handlers.get(type) ?? []) fn({ data });
  }
}
const make = (url: string) => new FakeSource(url) as unknown as EventSource;
const flush = () => new Promise((r) => setTimeout(r, 0));

afterEach(() => {
  FakeSource.made = [];
  vi.useRealTimers();
});

describe('liveEventsUrl and parseLiveEvent', () => {
  it('names the venue and only what is followed; nothing followed is no stream', () => {
    expect(liveEventsUrl({ shop: 'demo-cafe', orders: ['t1', 't2'] }, '')).toBe(
      '/api/events?shop=demo-cafe&orders=t1%2Ct2',
    );
    expect(liveEventsUrl({ shop: 'demo-cafe', config: true, staffTicket: 'a.b' }, 'https://x.example/')).toBe(
      'https://x.example/api/events?shop=demo-cafe&config=1&staff=a.b',
    );
    expect(liveEventsUrl({ shop: 'demo-cafe' }, '')).toBeNull();
    expect(liveEventsUrl({ shop: '', config: true }, '')).toBeNull();
  });
  it('reads a change event and refuses anything else', () => {
    expect(parseLiveEvent('{"kind":"order","id":"t1"}')).toEqual({ kind: 'order', id: 't1' });
    expect(parseLiveEvent('{"kind":"staff","id":null}')).toEqual({ kind: 'staff', id: null });
    expect(parseLiveEvent('{"kind":"secret"}')).toBeNull();
    expect(parseLiveEvent('not json')).toBeNull();
  });
  it('polls 15 times slower while live, at the usual pace while down, never when stopped', () => {
    expect(livePollMs(1000, true)).toBe(15_000);
    expect(livePollMs(1000, false)).toBe(1000);
    expect(livePollMs(0, true)).toBe(0);
  });
});

describe('openLiveStream', () => {
  it('reports live on ready, passes changes on, reports down on a drop and stops on close', async () => {
    const changes: unknown[] = [];
    const health: string[] = [];
    const close = openLiveStream(
      async () => ({ shop: 'demo-cafe', orders: ['t1'] }),
      { onChange: (e) => changes.push(e), onHealth: (h) => health.push(h) },
      make,
    );
    await flush();
    const s = FakeSource.made[0];
    expect(s.url).toContain('/api/events?shop=demo-cafe&orders=t1');
    s.emit('ready', '{}');
    s.emit('change', '{"kind":"order","id":"t1"}');
    s.emit('change', 'garbage');
    s.emit('error');
    expect(health).toEqual(['live', 'down']);
    expect(changes).toEqual([{ kind: 'order', id: 't1' }]);
    close();
    expect(s.closed).toBe(true);
  });

  it('a refused stream (closed by the browser) is opened again later with fresh topics', async () => {
    vi.useFakeTimers();
    let n = 0;
    const close = openLiveStream(
      async () => ({ shop: 'demo-cafe', staffTicket: `ticket-${++n}` }),
      { onChange: () => undefined, onHealth: () => undefined },
      make,
      1000,
    );
    await vi.advanceTimersByTimeAsync(0);
    const first = FakeSource.made[0];
    first.readyState = 2;
    first.emit('error');
    expect(FakeSource.made).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(FakeSource.made).toHaveLength(2);
    expect(FakeSource.made[1].url).toContain('staff=ticket-2');
    close();
    await vi.advanceTimersByTimeAsync(5000);
    expect(FakeSource.made).toHaveLength(2);
  });

  it('without EventSource or without a ticket it reports down and the screen keeps polling', async () => {
    const health: string[] = [];
    const close = openLiveStream(
      async () => ({ shop: 'demo-cafe', config: true }),
      {
        onChange: () => undefined,
        onHealth: (h) => health.push(h),
      },
      null,
    );
    await flush();
    expect(health).toEqual(['down']);
    close();
    const h2: string[] = [];
    const close2 = openLiveStream(
      async () => {
        throw new Error('not staff');
      },
      { onChange: () => undefined, onHealth: (h) => h2.push(h) },
      make,
      60_000,
    );
    await flush();
    expect(h2).toEqual(['down']);
    expect(FakeSource.made).toHaveLength(0);
    close2();
  });
});
