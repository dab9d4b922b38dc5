/**
 * Lets the referee page reload with no network: registers the service worker and stores this
 * page and the scripts it loaded, which the worker serves when the network is gone. Service
 * workers exist only on https and localhost; elsewhere the page still works online, and the
 * outbox still keeps every deal.
 */
export async function keepPageForOffline(): Promise<void> {
  if (!('serviceWorker' in navigator) || typeof caches === 'undefined') return;
  try {
    await navigator.serviceWorker.register('/referee-sw.js', { scope: '/' });
    const scripts = performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => new URL(name).pathname.startsWith('/_next/static/'));
    const [pages, statics] = await Promise.all([
      caches.open('marque-referee-pages-v1'),
      caches.open('marque-static-v1'),
    ]);
    await Promise.all([pages.add(window.location.href), statics.addAll(scripts)]);
  } catch {
    // No offline copy this time; the next visit tries again.
  }
}
