import type { FastifyRequest } from 'fastify';
import type { OrganiserIdentity } from './auth.service';

/** Who is calling: set on the request by the guards. */
export type Caller =
  { kind: 'organiser'; organiser: OrganiserIdentity } | { kind: 'referee'; tableId: string };

export type RequestWithCaller = FastifyRequest<{ Params: Partial<Record<string, string>> }> & {
  caller?: Caller;
};

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : undefined;
}

/** The audit log's name for a caller. */
export function describeCaller(caller: Caller): string {
  return caller.kind === 'organiser'
    ? `organiser:${caller.organiser.email}`
    : `referee:table:${caller.tableId}`;
}
