// The followers of pushed updates (issue 28): a kiosk reads its configuration again once after a
// burst of config events (and not for other kinds); a table whose session staff close is told once
// the venue confirms the session is closed, not on an event for another session.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

class FakeSource {
  static made: FakeSource[] = [];
  readyState = 1;
  private handlers = new Map<string, ((e: unknown) => void)[]>();
  constructor(public url: string) {
    FakeSource.made.push(this);
  }
  addEventListener(type: string, fn: (e: unknown) => void) {
    this.handlers.set(type, [...(this.handlers.get(type) ?? []), fn]);
  }
  close() {
    this.readyState = 2;
  }
  emit(type: string, data?: string) {
    for (const fn of this.handlers.get(type) ?? []) fn({ data });
  }
}

beforeEach(() => {
  vi.resetModules();
  FakeSource.made = [];
  vi.stubGlobal('EventSource', FakeSource);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.doUnmock('../../../src/features/table/api');
});

describe('followVenueConfig', () => {
  it('reads the configuration once after a burst of config events, never for other kinds', async () => {
    vi.useFakeTimers();
    const { followVenueConfig, CONFIG_SETTLE_MS } = await import('../../../src/features/kiosk/liveConfig');
    const reload = vi.fn(async () => undefined);
    const stop = followVenueConfig('demo-kiosk', reload);
    await vi.advanceTimersByTimeAsync(0);
    const s = FakeSource.made[0];
    expect(s.url).toContain('/api/events?shop=demo-kiosk&config=1');
    s.emit('change', '{"kind":"config","id":null}');
    s.emit('change', '{"kind":"config","id":null}');
    s.emit('change', '{"kind":"order","id":"t1"}');
    await vi.advanceTimersByTimeAsync(CONFIG_SETTLE_MS + 10);
    expect(reload).toHaveBeenCalledTimes(1);
    stop();
    s.emit('change', '{"kind":"config","id":null}');
    await vi.advanceTimersByTimeAsync(CONFIG_SETTLE_MS + 10);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe('followTableSession', () => {
  it('asks the venue on an event for this session and reports closed only when the venue says so', async () => {
    const openTableSession = vi.fn(async () => ({ ok: false, code: 'session.closed', message: '' }));
    vi.doMock('../../../src/features/table/api', () => ({ openTableSession }));
    const { app, session } = await import('../../../src/state/stores');
    const { followTableSession } = await import('../../../src/features/table/liveSession');
    app.shop = 'demo-cafe';
    session.table = '5';
    session.sessionId = 'abc123';
    const closed = vi.fn();
    const stop = followTableSession(closed);
    await new Promise((r) => setTimeout(r, 0));
    const s = FakeSource.made.at(-1)!;
    expect(s.url).toContain('shop=demo-cafe&session=abc123');
    s.emit('change', '{"kind":"session","id":"other"}');
    await new Promise((r) => setTimeout(r, 0));
    expect(openTableSession).not.toHaveBeenCalled();
    s.emit('change', '{"kind":"session","id":"abc123"}');
    await new Promise((r) => setTimeout(r, 0));
    expect(openTableSession).toHaveBeenCalledWith('5', 'abc123');
    expect(closed).toHaveBeenCalledTimes(1);
    stop();
  });
});
