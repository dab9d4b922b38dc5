import type { Socket } from 'node:net';
import { HttpStatus } from '@nestjs/common';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from '../common/error-body';
import { API_HEADERS } from './security-headers';

/**
 * What Fastify answers itself, before any hook or handler, answered as Express and Nest did:
 * a path with broken percent-encoding is a 400 in the API's error shape naming the segment
 * (Express: "Failed to decode param"), with the usual security headers.
 */
export function answerFrameworkError(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  reply.raw.setHeaders(API_HEADERS);
  const status = error.statusCode ?? HttpStatus.BAD_REQUEST;
  const message =
    error.code === 'FST_ERR_BAD_URL'
      ? `Failed to decode param '${undecodable(reply.request.url)}'`
      : error.message;
  reply
    .code(status)
    .type('application/json; charset=utf-8')
    .send(errorBody(status, status >= 500 ? 'INTERNAL_ERROR' : 'BAD_REQUEST', message));
}

function undecodable(url: string): string {
  const path = url.split('?')[0] ?? '';
  for (const segment of path.split('/')) {
    try {
      decodeURIComponent(segment);
    } catch {
      return segment;
    }
  }
  return path;
}

const RESPONSES: Record<string, string> = {
  HPE_HEADER_OVERFLOW: 'HTTP/1.1 431 Request Header Fields Too Large\r\nConnection: close\r\n\r\n',
  HPE_CHUNK_EXTENSIONS_OVERFLOW: 'HTTP/1.1 413 Payload Too Large\r\nConnection: close\r\n\r\n',
  ERR_HTTP_REQUEST_TIMEOUT: 'HTTP/1.1 408 Request Timeout\r\nConnection: close\r\n\r\n',
};

/**
 * A request Node could not parse (or that timed out): Node's own answer, as under Express (a bare
 * status line, no body), where Fastify would send a JSON body of its own shape.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  const inFlight = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (socket.writable && !inFlight?.headersSent) {
    socket.write(
      RESPONSES[error.code ?? ''] ?? 'HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n',
    );
  }
  socket.destroy(error);
}
