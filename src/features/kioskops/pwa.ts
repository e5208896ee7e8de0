// The installable kiosk and cashier (issue 19): a web app manifest (served by the venue per shop and
// family: /kiosk.webmanifest?shop=&family=, full-screen) and a service worker (/kiosk-sw.js) that
// caches the app shell and the menu images. Registered ONLY by the kiosk and cashier screens, with
// the scope of their family and shop (/self/demo-kiosk/), so no other page is ever controlled.
export const KIOSK_SW_URL = '/kiosk-sw.js';

const LINK_ID = 'kiosk-manifest';

/** Names the manifest in the page and registers the service worker for this family and shop. */
export async function installKioskApp(
  base: string,
  family: string,
  shop: string,
): Promise<ServiceWorkerRegistration | null> {
  if (typeof document === 'undefined' || !base) return null;
  if (!document.getElementById(LINK_ID)) {
    const link = document.createElement('link');
    link.id = LINK_ID;
    link.rel = 'manifest';
    link.href = `/kiosk.webmanifest?${new URLSearchParams({ shop, family }).toString()}`;
    document.head.append(link);
  }
  const sw = (navigator as Navigator & { serviceWorker?: ServiceWorkerContainer }).serviceWorker;
  if (!sw) return null;
  try {
    return await sw.register(KIOSK_SW_URL, { scope: `${base}/` });
  } catch {
    return null; // not installable here (http on another host, private mode): the kiosk still works
  }
}

/** Leaving kiosk mode: the service worker of this origin's kiosk is removed, its caches emptied. */
export async function uninstallKioskApp(): Promise<void> {
  const sw = (navigator as Navigator & { serviceWorker?: ServiceWorkerContainer }).serviceWorker;
  if (sw)
    for (const r of await sw.getRegistrations())
      if (r.active?.scriptURL.endsWith(KIOSK_SW_URL) || r.installing || r.waiting) await r.unregister();
  if (typeof caches !== 'undefined')
    for (const k of await caches.keys()) if (k.startsWith('kiosk-')) await caches.delete(k);
  document.getElementById(LINK_ID)?.remove();
}
