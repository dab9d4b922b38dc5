// The referee page's offline shell: a phone that reloads the page with no network still gets the
// page and its scripts, and the outbox (IndexedDB) sends its deals when the network is back.
// Pages: network first, the last copy when offline. Next's hashed static files: cache first.
// The API (/api/*) is never cached: the outbox handles it.
const PAGES = 'marque-referee-pages-v1';
const STATIC = 'marque-static-v1';

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname.startsWith('/_next/static/')) {
    event.respondWith(
      caches.match(request).then(
        (cached) =>
          cached ??
          fetch(request).then((response) => {
            if (response.ok) {
              const copy = response.clone();
              void caches.open(STATIC).then((cache) => cache.put(request, copy));
            }
            return response;
          }),
      ),
    );
    return;
  }
  if (request.mode === 'navigate' && /^\/(fr|en)\/table\/[A-Za-z0-9-]+$/.test(url.pathname)) {
    event.respondWith(
      fetch(request)
        .then((response) => {
          if (response.ok) {
            const copy = response.clone();
            void caches.open(PAGES).then((cache) => cache.put(request, copy));
          }
          return response;
        })
        .catch(() =>
          caches.match(request, { ignoreVary: true }).then((cached) => cached ?? Response.error()),
        ),
    );
  }
});
