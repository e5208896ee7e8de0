// Work deferred until the page is interactive (src/engine/runtime/whenInteractive.ts): it waits for
// the load event and QUIET_MS without a long task, and runs at MAX_WAIT_MS after the load at the latest.
// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Observed = (list: { getEntries: () => { startTime: number; duration: number }[] }) => void;
let observer: Observed | null = null;

beforeEach(() => {
  vi.resetModules();
  vi.useFakeTimers();
  observer = null;
  // Chromium's long task timing, driven by the test.
  vi.stubGlobal(
    'PerformanceObserver',
    class {
      constructor(cb: Observed) {
        observer = cb;
      }
      observe() {
        /* entries come from the test */
      }
    },
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const longTask = (startTime: number, duration: number) => observer?.({ getEntries: () => [{ startTime, duration }] });

describe('whenInteractive', () => {
  it('waits for a quiet main thread after the load, then runs once', async () => {
    const { whenInteractive, QUIET_MS } = await import('../../../src/engine/runtime/whenInteractive');
    const fn = vi.fn();
    whenInteractive(fn);
    vi.advanceTimersByTime(QUIET_MS - 100);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(200);
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10 * QUIET_MS);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('a long task starts the quiet time again', async () => {
    const { whenInteractive, QUIET_MS } = await import('../../../src/engine/runtime/whenInteractive');
    const fn = vi.fn();
    whenInteractive(fn);
    vi.advanceTimersByTime(QUIET_MS / 2);
    longTask(performance.now() - 60, 60);
    vi.advanceTimersByTime(QUIET_MS / 2 + 100);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(QUIET_MS);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('runs at MAX_WAIT_MS after the load however busy the page stays', async () => {
    const { whenInteractive, MAX_WAIT_MS } = await import('../../../src/engine/runtime/whenInteractive');
    const fn = vi.fn();
    whenInteractive(fn);
    for (let t = 0; t < MAX_WAIT_MS + 2000 && !fn.mock.calls.length; t += 500) {
      longTask(performance.now() - 60, 60);
      vi.advanceTimersByTime(500);
    }
    expect(fn).toHaveBeenCalledTimes(1);
    expect(performance.now()).toBeLessThanOrEqual(MAX_WAIT_MS + 1000);
  });
});
