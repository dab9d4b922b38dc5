import { whenIdle } from '../lib/when-idle';

/** The mark of Marque's own pages (next.config.ts): only they are kept as the offline copy. */
const PAGE_MARKER = 'x-marque-page';

/**
 * `keepPageForOffline` once the phone has nothing better to do (the sheet drawn, the first
 * answers in): storing the page competes with nothing the referee is waiting for. Returns what
 * cancels it, for a page left before.
 */
export function keepPageForOfflineWhenIdle(): () => void {
  return whenIdle(() => void keepPageForOffline(), IDLE_WAIT_MS);
}

/** The longest wait for a quiet moment before the page is stored anyway. */
const IDLE_WAIT_MS = 3000;

/**
 * Lets the referee page reload with no network: registers the service worker and stores this
 * page and the scripts it loaded, which the worker serves when the network is gone. Only Marque's
 * own answers are stored: behind a captive portal the page fetched again is the portal's, and
 * the copy kept stays. The scripts are the ones this page has just run, taken from the browser's
 * cache (Next's static files never change under their name), not downloaded a second time.
 * Service workers exist only on https and localhost; elsewhere the page still works online, and
 * the outbox still keeps every deal.
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
    await Promise.all([
      keep(pages, window.location.href, isMarquePage, 'no-store'),
      ...scripts.map((script) => keep(statics, script, isStaticFile, 'force-cache')),
    ]);
  } catch {
    // No offline copy this time; the next visit tries again.
  }
}

async function keep(
  cache: Cache,
  url: string,
  believed: (response: Response) => boolean,
  mode: RequestCache,
): Promise<void> {
  const response = await fetch(url, { cache: mode });
  if (believed(response)) await cache.put(url, response);
}

/** A page the web app served, not one a captive portal or a proxy answered in its place. */
export function isMarquePage(response: Response): boolean {
  return response.ok && response.headers.get(PAGE_MARKER) === '1';
}

/** A script or stylesheet, not an HTML page answered in its place. */
export function isStaticFile(response: Response): boolean {
  return response.ok && !(response.headers.get('content-type') ?? '').includes('text/html');
}
