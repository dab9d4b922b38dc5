import { describeCaller, type RequestWithCaller } from '../auth/access';

/** Who made an organiser's change, as the audit names them (`organiser:<e-mail>`). */
export function actorOf(request: RequestWithCaller): string {
  if (!request.caller) throw new Error('OrganiserGuard sets the caller');
  return describeCaller(request.caller);
}
