import type { FastifyRequest } from 'fastify';
import type { OrganiserIdentity } from './auth.service';

/** Who is calling: set on the request by the guards. */
export type Caller =
  { kind: 'organiser'; organiser: OrganiserIdentity } | { kind: 'referee'; tableId: string };

export type RequestWithCaller = FastifyRequest<{ Params: Partial<Record<string, string>> }> & {
  caller?: Caller;
};

/** The token of an `Authorization: Bearer <token>` header; the scheme in any case (RFC 7235). */
export function bearerToken(request: FastifyRequest): string | undefined {
  const match = /^bearer +(\S+) *$/i.exec(request.headers.authorization ?? '');
  return match?.[1];
}

/** The audit log's name for a caller. */
export function describeCaller(caller: Caller): string {
  return caller.kind === 'organiser'
    ? `organiser:${caller.organiser.email}`
    : `referee:table:${caller.tableId}`;
}
