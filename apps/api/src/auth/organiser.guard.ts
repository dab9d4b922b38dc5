import { HttpStatus, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { ApiError } from '../common/api-error';
import type { RequestWithCaller } from './access';
import { AuthService } from './auth.service';

/**
 * Lets organisers through (a valid `Authorization: Bearer` token or session cookie; 401
 * otherwise; a cookie's write also needs the CSRF proof, 403), and on a route
 * about one tournament or one table, only the organiser who runs that tournament (403 otherwise).
 */
@Injectable()
export class OrganiserGuard implements CanActivate {
  constructor(private readonly auth: AuthService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<RequestWithCaller>();
    const organiser = await this.auth.organiserOf(request);
    if (!organiser)
      throw new ApiError(
        HttpStatus.UNAUTHORIZED,
        'LOGIN_REQUIRED',
        'An organiser login is needed (Authorization: Bearer <token>, or the session cookie)',
      );
    await this.auth.assertRuns(organiser, request.params);
    request.caller = { kind: 'organiser', organiser };
    return true;
  }
}
