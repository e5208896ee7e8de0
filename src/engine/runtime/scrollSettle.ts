// Back and forward restore the scroll position of their history entry (spec 2; issue 25).
// react-router's <ScrollRestoration> (drawn by the root route) saves each entry's position and
// scrolls there when the entry returns, in the commit that draws it. A screen may still be short
// then: its content (a menu from the network, pages of a long list, images without a size) can
// arrive after that commit, and the browser clamps the scroll to what the page holds. So after a
// back/forward with a saved position, the position is applied again whenever the page grows, until
// the visitor scrolls or types, the next navigation starts, or SETTLE_MS have passed.
import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** How long a restored position keeps being applied while the page grows (a busy phone may take seconds to draw a screen). */
export const SETTLE_MS = 10_000;
/** Within this many pixels the position counts as reached. */
const CLOSE_PX = 2;
/** The visitor moving the page takes over from the restore. */
const INPUT_EVENTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/** What settling needs from the browser (tests give their own). */
export interface ScrollEnv {
  scrollY(): number;
  scrollTo(y: number): void;
  /** Calls `fn` when the page's scroll height changes; returns the stop function. */
  onResize(fn: () => void): () => void;
  /** Calls `fn` on the visitor's own scrolling input; returns the stop function. */
  onInput(fn: () => void): () => void;
  setTimeout(fn: () => void, ms: number): () => void;
}

function browserEnv(): ScrollEnv | null {
  if (
    typeof window === 'undefined' ||
    typeof window.scrollTo !== 'function' ||
    typeof requestAnimationFrame === 'undefined'
  )
    return null;
  return {
    scrollY: () => window.scrollY,
    scrollTo: (y) => window.scrollTo(0, y),
    onResize(fn) {
      // The page's scroll height, read each frame: a ResizeObserver on <html> or <body> misses a
      // screen that grows inside a fixed-height shell, and settling lasts SETTLE_MS at most.
      let height = document.documentElement.scrollHeight;
      let frame = requestAnimationFrame(function check() {
        const now = document.documentElement.scrollHeight;
        if (now !== height) {
          height = now;
          fn();
        }
        frame = requestAnimationFrame(check);
      });
      return () => cancelAnimationFrame(frame);
    },
    onInput(fn) {
      const opts = { passive: true, capture: true } as const;
      for (const e of INPUT_EVENTS) window.addEventListener(e, fn, opts);
      return () => {
        for (const e of INPUT_EVENTS) window.removeEventListener(e, fn, opts);
      };
    },
    setTimeout(fn, ms) {
      const t = window.setTimeout(fn, ms);
      return () => window.clearTimeout(t);
    },
  };
}

/** Applies `y` again whenever the page grows, until reached and stable, input, or SETTLE_MS; returns the stop function. */
export function settleScroll(y: number, env: ScrollEnv | null = browserEnv()): () => void {
  if (!env || y <= 0) return () => {};
  const stops: (() => void)[] = [];
  let done = false;
  const stop = () => {
    if (done) return;
    done = true;
    stops.forEach((s) => s());
  };
  const apply = () => {
    if (done) return;
    if (Math.abs(env.scrollY() - y) > CLOSE_PX) env.scrollTo(y);
  };
  stops.push(env.onResize(apply), env.onInput(stop), env.setTimeout(stop, SETTLE_MS));
  apply();
  return stop;
}

/** The part of react-router's data router this needs (fields of its public RouterState). */
interface ScrollRouter {
  state: { restoreScrollPosition: number | false | null; location: { key: string } };
  subscribe(fn: (state: ScrollRouter['state']) => void): () => void;
}

/** The position react-router restores for the entry with this key (back/forward), until drawn. */
let restoring: { key: string; y: number } | null = null;

/**
 * Notes each restored position of a data router: a commit with a saved position (back or forward
 * to an entry seen before). The root route's useRestoredScroll settles it once the entry is drawn;
 * doing it here would scroll the previous screen, which stays until React draws the next one.
 */
export function watchRestoredScroll(router: ScrollRouter): () => void {
  return router.subscribe((state) => {
    restoring =
      typeof state.restoreScrollPosition === 'number'
        ? { key: state.location.key, y: state.restoreScrollPosition }
        : null;
  });
}

/** For the root route, after <ScrollRestoration>: settles the position noted for this entry; the next entry stops it. */
export function useRestoredScroll(settle: (y: number) => () => void = settleScroll): void {
  const { key } = useLocation();
  useLayoutEffect(() => {
    if (restoring?.key !== key) return undefined;
    const { y } = restoring;
    restoring = null;
    return settle(y);
  }, [key, settle]);
}
