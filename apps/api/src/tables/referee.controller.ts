import { Controller, Get, HttpStatus, Param, Req } from '@nestjs/common';
import { ApiNotFoundResponse, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../common/api-error';
import { clientAddress } from '../rate-limits/client-address';
import { RateLimits } from '../rate-limits/rate-limits.service';
import { normalisedRefereeCode } from './referee-code';
import { TablesRepository } from './tables.repository';

/**
 * What a referee's phone opens first: the table behind the code on the card (QR or typed).
 * Wrong codes are rate-limited per address (with the writes that carry one: RateLimits), so
 * codes cannot be guessed by trying them all.
 */
@ApiTags('tables')
@Controller('referee/:code')
export class RefereeController {
  constructor(
    private readonly tables: TablesRepository,
    private readonly limits: RateLimits,
  ) {}

  @Get()
  @ApiNotFoundResponse({ description: 'No table has this referee code' })
  @ApiTooManyRequestsResponse({ description: 'Thirty wrong codes a minute from one address' })
  async table(
    @Param('code') code: string,
    @Req() request: FastifyRequest,
  ): Promise<{ tableId: string }> {
    const normalised = normalisedRefereeCode(code);
    const table = await this.limits.refereeCode(clientAddress(request), async () =>
      normalised ? await this.tables.tableIdForCode(normalised) : null,
    );
    if (!table)
      throw new ApiError(
        HttpStatus.NOT_FOUND,
        'UNKNOWN_REFEREE_CODE',
        'No table has this referee code',
      );
    return { tableId: table.id };
  }
}
