// Page and event tracking for the one publisher type of spec 3 ("an ad-tracking integration sends
// page and event tracking for one publisher type"): Google Tag Manager, named by the licence's
// gtmCode. Loaded only when the venue has a code, and never before the page's first paint; the
// server's Content-Security-Policy allows scripts from GTM_ORIGIN and no other outside host.
export const GTM_ORIGIN = 'https://www.googletagmanager.com';
/** A container id as GTM issues them ('GTM-' and 4 to 12 capitals or digits); anything else loads nothing. */
const GTM_CODE = /^GTM-[A-Z0-9]{4,12}$/;

export type DataLayer = Record<string, unknown>[];
export type TrackWindow = Window & { dataLayer?: DataLayer };

/** The container script's address, or null for an empty or malformed code. */
export function gtmScriptUrl(code: unknown): string | null {
  return typeof code === 'string' && GTM_CODE.test(code) ? `${GTM_ORIGIN}/gtm.js?id=${code}` : null;
}

export interface Tracker {
  page(path: string, title: string): void;
  event(name: string, params?: Record<string, unknown>): void;
}

/**
 * Starts the container: the data layer's start event, then its script (once per page). Null when
 * the code is empty or malformed: no script, no data layer.
 */
export function startGtm(code: unknown, w: TrackWindow, now = Date.now()): Tracker | null {
  const src = gtmScriptUrl(code);
  if (!src) return null;
  const layer = (w.dataLayer ??= []);
  layer.push({ 'gtm.start': now, event: 'gtm.js' });
  if (![...w.document.scripts].some((s) => s.src === src)) {
    const s = w.document.createElement('script');
    s.async = true;
    s.src = src;
    w.document.head.appendChild(s);
  }
  return {
    page: (path, title) => void layer.push({ event: 'page_view', page_path: path, page_title: title }),
    event: (name, params = {}) => void layer.push({ ...params, event: name }),
  };
}

/** Resolves after the page's first paint: after the load event, then one animation frame. */
export function afterFirstPaint(w: Window): Promise<void> {
  return new Promise((resolve) => {
    const frame = () => w.requestAnimationFrame(() => setTimeout(resolve, 0));
    if (w.document.readyState === 'complete') frame();
    else w.addEventListener('load', frame, { once: true });
  });
}
