// The restored position is applied again as a short screen grows (issue 25: a category returned to
// from a product landed about 100 px from where it was left), and gives way to the visitor.
import { describe, expect, it } from 'vitest';
import { SETTLE_MS, settleScroll, type ScrollEnv } from '../../../src/engine/runtime/scrollSettle';

/** A page whose height grows when told; the browser clamps the scroll to what it holds. */
function page(height: number, viewport = 800) {
  let y = 0;
  let resize: (() => void) | null = null;
  let input: (() => void) | null = null;
  let timer: (() => void) | null = null;
  const calls: number[] = [];
  const env: ScrollEnv = {
    scrollY: () => y,
    scrollTo: (to) => {
      calls.push(to);
      y = Math.max(0, Math.min(to, height - viewport));
    },
    onResize: (fn) => {
      resize = fn;
      return () => {
        resize = null;
      };
    },
    onInput: (fn) => {
      input = fn;
      return () => {
        input = null;
      };
    },
    setTimeout: (fn, ms) => {
      expect(ms).toBe(SETTLE_MS);
      timer = fn;
      return () => {
        timer = null;
      };
    },
  };
  return {
    env,
    calls,
    get y() {
      return y;
    },
    scrollBy(d: number) {
      y += d;
    },
    grow(to: number) {
      height = to;
      resize?.();
    },
    input: () => input?.(),
    timeOut: () => timer?.(),
    get watching() {
      return resize !== null || input !== null || timer !== null;
    },
  };
}

describe('settleScroll', () => {
  it('reaches the position once the page has grown to hold it', () => {
    const p = page(1200);
    settleScroll(2400, p.env);
    expect(p.y).toBe(400); // clamped: the list's later pages are not drawn yet
    p.grow(2000);
    expect(p.y).toBe(1200);
    p.grow(4000);
    expect(p.y).toBe(2400);
    p.grow(4200); // already there: no further scroll
    expect(p.calls).toEqual([2400, 2400, 2400]);
  });
  it('stops when the visitor scrolls or types, and after the settle time', () => {
    const p = page(1000);
    settleScroll(2400, p.env);
    p.input();
    expect(p.watching).toBe(false);
    p.grow(4000);
    expect(p.y).toBe(200);
    const q = page(1000);
    settleScroll(2400, q.env);
    q.timeOut();
    expect(q.watching).toBe(false);
  });
  it('the stop function ends it (the next navigation), and a top position needs nothing', () => {
    const p = page(1000);
    const stop = settleScroll(2400, p.env);
    stop();
    expect(p.watching).toBe(false);
    const q = page(1000);
    settleScroll(0, q.env);
    expect(q.calls).toEqual([]);
    expect(q.watching).toBe(false);
  });
});
