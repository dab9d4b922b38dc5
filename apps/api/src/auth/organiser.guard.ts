import { HttpStatus, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { ApiError } from '../common/api-error';
import type { RequestWithCaller } from './access';
import { AuthService, type OrganiserIdentity } from './auth.service';
import { ClubAccessService } from './club-access.service';

/**
 * Lets organisers through (a valid `Authorization: Bearer` token or session cookie; 401
 * otherwise; a cookie's write also needs the CSRF proof, 403), and on a route
 * about one tournament or one table, only the members of the club that runs it (403 otherwise).
 */
@Injectable()
export class OrganiserGuard implements CanActivate {
  constructor(
    private readonly auth: AuthService,
    private readonly access: ClubAccessService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<RequestWithCaller>();
    const organiser = await signedInOrganiser(this.auth, request);
    await this.access.assertRuns(organiser, request.params);
    request.caller = { kind: 'organiser', organiser };
    return true;
  }
}

/** The instance's administrator only (403 `ADMINISTRATOR_ONLY` for another organiser). */
@Injectable()
export class AdministratorGuard implements CanActivate {
  constructor(private readonly auth: AuthService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<RequestWithCaller>();
    const organiser = await signedInOrganiser(this.auth, request);
    if (!organiser.administrator)
      throw new ApiError(
        HttpStatus.FORBIDDEN,
        'ADMINISTRATOR_ONLY',
        'Only the administrator manages accounts and clubs',
      );
    request.caller = { kind: 'organiser', organiser };
    return true;
  }
}

async function signedInOrganiser(
  auth: AuthService,
  request: RequestWithCaller,
): Promise<OrganiserIdentity> {
  const organiser = await auth.organiserOf(request);
  if (!organiser)
    throw new ApiError(
      HttpStatus.UNAUTHORIZED,
      'LOGIN_REQUIRED',
      'An organiser login is needed (Authorization: Bearer <token>, or the session cookie)',
    );
  return organiser;
}
