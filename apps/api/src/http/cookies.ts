import type { FastifyRequest } from 'fastify';

/** The value of the request's cookie `name`, if it carries one that is not empty. */
export function cookieValue(request: FastifyRequest, name: string): string | undefined {
  for (const pair of (request.headers.cookie ?? '').split(';')) {
    const [key, ...value] = pair.split('=');
    if (key?.trim() === name) return value.join('=').trim() || undefined;
  }
  return undefined;
}

/**
 * A cookie for the API's routes only (`/api`, on the web app's origin too: its forwarder passes
 * it on). HttpOnly: no script reads it. SameSite=Strict: no other site's page or link makes the
 * browser send it. Secure when the request came over HTTPS (directly, or through a trusted proxy's
 * X-Forwarded-Proto): a browser refuses a Secure cookie from a plain http address other than
 * localhost, as a club's http://192.168.1.20:3000 is.
 */
export function apiCookie(
  name: string,
  value: string,
  maxAge: number,
  request: FastifyRequest,
): string {
  const secure = request.protocol === 'https' ? '; Secure' : '';
  return `${name}=${value}; Path=/api; Max-Age=${maxAge}; HttpOnly; SameSite=Strict${secure}`;
}
