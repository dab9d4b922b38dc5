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

/** The audit log's name for a caller: an organiser by the display name they chose. */
export function describeCaller(caller: Caller): string {
  return caller.kind === 'organiser'
    ? `organiser:${caller.organiser.displayName}`
    : `referee:table:${caller.tableId}`;
}

/** The organiser calling a route behind OrganiserGuard or AdministratorGuard. */
export function callingOrganiser(request: RequestWithCaller): OrganiserIdentity {
  if (request.caller?.kind !== 'organiser') throw new Error('OrganiserGuard sets the caller');
  return request.caller.organiser;
}

/** Who made an organiser's change, as the audit names them (`organiser:<display name>`). */
export function actorOf(request: RequestWithCaller): string {
  if (!request.caller) throw new Error('OrganiserGuard sets the caller');
  return describeCaller(request.caller);
}
