import { HttpStatus, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { ApiError } from '../common/api-error';
import type { RequestWithCaller } from './access';
import { OrganiserGuard } from './organiser.guard';

/**
 * The administrator only: an organiser (as OrganiserGuard lets through: 401 without a login)
 * whose e-mail is MARQUE_ADMIN_EMAIL, the account the API creates at start; 403 `ADMIN_ONLY` for
 * any other organiser.
 */
@Injectable()
export class AdminGuard implements CanActivate {
  constructor(private readonly organisers: OrganiserGuard) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    await this.organisers.canActivate(context);
    const { caller } = context.switchToHttp().getRequest<RequestWithCaller>();
    const admin = process.env['MARQUE_ADMIN_EMAIL']?.trim().toLowerCase();
    if (!admin || caller?.kind !== 'organiser' || caller.organiser.email.toLowerCase() !== admin)
      throw new ApiError(
        HttpStatus.FORBIDDEN,
        'ADMIN_ONLY',
        'Only the administrator (MARQUE_ADMIN_EMAIL) can do this',
      );
    return true;
  }
}
