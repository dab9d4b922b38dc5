import { HttpStatus, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { ApiError } from '../common/api-error';
import type { RequestWithCaller } from './access';
import { AuthService } from './auth.service';

/**
 * The administrator only: the organiser whose e-mail is MARQUE_ADMIN_EMAIL (the account the API
 * creates at start). 401 without a login, 403 `ADMIN_ONLY` for any other organiser.
 */
@Injectable()
export class AdminGuard implements CanActivate {
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
    const admin = process.env['MARQUE_ADMIN_EMAIL']?.trim().toLowerCase();
    if (!admin || organiser.email.toLowerCase() !== admin)
      throw new ApiError(
        HttpStatus.FORBIDDEN,
        'ADMIN_ONLY',
        'Only the administrator (MARQUE_ADMIN_EMAIL) can do this',
      );
    request.caller = { kind: 'organiser', organiser };
    return true;
  }
}
