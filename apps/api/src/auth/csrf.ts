import { HttpStatus } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../common/api-error';

/**
 * The header the web app sends with every write. A page of another origin cannot send it: a
 * custom header needs a CORS preflight, and the API's CORS never allows this one.
 */
export const CSRF_HEADER = 'x-marque-csrf';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A write signed in by the session cookie must come from the web app's own pages (403
 * otherwise): it carries X-Marque-CSRF, and the browser does not say it comes from elsewhere
 * (Sec-Fetch-Site, when sent, is `same-origin`). SameSite alone is not enough: a page on another
 * port of the same host is the same site, and its requests carry the cookie. Bearer tokens need
 * none of this: a browser never adds them by itself.
 */
export function assertNotCrossSite(request: FastifyRequest): void {
  if (SAFE_METHODS.has(request.method)) return;
  if (request.headers[CSRF_HEADER] && !fromAnotherOrigin(request)) return;
  throw new ApiError(
    HttpStatus.FORBIDDEN,
    'CSRF_CHECK_FAILED',
    'A write signed in by the session cookie needs the X-Marque-CSRF header, from a page of this origin',
  );
}

/**
 * The browser says the request was made by a page of another origin (`Sec-Fetch-Site`:
 * `same-site` or `cross-site`). Scripts send no such header; a page of the web app sends
 * `same-origin`, an address typed in the bar `none`.
 */
export function fromAnotherOrigin(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  return site !== undefined && site !== 'same-origin' && site !== 'none';
}
