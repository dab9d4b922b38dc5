import { Controller, Get, NotFoundException, Param, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Throttle, ThrottlerGuard } from '@nestjs/throttler';
import { TablesRepository } from './tables.repository';

/**
 * What a referee's phone opens first: the table behind the code on the card (QR or typed).
 * Rate-limited, so codes cannot be guessed by trying them all.
 */
@ApiTags('tables')
@Controller('referee/:code')
export class RefereeController {
  constructor(private readonly tables: TablesRepository) {}

  @Get()
  @UseGuards(ThrottlerGuard)
  @Throttle({ default: { limit: 30, ttl: 60_000 } })
  async table(@Param('code') code: string): Promise<{ tableId: string }> {
    const normalised = code.trim().toUpperCase();
    const table = normalised.length <= 16 ? await this.tables.tableIdForCode(normalised) : null;
    if (!table) throw new NotFoundException('No table has this referee code');
    return { tableId: table.id };
  }
}
