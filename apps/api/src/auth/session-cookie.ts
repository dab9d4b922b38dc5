import type { FastifyReply, FastifyRequest } from 'fastify';
import { apiCookie, cookieValue } from '../http/cookies';
import { fromAnotherOrigin } from './csrf';

/** The browser's organiser session: the login token, in a cookie no script can read. */
export const SESSION_COOKIE = 'marque_session';

/** How long a login lasts, its token and its cookie alike: a tournament day. */
export const LOGIN_SECONDS = 12 * 60 * 60;

/**
 * The session, in a cookie for the API's routes only (apiCookie: HttpOnly, SameSite=Strict, Secure
 * over HTTPS). SameSite=Strict still lets a link from an e-mail open a signed-in console: the
 * console loads its data after the page, from its own origin.
 */
export function sessionCookie(token: string, request: FastifyRequest): string {
  return cookie(token, LOGIN_SECONDS, request);
}

/** The same cookie, emptied and expired: the browser forgets the session. */
export function clearedSessionCookie(request: FastifyRequest): string {
  return cookie('', 0, request);
}

function cookie(value: string, maxAge: number, request: FastifyRequest): string {
  return apiCookie(SESSION_COOKIE, value, maxAge, request);
}

/** The session cookie's token, if the request carries one. */
export function sessionToken(request: FastifyRequest): string | undefined {
  return cookieValue(request, SESSION_COOKIE);
}

/**
 * The browser's session cookie for a new login. A page of another origin (a club's site in
 * MARQUE_CORS_ORIGINS, or a forger signing this browser into another account) gets the token
 * only, never this browser's session.
 */
export function setSession(request: FastifyRequest, reply: FastifyReply, token: string): void {
  if (!fromAnotherOrigin(request)) reply.header('set-cookie', sessionCookie(token, request));
}
