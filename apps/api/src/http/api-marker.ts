import { API_MARKER_HEADER, API_MARKER_VALUE } from '@marque/contracts';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';

/**
 * Marks every answer as the API's own (`X-Marque-API: 1`), errors and event streams included: a
 * phone believes only marked answers, never a captive portal's page or a proxy's error page.
 */
export function markApiAnswers(
  _request: FastifyRequest,
  reply: FastifyReply,
  done: HookHandlerDoneFunction,
): void {
  // On the raw response, like the security headers: kept by answers written to it directly.
  reply.raw.setHeader(API_MARKER_HEADER, API_MARKER_VALUE);
  done();
}
