import { HttpStatus, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import type { RequestWithCaller } from '../auth/access';
import { AuthService } from '../auth/auth.service';
import { ClubAccessService } from '../auth/club-access.service';
import { isUUID as isUuid } from 'class-validator';
import { ApiError } from '../common/api-error';
import { clientAddress } from '../rate-limits/client-address';
import { RateLimits } from '../rate-limits/rate-limits.service';
import { normalisedRefereeCode } from './referee-code';
import { RefereePasses } from './referee-pass';
import { TablesRepository } from './tables.repository';

/**
 * A table's score sheet is written by that table's referee (header X-Referee-Code) or by an
 * organiser; a referee code of another table is refused (403), and counts as a wrong guess for
 * the rate limit of referee codes (429 past it); a right one gives the phone a referee's pass.
 */
@Injectable()
export class TableAccessGuard implements CanActivate {
  constructor(
    private readonly auth: AuthService,
    private readonly access: ClubAccessService,
    private readonly tables: TablesRepository,
    private readonly limits: RateLimits,
    private readonly passes: RefereePasses,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<RequestWithCaller>();
    const header = headerOf(request.headers['x-referee-code']);
    // A referee code names the referee: the browser's organiser cookie, if any, is not looked at.
    const organiser = await this.auth.organiserOf(request, { cookie: !header?.trim() });
    if (organiser) {
      await this.access.assertRuns(organiser, request.params);
      request.caller = { kind: 'organiser', organiser };
      return true;
    }
    if (!header?.trim())
      throw new ApiError(
        HttpStatus.UNAUTHORIZED,
        'REFEREE_CODE_REQUIRED',
        'A referee code (X-Referee-Code) or an organiser login is needed',
      );
    const code = normalisedRefereeCode(header);
    const tableId = String(request.params['tableId'] ?? '');
    const passTable = this.passes.tableOf(request);
    const valid =
      this.isRefereeAtWork(code, tableId, passTable) ||
      (await this.limits.refereeCode(clientAddress(request), passTable, async () =>
        code && isUuid(tableId) && (await this.tables.isRefereeCodeOf(code, tableId)) ? true : null,
      ));
    if (!valid)
      throw new ApiError(
        HttpStatus.FORBIDDEN,
        'WRONG_REFEREE_CODE',
        'This referee code is not for this table',
      );
    if (passTable === null)
      this.passes.give(context.switchToHttp().getResponse<FastifyReply>(), request, tableId);
    request.caller = { kind: 'referee', tableId };
    return true;
  }

  /**
   * The phone's pass was earned by this table's code, and it shows that code again, known right
   * here: the referee at work, not a guess, so it is not counted. It tells a guesser nothing: the
   * pass is only had by showing this very code, which never changes. Counting it cost every deal
   * two writes to `rate_limits` (a point taken, then given back), one of them waited for.
   * Anything else (another table, a wrong code, a code this process has not checked yet) is
   * counted as before.
   */
  private isRefereeAtWork(
    code: string | undefined,
    tableId: string,
    passTable: string | null,
  ): boolean {
    return passTable === tableId && !!code && this.tables.isConfirmedRefereeCodeOf(code, tableId);
  }
}

/** A header's value as Express's `request.header()` gave it: the first, if sent more than once. */
function headerOf(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}
