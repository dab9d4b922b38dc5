import { Controller, Get, HttpStatus, Param, Req, Res } from '@nestjs/common';
import { ApiNotFoundResponse, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../common/api-error';
import { clientAddress } from '../rate-limits/client-address';
import { RateLimits } from '../rate-limits/rate-limits.service';
import { normalisedRefereeCode } from './referee-code';
import { RefereePasses } from './referee-pass';
import { TablesRepository } from './tables.repository';

/**
 * What a referee's phone opens first: the table behind the code on the card (QR or typed).
 * Wrong codes are rate-limited per address (with the writes that carry one: RateLimits), so
 * codes cannot be guessed by trying them all; a right one gives the phone a referee's pass
 * (referee-pass.ts), and a budget of its own.
 */
@ApiTags('tables')
@Controller('referee/:code')
export class RefereeController {
  constructor(
    private readonly tables: TablesRepository,
    private readonly limits: RateLimits,
    private readonly passes: RefereePasses,
  ) {}

  @Get()
  @ApiNotFoundResponse({ description: 'No table has this referee code' })
  @ApiTooManyRequestsResponse({
    description:
      'A hundred wrong codes in 10 minutes from one address, or thirty from a phone with a pass',
  })
  async table(
    @Param('code') code: string,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<{ tableId: string }> {
    const normalised = normalisedRefereeCode(code);
    const passTable = this.passes.tableOf(request);
    const table = await this.limits.refereeCode(clientAddress(request), passTable, async () =>
      normalised ? await this.tables.tableIdForCode(normalised) : null,
    );
    if (!table)
      throw new ApiError(
        HttpStatus.NOT_FOUND,
        'UNKNOWN_REFEREE_CODE',
        'No table has this referee code',
      );
    if (passTable === null) this.passes.give(reply, request, table.id);
    return { tableId: table.id };
  }
}
