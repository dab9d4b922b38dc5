import { HttpStatus, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { ApiError } from '../common/api-error';
import type { RequestWithCaller } from '../auth/access';
import type { OrganiserIdentity } from '../auth/auth.service';

/**
 * Who may read and change the player registry: today every organiser account (there is one kind
 * of organiser). The one place to tighten it, e.g. to a club's organisers.
 */
export function mayEditRegistry(organiser: OrganiserIdentity): boolean {
  return organiser.id !== '';
}

/** After OrganiserGuard (which signs the organiser in): the registry's own check. */
@Injectable()
export class RegistryGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const caller = context.switchToHttp().getRequest<RequestWithCaller>().caller;
    if (caller?.kind === 'organiser' && mayEditRegistry(caller.organiser)) return true;
    throw new ApiError(
      HttpStatus.FORBIDDEN,
      'REGISTRY_FORBIDDEN',
      'This organiser may not change the player registry',
    );
  }
}
