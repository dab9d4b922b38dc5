/**
 * The headers every answer of the web app carries (next.config.ts), as the API's do
 * (apps/api/src/http/security-headers.ts).
 *
 * The Content-Security-Policy keeps every page out of any frame (`frame-ancestors 'none'`, and
 * X-Frame-Options for older browsers), lets it talk to and load from its own origin only (its API
 * is forwarded at `/api`), and allows no plugin, no `<base>` and no form sent elsewhere. Scripts
 * must come from the app's origin, but inline ones stay allowed: the App Router writes its page
 * data as inline scripts, which only a per-request nonce could name, and a nonce makes every
 * page rendered at each request (none prerendered) and every copy the referee's phone keeps
 * offline carry a spent one. So this policy stops an injected script from loading more code or
 * sending what it reads to another origin, not from running: React's escaping is what keeps
 * scripts out of the pages.
 */
export function contentSecurityPolicy(development: boolean): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // `next dev` evaluates its modules; the production build does not.
    'script-src': ["'self'", "'unsafe-inline'", ...(development ? ["'unsafe-eval'"] : [])],
    // React's style attributes and Next's inline style blocks.
    'style-src': ["'self'", "'unsafe-inline'"],
    // QR codes are inline SVG; the CSV downloads are blob: URLs.
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    // The referee's offline shell (public/referee-sw.js).
    'worker-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

export function securityHeaders(development: boolean): Array<{ key: string; value: string }> {
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(development) },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    // Referee codes are in the phone's address (/fr/table/<code>): no page ever says where it
    // was to anyone, not even the path to its own origin.
    { key: 'Referrer-Policy', value: 'no-referrer' },
  ];
}
