// The referee page's offline shell: a phone that reloads the page with no network still gets the
// page and its scripts, and the outbox (IndexedDB) sends its deals when the network is back.
// Pages: network first, the last copy when offline. Next's hashed static files: cache first.
// The API (/api/*) is never cached: the outbox handles it.
// Only Marque's own answers are kept: a page carries X-Marque-Page (next.config.ts), a script is
// not an HTML page. A captive portal's page, a proxy's 404 or 502 answered in their place never
// replace the copy; the copy is shown instead of them.
const PAGES = 'marque-referee-pages-v1';
const STATIC = 'marque-static-v1';

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

function isMarquePage(response) {
  return response.ok && response.headers.get('x-marque-page') === '1';
}

function isStaticFile(response) {
  return response.ok && !(response.headers.get('content-type') || '').includes('text/html');
}

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
            if (isStaticFile(response)) {
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
    const kept = () => caches.match(request, { ignoreVary: true });
    event.respondWith(
      fetch(request)
        .then((response) => {
          if (isMarquePage(response)) {
            const copy = response.clone();
            void caches.open(PAGES).then((cache) => cache.put(request, copy));
            return response;
          }
          // Not Marque's page: the copy kept, if there is one.
          return kept().then((cached) => cached ?? response);
        })
        .catch(() => kept().then((cached) => cached ?? Response.error())),
    );
  }
});
