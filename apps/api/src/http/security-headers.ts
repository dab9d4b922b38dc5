import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import helmet from 'helmet';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';

type CorsOptions = NonNullable<Parameters<NestFastifyApplication['enableCors']>[0]>;

/** Where SwaggerModule serves the OpenAPI page and its assets (configure-app.ts). */
export const DOCS_PATH = '/api/docs';

const COMMON = {
  // Over HTTPS (a proxy in front): remember it. Not the club's other subdomains: not ours.
  strictTransportSecurity: { maxAge: 180 * 24 * 60 * 60, includeSubDomains: false },
  referrerPolicy: { policy: 'no-referrer' as const },
};

/**
 * JSON, CSV and event streams: nothing in them may run, load or be framed. helmet's other
 * defaults stay (X-Content-Type-Options: nosniff, Cross-Origin-Resource-Policy: same-origin…).
 */
const apiHeaders = helmet({
  ...COMMON,
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'none'"],
      frameAncestors: ["'none'"],
      baseUri: ["'none'"],
      formAction: ["'none'"],
    },
  },
});

/**
 * The Swagger UI page: its scripts and stylesheet come from the API itself; it writes inline
 * styles (a <style> block and React's style attributes), draws icons from data: URLs and calls
 * the API for "Try it out". Nothing from elsewhere, and no framing.
 */
const docsHeaders = helmet({
  ...COMMON,
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      baseUri: ["'none'"],
      formAction: ["'self'"],
    },
  },
});

type Middleware = (
  request: IncomingMessage,
  response: ServerResponse,
  next: (error?: unknown) => void,
) => void;

/**
 * The headers a helmet middleware sets. They depend on nothing in the request (no nonce), so
 * they are taken once from helmet and set as they are on every answer: helmet's fourteen
 * middlewares in a row cost about 7 % of the CPU of a recorded deal.
 */
function headersSetBy(middleware: Middleware): Map<string, string> {
  const headers = new Map<string, string>();
  const response = {
    setHeader: (name: string, value: unknown) => headers.set(name, String(value)),
    removeHeader: (name: string) => headers.delete(name),
  };
  middleware({} as IncomingMessage, response as unknown as ServerResponse, () => undefined);
  return headers;
}

/** The headers of every answer but the docs'. */
export const API_HEADERS = headersSetBy(apiHeaders);
const DOCS_HEADERS = headersSetBy(docsHeaders);

/** helmet's headers on every answer, with the Content-Security-Policy each kind of answer needs. */
export function securityHeaders(
  request: FastifyRequest,
  reply: FastifyReply,
  done: HookHandlerDoneFunction,
): void {
  const path = request.url;
  const isDocs = path.startsWith(DOCS_PATH) && /^\/api\/docs(?:[/?#]|$)/.test(path);
  // On the raw response: kept by every answer, also the event streams written to it directly.
  reply.raw.setHeaders(isDocs ? DOCS_HEADERS : API_HEADERS);
  done();
}

/**
 * Same origin by default: browsers let only pages of the API's own origin (the web app, whose
 * `/api` forwards here) read it. MARQUE_CORS_ORIGINS names others, e.g. a club's own site, which
 * log in with Authorization: Bearer. Credentials stay off, and X-Marque-CSRF is never among the
 * allowed headers: another origin's page can neither use the organiser's session cookie nor
 * pass its CSRF check (auth/csrf.ts).
 */
export function corsOptions(origins: string[]): CorsOptions {
  return {
    origin: origins.length > 0 ? origins : false,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: [
      'authorization',
      'content-type',
      'x-referee-code',
      'idempotency-key',
      'if-match',
      'last-event-id',
      'accept-language',
    ],
    exposedHeaders: ['retry-after'],
    credentials: false,
    maxAge: 600,
  };
}
