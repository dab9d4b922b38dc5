import type { FastifyRequest } from 'fastify';
import { cookieValue } from '../http/cookies';

/** The browser's organiser session: the login token, in a cookie no script can read. */
export const SESSION_COOKIE = 'marque_session';

/** How long a login lasts, its token and its cookie alike: a tournament day. */
export const LOGIN_SECONDS = 12 * 60 * 60;

/**
 * The cookie goes to the API's routes only (`/api`, on the web app's origin too: its forwarder
 * passes it on). HttpOnly: no script reads it. SameSite=Strict: no other site's page or link
 * makes the browser send it (the console loads its data after the page, from its own origin, so a
 * link from an e-mail still opens a signed-in console). Secure when the request came over HTTPS
 * (directly, or through a trusted proxy's X-Forwarded-Proto): a browser refuses a Secure cookie
 * from a plain http address other than localhost, as a club's http://192.168.1.20:3000 is.
 */
export function sessionCookie(token: string, request: FastifyRequest): string {
  return cookie(token, LOGIN_SECONDS, request);
}

/** The same cookie, emptied and expired: the browser forgets the session. */
export function clearedSessionCookie(request: FastifyRequest): string {
  return cookie('', 0, request);
}

function cookie(value: string, maxAge: number, request: FastifyRequest): string {
  const secure = request.protocol === 'https' ? '; Secure' : '';
  return `${SESSION_COOKIE}=${value}; Path=/api; Max-Age=${maxAge}; HttpOnly; SameSite=Strict${secure}`;
}

/** The session cookie's token, if the request carries one. */
export function sessionToken(request: FastifyRequest): string | undefined {
  return cookieValue(request, SESSION_COOKIE);
}
