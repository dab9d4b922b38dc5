import {
  ForbiddenException,
  Injectable,
  UnauthorizedException,
  type CanActivate,
  type ExecutionContext,
} from '@nestjs/common';
import type { RequestWithCaller } from '../auth/access';
import { AuthService } from '../auth/auth.service';
import { isUUID as isUuid } from 'class-validator';
import { TablesRepository } from './tables.repository';

/**
 * A table's score sheet is written by that table's referee (header X-Referee-Code) or by an
 * organiser; a referee code of another table is refused (403).
 */
@Injectable()
export class TableAccessGuard implements CanActivate {
  constructor(
    private readonly auth: AuthService,
    private readonly tables: TablesRepository,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<RequestWithCaller>();
    const organiser = await this.auth.organiserOf(request);
    if (organiser) {
      await this.auth.assertRuns(organiser, request.params);
      request.caller = { kind: 'organiser', organiser };
      return true;
    }
    const code = request.header('x-referee-code')?.trim().toUpperCase();
    if (!code)
      throw new UnauthorizedException(
        'A referee code (X-Referee-Code) or an organiser login is needed',
      );
    const tableId = String(request.params['tableId'] ?? '');
    const valid =
      code.length <= 16 && isUuid(tableId) && (await this.tables.isRefereeCodeOf(code, tableId));
    if (!valid) throw new ForbiddenException('This referee code is not for this table');
    request.caller = { kind: 'referee', tableId };
    return true;
  }
}
