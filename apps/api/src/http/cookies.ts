import type { FastifyRequest } from 'fastify';

/** The value of the request's cookie `name`, if it carries one that is not empty. */
export function cookieValue(request: FastifyRequest, name: string): string | undefined {
  for (const pair of (request.headers.cookie ?? '').split(';')) {
    const [key, ...value] = pair.split('=');
    if (key?.trim() === name) return value.join('=').trim() || undefined;
  }
  return undefined;
}
