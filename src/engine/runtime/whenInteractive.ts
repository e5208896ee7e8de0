// Work that may wait until the page is interactive (warming the next step's code): run it once the
// page has loaded and the main thread has been free of long tasks for a while, in idle time. Start-up
// keeps the main thread and the network to itself; what a later step needs follows without delaying
// the first interaction (Total Blocking Time and Time to Interactive count every task until the page
// has been quiet for a while).
type IdleWindow = { requestIdleCallback?: (fn: () => void, o?: { timeout: number }) => number };

/**
 * How long the main thread must have been free of long tasks (over 50 ms) after the load event: the
 * quiet window that defines Time to Interactive.
 */
export const QUIET_MS = 5000;
/** After this long past the load event the work runs whatever the main thread did (a busy phone). */
export const MAX_WAIT_MS = 10_000;

let lastLongTask = 0;
let watching = false;

/** Notes the end of every long task (where the browser reports them: Chromium). */
function watchLongTasks(): void {
  if (watching) return;
  watching = true;
  try {
    const po = new PerformanceObserver((list) => {
      for (const e of list.getEntries()) lastLongTask = Math.max(lastLongTask, e.startTime + e.duration);
    });
    po.observe({ type: 'longtask', buffered: true });
  } catch {
    /* no long task timing here: the quiet time alone counts */
  }
}

function idle(fn: () => void): void {
  const w = globalThis as IdleWindow;
  if (typeof w.requestIdleCallback === 'function') w.requestIdleCallback(fn, { timeout: 2000 });
  else setTimeout(fn, 0);
}

function afterLoad(fn: () => void): void {
  if (typeof document === 'undefined' || document.readyState === 'complete') fn();
  else globalThis.addEventListener('load', () => fn(), { once: true });
}

/**
 * Runs `fn` once the page is interactive: after the load event, when no long task has ended for
 * QUIET_MS (or MAX_WAIT_MS after the load at the latest), in an idle period.
 */
export function whenInteractive(fn: () => void): void {
  watchLongTasks();
  afterLoad(() => {
    const nav = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
    const loaded = nav && nav.loadEventEnd > 0 ? nav.loadEventEnd : performance.now();
    const check = () => {
      const now = performance.now();
      const quietFor = now - Math.max(lastLongTask, loaded);
      if (quietFor >= QUIET_MS || now - loaded >= MAX_WAIT_MS) idle(fn);
      else setTimeout(check, Math.min(QUIET_MS - quietFor, MAX_WAIT_MS - (now - loaded)));
    };
    check();
  });
}
