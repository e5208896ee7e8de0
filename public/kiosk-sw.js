// The kiosk and cashier service worker (issue 19). Registered only by the kiosk and cashier screens,
// scoped to their family and shop. It caches the app shell (the page and the hashed build files)
// and the menu images; calls to the venue (POST) always go to the network, never to a cache.
const SHELL = 'kiosk-shell-v1';
const IMAGES = 'kiosk-images-v1';
const IMAGE_MAX = 300;

self.addEventListener('install', (event) => {
  // The page that registered us is the shell: keep it for a cold start without network.
  event.waitUntil(
    caches
      .open(SHELL)
      .then((c) => c.add(self.registration.scope).catch(() => undefined))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(
          keys.filter((k) => k.startsWith('kiosk-') && k !== SHELL && k !== IMAGES).map((k) => caches.delete(k)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

const isImage = (url) => url.pathname.startsWith('/assets/images/') || url.pathname === '/pro/common/download/resource';
const isBuild = (url) => /^\/assets\/[^/]+-[A-Za-z0-9_-]{8}\.[a-z0-9.]+$/.test(url.pathname);

async function trimImages() {
  const c = await caches.open(IMAGES);
  const keys = await c.keys();
  for (const k of keys.slice(0, Math.max(0, keys.length - IMAGE_MAX))) await c.delete(k);
}

self.addEventListener('fetch', (event) => {
  const req = event.request;
  if (req.method !== 'GET' || req.headers.has('range')) return;
  const url = new URL(req.url);
  if (url.origin !== self.location.origin) return;
  if (req.mode === 'navigate') {
    // Network first (a new build shows at once); the cached shell when the network is down.
    event.respondWith(
      fetch(req)
        .then((res) => {
          if (res.ok) {
            const copy = res.clone();
            caches.open(SHELL).then((c) => c.put(req, copy));
          }
          return res;
        })
        .catch(() =>
          caches
            .match(req)
            .then((hit) => hit || caches.match(self.registration.scope))
            .then((hit) => hit || Response.error()),
        ),
    );
    return;
  }
  if (isBuild(url) || isImage(url)) {
    // Hashed build files never change; menu images change rarely: cache first, then the network.
    const name = isBuild(url) ? SHELL : IMAGES;
    event.respondWith(
      caches.open(name).then((c) =>
        c.match(req).then(
          (hit) =>
            hit ||
            fetch(req).then((res) => {
              if (res.ok && res.type === 'basic' && res.status === 200) {
                c.put(req, res.clone());
                if (name === IMAGES) trimImages();
              }
              return res;
            }),
        ),
      ),
    );
  }
});
